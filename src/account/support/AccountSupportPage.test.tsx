import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import type { MySupportTicketsQuery } from '../../api/generated/main';
import type { Locale } from '../../i18n/types';
import { graphqlService } from '../../test/graphqlService';
import { profileOf, renderAccountPage } from '../testing/renderAccount';
import { AccountSupportPage } from './AccountSupportPage';

/** /account/support (at `path`) in the account layout, as the app mounts it. */
const renderSupport = (path: string, locale: Locale) =>
  renderAccountPage(<AccountSupportPage />, { route: '/account/support', path, locale });

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
} satisfies MySupportTicketsQuery['support_tickets']['entries'][number];

describe('/account/support', () => {
  it('shows the user’s tickets with Wayfare’s replies and the files', async () => {
    Cookies.set('uts_token', 'access-0');
    Cookies.set('account.renewal_token', 'renewal-0');
    const asked: unknown[] = [];
    graphqlService('corporate', { MyCorporate: () => ({ corporate: null }) });
    graphqlService('main', {
      SessionProfile: () => ({ profile: profileOf() }),
      MySupportTickets: (variables) => {
        asked.push(variables);
        return { support_tickets: { total_count: 1, entries: [ticket] } };
      },
    });
    renderSupport('/account/support?ticket=WF-7Q4M-2XHD', 'en');
    const card = await screen.findByRole('article', { name: 'Complaint WF-7Q4M-2XHD' });
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
    renderSupport('/account/support', 'en');
    expect(await screen.findByText('Sign in to see your support requests.')).toBeVisible();
    expect(await screen.findByRole('dialog')).toBeVisible();
  });
});
