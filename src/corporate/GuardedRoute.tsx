import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import type { Action } from '../../common/permissions/corporate';
import { ConsoleLoading } from './ConsoleLoading';
import { AccessDeniedPage } from './pages/AccessDeniedPage';
import { PermissionsErrorPage } from './pages/PermissionsErrorPage';

/**
 * A console route outside react-admin's resources (pages, and the URLs of resources not built
 * yet): shown only when canAccess allows `action` on `name`, so nothing hidden from the menu is
 * reachable by URL; denied → the access-denied page; permissions failed → the error with retry.
 */
export function GuardedRoute({
  name,
  action,
  children,
}: {
  name: string;
  action: Action;
  children: ReactNode;
}) {
  return (
    <CanAccess
      resource={name}
      action={action}
      loading={<ConsoleLoading />}
      accessDenied={<AccessDeniedPage />}
      error={<PermissionsErrorPage />}
    >
      {children}
    </CanAccess>
  );
}
