import './catalogue';
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { HeaderPickerButton } from '../../components/HeaderPickerButton';
import { useT } from '../../i18n/context';
import { selectDelegate } from '../delegate/delegateStore';
import { useStore } from '../store/createStore';
import { ColleagueSearch, colleagueName } from './ColleagueSearch';
import { deskStore, selectDeskTraveller } from './deskStore';

/**
 * The travel desk's picker (owner, admin, operation): whom the booking is for — a colleague
 * searched in the company, or themselves. The button names the colleague; on a phone it is an
 * icon with its name in the aria-label, and the dialog fills the screen.
 */
export function DeskPicker({ corporateId }: { corporateId: string }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const selected = useStore(deskStore);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const current = selected?.corporateId === corporateId ? selected : null;
  const label = current ? t('header.bookFor', { name: current.name }) : t('desk.pick');
  const close = () => setOpen(false);
  return (
    <>
      <HeaderPickerButton
        color={current ? 'primary' : 'inherit'}
        variant={current ? 'outlined' : 'text'}
        aria-haspopup="dialog"
        aria-label={label}
        title={t('desk.title')}
        onClick={() => setOpen(true)}
        startIcon={<GroupsOutlined />}
        widths={{ xs: 32, sm: 240 }}
        tight
        text={current ? current.name : t('desk.pick')}
      />
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        fullScreen={phone}
        maxWidth="xs"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-help`}
      >
        <DialogTitle id={`${id}-title`}>{t('desk.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-help`} sx={{ mb: 2 }}>
            {current ? t('desk.current', { name: current.name }) : t('desk.help')}
          </DialogContentText>
          <ColleagueSearch
            corporateId={corporateId}
            onPick={(colleague) => {
              // One person at a time: a delegator picked in the header is let go.
              selectDelegate(null);
              selectDeskTraveller({
                id: colleague.user_id,
                name: colleagueName(colleague),
                corporateId,
              });
              close();
            }}
          />
        </DialogContent>
        <DialogActions>
          {current && (
            <Button
              onClick={() => {
                selectDeskTraveller(null);
                close();
              }}
            >
              {t('desk.myself')}
            </Button>
          )}
          <Button onClick={close}>{t('desk.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
