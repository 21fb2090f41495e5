import { describe, expect, it } from 'vitest';
import { accountEn } from '../i18n/site/account.en';
import { accountVi } from '../i18n/site/account.vi';
import { profileEn } from '../i18n/site/profile.en';
import { profileVi } from '../i18n/site/profile.vi';
import { validateEn } from '../i18n/site/validate.en';
import { validateVi } from '../i18n/site/validate.vi';

function flat(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    flat(v, prefix ? `${prefix}.${k}` : k),
  );
}

const vars = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each([
  ['account', accountVi, accountEn],
  ['profile', profileVi, profileEn],
  ['validate', validateVi, validateEn],
])('%s catalogue', (_, vi, en) => {
  it('has the same keys and placeholders in vi and en, none empty', () => {
    const viEntries = new Map(flat(vi));
    const enEntries = new Map(flat(en));
    expect([...enEntries.keys()].sort()).toEqual([...viEntries.keys()].sort());
    for (const [key, text] of viEntries) {
      expect(text.trim(), key).not.toBe('');
      expect(vars(text), key).toEqual(vars(enEntries.get(key) ?? ''));
    }
  });
});

describe('spec contracts in English', () => {
  it('keeps the quoted messages exactly', () => {
    expect(accountEn.errors).toMatchObject({
      emailRequired: 'Email is required',
      phoneRequired: 'Phone is required',
      emailInvalid: 'Email is invalid',
      phoneInvalid: 'Phone number is invalid',
      passwordMin: 'Password must be at least 6 characters long',
      passwordMismatch: 'The Confirm password and Password fields must match',
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      currentPasswordMin: 'Current password must be at least 6 characters long',
    });
    // Spec §5: the length message says 8 -16 while the check is 9–11 digits.
    expect(accountEn.errors.phoneLength).toContain('between 8 -16 digits');
    expect(accountEn.notices).toMatchObject({
      expiredTitle: 'Session timed out!',
      expiredBody: 'For your security, please sign back in to continue.',
      errorTitle: 'Error',
      errorBody: 'Something went wrong!',
      created: 'Create successful!',
      passwordUpdated: 'Password updated successful',
      securityTitle: 'Improve your account security',
      securityBody: 'By creating password',
      learnMore: 'Learn more',
    });
    expect(accountEn.review.title).toBe("Let's get you onboard");
    expect(accountEn.createPassword).toMatchObject({
      title: 'One last step',
      subtitle: 'How can we call you?',
    });
    expect(accountEn.google.label).toBe('Sign in with Google');
    expect(validateEn.invalid_code).toBe('Invalid Code');
  });
});
