import { useCallback, useEffect, useState } from 'react';
import { graphqlRequest } from '../../api/graphql';
import { MyCorporateDocument } from '../../api/generated/corporate';
import { hasSessionTokens } from '../../api/tokens';
import { codeOf } from './expensesApi';

export interface ExpenseCorporate {
  id: string;
  role: string | null;
  isOwner: boolean;
}

export type ExpenseLoad<T> =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'notMember' }
  | { status: 'disabled' }
  | { status: 'ready'; corporate: ExpenseCorporate; data: T };

/**
 * The caller's corporate, then the page's data: signed out, not a member, expenses off
 * (FORBIDDEN from the server), failed, or ready. `reload` fetches again.
 */
export function useExpenseData<T>(fetch: (corporate: ExpenseCorporate) => Promise<T>) {
  const [load, setLoad] = useState<ExpenseLoad<T>>({ status: 'loading' });
  const reload = useCallback(async () => {
    if (!hasSessionTokens()) {
      setLoad({ status: 'anonymous' });
      return;
    }
    try {
      const { corporate } = await graphqlRequest('corporate', MyCorporateDocument, {});
      if (!corporate) {
        setLoad({ status: 'notMember' });
        return;
      }
      const c = {
        id: corporate.id,
        role: corporate.your_role ?? null,
        isOwner: corporate.is_owner ?? false,
      };
      setLoad({ status: 'ready', corporate: c, data: await fetch(c) });
    } catch (error) {
      setLoad({ status: codeOf(error) === 'FORBIDDEN' ? 'disabled' : 'error' });
    }
  }, [fetch]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { load, reload, setLoad };
}
