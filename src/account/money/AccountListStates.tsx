import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { openAccountDialog } from '../store/dialogStore';
import { useT } from '../../i18n/context';
import { ResultsSkeleton } from '../../public-site/search/ResultStates';
import type { PagesState } from './useKeysetPages';

/** Signed out, loading and error states of an account list; the list itself when ready. */
export function AccountListStates<T>({
  state,
  retry,
  children,
}: {
  state: PagesState<T>;
  retry: () => void;
  children: (items: T[]) => ReactNode;
}) {
  const t = useT();
  if (state.status === 'anonymous') {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" onClick={() => openAccountDialog('review')}>
            {t('checkout.signIn.action')}
          </Button>
        }
      >
        {t('checkout.account.signIn')}
      </Alert>
    );
  }
  if (state.status === 'loading') return <ResultsSkeleton count={3} height={110} />;
  if (state.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={retry}>
            {t('search.results.retry')}
          </Button>
        }
      >
        {t('checkout.account.error')}
      </Alert>
    );
  }
  return <>{children(state.items)}</>;
}
