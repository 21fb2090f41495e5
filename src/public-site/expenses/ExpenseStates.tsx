import Alert from '@mui/material/Alert';
import { AccountLoadStates, type LoadStateTexts } from '../../account/AccountLoadStates';
import { useT } from '../../i18n/context';
import type { ExpenseLoad } from './useExpenseData';

const TEXTS: LoadStateTexts = {
  signInPrompt: 'expenses.states.signIn',
  signIn: 'expenses.states.signInAction',
  loading: 'expenses.states.loading',
  loadError: 'expenses.states.loadError',
  retry: 'expenses.states.retry',
};

/** Signed out, loading, failed, not a member, expenses off; null once ready. */
export function ExpenseStates<T>({ load, retry }: { load: ExpenseLoad<T>; retry: () => void }) {
  const t = useT();
  if (load.status === 'notMember')
    return <Alert severity="info">{t('expenses.states.notMember')}</Alert>;
  if (load.status === 'disabled')
    return <Alert severity="info">{t('expenses.states.disabled')}</Alert>;
  if (load.status === 'ready') return null;
  return <AccountLoadStates state={load} retry={retry} texts={TEXTS} />;
}
