// The expense pages (/expense/*), one lazy chunk.
export { ExpenseListPage } from './ExpenseListPage';
export { ExpenseNewPage } from './ExpenseNewPage';
export { ExpenseDetailPage } from './ExpenseDetailPage';
export { ExpenseApprovalPage } from './ExpenseApprovalPage';
export { ReimbursementsPage } from './ReimbursementsPage';
