import './catalogue';
import { useEffect, useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { HeaderPickerButton } from '../../components/HeaderPickerButton';
import { useT } from '../../i18n/context';
import { useStore } from '../store/createStore';
import { AddClient } from './AddClient';
import { AgentBanner } from './AgentBanner';
import { agentStore, loadAgentTravellers, selectTraveller } from './agentStore';
import { ClientSearch } from './ClientSearch';

/**
 * Spec §6: the travel agent's desk in the header — the client they book for (`account-ta`),
 * searched on the server, or themselves; and "add a client" by e-mail, which the client must
 * accept. The button names whom they book for (on a phone an icon, its name in the
 * aria-label); while someone is chosen, a banner under the header says so and stops it.
 */
export function AgentPicker({ profile }: { profile: { role?: string | null } }) {
  const role = profile.role;
  const t = useT();
  const id = useId();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [header, setHeader] = useState<Element | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { status, selected } = useStore(agentStore);

  useEffect(() => {
    void loadAgentTravellers({ role });
  }, [role]);
  useEffect(() => {
    setHeader(anchor.current?.closest('header') ?? null);
  }, [status]);

  if (status !== 'ready') return null;
  const label = selected ? t('header.bookFor', { name: selected.name }) : t('header.agentPick');
  const close = () => setOpen(false);
  return (
    <>
      <HeaderPickerButton
        ref={anchor}
        color={selected ? 'primary' : 'inherit'}
        variant={selected ? 'outlined' : 'text'}
        aria-haspopup="dialog"
        aria-label={label}
        title={t('header.agentMenu')}
        onClick={() => setOpen(true)}
        startIcon={<BadgeOutlined />}
        widths={{ xs: 40, sm: 240 }}
        text={selected ? selected.name : t('header.agentPick')}
      />
      {selected && header && <AgentBanner name={selected.name} host={header} />}
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        fullScreen={phone}
        maxWidth="xs"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-help`}
      >
        <DialogTitle id={`${id}-title`}>{t('agent.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-help`} sx={{ mb: 2 }}>
            {selected ? t('agent.current', { name: selected.name }) : t('agent.help')}
          </DialogContentText>
          <ClientSearch
            onPick={(client) => {
              selectTraveller(client);
              close();
            }}
          />
          <AddClient />
        </DialogContent>
        <DialogActions>
          {selected && (
            <Button
              onClick={() => {
                selectTraveller(null);
                close();
              }}
            >
              {t('agent.myself')}
            </Button>
          )}
          <Button onClick={close}>{t('agent.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
