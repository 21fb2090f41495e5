import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TripProposalFieldsFragment } from '../../api/generated/trips';
import type { CorporateRole } from '../../api/generated/corporate';
import { graphqlError } from '../../test/graphqlError';
import { graphqlService, lastVariables } from '../../test/graphqlService';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { tripProposals } from '.';

const option = (
  n: number,
  extra: Partial<TripProposalFieldsFragment['options'][number]>,
): TripProposalFieldsFragment['options'][number] => ({
  id: `o${n}`,
  position: n,
  kind: 'FLIGHT',
  offer_id: `local:f${n}:ECONOMY`,
  fare_id: `local:f${n}:ECO`,
  start_date: '2026-12-07',
  end_date: '2026-12-07',
  price: 1_350_000,
  currency: 'VND',
  departs_at: '2026-12-07T01:00:00.000Z',
  arrives_at: '2026-12-07T03:10:00.000Z',
  title: 'Vietnam Airlines VN213',
  from_name: 'Hà Nội',
  to_name: 'TP. Hồ Chí Minh',
  detail: 'Economy Lite',
  verdict: 'IN_POLICY',
  breaches: [],
  next: '/flight?from=HAN&to=SGN&depart=2026-12-07&n_o_a=1',
  ...extra,
});

const PROPOSAL: TripProposalFieldsFragment = {
  id: 'tp1',
  title: 'Hà Nội - Sài Gòn, họp khách hàng',
  note: null,
  status: 'OPEN',
  traveller: { id: 'u-lan', name: 'Trần Thị Lan', email: 'lan@vinasteel.example' },
  created_by: { id: 'u-ops', name: 'Lê Tuấn', email: 'tuan@vinasteel.example' },
  picked_by: null,
  picked_option_id: null,
  picked_at: null,
  inserted_at: '2026-11-27T03:00:00.000Z',
  option_count: 3,
  cheapest_price: 1_350_000,
  currency: 'VND',
  can_pick: true,
  can_cancel: true,
  options: [
    option(0, {}),
    option(1, { id: 'o1', title: 'Vietjet VJ123', price: 1_990_000, verdict: 'APPROVAL' }),
    option(2, {
      kind: 'HOTEL',
      title: 'Sea Breeze',
      from_name: null,
      to_name: 'Sea Breeze',
      detail: 'Deluxe · Room only',
      price: 2_100_000,
      departs_at: null,
      arrives_at: null,
      start_date: '2026-12-07',
      end_date: '2026-12-09',
      next: '/property/local%3Ah1?depart=2026-12-07&return=2026-12-09&n_o_a=2&n_o_c=0&rooms=1',
    }),
  ],
};

function service(role: CorporateRole = 'STAFF') {
  signInToConsole({
    MyCorporate: () => ({
      corporate: { ...MY_CORPORATE, your_role: role, is_owner: role === 'OWNER' },
    }),
  });
  return graphqlService('trips', {
    TripProposals: () => ({ trip_proposals: { total_count: 1, entries: [PROPOSAL] } }),
    TripProposal: () => ({ trip_proposal: PROPOSAL }),
  });
}

describe('trip proposals in the console', () => {
  it('lists proposals with the traveller, options count and the cheapest price', async () => {
    const calls = service('OWNER');
    await renderConsole(tripProposals, { path: 'trip-proposal', locale: 'vi' });
    const row = (await screen.findByText('Hà Nội - Sài Gòn, họp khách hàng')).closest('tr')!;
    expect(row).toHaveTextContent('Trần Thị Lan');
    expect(row).toHaveTextContent('1.350.000 ₫');
    expect(row).toHaveTextContent('Đang chờ chọn');
    expect(lastVariables(calls, 'TripProposals')).toMatchObject({ input: { page: 1, limit: 25 } });
  });

  it('shows the options side by side and picks one after a confirm', async () => {
    service();
    const calls = graphqlService('trips', {
      PickTripProposalOption: ({ option_id }) => ({
        pick_trip_proposal_option: {
          next: PROPOSAL.options[1].next,
          proposal: {
            ...PROPOSAL,
            status: 'PICKED',
            picked_option_id: String(option_id),
            can_pick: false,
          },
        },
      }),
    });
    await renderConsole(tripProposals, { path: 'trip-proposal-detail?id=tp1', locale: 'en' });
    const second = await screen.findByRole('region', { name: 'Option 2' });
    expect(within(second).getByText('Vietjet VJ123')).toBeVisible();
    expect(within(second).getByText('₫1,990,000')).toBeVisible();
    expect(within(second).getByText('Needs approval')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Option 3' })).getByText('Deluxe · Room only'),
    ).toBeVisible();
    await userEvent.click(within(second).getByRole('button', { name: 'Pick this option' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Pick option 2?');
    expect(dialog).toHaveTextContent('send it for approval');
    await userEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    expect(
      await screen.findByText('Option picked. Open the booking page to finish.'),
    ).toBeVisible();
    expect(lastVariables(calls, 'PickTripProposalOption')).toEqual({ id: 'tp1', option_id: 'o1' });
  });

  it('shows who picked first when the pick came second', async () => {
    service();
    graphqlService('trips', {
      PickTripProposalOption: () =>
        graphqlError(
          'BAD_USER_INPUT',
          'This proposal was already picked by Nguyễn Văn Minh at 2026-11-27T05:00:00.000Z.',
        ),
    });
    await renderConsole(tripProposals, { path: 'trip-proposal/tp1/show', locale: 'en' });
    const first = await screen.findByRole('region', { name: 'Option 1' });
    await userEvent.click(within(first).getByRole('button', { name: 'Pick this option' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }),
    );
    expect(await screen.findByText(/already picked by Nguyễn Văn Minh/)).toBeVisible();
  });

  it('finds flights inside the create form and adds them as options', async () => {
    service('OPERATION');
    const flights = graphqlService('flights', {
      SearchFlights: () =>
        ({
          search_flights: {
            departure: {
              entries: [
                {
                  id: 'local:f1:ECONOMY',
                  code: 'VN213',
                  airline: { code: 'VN', name: 'Vietnam Airlines' },
                  departure: { date: '2026-12-07T01:00:00.000Z' },
                  price: 1_350_000,
                  currency: 'VND',
                  seat_class: { id: 'local:f1:ECO', plan: 'Economy Lite', type: 'ECONOMY' },
                },
              ],
            },
          },
        }) as never,
    });
    await renderConsole(tripProposals, { path: 'trip-proposal/create', locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'New trip proposal' })).toBeVisible();
    expect(screen.getByText('Add 2 or 3 options.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send proposal' })).toBeDisabled();
    const search = screen.getByRole('search', { name: 'Search flights' });
    await userEvent.type(within(search).getByLabelText(/From/), 'han');
    await userEvent.type(within(search).getByLabelText(/To/), 'sgn');
    await userEvent.type(within(search).getByLabelText(/Date/), '2026-12-07');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Economy Lite · ₫1,350,000')).toBeVisible();
    expect(lastVariables(flights, 'SearchFlights')).toEqual({
      input: { from: 'HAN', to: 'SGN', depart: '2026-12-07' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('heading', { name: 'Options (2/3)' })).toBeVisible();
    expect(screen.queryByText('Add 2 or 3 options.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove option 2' })).toBeVisible();
  });
});
