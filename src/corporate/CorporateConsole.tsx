import { Suspense, use, useMemo } from 'react';
import { Route } from 'react-router-dom';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  Loading,
  Notification,
  Resource,
  localStorageStore,
} from 'react-admin';
import CssBaseline from '@mui/material/CssBaseline';
import { corporateStore } from '../account/store/corporateStore';
import { useStore } from '../account/store/createStore';
import { useConfig } from '../app/configContext';
import { lazyPage } from '../app/lazyPage';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProviders';
import { useLocale, useT } from '../i18n/context';
import { createI18nProvider, loadConsoleCatalogue } from '../i18n/i18nProvider';
import { CorporateLayout } from '../layouts/CorporateLayout';
import { NotFoundPage } from '../public-site/NotFoundPage';
import { PAGES, RESOURCES } from '../resources';
import { ALIAS_ROUTES } from '../resources/specRoutes';
import { isBuilt, type ConsolePage } from '../resources/types';
import type { Action } from '../../common/permissions/corporate';
import type { ComponentType } from 'react';
import { CORPORATE_BASE } from '../routes/routeTable';
import { corporateThemeOf } from '../theme/corporateTheme';
import { readStoredThemeMode, useThemeMode } from '../theme/themeMode';
import { themeFor } from '../theme/themes';
import { createConsoleQueryClient } from './consoleQueryClient';
import { ConsoleLoading } from './ConsoleLoading';
import { Dashboard } from './Dashboard';
import { GuardedRoute } from './GuardedRoute';
import { AccessDeniedPage } from './pages/AccessDeniedPage';
import { ConsoleErrorPage } from './pages/ConsoleErrorPage';
import { NotYetAvailable } from './pages/NotYetAvailable';
import { AuthenticationErrorPage } from './pages/PermissionsErrorPage';
import { SpecAliasRedirect } from './SpecAliasRedirect';

/**
 * The analysis area's layout (its section tabs) loads with the first analysis page: MUI's Tabs
 * stay out of the console's first load (docs/decisions.md, "Console bundle").
 */
const AnalysisLayout = lazyPage(() => import('../layouts/AnalysisLayout'), 'AnalysisLayout');

const store = localStorageStore(undefined, 'WayfareConsole');

/**
 * A resource view behind the same access check as the pages: a role that may not use it gets
 * the access-denied page in place, and the view (and its data request) never mounts.
 */
function guarded(name: string, action: Action, View: ComponentType | undefined) {
  return View ? (
    <GuardedRoute name={name} action={action}>
      <View />
    </GuardedRoute>
  ) : undefined;
}

function pageRoute(page: ConsolePage) {
  const Page = page.element;
  return (
    <Route
      key={page.name}
      path={page.path}
      element={
        <GuardedRoute name={page.name} action={page.action}>
          {Page ? <Page /> : <NotYetAvailable name={page.name} />}
        </GuardedRoute>
      }
    />
  );
}

/**
 * The corporate console: react-admin mounted at /corporate inside the app's router, with the
 * site's language and theme (the corporate's own theme when it has one, spec §6). Every screen
 * comes from the registry (src/resources/): built resources as <Resource>s, the rest of the
 * spec's URLs as guarded routes, aliases or honest "not yet available" pages. Lazily loaded —
 * the only entry to react-admin code.
 *
 * Composed from react-admin's AdminContext and CoreAdminUI rather than <Admin>: <Admin>'s
 * default login page, login form and their form library (react-hook-form) would be in the
 * first load although the console signs in through the site's account dialog (~20 KB gzip,
 * docs/decisions.md "Console bundle"). Forms load with the screens that have them.
 */
export function CorporateConsole() {
  const { locale } = useLocale();
  // The catalogue of the language in use, before the first render (the route shows a loader).
  use(loadConsoleCatalogue(locale));
  const { mode } = useThemeMode();
  const config = useConfig();
  const { corporate } = useStore(corporateStore);
  const t = useT();
  // Created once; LocaleSync moves react-admin to later locale changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const i18nProvider = useMemo(() => createI18nProvider(locale), []);
  const queryClient = useMemo(createConsoleQueryClient, []);
  const corporateTheme = corporateThemeOf(corporate, config);
  const consoleMode = corporateTheme.preferDark && !readStoredThemeMode() ? 'dark' : mode;

  return (
    <AdminContext
      basename={CORPORATE_BASE}
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      store={store}
      theme={themeFor(consoleMode, corporateTheme.variant, t('page.loading'))}
    >
      <CssBaseline enableColorScheme />
      <CoreAdminUI
        disableTelemetry
        title={t('corporate.title')}
        layout={CorporateLayout}
        dashboard={Dashboard}
        catchAll={NotFoundPage}
        loading={Loading}
        error={ConsoleErrorPage}
        accessDenied={AccessDeniedPage}
        authenticationError={AuthenticationErrorPage}
      >
        {RESOURCES.filter(isBuilt).map((resource) => (
          <Resource
            key={resource.name}
            name={resource.name}
            list={guarded(resource.name, 'list', resource.list)}
            create={guarded(resource.name, 'create', resource.create)}
            edit={guarded(resource.name, 'edit', resource.edit)}
            show={guarded(resource.name, 'show', resource.show)}
            icon={resource.icon}
            recordRepresentation={resource.recordRepresentation}
          />
        ))}
        <CustomRoutes>
          {ALIAS_ROUTES.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<SpecAliasRedirect route={route} />}
            />
          ))}
          {RESOURCES.filter((resource) => !isBuilt(resource)).map((resource) => (
            <Route
              key={resource.name}
              path={`${resource.name}/*`}
              element={
                <GuardedRoute name={resource.name} action="list">
                  <NotYetAvailable name={resource.name} />
                </GuardedRoute>
              }
            />
          ))}
          {PAGES.filter((page) => page.layout !== 'analysis').map(pageRoute)}
          <Route
            element={
              <Suspense fallback={<ConsoleLoading tabs />}>
                <AnalysisLayout />
              </Suspense>
            }
          >
            {PAGES.filter((page) => page.layout === 'analysis').map(pageRoute)}
          </Route>
        </CustomRoutes>
      </CoreAdminUI>
      <Notification />
    </AdminContext>
  );
}
