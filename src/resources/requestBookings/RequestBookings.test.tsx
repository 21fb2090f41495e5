import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BookingRequestFieldsFragment, CorporateRole } from '../../api/generated/corporate';
import { graphqlError } from '../../test/graphqlError';
import { graphqlService, lastVariables } from '../../test/graphqlService';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { approvals } from '../approvals';
import { requestBookings } from '.';

const REQUEST: BookingRequestFieldsFragment = {
  id: 'br1',
  kind: 'FLIGHT',
  status: 'PENDING',
  summary: 'VN213 HAN→SGN 2026-12-04',
  price: 4_186_000,
  previous_price: null,
  price_difference: null,
  currency: 'VND',
  held_until: '2026-11-27T10:00:00.000Z',
  hold_lapsed: false,
  verdict: 'APPROVAL',
  breaches: [{ rule: 'PRICE', cap: 1_200_000, price: 4_186_000 }],
  reason_code: null,
  note: 'Họp khách hàng',
  requester: { id: 'u-lan', name: 'Trần Thị Lan' },
  traveller: { id: 'u-lan', name: 'Trần Thị Lan' },
  approver: { id: 'u1', name: 'Nguyễn Văn Minh' },
  department: { id: 'd1', name: 'Kinh doanh' },
  escalation_level: 1,
  deadline_at: '2026-11-28T03:00:00.000Z',
  decided_by: null,
  decided_at: null,
  comment: null,
  user_order_id: null,
  failure: null,
  inserted_at: '2026-11-27T03:00:00.000Z',
};

function service(role: CorporateRole = 'APPROVER', request = REQUEST) {
  return signInToConsole({
    MyCorporate: () => ({
      corporate: { ...MY_CORPORATE, your_role: role, is_owner: role === 'OWNER' },
    }),
    BookingRequests: () => ({ booking_requests: { total_count: 1, entries: [request] } }),
    BookingRequest: () => ({
      booking_request: {
        ...request,
        events: [
          {
            id: 'e1',
            kind: 'CREATED',
            actor: request.requester,
            approver: { id: 'u-tuan', name: 'Lê Tuấn' },
            at: request.inserted_at,
          },
          {
            id: 'e2',
            kind: 'ESCALATED',
            actor: null,
            approver: request.approver,
            at: '2026-11-27T04:00:00.000Z',
          },
        ],
      },
    }),
  });
}

describe('approvals and booking requests', () => {
  it('the approval queue asks for pending requests the approver has, in Vietnamese', async () => {
    const calls = service();
    await renderConsole(approvals, { path: 'approval', locale: 'vi' });
    const row = (await screen.findByText('VN213 HAN→SGN 2026-12-04')).closest('tr')!;
    expect(row).toHaveTextContent('4.186.000 ₫');
    expect(row).toHaveTextContent('Nguyễn Văn Minh');
    expect(row).toHaveTextContent('Chờ duyệt');
    expect(row).toHaveTextContent('Hạn 10:00 28/11/2026');
    expect(lastVariables(calls, 'BookingRequests')).toMatchObject({
      status: 'PENDING',
      mine: true,
    });
  });

  it('a request shows the breach, who has it and its history; rejecting needs a reason', async () => {
    service();
    const calls = graphqlService('corporate', {
      DecideBookingRequest: ({ input }) => ({
        decide_booking_request: {
          ...REQUEST,
          status: 'REJECTED',
          comment: input.comment ?? null,
          decided_by: { id: 'u1', name: 'Nguyễn Văn Minh' },
          decided_at: '2026-11-27T05:00:00.000Z',
        },
      }),
    });
    await renderConsole(requestBookings, { path: 'request-bookings/br1/show', locale: 'en' });
    expect(await screen.findByText('Price ₫4,186,000 is over the cap of ₫1,200,000')).toBeVisible();
    expect(screen.getByText(/Escalated 1 time/)).toBeVisible();
    expect(screen.getByText(/Escalated to the next approver — Nguyễn Văn Minh/)).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why it is rejected')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Comment/), 'Economy is enough');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Request rejected; the requester was told.')).toBeVisible();
    expect(lastVariables(calls, 'DecideBookingRequest')).toMatchObject({
      input: { id: 'br1', decision: 'REJECT', comment: 'Economy is enough' },
    });
  });

  it('a decision someone else took first is shown as the server says it', async () => {
    service('ADMIN');
    graphqlService('corporate', {
      DecideBookingRequest: () =>
        graphqlError(
          'BAD_USER_INPUT',
          'This request was already approved by Lê Tuấn at 2026-11-27T05:00:00.000Z.',
          { fields: [{ field: 'id', rule: 'already_decided', message: 'already approved' }] },
        ),
    });
    await renderConsole(requestBookings, { path: 'request-bookings/br1/show', locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    expect(dialog).toHaveTextContent('The company pays ₫4,186,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/already approved by Lê Tuấn/)).toBeVisible();
  });

  it('a lapsed fare priced again: the approver is told to check the new price and approve again', async () => {
    service('APPROVER', {
      ...REQUEST,
      price: 4_236_000,
      previous_price: 4_186_000,
      price_difference: 50_000,
    });
    graphqlService('corporate', {
      DecideBookingRequest: () =>
        graphqlError('BAD_USER_INPUT', 'priced again', {
          fields: [{ field: 'id', rule: 'repriced', message: 'priced again' }],
        }),
    });
    await renderConsole(requestBookings, { path: 'request-bookings/br1/show', locale: 'en' });
    expect(await screen.findByText(/Difference after re-pricing: ₫50,000/)).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    expect(dialog).toHaveTextContent('The company pays ₫4,236,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/it was priced again and is held anew/)).toBeVisible();
  });

  it('staff see no approve button', async () => {
    service('STAFF', {
      ...REQUEST,
      requester: { id: 'u9', name: 'X' },
      traveller: { id: 'u9', name: 'X' },
    });
    await renderConsole(requestBookings, { path: 'request-bookings/br1/show', locale: 'en' });
    expect(await screen.findByText('VN213 HAN→SGN 2026-12-04')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
