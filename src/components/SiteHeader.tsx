import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { ActingSlot } from '../account/acting/ActingSlot';
import { CurrencySwitch } from './CurrencySwitch';
import { LocaleSwitch } from './LocaleSwitch';
import { PickersSlot } from './PickersSlot';
import { Logo } from './Logo';
import { SignInButton } from './SignInButton';
import { ThemeSwitch } from './ThemeSwitch';

/**
 * Header of the public site and account area: logo, language, currency, theme, the delegate
 * picker (for someone with delegators), the travel desk's colleague picker, a travel agent's traveller picker and sign-in or the account menu; below them, support's
 * "acting for …" banner while an agent acts for someone.
 */
export function SiteHeader() {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1, sm: 3 } }}>
        <Logo />
        <Box sx={{ flexGrow: 1 }} />
        <LocaleSwitch />
        <CurrencySwitch />
        <ThemeSwitch />
        <PickersSlot />
        <SignInButton />
      </Toolbar>
      <ActingSlot />
    </AppBar>
  );
}
