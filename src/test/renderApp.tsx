import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import type { Locale } from '../i18n/types';

/** Renders the whole app (config loading included) at `path`. */
export function renderApp(path = '/', locale?: Locale) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders initialLocale={locale}>
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>,
  );
}
