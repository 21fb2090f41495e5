import { analysisPages } from './analysis';
import { approvals } from './approvals';
import { bookings } from './bookings';
import { corporateDetail } from './corporate';
import { costCenters } from './costCenters';
import { delegatePolicies } from './delegatePolicies';
import { departments } from './departments';
import { invoices } from './invoices';
import { journalAccounts } from './journalAccounts';
import { levels } from './levels';
import { members } from './members';
import { register } from './register';
import { requestBookings } from './requestBookings';
import { staff } from './staff';
import { statements } from './statements';
import { travelPolicy } from './travelPolicy';
import { tripProposals } from './tripProposals';
import { vatRequests } from './vatRequests';
import { wallet } from './wallet';
import type { ConsoleEntry, ConsolePage, ConsoleResource } from './types';

/**
 * The console's registry: every resource and page, in menu order. src/corporate/CorporateConsole
 * mounts each built resource as a react-admin <Resource>, routes the rest (and every spec URL)
 * per src/resources/specRoutes.ts, and authProvider.canAccess finds each one's permission
 * subject here. A later issue adds its views to its entry's folder; nothing else changes.
 */
export const RESOURCES: readonly ConsoleResource[] = [
  staff,
  departments,
  costCenters,
  delegatePolicies,
  members,
  levels,
  travelPolicy,
  approvals,
  requestBookings,
  bookings,
  tripProposals,
  statements,
  invoices,
  vatRequests,
];

export const PAGES: readonly ConsolePage[] = [
  corporateDetail,
  wallet,
  journalAccounts,
  register,
  ...analysisPages,
];

export const ENTRIES: readonly ConsoleEntry[] = [...RESOURCES, ...PAGES];

const byName = new Map<string, ConsoleEntry>(ENTRIES.map((entry) => [entry.name, entry]));

/** The resource or page of a react-admin resource name (canAccess's `resource`). */
export function entryNamed(name: string): ConsoleEntry | undefined {
  return byName.get(name);
}
