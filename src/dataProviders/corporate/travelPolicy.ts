import {
  TravelPoliciesDocument,
  TravelPolicyLevelsDocument,
  TravelPolicyOfLevelDocument,
  TravelPolicyReasonsDocument,
  UpdateTravelPolicyDocument,
  UpdateTravelPolicyReasonsDocument,
  type PolicyAction,
  type SeatClassType,
  type TravelPolicyFieldsFragment,
  type TravelPolicyHotelCapInput,
} from '../../api/generated/corporate';
import { call, type ResourceQueries } from '../graphqlProvider';
import { notFound } from '../paging';

const RESOURCE = 'set-policy';

/**
 * One row of the screen: a corporate level (its id is the record's) and its policy, or the
 * defaults of a new one (`has_policy` false: the level is in policy whatever it books).
 */
export interface LevelPolicy {
  id: string;
  level_name: string;
  has_policy: boolean;
  allowed_cabins: SeatClassType[];
  one_way_cost: number | null;
  round_trip_cost: number | null;
  min_days_ahead: number;
  out_of_policy_action: PolicyAction;
  hotel_caps: Array<{ city_id: string | null; star_rating: number | null; nightly_cost: number }>;
  updated_at: string | null;
}

/** What "Set a policy" starts from: economy only, no caps, approval outside the policy. */
export const NEW_POLICY = {
  allowed_cabins: ['ECONOMY'] as SeatClassType[],
  one_way_cost: null,
  round_trip_cost: null,
  min_days_ahead: 0,
  out_of_policy_action: 'APPROVAL' as PolicyAction,
  hotel_caps: [],
  updated_at: null,
} satisfies Omit<LevelPolicy, 'id' | 'level_name' | 'has_policy'>;

function levelPolicy(
  level: { id: string; name: string },
  policy: TravelPolicyFieldsFragment | null | undefined,
): LevelPolicy {
  if (!policy) return { id: level.id, level_name: level.name, has_policy: false, ...NEW_POLICY };
  return {
    id: level.id,
    level_name: level.name,
    has_policy: true,
    allowed_cabins: [...policy.allowed_cabins],
    one_way_cost: policy.one_way_cost ?? null,
    round_trip_cost: policy.round_trip_cost ?? null,
    min_days_ahead: policy.min_days_ahead,
    out_of_policy_action: policy.out_of_policy_action,
    hotel_caps: policy.hotel_caps.map((cap) => ({
      city_id: cap.city_id ?? null,
      star_rating: cap.star_rating ?? null,
      nightly_cost: cap.nightly_cost,
    })),
    updated_at: policy.updated_at ?? null,
  };
}

const blankToNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** The form's values as update_travel_policy's input (the whole policy; empty caps: none). */
export function policyInput(corporateId: string, levelId: string, data: Partial<LevelPolicy>) {
  const caps = (data.hotel_caps ?? []) as Array<Partial<TravelPolicyHotelCapInput> | null>;
  return {
    corporate_id: corporateId,
    corporate_level_id: levelId,
    allowed_cabins: data.allowed_cabins ?? [],
    one_way_cost: blankToNull(data.one_way_cost),
    round_trip_cost: blankToNull(data.round_trip_cost),
    min_days_ahead: blankToNull(data.min_days_ahead) ?? 0,
    out_of_policy_action: data.out_of_policy_action ?? 'APPROVAL',
    hotel_caps: caps.map((cap) => ({
      city_id: cap?.city_id ? String(cap.city_id).trim() : null,
      star_rating: blankToNull(cap?.star_rating),
      nightly_cost: Number(cap?.nightly_cost ?? 0),
    })),
  };
}

const byName = (a: LevelPolicy, b: LevelPolicy) => a.level_name.localeCompare(b.level_name, 'vi');

/**
 * Travel policy (docs/graphql-contract.md "Travel policy"): with `meta.withLevels` (those who
 * may list the levels: owner and admins) every level with its policy (corporate_levels beside
 * travel_policies, by level name), else the levels that have a policy (approvers), one level's (getOne, the record id
 * being the level's), update_travel_policy (the whole policy), and the reason codes as custom
 * methods (travel_policy_reasons, update_travel_policy_reasons).
 */
export const travelPolicyQueries: ResourceQueries<string> = {
  getList: (params, corporateId) =>
    params.meta?.withLevels === true
      ? call(TravelPolicyLevelsDocument, { corporate_id: corporateId }, (data) => {
          const byLevel = new Map(data.travel_policies.map((p) => [p.corporate_level_id, p]));
          const rows = data.corporate_levels
            .map((level) => levelPolicy(level, byLevel.get(level.id)))
            .sort(byName);
          return { data: rows, total: rows.length };
        })
      : call(TravelPoliciesDocument, { corporate_id: corporateId }, (data) => {
          const rows = data.travel_policies
            .map((policy) => levelPolicy(policy.corporate_level, policy))
            .sort(byName);
          return { data: rows, total: rows.length };
        }),

  getOne: ({ id }, corporateId) =>
    call(
      TravelPolicyOfLevelDocument,
      { corporate_id: corporateId, corporate_level_id: String(id) },
      (data) => {
        const level = data.corporate_levels.find((l) => String(l.id) === String(id));
        if (!level) throw notFound(RESOURCE, id);
        return { data: levelPolicy(level, data.travel_policy) };
      },
    ),

  update: ({ id, data }, corporateId) =>
    call(
      UpdateTravelPolicyDocument,
      { input: policyInput(corporateId, String(id), data as Partial<LevelPolicy>) },
      (result) => ({
        data: levelPolicy(result.update_travel_policy.corporate_level, result.update_travel_policy),
      }),
    ),

  custom: {
    /** The corporate's reason codes, in its order. */
    async getPolicyReasons(_params, { query, scope }) {
      const data = await query(TravelPolicyReasonsDocument, { corporate_id: scope });
      return { data: data.travel_policy_reasons };
    },
    /** Replaces the reason codes (a kept code keeps its id). */
    async updatePolicyReasons(params, { query, scope }) {
      const reasons = (params.reasons ?? []) as Array<{ code?: string; description?: string }>;
      const data = await query(UpdateTravelPolicyReasonsDocument, {
        input: {
          corporate_id: scope,
          reasons: reasons.map((r) => ({
            code: String(r?.code ?? '').trim(),
            description: String(r?.description ?? '').trim(),
          })),
        },
      });
      return { data: data.update_travel_policy_reasons };
    },
  },
};
