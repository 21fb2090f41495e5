import Box from '@mui/material/Box';
import ToggleButton, { type ToggleButtonProps } from '@mui/material/ToggleButton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
  /** Accessible name when the label alone is not enough (e.g. 'VI' → 'Tiếng Việt'). */
  ariaLabel?: string;
  lang?: string;
}

export interface SegmentedToggleProps<V extends string> {
  value: V;
  options: readonly SegmentedOption<V>[];
  onChange: (value: V) => void;
  /** Names the group for screen readers. */
  ariaLabel: string;
  size?: ToggleButtonProps['size'];
  color?: ToggleButtonProps['color'];
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  buttonSx?: SxProps<Theme>;
}

// Joined borders, as ToggleButtonGroup draws them.
const groupSx = {
  display: 'inline-flex',
  '& > :not(:first-of-type)': { ml: '-1px', borderTopLeftRadius: 0, borderBottomLeftRadius: 0 },
  '& > :not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
} as const;

/**
 * One choice of a few, as joined toggle buttons (each `aria-pressed`, each a tab stop).
 * MUI's ToggleButtonGroup is avoided on purpose: its roving tab index registers every button
 * from a ref callback, which sets state during React's commit and forces a second, synchronous
 * render of the whole page inside the first paint's task (docs/search-ui.md, "Performance").
 */
export function SegmentedToggle<V extends string>({
  value,
  options,
  onChange,
  ariaLabel,
  size = 'small',
  color,
  fullWidth = false,
  sx,
  buttonSx,
}: SegmentedToggleProps<V>) {
  return (
    <Box
      role="group"
      aria-label={ariaLabel}
      sx={[groupSx, fullWidth && { display: 'flex' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          value={option.value}
          size={size}
          color={color}
          fullWidth={fullWidth}
          lang={option.lang}
          aria-label={option.ariaLabel}
          selected={option.value === value}
          onChange={() => option.value !== value && onChange(option.value)}
          sx={buttonSx}
        >
          {option.label}
        </ToggleButton>
      ))}
    </Box>
  );
}
