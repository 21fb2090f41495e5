import './catalogue';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocale, useT } from '../../i18n/context';
import { plainNumber } from '../../public-site/search/plainFormat';
import { visuallyHidden } from '../../public-site/search/ResultStates';
import { AccountLoadStates } from '../AccountLoadStates';
import { fetchVouchers, type BoughtVoucher } from './rewardsApi';
import { useAccountLoad } from './useAccountLoad';
import { GiftCard, OfferCard, PlanCard, VoucherSection } from './VoucherCards';

/**
 * /account/voucher: the traveller's gift vouchers, the promotions open to them (user_offers)
 * and the rank reward plan's vouchers, each code with a copy button and its validity.
 */
export function VoucherPage() {
  const t = useT();
  const { locale } = useLocale();
  usePageTitle(t('rewards.voucher.title'));
  const [state, retry] = useAccountLoad(fetchVouchers);
  // What was bought on this visit: the page shows it without loading everything again.
  const [bought, setBought] = useState<
    { planId: string; voucher: BoughtVoucher; points: number }[]
  >([]);
  const [said, setSaid] = useState('');
  const spent = bought.reduce((sum, b) => sum + b.points, 0);
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('rewards.voucher.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('rewards.voucher.subtitle')}
      </Typography>
      <AccountLoadStates state={state} retry={retry} />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {said}
      </Box>
      {state.status === 'ready' && (
        <Box sx={{ display: 'grid', gap: 4 }}>
          <VoucherSection
            id="gift-vouchers"
            title={t('rewards.voucher.gifts')}
            empty={t('rewards.voucher.giftsEmpty')}
          >
            {state.data.gifts.map((gift) => (
              <GiftCard key={gift.id ?? gift.code} gift={gift} />
            ))}
          </VoucherSection>
          <VoucherSection
            id="offers"
            title={t('rewards.voucher.offers')}
            empty={t('rewards.voucher.offersEmpty')}
          >
            {[
              ...bought.map((b) => ({ id: b.voucher.id, platform_promotion: b.voucher })),
              ...state.data.offers.filter((o) => !bought.some((b) => b.voucher.id === o.id)),
            ].map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </VoucherSection>
          <Typography sx={{ mb: -2 }}>
            {t('rewards.voucher.pointsNow', {
              points: plainNumber(state.data.points - spent, locale, 0),
              smart_count: state.data.points - spent,
            })}
          </Typography>
          <VoucherSection
            id="plan-vouchers"
            title={t('rewards.voucher.plan')}
            empty={t('rewards.voucher.planEmpty')}
          >
            {state.data.plan.map((voucher) => (
              <PlanCard
                key={voucher.id}
                voucher={voucher}
                points={state.data.points - spent}
                bought={bought.findLast((b) => b.planId === voucher.id)?.voucher ?? null}
                onBought={(one, points) => {
                  setBought((list) => [...list, { planId: voucher.id, voucher: one, points }]);
                  setSaid(t('rewards.voucher.bought', { name: one.name, code: one.code ?? '' }));
                }}
              />
            ))}
          </VoucherSection>
        </Box>
      )}
    </Box>
  );
}
