import { describe, expect, it } from 'vitest';
import { corporateThemeOf } from './corporateTheme';

const config = {
  corporateThemes: { darkLevelIds: ['level-dark'], bankCorporateIds: ['bank-1'] },
};

describe('corporate themes (spec §6)', () => {
  it('gives the dark theme to members of the configured level', () => {
    expect(corporateThemeOf({ id: 'c1', your_corporate_level_id: 'LEVEL-DARK' }, config)).toEqual({
      variant: 'default',
      preferDark: true,
    });
  });

  it("gives a bank customer the bank's light theme", () => {
    expect(corporateThemeOf({ id: 'BANK-1', your_corporate_level_id: null }, config)).toEqual({
      variant: 'bank',
      preferDark: false,
    });
  });

  it('gives everyone else, and no corporate, the default', () => {
    const plain = { variant: 'default', preferDark: false };
    expect(corporateThemeOf({ id: 'c2', your_corporate_level_id: 'l2' }, config)).toEqual(plain);
    expect(corporateThemeOf(null, config)).toEqual(plain);
    expect(corporateThemeOf({ id: 'bank-1' }, null)).toEqual(plain);
  });
});
