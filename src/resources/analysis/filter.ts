import type {
  AnalysisFilter,
  AnalysisGroupBy,
  AnalysisTimeUnit,
} from '../../api/generated/corporate';

/*
 * The spec's analysis filter (§3: department_ids, group_by, user_ids, cost_center_ids, start,
 * end, time_unit, selectedTime) as it lives in the URL: one query parameter per field, under
 * the spec's names, lists comma-separated (docs/analysis-ui.md). Every analysis page reads it
 * from there, so a link is the filter and Back undoes a change.
 */

export const TIME_UNITS: readonly AnalysisTimeUnit[] = ['DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR'];
export const GROUP_BYS: readonly AnalysisGroupBy[] = [
  'PRODUCT',
  'DEPARTMENT',
  'COST_CENTER',
  'USER',
];

export interface AnalysisFilterState {
  department_ids: string[];
  user_ids: string[];
  cost_center_ids: string[];
  start: string;
  end: string;
  time_unit: AnalysisTimeUnit;
  group_by: AnalysisGroupBy;
  selectedTime: string | null;
}

/*
 * The Vietnam calendar's rule (common/calendar.ts: UTC+7 all year, dates as 'YYYY-MM-DD'), for
 * the analysis pages. common/calendar.ts itself sits in the home page's chunk
 * (scripts/vite/chunks.ts), which importing it would add to the analysis area's download
 * (10.5 KB gzip of search code; docs/analysis-ui.md "Bundle"); filter.test.ts
 * checks these agree with it.
 */
const OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Vietnamese date of an instant (today when none is given). */
export function vietnamDay(instant: Date = new Date()): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Vietnamese date begins (17:00 UTC the day before). */
export function vietnamDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - OFFSET_MS);
}

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string | null): value is string =>
  value !== null && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The quarter holding a Vietnamese date: its first and last days. */
export function quarterOf(date: string): { start: string; end: string } {
  const year = Number(date.slice(0, 4));
  const first = Math.floor((Number(date.slice(5, 7)) - 1) / 3) * 3 + 1;
  const start = `${year}-${String(first).padStart(2, '0')}-01`;
  const nextStart =
    first === 10 ? `${year + 1}-01-01` : `${year}-${String(first + 3).padStart(2, '0')}-01`;
  return { start, end: addDays(nextStart, -1) };
}

/** The filter with nothing chosen: this quarter (in Vietnam), month by month, by product. */
export function defaultFilter(today: string = vietnamDay()): AnalysisFilterState {
  return {
    department_ids: [],
    user_ids: [],
    cost_center_ids: [],
    ...quarterOf(today),
    time_unit: 'MONTH',
    group_by: 'PRODUCT',
    selectedTime: null,
  };
}

const ids = (value: string | null) =>
  value ? [...new Set(value.split(',').map((id) => id.trim()))].filter(Boolean) : [];

/**
 * The filter a URL's query holds; what is missing or malformed takes the default (an end before
 * the start: the start's quarter).
 */
export function parseFilter(search: URLSearchParams, today?: string): AnalysisFilterState {
  const fallback = defaultFilter(today);
  let start = search.get('start');
  let end = search.get('end');
  if (!isDate(start) || !isDate(end) || end < start) {
    ({ start, end } = isDate(start) ? quarterOf(start) : fallback);
  }
  const unit = search.get('time_unit') as AnalysisTimeUnit | null;
  const group = search.get('group_by') as AnalysisGroupBy | null;
  return {
    department_ids: ids(search.get('department_ids')),
    user_ids: ids(search.get('user_ids')),
    cost_center_ids: ids(search.get('cost_center_ids')),
    start,
    end,
    time_unit: unit && TIME_UNITS.includes(unit) ? unit : fallback.time_unit,
    group_by: group && GROUP_BYS.includes(group) ? group : fallback.group_by,
    selectedTime: search.get('selectedTime') || null,
  };
}

/** The query string of a filter (the other parameters of `base` kept, e.g. the detail's page). */
export function filterSearch(
  filter: AnalysisFilterState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (key: string, value: string | null) =>
    value ? next.set(key, value) : next.delete(key);
  set('start', filter.start);
  set('end', filter.end);
  set('time_unit', filter.time_unit);
  set('group_by', filter.group_by);
  set('department_ids', filter.department_ids.join(','));
  set('user_ids', filter.user_ids.join(','));
  set('cost_center_ids', filter.cost_center_ids.join(','));
  set('selectedTime', filter.selectedTime);
  return next;
}

/** The GraphQL AnalysisFilter of the URL's filter (empty lists left out: everyone). */
export function graphqlFilter(filter: AnalysisFilterState): AnalysisFilter {
  return {
    start: filter.start,
    end: filter.end,
    time_unit: filter.time_unit,
    group_by: filter.group_by,
    ...(filter.department_ids.length ? { department_ids: filter.department_ids } : {}),
    ...(filter.user_ids.length ? { user_ids: filter.user_ids } : {}),
    ...(filter.cost_center_ids.length ? { cost_center_ids: filter.cost_center_ids } : {}),
    ...(filter.selectedTime ? { selectedTime: filter.selectedTime } : {}),
  };
}

/** Named periods of the filter bar, relative to today in Vietnam. */
export type PeriodPreset =
  'thisMonth' | 'lastMonth' | 'thisQuarter' | 'lastQuarter' | 'thisYear' | 'lastYear';

export const PERIOD_PRESETS: readonly PeriodPreset[] = [
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'lastQuarter',
  'thisYear',
  'lastYear',
];

function monthOf(date: string) {
  const start = `${date.slice(0, 7)}-01`;
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { start, end: addDays(next, -1) };
}

/** A named period's first and last days. */
export function presetPeriod(
  preset: PeriodPreset,
  today: string = vietnamDay(),
): { start: string; end: string } {
  const year = Number(today.slice(0, 4));
  switch (preset) {
    case 'thisMonth':
      return monthOf(today);
    case 'lastMonth':
      return monthOf(addDays(monthOf(today).start, -1));
    case 'thisQuarter':
      return quarterOf(today);
    case 'lastQuarter':
      return quarterOf(addDays(quarterOf(today).start, -1));
    case 'thisYear':
      return { start: `${year}-01-01`, end: `${year}-12-31` };
    case 'lastYear':
      return { start: `${year - 1}-01-01`, end: `${year - 1}-12-31` };
  }
}

/** The preset a period is, if any. */
export function presetOf(
  filter: Pick<AnalysisFilterState, 'start' | 'end'>,
  today?: string,
): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((preset) => {
      const period = presetPeriod(preset, today);
      return period.start === filter.start && period.end === filter.end;
    }) ?? null
  );
}
