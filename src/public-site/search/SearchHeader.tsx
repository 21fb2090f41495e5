import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/context';

export interface SearchHeaderProps {
  title: string;
  summary: string;
  /** Id of the panel holding the form (for `aria-controls`). */
  formId: string;
  /** Open the form from the start (e.g. the URL's search cannot run as it is). */
  editing?: boolean;
  /** The search form, shown under "Change search". */
  children: ReactNode;
}

/** Above a results page: the search in words, and a "Change search" button that opens the form. */
export function SearchHeader({
  title,
  summary,
  formId,
  editing = false,
  children,
}: SearchHeaderProps) {
  const t = useT();
  const [open, setOpen] = useState(editing);
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.35rem', md: '1.75rem' } }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{summary}</Typography>
        </Box>
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((v) => !v)}
        >
          {t('search.results.changeSearch')}
        </Button>
      </Box>
      {open && (
        <Paper id={formId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
          {children}
        </Paper>
      )}
    </Box>
  );
}
