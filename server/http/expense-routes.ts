import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { resolveRequestAuth } from '../auth/request-auth.js';
import type { AccountServices } from '../auth/services.js';
import type { AppConfig } from '../config.js';
import {
  addReceipts,
  openReceipt,
  readEInvoiceUpload,
  receiptUrlKey,
  type UploadedFile,
} from '../domain/expenses/receipts.js';
import { storageOf } from '../graphql/corporate/profile-resolvers.js';
import { TICKET_LIMITS } from '../../common/support-rules.js';
import { parseInput } from './account-edge.js';
import { countUpload } from './upload-guard.js';

const fileQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(20).max(100),
});

/** The form's files and its one text field, corporate_id; never past the limits in memory. */
async function readFiles(request: FastifyRequest) {
  const files: UploadedFile[] = [];
  let corporateId: string | null = null;
  if (!request.isMultipart()) return { files, corporateId };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files.push({
          file_name: part.filename || 'file',
          declared_type: part.mimetype,
          data: await part.toBuffer(),
          truncated: part.file.truncated,
        });
      } else if (part.fieldname === 'corporate_id' && typeof part.value === 'string') {
        corporateId = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('BAD_USER_INPUT', 'receipts: too many files', [
        {
          field: 'receipts',
          rule: 'max_files',
          message: `At most ${TICKET_LIMITS.maxFiles} files at once`,
        },
      ]);
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('BAD_USER_INPUT', 'receipts: too large', [
        { field: 'receipts', rule: 'max_size', message: 'The upload is too large' },
      ]);
    }
    throw error;
  }
  return { files, corporateId };
}

/**
 * Expense receipts (docs/expenses.md "Receipts"), multipart with a bearer token:
 * - POST /api/v1/expenses/:id/receipts: files `receipts` (photos, PDFs, e-invoice XML; the
 *   support attachments' limits) and `corporate_id`; 201 with the expense's receipts and the
 *   e-invoice read from an XML among them.
 * - POST /api/v1/expenses/einvoice: one XML file `receipt` and `corporate_id`; 200 with what it
 *   says (seller, tax code, date, amounts, VAT), for the form to fill itself in. Nothing stored.
 * - GET /api/v1/expenses/receipts/:corporate/:id?expires&signature: the file, through the
 *   signed link the GraphQL answers give.
 */
export async function expenseRoutes(
  app: FastifyInstance,
  opts: { services: AccountServices; config: AppConfig },
) {
  const storage = storageOf(opts.config);
  const key = receiptUrlKey(opts.config.auth.passwordPepper);
  const deps = () => ({ db: opts.services.db, storage });
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: TICKET_LIMITS.maxFileBytes,
      // One more than allowed, so a fourth file is reported rather than silently dropped.
      files: TICKET_LIMITS.maxFiles + 1,
      fields: 2,
      fieldSize: 200,
      parts: 8,
    },
    throwFileSizeLimit: false,
  });

  async function signedIn(request: FastifyRequest, field: string) {
    const auth = await resolveRequestAuth(opts.services, request);
    if (auth.tokenRejected || !auth.user) throw new AppError('UNAUTHENTICATED', 'unauthorized');
    await countUpload(opts.services, { userId: auth.user.id, ip: request.ip }, field);
    return auth.user.id;
  }

  app.post<{ Params: { id: string } }>(
    '/api/v1/expenses/:id/receipts',
    { bodyLimit: 4 * TICKET_LIMITS.maxFileBytes },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = await signedIn(request, 'receipts');
      const form = await readFiles(request);
      const now = opts.services.clock.now();
      const result = await addReceipts(
        deps(),
        userId,
        { corporate_id: form.corporateId, expense_id: request.params.id },
        form.files,
        { key, now },
      );
      return reply.code(201).send({ data: result });
    },
  );

  app.post(
    '/api/v1/expenses/einvoice',
    { bodyLimit: 2 * TICKET_LIMITS.maxFileBytes },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = await signedIn(request, 'receipt');
      const form = await readFiles(request);
      const invoice = await readEInvoiceUpload(
        opts.services.db,
        userId,
        form.corporateId,
        form.files[0] ?? null,
      );
      return reply.send({ data: invoice });
    },
  );

  app.get<{ Params: { corporate: string; id: string } }>(
    '/api/v1/expenses/receipts/:corporate/:id',
    async (request, reply) => {
      const query = parseInput(fileQuery, request.query);
      const { receipt, body } = await openReceipt(
        deps(),
        key,
        {
          corporate_id: request.params.corporate,
          id: request.params.id,
          expires: query.expires,
          signature: query.signature,
        },
        opts.services.clock.now(),
      );
      return reply
        .header('content-type', receipt.content_type)
        .header(
          'content-disposition',
          `${receipt.kind === 'EINVOICE_XML' ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(receipt.file_name)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
}
