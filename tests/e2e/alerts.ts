import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __alertsSeen?: Element[];
  }
}

/**
 * Records every alert (role="alert") the page shows, from the next navigation on. A toast that
 * hides itself after 4.5 s can come and go while a loaded CI machine's test process is between
 * two checks (a run missed "Session timed out!" that way, with the login popup there):
 * `alertsSeen` says whether the page showed it, however briefly.
 */
export async function recordAlerts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const alerts: Element[] = [];
    window.__alertsSeen = alerts;
    const seen = (node: Node) => {
      if (!(node instanceof Element)) return;
      if (node.matches('[role="alert"]')) alerts.push(node);
      alerts.push(...Array.from(node.querySelectorAll('[role="alert"]')));
    };
    new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(seen);
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * The texts of the alerts shown since the page's document loaded, read now (an alert's text
 * stays on its element after the toast is gone).
 */
export function alertsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.__alertsSeen ?? []).map((alert) => alert.textContent ?? ''));
}
