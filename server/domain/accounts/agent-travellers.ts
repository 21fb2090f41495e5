/**
 * The travellers a travel agent may act for (spec §6): the same links `verifyPatron` honours
 * X-Patron-Id by (travel_agent_travellers), read for the agent's picker. Only for a profile
 * with role AGENT; anyone else has none, whatever links exist.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { travelAgentTravellers, users } from '../../db/schema.js';

/** At most this many travellers answer a search (the picker shows them in a list). */
export const TRAVELLER_SEARCH_LIMIT = 50;

export async function travellersOfAgent(db: Db, agentUserId: string, search?: string | null) {
  const text = search?.trim().slice(0, 100);
  // Each word must be in the name (either order) or the e-mail, accents and case folded
  // (wf_person_search, docs/decisions.md "People search"): "lan pham" finds Phạm Lan.
  const words = text ? text.split(/\s+/).map((w) => `%${w.replace(/[\\%_]/g, '\\$&')}%`) : [];
  const matches = words.map(
    (w) =>
      sql`wf_person_search(${users.first_name}, ${users.last_name}, ${users.email}) like wf_fold(${w})`,
  );
  const query = db
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
        ...matches,
      ),
    )
    .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id));
  return words.length > 0 ? query.limit(TRAVELLER_SEARCH_LIMIT) : query;
}
