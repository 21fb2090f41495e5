import './catalogue';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import { useT } from '../i18n/context';
import { logout } from './logout';
import { navigateTo } from './navigation';

export interface AccountMenuProps {
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

/** The header's account menu: profile and sign out. */
export function AccountMenu({ anchor, open, onClose }: AccountMenuProps) {
  const t = useT();
  return (
    <Menu
      id="account-menu"
      anchorEl={anchor}
      open={open && Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': 'account-menu-button' } }}
    >
      <MenuItem
        onClick={() => {
          onClose();
          navigateTo('/account/profile');
        }}
      >
        <ListItemIcon>
          <Person fontSize="small" />
        </ListItemIcon>
        {t('account.menu.profile')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t('account.menu.signOut')}
      </MenuItem>
    </Menu>
  );
}
