import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { AppError } from '../errors.js';
import { resolveRequestAuth } from '../auth/request-auth.js';
import type { AccountServices } from '../auth/services.js';
import type { AppConfig } from '../config.js';
import { LOGO_URL_PREFIX, setLogo, type LogoUpload } from '../domain/corporates/profile.js';
import { storageOf } from '../graphql/corporate/profile-resolvers.js';
import { countUpload } from './upload-guard.js';
import { CORPORATE_LIMITS } from '../../common/corporate-rules.js';

const LOGO_NAME = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

/**
 * The corporate logo (docs/corporate-profile.md "Logo"):
 * - POST /api/v1/corporate/logo: multipart with one file `logo`, bearer token of the owner or
 *   an admin; 201 with `{ data: { logo } }`, the URL update_corporate then shows.
 * - GET /api/v1/corporate/logos/<corporate>/<file>: the stored image (public: a logo is shown
 *   to everyone the corporate works with), immutable under its random name.
 */
export async function corporateLogoRoutes(
  app: FastifyInstance,
  opts: { services: AccountServices; config: AppConfig },
) {
  const storage = storageOf(opts.config);
  await app.register(fastifyMultipart, {
    limits: { fileSize: CORPORATE_LIMITS.logoMaxBytes, files: 1, fields: 0, parts: 2 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/api/v1/corporate/logo',
    { bodyLimit: 2 * CORPORATE_LIMITS.logoMaxBytes },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const auth = await resolveRequestAuth(opts.services, request);
      if (auth.tokenRejected || !auth.user) throw new AppError('UNAUTHENTICATED', 'unauthorized');
      await countUpload(opts.services, { userId: auth.user.id, ip: request.ip }, 'logo');
      if (!request.isMultipart()) {
        throw new AppError('BAD_USER_INPUT', 'logo: is required', [
          { field: 'logo', rule: 'required', message: 'is required' },
        ]);
      }
      let upload: LogoUpload | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'file' && part.fieldname === 'logo' && !upload) {
          upload = { data: await part.toBuffer(), truncated: part.file.truncated };
        } else if (part.type === 'file') {
          part.file.resume();
        }
      }
      const logo = await setLogo({ db: opts.services.db, storage }, auth.user.id, upload);
      return reply.code(201).send({ data: { logo } });
    },
  );

  app.get<{ Params: { corporate: string; file: string } }>(
    `${LOGO_URL_PREFIX}:corporate/:file`,
    async (request, reply) => {
      const name = `${request.params.corporate}/${request.params.file}`;
      if (!LOGO_NAME.test(name)) throw new AppError('NOT_FOUND', 'file_not_found');
      const stored = await storage.get(`corporate-logos/${name}`);
      if (!stored) throw new AppError('NOT_FOUND', 'file_not_found');
      return reply
        .header('content-type', stored.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stored.body);
    },
  );
}
