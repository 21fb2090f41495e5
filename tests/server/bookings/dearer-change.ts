import type { Db } from '../../../server/db/client';
import { buildFlight, inDays } from '../support/inventory-builders';

/**
 * The flights of a dearer change (the change-payment tests): HAN → DAD in 12 days on
 * VN-ECO_FLEX (VN357, no change fee), and the same route and fare in 15 days (VN367), 800,000
 * dearer for an adult. Returns their instance ids.
 */
export async function buildDearerChange(db: Db): Promise<{ booked: string; dearer: string }> {
  const leg = { from: 'HAN', to: 'DAD', minutes: 80 };
  const booked = await buildFlight(db, {
    ...leg,
    date: inDays(12),
    code: 'VN357',
    depart: '09:00',
    fares: [{ plan: 'VN-ECO_FLEX', adult: [1_500_000, 150_000] }],
  });
  const dearer = await buildFlight(db, {
    ...leg,
    date: inDays(15),
    code: 'VN367',
    depart: '09:00',
    fares: [{ plan: 'VN-ECO_FLEX', adult: [2_300_000, 150_000] }],
  });
  return { booked, dearer };
}

/** The flight and seat-class ids of an instance's economy VN-ECO_FLEX fare. */
export const economyFlex = (instance: string) => ({
  f: `local:${instance}:ECONOMY`,
  s: `local:${instance}:VN-ECO_FLEX`,
});
