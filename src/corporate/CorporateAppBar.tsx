import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import Box from '@mui/material/Box';
import { LocaleSwitch } from '../components/LocaleSwitch';
import { Logo } from '../components/Logo';
import { ThemeSwitch } from '../components/ThemeSwitch';
import { LocaleSync } from './LocaleSync';

/** Console app bar: logo back to the site, page title, language and theme switches. */
export function CorporateAppBar() {
  return (
    <AppBar
      color="inherit"
      userMenu={false}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      elevation={0}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LocaleSwitch />
          <ThemeSwitch />
          <LoadingIndicator />
        </Box>
      }
    >
      <LocaleSync />
      <Box sx={{ mr: 2, display: 'flex' }}>
        <Logo />
      </Box>
      <TitlePortal variant="h6" />
    </AppBar>
  );
}
