import Box from '@mui/material/Box';
import { useT } from '../../i18n/context';
import { nativeControlSx } from './Field';

export interface SortSelectProps<K extends string> {
  id: string;
  value: K;
  options: readonly K[];
  label: (key: K) => string;
  onChange: (key: K) => void;
}

/** "Sort by" as a native select: compact, keyboard- and screen-reader-friendly everywhere. */
export function SortSelect<K extends string>({
  id,
  value,
  options,
  label,
  onChange,
}: SortSelectProps<K>) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, maxWidth: '100%' }}>
      <Box component="label" htmlFor={id} sx={{ fontSize: '0.875rem', whiteSpace: 'nowrap' }}>
        {t('search.results.sortBy')}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event) => onChange((event.target as HTMLSelectElement).value as K)}
        sx={[
          nativeControlSx,
          { minHeight: 40, py: 0.5, width: 'auto', minWidth: 0, flex: '0 1 auto' },
        ]}
      >
        {options.map((key) => (
          <option key={key} value={key}>
            {label(key)}
          </option>
        ))}
      </Box>
    </Box>
  );
}
