import { createTheme, type Theme } from '@mui/material/styles';
import { MUI_BREAKPOINTS } from './breakpoints';
import type { ThemeVariant } from './corporateTheme';

export type ThemeMode = 'light' | 'dark';

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

/**
 * The bank customers' light palette (spec §6): navy and sky blue on a cool grey page, AA
 * contrast for text and buttons. A bank's own brand colours replace these two lines.
 */
const BANK_LIGHT = {
  primary: { main: '#003e7e', contrastText: '#ffffff' },
  secondary: { main: '#00658f' },
  background: { default: '#f3f6fa', paper: '#ffffff' },
} as const;

/** Wayfare brand: calm teal primary, deep-blue secondary; AA contrast on both surfaces. */
function buildTheme(mode: ThemeMode, variant: ThemeVariant, progressLabel?: string): Theme {
  const dark = mode === 'dark';
  const bank = variant === 'bank' && !dark;
  return createTheme({
    breakpoints: { values: MUI_BREAKPOINTS },
    palette: {
      mode,
      primary: bank
        ? BANK_LIGHT.primary
        : dark
          ? { main: '#5cc2cc', contrastText: '#05292d' }
          : { main: '#0b6e79', contrastText: '#ffffff' },
      secondary: bank ? BANK_LIGHT.secondary : dark ? { main: '#8fb4ff' } : { main: '#1f4fa3' },
      // Status colours serve as fills with their contrastText (chips, buttons) and as text on
      // the page, on cards and on a selected item (the price calendar's cheapest day). MUI's
      // own (light info #0288d1 with white 3.9:1, success #2e7d32 on a selected item 4.0:1, dark
      // error #f44336 on a card 4.4:1 …) miss AA's 4.5:1 somewhere (axe: color-contrast);
      // these pass everywhere, tested in themes.test.tsx.
      ...(dark
        ? {
            error: { main: '#ffa4a2', contrastText: 'rgba(0, 0, 0, 0.87)' },
            info: { main: '#4fc3f7', contrastText: 'rgba(0, 0, 0, 0.87)' },
            success: { main: '#81c784', contrastText: 'rgba(0, 0, 0, 0.87)' },
          }
        : {
            info: { main: '#025f96', contrastText: '#ffffff' },
            success: { main: '#1e6b24', contrastText: '#ffffff' },
            warning: { main: '#92400e', contrastText: '#ffffff' },
            error: { main: '#b71c1c', contrastText: '#ffffff' },
          }),
      background: bank
        ? BANK_LIGHT.background
        : dark
          ? { default: '#0f1a1c', paper: '#152326' }
          : { default: '#f6f9fa', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
      h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.2rem', fontWeight: 600, lineHeight: 1.35 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // A spinner is a progressbar: without a name, screen readers announce nothing (axe:
      // aria-progressbar-name). Components that pass their own label keep it.
      ...(progressLabel
        ? { MuiCircularProgress: { defaultProps: { 'aria-label': progressLabel } } }
        : {}),
    },
  });
}

// Built on first use: creating a theme costs ~10 ms on a phone, and most visits use one mode.
const built = new Map<string, Theme>();

/**
 * The theme of a mode; `variant` 'bank' is the bank customers' (light mode only, spec §6).
 * `progressLabel` names every spinner that has no label of its own (react-admin's loaders), in
 * the language in use.
 */
export function themeFor(
  mode: ThemeMode,
  variant: ThemeVariant = 'default',
  progressLabel?: string,
): Theme {
  const shown = variant === 'bank' && mode === 'light' ? 'bank' : 'default';
  const key = `${mode}:${shown}:${progressLabel ?? ''}`;
  let theme = built.get(key);
  if (!theme) built.set(key, (theme = buildTheme(mode, shown, progressLabel)));
  return theme;
}
