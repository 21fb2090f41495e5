import {
  CreateDelegatePolicyDocument,
  DelegatePolicyDocument,
  DelegatePolicyPageDocument,
  DeleteDelegatePolicyDocument,
  UpdateDelegatePolicyDocument,
  type CreateDelegatePolicyInput,
  type UpdateDelegatePolicyInput,
} from '../../api/generated/corporate';
import type { ResourceHandlers } from '../graphqlProvider';
import { limitOffset, listResult, notFound, pick, pickChanged } from '../paging';
import { corporateId } from './scope';

const RESOURCE = 'delegate-policies';

const FIELDS = ['delegatee_ids', 'delegator_ids', 'active'] as const satisfies ReadonlyArray<
  keyof CreateDelegatePolicyInput & keyof UpdateDelegatePolicyInput
>;

/**
 * Delegate policies (spec §3, §4): delegate_policies (offset-paged, newest first; the only
 * filter is `active`, and it has no sort) and its mutations.
 */
export const delegatePolicyHandlers: ResourceHandlers = {
  async getList(params, { query }) {
    const { active } = (params.filter ?? {}) as { active?: boolean };
    const data = await query(DelegatePolicyPageDocument, {
      input: {
        corporate_id: await corporateId(),
        active: typeof active === 'boolean' ? active : undefined,
        ...limitOffset(params.pagination),
      },
    });
    return listResult(data.delegate_policies);
  },

  async getOne({ id }, { query }) {
    const data = await query(DelegatePolicyDocument, {
      corporate_id: await corporateId(),
      id: String(id),
    });
    if (!data.delegate_policy) throw notFound(RESOURCE, id);
    return { data: data.delegate_policy };
  },

  async create({ data }, { query }) {
    const input = {
      ...pick(data, FIELDS),
      corporate_id: await corporateId(),
    } as CreateDelegatePolicyInput;
    const result = await query(CreateDelegatePolicyDocument, { input });
    return { data: result.create_delegate_policy };
  },

  async update({ id, data, previousData }, { query }) {
    const input = {
      ...pickChanged(data, previousData, FIELDS),
      id: String(id),
    } as UpdateDelegatePolicyInput;
    const result = await query(UpdateDelegatePolicyDocument, { input });
    return { data: result.update_delegate_policy };
  },

  async delete({ id }, { query }) {
    const result = await query(DeleteDelegatePolicyDocument, { input: { id: String(id) } });
    return { data: result.delete_delegate_policy };
  },
};
