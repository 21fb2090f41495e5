import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useT } from '../../i18n/context';
import type { SiteKey } from '../../i18n/site';
import type { MemberProgress, RankRow } from '../../public-site/info/membershipData';
import { formatNumber, formatVietnamDay } from '../../public-site/search/format';
import { plainVnd } from '../../public-site/search/plainFormat';

const KNOWN = ['MEMBER', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND'];

/** The rank, its cash back, the 12-month spend and the progress to the next rank. */
export function RankCard({ progress, ranks }: { progress: MemberProgress; ranks: RankRow[] }) {
  const t = useT();
  const { locale } = useLocale();
  const name = (rank: string) =>
    KNOWN.includes(rank) ? t(`publicInfo.membership.names.${rank}` as SiteKey) : rank;
  const spend = progress.spend?.amount ?? 0;
  const current = progress.rank ? ranks.find((r) => r.rank === progress.rank?.rank) : undefined;
  const next = ranks.find(
    (r) => (r.price ?? 0) > spend && (!current || (r.price ?? 0) > (current.price ?? 0)),
  );
  const base = current?.price ?? 0;
  const percent = next
    ? Math.min(100, Math.max(0, ((spend - base) / ((next.price ?? 0) - base || 1)) * 100))
    : 100;
  const date = progress.rank?.expired_time
    ? formatVietnamDay(progress.rank.expired_time, locale)
    : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography color="text.secondary">{t('rewards.reward.rank')}</Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
        {progress.rank ? name(progress.rank.rank) : t('rewards.reward.noRank')}
      </Typography>
      {date && (
        <Typography color="text.secondary">{t('rewards.reward.until', { date })}</Typography>
      )}
      {current?.cash_back_rate ? (
        <Typography>
          {t('rewards.reward.cashBack', { rate: formatNumber(current.cash_back_rate, locale, 2) })}
        </Typography>
      ) : null}
      <Typography sx={{ mt: 2 }}>
        {t('rewards.reward.spend', { amount: plainVnd(spend, locale) })}
      </Typography>
      {next ? (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('rewards.reward.progress', { rank: name(next.rank) })}
            sx={{ height: 10, borderRadius: 5 }}
          />
          <Typography sx={{ mt: 1 }}>
            {t('rewards.reward.next', {
              amount: plainVnd((next.price ?? 0) - spend, locale),
              rank: name(next.rank),
            })}
          </Typography>
        </Box>
      ) : (
        <Typography sx={{ mt: 1 }}>{t('rewards.reward.top')}</Typography>
      )}
    </Paper>
  );
}
