import { closeConnectionsWhenDraining } from './http/drain.js';
import { registerAdmission } from './http/admission.js';
import { requestLogController } from './http/request-log.js';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { appOrigin, type AppConfig } from './config.js';
import type { Database } from './db/client.js';
import {
  AppError,
  httpStatusFor,
  isPoolWaitExceeded,
  isStatementTimeout,
  OVERLOADED_MESSAGE,
  OVERLOADED_RETRY_AFTER_SECONDS,
  requestErrorOf,
} from './errors.js';
import { startJobs } from './jobs/index.js';
import { systemClock, type Clock } from './domain/context/clock.js';
import { RateLimitedError } from './auth/rate-limit.js';
import { decorateRequestAuth } from './auth/request-auth.js';
import { createAccountServices } from './auth/services.js';
import { SessionCache } from './auth/session-cache.js';
import { PlacesCache } from './domain/inventory/places/answer-cache.js';
import type { PlacesPage } from './domain/inventory/places/service.js';
import { startHousekeeping } from './domain/accounts/housekeeping.js';
import { findUserByIdentifier } from './domain/accounts/users-repository.js';
import { accountCodeRoutes } from './http/account-code-routes.js';
import { accountGoogleRoutes } from './http/account-google-routes.js';
import { accountSessionRoutes } from './http/account-session-routes.js';
import { registerRenewalCookie } from './http/renewal-cookie.js';
import { devIdpRoutes } from './http/dev-idp.js';
import { devOutboxRoutes } from './http/dev-outbox.js';
import { guardDevSandboxes } from './http/dev-sandbox-guard.js';
import { otpRoutes } from './http/otp-routes.js';
import { supportRoutes } from './http/support-routes.js';
import { corporateLogoRoutes } from './http/corporate-logo-routes.js';
import { expenseRoutes } from './http/expense-routes.js';
import { bankProofRoutes } from './http/bank-proof-routes.js';
import { corporateStaffRoutes } from './http/corporate-staff-routes.js';
import { statementRoutes } from './http/statement-routes.js';
import { vatInvoiceRoutes } from './http/vat-invoice-routes.js';
import { bookingDocumentRoutes } from './http/booking-document-routes.js';
import { travelDocumentFile } from './domain/bookings/travel-document-file.js';
import { financeExportRoutes } from './http/finance-export-routes.js';
import { invoiceFileRoutes } from './http/invoice-file-routes.js';
import { analysisExportRoutes } from './http/analysis-export-routes.js';
import { approvalLinkRoutes } from './http/approval-link-routes.js';
import { createIdentityService } from './providers/identity/index.js';
import { createEInvoiceProvider } from './providers/einvoice/index.js';
import { registerGraphqlServices } from './graphql/register.js';
import { captureExceptionRoute } from './http/capture-exception.js';
import { healthRoutes } from './http/health.js';
import { rejectNulInRequests } from './http/no-nul.js';
import { runtimeConfigRoute } from './http/runtime-config.js';
import { readBuildId, staticSite } from './http/static-site.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { securityTxtRoute } from './http/security-txt.js';
import { testHookRoutes } from './http/test-hooks.js';
import { testHookCashBackRoutes } from './http/test-hooks-cash-back.js';
import { testHookDeadlineRoutes } from './http/test-hooks-deadlines.js';
import { loggerOptions } from './logger.js';
import { createPaymentRails, type PaymentNotificationSink } from './providers/payments/index.js';
import { withOrderFollowUps } from './domain/checkout/order-follow-ups.js';
import { withChangePayments } from './domain/bookings/change-payment-settle.js';
import { paymentBackChannel } from './http/payment-back-channel.js';
import { paymentNotificationRoutes } from './http/payment-notifications.js';
import { paymentReturnRoutes } from './http/payment-returns.js';
import { devPaymentSandboxes } from './http/dev-payments.js';
import { withCorporateCredits } from './domain/finance/bank-credits.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Overrides the logger (tests pass false or a silent level). */
  logger?: FastifyServerOptions['logger'];
  /** Time source of expiries and limits (tests pass a clock they move). */
  clock?: Clock;
  /**
   * The checkout core's side of payment notifications (settles orders idempotently); without
   * one, verified notifications answer ERROR so gateways retry (docs/payments.md).
   */
  paymentSink?: PaymentNotificationSink;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The whole HTTP surface in one Fastify instance; main.ts listens, tests use inject(). */
export async function buildApp({
  config,
  database,
  logger,
  clock = systemClock,
  paymentSink,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    logController: requestLogController(config.isProduction),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });

  // On the raw response when the request arrives (a callback hook: no promise per request), so
  // every answer carries it, refusals and pages written straight to the socket included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });
  await registerAdmission(app, config.admission);
  registerSecurityHeaders(app, config);
  closeConnectionsWhenDraining(app);

  // REST errors: AppError keeps its code; anything else is masked with the request id.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = error instanceof RateLimitedError ? error.retryAfter : undefined;
      if (retryAfter) reply.header('retry-after', String(retryAfter));
      return reply.code(httpStatusFor(error.code)).send({
        error: { code: error.code, message: error.message, fields: error.fields },
        ...(retryAfter ? { retry_after: retryAfter } : {}),
      });
    }
    // The request itself (body, media type, size, route limits): its 4xx status and a code.
    const refused = requestErrorOf(error);
    if (refused) {
      const status = (error as { statusCode: number }).statusCode;
      return reply.code(status).send({ error: refused });
    }
    if (isPoolWaitExceeded(error)) {
      // No database connection came free within DB_POOL_WAIT_MS: overload, as admission refuses.
      request.log.warn({ url: request.routeOptions.url }, 'no database connection: overloaded');
      return reply
        .code(httpStatusFor('OVERLOADED'))
        .header('retry-after', String(OVERLOADED_RETRY_AFTER_SECONDS))
        .send({
          error: { code: 'OVERLOADED', message: OVERLOADED_MESSAGE },
          retry_after: OVERLOADED_RETRY_AFTER_SECONDS,
        });
    }
    if (isStatementTimeout(error)) {
      // The statement time limit stopped it (DB_STATEMENT_TIMEOUT_MS): too much asked, not a bug.
      request.log.warn({ url: request.routeOptions.url }, 'statement cancelled by its time limit');
      return reply.code(httpStatusFor('TIMEOUT')).send({
        error: {
          code: 'TIMEOUT',
          message: 'This took too long and was stopped: ask for less and try again.',
        },
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({
      error: { code: 'INTERNAL', message: `Internal error. Reference: ${request.id}` },
    });
  });

  rejectNulInRequests(app);
  guardDevSandboxes(app, config);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  const buildId = readBuildId(config.staticDir) ?? config.buildId ?? 'development';

  await app.register(healthRoutes, { database });
  if (config.testHooks) await app.register(testHookRoutes, { database });
  await app.register(runtimeConfigRoute, { config, buildId });
  await app.register(securityTxtRoute, { config });
  // Accounts: sign-in services (and the counters of every rate limit), the request's user and
  // patron, development stand-ins.
  // This node's few seconds of live sessions, forgotten when any node changes one.
  const sessions = new SessionCache({ ttlMs: config.auth.sessionCacheSeconds * 1000 });
  sessions.listen(database, (err) => app.log.warn({ err }, 'session notifications lost'));
  app.addHook('onClose', async () => sessions.close());
  const services = createAccountServices({
    db: database.db,
    clock,
    config: config.auth,
    log: app.log,
    sessions,
  });
  await app.register(captureExceptionRoute, { config, database, services });

  const identity = createIdentityService(config.auth, {
    app,
    lookupNames: async (email) => {
      const user = await findUserByIdentifier(database.db, { channel: 'email', value: email });
      return user ? { email, given_name: user.first_name, family_name: user.last_name } : null;
    },
  });
  decorateRequestAuth(app);
  const stopHousekeeping = startHousekeeping(services);
  app.addHook('onClose', async () => stopHousekeeping());
  await app.register(otpRoutes, { services });
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    await registerRenewalCookie(scope, services);
    await scope.register(accountSessionRoutes, { services });
    await scope.register(accountCodeRoutes, { services });
    await scope.register(accountGoogleRoutes, { services, identity });
  });
  await app.register(supportRoutes, { services, config });
  await app.register(corporateLogoRoutes, { services, config });
  await app.register(expenseRoutes, { services, config });
  await app.register(bankProofRoutes, { services, config });
  await app.register(corporateStaffRoutes, { services });
  await app.register(statementRoutes, { services });
  await app.register(vatInvoiceRoutes, { services, config });
  await app.register(financeExportRoutes, { services });
  await app.register(bookingDocumentRoutes, { services });
  await app.register(analysisExportRoutes, { services, config });
  await app.register(approvalLinkRoutes, { services, config, database });
  if (config.auth.devOutbox) await app.register(devOutboxRoutes, { db: database.db });
  if (identity?.kind === 'dev') await app.register(devIdpRoutes, { identity });

  // Payment rails: gateways' notifications, and outside production the offline sandboxes.
  const paymentFetch = paymentBackChannel(app, config.paymentRails.origin);
  const rails = createPaymentRails(config.paymentRails, { clock, fetch: paymentFetch });
  app.decorate('paymentRails', rails);
  await app.register(invoiceFileRoutes, { services, config, rails });
  // After a payment commits: refund what could not be booked, send the order e-mails.
  const followUps = {
    db: database.db,
    rails,
    messenger: services.messenger,
    origin: config.paymentRails.origin,
    travelDocument: travelDocumentFile(database.db),
  };
  const followUpFailed = (err: unknown) => app.log.error({ err }, 'order follow-up failed');
  const now = () => clock.now();
  // Corporate top-ups' and invoices' bank credits are corporate finance's (docs/finance.md).
  const sink = paymentSink
    ? withCorporateCredits(
        // A flight change's own payment (`CHG…` refs) settles its change (bookings/).
        withChangePayments(
          withOrderFollowUps(paymentSink, followUps, now, followUpFailed),
          followUps,
          now,
          followUpFailed,
        ),
        database.db,
        clock,
      )
    : null;
  await app.register(paymentNotificationRoutes, { rails, sink });
  await app.register(paymentReturnRoutes, { rails, sink, services });
  if (!config.isProduction && config.paymentRails.sandboxes) {
    await app.register(devPaymentSandboxes, {
      config: config.paymentRails,
      clock,
      fetch: paymentFetch,
      db: database.db,
    });
  }

  // Scheduled work (docs/jobs.md): hold expiry, payment reconciliation and the order follow-up
  // sweep, from the job queue.
  // Started once the app is ready: a job may call this server's own sandboxes (app.inject).
  const deadlineDeps = {
    db: database.db,
    mailer: { messenger: services.messenger, origin: appOrigin(config) },
  };
  if (config.testHooks) {
    await app.register(testHookDeadlineRoutes, { db: database.db, deadlines: deadlineDeps });
    await app.register(testHookCashBackRoutes, { db: database.db });
  }
  const einvoiceProvider = createEInvoiceProvider(config.einvoice, {
    db: database.db,
    isProduction: config.isProduction,
  });
  let stopJobs = async () => {};
  app.addHook('onReady', async () => {
    stopJobs = await startJobs(
      {
        db: database.db,
        clock,
        rails,
        sink,
        followUps: paymentSink ? followUps : null,
        approvals: deadlineDeps,
        einvoice: einvoiceProvider
          ? { db: database.db, provider: einvoiceProvider, seller: config.einvoice.seller }
          : null,
        onError: (err, what) => app.log.error({ err }, `${what} failed`),
      },
      {
        ...config.jobs,
        einvoiceSeconds: config.einvoice.sweepSeconds,
        holdExpirySeconds: config.checkout.sweepSeconds,
        reconcileSeconds: config.checkout.reconcileSeconds,
        reconcileAfterSeconds: config.checkout.reconcileAfterSeconds,
      },
    );
  });
  app.addHook('onClose', async () => stopJobs());

  // This node's autocomplete answers, forgotten when any node changes the inventory.
  const placesCache = new PlacesCache<PlacesPage>({ ttlMs: config.placesCacheSeconds * 1000 });
  placesCache.listen(database, (err) => app.log.warn({ err }, 'places notifications lost'));
  app.addHook('onClose', async () => placesCache.close());
  await registerGraphqlServices(app, config, database, buildId, services, placesCache);
  await app.register(staticSite, { staticDir: config.staticDir });

  return app;
}
