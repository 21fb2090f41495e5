import { buildSchema, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadServiceSdl, type ServiceName } from '../../../server/graphql/services';
import { SPEC_OPERATIONS } from './contract';

// The SDL is the spec's contract: every §7 operation exists with exactly its argument names.

describe.each(Object.entries(SPEC_OPERATIONS))('%s schema', (service, operations) => {
  const schema = buildSchema(loadServiceSdl(service as ServiceName));

  it.each([
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const)('has every %s the spec lists, with its arguments', (kind, root) => {
    const expected = operations[kind];
    if (Object.keys(expected).length === 0) return;
    const fields = (root as GraphQLObjectType).getFields();
    for (const [name, args] of Object.entries(expected)) {
      expect(fields[name], `${kind} ${name}`).toBeDefined();
      const actual = fields[name].args.map((a) => a.name);
      expect(actual, `${kind} ${name} arguments`).toEqual(expect.arrayContaining(args));
    }
  });
});
