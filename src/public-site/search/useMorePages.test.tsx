import { useMemo } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MAX_RESTORED_PAGES, readPages, useMorePages } from './useMorePages';

type Page = { entries: string[]; after: string | null };

/** Pages of one entry each: `a1`, then `a:2` → `a2` … up to `a<last>`. */
function pager(last = 4) {
  return vi.fn(async (after: string): Promise<Page> => {
    const [q, n] = after.split(':');
    const page = Number(n);
    return { entries: [`${q}${page}`], after: page < last ? `${q}:${page + 1}` : null };
  });
}

function List({ fetchPage }: { fetchPage: (after: string) => Promise<Page> }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const q = params.get('q') ?? 'a';
  const first = useMemo(() => ({ entries: [`${q}1`], after: `${q}:2` }), [q]);
  const more = useMorePages(q, first, fetchPage);
  return (
    <>
      <output data-testid="url">{`${pathname}${search}`}</output>
      <ul>
        {more.entries.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
      {more.moreFailed && <p>failed</p>}
      {more.hasMore && (
        <button type="button" onClick={more.loadMore} disabled={more.loadingMore}>
          more
        </button>
      )}
      {/* What the results pages do: a changed search is built from scratch. */}
      <button type="button" onClick={() => setParams({ q: 'b' })}>
        other search
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

function renderList(path: string, fetchPage = pager()) {
  render(
    <MemoryRouter initialEntries={['/before', path]} initialIndex={1}>
      <List fetchPage={fetchPage} />
    </MemoryRouter>,
  );
  return fetchPage;
}

const items = () => screen.queryAllByRole('listitem').map((li) => li.textContent);
const url = () => screen.getByTestId('url').textContent;

describe('useMorePages: shown pages kept in the URL', () => {
  it('counts pages in the URL without adding history entries', async () => {
    const user = userEvent.setup();
    renderList('/list?q=a');
    expect(url()).toBe('/list?q=a');
    await user.click(screen.getByRole('button', { name: 'more' }));
    await waitFor(() => expect(items()).toEqual(['a1', 'a2']));
    await waitFor(() => expect(url()).toBe('/list?q=a&pages=2'));
    await user.click(screen.getByRole('button', { name: 'more' }));
    await waitFor(() => expect(url()).toBe('/list?q=a&pages=3'));
    expect(items()).toEqual(['a1', 'a2', 'a3']);
    // Replaced, not pushed: one Back leaves the list.
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(url()).toBe('/before');
  });

  it('fetches the pages a URL asks for again, one after another', async () => {
    const fetchPage = renderList('/list?q=a&pages=3');
    await waitFor(() => expect(items()).toEqual(['a1', 'a2', 'a3']));
    expect(fetchPage.mock.calls.map(([after]) => after)).toEqual(['a:2', 'a:3']);
    expect(url()).toBe('/list?q=a&pages=3');
    expect(screen.getByRole('button', { name: 'more' })).toBeEnabled();
  });

  it('lowers a count the list cannot fill', async () => {
    renderList('/list?q=a&pages=9', pager(4));
    await waitFor(() => expect(items()).toEqual(['a1', 'a2', 'a3', 'a4']));
    await waitFor(() => expect(url()).toBe('/list?q=a&pages=4'));
    expect(screen.queryByRole('button', { name: 'more' })).toBeNull();
  });

  it('stops restoring on a failure; Retry carries on', async () => {
    const user = userEvent.setup();
    let failOn: string | undefined = 'a:3';
    const base = pager(5);
    const fetchPage = vi.fn((after: string) =>
      after === failOn ? Promise.reject(new Error('down')) : base(after),
    );
    renderList('/list?q=a&pages=4', fetchPage);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(items()).toEqual(['a1', 'a2']);
    failOn = undefined;
    await user.click(screen.getByRole('button', { name: 'more' }));
    await waitFor(() => expect(items()).toEqual(['a1', 'a2', 'a3', 'a4']));
    expect(url()).toBe('/list?q=a&pages=4');
  });

  it('drops the pages when the search changes', async () => {
    const user = userEvent.setup();
    const fetchPage = renderList('/list?q=a&pages=2');
    await waitFor(() => expect(items()).toEqual(['a1', 'a2']));
    await user.click(screen.getByRole('button', { name: 'other search' }));
    expect(url()).toBe('/list?q=b');
    expect(items()).toEqual(['b1']);
    expect(fetchPage.mock.calls.map(([after]) => after)).toEqual(['a:2']);
  });

  it('reads only sensible counts', () => {
    const read = (qs: string) => readPages(new URLSearchParams(qs));
    expect(read('')).toBe(1);
    expect(read('pages=3')).toBe(3);
    expect(read('pages=0')).toBe(1);
    expect(read('pages=-2')).toBe(1);
    expect(read('pages=2.5')).toBe(1);
    expect(read('pages=abc')).toBe(1);
    expect(read('pages=500')).toBe(MAX_RESTORED_PAGES);
  });
});
