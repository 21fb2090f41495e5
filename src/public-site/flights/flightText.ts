import type { SiteKey } from '../../i18n/site';

/** The catalogue key naming a number of stops ('Direct', '1 stop', '2 stops'). */
export function stopsLabelKey(stops: number, facet = false): SiteKey {
  if (stops === 0) return 'flights.stops.direct';
  if (stops === 1) return 'flights.stops.one';
  return facet ? 'flights.stops.twoPlus' : 'flights.stops.many';
}

export interface Allowance {
  quantity?: number | null;
  unit?: string | null;
  weight?: number | null;
}

/** A baggage allowance as a key and its values, or null when none is included. */
export function allowanceText(
  allowance: Allowance | null | undefined,
): { key: SiteKey; vars: Record<string, number> } | null {
  if (!allowance || allowance.quantity === 0) return null;
  const quantity = allowance.quantity ?? 1;
  const weight = allowance.weight ?? 0;
  if (!allowance.quantity && !weight) return null;
  if (allowance.unit === 'kg')
    return { key: 'flights.baggage.kg', vars: { weight: weight || quantity } };
  if (weight) return { key: 'flights.baggage.pieces', vars: { quantity, weight } };
  return { key: 'flights.baggage.piecesOnly', vars: { quantity } };
}

const CABIN_KEYS: Record<string, SiteKey> = {
  ECONOMY: 'search.cabins.economy',
  PREMIUM_ECONOMY: 'search.cabins.premium_economy',
  BUSINESS: 'search.cabins.business',
  FIRST: 'search.cabins.first',
};

/** The catalogue key of a cabin (SeatClass.type). */
export function cabinKey(type: string): SiteKey {
  return CABIN_KEYS[type] ?? 'search.cabins.economy';
}
