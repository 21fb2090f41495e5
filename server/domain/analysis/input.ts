/**
 * The analysis operations' inputs (issue 25; zod, parsed by
 * server/graphql/corporate/analysis-resolvers.ts): the spec's analysis filter — a range of
 * Vietnamese dates, at most five years, start ≤ end — the detail page and the export. Field
 * errors name the argument, e.g. `filter.end`.
 */
import { z } from 'zod';
import { daysBetween } from '../../../common/calendar.js';
import { isUuid } from '../../db/sql-values.js';
import { listOffset, rule } from '../context/input.js';
import { bucketOfKey, type DateRange, type TimeUnit } from './buckets.js';

/** Five years of days (with a leap day): the longest range a dashboard reads. */
export const MAX_RANGE_DAYS = 5 * 366;
export const EXPORT_MAX_ROWS = 10_000;

const TIME_UNITS = ['DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR'] as const;
const GROUP_BY = ['PRODUCT', 'DEPARTMENT', 'COST_CENTER', 'USER'] as const;

const uuid = z.string().refine(isUuid, rule('format', 'must be an id this service returned'));
const ids = z
  .array(uuid)
  .max(100, 'at most 100 ids')
  .nullish()
  .transform((v) => v ?? null);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');

export const analysisFilter = z
  .object({
    corporate_id: uuid.nullish().transform((v) => v ?? null),
    department_ids: ids,
    user_ids: ids,
    cost_center_ids: ids,
    start: date,
    end: date,
    time_unit: z
      .enum(TIME_UNITS)
      .nullish()
      .transform((v): TimeUnit => v ?? 'MONTH'),
    group_by: z
      .enum(GROUP_BY)
      .nullish()
      .transform((v) => v ?? 'PRODUCT'),
    selectedTime: z.string().max(10).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.start > v.end) {
      ctx.addIssue({ code: 'custom', path: ['end'], ...rule('order', 'must not be before start') });
    } else if (daysBetween(v.start, v.end) + 1 > MAX_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        ...rule('max_range', 'the range may span at most 5 years'),
      });
    }
    if (v.selectedTime) {
      const bucket = bucketOfKey(v.time_unit, v.selectedTime);
      if (!bucket || bucket.to < v.start || bucket.from > v.end) {
        ctx.addIssue({
          code: 'custom',
          path: ['selectedTime'],
          ...rule(
            'bucket',
            `must be a ${v.time_unit} bucket key of the series between start and end`,
          ),
        });
      }
    }
  })
  .transform((v) => {
    const range: DateRange = { from: v.start, to: v.end };
    const bucket = v.selectedTime ? bucketOfKey(v.time_unit, v.selectedTime) : null;
    const narrowed: DateRange = bucket
      ? {
          from: bucket.from > v.start ? bucket.from : v.start,
          to: bucket.to < v.end ? bucket.to : v.end,
        }
      : range;
    return {
      corporate_id: v.corporate_id,
      department_ids: v.department_ids,
      user_ids: v.user_ids,
      cost_center_ids: v.cost_center_ids,
      time_unit: v.time_unit,
      group_by: v.group_by,
      /** start..end: the series' range. */
      range,
      /** The selected bucket within it (or the range): what every other figure covers. */
      narrowed,
    };
  });
export type AnalysisFilter = z.infer<typeof analysisFilter>;

export const filterArgs = z.object({ filter: analysisFilter });

/** analysis_scope's argument: which company (the caller's when absent). */
export const scopeArgs = z.object({ corporate_id: uuid.nullish().transform((v) => v ?? null) });

const SORT_FIELDS = ['PAID_AT', 'AMOUNT', 'TRAVELLER', 'PRODUCT'] as const;

export const detailArgs = z.object({
  filter: analysisFilter,
  sort: z
    .object({
      field: z
        .enum(SORT_FIELDS)
        .nullish()
        .transform((v) => v ?? 'PAID_AT'),
      direction: z
        .enum(['ASC', 'DESC'])
        .nullish()
        .transform((v) => v ?? 'DESC'),
    })
    .nullish()
    .transform((v) => v ?? { field: 'PAID_AT' as const, direction: 'DESC' as const }),
  limit: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .nullish()
    .transform((v) => v ?? 25),
  offset: listOffset(1_000_000),
});
export type DetailArgs = z.infer<typeof detailArgs>;
export type DetailSort = DetailArgs['sort'];

export const exportArgs = z.object({
  filter: analysisFilter,
  format: z.enum(['CSV', 'XLSX']),
});
export type ExportArgs = z.infer<typeof exportArgs>;
