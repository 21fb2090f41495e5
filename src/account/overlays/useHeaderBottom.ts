import { useEffect, useState } from 'react';

/** Where the page's banner (the site or console header) ends on screen, in px; 0 without one. */
function measure(): number {
  const header = document.querySelector('header');
  return header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
}

/**
 * Follows the header's bottom edge while `active`: it grows with the "acting for" banner or a
 * wrapped toolbar on a phone, and a non-sticky header scrolls away. Overlays placed below it
 * never cover the header's controls.
 */
export function useHeaderBottom(active: boolean): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setBottom(measure()));
    };
    setBottom(measure());
    const header = document.querySelector('header');
    const observer =
      header && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(update) : null;
    if (header) observer?.observe(header);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update);
    };
  }, [active]);
  return bottom;
}
