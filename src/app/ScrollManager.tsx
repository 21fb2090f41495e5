import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'wayfare.scroll';
const MAX_ENTRIES = 50;
/** How long Back keeps trying to reach the saved position while a lazy page or its data loads. */
const RESTORE_FOR_MS = 3000;

type Positions = Record<string, number>;

/** Kept in sessionStorage too, so Back still lands in place after a reload of the tab. */
function readPositions(): Positions {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return saved && typeof saved === 'object' ? (saved as Positions) : {};
  } catch {
    return {};
  }
}

function savePosition(key: string, top: number) {
  const positions = readPositions();
  delete positions[key];
  positions[key] = top;
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Private mode or full storage: Back then starts at the top, which is still usable.
  }
}

/**
 * Window scroll per history entry (keyed by `location.key`): a new page starts at the top (or
 * at its `#hash` target), Back and Forward return to where that entry was left. A change of
 * query string alone (filters, sort, paging) keeps the position; pages that change step within
 * one path scroll themselves.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const keyRef = useRef(location.key);
  const pathRef = useRef<string | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember the current entry's position as the user scrolls (before a navigation, the new
  // page's shorter content would already have clamped it).
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      const key = keyRef.current;
      const top = window.scrollY;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(key, top));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useLayoutEffect(() => {
    keyRef.current = location.key;
    const previousPath = pathRef.current;
    pathRef.current = location.pathname;
    if (previousPath === null) return undefined; // first load: the browser's position stands

    if (navigationType === 'POP') {
      const target = readPositions()[location.key];
      if (target !== undefined) return restore(target);
      if (previousPath !== location.pathname) window.scrollTo({ top: 0, left: 0 });
      return undefined;
    }
    if (previousPath === location.pathname) return undefined;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return undefined;
      }
    }
    window.scrollTo({ top: 0, left: 0 });
    return undefined;
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}

/** Scrolls to `top`, retrying as the page grows until it fits, the user scrolls, or time runs out. */
function restore(top: number): () => void {
  const started = Date.now();
  let frame = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
      window.removeEventListener(type, stop);
    }
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
    window.addEventListener(type, stop, { passive: true });
  }
  const attempt = () => {
    if (stopped) return;
    window.scrollTo({ top, left: 0 });
    if (Math.abs(window.scrollY - top) <= 1 || Date.now() - started > RESTORE_FOR_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  attempt();
  return stop;
}
