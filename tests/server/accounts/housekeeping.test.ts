import { describe, expect, it } from 'vitest';
import { createAccountServices } from '../../../server/auth/services';
import { purgeExpiredSignInState } from '../../../server/domain/accounts/housekeeping';
import { call, newIp, signInByCode, useAccountsApp } from './support';

const t = useAccountsApp();

const count = async (table: string) =>
  Number(
    (
      (await t().database.db.execute(`select count(*)::int as n from ${table}` as never))
        .rows[0] as { n: number }
    ).n,
  );

describe('housekeeping', () => {
  it('removes spent codes, flows, limits and long-ended sessions, and keeps live ones', async () => {
    const old = await signInByCode(t().app, { email: 'old.session@mail.example' });
    await call(t().app, 'DELETE', '/api/v1/user/session', { token: old.access_token });
    for (const table of [
      'otp_flows',
      'otp_challenges',
      'auth_codes',
      'auth_session_params',
      'rate_limit_counters',
    ]) {
      expect(await count(table), table).toBeGreaterThan(0);
    }
    t().clock.advance(31 * 24 * 3600);
    const live = await signInByCode(t().app, { email: 'live.session@mail.example' }, newIp());
    const { config, database, clock, app } = t();
    const services = createAccountServices({
      db: database.db,
      clock,
      config: config.auth,
      log: app.log,
    });
    await purgeExpiredSignInState(services);

    expect(await count('auth_sessions')).toBe(1);
    expect(await count('otp_challenges')).toBe(1);
    expect(
      (await call(t().app, 'POST', '/api/v1/user/session/renew', { token: live.renewal_token }))
        .status,
    ).toBe(200);
  });
});
