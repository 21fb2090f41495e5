import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearTokens, storeTokens } from '../api/tokens';
import { consoleEn } from '../i18n/console.en';
import { consoleVi } from '../i18n/console.vi';
import type { Locale } from '../i18n/types';
import { PAGES } from '../resources';
import { testConfig } from '../test/fixtures';
import { TestFrame } from '../test/TestFrame';
import { ConsoleShell } from './ConsoleShell';

function renderShell(path: string, locale: Locale) {
  return render(
    <TestFrame path={path} locale={locale} config={testConfig}>
      <ConsoleShell />
    </TestFrame>,
  );
}

const CATALOGUES = { vi: consoleVi, en: consoleEn } as const;
// The older summary keeps a name of its own in the console; it opens on the plain loader.
const DASHBOARDS = PAGES.filter(
  (page) => page.layout === 'analysis' && page.name !== 'analysis-old',
);

describe('ConsoleShell (an analysis page while the console loads)', () => {
  beforeEach(() => storeTokens({ access_token: 'session' }));
  afterEach(() => clearTokens());

  it.each(['vi', 'en'] as const)(
    'shows each dashboard’s heading as the page will (%s), and says it is loading',
    (locale) => {
      expect(DASHBOARDS).toHaveLength(6);
      for (const page of DASHBOARDS) {
        const { unmount } = renderShell(`/corporate/${page.path}?start=2026-07-01`, locale);
        const resources = CATALOGUES[locale].resources as Record<string, { name: string }>;
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
          resources[page.name].name,
        );
        expect(screen.getByRole('status')).toHaveTextContent(
          locale === 'vi' ? 'Đang tải' : 'Loading',
        );
        unmount();
      }
    },
  );

  it('is the plain loader elsewhere in the console', () => {
    renderShell('/corporate/analysis-old', 'vi');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải');
  });

  it('is the plain loader when signed out: the console will ask to sign in, not show the page', () => {
    clearTokens();
    renderShell('/corporate/analysis/flight', 'en');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
