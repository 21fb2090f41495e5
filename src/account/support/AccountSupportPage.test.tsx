import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { mainService, profileOf } from '../testing/renderAccount';

const ticket = {
  id: 't1',
  number: 'WF-7Q4M-2XHD',
  kind: 'COMPLAINT',
  status: 'ANSWERED',
  topic: 'FLIGHT',
  order_code: 'VN-QX7K21',
  inserted_at: '2026-11-20T02:00:00Z',
  updated_at: '2026-11-21T03:00:00Z',
  messages: [
    {
      id: 'm1',
      author: 'CUSTOMER',
      author_name: 'Lan',
      body: 'My flight was moved without notice.',
      inserted_at: '2026-11-20T02:00:00Z',
      attachments: [
        {
          id: 'a1',
          file_name: 'photo.jpg',
          content_type: 'image/jpeg',
          size: 1000,
          url: '/api/v1/support/files/a1?expires=1&signature=x',
        },
      ],
    },
    {
      id: 'm2',
      author: 'SUPPORT',
      author_name: null,
      body: 'The airline refunds the ticket in full.',
      inserted_at: '2026-11-21T03:00:00Z',
      attachments: [],
    },
  ],
};

describe('/account/support', { timeout: 20_000 }, () => {
  it('shows the user’s tickets with Wayfare’s replies and the files', async () => {
    Cookies.set('uts_token', 'access-0');
    Cookies.set('account.renewal_token', 'renewal-0');
    const asked: unknown[] = [];
    mainService({
      SessionProfile: () => ({ profile: profileOf() }),
      MySupportTickets: (variables) => {
        asked.push(variables);
        return { support_tickets: { total_count: 1, entries: [ticket] } };
      },
    });
    renderApp('/account/support?ticket=WF-7Q4M-2XHD', 'en');
    const card = await screen.findByRole(
      'article',
      { name: 'Complaint WF-7Q4M-2XHD' },
      { timeout: 10_000 },
    );
    expect(within(card).getByText('Answered')).toBeVisible();
    expect(within(card).getByText('The airline refunds the ticket in full.')).toBeVisible();
    expect(within(card).getByText(/^Wayfare support ·/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'photo.jpg' })).toHaveAttribute(
      'href',
      '/api/v1/support/files/a1?expires=1&signature=x',
    );
    expect(asked).toEqual([{ input: { limit: 20, offset: 0 } }]);
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(within(nav).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('asks a signed-out visitor to sign in', async () => {
    renderApp('/account/support', 'en');
    expect(
      await screen.findByText('Sign in to see your support requests.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeVisible();
  });
});
