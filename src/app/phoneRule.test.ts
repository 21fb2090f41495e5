import { describe, expect, it } from 'vitest';
import { isPhoneNumber, loadPhoneRule } from './phoneRule';

describe('the lazily fetched phone rule', () => {
  it('answers what common/phone.ts answers', async () => {
    await expect(isPhoneNumber('0912 345 678')).resolves.toBe(true);
    await expect(isPhoneNumber('+84 12')).resolves.toBe(false);
  });

  it('fetches the rule once for every caller', async () => {
    expect(loadPhoneRule()).toBe(loadPhoneRule());
    expect((await loadPhoneRule()).DEFAULT_CALLING_CODE).toBe('84');
  });
});
