import { useEffect, useRef } from 'react';

/**
 * Calls `onReturn` when the traveller comes back to this page: its tab shown again
 * (visibilitychange) or its window focused again (focus) — e.g. after topping up in another
 * tab. Both events usually fire together; a caller's read that aborts the previous one (as
 * useGraphqlQuery's retry does) makes that one read.
 */
export function useOnPageReturn(onReturn: () => void) {
  const latest = useRef(onReturn);
  useEffect(() => {
    latest.current = onReturn;
  });
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    const onFocus = () => latest.current();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
}
