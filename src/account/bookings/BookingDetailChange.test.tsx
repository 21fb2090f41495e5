import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { graphqlError } from '../../test/graphqlError';
import { server } from '../../test/server';
import type {
  BookingChangePaymentPartsFragment,
  UserBookingPartsFragment,
} from '../../api/generated/payments';
import { flightSession } from '../../public-site/testing/checkoutFixtures';
import { graphqlService } from '../../test/graphqlService';
import { cardNavigation } from '../../public-site/checkout/savedCards';
import { CHANGE_BANK_POLL_MS } from './ChangeBankTransfer';
import {
  ID,
  NON_REFUNDABLE,
  renderDetail as render,
  signedIn,
  stay,
} from '../testing/bookingDetail';

type BankInstructions = NonNullable<BookingChangePaymentPartsFragment['bank_transfer']>;

describe('/account/bookings/detail: changing a flight', () => {
  type Items = UserBookingPartsFragment['order']['shopping_items'];
  const items = (code = 'VN213', pnr: string | null = 'ABC123'): Items =>
    (flightSession().shopping_items as Items).map((i) => ({
      ...i,
      product:
        i.product?.__typename === 'FlightBooking'
          ? {
              ...i.product,
              departure_flight: { ...i.product.departure_flight, code, booking_code: pnr },
            }
          : i.product,
    }));
  const ticket = (over: Partial<UserBookingPartsFragment> = {}) =>
    stay({
      kind: 'FLIGHT',
      booking_codes: ['ABC123'],
      cash_back: null,
      order: { ...stay().order, price: 1_650_000, shopping_items: items() },
      cancellation: NON_REFUNDABLE,
      change_rules: [
        {
          leg: 'departure',
          flight_code: 'VN213',
          can_change: true,
          reason: null,
          deadline: '2099-03-09T22:00:00Z',
          change_fee: 600_000,
          seats: 1,
          currency: 'VND',
        },
      ],
      ...over,
    });
  const option = (code: string, instance: string, difference: number) => ({
    flight_id: `local:${instance}:ECONOMY`,
    seat_class_id: `local:${instance}:VN-ECO_CLASSIC`,
    fare_difference: difference,
    change_fee: 600_000,
    total: difference + 600_000,
    currency: 'VND',
    flight: {
      code,
      airline: { name: 'Vietnam Airlines' },
      departure: { code: 'HAN', date: '2099-03-12T02:00:00Z', timezone: 'Asia/Ho_Chi_Minh' },
      arrival: { code: 'SGN', date: '2099-03-12T04:10:00Z', timezone: 'Asia/Ho_Chi_Minh' },
    },
  });
  const options = (list: ReturnType<typeof option>[]) => ({
    booking_change_options: {
      leg: 'departure',
      can_change: true,
      reason: null,
      change_fee: 600_000,
      seats: 1,
      currency: 'VND',
      date: '2099-03-12',
      options: list,
    },
  });

  type Change = UserBookingPartsFragment['changes'][number];
  /** VN213 → VN161 two days later: 800,000 cheaper, a 600,000 fee, 200,000 back. */
  const cheaperChange = (refund: Change['refund']): Change => ({
    id: 'c1',
    leg: 'departure',
    from_flight: {
      code: 'VN213',
      booking_code: 'ABC123',
      departure: { date: '2099-03-10T01:00:00Z', timezone: 'Asia/Ho_Chi_Minh' },
    },
    to_flight: {
      code: 'VN161',
      booking_code: 'K7M2QX',
      departure: { date: '2099-03-12T02:00:00Z', timezone: 'Asia/Ho_Chi_Minh' },
    },
    fare_difference: -800_000,
    change_fee: 600_000,
    total: -200_000,
    currency: 'VND',
    changed_at: '2099-03-01T03:00:00Z',
    refund,
  });

  it('picks a date and a flight, shows the difference, fee and total, then the new flight and code (en)', async () => {
    signedIn();
    const calls = graphqlService('payments', {
      UserBooking: () => ({ user_booking: ticket() }),
      BookingChangeOptions: () =>
        options([option('VN161', 'aaaaaaaa-0000-4000-8000-000000000001', -800_000)]),
      ChangeBooking: () => ({
        change_booking: ticket({
          booking_codes: ['K7M2QX'],
          order: {
            ...ticket().order,
            price: 1_450_000,
            shopping_items: items('VN161', 'K7M2QX'),
          },
          changes: [cheaperChange(null)],
        }),
      }),
    });
    const user = userEvent.setup();
    render('en');
    const section = await screen.findByRole('region', { name: 'Change a flight' });
    expect(
      within(section).getByText(/^Change fee .*600,000 per passenger × 1/),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Change flight VN213' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change flight VN213' });
    const date = within(dialog).getByLabelText(/New travel date/);
    await user.clear(date);
    await user.type(date, '2099-03-12');
    await user.click(within(dialog).getByRole('button', { name: 'Find flights' }));
    const radio = await within(dialog).findByRole('radio', { name: /^VN161/ });
    expect(within(dialog).getByRole('button', { name: 'Confirm change' })).toBeDisabled();
    await user.click(radio);
    expect(within(dialog).getByText('Fare difference').nextSibling).toHaveTextContent(/−.*800,000/);
    expect(within(dialog).getByText('Change fee').nextSibling).toHaveTextContent(/600,000/);
    expect(within(dialog).getByText(/back to your Wayfare wallet$/)).toHaveTextContent(/200,000/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(
      await screen.findByText('Changed to flight VN161. New booking code: K7M2QX.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/^VN213 → VN161 \(new booking code K7M2QX\)/)).toBeInTheDocument();
    const change = calls.find((c) => c.operationName === 'ChangeBooking')!;
    expect(change.variables).toEqual({
      id: ID,
      leg: 'departure',
      flight_id: 'local:aaaaaaaa-0000-4000-8000-000000000001:ECONOMY',
      seat_class_id: 'local:aaaaaaaa-0000-4000-8000-000000000001:VN-ECO_CLASSIC',
    });
    expect(calls.find((c) => c.operationName === 'BookingChangeOptions')!.variables).toEqual({
      id: ID,
      leg: 'departure',
      date: '2099-03-12',
    });
  });

  /** A booking paid by `payment`, changed to VN161 for 200,000 back, its refund `status`. */
  const refunded = (payment: Partial<UserBookingPartsFragment['payment']>, status: string) => {
    const paid = { payment: { ...stay().payment, ...payment } };
    return {
      paid: ticket(paid),
      changed: ticket({
        ...paid,
        booking_codes: ['K7M2QX'],
        order: { ...ticket().order, price: 1_450_000, shopping_items: items('VN161', 'K7M2QX') },
        changes: [
          cheaperChange({
            status,
            amount: 200_000,
            method: payment.method!,
            refunded_at: status === 'SUCCEEDED' ? '2099-03-01T03:00:01Z' : null,
          }),
        ],
      }),
    };
  };

  /** Opens the dialog, finds VN161 on 2099-03-12, picks it; answers the dialog. */
  const pickCheaper = async (user: ReturnType<typeof userEvent.setup>, lang: 'en' | 'vi') => {
    const en = lang === 'en';
    await user.click(
      await screen.findByRole('button', {
        name: en ? 'Change flight VN213' : 'Đổi chuyến bay VN213',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: en ? 'Change flight VN213' : 'Đổi chuyến VN213',
    });
    await user.click(
      within(dialog).getByRole('button', { name: en ? 'Find flights' : 'Tìm chuyến' }),
    );
    await user.click(await within(dialog).findByRole('radio', { name: /^VN161/ }));
    return dialog;
  };

  it('a card-paid booking: the part back goes to the card, in the dialog and the history (en)', async () => {
    signedIn();
    const b = refunded({ method: 'CARD', card_brand: 'visa', card_last4: '4242' }, 'SUCCEEDED');
    graphqlService('payments', {
      UserBooking: () => ({ user_booking: b.paid }),
      BookingChangeOptions: () =>
        options([option('VN161', 'aaaaaaaa-0000-4000-8000-000000000001', -800_000)]),
      ChangeBooking: () => ({ change_booking: b.changed }),
    });
    const user = userEvent.setup();
    render('en');
    const dialog = await pickCheaper(user, 'en');
    expect(
      within(dialog).getByText(/back to the Visa card •••• 4242 that paid the booking$/),
    ).toHaveTextContent(/200,000/);
    expect(within(dialog).queryByText(/Wayfare wallet/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(
      await screen.findByText(
        /200,000 refunded to your Visa card •••• 4242 \(change fee .*600,000\)/,
      ),
    ).toBeInTheDocument();
  });

  const cardPaid = () =>
    ticket({
      payment: { ...stay().payment, method: 'CARD', card_brand: 'visa', card_last4: '4242' },
    });
  const attempt = (status: string, refund: { status: string; amount: number } | null = null) => ({
    id: 'p1',
    status,
    method: 'CARD',
    leg: 'departure',
    total: 1_400_000,
    currency: 'VND',
    expires_at: '2099-03-01T03:15:00Z',
    client_secret: status === 'PENDING' ? 'pi_1_secret_x' : null,
    sandbox_pay_url: '/dev/stripe/pay',
    pay_link: null as string | null,
    flight: { code: 'VN161' },
    bank_transfer: null as BankInstructions | null,
    refund: refund && { ...refund, method: 'CARD' },
  });

  /** A bank-transfer change's attempt: `paid` of its 1,400,000 came in, `files` were sent. */
  const bankAttempt = (status: string, paid: number, files: BankInstructions['files'] = []) => ({
    ...attempt(status),
    method: 'BANK_TRANSFER',
    client_secret: null,
    bank_transfer: {
      amount: 1_400_000,
      paid_amount: paid,
      currency: 'VND',
      memo: 'WFCHG0123456789ABCDEF',
      banks: [
        {
          account: '0071000123456',
          bank_code: 'VCB',
          beneficiary_name: 'CONG TY TNHH WAYFARE',
          name: 'Vietcombank',
          qr: paid < 1_400_000 ? '00020101021238570010A000000727' : null,
        },
      ],
      files,
    },
  });

  it('a card-paid booking, a dearer flight: the difference is paid by card on the card page (en)', async () => {
    signedIn();
    const calls = graphqlService('payments', {
      UserBooking: () => ({ user_booking: cardPaid() }),
      BookingChangeOptions: () =>
        options([option('VN161', 'aaaaaaaa-0000-4000-8000-000000000001', 800_000)]),
      StartBookingChangePayment: () => ({ start_booking_change_payment: attempt('PENDING') }),
    });
    const assign = vi.spyOn(cardNavigation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render('en');
    const dialog = await pickCheaper(user, 'en');
    expect(
      within(dialog).getByText(/^Pay .*1,400,000 by card\. Your flight changes once/),
    ).toHaveTextContent(/held for 15 minutes/);
    expect(within(dialog).queryByText(/Wayfare wallet/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Pay .*1,400,000 by card$/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(assign.mock.calls[0][0]);
    expect(target.pathname).toBe('/dev/stripe/pay');
    expect(target.searchParams.get('client_secret')).toBe('pi_1_secret_x');
    const back = new URL(target.searchParams.get('return_url')!);
    expect(back.pathname).toBe('/account/bookings/detail');
    expect(back.searchParams.get('id')).toBe(ID);
    expect(back.searchParams.get('change_payment')).toBe('p1');
    expect(calls.find((c) => c.operationName === 'StartBookingChangePayment')!.variables).toEqual({
      id: ID,
      leg: 'departure',
      flight_id: 'local:aaaaaaaa-0000-4000-8000-000000000001:ECONOMY',
      seat_class_id: 'local:aaaaaaaa-0000-4000-8000-000000000001:VN-ECO_CLASSIC',
    });
    expect(calls.some((c) => c.operationName === 'ChangeBooking')).toBe(false);
    assign.mockRestore();
  });

  it('back from the card page, paid: the new flight on the page (vi)', async () => {
    signedIn();
    let paid = false;
    const calls = graphqlService('payments', {
      UserBooking: () => ({
        user_booking: paid
          ? ticket({
              ...cardPaid(),
              booking_codes: ['K7M2QX'],
              order: { ...ticket().order, shopping_items: items('VN161', 'K7M2QX') },
            })
          : cardPaid(),
      }),
      BookingChangePayment: () => {
        paid = true;
        return { booking_change_payment: attempt('PAID') };
      },
    });
    render('vi', `/account/bookings/detail?id=${ID}&change_payment=p1`);
    expect(
      await screen.findByText('Đã nhận thanh toán: chuyến bay của bạn giờ là VN161.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/K7M2QX/)).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'BookingChangePayment')!.variables).toEqual({
      id: ID,
      payment_id: 'p1',
    });
  });

  it('back from the card page, too late: unchanged, seats released, the late payment refunded (en)', async () => {
    signedIn();
    graphqlService('payments', {
      UserBooking: () => ({ user_booking: cardPaid() }),
      BookingChangePayment: () => ({
        booking_change_payment: attempt('EXPIRED', { status: 'SUCCEEDED', amount: 1_400_000 }),
      }),
    });
    render('en', `/account/bookings/detail?id=${ID}&change_payment=p1`);
    expect(
      await screen.findByText(/^The time to pay ran out: your flight is unchanged/),
    ).toHaveTextContent(/1,400,000 paid after that was refunded to your card\./);
    expect(screen.queryByText(/K7M2QX/)).not.toBeInTheDocument();
  });

  it('back from the card page, declined (vi)', async () => {
    signedIn();
    graphqlService('payments', {
      UserBooking: () => ({ user_booking: cardPaid() }),
      BookingChangePayment: () => ({ booking_change_payment: attempt('FAILED') }),
    });
    render('vi', `/account/bookings/detail?id=${ID}&change_payment=p1`);
    expect(
      await screen.findByText(
        'Thanh toán không thành công: chuyến bay giữ nguyên và chỗ đã giữ được trả lại.',
      ),
    ).toBeInTheDocument();
  });

  it('a VNPay-paid booking: the difference is paid on VNPay’s page; back, the return relayed (vi)', async () => {
    signedIn();
    const vnpay = ticket({ payment: { ...stay().payment, method: 'VNPAY' } });
    const link =
      'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_TxnRef=CHG0123456789ABCDEF';
    let paid = false;
    graphqlService('payments', {
      UserBooking: () => ({ user_booking: vnpay }),
      BookingChangeOptions: () =>
        options([option('VN161', 'aaaaaaaa-0000-4000-8000-000000000001', 800_000)]),
      StartBookingChangePayment: () => ({
        start_booking_change_payment: {
          ...attempt('PENDING'),
          method: 'VNPAY',
          client_secret: null,
          pay_link: link,
        },
      }),
      BookingChangePayment: () => ({
        booking_change_payment: { ...attempt(paid ? 'PAID' : 'PENDING'), method: 'VNPAY' },
      }),
    });
    const relayed: unknown[] = [];
    server.use(
      http.post('/payments/returns/vnpay', async ({ request }) => {
        relayed.push(await request.json());
        paid = true;
        return HttpResponse.json({ status: 'SUCCEEDED', outcome: 'ACCEPTED' });
      }),
    );
    const assign = vi.spyOn(cardNavigation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const view = render('vi');
    const dialog = await pickCheaper(user, 'vi');
    expect(within(dialog).getByText(/^Thanh toán .*1\.400\.000.* qua VNPay\./)).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: /^Thanh toán .*1\.400\.000.* qua VNPay$/ }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith(link));
    assign.mockRestore();
    view.unmount();

    render(
      'vi',
      `/account/bookings/detail?id=${ID}&change_payment=p1&vnp_TxnRef=CHG0123456789ABCDEF&vnp_ResponseCode=00&vnp_SecureHash=abc`,
    );
    expect(
      await screen.findByText('Đã nhận thanh toán: chuyến bay của bạn giờ là VN161.'),
    ).toBeInTheDocument();
    expect(relayed).toEqual([
      {
        query: {
          vnp_TxnRef: 'CHG0123456789ABCDEF',
          vnp_ResponseCode: '00',
          vnp_SecureHash: 'abc',
        },
      },
    ]);
  });

  it('a 2C2P-paid booking: the difference is paid on 2C2P’s page (en)', async () => {
    signedIn();
    const p2c2p = ticket({ payment: { ...stay().payment, method: 'P2C2P' } });
    const link = 'https://sandbox-pgw.2c2p.com/payment/4.3/#/token/abc';
    graphqlService('payments', {
      UserBooking: () => ({ user_booking: p2c2p }),
      BookingChangeOptions: () =>
        options([option('VN161', 'aaaaaaaa-0000-4000-8000-000000000001', 800_000)]),
      StartBookingChangePayment: () => ({
        start_booking_change_payment: {
          ...attempt('PENDING'),
          method: 'P2C2P',
          client_secret: null,
          pay_link: link,
        },
      }),
    });
    const assign = vi.spyOn(cardNavigation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render('en');
    const dialog = await pickCheaper(user, 'en');
    expect(
      within(dialog).getByText(
        /^Pay .*1,400,000 through 2C2P, the same way the booking was paid\./,
      ),
    ).toHaveTextContent(/held for 15 minutes/);
    await user.click(
      within(dialog).getByRole('button', { name: /^Pay .*1,400,000 through 2C2P$/ }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith(link));
    assign.mockRestore();
  });

  it('a bank-transfer booking, a dearer flight: the transfer details with the attempt’s memo, until paid (vi)', async () => {
    signedIn();
    const bank = ticket({ payment: { ...stay().payment, method: 'BANK_TRANSFER' } });
    let reads = 0;
    const calls = graphqlService('payments', {
      UserBooking: () => ({ user_booking: bank }),
      BookingChangeOptions: () =>
        options([option('VN161', 'aaaaaaaa-0000-4000-8000-000000000001', 800_000)]),
      StartBookingChangePayment: () => ({
        start_booking_change_payment: bankAttempt('PENDING', 0),
      }),
      BookingChangePayment: () => {
        reads += 1;
        // The first read: 500,000 came in; "Check again": the rest, paid.
        return {
          booking_change_payment:
            reads === 1 ? bankAttempt('PENDING', 500_000) : bankAttempt('PAID', 1_400_000),
        };
      },
    });
    const user = userEvent.setup();
    const view = render('vi');
    const dialog = await pickCheaper(user, 'vi');
    expect(
      within(dialog).getByText(
        /^Chuyển khoản .*1\.400\.000.* với nội dung của lần thanh toán này\./,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Chuyển khoản .*1\.400\.000/ }));
    const panel = await screen.findByRole('region', {
      name: 'Chuyển khoản để đổi sang chuyến VN161',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel).getByText('WFCHG0123456789ABCDEF')).toBeInTheDocument();
    expect(within(panel).getByText('0071000123456')).toBeInTheDocument();
    // What is left after the part that came in, in the QR's label and the facts.
    expect(within(panel).getByRole('img', { name: /900\.000.*Vietcombank/ })).toBeInTheDocument();
    expect(within(panel).getByText(/Đã nhận .*500\.000.* trên .*1\.400\.000/)).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'ChangeBooking')).toBe(false);
    const axeResults = await axe.run(view.container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      axeResults.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Kiểm tra lại' }));
    expect(
      await screen.findByText('Đã nhận thanh toán: chuyến bay của bạn giờ là VN161.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('WFCHG0123456789ABCDEF')).not.toBeInTheDocument();
  });

  it('a bank-transfer change: a proof of transfer uploaded and listed, the server’s refusal on the field (vi)', async () => {
    signedIn();
    const bank = ticket({ payment: { ...stay().payment, method: 'BANK_TRANSFER' } });
    let files: BankInstructions['files'] = [];
    const pending = () => bankAttempt('PENDING', 0, files);
    graphqlService('payments', {
      UserBooking: () => ({ user_booking: bank }),
      BookingChangePayment: () => ({ booking_change_payment: pending() }),
    });
    const uploads: { attempt: string; form: FormData }[] = [];
    // The server's refusals, in the order the next uploads get them.
    const refusals: Response[] = [];
    server.use(
      http.post('*/api/v1/payments/change-payments/:id/files', async ({ request, params }) => {
        const form = await request.formData();
        const refused = refusals.shift();
        if (refused) return refused;
        uploads.push({ attempt: String(params.id), form });
        const file = {
          name: 'bien-lai.png',
          note: String(form.get('note')),
          url: `/api/v1/payments/change-payments/p1/files/f${files.length + 1}`,
        };
        files = [...files, file];
        return HttpResponse.json({ data: { file } }, { status: 201 });
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    render('vi', `/account/bookings/detail?id=${ID}&change_payment=p1`);
    const panel = await screen.findByRole('region', {
      name: 'Chuyển khoản để đổi sang chuyến VN161',
    });
    const proof = within(panel).getByRole('region', {
      name: 'Chứng từ chuyển khoản (không bắt buộc)',
    });
    const input = within(proof).getByLabelText('Tệp chứng từ');
    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50])], 'bien-lai.png', { type: 'image/png' }),
    );
    await user.type(within(proof).getByRole('textbox', { name: 'Ghi chú' }), 'Lần 1');
    // From the keyboard: the note, then the button.
    await user.tab();
    expect(within(proof).getByRole('button', { name: 'Tải lên' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(proof).findByText('Đã tải lên bien-lai.png.')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0].attempt).toBe('p1');
    expect(uploads[0].form.get('note')).toBe('Lần 1');
    // The attempt read again lists it.
    const sent = await within(proof).findByRole('list', { name: 'Đã gửi' });
    expect(within(sent).getByText('bien-lai.png — Lần 1')).toBeInTheDocument();

    // The server refuses the next: its rule, in the traveller's words, on the field.
    refusals.push(
      HttpResponse.json(
        {
          error: {
            code: 'BAD_USER_INPUT',
            message: 'max_files',
            fields: [{ field: 'file', rule: 'max_files', message: 'max_files' }],
          },
        },
        { status: 400 },
      ),
    );
    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50])], 'them.png', { type: 'image/png' }),
    );
    await user.click(within(proof).getByRole('button', { name: 'Tải lên' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        /Mỗi lần thanh toán đổi chuyến chỉ gửi tối đa 5 tệp\./,
      ),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(uploads).toHaveLength(1);
  });

  it('a bank-transfer change that lapsed meanwhile: the refusal reads it at once, its proofs stay listed (en)', async () => {
    signedIn();
    const bank = ticket({ payment: { ...stay().payment, method: 'BANK_TRANSFER' } });
    const sent = [{ name: 'receipt.pdf', note: 'First part', url: '/api/v1/x/f1' }];
    let ended = false;
    const calls = graphqlService('payments', {
      UserBooking: () => ({ user_booking: bank }),
      BookingChangePayment: () => ({
        booking_change_payment: bankAttempt(ended ? 'EXPIRED' : 'PENDING', 0, sent),
      }),
    });
    server.use(
      http.post('*/api/v1/payments/change-payments/:id/files', () => {
        // The hold ran out between the page's last read and this upload.
        ended = true;
        return HttpResponse.json(
          {
            error: {
              code: 'BAD_USER_INPUT',
              message: 'not_pending',
              fields: [{ field: 'file', rule: 'not_pending', message: 'not_pending' }],
            },
          },
          { status: 409 },
        );
      }),
    );
    // The page's 5-second poll is left out, so only the refusal can read the attempt again.
    const realInterval = window.setInterval;
    const poll = vi
      .spyOn(window, 'setInterval')
      .mockImplementation(((fn: () => void, ms?: number, ...rest: unknown[]) =>
        ms === CHANGE_BANK_POLL_MS ? 0 : realInterval(fn, ms, ...rest)) as typeof setInterval);
    try {
      const user = userEvent.setup({ applyAccept: false });
      render('en', `/account/bookings/detail?id=${ID}&change_payment=p1`);
      const panel = await screen.findByRole('region', {
        name: 'Transfer to change to flight VN161',
      });
      expect(poll).toHaveBeenCalledWith(expect.any(Function), CHANGE_BANK_POLL_MS);
      const reads = () => calls.filter((c) => c.operationName === 'BookingChangePayment').length;
      const before = reads();
      await user.upload(
        within(panel).getByLabelText('Receipt file'),
        new File([new Uint8Array([0x25, 0x50])], 'second.pdf', { type: 'application/pdf' }),
      );
      await user.click(within(panel).getByRole('button', { name: 'Upload' }));
      expect(
        await screen.findByText(
          'The time to pay ran out: your flight is unchanged and the held seats were released.',
        ),
      ).toBeInTheDocument();
      expect(reads()).toBe(before + 1);
      expect(
        screen.queryByRole('region', { name: 'Transfer to change to flight VN161' }),
      ).not.toBeInTheDocument();
      // What was sent for the ended transfer is still on the page.
      const proofs = screen.getByRole('region', {
        name: 'Proofs of transfer sent for this payment',
      });
      expect(within(proofs).getByText('receipt.pdf — First part')).toBeInTheDocument();
    } finally {
      poll.mockRestore();
    }
  });

  it('a bank-transfer booking: the part back is paid by accounting, said in the dialog and the history (vi)', async () => {
    signedIn();
    const b = refunded({ method: 'BANK_TRANSFER', bank_name: 'Vietcombank' }, 'MANUAL');
    graphqlService('payments', {
      UserBooking: () => ({ user_booking: b.paid }),
      BookingChangeOptions: () =>
        options([option('VN161', 'aaaaaaaa-0000-4000-8000-000000000001', -800_000)]),
      ChangeBooking: () => ({ change_booking: b.changed }),
    });
    const user = userEvent.setup();
    render('vi');
    const dialog = await pickCheaper(user, 'vi');
    expect(
      within(dialog).getByText(
        /^Hoàn .*200\.000.* về tài khoản ngân hàng đã thanh toán đặt chỗ\. Bộ phận kế toán của Wayfare thực hiện khoản hoàn này\.$/,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận đổi' }));
    expect(
      await screen.findByText(
        /^Bộ phận kế toán Wayfare sẽ hoàn .*200\.000.* về tài khoản ngân hàng \(phí đổi .*600\.000.*\)$/,
      ),
    ).toBeInTheDocument();
  });

  it('says when no flight flies that day, and why a change was refused, with the way to top up (vi)', async () => {
    signedIn();
    let searches = 0;
    graphqlService('payments', {
      UserBooking: () => ({ user_booking: ticket() }),
      BookingChangeOptions: () => {
        searches += 1;
        return options(
          searches === 1 ? [] : [option('VN163', 'aaaaaaaa-0000-4000-8000-000000000002', 500_000)],
        );
      },
      ChangeBooking: () =>
        graphqlError('BAD_USER_INPUT', 'Your wallet does not hold the amount to pay.', {
          fields: [
            {
              field: 'id',
              rule: 'insufficient_balance',
              message: 'Your wallet does not hold the amount to pay.',
            },
          ],
        }),
    });
    const user = userEvent.setup();
    render('vi');
    await user.click(await screen.findByRole('button', { name: 'Đổi chuyến bay VN213' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi chuyến VN213' });
    await user.click(within(dialog).getByRole('button', { name: 'Tìm chuyến' }));
    expect(
      await within(dialog).findByText(/^Không có chuyến nào cùng hạng giá/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tìm chuyến' }));
    await user.click(await within(dialog).findByRole('radio', { name: /^VN163/ }));
    expect(within(dialog).getByText(/^Thanh toán .* từ ví Wayfare$/)).toHaveTextContent(
      /1\.100\.000/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận đổi' }));
    expect(await within(dialog).findByText(/Số dư ví không đủ/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Nạp tiền vào ví' })).toHaveAttribute(
      'href',
      '/account/wallet',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a fare without changes says so and offers no change', async () => {
    signedIn();
    graphqlService('payments', {
      UserBooking: () => ({
        user_booking: ticket({
          change_rules: [
            {
              ...ticket().change_rules[0],
              can_change: false,
              reason: 'not_changeable',
              change_fee: null,
            },
          ],
        }),
      }),
    });
    render('en');
    expect(await screen.findByText('This fare does not allow changes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change flight/ })).not.toBeInTheDocument();
  });
});
