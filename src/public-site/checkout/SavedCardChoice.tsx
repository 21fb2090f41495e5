import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useT } from '../../i18n/context';
import { brandName, type SavedCard } from './savedCards';

/** The radio value of "a new card". */
export const NEW_CARD = 'new';

/** Pick a saved card (brand, last 4, expiry) or a new one. */
export function SavedCardChoice(props: {
  cards: SavedCard[];
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <FormControl sx={{ mb: 1 }} disabled={props.disabled}>
      <FormLabel id="saved-cards-label">{t('checkout.pay.card.saved')}</FormLabel>
      <RadioGroup
        aria-labelledby="saved-cards-label"
        name="saved-card"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.cards.map((c) => (
          <FormControlLabel
            key={c.id}
            value={c.id}
            control={<Radio />}
            label={t('checkout.pay.card.savedCard', {
              brand: brandName(c.card.brand),
              last4: c.card.last4,
              month: String(c.card.exp_month).padStart(2, '0'),
              year: String(c.card.exp_year),
            })}
          />
        ))}
        <FormControlLabel
          value={NEW_CARD}
          control={<Radio />}
          label={t('checkout.pay.card.newCard')}
        />
      </RadioGroup>
    </FormControl>
  );
}
