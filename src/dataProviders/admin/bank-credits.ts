import { RecordBankCreditDocument, TransferTargetDocument } from '../../api/generated/admin';
import type { ResourceQueries } from '../graphqlProvider';

export const BANK_CREDITS = 'bank-credits';

/**
 * Bank transfers confirmed by hand (docs/finance.md "Confirming a transfer by hand"): what a
 * memo names (`lookup`), then recording the credit (`record`).
 */
export const bankCreditQueries: ResourceQueries = {
  custom: {
    async lookup(params, { query }) {
      const data = await query(TransferTargetDocument, {
        input: { reference: String(params.reference ?? '') },
      });
      return { data: data.corporate_transfer_target };
    },
    async record(params, { query }) {
      const data = await query(RecordBankCreditDocument, {
        input: {
          reference: String(params.reference ?? ''),
          bank_transaction_id: String(params.bank_transaction_id ?? ''),
          amount: Number(params.amount),
          credited_at: String(params.credited_at ?? ''),
          note: String(params.note ?? ''),
        },
      });
      return { data: data.record_corporate_bank_credit };
    },
  },
};
