import { useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { useMoney } from '../../currency/useMoney';
import { useT } from '../../i18n/context';

export interface PriceRangeProps {
  label: string;
  /** The result's cheapest and dearest price (facets). */
  bounds: { min: number; max: number };
  currency: string;
  value: { min: number | null; max: number | null };
  /** null ends mean "no limit". */
  onChange: (value: { min: number | null; max: number | null }) => void;
}

function niceStep(span: number): number {
  const raw = span / 50;
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  return Math.max(1, Math.round(raw / magnitude) * magnitude);
}

/** Two-thumb price slider; the search runs when a thumb is released. */
export function PriceRange({ label, bounds, currency, value, onChange }: PriceRangeProps) {
  const t = useT();
  // Values stay in the API's currency (VND, sent as filters); only the labels are converted.
  const { whole } = useMoney();
  // The ends are the results' own cheapest and dearest prices (a rounded-down end offered
  // prices below the cheapest fare); the thumbs move in round steps between them.
  const step = niceStep(bounds.max - bounds.min);
  const lo = bounds.min;
  const hi = bounds.max;
  const committed: [number, number] = [value.min ?? lo, value.max ?? hi];
  const [draft, setDraft] = useState<[number, number] | null>(null);
  const shown = draft ?? committed;
  const money = (n: number) => whole(n, currency);
  if (hi <= lo) return null;
  return (
    <Box sx={{ px: 1 }}>
      <Box sx={{ fontSize: '0.875rem', mb: 1 }} aria-hidden="true">
        {t('search.results.priceFrom')} {money(shown[0])} – {money(shown[1])}
      </Box>
      <Slider
        value={shown}
        min={lo}
        max={hi}
        step={step}
        disableSwap
        getAriaLabel={(index) =>
          index === 0
            ? `${label}: ${t('search.results.priceFrom')}`
            : `${label}: ${t('search.results.priceTo')}`
        }
        getAriaValueText={money}
        onChange={(_, next) => setDraft(next as [number, number])}
        onChangeCommitted={(_, next) => {
          const [min, max] = next as [number, number];
          setDraft(null);
          onChange({ min: min <= lo ? null : min, max: max >= hi ? null : max });
        }}
      />
    </Box>
  );
}
