import { Suspense, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Route, Routes } from 'react-router-dom';
import {
  AdminContext,
  CoreAdminUI,
  Loading,
  Notification,
  Resource,
  TitlePortal,
  memoryStore,
} from 'react-admin';
import { markSignedIn } from '../account/store/sessionStore';
import type { SessionProfileQuery } from '../api/generated/main';
import { resetConfigForTests } from '../config';
import { createConsoleQueryClient } from '../corporate/consoleQueryClient';
import { adminDataProvider } from '../dataProviders/admin';
import { createI18nProvider, loadConsoleCatalogue } from '../i18n/i18nProvider';
import type { Locale } from '../i18n/types';
import { SUPPORT_BASE } from '../routes/routeTable';
import { audit } from '../support/audit';
import { bankCredits } from '../support/bank-credits';
import { companies } from '../support/companies';
import { people } from '../support/people';
import { SupportGate, SupportRefusal } from '../support/SupportGate';
import { supportAuthProvider } from '../support/supportAuthProvider';
import { tickets } from '../support/tickets';
import { themeFor } from '../theme/themes';
import { testConfig } from './fixtures';
import { TestFrame } from './TestFrame';
import { graphqlService, type GraphqlCall, type ServiceAnswers } from './graphqlService';
import { CONSOLE_PROFILE } from './renderConsole';

/**
 * The support area's frame reduced to what a screen shows of it: the page title, and the gate
 * between the frame and the screens (signed out, refused, or the screen).
 */
function ScreenLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TitlePortal />
      <main>
        <SupportGate>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </SupportGate>
      </main>
    </>
  );
}

export interface RenderSupportOptions {
  /** The path under /support, e.g. 'tickets' or 'tickets/t-1/show'. */
  path: string;
  locale?: Locale;
}

/**
 * The support area (src/support/SupportConsole) at /support/<path> without the app: its
 * react-admin resources inside AdminContext with the admin data provider, the support auth
 * provider, i18n provider and query client, behind SupportGate. The app bar, menu and acting
 * banner are left out. Resolves once the language's catalogue is loaded.
 */
export async function renderSupport({ path, locale = 'en' }: RenderSupportOptions) {
  resetConfigForTests(testConfig);
  await loadConsoleCatalogue(locale, 'support');
  const admin = (
    <AdminContext
      basename={SUPPORT_BASE}
      dataProvider={adminDataProvider}
      authProvider={supportAuthProvider}
      queryClient={createConsoleQueryClient()}
      i18nProvider={createI18nProvider(locale, 'support')}
      store={memoryStore()}
      theme={themeFor('light')}
    >
      <CoreAdminUI disableTelemetry layout={ScreenLayout} accessDenied={SupportRefusal}>
        <Resource name="tickets" {...tickets} />
        <Resource name="people" {...people} />
        <Resource name="companies" {...companies} />
        <Resource name="audit-log" {...audit} />
        <Resource name="bank-credits" {...bankCredits} />
      </CoreAdminUI>
      <Notification />
    </AdminContext>
  );
  return render(
    <TestFrame path={`${SUPPORT_BASE}/${path}`} locale={locale} config={testConfig}>
      <Routes>
        <Route path={`${SUPPORT_BASE}/*`} element={admin} />
      </Routes>
    </TestFrame>,
  );
}

/**
 * A session for the support area: the access cookie, the profile, and the admin service
 * answering `answers` (whether the user is support staff is its CurrentActing answer: an
 * acting session or none for staff, FORBIDDEN for anyone else). Returns the admin service's
 * calls.
 */
export function signInToSupport(
  answers: ServiceAnswers<'admin'>,
  { profile = CONSOLE_PROFILE }: { profile?: SessionProfileQuery['profile'] } = {},
): GraphqlCall[] {
  Cookies.set('uts_token', 'access-1');
  markSignedIn();
  graphqlService('main', { SessionProfile: () => ({ profile }) });
  return graphqlService('admin', answers);
}
