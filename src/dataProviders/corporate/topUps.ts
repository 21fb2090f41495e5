import {
  BeginCorporateTopUpDocument,
  CorporateTopUpsDocument,
} from '../../api/generated/corporate';
import type { ResourceQueries } from '../graphqlProvider';

/**
 * The company wallet's top-up by bank transfer (/corporate/wallet): the recent top-ups and a
 * new one, each with its VietQR transfer (corporate_top_ups, begin_corporate_top_up).
 */
export const topUpQueries: ResourceQueries<string> = {
  custom: {
    async getTopUps(_params, { scope, query }) {
      const data = await query(CorporateTopUpsDocument, { corporate_id: scope });
      return { data: data.corporate_top_ups.entries };
    },
    async beginTopUp(params, { scope, query }) {
      const data = await query(BeginCorporateTopUpDocument, {
        corporate_id: scope,
        amount: Number(params.amount),
      });
      return { data: data.begin_corporate_top_up };
    },
  },
};
