import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { loadCorporate } from '../../account/store/corporateStore';
import { ConsoleMessage } from './ConsoleMessage';

/**
 * The user's corporate (and so their permissions) could not be loaded: said so, with a retry —
 * never a silent fall back to fewer rights (docs/permissions.md). `back` returns to the page
 * that failed (react-admin moved to /authentication-error).
 */
export function PermissionsErrorPage({ back = false }: { back?: boolean }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await loadCorporate({ force: true });
    } catch {
      // still failing: the page stays, the button comes back
    }
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
    setRetrying(false);
    if (back) navigate(-1);
  };
  return (
    <ConsoleMessage
      alert
      title={translate('console.permissionsError.title')}
      body={translate('console.permissionsError.body')}
      actions={
        <Button variant="contained" onClick={() => void retry()} disabled={retrying}>
          {translate('console.permissionsError.retry')}
        </Button>
      }
    />
  );
}

/** react-admin's /authentication-error route: canAccess failed on a resource route. */
export function AuthenticationErrorPage() {
  return <PermissionsErrorPage back />;
}
