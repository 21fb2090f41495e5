import { vietnamDate } from '../../../common/calendar.js';
import type { Db } from '../client.js';
import { lockAccount, post } from '../../domain/ledger/service.js';
import { expenses, reimbursementBatchItems, reimbursementBatches } from '../schema.js';
import { createRng } from './prng.js';
import { daysAgo, type SeedRows } from './rows.js';

/*
 * VinaSteel's expenses (docs/expenses.md): staff@vinasteel.example has a claim in every state —
 * a draft, one waiting for approver@vinasteel.example, one approved and waiting for a batch, one
 * rejected with the reason — and two paid back in a PAID batch made and paid by
 * accounting@vinasteel.example (one ledger movement). Dates count back from the seed's clock.
 */

type Status = 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'REJECTED' | 'REIMBURSED';

interface DemoClaim {
  status: Status;
  daysAgo: number;
  amount: number;
  vat: number | null;
  category: 'AIRFARE' | 'LODGING' | 'TRANSPORT' | 'MEALS' | 'ENTERTAINMENT' | 'OFFICE' | 'OTHER';
  merchant: string;
  taxCode: string | null;
  note: string | null;
  comment?: string;
}

const CLAIMS: DemoClaim[] = [
  {
    status: 'DRAFT',
    daysAgo: 1,
    amount: 185_000,
    vat: null,
    category: 'TRANSPORT',
    merchant: 'Taxi sân bay Nội Bài',
    taxCode: null,
    note: 'Về công ty sau chuyến Đà Nẵng',
  },
  {
    status: 'SUBMITTED',
    daysAgo: 3,
    amount: 2_592_000,
    vat: 192_000,
    category: 'LODGING',
    merchant: 'CÔNG TY TNHH KHÁCH SẠN SÔNG HÀN',
    taxCode: '0314409058',
    note: '2 đêm, hội nghị khách hàng miền Trung',
  },
  {
    status: 'APPROVED',
    daysAgo: 8,
    amount: 650_000,
    vat: 48_148,
    category: 'MEALS',
    merchant: 'Nhà hàng Madame Lân',
    taxCode: null,
    note: 'Ăn tối với nhà cung cấp phôi thép',
  },
  {
    status: 'REJECTED',
    daysAgo: 10,
    amount: 1_200_000,
    vat: null,
    category: 'ENTERTAINMENT',
    merchant: 'Karaoke Ánh Dương',
    taxCode: null,
    note: null,
    comment: 'Chi phí tiếp khách cần được duyệt trước khi chi',
  },
  {
    status: 'REIMBURSED',
    daysAgo: 24,
    amount: 420_000,
    vat: null,
    category: 'TRANSPORT',
    merchant: 'Xe khách Hải Phòng – Hà Nội',
    taxCode: null,
    note: 'Kiểm tra lô hàng tại nhà máy Hải Phòng',
  },
  {
    status: 'REIMBURSED',
    daysAgo: 22,
    amount: 980_000,
    vat: 72_593,
    category: 'MEALS',
    merchant: 'Nhà hàng Biển Đông',
    taxCode: null,
    note: null,
  },
];

const userByEmail = (rows: SeedRows, email: string) =>
  rows.users.find((u) => u.email === email)?.id;

export async function seedExpenses(db: Db, rows: SeedRows, corporateId: string, now: Date) {
  const staff = userByEmail(rows, 'staff@vinasteel.example');
  const approver = userByEmail(rows, 'approver@vinasteel.example');
  const accounting = userByEmail(rows, 'accounting@vinasteel.example');
  if (!staff || !approver || !accounting) return;
  const rng = createRng('wayfare-demo:expenses');
  const values = CLAIMS.map((c) => {
    const spent = daysAgo(now, c.daysAgo);
    const submitted = c.status === 'DRAFT' ? null : daysAgo(now, c.daysAgo - 0.5);
    const decided = ['DRAFT', 'SUBMITTED'].includes(c.status) ? null : daysAgo(now, c.daysAgo - 1);
    return {
      id: rng.uuid(),
      corporate_id: corporateId,
      user_id: staff,
      created_by: staff,
      amount: c.amount,
      currency: 'VND',
      amount_vnd: c.amount,
      rate: 1,
      rate_date: vietnamDate(spent),
      category: c.category,
      expense_date: vietnamDate(spent),
      merchant: c.merchant,
      seller_tax_code: c.taxCode,
      vat_amount: c.vat,
      note: c.note,
      status: c.status,
      approver_id: submitted ? approver : null,
      submitted_at: submitted,
      decision_deadline: submitted ? new Date(submitted.getTime() + 24 * 3_600_000) : null,
      decided_by: decided ? approver : null,
      decided_at: decided,
      decision_comment: c.comment ?? null,
      reimbursed_at: c.status === 'REIMBURSED' ? daysAgo(now, 18) : null,
      inserted_at: spent,
      updated_at: decided ?? submitted ?? spent,
    };
  });
  await db.insert(expenses).values(values);
  const paid = values.filter((v) => v.status === 'REIMBURSED');
  const batchId = rng.uuid();
  const total = paid.reduce((s, v) => s + v.amount_vnd, 0);
  const at = daysAgo(now, 18);
  const clearing = await lockAccount(db, 'EXPENSE_PAYOUT_CLEARING', null, 'VND');
  const paidBack = await lockAccount(db, 'EXPENSE_REIMBURSEMENTS', null, 'VND');
  const transactionId = await post(db, {
    kind: 'EXPENSE_REIMBURSEMENT',
    idempotencyKey: `expense-reimbursement:${batchId}`,
    currency: 'VND',
    metadata: { corporate_id: corporateId, reimbursement_batch_id: batchId, paid_by: accounting },
    at,
    legs: [
      { account: clearing, amount: -total },
      { account: paidBack, amount: total },
    ],
  });
  await db.insert(reimbursementBatches).values({
    id: batchId,
    corporate_id: corporateId,
    status: 'PAID',
    total_vnd: total,
    item_count: paid.length,
    created_by: accounting,
    paid_by: accounting,
    paid_at: at,
    ledger_transaction_id: transactionId,
    inserted_at: daysAgo(now, 19),
    updated_at: at,
  });
  await db.insert(reimbursementBatchItems).values(
    paid.map((v) => ({
      corporate_id: corporateId,
      batch_id: batchId,
      expense_id: v.id,
      user_id: staff,
      amount_vnd: v.amount_vnd,
    })),
  );
}
