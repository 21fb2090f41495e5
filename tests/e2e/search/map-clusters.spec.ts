import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../public/axe';
import { vietnamDate } from './dates';

/** Pairs of marker pills on the map whose boxes overlap by more than a hair. */
async function overlappingPills(page: Page): Promise<number> {
  return page.locator('.wf-price-marker span').evaluateAll((spans) => {
    const boxes = spans.map((s) => s.getBoundingClientRect());
    let pairs = 0;
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 4 && h > 4) pairs++;
      }
    return pairs;
  });
}

for (const width of [1280, 390]) {
  test(`dense hotels group into counts that zoom in, by mouse or keyboard (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(
      `/p?to=city%3Aha-noi&depart=${vietnamDate(20)}&return=${vietnamDate(22)}&n_o_a=2&n_o_c=0&rooms=1`,
    );
    await expect(page.getByRole('article').first()).toBeVisible();
    if (width < 900) await page.getByRole('button', { name: 'Bản đồ' }).click();
    const map = page.getByRole('region', { name: 'Bản đồ khách sạn' });
    const clusters = map.getByRole('button', { name: /^\d+ khách sạn ở đây: phóng to$/ });
    await expect(clusters.first()).toBeVisible();
    expect(await overlappingPills(page)).toBe(0);
    await expectNoSeriousA11yViolations(page);

    const count = Number(await clusters.first().textContent());
    expect(count).toBeGreaterThan(1);
    await clusters.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/bounds=/);
    await expect(map).toBeFocused();
    await expect(page.locator('.wf-price-marker').first()).toBeVisible();
    expect(await overlappingPills(page)).toBe(0);
  });
}
