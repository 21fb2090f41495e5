import { Suspense, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import { lazyPage } from '../app/lazyPage';
import { loadRates, shownCurrency, useCurrency } from '../currency/currencyStore';
import { useT } from '../i18n/context';

const loadMenu = () => import('../currency/CurrencyMenu');
const CurrencyMenu = lazyPage(loadMenu, 'CurrencyMenu');

/**
 * The display currency (VND default) beside the language switch. The list and the rates load
 * with the menu (a small lazy chunk), the first time it opens.
 */
export function CurrencySwitch() {
  const t = useT();
  const state = useCurrency();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // The choice while its rate loads; then what the page shows (VND after a failure).
  const code = shownCurrency(state);
  const label = t('header.currency', { code });
  const prefetch = () => void loadMenu().catch(() => undefined);
  return (
    <>
      <Button
        ref={anchor}
        size="small"
        color="inherit"
        id="currency-button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'currency-menu' : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          loadRates({ retry: true });
          setUsed(true);
          setOpen(true);
        }}
        sx={{ minWidth: 0, px: 0.75, fontWeight: 600, flexShrink: 0 }}
      >
        {code}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <CurrencyMenu anchor={anchor.current} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
