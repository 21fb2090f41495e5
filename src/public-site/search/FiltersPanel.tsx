import { lazy, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/context';
import { useViewport } from '../../theme/ViewportProvider';
import { withChunkRecovery } from '../../app/chunkReload';

const FiltersDrawer = lazy(
  withChunkRecovery(() => import('./FiltersDrawer').then((m) => ({ default: m.FiltersDrawer }))),
);

export interface FiltersPanelProps {
  /** How many filters are on (shown on the mobile button). */
  active: number;
  onClear: () => void;
  /** Inline beside the results on desktop widths; otherwise always behind a button. */
  inlineOnDesktop?: boolean;
  children: ReactNode;
}

/** Filters: a sidebar on desktop, a drawer behind a "Filters (n)" button on smaller screens. */
export function FiltersPanel({
  active,
  onClear,
  inlineOnDesktop = true,
  children,
}: FiltersPanelProps) {
  const t = useT();
  const { isDesktop } = useViewport();
  const [open, setOpen] = useState(false);
  // The drawer (and what it shows) is first loaded when first opened.
  const [opened, setOpened] = useState(false);
  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem' }} id="filters-title">
        {t('search.results.filters')}
      </Typography>
      {active > 0 && (
        <Button size="small" onClick={onClear}>
          {t('search.results.clearFilters')}
        </Button>
      )}
    </Box>
  );

  if (inlineOnDesktop && isDesktop) {
    return (
      <Box component="aside" aria-labelledby="filters-title">
        {header}
        {children}
      </Box>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {active ? t('search.results.filtersCount', { count: active }) : t('search.results.filters')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <FiltersDrawer open={open} onClose={() => setOpen(false)} header={header}>
            {children}
          </FiltersDrawer>
        </Suspense>
      )}
    </>
  );
}
