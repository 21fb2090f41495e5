import { useEffect, useId, useRef, useState } from 'react';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import { HeaderPickerButton } from '../../components/HeaderPickerButton';
import { useT } from '../../i18n/context';
import { useStore } from '../store/createStore';
import { delegateStore, loadDelegators, selectDelegate, type Delegator } from './delegateStore';

function nameOf(d: Pick<Delegator, 'first_name' | 'last_name' | 'email'>): string {
  return [d.last_name, d.first_name].filter(Boolean).join(' ') || d.email || '';
}

/**
 * Spec §4: the delegate picker — whom the signed-in user books for. Shown only to someone with
 * delegators; the choice lives in session storage (`XPatronId`) and rides as X-Patron-Id on the
 * booking routes. On a phone the button is an icon, its name in the aria-label.
 */
export function DelegatePicker() {
  const t = useT();
  const id = useId();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { status, delegators, selectedId } = useStore(delegateStore);

  useEffect(() => {
    void loadDelegators();
  }, []);

  if (status !== 'ready' || delegators.length === 0) return null;
  const selected = delegators.find((d) => d.user_id === selectedId);
  const current = selected ? nameOf(selected) : t('header.myself');
  const choose = (userId: string | null) => {
    selectDelegate(userId);
    setOpen(false);
  };
  return (
    <>
      <HeaderPickerButton
        ref={anchor}
        id={`${id}-button`}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={t('header.bookFor', { name: current })}
        title={t('header.bookForMenu')}
        onClick={() => setOpen(true)}
        startIcon={<SupervisorAccountOutlined />}
        widths={{ xs: 32, sm: 200 }}
        tight
        text={current}
      />
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor.current}
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button`, dense: true } }}
      >
        <MenuItem selected={!selected} onClick={() => choose(null)}>
          <ListItemText primary={t('header.myself')} />
        </MenuItem>
        {delegators.map((d) => (
          <MenuItem
            key={d.user_id}
            selected={d.user_id === selectedId}
            onClick={() => choose(d.user_id)}
          >
            <ListItemText primary={nameOf(d)} secondary={d.email} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
