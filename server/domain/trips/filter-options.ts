/**
 * approver_trip_filter_options (docs/trips.md "The filter"): what the company view's pickers
 * offer — people, departments, cost centers and places of the business trips the caller may
 * list (approver_trip_list's scope: all of the company's for owners, admins and operation, an
 * approver's own staff's). The same authorization as the list (companyScope: FORBIDDEN for
 * staff and accounting, another corporate refused).
 */
import type { Db } from '../../db/client.js';
import { requireUserId } from '../context/user.js';
import { filterOptions } from './filter-options-repository.js';
import type { TripFilterOptionsFilter } from './input.js';
import { companyScope } from './trips.js';

/** Of each kind at most this many (a search narrows them). */
export const OPTIONS_LIMIT = 100;

export async function approverTripFilterOptions(
  db: Db,
  callerId: string | null,
  filter: TripFilterOptionsFilter,
  locale: string,
) {
  const me = requireUserId(callerId);
  const scope = await companyScope(db, me, filter.corporate_id);
  if (scope.kind !== 'company') throw new Error('company scope expected');
  const rows = await filterOptions(db, scope, filter.search, locale, OPTIONS_LIMIT);
  const of = (kind: string) =>
    rows.filter((r) => r.kind === kind).map((r) => ({ id: r.id, name: r.name }));
  return {
    people: of('PERSON'),
    departments: of('DEPARTMENT'),
    cost_centers: of('COST_CENTER'),
    places: of('PLACE'),
  };
}
