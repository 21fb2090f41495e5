import type { ComponentType } from 'react';
import type { RecordToStringFunction } from 'ra-core';
import type { Action, Subject } from '../../common/permissions/corporate';

/** The GraphQL service whose data provider serves a resource (src/dataProviders/). */
export type ServiceOfResource = 'corporate' | 'payments' | 'trips';

/**
 * A spec URL (relative to /corporate) that leads to a resource's route: `list`, `create`,
 * `show` or `edit` of the record whose id is in the query parameter `idParam` (default `id`).
 * Without an id, `show` and `edit` lead to the list.
 */
export interface SpecAlias {
  path: string;
  to: 'list' | 'create' | 'show' | 'edit';
  idParam?: string;
  /** Without a record id the alias opens the list, filtered so (react-admin's `filter=`). */
  listFilter?: Readonly<Record<string, string>>;
}

/**
 * One react-admin resource of the console, mounted at /corporate/<name> (react-admin's own
 * routes: `/<name>`, `/<name>/create`, `/<name>/:id`, `/<name>/:id/show`). Its folder's
 * index.ts exports it; src/resources/index.ts lists every one (the registry). The views are
 * lazy chunks; a resource with none yet is routed to an honest "not yet available" page and
 * stays out of the menu.
 */
export interface ConsoleResource {
  kind: 'resource';
  /** react-admin resource name: the URL segment after /corporate. */
  name: string;
  /** What common/permissions/corporate.ts decides it by. */
  subject: Subject;
  service: ServiceOfResource;
  icon: ComponentType;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  recordRepresentation?: string | RecordToStringFunction;
  /** Spec URLs that lead here besides /corporate/<name>. */
  aliases?: readonly SpecAlias[];
}

/**
 * A console page that is not a list of records (the company's details, registration, the
 * analysis dashboards), at /corporate/<path>, checked with `action` on `subject`. `subject`
 * null: any signed-in user (registration).
 */
export interface ConsolePage {
  kind: 'page';
  /** Its name for canAccess and the catalogue (`resources.<name>.name`). */
  name: string;
  path: string;
  subject: Subject | null;
  action: Action;
  icon?: ComponentType;
  element?: ComponentType;
  /** Nested in the analysis layout (spec §2). */
  layout?: 'analysis';
  /** In the menu once built. */
  menu?: boolean;
  aliases?: readonly string[];
}

export type ConsoleEntry = ConsoleResource | ConsolePage;

/** A resource with at least one view: mounted as a react-admin <Resource>. */
export function isBuilt(entry: ConsoleEntry): boolean {
  return entry.kind === 'resource'
    ? Boolean(entry.list || entry.create || entry.edit || entry.show)
    : Boolean(entry.element);
}
