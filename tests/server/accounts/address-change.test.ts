import { describe, expect, it } from 'vitest';
import { call, latestCode, newIp, requestCode, useAccountsApp } from './support';
import { signInAs } from '../support/sessions';

/*
 * update_email / update_phone_number must not tell a signed-in prober which addresses are
 * registered: the code is checked first, and every attempt counts against the limits.
 */

const t = useAccountsApp();

const EMAIL = (alias: string, email: string, token: string, code: string) =>
  `${alias}: update_email(input: { email: "${email}", code: "${code}", token: "${token}" }) { email }`;
const PHONE = (alias: string, digits: string, token: string, code: string) =>
  `${alias}: update_phone_number(input: { country_calling_code: "84", national_phone_number: "${digits}", code: "${code}", token: "${token}" }) { id }`;

interface Answer {
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** Each probe as its own operation of one batch (at most 10; they run side by side). */
async function batch(token: string, ip: string, fields: string[]): Promise<Answer[]> {
  const r = await call(t().app, 'POST', '/graphql/main', {
    token,
    ip,
    body: fields.map((field) => ({ query: `mutation { ${field} }` })),
  });
  expect(Array.isArray(r.body), JSON.stringify(r.body).slice(0, 300)).toBe(true);
  return r.body as Answer[];
}

/** What a client can tell apart: the message and the error code. */
const seen = (a: Answer) => `${a.errors?.[0]?.extensions?.code}:${a.errors?.[0]?.message}`;

async function flowToken(ip: string) {
  return (await call(t().app, 'GET', '/oauth2/auth', { ip })).body.token as string;
}

describe('address changes do not reveal registered addresses', () => {
  it('answers wrong e-mail codes alike for registered and free addresses, then limits', async () => {
    const registered = ['reg.one@mail.example', 'reg.two@mail.example', 'reg.three@mail.example'];
    for (const email of registered) await signInAs(t(), { email });
    const free = ['free.one@mail.example', 'free.two@mail.example', 'free.three@mail.example'];
    const prober = await signInAs(t(), { email: 'prober@mail.example' });
    const ip = newIp();
    const token = await flowToken(ip);

    const probes = [...registered, ...free].map((email, i) =>
      EMAIL(`p${i}`, email, token, '000000'),
    );
    const answers: string[] = [];
    for (let round = 0; round < 4; round++) {
      answers.push(...(await batch(prober.access_token, ip, probes)).map(seen));
    }
    // The account has 20 attempts an hour, whatever the addresses; until then all alike.
    expect(new Set(answers.slice(0, 18))).toEqual(new Set(['BAD_USER_INPUT:invalid_code']));
    const counts = answers.reduce<Record<string, number>>(
      (acc, k) => ({ ...acc, [k]: (acc[k] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({
      'BAD_USER_INPUT:invalid_code': 20,
      'RATE_LIMITED:too_many_attempts': 4,
    });
  });

  it('answers wrong phone codes alike for registered and free numbers', async () => {
    await signInAs(t(), { phone_number: '84977000101' });
    await signInAs(t(), { phone_number: '84977000102' });
    const prober = await signInAs(t(), { email: 'phone.prober@mail.example' });
    const ip = newIp();
    const token = await flowToken(ip);
    const numbers = ['977000101', '977000102', '977000103', '977000104'];
    const answers = await batch(
      prober.access_token,
      ip,
      numbers.map((n, i) => PHONE(`p${i}`, n, token, '000000')),
    );
    expect(answers.map(seen)).toEqual(Array(4).fill('BAD_USER_INPUT:invalid_code'));
  });

  it('limits the probes of many accounts from one address', async () => {
    const ip = newIp();
    const token = await flowToken(ip);
    const probers = [];
    for (let n = 0; n < 4; n++) {
      probers.push(await signInAs(t(), { email: `many.${n}@mail.example` }));
    }
    const messages: string[] = [];
    for (const [n, prober] of probers.entries()) {
      for (let half = 0; half < 2; half++) {
        // Half of the probes name a registered address (another prober's), half a free one.
        const answers = await batch(
          prober.access_token,
          ip,
          Array.from({ length: 9 }, (_, i) => {
            const email =
              i % 2 ? `many.${(n + 1) % 4}@mail.example` : `free.${n}.${half}.${i}@mail.example`;
            return EMAIL(`m${i}`, email, token, '000000');
          }),
        );
        messages.push(...answers.map(seen));
      }
    }
    // 60 code checks an hour per client address (AUTH_IP_LIMIT_FACTOR 1).
    expect(messages.filter((m) => m === 'BAD_USER_INPUT:invalid_code')).toHaveLength(60);
    expect(messages.filter((m) => m === 'RATE_LIMITED:too_many_attempts')).toHaveLength(12);
  });

  it('tells only the holder of the address, by its code, that another account uses it', async () => {
    const email = 'second.account@mail.example';
    await signInAs(t(), { email });
    const owner = await signInAs(t(), { email: 'first.account@mail.example' });
    t().clock.advance(61); // a new code for the address after the resend cool-down
    const ip = newIp();
    const token = await requestCode(t().app, { email }, ip);
    const code = await latestCode(t().app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const [guess] = await batch(owner.access_token, ip, [EMAIL('g', email, token, wrong)]);
    expect(seen(guess)).toBe('BAD_USER_INPUT:invalid_code');
    const [proven] = await batch(owner.access_token, ip, [EMAIL('p', email, token, code)]);
    expect(proven.errors?.[0].message).toContain('unavailable_email');

    const number = '84977000201';
    await signInAs(t(), { phone_number: number });
    t().clock.advance(61);
    const phoneToken = await requestCode(t().app, { phone_number: number }, ip);
    const phoneCode = await latestCode(t().app, number);
    const [phone] = await batch(owner.access_token, ip, [
      PHONE('p', number.slice(2), phoneToken, phoneCode),
    ]);
    expect(phone.errors?.[0].message).toContain('phone_number');
  });
});
