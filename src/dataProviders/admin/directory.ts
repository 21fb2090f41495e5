import {
  ApproveCorporateDocument,
  AuditLogsDocument,
  DirectoryCorporateOneDocument,
  DirectoryCorporatesDocument,
  DirectoryUserDocument,
  DirectoryUsersDocument,
  RejectCorporateDocument,
  StartActingForDocument,
} from '../../api/generated/admin';
import { call, type ResourceQueries } from '../graphqlProvider';
import { limitOffset, notFound } from '../paging';

export const PEOPLE = 'people';
export const COMPANIES = 'companies';
export const AUDIT_LOG = 'audit-log';

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** People (users, user) and starting to act for one (custom `actFor`). */
export const peopleQueries: ResourceQueries = {
  getList: ({ pagination, filter }) =>
    call(
      DirectoryUsersDocument,
      { input: { ...limitOffset(pagination), search: text(filter?.q) } },
      (data) => ({ data: data.users.entries, total: data.users.total_count }),
    ),
  getOne: ({ id }) =>
    call(DirectoryUserDocument, { id: String(id) }, (data) => {
      if (!data.user) throw notFound(PEOPLE, id);
      return { data: data.user };
    }),
  custom: {
    async actFor(params, { query }) {
      const data = await query(StartActingForDocument, {
        input: { user_id: String(params.id), reason: String(params.reason ?? '') },
      });
      return { data: data.start_acting_for };
    },
  },
};

/** Corporates (corporates, corporate) and deciding a registration (`approve`, `reject`). */
export const companyQueries: ResourceQueries = {
  getList: ({ pagination, filter }) => {
    const status = filter?.status ? [String(filter.status)] : undefined;
    return call(
      DirectoryCorporatesDocument,
      { input: { ...limitOffset(pagination), search: text(filter?.q), status } },
      (data) => ({ data: data.corporates.entries, total: data.corporates.total_count }),
    );
  },
  getOne: ({ id }) =>
    call(DirectoryCorporateOneDocument, { id: String(id) }, (data) => {
      if (!data.corporate) throw notFound(COMPANIES, id);
      return { data: data.corporate };
    }),
  custom: {
    async approve(params, { query }) {
      const data = await query(ApproveCorporateDocument, { id: String(params.id) });
      return { data: data.approve_corporate };
    },
    async reject(params, { query }) {
      const data = await query(RejectCorporateDocument, {
        input: { corporate_id: String(params.id), reason: String(params.reason ?? '') },
      });
      return { data: data.reject_corporate };
    },
  },
};

/** The audit log, newest first, by person (actor or patron) and action prefix. */
export const auditQueries: ResourceQueries = {
  getList: ({ pagination, filter }) =>
    call(
      AuditLogsDocument,
      {
        input: {
          ...limitOffset(pagination),
          user_id: text(filter?.user_id),
          actor_user_id: text(filter?.actor_user_id),
          patron_user_id: text(filter?.patron_user_id),
          action: text(filter?.action),
        },
      },
      (data) => ({ data: data.audit_logs.entries, total: data.audit_logs.total_count }),
    ),
};
