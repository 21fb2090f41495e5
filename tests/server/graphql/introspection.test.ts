import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../support/app';

const production = useTestApp({ NODE_ENV: 'production' });
const introspection = { query: '{ __schema { queryType { name } } }' };

describe('introspection and GraphiQL in production', () => {
  it('refuses introspection', async () => {
    const { status, body } = await graphql(production().app, 'main', introspection);
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/introspection/i);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('does not serve GraphiQL', async () => {
    const response = await production().app.inject({
      method: 'GET',
      url: '/graphql/main/graphiql',
    });
    expect(response.statusCode).toBe(404);
  });
});
