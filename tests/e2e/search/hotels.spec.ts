import { expect, test, type Page } from '@playwright/test';
import { vietnamDate } from './dates';

const hotelNames = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();

test('search hotels in Đà Nẵng for two nights, open one, see rooms and rates, choose one', async ({
  page,
}) => {
  const checkIn = vietnamDate(14);
  const checkOut = vietnamDate(16);
  await page.goto('/');
  await page.getByRole('tab', { name: 'Khách sạn' }).click();
  const destination = page.getByRole('combobox', { name: 'Điểm đến, khu vực hoặc khách sạn' });
  await destination.click();
  await destination.fill('da nang');
  await page.getByRole('option', { name: /^Đà Nẵng.*Thành phố/ }).click();
  await page.getByLabel('Nhận phòng').fill(checkIn);
  await page.getByLabel(/Trả phòng/).fill(checkOut);
  await expect(page.getByLabel('Trả phòng · 2 đêm')).toBeVisible();
  await page.getByRole('button', { name: 'Tìm khách sạn' }).click();

  await expect(page).toHaveURL(
    new RegExp(`/p\\?to=city%3Ada-nang&depart=${checkIn}&return=${checkOut}`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Khách sạn tại Đà Nẵng');
  const first = page.getByRole('article').first();
  await expect(first).toContainText('2 đêm');
  // The map shows a price marker per hotel even though no tile can load here.
  await expect(page.locator('.wf-price-marker').first()).toBeVisible();

  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/property\/[^?]+\?depart=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('heading', { name: 'Phòng và giá' })).toBeVisible();
  await expect(page.getByText('Nhận phòng từ').first()).toBeVisible();
  const choose = page.getByRole('button', { name: /^Chọn / }).first();
  await expect(choose).toBeVisible();
  await choose.click();

  await expect(page).toHaveURL(/\/checkout\/hotel\?.*property=.*rate=/);
  // Holding the choice needs an account (tests/e2e/checkout books it signed in).
  await expect(page.getByRole('heading', { name: 'Đặt phòng khách sạn', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Đăng nhập để giữ chỗ và thanh toán/)).toBeVisible();
});

test('reloading a hotel results URL gives the same results; moving the map searches its area', async ({
  page,
}) => {
  const url = `/p?to=city%3Ada-nang&depart=${vietnamDate(20)}&return=${vietnamDate(22)}&n_o_a=2&n_o_c=0&rooms=1&sort=price`;
  await page.goto(url);
  await expect(page.getByRole('article').first()).toBeVisible();
  const before = await hotelNames(page);
  expect(before.length).toBeGreaterThan(1);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await hotelNames(page)).toEqual(before);

  const map = page.getByRole('region', { name: 'Bản đồ khách sạn' });
  await map.getByRole('button', { name: 'Phóng to', exact: true }).click();
  await expect(page).toHaveURL(/bounds=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Khách sạn tại khu vực trên bản đồ',
  );
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/bounds=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Khách sạn tại Đà Nẵng');
});
