import { expect, test, type Page } from '@playwright/test';
import { vietnamDate } from './dates';

async function choosePlace(page: Page, field: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: field });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

const flightCodes = (page: Page) =>
  page.getByRole('article').locator('[id^="flight-"] span:nth-child(2)').allTextContents();

test('search HAN → SGN one way from home, filter by airline, open details and choose', async ({
  page,
}) => {
  const depart = vietnamDate(7);
  await page.goto('/');
  await choosePlace(page, 'Điểm đi', 'han', /Nội Bài.*HAN|HAN/);
  await choosePlace(page, 'Điểm đến', 'sgn', /Tân Sơn Nhất.*SGN|SGN/);
  await page.getByLabel('Ngày đi').fill(depart);
  await page.getByRole('button', { name: 'Tìm chuyến bay' }).click();

  await expect(page).toHaveURL(new RegExp(`/flight\\?from=HAN&to=SGN&depart=${depart}`));
  await expect(page.getByRole('status').filter({ hasText: /\d+ kết quả/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  // The URL holds the filter: the box shows checked once the navigation commits.
  const vietnamAirlines = page.getByRole('checkbox', { name: 'Vietnam Airlines' });
  await vietnamAirlines.click();
  await expect(vietnamAirlines).toBeChecked();
  await expect(page).toHaveURL(/airlines=VN/);
  await expect(page.getByText('Đang cập nhật kết quả…')).toHaveCount(0);
  const airlines = await page.getByRole('article').locator('[id^="flight-"]').allTextContents();
  expect(airlines.length).toBeGreaterThan(0);
  for (const text of airlines) expect(text).toContain('Vietnam Airlines');

  await page
    .getByRole('button', { name: /^Chi tiết chuyến VN/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /Chi tiết chuyến bay/ });
  await expect(dialog.getByRole('heading', { name: 'Hành trình' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Hạng vé' })).toBeVisible();
  await expect(dialog.getByText(/Hành lý (ký gửi|xách tay)/).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Chọn hạng vé này' }).first().click();

  await expect(page).toHaveURL(/\/checkout\/flight\?.*departure_flight=.*departure_seat=/);
  // Holding the choice needs an account (tests/e2e/checkout books it signed in).
  await expect(page.getByRole('heading', { name: 'Đặt vé máy bay', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Đăng nhập để giữ chỗ và thanh toán/)).toBeVisible();
});

test('a round trip chooses the departure, then the return, and carries both', async ({ page }) => {
  const depart = vietnamDate(10);
  const ret = vietnamDate(13);
  await page.goto(`/flight?from=HAN&to=DAD&depart=${depart}&return=${ret}&n_o_a=1&n_o_c=0&n_o_i=0`);
  await expect(page.getByRole('heading', { name: 'Chọn chuyến đi' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Chọn chuyến / })
    .first()
    .click();
  await expect(page).toHaveURL(/outbound=/);
  await expect(page.getByRole('heading', { name: 'Chọn chuyến về' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Chuyến đi đã chọn/ })).toBeVisible();
  await expect(page.getByText(/Khứ hồi: /).first()).toBeVisible();
  await page
    .getByRole('button', { name: /^Chọn chuyến / })
    .first()
    .click();
  await expect(page).toHaveURL(/return_flight=.*return_seat=/);
  await expect(page.getByRole('heading', { name: 'Đặt vé máy bay', level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Chọn chuyến về' })).toBeVisible();
});

test('reloading a flight results URL gives the same results, in English too', async ({ page }) => {
  const depart = vietnamDate(20);
  await page.goto(`/flight?from=SGN&to=HAN&depart=${depart}&n_o_a=2&n_o_c=1&n_o_i=0&sort=duration`);
  await expect(page.getByRole('article').first()).toBeVisible();
  const before = await flightCodes(page);
  expect(before.length).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await flightCodes(page)).toEqual(before);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Flights');
  await expect(page.getByText(/₫[\d,]+/).first()).toBeVisible();
});
