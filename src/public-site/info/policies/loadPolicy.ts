import type { Locale } from '../../../i18n/types';
import type { PolicyDocument, PolicyPageKey } from './types';

// One chunk per page and language, fetched only when that page opens in that language.
const modules = import.meta.glob<{ document: PolicyDocument }>('./content/*.ts');

const loading = new Map<string, Promise<PolicyDocument>>();

/** The text of a policy page in one language (each asked for once; a failure may be retried). */
export function loadPolicy(page: PolicyPageKey, locale: Locale): Promise<PolicyDocument> {
  const key = `./content/${page}.${locale}.ts`;
  let pending = loading.get(key);
  if (!pending) {
    const load = modules[key];
    pending = load
      ? load().then((module) => module.document)
      : Promise.reject(new Error(`no policy text for ${page}.${locale}`));
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}
