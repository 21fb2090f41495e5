import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ConsoleTitle } from '../../corporate/ConsoleTitle';
import { useAnalysisScope } from './analysisApi';
import { FilterBar } from './FilterBar';

/** An analysis page: its title (app bar, tab and heading), the filter bar, then its charts. */
export function AnalysisFrame({
  name,
  children,
  periodOnly,
}: {
  name: string;
  children: ReactNode;
  periodOnly?: boolean;
}) {
  const translate = useTranslate();
  const title = translate(`resources.${name}.name`);
  return (
    // react-admin's layout grows to its content's width: without `contain`, a wide table made
    // the whole page scroll sideways instead of its own box.
    <Box sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, contain: 'inline-size' }}>
      <ConsoleTitle title={title} />
      <Typography component="h1" variant="h5" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <ScopeNote />
      <FilterBar periodOnly={periodOnly} />
      {children}
    </Box>
  );
}

/**
 * Whose figures these are, for those who do not see the company: an approver's departments by
 * name, or "only yours" (analysis_scope; the server counts by the same rule).
 */
function ScopeNote() {
  const translate = useTranslate();
  const scope = useAnalysisScope().data;
  if (!scope || scope.kind === 'COMPANY') return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ mt: 1.5 }}>
      {translate(`console.analysis.scope.${scope.kind}`, {
        departments: scope.departments.map((d) => d.name).join(', '),
      })}
    </Alert>
  );
}

/** Headline figures in a responsive grid (two columns on a phone). */
export function FigureGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}

/** One headline figure: its name, its value and an optional line under it. */
export function Figure({
  label,
  value,
  detail,
}: {
  label: string;
  value: string;
  detail?: ReactNode;
}) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          fontSize: { xs: '1.1rem', sm: '1.4rem' },
          fontWeight: 600,
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
      {detail ? (
        <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
          {detail}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Charts in one or two columns. */
export function PanelGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
