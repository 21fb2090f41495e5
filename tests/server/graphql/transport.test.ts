import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../support/app';

// What a careless or hostile client sends: every answer keeps its 4xx status and a code, and
// bad arguments answer BAD_USER_INPUT naming the field before anything reaches PostgreSQL.

const t = useTestApp();
const JSON_TYPE = { 'content-type': 'application/json' };

async function post(url: string, payload: string, headers: Record<string, string> = JSON_TYPE) {
  const response = await t().app.inject({ method: 'POST', url, headers, payload });
  return { status: response.statusCode, body: response.json() };
}

// [what, payload, headers, status, code]
const BAD_BODIES: [string, string, Record<string, string>, number, string][] = [
  ['malformed JSON', '{"query":', JSON_TYPE, 400, 'BAD_REQUEST'],
  ['an empty object', '{}', JSON_TYPE, 400, 'BAD_REQUEST'],
  ['a number as query', '{"query":5}', JSON_TYPE, 400, 'BAD_REQUEST'],
  [
    'a JSON document as query',
    '{"query":"{\\"kind\\":\\"Document\\"}"}',
    JSON_TYPE,
    400,
    'BAD_REQUEST',
  ],
  ['a bare number', '5', JSON_TYPE, 400, 'BAD_REQUEST'],
  ['an empty batch', '[]', JSON_TYPE, 400, 'BAD_REQUEST'],
  [
    'variables as a list',
    '{"query":"{ service_info { service } }","variables":[1]}',
    JSON_TYPE,
    400,
    'BAD_REQUEST',
  ],
  [
    'a 10 MB body',
    JSON.stringify({ query: `{ service_info { service } }${' '.repeat(10_000_000)}` }),
    JSON_TYPE,
    413,
    'PAYLOAD_TOO_LARGE',
  ],
  [
    'a form-encoded body',
    'query=%7Bservice_info%7Bservice%7D%7D',
    { 'content-type': 'application/x-www-form-urlencoded' },
    415,
    'UNSUPPORTED_MEDIA_TYPE',
  ],
];

describe('GraphQL transport errors', () => {
  it.each(BAD_BODIES)('%s answers its 4xx', async (_label, payload, headers, status, code) => {
    const r = await post('/graphql/main', payload, headers);
    expect(r.status).toBe(status);
    expect(r.body.errors[0].extensions.code).toBe(code);
    expect(r.body.errors[0].message).not.toMatch(/Internal error/);
  });

  it('answers a GET without a query with BAD_REQUEST', async () => {
    const r = await t().app.inject({ method: 'GET', url: '/graphql/main' });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('answers a mutation sent by GET with METHOD_NOT_ALLOWED', async () => {
    const query = encodeURIComponent('mutation { update_referrer(referral_code: "x") { id } }');
    const r = await t().app.inject({ method: 'GET', url: `/graphql/main?query=${query}` });
    expect(r.statusCode).toBe(405);
    expect(r.json().errors[0].extensions.code).toBe('METHOD_NOT_ALLOWED');
  });
});

describe('REST transport errors', () => {
  const routes = ['/api/v1/user/session/new', '/api/v1/user/signup', '/api/captureException'];
  const restCases = BAD_BODIES.filter(([label]) =>
    ['malformed JSON', 'a 10 MB body', 'a form-encoded body'].includes(label),
  );
  describe.each(routes)('%s', (url) => {
    it.each(restCases)('%s answers its 4xx', async (_label, payload, headers, status, code) => {
      const r = await post(url, payload, headers);
      expect(r.status).toBe(status);
      expect(r.body.error.code).toBe(code);
    });

    it('refuses a NUL byte naming the field', async () => {
      const r = await post(
        url,
        JSON.stringify({ email: 'a@b.c', message: 'x\u0000y', kind: 'error' }),
      );
      expect(r.status).toBe(400);
      expect(r.body.error.fields).toEqual([
        { field: 'message', rule: 'no_nul', message: 'must not contain a NUL character' },
      ]);
    });
  });

  it('refuses a NUL byte in a query string (it used to fail in PostgreSQL)', async () => {
    const r = await t().app.inject({ method: 'GET', url: '/dev/outbox?to=%00' });
    expect(r.statusCode).toBe(400);
    expect(r.json().error.fields[0]).toMatchObject({ field: 'to', rule: 'no_nul' });
  });
});

/** One operation's first error: its code and field errors. */
async function firstError(service: string, query: string, variables?: Record<string, unknown>) {
  const { status, body } = await graphql(t().app, service, { query, variables });
  expect(body.errors, JSON.stringify(body)).toBeDefined();
  return { status, error: body.errors[0] };
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('bad arguments answer BAD_USER_INPUT naming the field', () => {
  it('a NUL byte in search_places.query', async () => {
    const { error } = await firstError(
      'places',
      'query($q: String!) { search_places(input: { query: $q }) { entries { id } } }',
      { q: 'da\u0000nang' },
    );
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'query', rule: 'no_nul', message: 'must not contain a NUL character' }],
    });
  });

  it('a NUL byte in a place id', async () => {
    const { error } = await firstError(
      'places',
      '{ place(input: { id: "city:\\u0000x" }) { id } }',
    );
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.extensions.fields[0].field).toBe('id');
  });

  it('flight_price_calendar around 9999-12-31', async () => {
    const { error } = await firstError(
      'flights',
      '{ flight_price_calendar(input: { from: "SGN", to: "HAN", around: "9999-12-31" }) { date } }',
    );
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.extensions.fields[0]).toMatchObject({ field: 'around', rule: 'date_window' });
  });

  it('stops [-1, 99] and a negative price_min', async () => {
    const { error } = await firstError(
      'flights',
      `{ search_flights(input: { from: "SGN", to: "HAN", depart: "${day(5)}", stops: [-1, 99], price_min: -5 }) { n_o_a } }`,
    );
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.extensions.fields.map((f: { field: string }) => f.field)).toEqual([
      'stops.0',
      'stops.1',
      'price_min',
    ]);
  });

  it('a coordinate so close to 0 that PostgreSQL underflows (found by the fuzz test)', async () => {
    const { error } = await firstError(
      'places',
      '{ nearby_places(input: { latitude: 5e-324, longitude: 106.7 }) { entries { id } } }',
    );
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.extensions.fields[0]).toMatchObject({ field: 'latitude', rule: 'precision' });
  });

  it('a negative hotel price, and a price_max below price_min', async () => {
    const search = (prices: string) =>
      firstError(
        'property',
        `{ search_properties(input: { place_id: "city:x", check_in: "${day(5)}", check_out: "${day(7)}", ${prices} }) { nights } }`,
      );
    const negative = await search('price_min: -1');
    expect(negative.error.extensions.fields).toEqual([
      expect.objectContaining({ field: 'price_min', rule: 'too_small' }),
    ]);
    const reversed = await search('price_min: 500, price_max: 100');
    expect(reversed.error.extensions.fields).toEqual([
      expect.objectContaining({ field: 'price_max', rule: 'min_max' }),
    ]);
  });

  it('a 100,000-character string, and more list items than allowed', async () => {
    const long = await firstError('main', 'query($u: String!) { has_name(user_name: $u) }', {
      u: 'x'.repeat(100_000),
    });
    expect(long.error.extensions.fields[0]).toMatchObject({ field: 'user_name', rule: 'too_big' });
    const many = await firstError(
      'currencies',
      'query($c: [String!]) { exchange_rates(input: { currencies: $c }) { rate } }',
      { c: Array.from({ length: 501 }, () => 'USD') },
    );
    expect(many.error.extensions.fields[0]).toMatchObject({ field: 'currencies', rule: 'too_big' });
  });

  const CALENDAR =
    'query($d: Date!) { flight_price_calendar(input: { from: "SGN", to: "HAN", around: $d }) { date } }';
  const REPORT = 'query($d: DateTime) { total_statistic_report(from: $d) { total_transactions } }';
  it.each([
    ['flights', CALENDAR, '2026-02-30'],
    ['flights', CALENDAR, 20260101],
    ['flights', CALENDAR, '26-01-01'],
    ['corporate', REPORT, '2026-13-01T00:00:00Z'],
    ['corporate', REPORT, '5'],
    ['corporate', REPORT, '2026-01-01'],
  ])(
    '%s: a bad scalar value %j is BAD_USER_INPUT before anything runs',
    async (service, query, value) => {
      const { status, error } = await firstError(service, query, { d: value });
      expect(status).toBe(400);
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
    },
  );

  it('a DateTime outside the window names the argument', async () => {
    const { error } = await firstError(
      'corporate',
      '{ total_statistic_report(from: "9999-01-01T00:00:00Z") { total_transactions } }',
    );
    expect(error.extensions.fields[0]).toMatchObject({ field: 'from', rule: 'date_window' });
  });
});
