import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Confirm,
  ShowBase,
  useDataProvider,
  useNotify,
  useRefresh,
  useShowContext,
  useTranslate,
} from 'react-admin';
import { useFormatDate } from '../common/formats';
import { OptionCard } from './OptionCard';
import { ProposalStatus } from './ProposalList';
import {
  DATE_TIME,
  proposalText,
  type TripProposal,
  type TripProposalOption,
} from './proposalText';

const RESOURCE = 'trip-proposal';

function ProposalView() {
  const translate = useTranslate();
  const date = useFormatDate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { record } = useShowContext<TripProposal>();
  const [asked, setAsked] = useState<TripProposalOption | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [next, setNext] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  async function pick() {
    if (!asked || !record) return;
    setBusy(true);
    try {
      const { data } = (await dataProvider.pickOption(RESOURCE, {
        id: record.id,
        option_id: asked.id,
      })) as { data: { next: string } };
      setNext(data.next);
      notify(translate(proposalText('pickedDone')), { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setAsked(null);
      refresh();
    }
  }

  async function cancel() {
    if (!record) return;
    setBusy(true);
    try {
      await dataProvider.cancelProposal(RESOURCE, { id: record.id });
      notify(translate(proposalText('cancelled')), { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setCancelling(false);
      refresh();
    }
  }

  const pickedOption = record.options.find((o) => o.id === record.picked_option_id);
  const bookAt = next ?? pickedOption?.next ?? null;
  return (
    <Box sx={{ my: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {record.title}
        </Typography>
        <ProposalStatus status={record.status} />
      </Stack>
      <Typography color="text.secondary">
        {translate(proposalText('fields.traveller'))}:{' '}
        {record.traveller.name ?? record.traveller.email} ·{' '}
        {translate(proposalText('fields.createdBy'))}:{' '}
        {record.created_by.name ?? record.created_by.email}
      </Typography>
      {record.note ? <Typography sx={{ mt: 1 }}>{record.note}</Typography> : null}
      {record.status === 'PICKED' && record.picked_at ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {translate(proposalText('picked'), {
            name: record.picked_by?.name ?? record.picked_by?.email ?? '',
            date: date(record.picked_at, DATE_TIME),
          })}{' '}
          {bookAt ? <a href={bookAt}>{translate(proposalText('option.book'))}</a> : null}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
        {record.options.map((option) => (
          <OptionCard
            key={option.id}
            option={option}
            picked={option.id === record.picked_option_id}
            actions={
              record.can_pick ? (
                <Button variant="contained" onClick={() => setAsked(option)} disabled={busy}>
                  {translate(proposalText('option.pick'))}
                </Button>
              ) : null
            }
          />
        ))}
      </Stack>
      {record.can_cancel ? (
        <Button sx={{ mt: 2 }} color="error" onClick={() => setCancelling(true)} disabled={busy}>
          {translate(proposalText('cancel'))}
        </Button>
      ) : null}
      <Confirm
        isOpen={asked != null}
        loading={busy}
        title={translate(proposalText('pickConfirm.title'), { n: (asked?.position ?? 0) + 1 })}
        content={[
          translate(proposalText('pickConfirm.body')),
          asked?.verdict === 'APPROVAL' ? translate(proposalText('pickConfirm.approval')) : '',
        ]
          .filter(Boolean)
          .join(' ')}
        onConfirm={pick}
        onClose={() => setAsked(null)}
      />
      <Confirm
        isOpen={cancelling}
        loading={busy}
        title={translate(proposalText('cancelConfirm.title'))}
        content={translate(proposalText('cancelConfirm.body'))}
        onConfirm={cancel}
        onClose={() => setCancelling(false)}
      />
    </Box>
  );
}

/** One proposal, its options side by side (stacked on a phone), picked once after a confirm. */
export function ProposalShow() {
  return (
    <ShowBase>
      <ProposalView />
    </ShowBase>
  );
}
