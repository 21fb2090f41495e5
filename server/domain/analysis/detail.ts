/** The detail page (analysis_detail): the rows behind the figures, sorted, with their count. */
import type { Db } from '../../db/client.js';
import { detailCount, detailRows, type DetailRow } from './detail-repository.js';
import type { DetailArgs } from './input.js';
import { analysisScope } from './scope.js';

export function presentRow(r: DetailRow) {
  return {
    user_order_id: r.user_order_id,
    order_code: r.order_code,
    paid_at: new Date(r.paid_at),
    product: r.product,
    description: r.description,
    traveller_id: r.traveller_id,
    traveller_name: r.traveller_name,
    department_name: r.department_name,
    cost_center_name: r.cost_center_name,
    amount: Number(r.amount),
    voucher_discount: Number(r.voucher_discount),
    currency: r.currency,
    status: r.status,
  };
}

export async function analysisDetail(db: Db, userId: string | null, args: DetailArgs) {
  const scope = await analysisScope(db, userId, args.filter);
  const range = args.filter.narrowed;
  const [rows, total] = await Promise.all([
    detailRows(db, scope, range, { sort: args.sort, limit: args.limit, offset: args.offset }),
    detailCount(db, scope, range),
  ]);
  return { rows: rows.map(presentRow), total };
}
