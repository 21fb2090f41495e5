import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Locale } from '../../i18n/types';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { openAccountDialog, type AccountStep, type LoginForm } from '../store/dialogStore';

// The account flows chain several calls and lazy chunks; on a loaded CI machine the default
// 1 s for findBy/waitFor is too short.
configure({ asyncUtilTimeout: 4000 });

/** Test helper: the app at `path`, the account dialog opened on `step`. */
export async function renderDialog(
  step: AccountStep,
  locale: Locale,
  { path = '/', form = {} }: { path?: string; form?: Partial<LoginForm> } = {},
) {
  const user = userEvent.setup();
  const view = renderApp(path, locale);
  await screen.findByRole('banner');
  act(() => openAccountDialog(step, form));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  return { user, view, dialog };
}

export interface ProfileFixture {
  id?: string;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

/** The session profile the main service answers (spec §3 Profile, header fields). */
export function profileOf(fixture: ProfileFixture = {}) {
  return {
    id: fixture.id ?? 'u1',
    role: 'USER',
    email: fixture.email ?? 'lan@example.com',
    first_name: fixture.first_name === undefined ? 'Lan' : fixture.first_name,
    last_name: fixture.last_name === undefined ? 'Nguyễn' : fixture.last_name,
    avatar: null,
    corporateRole: null,
    setting: { country_calling_code: '84', national_phone_number: null, locale: 'vi' },
  };
}

/** main GraphQL answers by operation name; unknown operations fail the test loudly. */
export function mainService(
  answers: Record<string, (variables: Record<string, unknown>) => unknown>,
) {
  server.use(
    http.post('*/graphql/main', async ({ request }) => {
      const body = (await request.json()) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      const name = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      const answer = answers[name];
      if (!answer) return HttpResponse.json({ errors: [{ message: `unexpected ${name}` }] });
      return HttpResponse.json({ data: answer(body.variables ?? {}) });
    }),
  );
}
