import './catalogue';
import '../../public-site/info/catalogue';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocale, useT } from '../../i18n/context';
import type { SiteKey } from '../../i18n/site';
import { fetchProgress, fetchRanks } from '../../public-site/info/membershipData';
import { formatVietnamDayTime } from '../../public-site/search/format';
import { plainNumber, plainVnd } from '../../public-site/search/plainFormat';
import { AccountLoadStates } from '../AccountLoadStates';
import { RankCard } from './RankCard';
import { fetchPointHistory, fetchPoints, type PointEntry } from './rewardsApi';
import { useAccountLoad } from './useAccountLoad';

const POINT_UNIT = 10_000;

async function loadRewards() {
  const [ranks, progress, points, history] = await Promise.all([
    fetchRanks(),
    fetchProgress(),
    fetchPoints(),
    fetchPointHistory(null),
  ]);
  return { ranks, progress, points, history };
}

/** /account/reward: rank and progress to the next, points balance and history. */
export function RewardPage() {
  const t = useT();
  const { locale } = useLocale();
  usePageTitle(t('rewards.reward.title'));
  const [state, retry] = useAccountLoad(loadRewards);
  const [more, setMore] = useState<{ entries: PointEntry[]; after: string | null } | null>(null);
  const [moreFailed, setMoreFailed] = useState(false);

  const entries =
    state.status === 'ready' ? [...state.data.history.entries, ...(more?.entries ?? [])] : [];
  const after =
    state.status === 'ready' ? (more ? more.after : state.data.history.metadata.after) : null;
  const loadMore = async () => {
    try {
      const page = await fetchPointHistory(after);
      setMore({
        entries: [...(more?.entries ?? []), ...page.entries],
        after: page.metadata.after ?? null,
      });
      setMoreFailed(false);
    } catch {
      setMoreFailed(true);
    }
  };
  const label = (entry: PointEntry) => {
    const product = (entry.metadata as { product_type?: string } | null)?.product_type;
    if (entry.action_type === 'BOOKING' && (product === 'FLIGHT' || product === 'HOTEL')) {
      return t(`rewards.reward.booking.${product}`);
    }
    const key = `rewards.reward.actions.${entry.action_type ?? ''}`;
    return ['BOOKING', 'REDEEM', 'ADJUSTMENT'].includes(entry.action_type ?? '')
      ? t(key as SiteKey)
      : (entry.action_type ?? '');
  };

  return (
    <Box sx={{ maxWidth: 820 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('rewards.reward.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('rewards.reward.subtitle', { unit: plainVnd(POINT_UNIT, locale) })}
      </Typography>
      <AccountLoadStates state={state} retry={retry} />
      {state.status === 'ready' && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '2fr 1fr' } }}>
            <RankCard progress={state.data.progress} ranks={state.data.ranks} />
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography color="text.secondary">{t('rewards.reward.points')}</Typography>
              <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
                {t('rewards.reward.pointsValue', {
                  points: plainNumber(state.data.points, locale, 0),
                  smart_count: state.data.points,
                })}
              </Typography>
            </Paper>
          </Box>
          <Box component="section" aria-labelledby="points-history">
            <Typography
              id="points-history"
              component="h2"
              variant="h6"
              sx={{ fontWeight: 700, mb: 1 }}
            >
              {t('rewards.reward.history')}
            </Typography>
            {entries.length === 0 ? (
              <Typography color="text.secondary">{t('rewards.reward.empty')}</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {entries.map((entry) => (
                  <Paper
                    component="li"
                    variant="outlined"
                    key={entry.id}
                    sx={{ p: 1.5, display: 'flex', justifyContent: 'space-between', gap: 2 }}
                  >
                    <Box>
                      <Typography sx={{ fontWeight: 600 }}>{label(entry)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {formatVietnamDayTime(entry.inserted_at, locale)}
                      </Typography>
                    </Box>
                    <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {entry.point > 0 ? '+' : ''}
                      {plainNumber(entry.point, locale, 0)}
                    </Typography>
                  </Paper>
                ))}
              </Box>
            )}
            {moreFailed && (
              <Typography color="error" role="alert" sx={{ mt: 1 }}>
                {t('rewards.common.loadError')}
              </Typography>
            )}
            {after && (
              <Button sx={{ mt: 1 }} onClick={() => void loadMore()}>
                {t('rewards.common.more')}
              </Button>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
