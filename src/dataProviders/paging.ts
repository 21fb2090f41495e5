import type { GetListParams, GetListResult, RaRecord } from 'ra-core';
import { HttpError } from '../api/httpError';

/** The server's page-size bounds (docs/graphql-contract.md, "Pagination"). */
export const MAX_PAGE_SIZE = 100;

/** react-admin's page (1-based) and perPage as the services' limit and offset. */
export function limitOffset(pagination: GetListParams['pagination']): {
  limit: number;
  offset: number;
} {
  const page = Math.max(1, pagination?.page ?? 1);
  const perPage = pagination?.perPage ?? 20;
  if (perPage < 1 || perPage > MAX_PAGE_SIZE) {
    throw new HttpError(`A page holds 1 to ${MAX_PAGE_SIZE} rows, not ${perPage}.`, 400, {
      code: 'BAD_USER_INPUT',
    });
  }
  return { limit: perPage, offset: (page - 1) * perPage };
}

/**
 * react-admin's sort ({ field, order }) as a service's sort input, through the resource's map
 * of sortable fields. No sort: the service's default. A field the service cannot sort by is an
 * error (a list column offered a sort the server does not have), not a silent reorder.
 */
export function sortInput<F extends string>(
  resource: string,
  sort: GetListParams['sort'],
  fields: Readonly<Record<string, F>>,
): { field: F; direction: 'ASC' | 'DESC' } | undefined {
  if (!sort?.field) return undefined;
  const field = fields[sort.field];
  if (!field) {
    throw new HttpError(`${resource} cannot be sorted by ${sort.field}.`, 400, {
      code: 'BAD_USER_INPUT',
    });
  }
  return { field, direction: sort.order === 'ASC' ? 'ASC' : 'DESC' };
}

/** Filter values as a list (react-admin filters hold one value or several). */
export function listOf<T>(value: T | readonly T[] | null | undefined): T[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return Array.isArray(value) ? [...value] : [value as T];
}

export interface LocalListOptions<R extends RaRecord> {
  /** Text the `q` filter matches (case and accents ignored). */
  searchText: (record: R) => string;
  /** Other filters: field → whether a record matches the filter's value. */
  filters?: Record<string, (record: R, value: unknown) => boolean>;
  /** Sort when react-admin asks for none. */
  defaultCompare: (a: R, b: R) => number;
  /** Comparators of the sortable fields (ascending). */
  compare?: Record<string, (a: R, b: R) => number>;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

/**
 * getList over a list the service answers whole (members, levels: the spec's operations have no
 * paging): search, filter, sort and page here. Unknown filters and sorts are errors.
 */
export function localList<R extends RaRecord>(
  resource: string,
  records: readonly R[],
  params: GetListParams,
  options: LocalListOptions<R>,
): GetListResult<R> {
  const { q, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
  let rows = [...records];
  if (typeof q === 'string' && q.trim()) {
    const needle = fold(q.trim());
    rows = rows.filter((r) => fold(options.searchText(r)).includes(needle));
  }
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    const test = options.filters?.[name];
    if (!test) {
      throw new HttpError(`${resource} cannot be filtered by ${name}.`, 400, {
        code: 'BAD_USER_INPUT',
      });
    }
    rows = rows.filter((r) => test(r, value));
  }
  const sort = params.sort;
  if (sort?.field) {
    const compare = options.compare?.[sort.field];
    if (!compare) {
      throw new HttpError(`${resource} cannot be sorted by ${sort.field}.`, 400, {
        code: 'BAD_USER_INPUT',
      });
    }
    const sign = sort.order === 'ASC' ? 1 : -1;
    rows.sort((a, b) => sign * compare(a, b) || options.defaultCompare(a, b));
  } else {
    rows.sort(options.defaultCompare);
  }
  const { limit, offset } = limitOffset(params.pagination);
  return { data: rows.slice(offset, offset + limit), total: rows.length };
}

/** A service's page as react-admin's list result. */
export function listResult<R extends RaRecord>(page: {
  entries: readonly R[];
  total_count: number;
}): GetListResult<R> {
  return { data: [...page.entries], total: page.total_count };
}

/** A missing record as react-admin expects it: a rejection with status 404. */
export function notFound(resource: string, id: unknown): HttpError {
  return new HttpError(`${resource} ${String(id)} was not found.`, 404, { code: 'NOT_FOUND' });
}

/** Only `keys` of a form's values, for an operation's input (the form holds more). */
export function pick<K extends string>(
  data: Record<string, unknown>,
  keys: readonly K[],
): Partial<Record<K, unknown>> {
  const result: Partial<Record<K, unknown>> = {};
  for (const key of keys) if (key in data) result[key] = data[key];
  return result;
}

/** The keys of `data` whose values differ from `previous` (an update sends only those). */
export function changedKeys(
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
): string[] {
  return Object.keys(data).filter(
    (key) => !previous || JSON.stringify(data[key]) !== JSON.stringify(previous[key]),
  );
}

/** Only those of `keys` whose values the form changed: what an update operation sends. */
export function pickChanged<K extends string>(
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
  keys: readonly K[],
): Partial<Record<K, unknown>> {
  const changed = changedKeys(data, previous);
  return pick(
    data,
    keys.filter((key) => changed.includes(key)),
  );
}
