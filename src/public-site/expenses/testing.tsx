import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import Cookies from 'js-cookie';
import type { ExpenseFieldsFragment } from '../../api/generated/corporate';
import { renderShell } from '../../account/testing/renderAccount';
import { profileOf } from '../../account/testing/renderAccount';
import type { Locale } from '../../i18n/types';
import { TripLayout } from '../../layouts/TripLayout';
import { MY_CORPORATE } from '../../test/corporateFixtures';
import { graphqlService } from '../../test/graphqlService';

/** A claim as the corporate service answers it (ExpenseFields). */
export function expenseOf(over: Partial<ExpenseFieldsFragment> = {}): ExpenseFieldsFragment {
  return {
    id: 'exp-1',
    corporate_id: MY_CORPORATE.id,
    user: { id: 'u-1', name: 'Nguyễn Văn An' },
    amount: 2_592_000,
    currency: 'VND',
    amount_vnd: 2_592_000,
    rate: 1,
    rate_date: '2026-11-20',
    category: 'LODGING',
    expense_date: '2026-11-20',
    merchant: 'Khách sạn Sông Hàn',
    seller_tax_code: '0314409058',
    vat_amount: 192_000,
    note: null,
    expense_booking_id: null,
    user_order_id: null,
    trip_id: null,
    einvoice_series: null,
    einvoice_number: null,
    status: 'DRAFT',
    approver_name: null,
    submitted_at: null,
    decision_deadline: null,
    decided_by_name: null,
    decided_at: null,
    decision_comment: null,
    reimbursed_at: null,
    reimbursement_batch_id: null,
    receipts: [],
    ...over,
  };
}

/** Signed in as a member of MY_CORPORATE (the header asks who they are). */
export function signedInMember() {
  Cookies.set('uts_token', 'access-0');
  graphqlService('main', { SessionProfile: () => ({ profile: profileOf() }) });
}

/** One expense page in the trip layout, mounted at `route` as AppRoutes mounts it. */
export function renderExpensePage(
  page: ReactNode,
  { route, path, locale = 'en' }: { route: string; path?: string; locale?: Locale },
) {
  return renderShell(
    <Route element={<TripLayout />}>
      <Route path={route} element={page} />
      <Route path="/expense/detail" element={<p>detail page</p>} />
    </Route>,
    { path: path ?? route, locale },
  );
}
