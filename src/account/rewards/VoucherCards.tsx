import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useT } from '../../i18n/context';
import { formatVietnamDay } from '../../public-site/search/format';
import { plainNumber, plainVnd } from '../../public-site/search/plainFormat';
import { CopyCode } from './CopyCode';
import { PlanRedeem } from './PlanRedeem';
import type { BoughtVoucher, GiftVoucher, Offer, PlanVoucher } from './rewardsApi';

function useDay() {
  const { locale } = useLocale();
  return (iso: string) => formatVietnamDay(iso, locale);
}

export function GiftCard({ gift }: { gift: GiftVoucher }) {
  const t = useT();
  const { locale } = useLocale();
  const day = useDay();
  const kind = gift.type === 'FLIGHT' || gift.type === 'HOTEL' ? gift.type : 'ALL';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
      <Typography sx={{ fontWeight: 700 }}>
        {t('rewards.voucher.giftValue', { amount: plainVnd(gift.price, locale) })}
      </Typography>
      <Typography color="text.secondary">{t(`rewards.voucher.giftFor.${kind}`)}</Typography>
      <Typography variant="body2">
        {gift.expired_at
          ? t('rewards.voucher.validUntil', { date: day(gift.expired_at) })
          : t('rewards.voucher.noEnd')}
      </Typography>
      <CopyCode code={gift.code} />
    </Paper>
  );
}

export function OfferCard({ offer }: { offer: Offer }) {
  const t = useT();
  const { locale } = useLocale();
  const day = useDay();
  const p = offer.platform_promotion;
  if (!p) return null;
  const vnd = (n: number) => plainVnd(n, locale);
  const discount =
    p.percent_off != null
      ? t('rewards.voucher.percentOff', { percent: plainNumber(p.percent_off, locale, 2) })
      : p.amount_off != null
        ? t('rewards.voucher.amountOff', { amount: vnd(p.amount_off) })
        : '';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
      <Typography sx={{ fontWeight: 700 }}>{p.name}</Typography>
      <Typography>
        {discount}
        {p.maximum != null && p.percent_off != null
          ? ` · ${t('rewards.voucher.upTo', { amount: vnd(p.maximum) })}`
          : ''}
      </Typography>
      {p.minimum != null && (
        <Typography variant="body2" color="text.secondary">
          {t('rewards.voucher.minimum', { amount: vnd(p.minimum) })}
        </Typography>
      )}
      {p.note && (
        <Typography variant="body2" color="text.secondary">
          {p.note}
        </Typography>
      )}
      <Typography variant="body2">
        {p.end_at
          ? t('rewards.voucher.validUntil', { date: day(p.end_at) })
          : t('rewards.voucher.noEnd')}
      </Typography>
      {p.code && <CopyCode code={p.code} />}
    </Paper>
  );
}

export function PlanCard({
  voucher,
  points,
  bought,
  onBought,
}: {
  voucher: PlanVoucher;
  /** The traveller's points now. */
  points: number;
  /** The last one bought here this visit, whose code the card shows. */
  bought: BoughtVoucher | null;
  onBought: (bought: BoughtVoucher, points: number) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
      <Typography sx={{ fontWeight: 700 }}>{voucher.name}</Typography>
      {voucher.percent_off != null && (
        <Typography>
          {t('rewards.voucher.percentOff', {
            percent: plainNumber(voucher.percent_off, locale, 2),
          })}
        </Typography>
      )}
      {voucher.note && (
        <Typography variant="body2" color="text.secondary">
          {voucher.note}
        </Typography>
      )}
      {voucher.duration != null && (
        <Typography variant="body2">
          {t('rewards.voucher.planDuration', { smart_count: voucher.duration })}
        </Typography>
      )}
      <PlanRedeem voucher={voucher} points={points} onBought={onBought} />
      {bought?.code && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('rewards.voucher.boughtCode')}
          </Typography>
          <CopyCode code={bought.code} />
        </>
      )}
    </Paper>
  );
}

/** A titled list section with its empty text. */
export function VoucherSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  children: React.ReactNode[];
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {children}
        </Box>
      )}
    </Box>
  );
}
