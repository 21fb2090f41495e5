/**
 * VAT e-invoice inputs (issue 22; zod, parsed by server/graphql/corporate/vat-resolvers.ts).
 * Field errors name the argument, e.g. `input.booking_history_id`.
 */
import { z } from 'zod';
import { count, opaqueId, text, listOffset, listSort } from '../context/input.js';

export const VAT_STATUSES = ['PENDING', 'ISSUED', 'REJECTED'] as const;

const optionalId = opaqueId.nullish().transform((v) => v ?? null);
const instant = z.coerce
  .date({ message: 'must be a date and time' })
  .nullish()
  .transform((v) => v ?? null);
const limit = count(1, 100)
  .nullish()
  .transform((v) => v ?? 20);

export const createVatRequestInput = z.object({
  corporate_id: optionalId,
  booking_history_id: opaqueId,
});
export type CreateVatRequestInput = z.infer<typeof createVatRequestInput>;

export const vatRequestsInput = z.object({
  corporate_id: optionalId,
  last_id: optionalId,
  limit,
  from: instant,
  to: instant,
});
export type VatRequestsInput = z.infer<typeof vatRequestsInput>;

export const vatRequestsPageInput = z.object({
  corporate_id: optionalId,
  filter: z
    .object({
      from: instant,
      to: instant,
      status: z
        .enum(VAT_STATUSES)
        .nullish()
        .transform((v) => v ?? null),
      search: text(100)
        .nullish()
        .transform((v) => v?.trim() || null),
    })
    .nullish()
    .transform((v) => v ?? { from: null, to: null, status: null, search: null }),
  sort: listSort(['INSERTED_AT', 'STATUS']),
  limit,
  offset: listOffset(100_000),
});
export type VatRequestsPageInput = z.infer<typeof vatRequestsPageInput>;

export const downloadInvoiceInput = z.object({
  corporate_id: opaqueId,
  invoice_key: text(64).min(1, 'is required'),
  format: z
    .enum(['PDF', 'XML'])
    .nullish()
    .transform((v) => v ?? 'PDF'),
});
export type DownloadInvoiceInput = z.infer<typeof downloadInvoiceInput>;
