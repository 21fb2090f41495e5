import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/*
 * A chart drawn when it comes near the screen, each in a task of its own (docs/analysis-ui.md
 * "Charts drawn near the screen"). A chart's first render (@mui/x-charts and its styles) is the
 * longest work of an analysis page after the console's own mount: drawn all at once with the
 * page, the overview's charts were one task of ~350 ms at Lighthouse's 4× slow-down, blocking
 * input the whole time, though on a phone they are all below the first screen. Until then a
 * box of the chart's height holds its place, so nothing moves when it is drawn.
 */

/** Charts waiting to be drawn, one per task. */
const waiting: Array<() => void> = [];
let drawing = false;

function drawNext() {
  if (drawing) return;
  const draw = waiting.shift();
  if (!draw) return;
  drawing = true;
  setTimeout(() => {
    draw();
    drawing = false;
    drawNext();
  }, 0);
}

/** Where the browser cannot tell what is near the screen (tests' jsdom), charts draw at once. */
const canObserve = () => typeof IntersectionObserver !== 'undefined';

export function DeferredChart({ height, children }: { height: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement | null>(null);
  const [shown, setShown] = useState(() => !canObserve());
  useEffect(() => {
    const element = place.current;
    if (shown || !element) return;
    let live = true;
    const draw = () => {
      // Rendered in this task: two charts due at once are two tasks, not one long one.
      if (live) flushSync(() => setShown(true));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        waiting.push(draw);
        drawNext();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
      const index = waiting.indexOf(draw);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [shown]);
  if (shown) return <>{children}</>;
  return <Box ref={place} sx={{ height }} />;
}
