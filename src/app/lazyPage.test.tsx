import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { RELOAD_KEY_PREFIX } from './chunkReload';
import { lazyPage, preloadsAll } from './lazyPage';
import { PageErrorBoundary } from './PageErrorBoundary';

describe('lazyPage', () => {
  it('renders a named export of a lazily loaded module', async () => {
    const Page = lazyPage(async () => ({ Hello: () => <h1>hello</h1> }), 'Hello');
    render(
      <Suspense fallback="loading">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'hello' })).toBeInTheDocument();
  });

  it('shows the error page when the chunk fails again within 10 s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.sessionStorage.setItem(RELOAD_KEY_PREFIX + window.location.pathname, String(Date.now()));
    const Broken = lazyPage(
      () =>
        Promise.reject<{ Missing: () => null }>(
          new TypeError('Failed to fetch dynamically imported module'),
        ),
      'Missing',
    );
    render(
      <MemoryRouter>
        <LocaleProvider initialLocale="en">
          <PageErrorBoundary>
            <Suspense fallback="loading">
              <Broken />
            </Suspense>
          </PageErrorBoundary>
        </LocaleProvider>
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Internal Server Error' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('renders every preloaded page of a module in the first pass, without the fallback', async () => {
    const load = vi.fn(async () => ({ One: () => <h1>one</h1>, Two: () => <h1>two</h1> }));
    const One = lazyPage(load, 'One');
    const Two = lazyPage(load, 'Two');
    await preloadsAll(One, Two).preload();
    for (const [Page, name] of [
      [One, 'one'],
      [Two, 'two'],
    ] as const) {
      const { unmount } = render(
        <Suspense fallback="loading">
          <Page />
        </Suspense>,
      );
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
      expect(screen.queryByText('loading')).toBeNull();
      unmount();
    }
  });
});
