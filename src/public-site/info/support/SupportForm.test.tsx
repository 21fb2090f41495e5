import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { graphqlService } from '../../../test/graphqlService';
import { server } from '../../../test/server';
import { fill } from '../../testing/fill';
import { renderSite } from '../../testing/renderSite';
import { sessionProfile } from '../../../test/profileFixtures';
import { ComplaintPage, ContactPage } from './SupportPages';

type Sent = { fields: Record<string, string>; files: File[]; auth: string | null };

function ticketService(reply: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  server.use(
    http.post('*/api/v1/support/tickets', async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      const files: File[] = [];
      form.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
        else files.push(value);
      });
      const call = { fields, files, auth: request.headers.get('authorization') };
      sent.push(call);
      return reply(call);
    }),
  );
  return sent;
}

const created = () =>
  HttpResponse.json(
    {
      data: {
        id: 't1',
        number: 'WF-7Q4M-2XHD',
        kind: 'COMPLAINT',
        status: 'NEW',
        inserted_at: '2026-11-24T00:00:00Z',
      },
    },
    { status: 201 },
  );

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'boarding-pass.jpg', { type: 'image/jpeg' });

describe('/complaint', () => {
  it('checks the form in the browser first and names each problem', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = ticketService(created);
    renderSite(<ComplaintPage />, { path: '/complaint', locale: 'vi' });
    await user.click(await screen.findByRole('button', { name: 'Gửi khiếu nại' }));
    expect(screen.getByText('Vui lòng nhập họ tên (ít nhất 2 ký tự).')).toBeVisible();
    expect(screen.getByText('Vui lòng nhập e-mail hoặc số điện thoại.')).toBeVisible();
    expect(screen.getByText('Vui lòng chọn chủ đề.')).toBeVisible();
    expect(screen.getByText('Nội dung cần ít nhất 20 ký tự.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Họ và tên/ })).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('sends a complaint with a photo and an order code, and shows the ticket number', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = ticketService(created);
    renderSite(<ComplaintPage />, { path: '/complaint', locale: 'en' });
    await fill(user, await screen.findByRole('textbox', { name: /Full name/ }), 'Trần Minh');
    await fill(user, screen.getByRole('textbox', { name: 'E-mail' }), 'minh@mail.example');
    await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'FLIGHT');
    await fill(user, screen.getByRole('textbox', { name: /Booking or order code/ }), 'vn-abc123');
    await fill(
      user,
      screen.getByRole('textbox', { name: /Message/ }),
      'The flight was moved by five hours without notice.',
    );
    await user.upload(screen.getByTestId('attachments-input'), photo());
    expect(screen.getByText(/boarding-pass\.jpg/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));

    expect(
      await screen.findByRole('heading', { name: 'Sent — number WF-7Q4M-2XHD' }),
    ).toBeVisible();
    expect(screen.getByText(/We sent a confirmation to minh@mail\.example/)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0].fields).toMatchObject({
      kind: 'COMPLAINT',
      name: 'Trần Minh',
      email: 'minh@mail.example',
      topic: 'FLIGHT',
      order_code: 'vn-abc123',
      locale: 'en',
      contact_me_by_fax: '',
    });
    // One file part (jsdom's File does not survive msw's FormData round trip byte for byte;
    // the Chromium journey in tests/e2e checks the stored photo).
    expect(sent[0].files).toHaveLength(1);
    expect(sent[0].auth).toBeNull();
  });

  it('keeps everything typed when the server refuses a file, and says which one', async () => {
    const user = userEvent.setup({ delay: null });
    ticketService(() =>
      HttpResponse.json(
        {
          error: {
            code: 'BAD_USER_INPUT',
            message: 'invalid_attachment',
            fields: [{ field: 'attachments.0', rule: 'file_type', message: 'photo.jpg: only …' }],
          },
        },
        { status: 400 },
      ),
    );
    renderSite(<ComplaintPage />, { path: '/complaint', locale: 'en' });
    await fill(user, await screen.findByRole('textbox', { name: /Full name/ }), 'Trần Minh');
    await fill(user, screen.getByRole('textbox', { name: 'Phone number' }), '0912345678');
    await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'HOTEL');
    const message = 'The room was not the one I booked and paid for.';
    await fill(user, screen.getByRole('textbox', { name: /Message/ }), message);
    await user.upload(screen.getByTestId('attachments-input'), photo());
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(
      screen.getByText('boarding-pass.jpg: only JPEG, PNG, WebP, HEIC images or PDF.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue(message);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0912345678');
  });

  it('tells the sender to wait when the limit is reached', async () => {
    const user = userEvent.setup({ delay: null });
    ticketService(() =>
      HttpResponse.json(
        { error: { code: 'RATE_LIMITED', message: 'too_many_attempts' }, retry_after: 1800 },
        { status: 429 },
      ),
    );
    renderSite(<ContactPage />, { path: '/contact', locale: 'en' });
    await fill(user, await screen.findByRole('textbox', { name: /Full name/ }), 'Trần Minh');
    await fill(user, screen.getByRole('textbox', { name: 'E-mail' }), 'minh@mail.example');
    await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'BOOKING');
    await fill(
      user,
      screen.getByRole('textbox', { name: /Message/ }),
      'Can I add a bag to my booking after paying?',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent too many requests. Please try again in 30 minutes.',
    );
    expect(screen.queryByTestId('attachments-input')).toBeNull();
  });

  it('opened from a booking: the topic chosen and the message begun with the order number (vi)', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = ticketService(created);
    renderSite(<ContactPage />, { path: '/contact?topic=BOOKING&order=wf-7k2m9q', locale: 'vi' });
    const message = await screen.findByRole('textbox', { name: /Nội dung/ });
    expect(message).toHaveValue('Về đơn hàng WF-7K2M9Q: ');
    expect(screen.getByRole('combobox', { name: /Chủ đề/ })).toHaveValue('BOOKING');
    await fill(user, screen.getByRole('textbox', { name: /Họ và tên/ }), 'Trần Minh');
    await fill(user, screen.getByRole('textbox', { name: 'E-mail' }), 'minh@mail.example');
    // Only the link's words: nothing said yet.
    await user.click(screen.getByRole('button', { name: 'Gửi liên hệ' }));
    expect(screen.getByText('Nội dung cần ít nhất 20 ký tự.')).toBeVisible();
    expect(sent).toHaveLength(0);
    await user.type(message, 'xin đổi sang chuyến sáng.');
    await user.click(screen.getByRole('button', { name: 'Gửi liên hệ' }));
    await screen.findByRole('status');
    expect(sent[0].fields).toMatchObject({
      topic: 'BOOKING',
      message: 'Về đơn hàng WF-7K2M9Q: xin đổi sang chuyến sáng.',
    });
  });

  it('takes from a link only a topic of the form and an order number', async () => {
    renderSite(<ContactPage />, {
      path: '/contact?topic=FRAUD&order=Send%20your%20password%20to%20x',
      locale: 'en',
    });
    expect(await screen.findByRole('textbox', { name: /Message/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Topic/ })).toHaveValue('');
  });

  it('fills in a signed-in user’s details and sends their token', async () => {
    Cookies.set('uts_token', 'access-0');
    Cookies.set('account.renewal_token', 'renewal-0');
    graphqlService('main', {
      SessionProfile: () => ({ profile: sessionProfile({ email: 'lan@mail.example' }) }),
    });
    const user = userEvent.setup({ delay: null });
    const sent = ticketService(created);
    // The AccountHost loads who is signed in, as in the app.
    renderSite(<ContactPage />, { path: '/contact', locale: 'en', account: true });
    expect(await screen.findByDisplayValue('Nguyễn Lan')).toHaveAccessibleName(/Full name/);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('lan@mail.example');
    await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'ACCOUNT');
    await fill(
      user,
      screen.getByRole('textbox', { name: /Message/ }),
      'Please delete my old phone number.',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const done = await screen.findByRole('status');
    expect(
      within(done).getByRole('link', { name: 'See it under Support in your account' }),
    ).toHaveAttribute('href', '/account/support');
    expect(sent[0].auth).toBe('Bearer access-0');
  });
});
