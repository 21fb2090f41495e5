import { useEffect, useId, useRef, useState } from 'react';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { HeaderPickerButton } from '../../components/HeaderPickerButton';
import { useT } from '../../i18n/context';
import { useStore } from '../store/createStore';
import { agentStore, loadAgentTravellers, selectTraveller, travellerName } from './agentStore';

/**
 * Spec §6: the travel agent's picker — the traveller they book for (`account-ta`), or
 * themselves. The button names whom they act for; the menu changes it or stops. On a phone the
 * button is an icon, its name in the aria-label.
 */
export function AgentPicker({ profile }: { profile: { role?: string | null } }) {
  const role = profile.role;
  const t = useT();
  const id = useId();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { status, travellers, selected } = useStore(agentStore);

  useEffect(() => {
    void loadAgentTravellers({ role });
  }, [role]);

  if (status !== 'ready') return null;
  const label = selected ? t('header.bookFor', { name: selected.name }) : t('header.agentPick');
  const choose = (travellerId: string | null) => {
    selectTraveller(travellerId);
    setOpen(false);
  };
  return (
    <>
      <HeaderPickerButton
        ref={anchor}
        id={`${id}-button`}
        color={selected ? 'primary' : 'inherit'}
        variant={selected ? 'outlined' : 'text'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={label}
        title={t('header.agentMenu')}
        onClick={() => setOpen(true)}
        startIcon={<BadgeOutlined />}
        widths={{ xs: 40, sm: 240 }}
        text={selected ? selected.name : t('header.agentPick')}
      />
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor.current}
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button`, dense: true } }}
      >
        {travellers.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary={t('header.agentNone')} />
          </MenuItem>
        )}
        {travellers.map((traveller) => (
          <MenuItem
            key={traveller.id}
            selected={traveller.id === selected?.id}
            onClick={() => choose(traveller.id)}
          >
            <ListItemText primary={travellerName(traveller)} secondary={traveller.email} />
          </MenuItem>
        ))}
        <MenuItem selected={!selected} onClick={() => choose(null)}>
          <ListItemText primary={selected ? t('header.agentStop') : t('header.myself')} />
        </MenuItem>
      </Menu>
    </>
  );
}
