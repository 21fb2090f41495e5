import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { mainService, profileOf } from '../../account/testing/renderAccount';
import { adminService } from '../../dataProviders/testing/adminService';
import { graphqlError } from '../../dataProviders/testing/corporateService';
import { renderApp } from '../../test/renderApp';

const ticket = (status: string, messages: Array<{ author: string; body: string }> = []) => ({
  id: 't-1',
  number: 'WF-7Q4M-2XHD',
  kind: 'COMPLAINT',
  status,
  topic: 'FLIGHT',
  name: 'Lê Hoàng Yến',
  email: 'yen@mail.example',
  phone_number: null,
  order_code: 'VN-QX7K21',
  locale: 'en',
  inserted_at: '2026-03-01T02:00:00.000Z',
  updated_at: '2026-03-01T02:00:00.000Z',
  attachments: [],
  messages: messages.map((m, i) => ({
    id: `m-${i}`,
    author: m.author,
    author_name: m.author === 'CUSTOMER' ? 'Lê Hoàng Yến' : 'Hỗ trợ Wayfare',
    body: m.body,
    inserted_at: '2026-03-01T02:00:00.000Z',
    attachments: [],
  })),
});

const FIRST = { author: 'CUSTOMER', body: 'My flight was moved and nobody told me.' };

function signedInAs(role: 'ADMIN' | 'USER') {
  Cookies.set('uts_token', 'access-1');
  mainService({ SessionProfile: () => ({ profile: { ...profileOf(), role } }) });
}

describe('support inbox', { timeout: 30_000 }, () => {
  it('lists tickets and filters them by status on the server', async () => {
    signedInAs('ADMIN');
    const calls = adminService({
      CurrentActing: () => ({ acting_session: null }),
      InboxTickets: () => ({
        support_tickets: { total_count: 1, entries: [ticket('NEW', [FIRST])] },
      }),
    });
    renderApp('/support/tickets', 'en');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('WF-7Q4M-2XHD')).toBeInTheDocument();
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(row).getByText('Complaint')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Answered' }));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.operationName === 'InboxTickets').at(-1)?.variables,
      ).toMatchObject({ input: { status: ['ANSWERED'], sort: 'NEWEST', limit: 10, offset: 0 } }),
    );
  });

  it('shows the thread, replies, and keeps the text when the server refuses it', async () => {
    signedInAs('ADMIN');
    let current = ticket('IN_PROGRESS', [FIRST]);
    let refuse = true;
    const calls = adminService({
      CurrentActing: () => ({ acting_session: null }),
      InboxTicket: () => ({ support_ticket: current }),
      ReplyInboxTicket: (vars) => {
        if (refuse) {
          refuse = false;
          return graphqlError('BAD_USER_INPUT', 'invalid_input', {
            fields: [{ field: 'body', rule: 'too_big', message: 'Too long' }],
            status: 400,
          });
        }
        const input = vars.input as { body: string };
        current = ticket('ANSWERED', [FIRST, { author: 'SUPPORT', body: input.body }]);
        return { reply_support_ticket: current };
      },
    });
    renderApp('/support/tickets/t-1/show', 'en');
    expect(await screen.findByText(FIRST.body, {}, { timeout: 10_000 })).toBeInTheDocument();
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: /Reply to the customer/ });
    await user.type(box, 'The airline will refund you.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('The value is too large or too long')).toBeInTheDocument();
    expect(box).toHaveValue('The airline will refund you.');

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(
      await screen.findByText('The airline will refund you.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'ReplyInboxTicket').at(-1)?.variables).toEqual({
      input: { ticket_id: 't-1', body: 'The airline will refund you.', close: false },
    });
    // An answered ticket offers only the moves the workflow allows.
    expect(await screen.findByRole('button', { name: 'Move to: Closed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to: In progress' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to: New' })).toBeNull();
  });

  it('refuses someone the admin service does not know as support staff, and loads no screen', async () => {
    signedInAs('USER');
    const calls = adminService({
      CurrentActing: () => graphqlError('FORBIDDEN', 'forbidden', { status: 403 }),
    });
    renderApp('/support/tickets', 'vi');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Khu vực này chỉ dành cho nhân viên hỗ trợ Wayfare' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.operationName)).toEqual(['CurrentActing']);
  });
});
