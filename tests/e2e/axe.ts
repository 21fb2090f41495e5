import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/**
 * Waits for the page's finite animations and transitions to end (a button turning enabled
 * fades its colours for 250 ms): axe judges what the user sees once things are still, not a
 * colour half-way. Endless ones (spinners) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core on the page once it is still: no serious or critical violation. Injected with
 * evaluate (not a script tag), so a strict Content-Security-Policy does not stop it.
 *
 * A page can start moving again after it settled: a record first drawn from the list's cache
 * is redrawn when its own query answers, and a button that becomes enabled then fades from
 * grey to its colour for 250 ms (CI caught "Pay from wallet" at #4f8d93 on white, 3.77:1, half
 * way through). So the run also notes whether a transition or animation started meanwhile; if
 * one did and axe found something, the page is settled again and judged again (at most three
 * times). A violation of the still page is reported as before.
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  await page.evaluate(axeSource);
  let violations: Violation[] = [];
  for (let run = 0; run < 3; run++) {
    await page.evaluate(() => {
      const w = window as unknown as { __axeMoved?: boolean; __axeMark?: () => void };
      w.__axeMoved = false;
      w.__axeMark ??= () => (w.__axeMoved = true);
      document.addEventListener('transitionrun', w.__axeMark, true);
      document.addEventListener('animationstart', w.__axeMark, true);
    });
    await settleAnimations(page);
    await page.evaluate(() => ((window as unknown as { __axeMoved?: boolean }).__axeMoved = false));
    const result = await page.evaluate(async () => {
      const w = window as unknown as {
        axe: { run: (ctx: Document) => Promise<AxeResults> };
        __axeMoved?: boolean;
      };
      const found = (await w.axe.run(document)).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`),
        }));
      const running = document
        .getAnimations()
        .some(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
        );
      return { found, moved: Boolean(w.__axeMoved) || running };

      interface AxeResults {
        violations: Array<{
          id: string;
          impact: string;
          nodes: Array<{ target: string[]; html: string; failureSummary?: string }>;
        }>;
      }
    });
    violations = result.found;
    if (!violations.length || !result.moved) break;
  }
  expect(violations, label).toEqual([]);
}

interface Violation {
  id: string;
  impact: string;
  nodes: string[];
}
