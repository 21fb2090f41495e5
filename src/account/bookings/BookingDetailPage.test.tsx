import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import type { UserBookingPartsFragment } from '../../api/generated/payments';
import { flightSession } from '../../public-site/testing/checkoutFixtures';
import { graphqlService } from '../../test/graphqlService';
import {
  ID,
  NON_REFUNDABLE,
  renderDetail as render,
  signedIn,
  stay,
} from '../testing/bookingDetail';

describe('/account/bookings/detail', () => {
  it('shows the stay, its code, price parts, payment and invoice; cancels after asking (en)', async () => {
    signedIn();
    let cancelled = false;
    const calls = graphqlService('payments', {
      UserBooking: () => ({ user_booking: stay() }),
      CancelBooking: () => {
        cancelled = true;
        return {
          cancel_booking: stay({
            cancelled_at: '2026-03-02T03:00:00Z',
            order: { ...stay().order, status: 'REFUNDED' },
            cash_back: { ...stay().cash_back!, status: 'VOID' },
            cancellation: { ...stay().cancellation, can_cancel: false, reason: 'cancelled' },
            refund: {
              status: 'SUCCEEDED',
              amount: 2_000_000,
              fee: 0,
              method: 'WALLET',
              refunded_at: null,
            },
          }),
        };
      },
    });
    render('en');
    expect(await screen.findByText('Order 3F9A0C12')).toBeInTheDocument();
    expect(screen.getByText('WF12345678')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stay' })).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price details' });
    expect(within(price).getByText('Surcharge: Phí dọn phòng')).toBeInTheDocument();
    expect(within(price).getByText('Voucher')).toBeInTheDocument();
    expect(within(price).getByText(/Goes to your wallet after the trip/)).toBeInTheDocument();
    expect(screen.getByText('Tax code: 0101243150')).toBeInTheDocument();
    expect(screen.getByText(/^Free cancellation until/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    expect(cancelled).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText(/refunded to your Wayfare wallet/)).toBeInTheDocument();
    expect(screen.getByText('Taken back: the booking was cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'CancelBooking')).toHaveLength(1);
  });

  it('a non-refundable rate says so and offers no cancellation (vi)', async () => {
    signedIn();
    graphqlService('payments', {
      UserBooking: () => ({
        user_booking: stay({
          cash_back: null,
          cancellation: NON_REFUNDABLE,
        }),
      }),
    });
    render('vi');
    expect(await screen.findByText('Mã đơn hàng 3F9A0C12')).toBeInTheDocument();
    expect(screen.getByText(/Giá phòng này không hoàn tiền/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Huỷ đặt chỗ' })).not.toBeInTheDocument();
    expect(screen.queryByText('Hoàn tiền (cash back)', { exact: false })).not.toBeInTheDocument();
  });

  it('a refundable ticket: the fee and the net in words and in the dialog, then the refund (vi)', async () => {
    signedIn();
    const ticket = (over: Partial<UserBookingPartsFragment> = {}) =>
      stay({
        kind: 'FLIGHT',
        booking_codes: ['ABC123'],
        order: {
          ...stay().order,
          price: 4_950_000,
          shopping_items: flightSession()
            .shopping_items as UserBookingPartsFragment['order']['shopping_items'],
        },
        cash_back: null,
        cancellation: {
          policy: 'FARE_REFUND',
          deadline: null,
          can_cancel: true,
          reason: null,
          refund_amount: 3_150_000,
          refund_fee: 1_800_000,
        },
        ...over,
      });
    graphqlService('payments', {
      UserBooking: () => ({ user_booking: ticket() }),
      CancelBooking: () => ({
        cancel_booking: ticket({
          cancelled_at: '2026-03-02T03:00:00Z',
          order: { ...ticket().order, status: 'REFUNDED' },
          cancellation: { ...ticket().cancellation, can_cancel: false, reason: 'cancelled' },
          refund: {
            status: 'SUCCEEDED',
            amount: 3_150_000,
            fee: 1_800_000,
            method: 'WALLET',
            refunded_at: null,
          },
        }),
      }),
    });
    render('vi');
    const money = (n: number) => new Intl.NumberFormat('vi-VN').format(n);
    expect(
      await screen.findByText(
        new RegExp(`giữ lại phí hoàn vé ${money(1_800_000)}.*hoàn cho bạn ${money(3_150_000)}`),
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Huỷ đặt chỗ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Huỷ đặt chỗ này?' });
    expect(within(dialog).getByText('Phí hoàn vé (theo điều kiện hạng vé)')).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(`^−${money(1_800_000)}`))).toBeInTheDocument();
    expect(within(dialog).getByText('Số tiền được hoàn').nextSibling).toHaveTextContent(
      money(3_150_000),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Huỷ và hoàn tiền' }));
    expect(
      await screen.findByText(new RegExp(`Phí hoàn vé đã giữ lại: ${money(1_800_000)}`)),
    ).toBeInTheDocument();
  });

  it('shows each flight’s terminals, none where unknown, and each passenger’s e-ticket number (vi, en)', async () => {
    signedIn();
    const ticket = stay({
      kind: 'FLIGHT',
      booking_codes: ['ABC123'],
      order: {
        ...stay().order,
        shopping_items: flightSession()
          .shopping_items as UserBookingPartsFragment['order']['shopping_items'],
      },
      flights: [
        {
          direction: 'OUTBOUND',
          flight_code: 'VN213',
          departure_terminal: 'T1',
          arrival_terminal: 'T3',
          tickets: [
            { passenger: 'NGUYEN THI LAN', number: '7380000000041' },
            { passenger: 'TRAN VAN AN', number: '7380000000042' },
          ],
        },
        {
          direction: 'INBOUND',
          flight_code: 'VN214',
          departure_terminal: null,
          arrival_terminal: null,
          tickets: [],
        },
      ],
    });
    graphqlService('payments', { UserBooking: () => ({ user_booking: ticket }) });
    const view = render('vi');
    expect(await screen.findByText('Nhà ga đi: T1 · Nhà ga đến: T3')).toBeInTheDocument();
    expect(screen.getByText('Số vé điện tử của NGUYEN THI LAN: 7380000000041')).toBeInTheDocument();
    expect(screen.getByText('Số vé điện tử của TRAN VAN AN: 7380000000042')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-terminals]')).toHaveLength(1);
    view.unmount();
    render('en');
    expect(
      await screen.findByText('Departure terminal: T1 · Arrival terminal: T3'),
    ).toBeInTheDocument();
    expect(screen.getByText('E-ticket number of TRAN VAN AN: 7380000000042')).toBeInTheDocument();
  });

  it('a non-refundable fare says so (en)', async () => {
    signedIn();
    graphqlService('payments', {
      UserBooking: () => ({
        user_booking: stay({
          kind: 'FLIGHT',
          cash_back: null,
          cancellation: NON_REFUNDABLE,
        }),
      }),
    });
    render('en');
    expect(await screen.findByText(/^This fare is non-refundable/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('a fare refunded by the airline’s rules leads to a support message about this order (vi)', async () => {
    signedIn();
    const booking = stay({
      kind: 'FLIGHT',
      cash_back: null,
      cancellation: {
        policy: 'AIRLINE_RULES',
        deadline: null,
        can_cancel: false,
        reason: null,
        refund_amount: null,
        refund_fee: null,
      },
    });
    graphqlService('payments', { UserBooking: () => ({ user_booking: booking }) });
    render('vi');
    const section = await screen.findByRole('region', { name: 'Huỷ đặt chỗ' });
    expect(within(section).getByRole('link', { name: 'Liên hệ hỗ trợ' })).toHaveAttribute(
      'href',
      `/contact?topic=BOOKING&order=${booking.number}`,
    );
    expect(within(section).queryByRole('button', { name: 'Huỷ đặt chỗ' })).toBeNull();
  });

  it('says when the booking is not the user’s, with the way back', async () => {
    signedIn();
    graphqlService('payments', { UserBooking: () => ({ user_booking: null }) });
    render('en');
    expect(await screen.findByText('This booking is not in your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← My bookings' })).toHaveAttribute(
      'href',
      '/account/bookings',
    );
  });

  it('downloads the hotel voucher PDF the server writes, in the page’s language (vi)', async () => {
    signedIn();
    graphqlService('payments', {
      UserBooking: () => ({
        user_booking: stay({
          payment: { ...stay().payment, method: 'CARD', card_brand: 'visa', card_last4: '4242' },
        }),
      }),
    });
    const asked: Request[] = [];
    server.use(
      http.get('*/api/v1/bookings/:id/document', ({ request }) => {
        asked.push(request);
        return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const created = vi.fn((_: Blob) => 'blob:voucher');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined });
    let saved = '';
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = this.download;
    });
    render('vi');
    expect(await screen.findByText('Thẻ Visa •••• 4242')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Vé và phiếu xác nhận' });
    await userEvent.click(
      within(section).getByRole('button', { name: 'Tải phiếu đặt phòng (PDF)' }),
    );
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(saved).toBe('phieu-dat-phong-3F9A0C12.pdf');
    const url = new URL(asked[0].url);
    expect(url.pathname).toBe(`/api/v1/bookings/${ID}/document`);
    expect(url.searchParams.get('locale')).toBe('vi');
    expect(asked[0].headers.get('authorization')).toBe('Bearer access-0');
    clicks.mockRestore();
  });

  it('says why the PDF could not be downloaded (en)', async () => {
    signedIn();
    graphqlService('payments', { UserBooking: () => ({ user_booking: stay() }) });
    server.use(
      http.get('*/api/v1/bookings/:id/document', () =>
        HttpResponse.json(
          { error: { code: 'NOT_FOUND', message: 'No such booking.' } },
          { status: 404 },
        ),
      ),
    );
    render('en');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download hotel voucher (PDF)' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not download the file: /);
  });

  it('offers no PDF for a booking not paid yet', async () => {
    signedIn();
    graphqlService('payments', {
      UserBooking: () => ({
        user_booking: stay({ order: { ...stay().order, status: 'PENDING' } }),
      }),
    });
    render('en');
    expect(await screen.findByText('Order 3F9A0C12')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ticket and voucher' })).not.toBeInTheDocument();
  });
});
