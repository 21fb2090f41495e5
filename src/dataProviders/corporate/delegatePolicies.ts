import {
  CreateDelegatePolicyDocument,
  DelegatePolicyDocument,
  DelegatePolicyPageDocument,
  DeleteDelegatePolicyDocument,
  UpdateDelegatePolicyDocument,
  type CreateDelegatePolicyInput,
  type UpdateDelegatePolicyInput,
} from '../../api/generated/corporate';
import { call, type ResourceQueries } from '../graphqlProvider';
import { limitOffset, listResult, notFound, pick, pickChanged } from '../paging';

const RESOURCE = 'delegate-policies';

const FIELDS = ['delegatee_ids', 'delegator_ids', 'active'] as const satisfies ReadonlyArray<
  keyof CreateDelegatePolicyInput & keyof UpdateDelegatePolicyInput
>;

/**
 * Delegate policies (spec §3, §4): delegate_policies (offset-paged, newest first; the only
 * filter is `active`, and it has no sort) and its mutations.
 */
export const delegatePolicyQueries: ResourceQueries<string> = {
  getList: (params, corporateId) => {
    const { active } = (params.filter ?? {}) as { active?: boolean };
    return call(
      DelegatePolicyPageDocument,
      {
        input: {
          corporate_id: corporateId,
          active: typeof active === 'boolean' ? active : undefined,
          ...limitOffset(params.pagination),
        },
      },
      (data) => listResult(data.delegate_policies),
    );
  },

  getOne: ({ id }, corporateId) =>
    call(DelegatePolicyDocument, { corporate_id: corporateId, id: String(id) }, (data) => {
      if (!data.delegate_policy) throw notFound(RESOURCE, id);
      return { data: data.delegate_policy };
    }),

  create: ({ data }, corporateId) =>
    call(
      CreateDelegatePolicyDocument,
      { input: { ...pick(data, FIELDS), corporate_id: corporateId } as CreateDelegatePolicyInput },
      (result) => ({ data: result.create_delegate_policy }),
    ),

  update: ({ id, data, previousData }) =>
    call(
      UpdateDelegatePolicyDocument,
      {
        input: {
          ...pickChanged(data, previousData, FIELDS),
          id: String(id),
        } as UpdateDelegatePolicyInput,
      },
      (result) => ({ data: result.update_delegate_policy }),
    ),

  delete: ({ id }) =>
    call(DeleteDelegatePolicyDocument, { input: { id: String(id) } }, (result) => ({
      data: result.delete_delegate_policy,
    })),
};
