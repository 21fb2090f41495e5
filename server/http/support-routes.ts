import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { resolveRequestAuth } from '../auth/request-auth.js';
import type { AccountServices } from '../auth/services.js';
import type { AppConfig } from '../config.js';
import type { UploadedFile } from '../domain/support/files.js';
import { createTicket, openSignedAttachment, supportServices } from '../domain/support/tickets.js';
import { HONEYPOT_FIELD, TICKET_LIMITS } from '../../common/support-rules.js';
import { parseInput, requestLang } from './account-edge.js';
import { countUpload } from './upload-guard.js';

interface ReadForm {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

/** multipart/form-data (with files) or JSON; never more than the form's limits in memory. */
async function readForm(request: FastifyRequest): Promise<ReadForm> {
  if (!request.isMultipart()) {
    return { fields: (request.body ?? {}) as Record<string, unknown>, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.push({
          file_name: part.filename || 'file',
          declared_type: part.mimetype,
          data,
          truncated: part.file.truncated,
        });
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('BAD_USER_INPUT', 'invalid_attachment', [
        {
          field: 'attachments',
          rule: 'max_files',
          message: `At most ${TICKET_LIMITS.maxFiles} files`,
        },
      ]);
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('BAD_USER_INPUT', 'invalid_attachment', [
        { field: 'attachments', rule: 'max_size', message: 'The upload is too large' },
      ]);
    }
    throw error;
  }
  return { fields, files };
}

const fileQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(20).max(100),
});

/**
 * The public forms' REST side (docs/decisions.md "Public pages"):
 * - POST /api/v1/support/tickets: a contact, complaint or report; multipart when it carries
 *   files. A bearer token, when sent, links the ticket to the account. 201 with the number.
 * - GET /api/v1/support/files/:id?expires&signature: an attachment through the short-lived
 *   signed link the GraphQL answers give (to the sender and to support staff only).
 */
export async function supportRoutes(
  app: FastifyInstance,
  opts: { services: AccountServices; config: AppConfig },
) {
  const support = supportServices(opts.services, opts.config);
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: TICKET_LIMITS.maxFileBytes,
      // One more than allowed, so a fourth file is reported rather than silently dropped.
      files: TICKET_LIMITS.maxFiles + 1,
      fields: 20,
      fieldSize: 32 * 1024,
      parts: 30,
    },
    throwFileSizeLimit: false,
  });

  app.post(
    '/api/v1/support/tickets',
    { bodyLimit: 4 * TICKET_LIMITS.maxFileBytes },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const auth = await resolveRequestAuth(opts.services, request);
      if (auth.tokenRejected) throw new AppError('UNAUTHENTICATED', 'unauthorized');
      // A form with files counts against the upload rate before its body is read.
      if (request.isMultipart()) {
        const who = { userId: auth.user?.id ?? null, ip: request.ip };
        await countUpload(opts.services, who, 'attachments');
      }
      const form = await readForm(request);
      // Only robots fill in the field people never see.
      const trap = form.fields[HONEYPOT_FIELD];
      if (typeof trap === 'string' && trap.trim() !== '') {
        throw new AppError('BAD_USER_INPUT', 'rejected', [
          { field: HONEYPOT_FIELD, rule: 'honeypot', message: 'must be left empty' },
        ]);
      }
      const ticket = await createTicket(support, {
        fields: form.fields,
        files: form.files,
        user: auth.user,
        ip: request.ip,
        locale: requestLang(request),
      });
      return reply.code(201).send({
        data: {
          id: ticket.id,
          number: ticket.number,
          kind: ticket.kind,
          status: ticket.status,
          inserted_at: ticket.inserted_at.toISOString(),
        },
      });
    },
  );

  app.get<{ Params: { id: string } }>('/api/v1/support/files/:id', async (request, reply) => {
    const query = parseInput(fileQuery, request.query);
    const { attachment, body } = await openSignedAttachment(
      support,
      { id: request.params.id, expires: query.expires, signature: query.signature },
      opts.services.clock.now(),
    );
    return reply
      .header('content-type', attachment.content_type)
      .header(
        'content-disposition',
        `inline; filename*=UTF-8''${encodeURIComponent(attachment.file_name)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=300')
      .send(body);
  });
}
