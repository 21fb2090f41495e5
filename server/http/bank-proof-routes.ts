import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { AppError } from '../errors.js';
import { resolveRequestAuth } from '../auth/request-auth.js';
import type { AccountServices } from '../auth/services.js';
import type { AppConfig } from '../config.js';
import {
  addChangeProofFile,
  findChangeProofFile,
} from '../domain/bookings/change-payment-proof.js';
import { addProofFile, findProofFile } from '../domain/checkout/bank-partials.js';
import { PROOF_LIMITS, type ProofUpload } from '../domain/checkout/bank-proofs.js';
import { storageOf } from '../graphql/corporate/profile-resolvers.js';
import { countUpload } from './upload-guard.js';

/**
 * Proofs of a bank transfer (docs/checkout.md "Bank transfer: partial payments and proof"):
 * - POST /api/v1/payments/bank-transfers/<session>/files: multipart with one file `file` and an
 *   optional `note`, bearer token of the checkout's traveller or booker; 201 `{ data: { file } }`
 *   (name, note, url), the entry bank_transfer's `files` then lists.
 * - GET <url>: the stored bytes, with the same bearer token (private to the checkout's people).
 * - POST /api/v1/payments/change-payments/<attempt>/files and GET <url>: the same for a flight
 *   change paid by bank transfer (docs/manage-booking.md), for the traveller or booker of the
 *   attempt's booking, while the attempt is PENDING (rule `not_pending` after); listed in
 *   BookingChangeBankTransfer's `files`.
 */
export async function bankProofRoutes(
  app: FastifyInstance,
  opts: { services: AccountServices; config: AppConfig },
) {
  const storage = storageOf(opts.config);
  await app.register(fastifyMultipart, {
    limits: { fileSize: PROOF_LIMITS.maxBytes, files: 1, fields: 1, parts: 3 },
    throwFileSizeLimit: false,
  });
  const signedIn = async (request: Parameters<typeof resolveRequestAuth>[1]) => {
    const auth = await resolveRequestAuth(opts.services, request);
    if (auth.tokenRejected || !auth.user) throw new AppError('UNAUTHENTICATED', 'unauthorized');
    return auth.user;
  };

  /** The one file `file` and the optional `note` of a multipart body (others drained). */
  const readProof = async (request: FastifyRequest) => {
    let upload: ProofUpload | null = null;
    let note: string | null = null;
    if (request.isMultipart()) {
      for await (const part of request.parts()) {
        if (part.type === 'file' && part.fieldname === 'file' && !upload) {
          const data = await part.toBuffer();
          upload = { file_name: part.filename, data, truncated: part.file.truncated };
        } else if (part.type === 'file') {
          part.file.resume();
        } else if (part.fieldname === 'note') {
          note = String(part.value);
        }
      }
    }
    return { upload, note };
  };
  /** The stored bytes of a proof the caller may read, private and never rendered as a page. */
  const serveProof = async (
    reply: FastifyReply,
    row: { storage_key: string; content_type: string; name: string } | null,
  ) => {
    const stored = row ? await storage.get(row.storage_key) : null;
    if (!row || !stored) throw new AppError('NOT_FOUND', 'file_not_found');
    return reply
      .header('content-type', row.content_type)
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(stored.body);
  };
  const db = opts.services.db;

  /**
   * One kind of transfer's two routes: POST `<base>/:transfer/files` stores a proof (the upload
   * rate counted first) and GET `<base>/:transfer/files/:file` serves one, each for the
   * transfer's people only, as `add` and `find` decide.
   */
  const proofRoutes = (
    base: string,
    add: (
      userId: string,
      transfer: string,
      upload: ProofUpload | null,
      note: string | null,
    ) => Promise<unknown>,
    find: (userId: string, transfer: string, file: string) => ReturnType<typeof findProofFile>,
  ) => {
    app.post<{ Params: { transfer: string } }>(
      `${base}/:transfer/files`,
      { bodyLimit: 2 * PROOF_LIMITS.maxBytes },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const user = await signedIn(request);
        await countUpload(opts.services, { userId: user.id, ip: request.ip }, 'file');
        const { upload, note } = await readProof(request);
        const file = await add(user.id, request.params.transfer, upload, note);
        return reply.code(201).send({ data: { file } });
      },
    );
    app.get<{ Params: { transfer: string; file: string } }>(
      `${base}/:transfer/files/:file`,
      async (request, reply) => {
        const user = await signedIn(request);
        const { transfer, file } = request.params;
        return serveProof(reply, await find(user.id, transfer, file));
      },
    );
  };

  proofRoutes(
    '/api/v1/payments/bank-transfers',
    (userId, session, upload, note) => addProofFile({ db, storage }, userId, session, upload, note),
    (userId, session, file) => findProofFile(db, userId, session, file),
  );
  proofRoutes(
    '/api/v1/payments/change-payments',
    (userId, payment, upload, note) =>
      addChangeProofFile({ db, storage }, userId, payment, upload, note, opts.services.clock.now()),
    (userId, payment, file) => findChangeProofFile(db, userId, payment, file),
  );
}
