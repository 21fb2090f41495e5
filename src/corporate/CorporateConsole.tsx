import { useMemo } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, localStorageStore } from 'react-admin';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProviders';
import { useLocale, useT } from '../i18n/context';
import { createI18nProvider } from '../i18n/i18nProvider';
import { AnalysisLayout } from '../layouts/AnalysisLayout';
import { CorporateLayout } from '../layouts/CorporateLayout';
import { NotFoundPage } from '../public-site/NotFoundPage';
import { CORPORATE_ROUTES } from '../routes/corporateRoutes';
import { CORPORATE_BASE, routesForLayout } from '../routes/routeTable';
import { themeFor } from '../theme/themes';
import { useThemeMode } from '../theme/themeMode';
import { CorporateDashboard, CorporatePage } from './CorporatePage';

const store = localStorageStore(undefined, 'WayfareConsole');

/**
 * The corporate console: react-admin mounted at /corporate inside the app's router, with the
 * site's theme and language. Lazily loaded — the only entry to react-admin code.
 */
export function CorporateConsole() {
  const { locale } = useLocale();
  const { mode } = useThemeMode();
  const t = useT();
  // Created once; LocaleSync moves react-admin to later locale changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const i18nProvider = useMemo(() => createI18nProvider(locale), []);

  return (
    <Admin
      basename={CORPORATE_BASE}
      disableTelemetry
      title={t('corporate.title')}
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={false}
      i18nProvider={i18nProvider}
      store={store}
      theme={themeFor(mode)}
      layout={CorporateLayout}
      dashboard={CorporateDashboard}
      catchAll={NotFoundPage}
    >
      <CustomRoutes>
        <Route element={<AnalysisLayout />}>
          {routesForLayout('analysis', CORPORATE_ROUTES).map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<CorporatePage page={route.page} />}
            />
          ))}
        </Route>
        {routesForLayout('corporate', CORPORATE_ROUTES).map((route) => (
          <Route key={route.path} path={route.path} element={<CorporatePage page={route.page} />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
