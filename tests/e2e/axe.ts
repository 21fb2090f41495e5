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
 * axe-core on the page as it is now: no serious or critical violation. Injected with evaluate
 * (not a script tag), so a strict Content-Security-Policy does not stop it.
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<AxeResults> } }).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`),
      }));

    interface AxeResults {
      violations: Array<{
        id: string;
        impact: string;
        nodes: Array<{ target: string[]; html: string; failureSummary?: string }>;
      }>;
    }
  });
  expect(violations, label).toEqual([]);
}
