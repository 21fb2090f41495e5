import './catalogue';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/context';
import { AccountLoadStates } from '../AccountLoadStates';
import { fetchVouchers } from './rewardsApi';
import { useAccountLoad } from './useAccountLoad';
import { GiftCard, OfferCard, PlanCard, VoucherSection } from './VoucherCards';

/**
 * /account/voucher: the traveller's gift vouchers, the promotions open to them (user_offers)
 * and the rank reward plan's vouchers, each code with a copy button and its validity.
 */
export function VoucherPage() {
  const t = useT();
  usePageTitle(t('rewards.voucher.title'));
  const [state, retry] = useAccountLoad(fetchVouchers);
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('rewards.voucher.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('rewards.voucher.subtitle')}
      </Typography>
      <AccountLoadStates state={state} retry={retry} />
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
            {state.data.offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </VoucherSection>
          <VoucherSection
            id="plan-vouchers"
            title={t('rewards.voucher.plan')}
            empty={t('rewards.voucher.planEmpty')}
          >
            {state.data.plan.map((voucher) => (
              <PlanCard key={voucher.id} voucher={voucher} />
            ))}
          </VoucherSection>
        </Box>
      )}
    </Box>
  );
}
