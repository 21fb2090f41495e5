import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../../theme/themes';
import { chartColours } from './charts';

/** A colour with alpha as it shows over `under` (the paper). */
function over(color: string, under: string): string {
  const top = decomposeColor(color);
  const bottom = decomposeColor(under);
  const alpha = top.values[3] ?? 1;
  const values = [0, 1, 2].map((i) =>
    Math.round(Number(top.values[i]) * alpha + Number(bottom.values[i]) * (1 - alpha)),
  ) as [number, number, number];
  return recomposeColor({ type: 'rgb', values });
}

describe('the analysis charts’ colours', () => {
  it.each([
    ['light', themeFor('light')],
    ['dark', themeFor('dark')],
    ['bank', themeFor('light', 'bank')],
  ])('keep 3:1 against the paper in the %s theme', (_name, theme) => {
    const paper = theme.palette.background.paper;
    for (const [role, color] of Object.entries(chartColours(theme))) {
      expect(getContrastRatio(over(color, paper), paper), role).toBeGreaterThanOrEqual(3);
    }
    // The axis and legend text.
    expect(getContrastRatio(theme.palette.text.primary, paper)).toBeGreaterThanOrEqual(4.5);
  });
});
