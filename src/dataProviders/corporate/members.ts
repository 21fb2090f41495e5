import {
  CorporateMembersDocument,
  UpdateMemberRoleDocument,
  type CorporateMembersQuery,
  type CorporateRole,
} from '../../api/generated/corporate';
import { compareByGivenName } from '../../../common/person-name';
import { roleOrder } from '../../../common/permissions/corporate';
import { call, type ResourceQueries } from '../graphqlProvider';
import { listOf, localList, notFound } from '../paging';

const RESOURCE = 'members';

type Member = CorporateMembersQuery['corporate_members'][number];

const nameOf = (m: Member) => [m.last_name, m.first_name].filter(Boolean).join(' ');

/** Every member at once, then `answer` from them. */
const allMembers = <R>(corporateId: string, answer: (members: Member[]) => R) =>
  call(CorporateMembersDocument, { corporate_id: corporateId }, (data) =>
    answer(data.corporate_members),
  );

/**
 * Members and roles: corporate_members answers everyone at once (spec §7), so the list is
 * searched, filtered and paged here, sorted by role in the spec's display order (§6), then in
 * Vietnamese name order (common/person-name.ts), unless asked otherwise. A role changes through update_corporate_staff.
 */
export const memberQueries: ResourceQueries<string> = {
  getList: (params, corporateId) =>
    allMembers(corporateId, (members) =>
      localList(RESOURCE, members, params, {
        searchText: (m) => `${nameOf(m)} ${m.email ?? ''}`,
        filters: {
          role: (m, value) => (listOf(value as string) ?? []).includes(m.role),
          department_id: (m, value) =>
            (listOf(value as string) ?? []).includes(String(m.department?.id ?? '')),
        },
        defaultCompare: (a, b) => roleOrder(a.role) - roleOrder(b.role) || compareByGivenName(a, b),
        compare: {
          role: (a, b) => roleOrder(a.role) - roleOrder(b.role),
          last_name: (a, b) => nameOf(a).localeCompare(nameOf(b), 'vi'),
          first_name: compareByGivenName,
          email: (a, b) => (a.email ?? '').localeCompare(b.email ?? ''),
        },
      }),
    ),

  getOne: ({ id }, corporateId) =>
    allMembers(corporateId, (members) => {
      const member = members.find((m) => String(m.id) === String(id));
      if (!member) throw notFound(RESOURCE, id);
      return { data: member };
    }),

  getMany: ({ ids }, corporateId) =>
    allMembers(corporateId, (members) => {
      const wanted = new Set(ids.map(String));
      return { data: members.filter((m) => wanted.has(String(m.id))) };
    }),

  update: ({ id, data, previousData }, corporateId) => {
    const role = data.role as CorporateRole;
    return call(
      UpdateMemberRoleDocument,
      { input: { corporate_id: corporateId, user_id: String(id), role } },
      () => ({ data: { ...previousData, ...data, id, role } }),
    );
  },
};
