import { darken, type Theme } from '@mui/material/styles';

/**
 * Colour of short warnings in text ("2 rooms left", "Sold out"): the palette's warning.dark is
 * 3.8:1 on white, under WCAG AA's 4.5:1 for body text, so light mode takes it darker (5.5:1).
 */
export function warningText(theme: Theme): string {
  return theme.palette.mode === 'dark'
    ? theme.palette.warning.light
    : darken(theme.palette.warning.dark, 0.2);
}
