import { parseInput } from '../../domain/context/input.js';
import { statementInput, statementsInput } from '../../domain/statements/input.js';
import {
  linesOfSection,
  listStatements,
  readStatement,
} from '../../domain/statements/statements.js';
import type { RequestContext } from '../context.js';
import type { QueryResolvers, StatementSectionResolvers } from '../generated/corporate.js';

/*
 * Reconciliation statements (issue 22, docs/finance.md "Statements"): thin, the domain
 * authorizes (`statements` list/show) and scopes by the caller's corporate.
 */

type Q = QueryResolvers<RequestContext>;
const user = (ctx: RequestContext) => ctx.user?.id ?? null;

const corporate_reconcilliation_statements: Q['corporate_reconcilliation_statements'] = (
  _p,
  args,
  ctx,
) => listStatements(ctx.database.db, user(ctx), parseInput(statementsInput, args));

const corporate_reconcilliation_statement: Q['corporate_reconcilliation_statement'] = (
  _p,
  args,
  ctx,
) => readStatement(ctx.database.db, user(ctx), parseInput(statementInput, args));

export const statementQueries = {
  corporate_reconcilliation_statements,
  corporate_reconcilliation_statement,
};

/** A section's lines and bookings load once per section (the detail asks for them). */
const sectionLines = new WeakMap<object, ReturnType<typeof linesOfSection>>();
const linesOnce = (
  parent: Parameters<typeof linesOfSection>[0] & object,
  ctx: RequestContext,
): ReturnType<typeof linesOfSection> => {
  let lines = sectionLines.get(parent);
  if (!lines) {
    lines = linesOfSection(parent, ctx.database.db);
    sectionLines.set(parent, lines);
  }
  return lines;
};

export const statementSectionFields: StatementSectionResolvers<RequestContext> = {
  lines: (parent, _args, ctx) => linesOnce(parent, ctx),
  booking_histories: async (parent, _args, ctx) =>
    (await linesOnce(parent, ctx)).flatMap((l) => (l.booking_history ? [l.booking_history] : [])),
};
