import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

// The server's answer for an operation it does not serve yet (the data providers' 501).
/**
 * An analysis query's states around what it answers: placeholders while the first answer comes
 * (announced to screen readers), the failure with a retry, and the content.
 */
export function QueryState<T>({
  query,
  children,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`console.analysis.states.${key}`);
  if (query.isError && query.data === undefined) {
    const code = (query.error as { body?: { code?: string } } | null)?.body?.code;
    return (
      <Alert
        severity="error"
        sx={{ my: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {code === 'NOT_IMPLEMENTED' ? t('notImplemented') : t('failed')}
      </Alert>
    );
  }
  if (query.isPending || query.data === undefined) {
    return (
      <Box role="status" aria-label={t('loading')} sx={{ my: 2 }}>
        <Skeleton variant="rounded" height={96} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  }
  return <>{children(query.data)}</>;
}
