/**
 * Reconciliation statements' inputs (zod, parsed by graphql/corporate/statements-resolvers.ts).
 */
import { z } from 'zod';
import { count, opaqueId } from '../context/input.js';

export const statementsInput = z.object({
  corporate_id: opaqueId.nullish().transform((v) => v ?? null),
  year: count(2000, 2100)
    .nullish()
    .transform((v) => v ?? null),
  limit: count(1, 100)
    .nullish()
    .transform((v) => v ?? 20),
  offset: count(0, 1_000_000)
    .nullish()
    .transform((v) => v ?? 0),
});
export type StatementsInput = z.infer<typeof statementsInput>;

export const statementInput = z.object({ id: opaqueId });
export type StatementInput = z.infer<typeof statementInput>;
