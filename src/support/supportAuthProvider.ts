import type { AuthProvider } from 'react-admin';
import { authProvider } from '../authProvider';
import { isSupportStaff } from './staffAccess';

/**
 * The support area's AuthProvider: sign-in, sign-out and session errors as the corporate
 * console's (the site's account dialog); access is platform support staff only, as the admin
 * service answers it (src/support/staffAccess.ts) — every screen for them, none for others.
 */
export const supportAuthProvider: AuthProvider = {
  ...authProvider,
  async getPermissions() {
    return { staff: await isSupportStaff() };
  },
  async canAccess() {
    return isSupportStaff();
  },
};
