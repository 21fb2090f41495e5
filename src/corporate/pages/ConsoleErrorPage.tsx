import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import { BackToDashboard } from './BackToDashboard';
import { ConsoleMessage } from './ConsoleMessage';

/**
 * A console page that failed while rendering (react-admin's error boundary): the spec's
 * server-error wording, with a retry and the way back. The failure is reported by the app's
 * error reporting like any other.
 */
export function ConsoleErrorPage({
  resetErrorBoundary,
}: {
  resetErrorBoundary?: (...args: unknown[]) => void;
}) {
  const translate = useTranslate();
  return (
    <ConsoleMessage
      alert
      title={translate('errorPage.serverError')}
      body={translate('errorPage.serverErrorHint')}
      actions={
        <>
          {resetErrorBoundary && (
            <Button variant="contained" onClick={() => resetErrorBoundary()}>
              {translate('console.permissionsError.retry')}
            </Button>
          )}
          <BackToDashboard variant="text" />
        </>
      }
    />
  );
}
