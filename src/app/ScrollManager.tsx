import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Window scroll per history entry (`location.key`), for Back and Forward. */
const positions = new Map<string, number>();
const STOP_ON = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * A new page starts at the top (or at its `#hash` target); Back and Forward return to where
 * that entry was left. A change of query string alone (filters, sort, map moves) keeps the
 * position; pages that change step within one path scroll themselves.
 */
export function ScrollManager() {
  const { key, pathname, hash } = useLocation();
  const pop = useNavigationType() === 'POP';
  const current = useRef(key);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Saved as the person scrolls: by the time of a navigation the new, shorter page may
    // already have clamped the position.
    const save = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    const before = lastPath.current;
    lastPath.current = pathname;
    // The document's first entry (React Router keys it 'default'): the browser's position
    // stands. This component is its own chunk (SiteScroll), so it may first render after a
    // navigation already happened (a quick click on a slow connection); that page, like any
    // page reached by a link, starts at the top.
    if (before === null && key === 'default') return undefined;
    const saved = pop ? positions.get(key) : undefined;
    if (saved !== undefined) return restore(saved);
    if (before === pathname) return undefined;
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0 });
    return undefined;
  }, [key, pathname, hash, pop]);

  return null;
}

/** Scrolls to `top`, retrying as a lazy page and its data grow, for 3 s or until the person scrolls. */
function restore(top: number): () => void {
  const until = Date.now() + 3000;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of STOP_ON) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo({ top, left: 0 });
    if (Math.abs(window.scrollY - top) > 1 && Date.now() < until) {
      frame = requestAnimationFrame(attempt);
    } else stop();
  };
  for (const type of STOP_ON) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
