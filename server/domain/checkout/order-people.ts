import type { Db } from '../../db/client.js';
import { peopleNameFields } from './people-repository.js';

/** How an order names a person: "Last First", else their e-mail, else ''. */
export const personName = (u: {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}) => [u.last_name, u.first_name].filter(Boolean).join(' ').trim() || u.email || '';

/** The names of these people, by id (one query). */
export async function peopleNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await peopleNameFields(db, ids);
  return new Map(rows.map((r) => [r.id, personName(r)]));
}
