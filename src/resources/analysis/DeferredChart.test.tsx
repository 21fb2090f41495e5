import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredChart } from './DeferredChart';

/*
 * Charts are drawn when they come near the screen, one per task: a stand-in IntersectionObserver
 * lets the test say which places the browser sees.
 */

type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;
const observers: Array<{ callback: Callback; targets: Element[]; disconnected: boolean }> = [];

beforeEach(() => {
  vi.useFakeTimers();
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly entry = {
        callback: undefined as unknown as Callback,
        targets: [] as Element[],
        disconnected: false,
      };
      constructor(callback: Callback) {
        this.entry.callback = callback;
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const seen = (index: number) =>
  act(() =>
    observers[index]!.callback(
      observers[index]!.targets.map((target) => ({ isIntersecting: true, target })),
    ),
  );

describe('DeferredChart', () => {
  it('holds the chart’s place until it nears the screen, then draws it', async () => {
    const { container } = render(
      <DeferredChart height={280}>
        <p>chart</p>
      </DeferredChart>,
    );
    expect(screen.queryByText('chart')).toBeNull();
    expect(getComputedStyle(container.firstChild as Element).height).toBe('280px');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('chart')).toBeNull(); // not seen: never drawn
    seen(0);
    expect(screen.queryByText('chart')).toBeNull(); // drawn in a task of its own, not now
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('chart')).toBeTruthy();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('two charts that near the screen together are drawn in two tasks', async () => {
    render(
      <>
        <DeferredChart height={200}>
          <p>first</p>
        </DeferredChart>
        <DeferredChart height={200}>
          <p>second</p>
        </DeferredChart>
      </>,
    );
    seen(0);
    seen(1);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect([screen.queryByText('first'), screen.queryByText('second')].map(Boolean)).toEqual([
      true,
      false,
    ]);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getByText('second')).toBeTruthy();
  });

  it('a chart gone before its turn is not drawn, and the next still is', async () => {
    const { rerender } = render(
      <>
        <DeferredChart key="a" height={200}>
          <p>first</p>
        </DeferredChart>
        <DeferredChart key="b" height={200}>
          <p>second</p>
        </DeferredChart>
      </>,
    );
    seen(0);
    seen(1);
    rerender(
      <DeferredChart key="b" height={200}>
        <p>second</p>
      </DeferredChart>,
    );
    await act(() => vi.runAllTimersAsync());
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByText('second')).toBeTruthy();
  });
});
