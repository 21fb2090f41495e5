/**
 * Signed-in users for tests that are not about signing in: the account and its session are
 * made by the server's own code (the one-time-code callback's find-or-create, then
 * openSession), so the tokens, their hashes, lifetimes and the sign-in side effects (audit
 * row, invitations accepted on first sign-in) are the ones a real sign-in gives — without
 * the four HTTP calls of the code flow. The sign-in tests (tests/server/accounts) keep the
 * whole flow through signInByCode.
 */
import type { FastifyInstance } from 'fastify';
import { systemClock, type Clock } from '../../../server/domain/context/clock';
import { identifierFrom } from '../../../server/auth/identifiers';
import { createAccountServices } from '../../../server/auth/services';
import type { AppConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { createUserFor } from '../../../server/domain/accounts/new-users';
import { openSession, type TokenPair } from '../../../server/domain/accounts/sessions';
import { findUserByIdentifier } from '../../../server/domain/accounts/users-repository';

/** What a test app holds (useTestApp, useAccountsApp); the clock defaults to the system's. */
export interface SessionHost {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  clock?: Clock;
}

import type { Who } from '../accounts/support';

/**
 * A live session for `who`, as POST /api/v1/auth/otp/callback opens it: the account is
 * created on first use (locale vi, as a callback without a language makes it).
 */
export async function signInAs(host: SessionHost, who: Who): Promise<TokenPair> {
  const identifier = identifierFrom(who);
  if (!identifier) throw new Error(`signInAs: not an e-mail or phone: ${JSON.stringify(who)}`);
  const services = createAccountServices({
    db: host.database.db,
    clock: host.clock ?? systemClock,
    config: host.config.auth,
    log: host.app.log,
  });
  return services.db.transaction(async (tx) => {
    const user =
      (await findUserByIdentifier(tx, identifier)) ??
      (await createUserFor(tx, identifier, {}, services.clock.now()));
    return openSession(services, user.id, 'otp', tx);
  });
}
