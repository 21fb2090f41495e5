import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useT } from '../i18n/context';
import type { SiteKey } from '../i18n/site';

export interface SectionNavItem {
  to: string;
  label: SiteKey;
}

/**
 * Section links of an area (account, trips): a scrollable row on phones and tablets, a column
 * beside the page on desktops. The current page carries aria-current="page".
 */
export function SectionNav({ label, items }: { label: SiteKey; items: SectionNavItem[] }) {
  const t = useT();
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  // On phones the row scrolls: bring the current section into view.
  useEffect(() => {
    const current = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (typeof current?.scrollIntoView === 'function') {
      current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }, [pathname]);
  return (
    <Box
      ref={ref}
      component="nav"
      aria-label={t(label)}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        gap: 0.5,
        overflowX: { xs: 'auto', md: 'visible' },
        pb: { xs: 1, md: 0 },
      }}
    >
      {items.map((item) => (
        <Button
          key={item.to}
          component={NavLink}
          to={item.to}
          color="inherit"
          sx={{
            justifyContent: 'flex-start',
            flexShrink: 0,
            whiteSpace: 'nowrap',
            fontWeight: 500,
            '&[aria-current="page"]': { bgcolor: 'action.selected', color: 'primary.main' },
          }}
        >
          {t(item.label)}
        </Button>
      ))}
    </Box>
  );
}
