/**
 * The travellers a travel agent may act for (spec §6): the same links `verifyPatron` honours
 * X-Patron-Id by (travel_agent_travellers), read for the agent's picker. Only for a profile
 * with role AGENT; anyone else has none, whatever links exist.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { travelAgentTravellers, users } from '../../db/schema.js';

export async function travellersOfAgent(db: Db, agentUserId: string) {
  return db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
    })
    .from(travelAgentTravellers)
    .innerJoin(users, eq(users.id, travelAgentTravellers.traveller_user_id))
    .where(
      and(
        eq(travelAgentTravellers.agent_user_id, agentUserId),
        sql`exists (select 1 from users a where a.id = ${agentUserId}::uuid and a.role = 'AGENT')`,
      ),
    )
    .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id));
}
