import { render, screen } from '@testing-library/react';
import CircularProgress from '@mui/material/CircularProgress';
import { getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { themeFor } from './themes';

describe('themeFor', () => {
  it('names every unlabelled spinner in the language given, and keeps a spinner’s own label', () => {
    render(
      <ThemeProvider theme={themeFor('light', 'default', 'Đang tải trang…')}>
        <CircularProgress />
        <CircularProgress aria-label="Đang gửi" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Đang tải trang…' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Đang gửi' })).toBeInTheDocument();
  });

  it('builds one theme per mode, variant and label', () => {
    expect(themeFor('dark', 'bank', 'Loading page…')).toBe(
      themeFor('dark', 'default', 'Loading page…'),
    );
    expect(themeFor('light', 'bank', 'x')).not.toBe(themeFor('light', 'default', 'x'));
    expect(themeFor('light', 'default', 'a')).not.toBe(themeFor('light', 'default', 'b'));
  });

  it.each([
    ['light', 'default'],
    ['light', 'bank'],
    ['dark', 'default'],
  ] as const)('gives every status colour AA contrast with its text (%s, %s)', (mode, variant) => {
    const { palette } = themeFor(mode, variant);
    for (const name of ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const) {
      const colour = palette[name];
      expect(
        getContrastRatio(colour.main, colour.contrastText),
        `${name} ${colour.main} on ${colour.contrastText}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
