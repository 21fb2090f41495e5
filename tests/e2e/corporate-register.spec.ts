import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { checkTaxCode } from '../../common/tax-code';
import {
  DEMO_PASSWORD,
  signInWithPassword,
  signUpByEmail,
  uniqueEmail,
  useEnglish,
} from './accounts/helpers';
import { expectNoSeriousViolations } from './axe';

/** A valid tax code nobody has registered: nine random digits and their check digit. */
function freshTaxCode(): string {
  for (;;) {
    const nine = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
    for (let d = 0; d <= 9; d++) {
      const checked = checkTaxCode(`${nine}${d}`);
      if ('code' in checked) return checked.code;
    }
  }
}

/** A 2×2 green PNG built here (signature, IHDR, IDAT, IEND), so the logo is a real image. */
function png2x2(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = [0, 30, 160, 80, 30, 160, 80]; // filter byte, two pixels
  const pixels = deflateSync(Buffer.from([...row, ...row]));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * axe on the settled page: no loading spinner (it has no accessible name meanwhile), and a
 * notification only once it has grown in (half-transparent, its text measures low contrast).
 */
async function checkAccessibility(page: Page, label: string) {
  await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
  for (const note of await page.locator('.MuiSnackbarContent-root').all()) {
    await expect(note).toHaveCSS('opacity', '1');
  }
  await expectNoSeriousViolations(page, label);
}

test.beforeEach(async ({ context, baseURL }) => {
  await useEnglish(context, baseURL ?? '');
});

test('someone in no company registers one and sees it waiting for review', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await signUpByEmail(page, request, {
    email: uniqueEmail('founder'),
    first: 'Minh',
    last: 'Trần',
  });
  await page.goto('/corporate/register');
  const form = page.getByRole('region', { name: 'Register a company account' });
  await expect(form.getByRole('textbox', { name: /Company name/ })).toBeVisible();
  await checkAccessibility(page, 'registration form');

  const company = `Công ty Thử nghiệm ${Date.now()}`;
  await form.getByRole('textbox', { name: /Company name/ }).fill(company);
  await form.getByRole('textbox', { name: /Address/ }).fill('8 Hàng Bài, Hà Nội');
  await form.getByRole('textbox', { name: /Company e-mail/ }).fill('office@thunghiem.example');
  await form.getByRole('textbox', { name: /Company phone/ }).fill('0243 888 9999');
  const taxCode = form.getByRole('textbox', { name: /Tax code/ });
  const good = freshTaxCode();
  // One digit off: the shared rule refuses it before anything is sent.
  await taxCode.fill(`${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}`);
  await form.getByRole('button', { name: 'Send registration' }).click();
  await expect(
    form.getByText('This is not a valid tax code (its check digit does not match)'),
  ).toBeVisible();
  await checkAccessibility(page, 'registration form with an error');

  await taxCode.fill(good);
  await form.getByRole('button', { name: 'Send registration' }).click();
  await expect(
    page.getByRole('heading', { name: `The registration of ${company} is waiting for review` }),
  ).toBeVisible();
  await expect(page.getByText('What happens next')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Ask for a credit line (optional)' }),
  ).toBeVisible();
  await checkAccessibility(page, 'pending registration');

  // The console knows the new company: the overview says it waits for review.
  await page.goto('/corporate');
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(page.getByText('Status: Waiting for review')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the Lá Xanh owner changes the company details and its logo', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signInWithPassword(page, { email: 'owner@laxanh.example' }, DEMO_PASSWORD);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goto('/corporate');
  await page
    .getByRole('menu', { name: 'Corporate navigation' })
    .getByRole('menuitem', { name: 'Company details' })
    .click();
  await expect(page).toHaveURL(/\/corporate\/detail$/);
  const displayName = page.getByRole('textbox', { name: /Display name/ });
  await expect(displayName).toBeVisible();
  await expect(page.getByRole('region', { name: 'Credit terms' })).toBeVisible();
  await checkAccessibility(page, 'company details');

  const newName = `Lá Xanh ${Date.now() % 100000}`;
  await displayName.fill(newName);
  await page
    .getByRole('textbox', { name: /Webhook address/ })
    .fill('https://hooks.laxanh.example/wayfare');
  await page.getByLabel('Choose a logo image').setInputFiles({
    name: 'laxanh.png',
    mimeType: 'image/png',
    buffer: png2x2(),
  });
  await expect(page.getByRole('img', { name: 'Preview of the new logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company details saved.')).toBeVisible();

  // Stored: a fresh page reads them back, and the logo is served.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Display name/ })).toHaveValue(newName);
  await expect(page.getByRole('textbox', { name: /Webhook address/ })).toHaveValue(
    'https://hooks.laxanh.example/wayfare',
  );
  const logo = page.getByRole('img', { name: `Logo of ${newName}` });
  await expect(logo).toHaveAttribute('src', /^\/api\/v1\/corporate\/logos\/.+\.png$/);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2);
  await checkAccessibility(page, 'company details after saving');
});

test('on a 375 px phone the company pages fit and the title clears the language switch', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await signInWithPassword(page, { email: 'owner@laxanh.example' }, DEMO_PASSWORD);
  await expect(page.getByRole('dialog')).toBeHidden();
  for (const [path, title] of [
    ['/corporate/detail', 'Company details'],
    ['/corporate/register', 'Register a company account'],
  ]) {
    await page.goto(path);
    const heading = page.locator('#react-admin-title');
    await expect(heading).toContainText(title);
    await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
    const language = page.getByRole('group', { name: 'Language' });
    const [titleBox, languageBox] = [await heading.boundingBox(), await language.boundingBox()];
    expect(titleBox && languageBox, path).toBeTruthy();
    expect(titleBox!.x + titleBox!.width, path).toBeLessThanOrEqual(languageBox!.x);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(375);
    await expectNoSeriousViolations(page, `${path} at 375 px`);
  }
});
