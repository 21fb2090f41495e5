import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  InboxTicketFragment,
  SupportAuthor,
  SupportTicketStatus,
} from '../../api/generated/admin';
import { graphqlError } from '../../test/graphqlError';
import { lastVariables, operationsOf } from '../../test/graphqlService';
import { renderSupport, signInToSupport } from '../../test/renderSupport';

const ticket = (
  status: SupportTicketStatus,
  messages: Array<{ author: SupportAuthor; body: string }> = [],
): InboxTicketFragment => ({
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

const FIRST = {
  author: 'CUSTOMER' as const,
  body: 'My flight was moved and nobody told me.',
};

describe('support inbox', () => {
  it('lists tickets and filters them by status on the server', async () => {
    const calls = signInToSupport({
      CurrentActing: () => ({ acting_session: null }),
      InboxTickets: () => ({
        support_tickets: { total_count: 1, entries: [ticket('NEW', [FIRST])] },
      }),
    });
    await renderSupport({ path: 'tickets', locale: 'en' });
    // The list's placeholder table comes first, then the records'.
    await screen.findByText('WF-7Q4M-2XHD');
    const table = screen.getByRole('table');
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('WF-7Q4M-2XHD')).toBeInTheDocument();
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(row).getByText('Complaint')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Answered' }));
    await waitFor(() =>
      expect(lastVariables(calls, 'InboxTickets')).toMatchObject({
        input: { status: ['ANSWERED'], sort: 'NEWEST', limit: 10, offset: 0 },
      }),
    );
  });

  it('shows the thread, replies, and keeps the text when the server refuses it', async () => {
    let current = ticket('IN_PROGRESS', [FIRST]);
    let refuse = true;
    const calls = signInToSupport({
      CurrentActing: () => ({ acting_session: null }),
      InboxTicket: () => ({ support_ticket: current }),
      ReplyInboxTicket: ({ input }) => {
        if (refuse) {
          refuse = false;
          return graphqlError('BAD_USER_INPUT', 'invalid_input', {
            fields: [{ field: 'body', rule: 'too_big', message: 'Too long' }],
            status: 400,
          });
        }
        current = ticket('ANSWERED', [FIRST, { author: 'SUPPORT', body: input.body }]);
        return { reply_support_ticket: current };
      },
    });
    await renderSupport({ path: 'tickets/t-1/show', locale: 'en' });
    expect(await screen.findByText(FIRST.body)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const box = screen.getByRole('textbox', { name: /Reply to the customer/ });
    await user.type(box, 'The airline will refund you.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('The value is too large or too long')).toBeInTheDocument();
    expect(box).toHaveValue('The airline will refund you.');

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(
      await screen.findByText('The airline will refund you.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(lastVariables(calls, 'ReplyInboxTicket')).toEqual({
      input: { ticket_id: 't-1', body: 'The airline will refund you.', close: false },
    });
    // An answered ticket offers only the moves the workflow allows.
    expect(await screen.findByRole('button', { name: 'Move to: Closed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to: In progress' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to: New' })).toBeNull();
  });

  it('refuses someone the admin service does not know as support staff, and loads no screen', async () => {
    const calls = signInToSupport({
      CurrentActing: () => graphqlError('FORBIDDEN', 'forbidden', { status: 403 }),
    });
    await renderSupport({ path: 'tickets', locale: 'vi' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Khu vực này chỉ dành cho nhân viên hỗ trợ Wayfare',
      }),
    ).toBeInTheDocument();
    expect(operationsOf(calls)).toEqual(['CurrentActing']);
  });
});
