import { PAGES, RESOURCES } from './index';
import type { SpecAlias } from './types';

/** A spec URL that is not itself a console route, and where it leads (relative to /corporate). */
export interface AliasRoute {
  /** Path relative to /corporate, e.g. 'cost/detail'. */
  path: string;
  /** The target for a query string, e.g. '?id=cc1' → 'cost-center/cc1/show'. */
  target: (search: string) => string;
}

function withQuery(path: string, query: URLSearchParams): string {
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

function resourceTarget(name: string, alias: SpecAlias) {
  return (search: string): string => {
    const query = new URLSearchParams(search);
    const param = alias.idParam ?? 'id';
    const id = query.get(param);
    query.delete(param);
    const base = `${name}`;
    if (alias.to === 'create') return withQuery(`${base}/create`, query);
    if (alias.to === 'list' || !id) {
      if (alias.listFilter && !query.has('filter')) {
        query.set('filter', JSON.stringify(alias.listFilter));
      }
      return withQuery(base, query);
    }
    const record = `${base}/${encodeURIComponent(id)}`;
    return withQuery(alias.to === 'show' ? `${record}/show` : record, query);
  };
}

/**
 * Every spec URL that leads elsewhere in the console (docs/decisions.md, "Console routes"):
 * the resources' aliases (create, detail and edit pages whose record id rides in `?id=`) and
 * the pages' (legacy '-old' URLs).
 */
export const ALIAS_ROUTES: readonly AliasRoute[] = [
  ...RESOURCES.flatMap((resource) =>
    (resource.aliases ?? []).map((alias) => ({
      path: alias.path,
      target: resourceTarget(resource.name, alias),
    })),
  ),
  ...PAGES.flatMap((page) =>
    (page.aliases ?? []).map((path) => ({
      path,
      target: (search: string) => withQuery(page.path, new URLSearchParams(search)),
    })),
  ),
];

/**
 * Where a path under /corporate (no leading slash) is served: the resource list or page it
 * is, or the alias's target. Null: not a console URL (the not-found page).
 */
export function consoleRouteOf(path: string, search = ''): string | null {
  const alias = ALIAS_ROUTES.find((route) => route.path === path);
  if (alias) return alias.target(search);
  if (path === '') return '';
  const resource = RESOURCES.find((r) => path === r.name || path.startsWith(`${r.name}/`));
  if (resource) return path;
  return PAGES.some((page) => page.path === path) ? path : null;
}
