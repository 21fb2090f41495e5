import type { ReactNode } from 'react';
import Link from '@mui/material/Link';

/** A text button that moves between steps (back, forgot password…). */
export function StepLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Link component="button" type="button" variant="body2" onClick={onClick} underline="hover">
      {children}
    </Link>
  );
}
