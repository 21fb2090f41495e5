import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled part of the booking page (a landmark with its heading). */
export function BookingSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`booking-${id}`}
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, overflowWrap: 'anywhere' }}
    >
      <Typography
        id={`booking-${id}`}
        component="h2"
        sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
