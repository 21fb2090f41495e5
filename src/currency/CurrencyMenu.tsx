import './catalogue';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useStore } from '../account/store/createStore';
import { useLocale, useT } from '../i18n/context';
import type { Locale } from '../i18n/types';
import { intlLocale } from '../public-site/search/format';
import {
  BASE_CURRENCY,
  currencyStore,
  loadRates,
  setCurrency,
  shownCurrency,
  type CurrencyOption,
} from './currencyStore';

export interface CurrencyMenuProps {
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

const names = new Map<string, Intl.DisplayNames | null>();

/** The currency's name in the site's locale; the service's name where Intl has none. */
function currencyName(option: CurrencyOption, locale: Locale): string {
  if (!names.has(locale)) {
    names.set(
      locale,
      typeof Intl.DisplayNames === 'function'
        ? new Intl.DisplayNames([intlLocale(locale)], { type: 'currency', fallback: 'none' })
        : null,
    );
  }
  return names.get(locale)?.of(option.code) ?? option.name;
}

const noteSx = {
  listStyle: 'none',
  px: 2,
  py: 1,
  maxWidth: 280,
  fontSize: '0.8125rem',
  color: 'text.secondary',
};

/** The header's currency menu: VND and every currency the service lists, each a radio item. */
export function CurrencyMenu({ anchor, open, onClose }: CurrencyMenuProps) {
  const t = useT();
  const { locale } = useLocale();
  const state = useStore(currencyStore);
  const { rates } = state;
  const current = shownCurrency(state);
  const options: CurrencyOption[] =
    rates.status === 'ready'
      ? rates.table.currencies
      : [{ code: BASE_CURRENCY, name: BASE_CURRENCY, symbol: '₫' }];
  return (
    <Menu
      id="currency-menu"
      anchorEl={anchor}
      open={open && Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        list: { 'aria-labelledby': 'currency-button', 'aria-busy': rates.status === 'loading' },
        paper: { sx: { maxHeight: 'min(70vh, 480px)' } },
      }}
    >
      {options.map((option) => (
        <MenuItem
          key={option.code}
          role="menuitemradio"
          aria-checked={option.code === current}
          selected={option.code === current}
          onClick={() => {
            setCurrency(option.code);
            onClose();
          }}
          sx={{ gap: 1.5, minHeight: 44 }}
        >
          <span style={{ fontWeight: 700, minWidth: '3em' }}>{option.code}</span>{' '}
          <span>{currencyName(option, locale)}</span>
        </MenuItem>
      ))}
      {rates.status === 'loading' && (
        <MenuItem disabled sx={{ minHeight: 44 }}>
          {t('currency.menu.loading')}
        </MenuItem>
      )}
      {rates.status === 'failed' && (
        <Box component="li" role="none" sx={noteSx}>
          {t('currency.menu.failed')}
        </Box>
      )}
      {rates.status === 'failed' && (
        <MenuItem onClick={() => loadRates({ retry: true })} sx={{ minHeight: 44 }}>
          {t('currency.menu.retry')}
        </MenuItem>
      )}
      {rates.status === 'ready' && (
        <Box component="li" role="none" sx={noteSx}>
          {t('currency.menu.note')}
        </Box>
      )}
    </Menu>
  );
}
