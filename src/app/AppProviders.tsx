import type { ReactNode } from 'react';
import { AccountHost } from '../account/AccountHost';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/types';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { ViewportProvider } from '../theme/ViewportProvider';
import { BuildWatcher } from './BuildWatcher';
import { ConfigGate } from './ConfigGate';

/** Everything around the routes; must sit inside a router. */
export function AppProviders({
  children,
  initialLocale,
}: {
  children: ReactNode;
  initialLocale?: Locale;
}) {
  return (
    <LocaleProvider initialLocale={initialLocale}>
      <ThemeModeProvider>
        <ViewportProvider>
          <ConfigGate>
            <BuildWatcher />
            {children}
            <AccountHost />
          </ConfigGate>
        </ViewportProvider>
      </ThemeModeProvider>
    </LocaleProvider>
  );
}
