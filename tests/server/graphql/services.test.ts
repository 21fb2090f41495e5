import { buildSchema, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SERVICE_NAMES, loadServiceSdl } from '../../../server/graphql/services';
import { serviceResolvers } from '../../../server/graphql/resolvers';
import { graphql, useTestApp } from '../support/app';
import { sampleOperation } from '../support/sample-operation';

const testApp = useTestApp();

describe('GraphQL services', () => {
  it.each(SERVICE_NAMES)('/graphql/%s answers service_info with its own name', async (service) => {
    const { status, body } = await graphql(testApp().app, service, {
      query: '{ service_info { service build_id server_time } }',
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.service_info.service).toBe(service);
    expect(new Date(body.data.service_info.server_time).getTime()).toBeGreaterThan(0);
  });

  it('answers 404 for a service the spec does not name', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/graphql/unknown',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });

  it('honours the trailing slash form of a service path', async () => {
    const { body } = await graphql(testApp().app, 'main/', {
      query: '{ service_info { service } }',
    });
    expect(body.data.service_info.service).toBe('main');
  });

  // Nothing answers with invented data: until a later issue implements an operation (a resolver
  // in server/graphql/resolvers.ts, tested by its own issue), it answers NOT_IMPLEMENTED.
  describe.each(['main', 'corporate', 'property', 'payments'] as const)(
    '%s operations',
    (service) => {
      const schema = buildSchema(loadServiceSdl(service));
      const roots = [
        ['query', schema.getQueryType()],
        ['mutation', schema.getMutationType()],
      ] as const;
      const implemented = (root: GraphQLObjectType | null) =>
        Object.keys((serviceResolvers[service]?.[root?.name ?? ''] ?? {}) as object);
      const cases = roots.flatMap(([kind, root]) =>
        Object.values((root as GraphQLObjectType | null)?.getFields() ?? {})
          .filter((f) => f.name !== 'service_info')
          .filter((f) => !implemented(root as GraphQLObjectType | null).includes(f.name))
          .map((f) => [kind, f.name, sampleOperation(kind, f)] as const),
      );

      if (cases.length === 0) {
        it('implements every operation (each tested by its own issue)', () => {
          expect(serviceResolvers[service]).toBeDefined();
        });
        return;
      }

      it.each(cases)('%s %s answers NOT_IMPLEMENTED', async (_kind, name, operation) => {
        const { status, body } = await graphql(testApp().app, service, { query: operation });
        expect(status, JSON.stringify(body)).toBe(200);
        expect(body.errors, JSON.stringify(body)).toHaveLength(1);
        expect(body.errors[0].extensions.code).toBe('NOT_IMPLEMENTED');
        expect(body.errors[0].path).toEqual([name]);
        expect(body.data?.[name] ?? null).toBeNull();
      });
    },
  );
});
