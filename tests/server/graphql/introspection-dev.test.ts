import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../support/app';

const development = useTestApp({ NODE_ENV: 'development' });

describe('introspection and GraphiQL in development', () => {
  it('answers introspection', async () => {
    const { body } = await graphql(development().app, 'payments', {
      query: '{ __schema { mutationType { name } } }',
    });
    expect(body.data.__schema.mutationType.name).toBe('Mutation');
  });

  it('serves GraphiQL per service', async () => {
    const response = await development().app.inject({
      method: 'GET',
      url: '/graphql/main/graphiql',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/html/);
  });
});
