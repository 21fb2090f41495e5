import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { resetConfigForTests } from '../../config';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import type { Locale } from '../../i18n/types';
import { testConfig } from '../../test/fixtures';
import { ViewportProvider } from '../../theme/ViewportProvider';

/** Shows where the app navigated: `screen.getByTestId('location')`. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders one component of the public site at `path`, with the runtime config loaded. */
export function renderSite(ui: ReactNode, { path = '/', locale = 'vi' as Locale } = {}) {
  resetConfigForTests(testConfig);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LocaleProvider initialLocale={locale}>
        <ViewportProvider>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </ViewportProvider>
      </LocaleProvider>
    </MemoryRouter>,
  );
}

/** The URL the probe shows, parsed. */
export function currentUrl(probe: HTMLElement): URL {
  return new URL(probe.textContent ?? '/', 'http://localhost');
}
