import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../support/app';

// Limits are small here so each can be crossed with a readable query. A root field costs 500
// and a plain field 1 (server/graphql/cost.ts).
const testApp = useTestApp({
  GRAPHQL_MAX_DEPTH: '3',
  GRAPHQL_MAX_ALIASES: '3',
  GRAPHQL_MAX_COST: '2000',
  GRAPHQL_MAX_BATCH: '3',
});

const info = (n: number) =>
  Array.from({ length: n }, (_, i) => `a${i}: service_info { service }`).join(' ');

describe('GraphQL request limits', () => {
  it('accepts a query within every limit', async () => {
    const { status, body } = await graphql(testApp().app, 'main', { query: `{ ${info(2)} }` });
    expect(status).toBe(200);
    expect(body.data.a0.service).toBe('main');
  });

  it('refuses more aliases than allowed, before running anything', async () => {
    const { status, body } = await graphql(testApp().app, 'main', { query: `{ ${info(4)} }` });
    expect(status).toBe(400);
    expect(body.data).toBeNull();
    expect(body.errors[0].message).toMatch(/Too many aliases: at most 3/);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('counts aliases hidden in fragments', async () => {
    const query = `{ ...F } fragment F on Query { ${info(4)} }`;
    const { status, body } = await graphql(testApp().app, 'main', { query });
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/Too many aliases/);
  });

  it('refuses a query deeper than allowed', async () => {
    // corporate_staff > department > corporate_staffs > id is four levels deep
    const query =
      '{ corporate_staff(corporate_id: "c", user_id: "u") { department { corporate_staffs { id } } } }';
    const { status, body } = await graphql(testApp().app, 'corporate', { query });
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(body.errors)).toMatch(/depth/i);
  });

  it('refuses a query whose estimated cost is over the limit', async () => {
    const query = '{ corporate_staffs(corporate_id: "c", limit: 1600) { id } }';
    const { status, body } = await graphql(testApp().app, 'corporate', { query });
    expect(status).toBe(400);
    expect(body.data).toBeNull();
    expect(body.errors[0].message).toMatch(/too expensive: cost 2100 is over the limit of 2000/);
  });

  it('prices a list by its limit variable too', async () => {
    const query = 'query Q($n: Int) { corporate_staffs(corporate_id: "c", limit: $n) { id } }';
    const small = await graphql(testApp().app, 'corporate', { query, variables: { n: 2 } });
    expect(small.body.errors[0].extensions.code).toBe('UNAUTHENTICATED'); // it ran
    const large = await graphql(testApp().app, 'corporate', { query, variables: { n: 1600 } });
    expect(large.status).toBe(400);
    expect(large.body.errors[0].message).toMatch(/too expensive/);
  });

  it('prices a limit inside an input object, literal or by variable', async () => {
    const literal =
      '{ fav_properties(input: { limit: 1000 }) { entries { property_id user_id } } }';
    const refused = await graphql(testApp().app, 'property', { query: literal });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toMatch(/too expensive: cost 2501/);
    const query =
      'query F($i: FavPropertiesInput) { fav_properties(input: $i) { entries { property_id user_id } } }';
    const byVariable = await graphql(testApp().app, 'property', {
      query,
      variables: { i: { limit: 1000 } },
    });
    expect(byVariable.body.errors[0].message).toMatch(/too expensive: cost 2501/);
    const small = await graphql(testApp().app, 'property', {
      query,
      variables: { i: { limit: 5 } },
    });
    expect(small.body.errors[0].extensions.code).toBe('UNAUTHENTICATED'); // it ran
  });

  // The document's first operation is cheap; the named one is not.
  const TWO = `query Cheap { service_info { service } }
    query Costly { corporate_staffs(corporate_id: "c", limit: 1600) { id } }`;

  it('prices the operation GET names, not the first of the document', async () => {
    const url = (name: string) =>
      `/graphql/corporate?query=${encodeURIComponent(TWO)}&operationName=${name}`;
    const cheap = await testApp().app.inject({ method: 'GET', url: url('Cheap') });
    expect(cheap.json().data.service_info.service).toBe('corporate');
    const costly = await testApp().app.inject({ method: 'GET', url: url('Costly') });
    expect(costly.statusCode).toBe(400);
    expect(costly.json().errors[0].message).toMatch(/too expensive: cost 2100/);
  });

  it('prices the operation a batch of one names', async () => {
    const { body } = await graphql(testApp().app, 'corporate', [
      { query: TWO, operationName: 'Costly' },
    ]);
    expect(body[0].data).toBeNull();
    expect(body[0].errors[0].message).toMatch(/too expensive: cost 2100/);
  });

  it('prices the operation a single POST names', async () => {
    const { status, body } = await graphql(testApp().app, 'corporate', {
      query: TWO,
      operationName: 'Costly',
    });
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/too expensive/);
  });

  it('lets the operations of a batch share one budget', async () => {
    const each = { query: '{ corporate_staffs(corporate_id: "c", limit: 400) { id } }' }; // 900
    const { body } = await graphql(testApp().app, 'corporate', [each, each, each]);
    expect(body[0].errors[0].extensions.code).toBe('UNAUTHENTICATED'); // it ran
    expect(body[1].errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(body[2].data).toBeNull();
    expect(body[2].errors[0].message).toMatch(
      /Batch is too expensive: its operations cost 2700 together, over the limit of 2000/,
    );
  });

  it('answers a batch of operations within the limit', async () => {
    const batch = Array.from({ length: 3 }, () => ({ query: '{ service_info { service } }' }));
    const { status, body } = await graphql(testApp().app, 'hub', batch);
    expect(status).toBe(200);
    expect(body).toHaveLength(3);
    expect(body[2].data.service_info.service).toBe('hub');
  });

  it('refuses a batch over the limit', async () => {
    const batch = Array.from({ length: 4 }, () => ({ query: '{ service_info { service } }' }));
    const { status, body } = await graphql(testApp().app, 'hub', batch);
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].message).toMatch(/at most 3/);
  });

  it('applies the alias limit inside every operation of a batch', async () => {
    const batch = [{ query: `{ ${info(1)} }` }, { query: `{ ${info(4)} }` }];
    const { body } = await graphql(testApp().app, 'main', batch);
    expect(body[0].data.a0.service).toBe('main');
    expect(body[1].errors[0].message).toMatch(/Too many aliases/);
  });

  it('gives syntax errors a code and a 400', async () => {
    const { status, body } = await graphql(testApp().app, 'main', { query: '{ service_info { ' });
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
