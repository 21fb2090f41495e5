import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ConfigContext } from '../app/configContext';
import type { RuntimeConfig } from '../config';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/types';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { ViewportProvider } from '../theme/ViewportProvider';

/** Shows where the app navigated: `screen.getByTestId('location')`. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  // Hidden, and no role: it does not answer role queries (an <output> is a "status").
  return <div hidden data-testid="location">{`${pathname}${search}`}</div>;
}

/**
 * What every test shell (site page, account page, console screen, support area) renders its
 * routes in: a memory router at `path` and the providers of src/app/AppProviders, with the
 * runtime config given instead of loaded, and the location probe.
 */
export function TestFrame({
  path,
  locale,
  config,
  children,
}: {
  path: string;
  locale: Locale;
  config: RuntimeConfig;
  children: ReactNode;
}) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <LocaleProvider initialLocale={locale}>
        <ThemeModeProvider>
          <ViewportProvider>
            <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>
          </ViewportProvider>
        </ThemeModeProvider>
      </LocaleProvider>
      <LocationProbe />
    </MemoryRouter>
  );
}
