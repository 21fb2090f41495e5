import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ANALYSIS_JS_BUDGET_GZIP_BYTES, measureJsDuring } from '../../bench/page-js';
import { signInAs, useEnglish } from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';

test.beforeEach(async ({ context, baseURL }) => {
  await useEnglish(context, baseURL ?? '');
});

/** A GraphQL call with the signed-in page's session (as manage-booking.spec.ts does). */
function api(page: Page, request: APIRequestContext) {
  return async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const token = (await page.context().cookies()).find((c) => c.name === 'uts_token')!.value;
    const answer = await request.post('/graphql/corporate', {
      data: { query, variables },
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await answer.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as T;
  };
}

/** The quarter (in Vietnam) holding a date: its first and last days. */
function quarterOf(date: string) {
  const year = Number(date.slice(0, 4));
  const first = Math.floor((Number(date.slice(5, 7)) - 1) / 3) * 3 + 1;
  const start = `${year}-${String(first).padStart(2, '0')}-01`;
  const next =
    first === 10 ? `${year + 1}-01-01` : `${year}-${String(first + 3).padStart(2, '0')}-01`;
  const end = new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { start, end };
}
const vietnamMidnight = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 7 * 3_600_000).toISOString();
const addDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** '₫12,500,000' → 12500000. */
const amountOf = (text: string) => Number(text.replace(/[^\d-]/g, ''));

test('opening the analysis area downloads at most 120 KiB of JavaScript beyond the console', async ({
  page,
}) => {
  await signInAs(page, 'owner@vinasteel.example');
  const fresh = await page.context().newPage();
  await fresh.goto('/corporate');
  await expect(fresh.getByRole('heading', { level: 1, name: 'VinaSteel' })).toBeVisible();
  await fresh.waitForLoadState('networkidle');
  const opened = await measureJsDuring(fresh, async () => {
    await fresh
      .getByRole('menu', { name: 'Corporate navigation' })
      .getByRole('menuitem', { name: 'Travel overview' })
      .click();
    await expect(fresh.getByRole('heading', { level: 1, name: 'Travel overview' })).toBeVisible();
    await expect(fresh.getByRole('search', { name: 'Analysis filter' })).toBeVisible();
  });
  console.log(
    `analysis: ${opened.gzip_bytes} B gzip in ${opened.files.length} files beyond the console's first load`,
    opened.gzip_by_file,
  );
  expect(opened.files.some((f) => f.includes('/analysis-'))).toBe(true);
  // SheetJS is not part of it: it loads on the first XLSX export only.
  expect(opened.gzip_bytes).toBeLessThanOrEqual(ANALYSIS_JS_BUDGET_GZIP_BYTES);
});

test('the owner of VinaSteel narrows the overview to a department and a quarter, switches to hotels and exports the rows behind it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'owner@vinasteel.example');
  const call = api(page, request);

  // The department with the most bookings in the last 120 days, and the quarter of its latest.
  const { corporate } = await call<{ corporate: { id: string } }>('{ corporate { id } }', {});
  const recent = await call<{
    booking_histories_page: {
      entries: Array<{ inserted_at: string; department: { id: string; name: string } | null }>;
    };
  }>(
    `query ($corporate_id: ID!, $from: DateTime) {
      booking_histories_page(corporate_id: $corporate_id, filter: { from: $from }, limit: 100) {
        entries { inserted_at department { id name } }
      }
    }`,
    { corporate_id: corporate.id, from: new Date(Date.now() - 120 * 86_400_000).toISOString() },
  );
  const counts = new Map<string, { name: string; n: number; last: string }>();
  for (const b of recent.booking_histories_page.entries) {
    if (!b.department) continue;
    const seen = counts.get(b.department.id) ?? { name: b.department.name, n: 0, last: '' };
    seen.n += 1;
    if (b.inserted_at > seen.last) seen.last = b.inserted_at;
    counts.set(b.department.id, seen);
  }
  const [departmentId, department] = [...counts.entries()].sort((a, b) => b[1].n - a[1].n)[0]!;
  const lastDay = new Date(Date.parse(department.last) + 7 * 3_600_000).toISOString().slice(0, 10);
  const quarter = quarterOf(lastDay);

  await page.goto('/corporate/analysis/travel-overview');
  const filter = page.getByRole('search', { name: 'Analysis filter' });
  await expect(filter).toBeVisible();
  await filter.getByRole('textbox', { name: 'Departments' }).click();
  await page.getByRole('option', { name: department.name, exact: true }).click();
  await filter.getByLabel('From').fill(quarter.start);
  await filter.getByLabel('To').fill(quarter.end);
  await expect(page).toHaveURL(
    new RegExp(
      `start=${quarter.start}.*end=${quarter.end}|end=${quarter.end}.*start=${quarter.start}`,
    ),
  );
  await expect(page).toHaveURL(new RegExp(`department_ids=${departmentId}`));
  const figures = page.getByRole('region', { name: 'Key figures' });
  await expect(figures).toBeVisible();
  await expectNoSeriousViolations(page, 'travel overview');

  // The overview's figures are the booking histories' for the same filter: successful orders
  // at their price (docs/analysis.md "Counting rules").
  const history = await call<{
    booking_histories_page: {
      total_count: number;
      totals: Array<{ currency: string; count: number; price: number }>;
    };
  }>(
    `query ($corporate_id: ID!, $filter: BookingHistoryFilter) {
      booking_histories_page(corporate_id: $corporate_id, filter: $filter, limit: 1) {
        total_count totals { currency count price }
      }
    }`,
    {
      corporate_id: corporate.id,
      filter: {
        from: vietnamMidnight(quarter.start),
        to: vietnamMidnight(addDay(quarter.end)),
        department_ids: [departmentId],
        statuses: ['SUCCESSFUL'],
      },
    },
  );
  const counted = history.booking_histories_page.total_count;
  expect(counted).toBeGreaterThan(0);
  const historySpend = history.booking_histories_page.totals
    .filter((t) => t.currency === 'VND')
    .reduce((sum, t) => sum + t.price, 0);
  const figure = (name: string) =>
    figures
      .locator('dl')
      .filter({ has: page.getByText(name, { exact: true }) })
      .locator('dd')
      .first();
  await expect(figure('Bookings')).toHaveText(String(counted));
  const spendText = (await figure('Total spend').textContent())!;
  expect(amountOf(spendText)).toBe(Math.round(historySpend));

  // The table view of the series sums to the total.
  const series = page.getByRole('region', { name: 'Spend over time' });
  await series.getByRole('button', { name: 'Table' }).click();
  const seriesTable = series.getByRole('table', { name: 'Spend over time' });
  const monthAmounts = await seriesTable.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(monthAmounts.reduce((sum, t) => sum + amountOf(t), 0)).toBe(amountOf(spendText));

  // Hotels, same filter (the tabs carry it).
  await page
    .getByRole('navigation', { name: 'Analysis sections' })
    .getByRole('tab', { name: 'Hotel analysis' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hotel analysis' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`department_ids=${departmentId}`));
  await expect(page.getByRole('region', { name: 'Key figures' })).toBeVisible();
  await expectNoSeriousViolations(page, 'hotel analysis');

  // Back to the overview, then the rows behind it, exported by the server.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Travel overview' })).toBeVisible();
  await page.getByRole('link', { name: 'See all bookings' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Travel overview detail' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`department_ids=${departmentId}`));
  await expectNoSeriousViolations(page, 'overview detail');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  const amount = header!.indexOf('Amount');
  const status = header!.indexOf('Status');
  // Every paid booking of the filter, refunded ones at 0; the successful ones are the figures.
  expect(rows.filter((r) => r[status] === 'Successful')).toHaveLength(counted);
  expect(rows.reduce((sum, r) => sum + Number(r[amount]), 0)).toBe(amountOf(spendText));

  // A phone: nothing wider than the screen, dark theme readable.
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goBack();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Travel overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Key figures' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(page, 'travel overview at 375 px, dark');
  // The filter bar is a summary row there; its fields open in a full-screen dialog.
  const compact = page.getByRole('search', { name: 'Analysis filter' });
  await expect(compact.getByRole('list', { name: 'Filter in use' })).toContainText('1 department');
  await compact.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Analysis filter' });
  await expect(dialog.getByLabel('From')).toHaveValue(quarter.start);
  await expectNoSeriousViolations(page, 'analysis filter dialog at 375 px, dark');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
