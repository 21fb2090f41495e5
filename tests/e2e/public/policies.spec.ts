import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

// Every policy page in both languages: its title, table of contents and anchors (issue 12).
const POLICIES = [
  ['/privacy-policy', 'Chính sách bảo mật', 'Privacy policy'],
  ['/terms-of-use', 'Điều khoản sử dụng', 'Terms of use'],
  ['/rules', 'Quy chế hoạt động', 'Operating rules'],
  ['/amendment', 'Chính sách thay đổi và hoàn hủy', 'Amendment and cancellation policy'],
  ['/flight-amendment', 'Chính sách thay đổi vé máy bay', 'Flight amendment policy'],
  ['/hotel-amendment', 'Chính sách thay đổi đặt phòng khách sạn', 'Hotel amendment policy'],
  ['/check-in-policy', 'Chính sách nhận phòng và làm thủ tục', 'Check-in policy'],
  ['/flight-check-in-policy', 'Chính sách làm thủ tục chuyến bay', 'Flight check-in policy'],
  ['/hotel-check-in-policy', 'Chính sách nhận phòng khách sạn', 'Hotel check-in policy'],
] as const;

for (const [path, vi, en] of POLICIES) {
  test(`${path} in Vietnamese and English, with its table of contents`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vi);
    const toc = page.getByRole('navigation', { name: 'Mục lục' });
    const links = toc.getByRole('link');
    await expect(links.first()).toBeVisible();
    const sections = await links.count();
    expect(sections).toBeGreaterThanOrEqual(3);
    await expect(page.getByText(/Cập nhật lần cuối:/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // An anchor from the contents lands on its section.
    const last = links.last();
    const href = (await last.getAttribute('href'))!;
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(href)).toBeInViewport();

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en);
    await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveCount(
      sections,
    );
  });
}

test('a deep link to a section opens the page there', async ({ page }) => {
  await page.goto('/privacy-policy#rights');
  await expect(page.locator('#rights')).toBeInViewport();
});

test('printing shows the text without the site header and footer', async ({ page }) => {
  await page.goto('/rules');
  await expect(page.getByRole('navigation', { name: 'Mục lục' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'In trang này' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
