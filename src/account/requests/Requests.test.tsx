import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import type { BookingRequestFieldsFragment } from '../../api/generated/corporate';
import { SendForApproval } from '../../public-site/checkout/SendForApproval';
import { renderSite } from '../../public-site/testing/renderSite';
import { graphqlService, lastVariables } from '../../test/graphqlService';
import { profileOf, renderAccountPage } from '../testing/renderAccount';
import { MyRequestsPage } from './MyRequestsPage';
import { SuccessRequestPage } from './SuccessRequestPage';

const REQUEST: BookingRequestFieldsFragment = {
  id: 'br1',
  kind: 'FLIGHT',
  status: 'PENDING',
  summary: 'VN213 HAN→SGN 2026-12-04',
  price: 4_186_000,
  previous_price: null,
  price_difference: null,
  currency: 'VND',
  held_until: '2026-11-27T03:15:00.000Z',
  hold_lapsed: false,
  verdict: 'APPROVAL',
  breaches: [],
  reason_code: null,
  note: null,
  requester: { id: 'u1', name: 'Trần Thị Lan' },
  traveller: { id: 'u1', name: 'Trần Thị Lan' },
  approver: { id: 'u2', name: 'Nguyễn Văn Minh' },
  department: null,
  escalation_level: 1,
  deadline_at: '2026-11-28T03:00:00.000Z',
  decided_by: null,
  decided_at: null,
  comment: null,
  user_order_id: null,
  failure: null,
  inserted_at: '2026-11-27T03:00:00.000Z',
};
const REJECTED: BookingRequestFieldsFragment = {
  ...REQUEST,
  id: 'br2',
  status: 'REJECTED',
  summary: 'Sea Breeze · 2026-12-01 → 2026-12-03',
  decided_by: { id: 'u2', name: 'Nguyễn Văn Minh' },
  decided_at: '2026-11-26T02:00:00.000Z',
  comment: 'Chọn khách sạn 3 sao',
};

function signedIn() {
  Cookies.set('uts_token', 'access-0');
  graphqlService('main', { SessionProfile: () => ({ profile: profileOf() }) });
}

describe('/account/request-bookings', () => {
  it('shows who has each request, by when, and the decision with its comment, in Vietnamese', async () => {
    signedIn();
    const calls = graphqlService('corporate', {
      MyCorporate: () => ({ corporate: null }),
      MyBookingRequests: () => ({
        my_booking_requests: { total_count: 2, entries: [REQUEST, REJECTED] },
      }),
      CancelBookingRequest: () => ({
        cancel_booking_request: { ...REQUEST, status: 'CANCELLED' },
      }),
    });
    renderAccountPage(<MyRequestsPage />, { route: '/account/request-bookings', locale: 'vi' });
    const pending = await screen.findByRole('listitem', { name: 'VN213 HAN→SGN 2026-12-04' });
    expect(pending).toHaveTextContent('Chờ duyệt');
    expect(pending).toHaveTextContent('Đang chờ Nguyễn Văn Minh duyệt');
    expect(pending).toHaveTextContent('Đã chuyển lên người duyệt kế tiếp');
    expect(pending).toHaveTextContent('Giá: 4.186.000 ₫');
    const rejected = screen.getByRole('listitem', { name: 'Sea Breeze · 2026-12-01 → 2026-12-03' });
    expect(rejected).toHaveTextContent('Nhận xét: Chọn khách sạn 3 sao');
    await userEvent.click(within(pending).getByRole('button', { name: 'Hủy yêu cầu' }));
    expect(await screen.findByText('Đã hủy yêu cầu.')).toBeVisible();
    expect(lastVariables(calls, 'CancelBookingRequest')).toMatchObject({ input: { id: 'br1' } });
  });
});

describe('/checkout/success-request', () => {
  it('says it was sent, to whom and by when it will be decided', async () => {
    signedIn();
    graphqlService('corporate', {
      BookingRequest: () => ({ booking_request: { ...REQUEST, events: [] } }),
    });
    renderSite(<SuccessRequestPage />, { path: '/checkout/success-request?id=br1', locale: 'en' });
    expect(await screen.findByText('Your request was sent to Nguyễn Văn Minh.')).toBeVisible();
    expect(screen.getByText(/The approver decides by .*28.*2026/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Follow your requests' })).toHaveAttribute(
      'href',
      '/account/request-bookings',
    );
  });
});

describe('Send for approval (checkout)', () => {
  const session = { id: 's1', cart_token: 'tok', price: 4_186_000, currency: 'VND' } as never;

  it('appears when the verdict asks for approval, and sends the checkout with the note', async () => {
    signedIn();
    graphqlService('payments', {
      CheckoutApprovalVerdict: () => ({
        payment_checkout_session: {
          id: 's1',
          policy: { corporate_id: 'c1', verdict: { type: 'APPROVAL' } },
        },
      }),
      // SendForApproval reads nothing of the answer: the session as stored is not needed here.
      UpdateCorporatePayment: () => ({ update_corporate_payment: { id: 's1' } }) as never,
    });
    const calls = graphqlService('corporate', {
      CreateBookingRequest: () => ({ create_booking_request: REQUEST }),
    });
    renderSite(
      <SendForApproval
        session={session}
        corporateId="c1"
        costCenterId={null}
        costCenterRequired={false}
      />,
      {
        path: '/checkout/flight',
        locale: 'en',
        routes: { '/checkout/success-request': <p>sent page</p> },
      },
    );
    await userEvent.type(
      await screen.findByLabelText('Note for the approver (optional)'),
      'Client meeting',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText('sent page')).toBeVisible();
    expect(lastVariables(calls, 'CreateBookingRequest')).toMatchObject({
      input: { payment_checkout_session_id: 's1', note: 'Client meeting' },
    });
  });

  it('asks for the cost center first when the company requires one', async () => {
    graphqlService('payments', {
      CheckoutApprovalVerdict: () => ({
        payment_checkout_session: {
          id: 's1',
          policy: { corporate_id: 'c1', verdict: { type: 'APPROVAL' } },
        },
      }),
    });
    const calls = graphqlService('corporate', {
      CreateBookingRequest: () => ({ create_booking_request: REQUEST }),
    });
    renderSite(
      <SendForApproval session={session} corporateId="c1" costCenterId={null} costCenterRequired />,
      { locale: 'en' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText('Choose a cost center for this trip.')).toBeVisible();
    expect(lastVariables(calls, 'CreateBookingRequest')).toBeUndefined();
  });

  it('stays hidden for a trip within the policy', async () => {
    const calls = graphqlService('payments', {
      CheckoutApprovalVerdict: () => ({
        payment_checkout_session: {
          id: 's1',
          policy: { corporate_id: 'c1', verdict: { type: 'IN_POLICY' } },
        },
      }),
    });
    renderSite(
      <SendForApproval
        session={session}
        corporateId="c1"
        costCenterId={null}
        costCenterRequired={false}
      />,
      {
        locale: 'en',
      },
    );
    await waitFor(() => expect(lastVariables(calls, 'CheckoutApprovalVerdict')).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Send for approval' })).toBeNull();
  });
});
