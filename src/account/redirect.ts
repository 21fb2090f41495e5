/** The corporate-register route (common/route-names.ts; kept here for the entry). */
export const CORPORATE_REGISTER_PATH = '/corporate/register';

/** Spec §2: the query value that asks for corporate sign-up. */
export const CORPORATE_SERVICE = 'sign-up-for-corporate-account';

/** Pure (spec §2): /corporate/register without a token goes home with redirect and rl. */
export function guardRedirect(pathname: string, hasToken: boolean): string | null {
  const path = pathname.replace(/\/+$/, '');
  if (hasToken || path !== CORPORATE_REGISTER_PATH) return null;
  return `/?${new URLSearchParams({ redirect: path, rl: 'true' }).toString()}`;
}

/** Pure: whether the query asks to open the dialog on load (rl=true, or the corporate service). */
export function opensDialogOnLoad(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.get('rl') === 'true' || query.get('service') === CORPORATE_SERVICE;
}
