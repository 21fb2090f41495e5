import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollManager } from './ScrollManager';

let scrollY = 0;

function scrollWindowTo(top: number) {
  scrollY = top;
  fireEvent.scroll(window);
}

function Pages() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/property/1">Open hotel</Link>
      <Link to="/p?to=city%3Aha-noi&sort=price">Sort</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollManager />
      <Routes>
        <Route path="*" element={<Pages />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Animation frames (the restore's retries) run on fake timers: three frames' worth. */
const flushFrames = () => act(() => vi.advanceTimersByTimeAsync(50));

describe('ScrollManager', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
    sessionStorage.clear();
    scrollY = 0;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
    vi.mocked(window.scrollTo).mockImplementation(((options: ScrollToOptions) => {
      scrollY = options.top ?? 0;
    }) as typeof window.scrollTo);
  });
  afterEach(() => {
    vi.mocked(window.scrollTo).mockReset();
    vi.useRealTimers();
  });

  it('opens at the top a page reached before it loaded', async () => {
    function LoadsLater() {
      const [loaded, setLoaded] = useState(false);
      return (
        <>
          {loaded && <ScrollManager />}
          <button type="button" onClick={() => setLoaded(true)}>
            Load
          </button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/p?to=city%3Aha-noi']}>
        <LoadsLater />
        <Routes>
          <Route path="*" element={<Pages />} />
        </Routes>
      </MemoryRouter>,
    );
    scrollWindowTo(1400);
    fireEvent.click(screen.getByRole('link', { name: 'Open hotel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await flushFrames();
    expect(scrollY).toBe(0);
  });

  it('opens a new page at the top and brings Back to where the list was left', async () => {
    renderAt('/p?to=city%3Aha-noi');
    scrollWindowTo(2400);
    await flushFrames();

    fireEvent.click(screen.getByRole('link', { name: 'Open hotel' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
    expect(window.scrollY).toBe(0);
    scrollWindowTo(300);
    await flushFrames();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 2400, left: 0 });
    expect(window.scrollY).toBe(2400);
  });

  it('keeps the position when only the query string changes (sort, filters)', async () => {
    renderAt('/p?to=city%3Aha-noi');
    scrollWindowTo(800);
    await flushFrames();

    fireEvent.click(screen.getByRole('link', { name: 'Sort' }));
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(800);
  });
});
