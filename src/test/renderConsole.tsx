import { Suspense, type ComponentType, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { markSignedIn } from '../account/store/sessionStore';
import { Route, Routes } from 'react-router-dom';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  Loading,
  Notification,
  Resource,
  TitlePortal,
  memoryStore,
} from 'react-admin';
import type { SessionProfileQuery } from '../api/generated/main';
import { authProvider } from '../authProvider';
import { resetConfigForTests } from '../config';
import { createConsoleQueryClient } from '../corporate/consoleQueryClient';
import { Dashboard } from '../corporate/Dashboard';
import { GuardedRoute } from '../corporate/GuardedRoute';
import { SpecAliasRedirect } from '../corporate/SpecAliasRedirect';
import { dataProvider } from '../dataProviders';
import { createI18nProvider, loadConsoleCatalogue } from '../i18n/i18nProvider';
import type { Locale } from '../i18n/types';
import { RESOURCES } from '../resources';
import { ALIAS_ROUTES } from '../resources/specRoutes';
import { isBuilt, type ConsoleEntry } from '../resources/types';
import type { Action } from '../../common/permissions/corporate';
import { CORPORATE_BASE } from '../routes/routeTable';
import { themeFor } from '../theme/themes';
import { MY_CORPORATE } from './corporateFixtures';
import { testConfig } from './fixtures';
import { TestFrame } from './TestFrame';
import { sessionProfile } from './profileFixtures';
import { graphqlService, type GraphqlCall, type ServiceAnswers } from './graphqlService';

/** The console's frame reduced to what a screen shows of it: the page title and its content. */
function ScreenLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TitlePortal />
      <main>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </main>
    </>
  );
}

function guarded(name: string, action: Action, View: ComponentType | undefined) {
  return View ? (
    <GuardedRoute name={name} action={action}>
      <View />
    </GuardedRoute>
  ) : undefined;
}

/** The routes of one registry entry, as src/corporate/CorporateConsole mounts them. */
function entryRoutes(entry: ConsoleEntry) {
  if (entry.kind === 'page') {
    const Page = entry.element;
    return (
      <CustomRoutes>
        <Route
          path={entry.path}
          element={
            <GuardedRoute name={entry.name} action={entry.action}>
              {Page && <Page />}
            </GuardedRoute>
          }
        />
        {ALIAS_ROUTES.filter((r) => entry.aliases?.includes(r.path)).map((route) => (
          <Route key={route.path} path={route.path} element={<SpecAliasRedirect route={route} />} />
        ))}
      </CustomRoutes>
    );
  }
  const aliases = new Set((entry.aliases ?? []).map((alias) => alias.path));
  return (
    <>
      <Resource
        name={entry.name}
        list={guarded(entry.name, 'list', entry.list)}
        create={guarded(entry.name, 'create', entry.create)}
        edit={guarded(entry.name, 'edit', entry.edit)}
        show={guarded(entry.name, 'show', entry.show)}
        recordRepresentation={entry.recordRepresentation}
      />
      <CustomRoutes>
        {ALIAS_ROUTES.filter((route) => aliases.has(route.path)).map((route) => (
          <Route key={route.path} path={route.path} element={<SpecAliasRedirect route={route} />} />
        ))}
      </CustomRoutes>
    </>
  );
}

export interface RenderConsoleOptions {
  /** The path under /corporate, e.g. 'levels/create' or 'cost/detail?id=cc1'. */
  path: string;
  locale?: Locale;
}

/**
 * One console screen — a resource of the registry (src/resources/) with its spec aliases, or
 * one page — inside react-admin's AdminContext with the console's real data provider, auth
 * provider, i18n provider and query client, at /corporate/<path>. The other built resources
 * are registered without views (references name them), and the app shell (site header, menu,
 * account dialog) is left out: the whole-app routing tests (App.test.tsx,
 * CorporateConsole.test.tsx) cover it. Resolves once the language's catalogue is loaded.
 */
export async function renderConsole(entry: ConsoleEntry, options: RenderConsoleOptions) {
  return mountConsole(entry, options);
}

/**
 * The console's overview (src/corporate/Dashboard, at /corporate) as renderConsole mounts a
 * screen: every built resource registered without views, no app shell.
 */
export async function renderConsoleDashboard({ locale = 'en' }: { locale?: Locale } = {}) {
  return mountConsole(undefined, { path: '', locale });
}

async function mountConsole(
  entry: ConsoleEntry | undefined,
  { path, locale = 'en' }: RenderConsoleOptions,
) {
  resetConfigForTests(testConfig);
  await loadConsoleCatalogue(locale);
  const others = RESOURCES.filter((r) => isBuilt(r) && r.name !== entry?.name);
  const admin = (
    <AdminContext
      basename={CORPORATE_BASE}
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={createConsoleQueryClient()}
      i18nProvider={createI18nProvider(locale)}
      store={memoryStore()}
      theme={themeFor('light')}
    >
      <CoreAdminUI disableTelemetry layout={ScreenLayout} dashboard={entry ? undefined : Dashboard}>
        {entry && entryRoutes(entry)}
        {others.map((r) => (
          <Resource key={r.name} name={r.name} recordRepresentation={r.recordRepresentation} />
        ))}
      </CoreAdminUI>
      <Notification />
    </AdminContext>
  );
  const view = render(
    <TestFrame path={`${CORPORATE_BASE}/${path}`} locale={locale} config={testConfig}>
      <Routes>
        <Route path={`${CORPORATE_BASE}/*`} element={admin} />
      </Routes>
    </TestFrame>,
  );
  return view;
}

/** The signed-in user's corporate (src/test/corporateFixtures). */
export { MY_CORPORATE };

/** The signed-in user's profile (spec §3 Profile, header fields). */
export const CONSOLE_PROFILE = sessionProfile();

/**
 * A session for the console: the access cookie, the profile, and the corporate service
 * answering `answers` (MyCorporate: the corporate above, unless given; no delegators).
 * Returns the corporate service's calls.
 */
export function signInToConsole(
  answers: ServiceAnswers<'corporate'>,
  { profile = CONSOLE_PROFILE }: { profile?: SessionProfileQuery['profile'] } = {},
): GraphqlCall[] {
  Cookies.set('uts_token', 'access-1');
  // As a real sign-in does: what the stores hold (e.g. "no corporate", answered while signed
  // out by a call still settling from the file before in this worker) is forgotten.
  markSignedIn();
  graphqlService('main', { SessionProfile: () => ({ profile }) });
  return graphqlService('corporate', {
    MyCorporate: () => ({ corporate: MY_CORPORATE }),
    MyDelegators: () => ({ my_delegators: [] }),
    // The analysis pages' scope: the company's (an owner's), unless a test answers otherwise.
    AnalysisScope: () => ({ analysis_scope: { kind: 'COMPANY', departments: [], budgets: true } }),
    ...answers,
  });
}
