import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisOverviewQuery } from '../../api/generated/corporate';
import { renderConsole, signInToConsole } from '../../test/renderConsole';
import type { ConsolePage } from '../types';
import { TravelOverviewPage } from './TravelOverviewPage';

const totals = {
  total_spend: 0,
  bookings: 0,
  travellers: 0,
  average_ticket: 0,
  average_nightly_rate: 0,
  policy_savings: 0,
  voucher_savings: 0,
};
const EMPTY: AnalysisOverviewQuery = {
  analysis_overview: { currency: 'VND', current: totals, previous: totals, series: [], groups: [] },
};

/** The overview with a Back button, as the browser's: the filter bar's history entries. */
function OverviewWithBack() {
  const navigate = useNavigate();
  return (
    <>
      <TravelOverviewPage />
      <button type="button" onClick={() => navigate(-1)}>
        browser back
      </button>
    </>
  );
}

const page: ConsolePage = {
  kind: 'page',
  name: 'analysis-travel-overview',
  path: 'analysis/travel-overview',
  subject: 'analysis',
  action: 'list',
  element: OverviewWithBack,
};

function service(answers: Parameters<typeof signInToConsole>[0] = {}) {
  return signInToConsole({
    AnalysisOverview: () => EMPTY,
    AnalysisDepartmentChoices: () => ({
      corporate_departments: [
        { id: 'd-sales', name: 'Kinh doanh' },
        { id: 'd-ops', name: 'Vận hành' },
      ],
    }),
    AnalysisCostCenterChoices: () => ({ cost_centers: [{ id: 'cc-1', name: 'Dự án Hải Phòng' }] }),
    AnalysisPeopleChoices: () => ({
      corporate_staffs_page: {
        entries: [{ user_id: 'u-an', first_name: 'An', last_name: 'Nguyễn', email: 'an@x.vn' }],
      },
    }),
    ...answers,
  });
}

/** A phone's screen (MUI's down('sm') media query matches). */
function onAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}
afterEach(() => vi.restoreAllMocks());

const location = () =>
  new URLSearchParams(screen.getByTestId('location').textContent!.split('?')[1]);
const overviewFilters = (calls: ReturnType<typeof service>) =>
  calls.filter((c) => c.operationName === 'AnalysisOverview').map((c) => c.variables.filter);

describe('the analysis filter bar', () => {
  it('reads the filter from the URL and asks the server for exactly it', async () => {
    const calls = service();
    await renderConsole(page, {
      path: 'analysis/travel-overview?start=2026-07-01&end=2026-09-30&department_ids=d-sales&time_unit=WEEK&group_by=DEPARTMENT',
      locale: 'vi',
    });
    const bar = await screen.findByRole('search', { name: 'Bộ lọc phân tích' });
    await waitFor(() => expect(overviewFilters(calls)).toHaveLength(1));
    expect(overviewFilters(calls)[0]).toEqual({
      corporate_id: expect.any(String),
      start: '2026-07-01',
      end: '2026-09-30',
      time_unit: 'WEEK',
      group_by: 'DEPARTMENT',
      department_ids: ['d-sales'],
    });
    // The chosen department by name, before the picker itself is loaded (on first use).
    await waitFor(() =>
      expect(within(bar).getByRole('textbox', { name: 'Phòng ban' })).toHaveValue('Kinh doanh'),
    );
    expect(within(bar).getByLabelText('Từ ngày')).toHaveValue('2026-07-01');
    expect(within(bar).getByLabelText('Đến ngày')).toHaveValue('2026-09-30');
    expect(within(bar).getByRole('combobox', { name: 'Gộp theo' })).toHaveTextContent('Tuần');
  });

  it('writes each change into the URL as a history entry, and Back restores the filter', async () => {
    const calls = service();
    const user = userEvent.setup({ delay: null });
    await renderConsole(page, {
      path: 'analysis/travel-overview?start=2026-07-01&end=2026-09-30',
      locale: 'en',
    });
    const bar = await screen.findByRole('search', { name: 'Analysis filter' });
    await user.click(within(bar).getByRole('combobox', { name: 'Group by time' }));
    await user.click(await screen.findByRole('option', { name: 'Quarter' }));
    await waitFor(() => expect(location().get('time_unit')).toBe('QUARTER'));
    expect(location().get('start')).toBe('2026-07-01');
    await user.click(within(bar).getByRole('textbox', { name: 'Departments' }));
    await user.click(await screen.findByRole('option', { name: 'Vận hành' }));
    await waitFor(() => expect(location().get('department_ids')).toBe('d-ops'));
    await waitFor(() =>
      expect(overviewFilters(calls).at(-1)).toMatchObject({
        time_unit: 'QUARTER',
        department_ids: ['d-ops'],
      }),
    );

    await user.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(location().get('department_ids')).toBeNull());
    expect(location().get('time_unit')).toBe('QUARTER');
    expect(within(bar).queryByRole('button', { name: 'Vận hành' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(location().get('time_unit')).toBeNull());
    expect(within(bar).getByRole('combobox', { name: 'Group by time' })).toHaveTextContent('Month');
    // Back asks for the earlier filter again (answered from the cache or the server).
    expect(overviewFilters(calls)[0]).toMatchObject({ time_unit: 'MONTH', start: '2026-07-01' });
  });

  it('finds people by what is typed, asking the server, and names the chosen ones from the URL', async () => {
    const calls = service();
    const user = userEvent.setup({ delay: null });
    await renderConsole(page, {
      path: 'analysis/travel-overview?start=2026-07-01&end=2026-09-30',
      locale: 'en',
    });
    const bar = await screen.findByRole('search', { name: 'Analysis filter' });
    await user.click(within(bar).getByRole('textbox', { name: 'People' }));
    await user.type(await within(bar).findByRole('combobox', { name: 'People' }), 'An');
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.operationName === 'AnalysisPeopleChoices' && c.variables.search === 'An',
        ),
      ).toBe(true),
    );
    await user.click(await screen.findByRole('option', { name: 'Nguyễn An' }));
    await waitFor(() => expect(location().get('user_ids')).toBe('u-an'));
    // The chosen person's name is asked by id (a shared link names nobody else).
    expect(
      calls.find((c) => c.operationName === 'AnalysisPeopleChoices' && c.variables.filter)
        ?.variables.filter,
    ).toEqual({ user_ids: ['u-an'] });
  });

  it('refuses an end before the start, naming the rule, and keeps the last valid filter', async () => {
    service();
    const user = userEvent.setup({ delay: null });
    await renderConsole(page, {
      path: 'analysis/travel-overview?start=2026-07-01&end=2026-09-30',
      locale: 'en',
    });
    const bar = await screen.findByRole('search', { name: 'Analysis filter' });
    const end = within(bar).getByLabelText('To');
    await user.clear(end);
    await user.type(end, '2026-06-01');
    expect(
      await within(bar).findByText('The end date must come after the start date.'),
    ).toBeVisible();
    expect(location().get('end')).toBe('2026-09-30');
  });

  it('on a phone, sums the filter up in a row and opens its fields in a dialog, keyboard and URL as before', async () => {
    onAPhone();
    service();
    const user = userEvent.setup({ delay: null });
    await renderConsole(page, {
      path: 'analysis/travel-overview?start=2026-07-01&end=2026-09-30&department_ids=d-sales,d-ops',
      locale: 'en',
    });
    const bar = await screen.findByRole('search', { name: 'Analysis filter' });
    const summary = within(bar).getByRole('list', { name: 'Filter in use' });
    expect(within(summary).getByText('Group by time: Month')).toBeInTheDocument();
    expect(within(summary).getByText('2 departments')).toBeInTheDocument();
    // The fields are in the dialog, not the bar.
    expect(within(bar).queryByLabelText('From')).toBeNull();
    const open = within(bar).getByRole('button', { name: 'Filters' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Analysis filter' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Group by time' }));
    await user.click(await screen.findByRole('option', { name: 'Week' }));
    await waitFor(() => expect(location().get('time_unit')).toBe('WEEK'));
    expect(location().get('department_ids')).toBe('d-sales,d-ops');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
    expect(within(summary).getByText('Group by time: Week')).toBeInTheDocument();
    // Back undoes the dialog's change as it does the bar's.
    await user.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(location().get('time_unit')).toBeNull());
  });

  it('shows an approver whose figures these are and only their departments to pick', async () => {
    const calls = service({
      AnalysisScope: () => ({
        analysis_scope: {
          kind: 'DEPARTMENTS',
          departments: [{ id: 'd-sales', name: 'Kinh doanh' }],
          budgets: false,
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(page, {
      path: 'analysis/travel-overview?start=2026-07-01&end=2026-09-30',
      locale: 'vi',
    });
    expect(
      await screen.findByText('Bạn đang xem số liệu của các phòng ban bạn duyệt: Kinh doanh.'),
    ).toBeVisible();
    const bar = screen.getByRole('search', { name: 'Bộ lọc phân tích' });
    await user.click(await within(bar).findByRole('textbox', { name: 'Phòng ban' }));
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option', { name: 'Kinh doanh' })).toBeInTheDocument();
    expect(within(bar).queryByRole('textbox', { name: 'Trung tâm chi phí' })).toBeNull();
    // The company's lists are not asked for (the approver's departments come with the scope).
    expect(calls.some((c) => c.operationName === 'AnalysisDepartmentChoices')).toBe(false);
    expect(calls.some((c) => c.operationName === 'AnalysisCostCenterChoices')).toBe(false);
  });

  it('tells a staff member the figures are their own and offers no one else to pick', async () => {
    service({
      AnalysisScope: () => ({ analysis_scope: { kind: 'SELF', departments: [], budgets: false } }),
    });
    await renderConsole(page, {
      path: 'analysis/travel-overview?start=2026-07-01&end=2026-09-30',
      locale: 'en',
    });
    expect(
      await screen.findByText('You are seeing your own figures only: your bookings and claims.'),
    ).toBeVisible();
    const bar = screen.getByRole('search', { name: 'Analysis filter' });
    expect(within(bar).getByLabelText('From')).toHaveValue('2026-07-01');
    for (const name of ['Departments', 'People', 'Cost centers']) {
      expect(within(bar).queryByRole('textbox', { name })).toBeNull();
    }
  });
});
