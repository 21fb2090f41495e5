import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetAccountStateForTests } from '../account/store/resetForTests';
import { resetConfigForTests } from '../config';
import { resetCurrencyForTests } from '../currency/currencyStore';
import { DEFAULT_LOCALE, applyLocale } from '../i18n/locale';
import { resetStaffAccessForTests } from '../support/staffAccess';
import { server } from './server';

// Lazy pages are transformed on first import in jsdom: the first findBy of a file can take > 1 s,
// and far more on a loaded 2-core CI machine. A passing test never waits this long.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // Test files share their worker's modules (vitest.config.ts): each starts in the language a
  // first visit gets, as it did in a fresh module registry; a file's tests keep what it sets.
  applyLocale(DEFAULT_LOCALE);
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetConfigForTests();
  resetAccountStateForTests();
  window.localStorage.clear();
  resetCurrencyForTests();
  resetStaffAccessForTests();
  window.sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  document.head.querySelectorAll('script[data-wayfare-script]').forEach((s) => s.remove());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

afterAll(() => server.close());

// jsdom does not implement scrolling or media queries.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
