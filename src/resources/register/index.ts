import type { ConsolePage } from '../types';

/**
 * Corporate registration (/corporate/register): any signed-in user, member of a corporate or
 * not (the route guard of spec §2 sends visitors without a session home to sign in first).
 */
export const register: ConsolePage = {
  kind: 'page',
  name: 'register',
  path: 'register',
  subject: null,
  action: 'create',
};
