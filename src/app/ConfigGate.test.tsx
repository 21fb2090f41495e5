import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config';
import { testConfig } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

describe('configuration loading', () => {
  it('shows a localized loader until /config.json arrives', async () => {
    renderApp('/', 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Wayfare…');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Loading Wayfare…')).not.toBeInTheDocument();
  });

  it('shows no loader when the configuration arrived before the first render', async () => {
    resetConfigForTests(testConfig);
    renderApp('/', 'en');
    expect(screen.queryByText('Loading Wayfare…')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows an error page with Retry, and retries', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.get('*/config.json', () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse('down', { status: 503 })
          : HttpResponse.json(testConfig);
      }),
    );
    renderApp('/about', 'en');
    expect(
      await screen.findByRole('heading', { name: 'Could not load the app configuration' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('loads the tag manager when configured', async () => {
    // Installed, not fetched: test files share their worker's modules, and another file's
    // late /config.json answer could fill the cache first (docs/decisions.md "Test suite speed").
    resetConfigForTests({
      ...testConfig,
      analytics: {
        ...testConfig.analytics,
        tagManagerUrl: 'https://tags.example/gtm.js',
        tagManagerId: 'GTM-1',
        tagManagerLoad: 'async',
      },
    });
    renderApp('/', 'en');
    await screen.findByRole('heading', { level: 1 });
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[data-wayfare-script="tag-manager"]',
    );
    expect(script?.src).toBe('https://tags.example/gtm.js?id=GTM-1');
    expect(script?.hasAttribute('async')).toBe(true);
  });
});
