import { lazyPage } from '../../app/lazyPage';
import type { ConsolePage } from '../types';

/**
 * Corporate registration (/corporate/register): any signed-in user, member of a corporate or
 * not (the route guard of spec §2 sends visitors without a session home to sign in first).
 * The form, the pending or rejected state, the credit request and the contact form.
 */
export const register: ConsolePage = {
  kind: 'page',
  name: 'register',
  path: 'register',
  subject: null,
  action: 'create',
  element: lazyPage(() => import('./RegisterPage'), 'RegisterPage'),
};
