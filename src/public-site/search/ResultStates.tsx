import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CurrencyNote } from '../../currency/CurrencyNote';
import { useT } from '../../i18n/context';

/** Grey cards the shape of the results while the first answer loads. */
export function ResultsSkeleton({ count = 4, height = 132 }: { count?: number; height?: number }) {
  const t = useT();
  return (
    <Box role="status" aria-live="polite" aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        {t('search.results.loading')}
      </Box>
      {Array.from({ length: count }, (_, i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2, mb: 1.5 }} aria-hidden="true">
          <Skeleton variant="rounded" height={height - 32} />
        </Paper>
      ))}
    </Box>
  );
}

/** Nothing matched: what happened and what to do. */
export function EmptyState({
  title,
  body,
  action,
}: {
  title: string;
  body: string;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" role="status" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Typography variant="h2" component="p" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {body}
      </Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Paper>
  );
}

/** An empty results list: says whether the filters hid everything and offers to clear them. */
export function NoResults({
  kind,
  filtersOn,
  onClearFilters,
}: {
  kind: 'flights' | 'hotels';
  filtersOn: boolean;
  onClearFilters: () => void;
}) {
  const t = useT();
  return (
    <EmptyState
      title={t(`${kind}.empty.title`)}
      body={filtersOn ? t(`${kind}.empty.filtered`) : t(`${kind}.empty.none`)}
      action={
        filtersOn ? (
          <Button onClick={onClearFilters}>{t('search.results.clearFilters')}</Button>
        ) : undefined
      }
    />
  );
}

/** Below a list with another page: "Show more", and Retry when that page failed. */
export function ShowMore({
  more,
}: {
  more: { loadMore: () => void; loadingMore: boolean; moreFailed: boolean };
}) {
  const t = useT();
  return (
    <Box sx={{ textAlign: 'center', my: 2 }}>
      {more.moreFailed && <ErrorState onRetry={more.loadMore} />}
      <Button variant="outlined" onClick={more.loadMore} disabled={more.loadingMore}>
        {t('search.results.showMore')}
      </Button>
    </Box>
  );
}

/** A failed load: the server's message and a Retry button. */
export function ErrorState({
  title,
  message,
  onRetry,
}: {
  title?: string;
  message?: string | null;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('search.results.retry')}
        </Button>
      }
    >
      <Box sx={{ fontWeight: 600 }}>{title ?? t('search.results.errorTitle')}</Box>
      {message && <Box>{message}</Box>}
    </Alert>
  );
}

/**
 * Above a results list: the count (or "updating"), the sort control and anything `leading`,
 * then a progress bar while a list on screen reloads, the error with Retry, and the currency note.
 */
export function ResultsHeader({
  results,
  sort,
  leading,
}: {
  results: {
    status: 'idle' | 'loading' | 'ready' | 'error';
    total: number;
    entries: readonly unknown[];
    error?: Error | null;
    retry: () => void;
  };
  sort: ReactNode;
  leading?: ReactNode;
}) {
  const t = useT();
  const { status, total, entries } = results;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
        {leading}
        <Typography role="status" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {status === 'ready'
            ? t('search.results.count', { smart_count: total })
            : status === 'loading'
              ? t('search.results.updating')
              : ''}
        </Typography>
        {sort}
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>
        {status === 'loading' && entries.length > 0 && <LinearProgress aria-hidden="true" />}
      </Box>
      {status === 'error' && (
        <ErrorState message={results.error?.message} onRetry={results.retry} />
      )}
      {entries.length > 0 && <CurrencyNote />}
    </>
  );
}

/** Hidden on screen, read by screen readers (plain CSS: in `sx`, width: 1 would mean 100%). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
