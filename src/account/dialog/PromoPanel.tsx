import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import BusinessCenter from '@mui/icons-material/BusinessCenter';
import Savings from '@mui/icons-material/Savings';
import { useT } from '../../i18n/context';

/** Spec §2: the side panel advertising the sign-up voucher, corporate voucher and cashback. */
export function PromoPanel() {
  const t = useT();
  const items = [
    { icon: <CardGiftcard />, text: t('account.promo.signUp') },
    { icon: <BusinessCenter />, text: t('account.promo.corporate') },
    { icon: <Savings />, text: t('account.promo.cashback') },
  ];
  return (
    <Box
      component="aside"
      aria-label={t('account.promo.title')}
      sx={{
        display: { xs: 'none', md: 'block' },
        p: 4,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 3 }}>
        {t('account.promo.title')}
      </Typography>
      <Stack component="ul" spacing={2.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <Stack component="li" key={item.text} direction="row" spacing={1.5}>
            <Box aria-hidden sx={{ display: 'flex' }}>
              {item.icon}
            </Box>
            <Typography>{item.text}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
