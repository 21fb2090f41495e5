import { use, useMemo } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  Loading,
  Notification,
  Resource,
  localStorageStore,
  useTranslate,
} from 'react-admin';
import CssBaseline from '@mui/material/CssBaseline';
import { adminDataProvider } from '../dataProviders/admin';
import { useLocale, useT } from '../i18n/context';
import { createI18nProvider, loadConsoleCatalogue } from '../i18n/i18nProvider';
import { createConsoleQueryClient } from '../corporate/consoleQueryClient';
import { ConsoleErrorPage } from '../corporate/pages/ConsoleErrorPage';
import { NotFoundPage } from '../public-site/NotFoundPage';
import { SUPPORT_BASE } from '../routes/routeTable';
import { useThemeMode } from '../theme/themeMode';
import { themeFor } from '../theme/themes';
import { audit } from './audit';
import { bankCredits } from './bank-credits';
import { companies } from './companies';
import { people } from './people';
import { SupportRefusal } from './SupportGate';
import { SupportLayout } from './SupportLayout';
import { supportAuthProvider } from './supportAuthProvider';
import { tickets } from './tickets';

const store = localStorageStore(undefined, 'WayfareSupport');

function AreaTitle() {
  return <>{useTranslate()('supportArea.title')}</>;
}

/**
 * The support area for platform staff (docs/support.md): a react-admin app of its own at
 * /support over the admin service — tickets inbox, people, companies (registrations), audit
 * log. Lazily loaded like the corporate console; the public site never loads it.
 */
export function SupportConsole() {
  const { locale } = useLocale();
  use(loadConsoleCatalogue(locale, 'support'));
  const { mode } = useThemeMode();
  const t = useT();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const i18nProvider = useMemo(() => createI18nProvider(locale, 'support'), []);
  const queryClient = useMemo(createConsoleQueryClient, []);

  return (
    <AdminContext
      basename={SUPPORT_BASE}
      dataProvider={adminDataProvider}
      authProvider={supportAuthProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      store={store}
      theme={themeFor(mode, 'default', t('page.loading'))}
    >
      <CssBaseline enableColorScheme />
      <CoreAdminUI
        disableTelemetry
        title={<AreaTitle />}
        layout={SupportLayout}
        catchAll={NotFoundPage}
        loading={Loading}
        error={ConsoleErrorPage}
        accessDenied={SupportRefusal}
      >
        <Resource name="tickets" {...tickets} />
        <Resource name="people" {...people} />
        <Resource name="companies" {...companies} />
        <Resource name="audit-log" {...audit} />
        <Resource name="bank-credits" {...bankCredits} />
      </CoreAdminUI>
      <Notification />
    </AdminContext>
  );
}
