import { useTranslate } from 'react-admin';
import { BackToDashboard } from './BackToDashboard';
import { ConsoleMessage } from './ConsoleMessage';

/**
 * What a role may not use (common/permissions/corporate.ts): react-admin's access-denied page for
 * resource routes, and the same page for the console's own pages reached by URL.
 */
export function AccessDeniedPage() {
  const translate = useTranslate();
  return (
    <ConsoleMessage
      title={translate('console.accessDenied.title')}
      body={translate('console.accessDenied.body')}
      actions={<BackToDashboard />}
    />
  );
}
