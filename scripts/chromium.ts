// Debian's Chromium, as the e2e tests (playwright.config.ts: the headless shell, which
// scripts/e2e.mjs picks and passes as CHROMIUM_PATH) and the Lighthouse bench (the full browser)
// launch it: headless, and quiet (no background downloads, updates or sync on a machine that reaches only
// the npm registry and Debian's mirrors).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
