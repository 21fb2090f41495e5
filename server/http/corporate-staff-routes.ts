import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { resolveRequestAuth } from '../auth/request-auth.js';
import type { AccountServices } from '../auth/services.js';
import { mailLocale as messageLocale } from '../mail/recipient.js';
import { exportStaff, importTemplate } from '../domain/corporates/staff-export.js';
import { previewImport } from '../domain/corporates/staff-import.js';
import { CONTENT_TYPES, IMPORT_LIMITS } from '../domain/corporates/staff-sheet-files.js';
import { parseInput, requestLang } from './account-edge.js';
import { countUpload } from './upload-guard.js';

const fileError = (rule: string, message: string) =>
  new AppError('BAD_USER_INPUT', `file: ${message}`, [{ field: 'file', rule, message }]);

/** The signed-in user's id (null: signed out, which the domain answers UNAUTHENTICATED). */
async function callerOf(services: AccountServices, request: FastifyRequest) {
  const auth = await resolveRequestAuth(services, request);
  if (auth.tokenRejected) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  return auth.user?.id ?? null;
}

/** The upload: one file and the corporate id, nothing larger than the import's limit. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw fileError('required', 'send the file as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: { name: string; data: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file) throw fileError('max_files', 'send one file');
        file = { name: part.filename || 'file', data: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError('too_large', 'is larger than 2 MB');
    if (code === 'FST_FILES_LIMIT') throw fileError('max_files', 'send one file');
    throw error;
  }
  if (!file) throw fileError('required', 'is required');
  return { fields, file };
}

const format = z.enum(['csv', 'xlsx']);
const templateQuery = z.object({ format, locale: z.string().max(10).optional() });
const exportQuery = z.object({
  corporate_id: z.string().max(100),
  format,
  locale: z.string().max(10).optional(),
  search: z.string().max(200).optional(),
  /** corporate_staffs_page's `filter` as JSON (docs/graphql-contract.md). */
  filter: z.string().max(20_000).optional(),
  sort_field: z
    .enum([
      'MONTHLY_LIMIT',
      'USED_BALANCE',
      'FIRST_NAME',
      'LAST_NAME',
      'EMAIL',
      'INSERTED_AT',
      'ROLE',
      'EMPLOYEE_ID',
    ])
    .optional(),
  sort_direction: z.enum(['ASC', 'DESC']).optional(),
});

const filterShape = z
  .object({
    user_ids: z.array(z.string()).max(1000).nullish(),
    department_ids: z.array(z.string()).max(1000).nullish(),
    roles: z
      .array(z.enum(['OWNER', 'ADMIN', 'APPROVER', 'OPERATION', 'ACCOUTING', 'STAFF']))
      .nullish(),
    corporate_level_ids: z.array(z.string()).max(1000).nullish(),
    cost_center_id: z.string().nullish(),
    active: z.boolean().nullish(),
  })
  .strict();

function parseFilter(text: string | undefined) {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('BAD_USER_INPUT', 'filter: is not JSON', [
      { field: 'filter', rule: 'format', message: 'must be JSON' },
    ]);
  }
  return parseInput(filterShape, value);
}

function sendFile(reply: FastifyReply, kind: 'csv' | 'xlsx', name: string, body: Buffer) {
  return reply
    .header('content-type', CONTENT_TYPES[kind])
    .header(
      'content-disposition',
      `attachment; filename="${name}.${kind}"; filename*=UTF-8''${encodeURIComponent(name)}.${kind}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * The staff spreadsheets' REST side (docs/graphql-contract.md "Staff import and export"):
 * - POST /api/v1/corporate/staff-imports: multipart `corporate_id` and `file` (.csv or .xlsx,
 *   ≤ 2 MB, ≤ 5,000 rows) → 201 `{ data: CorporateStaffImport }`, a preview; nothing about
 *   people is written until confirm_corporate_staff_import.
 * - GET /api/v1/corporate/staff-export?corporate_id&format&search&filter&sort_field&sort_direction
 * - GET /api/v1/corporate/staff-import-template?format&locale (no company data: no sign-in)
 */
export async function corporateStaffRoutes(
  app: FastifyInstance,
  opts: { services: AccountServices },
) {
  const { services } = opts;
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/api/v1/corporate/staff-imports',
    { bodyLimit: IMPORT_LIMITS.maxBytes + 64 * 1024 },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const caller = await callerOf(services, request);
      if (!caller) throw new AppError('UNAUTHENTICATED', 'unauthorized');
      await countUpload(services, { userId: caller, ip: request.ip }, 'file');
      const { fields, file } = await readUpload(request);
      const preview = await previewImport(services.db, caller, {
        corporate_id: fields.corporate_id ?? '',
        file_name: file.name,
        data: file.data,
      });
      return reply.code(201).send({ data: preview });
    },
  );

  app.get('/api/v1/corporate/staff-import-template', async (request, reply) => {
    const query = parseInput(templateQuery, request.query);
    const locale = messageLocale(requestLang(request, query.locale));
    const name = locale === 'vi' ? 'mau-nhap-nhan-vien' : 'staff-import-template';
    return sendFile(reply, query.format, name, importTemplate(query.format, locale));
  });

  app.get('/api/v1/corporate/staff-export', async (request, reply) => {
    const query = parseInput(exportQuery, request.query);
    const caller = await callerOf(services, request);
    const locale = messageLocale(requestLang(request, query.locale));
    const body = await exportStaff(
      services.db,
      caller,
      {
        corporate_id: query.corporate_id,
        search: query.search,
        filter: parseFilter(query.filter),
        sort: query.sort_field
          ? { field: query.sort_field, direction: query.sort_direction ?? 'DESC' }
          : null,
      },
      query.format,
      locale,
    );
    const day = new Date().toISOString().slice(0, 10);
    return sendFile(reply, query.format, `${locale === 'vi' ? 'nhan-vien' : 'staff'}-${day}`, body);
  });
}
