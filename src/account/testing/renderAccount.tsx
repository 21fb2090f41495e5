import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SessionProfileQuery } from '../../api/generated/main';
import { ConfigContext } from '../../app/configContext';
import { SignInButton } from '../../components/SignInButton';
import { SiteHeader } from '../../components/SiteHeader';
import { resetConfigForTests, type RuntimeConfig } from '../../config';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import type { Locale } from '../../i18n/types';
import { AccountLayout } from '../../layouts/AccountLayout';
import { testConfig } from '../../test/fixtures';
import { ThemeModeProvider } from '../../theme/ThemeModeProvider';
import { ViewportProvider } from '../../theme/ViewportProvider';
import { AccountHost } from '../AccountHost';
import { openAccountDialog, type AccountStep, type LoginForm } from '../store/dialogStore';

/** Shows where the app navigated: `screen.getByTestId('location')`. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

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
    <MemoryRouter initialEntries={[path]}>
      <LocaleProvider initialLocale={locale}>
        <ThemeModeProvider>
          <ViewportProvider>
            <ConfigContext.Provider value={config}>
              <Routes>{routes}</Routes>
              <AccountHost />
            </ConfigContext.Provider>
          </ViewportProvider>
        </ThemeModeProvider>
      </LocaleProvider>
      <LocationProbe />
    </MemoryRouter>,
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
