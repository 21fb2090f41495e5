import { addSeconds } from '../context/clock.js';
import type { AccountServices } from '../../auth/services.js';
import { deleteExpired } from './housekeeping-repository.js';

const DAY = 24 * 60 * 60;

/**
 * Removes spent sign-in state: codes, flows and limits a day after they expired (the hourly
 * send limit needs an hour of history), sessions 30 days after they ended (audit_log keeps
 * the events). Runs hourly on every node; the deletes are idempotent.
 */
export async function purgeExpiredSignInState(s: AccountServices): Promise<void> {
  const now = s.clock.now();
  await deleteExpired(s.db, addSeconds(now, -DAY), addSeconds(now, -30 * DAY));
}

export function startHousekeeping(s: AccountServices): () => void {
  const timer = setInterval(
    () => {
      purgeExpiredSignInState(s).catch((err: unknown) =>
        s.log.error({ err }, 'housekeeping failed'),
      );
    },
    60 * 60 * 1000,
  );
  timer.unref();
  return () => clearInterval(timer);
}
