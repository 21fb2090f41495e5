import { useEffect } from 'react';
import { useT } from '../i18n/context';

/** Sets document.title to "<page> · <suite name>", or the suite name alone without a page. */
export function usePageTitle(page?: string): void {
  const t = useT();
  const suite = t('app.suiteName');
  useEffect(() => {
    document.title = page ? `${page} · ${suite}` : suite;
  }, [page, suite]);
}
