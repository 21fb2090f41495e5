import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CorporateRole,
  CorporateStaffImportRowStatus,
  StaffImportFieldsFragment,
} from '../../api/generated/corporate';
import { staffEntry } from '../../test/corporateFixtures';
import { operationsOf } from '../../test/graphqlService';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { server } from '../../test/server';
import { staff } from '.';

const STAFF = [staffEntry(1, { monthly_limit: 30_000_000 })];

type Row = StaffImportFieldsFragment['rows'][number];

const row = (
  n: number,
  email: string,
  status: CorporateStaffImportRowStatus,
  errors: Row['errors'] = [],
): Row => ({
  row: n,
  email,
  first_name: `Tên ${n}`,
  last_name: 'Nguyễn',
  role: null,
  department: status === 'ERROR' ? null : 'Kinh doanh',
  employee_id: null,
  status,
  errors,
});

const PREVIEW: StaffImportFieldsFragment = {
  id: 'imp-1',
  corporate_id: MY_CORPORATE.id,
  file_name: 'nhan-vien.xlsx',
  status: 'PREVIEW',
  total_rows: 3,
  valid_rows: 2,
  error_rows: 1,
  new_accounts: 1,
  existing_accounts: 1,
  created_count: null,
  inserted_at: '2026-11-24T03:00:00.000Z',
  confirmed_at: null,
  rows: [
    row(2, 'lan@song.example', 'NEW_ACCOUNT'),
    row(3, 'minh@song.example', 'EXISTING_ACCOUNT'),
    row(4, 'not-an-email', 'ERROR', [
      { field: 'email', rule: 'invalid_format', message: 'is not an e-mail address' },
    ]),
  ],
};

function signedInAs(role: CorporateRole) {
  return signInToConsole({
    MyCorporate: () => ({
      corporate: { ...MY_CORPORATE, is_owner: role === 'OWNER', your_role: role },
    }),
    StaffPage: () => ({ corporate_staffs_page: { entries: STAFF, total_count: STAFF.length } }),
    ConfirmStaffImport: (v) => ({
      confirm_corporate_staff_import: {
        ...PREVIEW,
        id: String(v.id),
        status: 'CONFIRMED',
        created_count: 2,
        rows: PREVIEW.rows.map((r) => ({ ...r, status: r.errors.length ? 'SKIPPED' : 'CREATED' })),
      },
    }),
  });
}

/** The upload route, answering `answer` and keeping what each upload sent. */
function uploadRoute(answer: () => Response) {
  const uploads: FormData[] = [];
  server.use(
    http.post('*/api/v1/corporate/staff-imports', async ({ request }) => {
      uploads.push(await request.formData());
      return answer();
    }),
  );
  return uploads;
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

async function openImport() {
  const user = userEvent.setup({ delay: null });
  await renderConsole(staff, { path: 'users', locale: 'en' });
  // The list's placeholder table comes first, then the records'.
  await screen.findByText('Nguyễn 1 Lan');
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Import staff from a CSV or Excel file',
  });
  return { user, dialog };
}

const file = () => new File(['xlsx bytes'], 'nhan-vien.xlsx', { type: 'application/octet-stream' });

describe('importing staff from a file', () => {
  it('previews rows and errors, writes nothing until confirmed, then adds the valid rows', async () => {
    const calls = signedInAs('ADMIN');
    const uploads = uploadRoute(() => HttpResponse.json({ data: PREVIEW }, { status: 201 }));
    const { user, dialog } = await openImport();
    expect(within(dialog).getByRole('link', { name: 'Excel file (.xlsx)' })).toHaveAttribute(
      'href',
      expect.stringContaining('/corporate/staff-import-template?format=xlsx&locale=en'),
    );
    await user.upload(within(dialog).getByLabelText('Choose a file (.csv, .xlsx)'), file());

    expect(
      await within(dialog).findByText(
        /nhan-vien\.xlsx: 3 rows — 2 valid \(1 new people, 1 existing/,
      ),
    ).toBeInTheDocument();
    expect(uploads[0].get('corporate_id')).toBe(MY_CORPORATE.id);
    expect(uploads[0].has('file')).toBe(true);
    const errors = within(dialog).getByRole('table', { name: /Rows with errors/ });
    const errorRow = within(errors).getAllByRole('row')[1];
    expect(within(errorRow).getByText('4')).toBeInTheDocument();
    expect(within(errorRow).getByText('Email: The format is not valid')).toBeInTheDocument();
    const ready = within(dialog).getByRole('table', { name: 'Rows to be added' });
    expect(within(ready).getAllByRole('row')).toHaveLength(3);
    expect(within(ready).getByText('New person')).toBeInTheDocument();
    expect(within(ready).getByText('Existing account')).toBeInTheDocument();
    expect(operationsOf(calls)).not.toContain('ConfirmStaffImport');

    const listCalls = calls.filter((c) => c.operationName === 'StaffPage').length;
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 staff' }));
    expect(
      await screen.findByText('Added 2 staff and sent their invitations.'),
    ).toBeInTheDocument();
    const confirms = calls.filter((c) => c.operationName === 'ConfirmStaffImport');
    expect(confirms).toHaveLength(1);
    expect(confirms[0].variables).toEqual({ corporate_id: MY_CORPORATE.id, id: 'imp-1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'StaffPage').length).toBeGreaterThan(
        listCalls,
      ),
    );
  });

  it('tells why a file was refused, and offers nothing to confirm', async () => {
    signedInAs('OWNER');
    uploadRoute(() =>
      HttpResponse.json(
        {
          error: {
            code: 'BAD_USER_INPUT',
            message: 'file: has no e-mail column',
            fields: [{ field: 'file', rule: 'no_email_column', message: 'has no e-mail column' }],
          },
        },
        { status: 400 },
      ),
    );
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('Choose a file (.csv, .xlsx)'), file());
    expect(
      await within(dialog).findByText('The first row has no E-mail column. Use the template.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add 0 staff' })).toBeDisabled();
  });

  it('is not offered to an approver, who may export the filtered list', async () => {
    signedInAs('APPROVER');
    const exports: URL[] = [];
    server.use(
      http.get('*/api/v1/corporate/staff-export', ({ request }) => {
        exports.push(new URL(request.url));
        return new HttpResponse('a,b', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const created = vi.fn(() => 'blob:staff');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    await renderConsole(staff, { path: 'users', locale: 'en' });
    await screen.findByText('Nguyễn 1 Lan');
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV file' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(clicks).toHaveBeenCalled();
    const query = exports[0].searchParams;
    expect(query.get('format')).toBe('csv');
    expect(query.get('corporate_id')).toBe(MY_CORPORATE.id);
    expect(query.get('sort_field')).toBe('MONTHLY_LIMIT');
    expect(query.get('sort_direction')).toBe('DESC');
    expect(JSON.parse(query.get('filter') ?? '{}')).toEqual({});
    clicks.mockRestore();
  });
});
