import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useT } from '../../i18n/context';
import { TIME_WINDOW_KEYS, TIME_WINDOWS, type TimeWindowKey } from '../search/timeWindows';

/** One part of the day (or none): the local time at the airport. Named by its FilterSection. */
export function TimeWindowFilter({
  value,
  onChange,
}: {
  value: TimeWindowKey | null;
  onChange: (value: TimeWindowKey | null) => void;
}) {
  const t = useT();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, next: TimeWindowKey | null) => onChange(next)}
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr 1fr',
        gap: 0.5,
        '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: 1, m: 0 },
      }}
    >
      {TIME_WINDOW_KEYS.map((key) => (
        <ToggleButton
          key={key}
          value={key}
          sx={{ flexDirection: 'column', lineHeight: 1.3, py: 0.75 }}
        >
          <span>{t(`flights.windows.${key}`)}</span>
          <span style={{ fontWeight: 400, fontSize: '0.75rem' }}>
            {t('flights.windows.range', TIME_WINDOWS[key])}
          </span>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
