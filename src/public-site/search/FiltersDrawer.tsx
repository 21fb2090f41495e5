import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import { useT } from '../../i18n/context';

export interface FiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  header: ReactNode;
  children: ReactNode;
}

/** The filters as a modal side sheet (loaded on first open: MUI's Drawer and Modal are ~10 KB). */
export function FiltersDrawer({ open, onClose, header, children }: FiltersDrawerProps) {
  const t = useT();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'filters-title',
          sx: { width: 'min(360px, 92vw)', p: 2 },
        },
      }}
    >
      {header}
      {children}
      <Button variant="contained" fullWidth sx={{ mt: 2 }} onClick={onClose}>
        {t('search.results.closeFilters')}
      </Button>
    </Drawer>
  );
}
