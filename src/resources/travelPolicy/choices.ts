import type { PolicyAction, SeatClassType } from '../../api/generated/corporate';

/** Cabins, cheapest first (the server's order of allowed_cabins). */
export const CABINS: readonly SeatClassType[] = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'];

export const ACTIONS: readonly PolicyAction[] = ['APPROVAL', 'ALLOW_WITH_REASON', 'BLOCK'];

export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;

/** `console.travelPolicy.<key>`. */
export const policyText = (key: string) => `console.travelPolicy.${key}`;

/** `resources.set-policy.fields.<field>`. */
export const fieldLabel = (field: string) => `resources.set-policy.fields.${field}`;
