import { describe, expect, it } from 'vitest';
import { CORPORATE_PAGE_RECORDS, CORPORATE_RESOURCES } from '.';

// Each resource's handlers arrive in their own chunk; the custom methods named beside the
// loader must be exactly those the chunk defines, or dataProvider.<name> would be missing (or
// answer 501) until someone noticed in the browser.
describe('the corporate resources loaded on first call', () => {
  const all = { ...CORPORATE_RESOURCES, ...CORPORATE_PAGE_RECORDS };
  for (const [resource, source] of Object.entries(all)) {
    it(`${resource}: names the custom methods its chunk defines`, async () => {
      const handlers = await source.load();
      expect([...source.custom].sort()).toEqual(Object.keys(handlers.custom ?? {}).sort());
      expect(Object.keys(handlers).length).toBeGreaterThan(0);
    });
  }
});
