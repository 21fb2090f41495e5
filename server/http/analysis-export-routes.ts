import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AccountServices } from '../auth/services.js';
import type { AppConfig } from '../config.js';
import { exportUrlKey, openExportUrl } from '../domain/analysis/export-links.js';
import { exportFile } from '../domain/analysis/export.js';
import { CONTENT_TYPES } from '../domain/corporates/staff-sheet-files.js';
import { AppError } from '../errors.js';
import { parseInput } from './account-edge.js';

const linkQuery = z.object({
  p: z.string().min(1).max(30_000),
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(20).max(100),
});

/**
 * The analysis detail export (docs/analysis.md "Export"):
 * GET /api/v1/corporate/analysis-export?p&expires&signature — the CSV or XLSX behind the
 * 15-minute signed link analysis_detail_export answers, built again as the link's caller.
 */
export async function analysisExportRoutes(
  app: FastifyInstance,
  opts: { services: AccountServices; config: AppConfig },
) {
  const key = exportUrlKey(opts.config.auth.passwordPepper);
  app.get('/api/v1/corporate/analysis-export', async (request, reply) => {
    const query = parseInput(linkQuery, request.query);
    const link = openExportUrl(key, query, opts.services.clock.now());
    if (!link) throw new AppError('NOT_FOUND', 'This export link is not valid or has expired.');
    const file = await exportFile(opts.services.db, link);
    const name = `${link.locale === 'en' ? 'analysis' : 'phan-tich'}.${file.kind}`;
    return reply
      .header('content-type', CONTENT_TYPES[file.kind])
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
