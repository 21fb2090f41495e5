import { CorporateWalletDocument } from '../../api/generated/corporate';
import { call, type ResourceQueries } from '../graphqlProvider';

/**
 * The company wallet page (/corporate/wallet): corporate_wallet with its newest movements as
 * one record; older movements with `getWalletEntries` (keyset on the entry id).
 */
export const walletQueries: ResourceQueries<string> = {
  getOne: (_params, corporateId) =>
    call(CorporateWalletDocument, { corporate_id: corporateId, limit: 25 }, (data) => ({
      data: {
        id: data.corporate_wallet.corporate_id,
        ...data.corporate_wallet,
        entries: data.corporate_wallet_entries,
      },
    })),

  custom: {
    async getWalletEntries(params, { scope, query }) {
      const data = await query(CorporateWalletDocument, {
        corporate_id: scope,
        last_id: String(params.last_id),
        limit: 25,
      });
      return { data: data.corporate_wallet_entries };
    },
  },
};
