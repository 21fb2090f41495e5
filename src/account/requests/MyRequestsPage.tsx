import './catalogue';
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import {
  CancelBookingRequestDocument,
  MyBookingRequestsDocument,
  type BookingRequestFieldsFragment,
} from '../../api/generated/corporate';
import { hasSessionTokens } from '../../api/tokens';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocale, useT } from '../../i18n/context';
import { formatMoney, requestTime } from './requestFormat';

type Request = BookingRequestFieldsFragment;
type Load =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'error' }
  | { status: 'ready'; requests: Request[] };

/**
 * /account/request-bookings: the traveller follows their booking requests (docs/approvals.md):
 * status, who has it now and by when it will be decided, the decision and its comment; a
 * pending one can be cancelled.
 */
export function MyRequestsPage() {
  const t = useT();
  const { locale } = useLocale();
  usePageTitle(t('requests.mine.title'));
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);

  const reload = useCallback(async () => {
    if (!hasSessionTokens()) {
      setLoad({ status: 'anonymous' });
      return;
    }
    try {
      const data = await graphqlRequest('corporate', MyBookingRequestsDocument, { limit: 50 });
      setLoad({ status: 'ready', requests: data.my_booking_requests.entries });
    } catch {
      setLoad({ status: 'error' });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const cancel = async (r: Request) => {
    try {
      await graphqlRequest('corporate', CancelBookingRequestDocument, { input: { id: r.id } });
      setNotice(t('requests.mine.cancelled'));
      await reload();
    } catch {
      setLoad({ status: 'error' });
    }
  };

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t('requests.mine.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('requests.mine.intro')}
      </Typography>
      {notice && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      {load.status === 'loading' && <CircularProgress aria-label={t('requests.mine.title')} />}
      {load.status === 'anonymous' && <Alert severity="info">{t('requests.mine.signIn')}</Alert>}
      {load.status === 'error' && (
        <Alert
          severity="error"
          action={<Button onClick={() => void reload()}>{t('requests.mine.retry')}</Button>}
        >
          {t('requests.mine.error')}
        </Alert>
      )}
      {load.status === 'ready' && load.requests.length === 0 && (
        <Typography>{t('requests.mine.empty')}</Typography>
      )}
      {load.status === 'ready' && load.requests.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {load.requests.map((r) => (
            <Paper
              component="li"
              key={r.id}
              variant="outlined"
              sx={{ p: 2 }}
              aria-label={r.summary}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {r.summary}
                </Typography>
                <Chip size="small" label={t(`requests.status.${r.status}`)} />
              </Stack>
              <Typography variant="body2">
                {t('requests.mine.price', { amount: formatMoney(r.price, r.currency, locale) })}
              </Typography>
              {r.status === 'PENDING' && r.approver && (
                <>
                  <Typography variant="body2">
                    {t('requests.mine.withApprover', { name: r.approver.name })}
                    {r.escalation_level > 0 ? ` · ${t('requests.mine.escalated')}` : ''}
                  </Typography>
                  <Typography variant="body2">
                    {t('requests.mine.deadline', { date: requestTime(r.deadline_at, locale) })}
                  </Typography>
                  {r.hold_lapsed && (
                    <Typography variant="body2" color="warning.main">
                      {t('requests.mine.holdLapsed', { date: requestTime(r.held_until, locale) })}
                    </Typography>
                  )}
                  <Button size="small" onClick={() => void cancel(r)} sx={{ mt: 1 }}>
                    {t('requests.mine.cancel')}
                  </Button>
                </>
              )}
              {r.decided_by && r.decided_at && (
                <Typography variant="body2">
                  {t('requests.mine.decided', {
                    name: r.decided_by.name,
                    date: requestTime(r.decided_at, locale),
                  })}
                </Typography>
              )}
              {r.comment && (
                <Typography variant="body2">
                  {t('requests.mine.comment', { comment: r.comment })}
                </Typography>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
