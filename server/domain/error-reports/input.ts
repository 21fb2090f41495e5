/**
 * What the browser may report (docs/module-template.md): parsed by POST /api/captureException
 * (server/http/capture-exception.ts) before the service stores it.
 */
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { fieldErrors } from '../context/input.js';

// What the browser may report to /api/captureException: an error, a slow call
// ('CALL API TOO LONG') or a non-successful order. Bounded so a report cannot grow the table
// without limit; unknown keys are kept as context within the request's size limit.

export const REPORT_KINDS = ['error', 'slow_call', 'order'] as const;

export const errorReportSchema = z
  .object({
    kind: z.enum(REPORT_KINDS).default('error'),
    message: z.string().trim().min(1, 'message is required').max(2000),
    url: z.string().max(2083).optional(),
    method: z.string().max(10).optional(),
    duration_ms: z.number().int().min(0).max(86_400_000).optional(),
    stack: z.string().max(8000).optional(),
    api: z.string().max(200).optional(),
  })
  .catchall(z.unknown());

export type ErrorReportInput = z.infer<typeof errorReportSchema>;

/** The report, or BAD_USER_INPUT 'The report is not valid.' naming each field (`body` for the whole). */
export function parseErrorReport(body: unknown): ErrorReportInput {
  const parsed = errorReportSchema.safeParse(body);
  if (!parsed.success) {
    throw new AppError(
      'BAD_USER_INPUT',
      'The report is not valid.',
      fieldErrors(parsed.error.issues, 'body'),
    );
  }
  return parsed.data;
}
