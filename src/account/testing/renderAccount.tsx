import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { SessionProfileQuery } from '../../api/generated/main';
import { SignInButton } from '../../components/SignInButton';
import { SiteHeader } from '../../components/SiteHeader';
import { resetConfigForTests, type RuntimeConfig } from '../../config';
import type { Locale } from '../../i18n/types';
import { AccountLayout } from '../../layouts/AccountLayout';
import { testConfig } from '../../test/fixtures';
import { sessionProfile } from '../../test/profileFixtures';
import { TestFrame } from '../../test/TestFrame';
import { AccountHost } from '../AccountHost';
import { openAccountDialog, type AccountStep, type LoginForm } from '../store/dialogStore';

export interface ShellOptions {
  /** The URL the router starts at. */
  path?: string;
  /** en unless given. */
  locale?: Locale;
  /** The runtime config (/config.json), already loaded; testConfig unless given. */
  config?: RuntimeConfig;
}

/**
 * `routes` inside what the app puts around every page (src/app/AppProviders.tsx), without the
 * config loading (the config is given, as main.tsx usually has it before the first render):
 * the router at `path`, the locale, theme and viewport, the config, and the account host (who
 * is signed in, the account dialog, the toasts). The whole-app routing tests (App.test.tsx)
 * cover the rest.
 */
export function renderShell(
  routes: ReactNode,
  { path = '/', locale = 'en', config = testConfig }: ShellOptions = {},
) {
  resetConfigForTests(config);
  return render(
    <TestFrame path={path} locale={locale} config={config}>
      <Routes>{routes}</Routes>
      <AccountHost />
    </TestFrame>,
  );
}

/**
 * One account page in the account layout (header, section navigation, footer), mounted at
 * `route` as src/app/AppRoutes.tsx mounts it, the router at `path` (`route` unless given).
 */
export function renderAccountPage(
  page: ReactNode,
  { route, ...options }: ShellOptions & { route: string },
) {
  return renderShell(
    <Route element={<AccountLayout />}>
      <Route path={route} element={page} />
    </Route>,
    { path: route, ...options },
  );
}

/** The site header alone (its account slots: sign-in, account menu, agent and delegate pickers). */
export function renderSiteHeader(options: ShellOptions = {}) {
  return renderShell(<Route path="*" element={<SiteHeader />} />, options);
}

/** Test helper: the account dialog opened on `step`, over the header's sign-in button. */
export async function renderDialog(
  step: AccountStep,
  locale: Locale,
  {
    path = '/',
    form = {},
    config,
  }: { path?: string; form?: Partial<LoginForm>; config?: RuntimeConfig } = {},
) {
  const user = userEvent.setup({ delay: null });
  const view = renderShell(
    <Route
      path="*"
      element={
        <header>
          <SignInButton />
        </header>
      }
    />,
    { path, locale, config },
  );
  act(() => openAccountDialog(step, form));
  const dialog = await screen.findByRole('dialog');
  return { user, view, dialog };
}

export interface ProfileFixture {
  id?: string;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

/** The session profile the main service answers (spec §3 Profile, header fields). */
export function profileOf(fixture: ProfileFixture = {}): SessionProfileQuery['profile'] {
  return sessionProfile(fixture);
}
