import {
  JournalAccountsDocument,
  UpdateJournalAccountsDocument,
  type JournalRole,
} from '../../api/generated/corporate';
import { call, type ResourceQueries } from '../graphqlProvider';

/**
 * The accounting export's account mapping (/corporate/journal-accounts): one record, the
 * caller's company, whose `accounts` are every journal role in the server's order — so a field
 * error `accounts.<i>.account` lands under the input of that role.
 */
export const journalAccountQueries: ResourceQueries<string> = {
  getOne: (_params, corporateId) =>
    call(JournalAccountsDocument, { corporate_id: corporateId }, (data) => ({
      data: { id: corporateId, accounts: data.journal_accounts },
    })),
  update: ({ data }, corporateId) => {
    const accounts = (data.accounts as Array<{ role: JournalRole; account: string }>).map(
      ({ role, account }) => ({ role, account: String(account ?? '').trim() }),
    );
    return call(
      UpdateJournalAccountsDocument,
      { input: { corporate_id: corporateId, accounts } },
      (answer) => ({ data: { id: corporateId, accounts: answer.update_journal_accounts } }),
    );
  },
};
