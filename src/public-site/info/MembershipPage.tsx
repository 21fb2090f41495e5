import './catalogue';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useStore } from '../../account/store/createStore';
import { openAccountDialog } from '../../account/store/dialogStore';
import { sessionStore } from '../../account/store/sessionStore';
import { useLocale, useT } from '../../i18n/context';
import type { SiteKey } from '../../i18n/site';
import type { Locale } from '../../i18n/types';
import { formatVietnamDay } from '../search/format';
import { plainNumber, plainVnd } from '../search/plainFormat';
import { InfoHeader } from './InfoHeader';
import {
  fetchProgress,
  fetchRanks,
  nextRank,
  type MemberProgress,
  type RankRow,
} from './membershipData';
import { Notice } from './Notice';

type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

function useLoad<T>(load: (() => Promise<T>) | null, key: unknown): [Load<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  useEffect(() => {
    if (!load) return;
    let cancelled = false;
    setState({ status: 'loading' });
    load().then(
      (data) => !cancelled && setState({ status: 'ready', data }),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` depends on.
  }, [key, attempt]);
  return [state, () => setAttempt((a) => a + 1)];
}

function useRankName() {
  const t = useT();
  return (rank: string) =>
    ['MEMBER', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND'].includes(rank)
      ? t(`publicInfo.membership.names.${rank}` as SiteKey)
      : rank;
}

function formatDay(iso: string | null | undefined, locale: Locale): string {
  return iso ? formatVietnamDay(iso, locale) : '';
}

function Progress({ progress, ranks }: { progress: MemberProgress; ranks: RankRow[] }) {
  const t = useT();
  const { locale } = useLocale();
  const rankName = useRankName();
  const { rank, spend } = progress;
  const expired = rank?.expired_time ? new Date(rank.expired_time) < new Date() : false;
  const next = spend ? nextRank(ranks, spend.amount) : null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {!rank && <Typography>{t('publicInfo.membership.noRank')}</Typography>}
      {rank && expired && (
        <Typography>
          {t('publicInfo.membership.expired', {
            rank: rankName(rank.rank),
            end: formatDay(rank.expired_time, locale),
          })}
        </Typography>
      )}
      {rank && !expired && (
        <Typography sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {t('publicInfo.membership.rankSince', {
            rank: rankName(rank.rank),
            begin: formatDay(rank.begin_time, locale),
          })}
          {rank.expired_time &&
            ` · ${t('publicInfo.membership.rankUntil', { end: formatDay(rank.expired_time, locale) })}`}
        </Typography>
      )}
      {spend ? (
        <>
          <Typography>
            {t('publicInfo.membership.spend', { amount: plainVnd(spend.amount, locale) })}
          </Typography>
          <Typography>
            {next
              ? t('publicInfo.membership.nextRank', {
                  amount: plainVnd(next.left, locale),
                  rank: rankName(next.rank.rank),
                })
              : t('publicInfo.membership.topRank')}
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary">
          {t('publicInfo.membership.spendUnavailable')}
        </Typography>
      )}
    </Box>
  );
}

/**
 * /membership: the ranks read live from payments `rank_configurations` and, for a signed-in
 * traveller, their rank (profile) and recorded spend (`user_spend`, once bookings record it).
 */
export function MembershipPage() {
  const t = useT();
  const { locale } = useLocale();
  const rankName = useRankName();
  const session = useStore(sessionStore);
  const signedIn = session.status === 'signed-in';
  const [ranks, retryRanks] = useLoad(fetchRanks, 'ranks');
  const [progress, retryProgress] = useLoad(signedIn ? fetchProgress : null, session.profile?.id);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <InfoHeader page="membership" lead={t('publicInfo.membership.lead')} />
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="your-rank"
        sx={{ mt: 3, p: { xs: 2, md: 3 } }}
      >
        <Typography id="your-rank" component="h2" variant="h5" sx={{ mb: 1 }}>
          {t('publicInfo.membership.yourRank')}
        </Typography>
        {!signedIn && (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography>{t('publicInfo.membership.signInPrompt')}</Typography>
            <Button variant="outlined" onClick={() => openAccountDialog('review')}>
              {t('publicInfo.membership.signIn')}
            </Button>
          </Box>
        )}
        {signedIn && progress.status === 'loading' && (
          <CircularProgress size={24} aria-label={t('publicInfo.membership.loading')} />
        )}
        {signedIn && progress.status === 'error' && (
          <Notice
            severity="error"
            action={
              <Button color="inherit" onClick={retryProgress}>
                {t('publicInfo.membership.retry')}
              </Button>
            }
          >
            {t('publicInfo.membership.loadError')}
          </Notice>
        )}
        {signedIn && progress.status === 'ready' && ranks.status === 'ready' && (
          <Progress progress={progress.data} ranks={ranks.data} />
        )}
      </Paper>

      <Box component="section" aria-labelledby="ranks-title" sx={{ mt: 4 }}>
        <Typography id="ranks-title" component="h2" variant="h5">
          {t('publicInfo.membership.tableCaption')}
        </Typography>
        {ranks.status === 'loading' && (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 3 }}>
            <CircularProgress size={24} aria-hidden="true" />
            <Typography role="status">{t('publicInfo.membership.loading')}</Typography>
          </Box>
        )}
        {ranks.status === 'error' && (
          <Notice
            severity="error"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" onClick={retryRanks}>
                {t('publicInfo.membership.retry')}
              </Button>
            }
          >
            {t('publicInfo.membership.loadError')}
          </Notice>
        )}
        {ranks.status === 'ready' && ranks.data.length === 0 && (
          <Notice severity="info" sx={{ mt: 2 }}>
            {t('publicInfo.membership.empty')}
          </Notice>
        )}
        {ranks.status === 'ready' && ranks.data.length > 0 && (
          <Box sx={{ overflowX: 'auto', mt: 2 }}>
            <Box
              component="table"
              sx={{
                width: '100%',
                borderCollapse: 'collapse',
                '& th, & td': {
                  borderBottom: 1,
                  borderColor: 'divider',
                  p: 1.5,
                  textAlign: 'left',
                },
              }}
            >
              <thead>
                <tr>
                  <th scope="col">{t('publicInfo.membership.rank')}</th>
                  <th scope="col">{t('publicInfo.membership.threshold')}</th>
                  <th scope="col">{t('publicInfo.membership.cashBack')}</th>
                </tr>
              </thead>
              <tbody>
                {ranks.data.map((row) => (
                  <tr key={row.rank} data-rank={row.rank}>
                    <th scope="row">{rankName(row.rank)}</th>
                    <td>{plainVnd(row.price ?? 0, locale)}</td>
                    <td>
                      {t('publicInfo.membership.cashBackValue', {
                        rate: plainNumber(row.cash_back_rate ?? 0, locale, 2),
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="how-title" sx={{ mt: 4 }}>
        <Typography id="how-title" component="h2" variant="h5">
          {t('publicInfo.membership.howTitle')}
        </Typography>
        <Box component="ul" sx={{ pl: 3, display: 'grid', gap: 0.75 }}>
          <li>{t('publicInfo.membership.how.earn')}</li>
          <li>{t('publicInfo.membership.how.rank')}</li>
          <li>{t('publicInfo.membership.how.cashBack')}</li>
        </Box>
      </Box>
    </Container>
  );
}
