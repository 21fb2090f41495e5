import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/context';

export interface CounterSpec {
  key: string;
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
}

/** One "− n +" counter with its label; the buttons name what they change. */
export function CounterRow({
  spec,
  onChange,
}: {
  spec: CounterSpec;
  onChange: (value: number) => void;
}) {
  const t = useT();
  const labelId = `counter-${spec.key}`;
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography id={labelId} sx={{ fontWeight: 600 }}>
          {spec.label}
        </Typography>
        {spec.hint && (
          <Typography variant="body2" color="text.secondary">
            {spec.hint}
          </Typography>
        )}
      </Box>
      <IconButton
        aria-label={t('search.party.decrease', { what: spec.label })}
        disabled={spec.value <= spec.min}
        onClick={() => onChange(spec.value - 1)}
        sx={{ border: 1, borderColor: 'divider', width: 40, height: 40, fontSize: '1.25rem' }}
      >
        <span aria-hidden="true">−</span>
      </IconButton>
      <Box
        component="output"
        aria-live="polite"
        sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700 }}
      >
        {spec.value}
      </Box>
      <IconButton
        aria-label={t('search.party.increase', { what: spec.label })}
        disabled={spec.value >= spec.max}
        onClick={() => onChange(spec.value + 1)}
        sx={{ border: 1, borderColor: 'divider', width: 40, height: 40, fontSize: '1.25rem' }}
      >
        <span aria-hidden="true">+</span>
      </IconButton>
    </Box>
  );
}
