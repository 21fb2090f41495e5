import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a second, interruptible pass right after the first one commits:
 * the top of a long page (what the user looks at first) paints without waiting for the
 * sections below it, and the sections' render yields to the browser instead of blocking it
 * (React's deferred value with an initial value). Put it only around content at the end of the
 * page, so nothing already shown moves when it appears.
 */
export function RenderAfterFirstPaint({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
