import type { ReactNode } from 'react';
import { ResultsSkeleton } from '../../public-site/search/ResultStates';
import { AccountLoadStates, type LoadStateTexts } from '../AccountLoadStates';

const TEXTS: LoadStateTexts = {
  signInPrompt: 'checkout.account.signIn',
  signIn: 'checkout.signIn.action',
  loading: 'page.loading',
  loadError: 'checkout.account.error',
  retry: 'search.results.retry',
};
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
  if (state.status !== 'ready') {
    return (
      <AccountLoadStates
        state={state}
        retry={retry}
        loading={<ResultsSkeleton count={3} height={110} />}
        texts={TEXTS}
      />
    );
  }
  return <>{children(state.items)}</>;
}
