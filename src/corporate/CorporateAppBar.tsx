import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import Box from '@mui/material/Box';
import { DelegateSlot } from '../account/delegate/DelegateSlot';
import { LocaleSwitch } from '../components/LocaleSwitch';
import { Logo } from '../components/Logo';
import { SignInButton } from '../components/SignInButton';
import { ThemeSwitch } from '../components/ThemeSwitch';
import { LocaleSync } from './LocaleSync';
import { ApprovalHeaderCounter } from '../resources/approvals/ApprovalBadge';

/**
 * Console app bar: the site's controls — logo back to the site, language, theme, the delegate
 * picker and the account menu (sign-in when signed out) — around the page title. The title
 * takes what room is left and ends in an ellipsis (minWidth 0), so on a 375 px phone it no
 * longer runs under the language toggle.
 */
export function CorporateAppBar() {
  return (
    <AppBar
      color="inherit"
      userMenu={false}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      elevation={0}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, pr: 1 }}>
          <ApprovalHeaderCounter />
          <LocaleSwitch />
          <ThemeSwitch />
          <DelegateSlot />
          <SignInButton />
          <LoadingIndicator sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
        </Box>
      }
    >
      <LocaleSync />
      <Box sx={{ mr: { xs: 1, sm: 2 }, display: 'flex', flexShrink: 0 }}>
        <Logo />
      </Box>
      <TitlePortal variant="h6" sx={{ minWidth: 0, fontSize: { xs: '1rem', sm: '1.25rem' } }} />
    </AppBar>
  );
}
