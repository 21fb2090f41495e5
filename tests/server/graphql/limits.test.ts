import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../support/app';

// Limits are small here so each can be crossed with a readable query.
const testApp = useTestApp({
  GRAPHQL_MAX_DEPTH: '3',
  GRAPHQL_MAX_ALIASES: '3',
  GRAPHQL_MAX_COST: '12',
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
    const query = '{ corporate_staffs(corporate_id: "c", limit: 500) { id } }';
    const { status, body } = await graphql(testApp().app, 'corporate', { query });
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/too expensive: cost 501 is over the limit of 12/);
  });

  it('prices a list by its limit variable too', async () => {
    const query = 'query Q($n: Int) { corporate_staffs(corporate_id: "c", limit: $n) { id } }';
    const small = await graphql(testApp().app, 'corporate', { query, variables: { n: 2 } });
    expect(small.body.errors[0].extensions.code).toBe('NOT_IMPLEMENTED');
    const large = await graphql(testApp().app, 'corporate', { query, variables: { n: 400 } });
    expect(large.status).toBe(400);
    expect(large.body.errors[0].message).toMatch(/too expensive/);
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
