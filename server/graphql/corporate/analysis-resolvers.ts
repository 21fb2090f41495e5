import { analysisCostCenters } from '../../domain/analysis/cost-centers.js';
import { analysisDetail } from '../../domain/analysis/detail.js';
import { analysisExpenses } from '../../domain/analysis/expenses.js';
import { exportUrlKey } from '../../domain/analysis/export-links.js';
import { analysisDetailExport } from '../../domain/analysis/export.js';
import { analysisFlight } from '../../domain/analysis/flight.js';
import { analysisHotel } from '../../domain/analysis/hotel.js';
import { detailArgs, filterArgs, scopeArgs } from '../../domain/analysis/input.js';
import { langOf } from '../../domain/analysis/labels.js';
import { analysisOverview } from '../../domain/analysis/overview.js';
import { analysisReach } from '../../domain/analysis/scope.js';
import { now } from '../../domain/context/clock.js';
import { parseInput } from '../../domain/context/input.js';
import type { RequestContext } from '../context.js';
import type { QueryResolvers } from '../generated/corporate.js';

/*
 * The analysis dashboards (issue 25, docs/analysis.md): zod names each bad argument;
 * server/domain/analysis scopes every query by the caller's corporate and role.
 */

type Q = QueryResolvers<RequestContext>;
const user = (ctx: RequestContext) => ctx.user?.id ?? null;
const filterOf = (args: unknown) => parseInput(filterArgs, args).filter;

let cachedKey: { pepper: string; key: Buffer } | null = null;
const linkKey = (ctx: RequestContext) => {
  const pepper = ctx.config.auth.passwordPepper;
  if (cachedKey?.pepper !== pepper) cachedKey = { pepper, key: exportUrlKey(pepper) };
  return cachedKey.key;
};

const analysis_overview: Q['analysis_overview'] = (_p, args, ctx) =>
  analysisOverview(ctx.database.db, user(ctx), filterOf(args), langOf(ctx.locale));

const analysis_detail: Q['analysis_detail'] = (_p, args, ctx) =>
  analysisDetail(ctx.database.db, user(ctx), parseInput(detailArgs, args));

const analysis_detail_export: Q['analysis_detail_export'] = (_p, args, ctx) =>
  analysisDetailExport(ctx.database.db, user(ctx), args as Record<string, unknown>, {
    key: linkKey(ctx),
    now: now(ctx),
    lang: langOf(ctx.locale),
  });

const analysis_flight: Q['analysis_flight'] = (_p, args, ctx) =>
  analysisFlight(ctx.database.db, user(ctx), filterOf(args), langOf(ctx.locale));

const analysis_hotel: Q['analysis_hotel'] = (_p, args, ctx) =>
  analysisHotel(ctx.database.db, user(ctx), filterOf(args), langOf(ctx.locale));

const analysis_cost_centers: Q['analysis_cost_centers'] = (_p, args, ctx) =>
  analysisCostCenters(ctx.database.db, user(ctx), filterOf(args), now(ctx));

const analysis_expenses: Q['analysis_expenses'] = (_p, args, ctx) =>
  analysisExpenses(ctx.database.db, user(ctx), filterOf(args), langOf(ctx.locale));

const analysis_scope: Q['analysis_scope'] = (_p, args, ctx) =>
  analysisReach(ctx.database.db, user(ctx), parseInput(scopeArgs, args).corporate_id);

export const analysisQueries = {
  analysis_scope,
  analysis_overview,
  analysis_detail,
  analysis_detail_export,
  analysis_flight,
  analysis_hotel,
  analysis_cost_centers,
  analysis_expenses,
};
