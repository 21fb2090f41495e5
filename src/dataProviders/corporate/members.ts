import {
  CorporateMembersDocument,
  UpdateMemberRoleDocument,
  type CorporateMembersQuery,
  type CorporateRole,
} from '../../api/generated/corporate';
import { compareByGivenName } from '../../../common/person-name';
import { roleOrder } from '../../../common/permissions/corporate';
import type { CallContext, ResourceHandlers } from '../graphqlProvider';
import { listOf, localList, notFound } from '../paging';
import { corporateId } from './scope';

const RESOURCE = 'members';

type Member = CorporateMembersQuery['corporate_members'][number];

const nameOf = (m: Member) => [m.last_name, m.first_name].filter(Boolean).join(' ');

async function allMembers({ query }: CallContext): Promise<Member[]> {
  const data = await query(CorporateMembersDocument, { corporate_id: await corporateId() });
  return data.corporate_members;
}

/**
 * Members and roles: corporate_members answers everyone at once (spec §7), so the list is
 * searched, filtered and paged here, sorted by role in the spec's display order (§6), then in
 * Vietnamese name order (common/person-name.ts), unless asked otherwise. A role changes through update_corporate_staff.
 */
export const memberHandlers: ResourceHandlers = {
  async getList(params, ctx) {
    return localList(RESOURCE, await allMembers(ctx), params, {
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
    });
  },

  async getOne({ id }, ctx) {
    const member = (await allMembers(ctx)).find((m) => String(m.id) === String(id));
    if (!member) throw notFound(RESOURCE, id);
    return { data: member };
  },

  async getMany({ ids }, ctx) {
    const wanted = new Set(ids.map(String));
    return { data: (await allMembers(ctx)).filter((m) => wanted.has(String(m.id))) };
  },

  async update({ id, data, previousData }, { query }) {
    const role = data.role as CorporateRole;
    await query(UpdateMemberRoleDocument, {
      input: { corporate_id: await corporateId(), user_id: String(id), role },
    });
    return { data: { ...previousData, ...data, id, role } };
  },
};
