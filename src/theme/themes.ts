import { createTheme, type Theme } from '@mui/material/styles';
import { MUI_BREAKPOINTS } from './breakpoints';

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

/** Wayfare brand: calm teal primary, deep-blue secondary; AA contrast on both surfaces. */
function buildTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    breakpoints: { values: MUI_BREAKPOINTS },
    palette: {
      mode,
      primary: dark
        ? { main: '#5cc2cc', contrastText: '#05292d' }
        : { main: '#0b6e79', contrastText: '#ffffff' },
      secondary: dark ? { main: '#8fb4ff' } : { main: '#1f4fa3' },
      background: dark
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
    },
  });
}

// Built on first use: creating a theme costs ~10 ms on a phone, and most visits use one mode.
const built: Partial<Record<ThemeMode, Theme>> = {};

export function themeFor(mode: ThemeMode): Theme {
  return (built[mode] ??= buildTheme(mode));
}
