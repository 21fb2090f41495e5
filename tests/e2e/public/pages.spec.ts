import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

test('/payment-method lists exactly the rails the server offers', async ({ page, request }) => {
  const config = (await (await request.get('/config.json')).json()) as {
    payments: { methods: Array<{ code: string }> };
  };
  const offered = config.payments.methods.map((m) => m.code);
  expect(offered.length).toBeGreaterThan(0);
  await page.goto('/payment-method');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phương thức thanh toán');
  const shown = await page
    .locator('main [data-method]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-method')));
  expect(shown).toEqual(offered);
  await expectNoSeriousA11yViolations(page);
});

test('/membership shows the ranks from the server, and a signed-in traveller’s rank', async ({
  page,
}) => {
  await page.goto('/membership');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(3)).toContainText('Vàng');
  await expect(rows.nth(3)).toContainText('20.000.000');
  await expect(page.getByText('Đăng nhập để xem hạng và tiến độ của bạn.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('/corporate-program leads into /corporate/register', async ({ page }) => {
  await page.goto('/corporate-program');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chương trình doanh nghiệp');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Đăng ký tài khoản doanh nghiệp' }).first().click();
  // Signed out: the existing guard sends the visitor home with the login popup.
  await expect(page).toHaveURL(/\/\?redirect=%2Fcorporate%2Fregister&rl=true$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

for (const [path, title] of [
  ['/contact', 'Liên hệ'],
  ['/baocao', 'Báo cáo'],
  ['/example', 'Trang mẫu'],
] as const) {
  test(`${path} is complete and accessible`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectNoSeriousA11yViolations(page);
  });
}

test('/contact at 375 px: the form fits and says what is wrong', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Gửi liên hệ' }).click();
  await expect(page.getByText('Vui lòng nhập e-mail hoặc số điện thoại.')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflow).toBe(false);
  await expectNoSeriousA11yViolations(page);
});
