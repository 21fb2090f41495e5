import Box from '@mui/material/Box';
import { useT } from '../../i18n/context';
import { CABINS, type Cabin } from '../flights/flightQuery';

/** The cabin, as radio buttons under the passenger counters. */
export function CabinChoice({ value, onChange }: { value: Cabin; onChange: (c: Cabin) => void }) {
  const t = useT();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Box component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
        {t('search.flightForm.cabin')}
      </Box>
      {CABINS.map((cabin) => (
        <Box
          component="label"
          key={cabin}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, cursor: 'pointer' }}
        >
          <input
            type="radio"
            name="cabin"
            value={cabin}
            checked={value === cabin}
            onChange={() => onChange(cabin)}
            style={{ width: 18, height: 18, margin: 0 }}
          />
          {t(`search.cabins.${cabin}`)}
        </Box>
      ))}
    </Box>
  );
}
