import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  corporateStaffs,
  delegatePolicies,
  delegatePolicyMembers,
  travelAgentTravellers,
} from '../../db/schema.js';

/** True when the agent is linked to the traveller. */
export async function agentServesTraveller(db: Db, agentUserId: string, travellerUserId: string) {
  const [row] = await db
    .select({ agent: travelAgentTravellers.agent_user_id })
    .from(travelAgentTravellers)
    .where(
      and(
        eq(travelAgentTravellers.agent_user_id, agentUserId),
        eq(travelAgentTravellers.traveller_user_id, travellerUserId),
      ),
    );
  return Boolean(row);
}

const delegatee = alias(delegatePolicyMembers, 'delegatee');
const delegator = alias(delegatePolicyMembers, 'delegator');
const delegateeStaff = alias(corporateStaffs, 'delegatee_staff');
const delegatorStaff = alias(corporateStaffs, 'delegator_staff');

/**
 * The corporate of an active delegate policy naming `delegateeId` as delegatee and
 * `delegatorId` as delegator, where both are still active members (so accepted: an invited
 * person is never acted for, issue 19 hole 2); null if none.
 */
export async function activeDelegation(db: Db, delegateeId: string, delegatorId: string) {
  const [row] = await db
    .select({ corporate_id: delegatePolicies.corporate_id, policy_id: delegatePolicies.id })
    .from(delegatePolicies)
    .innerJoin(
      delegatee,
      and(eq(delegatee.policy_id, delegatePolicies.id), eq(delegatee.side, 'DELEGATEE')),
    )
    .innerJoin(
      delegator,
      and(eq(delegator.policy_id, delegatePolicies.id), eq(delegator.side, 'DELEGATOR')),
    )
    .innerJoin(
      delegateeStaff,
      and(
        eq(delegateeStaff.corporate_id, delegatePolicies.corporate_id),
        eq(delegateeStaff.user_id, delegatee.user_id),
      ),
    )
    .innerJoin(
      delegatorStaff,
      and(
        eq(delegatorStaff.corporate_id, delegatePolicies.corporate_id),
        eq(delegatorStaff.user_id, delegator.user_id),
      ),
    )
    .where(
      and(
        eq(delegatePolicies.active, true),
        eq(delegatee.user_id, delegateeId),
        eq(delegator.user_id, delegatorId),
        eq(delegateeStaff.active, true),
        eq(delegatorStaff.active, true),
        eq(delegatorStaff.invitation, 'ACCEPTED'),
      ),
    )
    .limit(1);
  return row ?? null;
}
