import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AccountHost } from '../../account/AccountHost';
import { resetConfigForTests, type RuntimeConfig } from '../../config';
import type { Locale } from '../../i18n/types';
import { testConfig } from '../../test/fixtures';
import { TestFrame } from '../../test/TestFrame';

export interface SiteOptions {
  /** The URL the page opens at. */
  path?: string;
  locale?: Locale;
  /**
   * The route pattern the page is mounted at, as in src/routes/routeTable.ts (e.g.
   * '/property/:id'), so the page gets the same route params; any path by default.
   */
  route?: string;
  /**
   * Other pages by route pattern, where the page under test leads (e.g. the checkout result
   * page after paying); mounted in the same layout.
   */
  routes?: Record<string, ReactNode>;
  /**
   * The page's real layout around it (src/layouts: DefaultLayout, BookingsLayout, EmptyLayout as
   * src/routes/routeTable.ts gives it), when a test looks at the header, footer or main landmark;
   * the page renders in its Outlet. Passed in, so a test without one does not import them.
   */
  layout?: ComponentType;
  /**
   * The AccountHost, as the app mounts it: loads who is signed in (the session profile), opens
   * the sign-in dialog and shows the account toasts.
   */
  account?: boolean;
  /** The runtime config (/config.json) the page reads; testConfig by default. */
  config?: RuntimeConfig;
}

/**
 * Renders one page (or component) of the public site at `path` with the providers the app puts
 * around it and the runtime config (`config`, testConfig by default) loaded — not the whole app
 * (src/test/renderApp): no config request, no other layouts or lazy pages.
 */
export function renderSite(
  ui: ReactNode,
  {
    path = '/',
    locale = 'vi',
    route = '*',
    routes = {},
    layout: Layout,
    account = false,
    config = testConfig,
  }: SiteOptions = {},
) {
  resetConfigForTests(config);
  const pages = [
    <Route key={route} path={route} element={ui} />,
    ...Object.entries(routes).map(([at, element]) => (
      <Route key={at} path={at} element={element} />
    )),
  ];
  return render(
    <TestFrame path={path} locale={locale} config={config}>
      <Routes>{Layout ? <Route element={<Layout />}>{pages}</Route> : pages}</Routes>
      {account && <AccountHost />}
    </TestFrame>,
  );
}

/** The URL the probe shows, parsed. */
export function currentUrl(probe: HTMLElement): URL {
  return new URL(probe.textContent ?? '/', 'http://localhost');
}
