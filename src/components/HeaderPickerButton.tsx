import { forwardRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';

type Props = Omit<ButtonProps, 'children' | 'size' | 'sx'> & {
  /** What the button names (the person booked for); hidden on a phone, where only the icon shows. */
  text: ReactNode;
  /** The widest the button grows on a phone and from `sm` on, in px. */
  widths: { xs: number; sm: number };
  /** Tighter side padding on a phone (where the header holds several pickers). */
  tight?: boolean;
};

/**
 * The header's "book for" buttons (delegate, agent, travel desk): an icon on a phone, with the
 * name in the aria-label the caller gives; the icon and a truncated name from `sm` on.
 */
export const HeaderPickerButton = forwardRef<HTMLButtonElement, Props>(function HeaderPickerButton(
  { text, widths, tight = false, ...button },
  ref,
) {
  return (
    <Button
      ref={ref}
      size="small"
      {...button}
      sx={{
        flexShrink: 0,
        minWidth: 0,
        maxWidth: widths,
        ...(tight ? { px: { xs: 0.25, sm: undefined } } : {}),
        '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
      }}
    >
      <Box
        component="span"
        sx={{
          display: { xs: 'none', sm: 'inline' },
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {text}
      </Box>
    </Button>
  );
});
