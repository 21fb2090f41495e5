import { SectionLayout } from './SectionLayout';
import type { SectionNavItem } from './SectionNav';

const TRIP_SECTIONS: SectionNavItem[] = [
  { to: '/trip/list', label: 'pages.tripList' },
  { to: '/expense/list', label: 'pages.expenseList' },
  { to: '/expense/new', label: 'pages.expenseNew' },
  { to: '/expense/approval', label: 'pages.expenseApproval' },
  { to: '/expense/reimbursements', label: 'pages.expenseReimbursements' },
];

/** /trip/list and /expense/*: trips and expenses. */
export function TripLayout() {
  return <SectionLayout label="nav.tripsAndExpenses" items={TRIP_SECTIONS} />;
}
