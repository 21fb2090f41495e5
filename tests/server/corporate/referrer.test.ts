import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { call, newIp, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { userIdOf } from '../support/corporate-builders';

// referrer_id(input {referral_code}) (spec §7, corporate API): the owner of a referral code.

const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const codes: Record<string, string> = {};

const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  for (const who of ['referrer', 'asker']) {
    tokens[who] = (await signInAs(host, { email: `${who}@referral.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@referral.example`);
    const [row] = await db
      .select({ code: users.referral_code })
      .from(users)
      .where(eq(users.id, ids[who]));
    codes[who] = row.code!;
  }
});

const QUERY = `query($code: String!) { referrer_id(input: { referral_code: $code }) }`;
const ask = (token: string | undefined, code: string) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query: QUERY, variables: { code } },
    token,
    ip: newIp(),
  });

describe('referrer_id', () => {
  it('answers the owner of a code, whatever its case', async () => {
    const r = await ask(tokens.asker, codes.referrer.toLowerCase());
    expect(r.body.data.referrer_id).toBe(ids.referrer);
  });

  it('answers null for an unknown code and for the caller’s own', async () => {
    expect((await ask(tokens.asker, 'NOSUCHCODE1')).body.data.referrer_id).toBeNull();
    expect((await ask(tokens.asker, codes.asker)).body.data.referrer_id).toBeNull();
  });

  it('names the field of a malformed code, and refuses the signed out', async () => {
    const bad = await ask(tokens.asker, 'not a code!');
    expect(bad.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [expect.objectContaining({ field: 'referral_code', rule: 'format' })],
    });
    const anonymous = await ask(undefined, codes.referrer);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
