import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

/**
 * Outlined look for native inputs and selects (date pickers stay native: light, accessible,
 * and the phone's own picker on mobile). MUI's TextField would add ~25 KB to the home page.
 */
export const nativeControlSx = (theme: Theme) => ({
  display: 'block',
  width: '100%',
  minHeight: 48,
  boxSizing: 'border-box',
  px: 1.5,
  py: 1,
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: theme.palette.mode === 'dark' ? 'grey.700' : 'grey.400',
  borderRadius: 1,
  colorScheme: theme.palette.mode,
  '&:hover': { borderColor: 'text.primary' },
  '&:focus, &:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 0,
    borderColor: 'primary.main',
  },
  '&[aria-invalid="true"]': { borderColor: 'error.main' },
});

export interface FieldProps {
  id: string;
  label: string;
  /** Shown under the control and tied to it with aria-describedby (`${id}-error`). */
  error?: string | null;
  children: ReactNode;
}

/** A label above a control, and its error below. */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'block', mb: 0.5, fontSize: '0.875rem', fontWeight: 600 }}
      >
        {label}
      </Box>
      {children}
      {error && (
        <Box
          id={`${id}-error`}
          sx={{ mt: 0.5, fontSize: '0.8125rem', color: 'error.main' }}
          role="alert"
        >
          {error}
        </Box>
      )}
    </Box>
  );
}

/** Props that tie a control to its Field's error. */
export function errorProps(id: string, error?: string | null) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
