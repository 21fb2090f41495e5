import { useEffect, useState } from 'react';

/**
 * Where the page's banner (site or console header) ends on screen, in px, while `active`: with
 * the "acting for" banner or a wrapped phone toolbar it is taller, and a non-sticky header
 * scrolls away. Overlays placed below it never cover the header's controls.
 */
export function useHeaderBottom(active: boolean): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    const update = () =>
      setBottom(Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0));
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update);
    };
  }, [active]);
  return bottom;
}
