import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A titled group of filter controls (a fieldset, so screen readers announce the title). */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, borderTop: 1, borderColor: 'divider', m: 0, px: 0, pt: 1.5, pb: 2 }}
    >
      <Box
        component="legend"
        sx={{ fontWeight: 700, px: 0, mb: 0.5, float: 'left', width: '100%' }}
      >
        {title}
      </Box>
      <Box sx={{ clear: 'both' }}>{children}</Box>
    </Box>
  );
}

/** A checkbox row: label, optional detail on the right (count, cheapest price). */
export function CheckRow({
  label,
  detail,
  checked,
  onChange,
}: {
  label: string;
  detail?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        cursor: 'pointer',
        minHeight: 32,
      }}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        style={{ width: 18, height: 18, margin: 0, flexShrink: 0 }}
      />
      <Box component="span" sx={{ flexGrow: 1 }}>
        {label}
      </Box>
      {detail && (
        <Box
          component="span"
          sx={{ color: 'text.secondary', fontSize: '0.8125rem', whiteSpace: 'nowrap' }}
        >
          {detail}
        </Box>
      )}
    </Box>
  );
}

/** Adds or removes `value` in a list filter. */
export function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}
