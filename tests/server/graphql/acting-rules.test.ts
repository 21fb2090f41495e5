import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ACTING_OPERATIONS, operationRule } from '../../../server/graphql/acting';
import { SERVICE_NAMES, loadServiceSdl } from '../../../server/graphql/services';
import { ACTING_ACTIONS } from '../../../common/permissions/acting';

/*
 * Every root field has one rule for requests acting for someone (server/graphql/acting.ts): an
 * operation added to main, payments or property without one is refused while acting, and this
 * test names it so it is placed in the table (docs/permissions.md "Acting for someone else").
 */
describe('acting rules of the GraphQL operations', () => {
  const rules = SERVICE_NAMES.flatMap((service) => {
    const schema = buildSchema(loadServiceSdl(service));
    return (['Query', 'Mutation'] as const).flatMap((root) =>
      Object.keys(
        (root === 'Query' ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {},
      ).map((field) => ({ service, root, field, rule: operationRule(service, root, field) })),
    );
  });

  it('gives every root field of every service a rule', () => {
    expect(rules.filter((r) => r.rule === null).map((r) => `${r.service}.${r.field}`)).toEqual([]);
  });

  it('names no operation the SDL does not have', () => {
    const known = new Set(rules.map((r) => `${r.service}.${r.field}`));
    const listed = Object.entries(ACTING_OPERATIONS).flatMap(([service, fields]) =>
      Object.keys(fields ?? {}).map((f) => `${service}.${f}`),
    );
    expect(listed.filter((name) => !known.has(name))).toEqual([]);
  });

  it('uses every action of the table (profile.read is the cart’s traveller field)', () => {
    const used = new Set<string>(rules.map((r) => r.rule ?? ''));
    used.add('profile.read');
    expect(ACTING_ACTIONS.filter((a) => !used.has(a))).toEqual([]);
  });

  it('keeps the signed-in user’s own identity and cards, and refuses an unknown field', () => {
    expect(operationRule('main', 'Query', 'profile')).toBe('OWN');
    expect(operationRule('payments', 'Query', 'stripe_payment_methods')).toBe('OWN');
    expect(operationRule('main', 'Mutation', 'a_new_operation')).toBeNull();
    expect(operationRule('corporate', 'Query', 'anything')).toBe('company.read');
    expect(operationRule('corporate', 'Mutation', 'anything')).toBe('company.edit');
  });
});
