import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { operationCost, type CostSettings } from '../../../server/graphql/cost';
import { costSettings } from '../../../server/graphql/register';
import { serviceLoaders, serviceResolvers } from '../../../server/graphql/resolvers';
import { loadServiceSdl, type ServiceName } from '../../../server/graphql/services';

// The cost model of docs/graphql-contract.md, on the real schemas and resolvers.

const settingsOf = (service: ServiceName): CostSettings =>
  costSettings(serviceResolvers[service] ?? {}, serviceLoaders[service]);
const price = (service: ServiceName, query: string, variables = {}, operationName?: string) =>
  operationCost(
    buildSchema(loadServiceSdl(service)),
    parse(query),
    operationName,
    variables,
    settingsOf(service),
  );
const MAX_COST = loadConfig({}).graphql.maxCost;

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const STAY = `place_id: "city:ha-noi", check_in: "${day(5)}", check_out: "${day(7)}"`;

/** The probe that ran for 12.9 s: 30 aliases of a 100-property search with nested rooms. */
const HEAVY = `{ ${Array.from(
  { length: 30 },
  (_, i) => `a${i}: search_properties(input: { ${STAY}, limit: 100 }) {
    entries { id name rating review_count distance_km stay_price { price currency nights }
      photos { url label }
      room_types { id name max_adults photos { url } amenities { code name } rates { id price rooms_left } } }
    metadata { total_count } }`,
).join('\n')} }`;

describe('GraphQL cost', () => {
  it('prices the heavy search that used to run far over the limit', () => {
    // Before: 870 (29 fields × 30 aliases; `limit` inside `input` was not read).
    const cost = price('property', HEAVY);
    expect(cost).toBe(2_115_090);
    expect(cost).toBeGreaterThan(MAX_COST * 100);
  });

  it('reads a size argument inside an input object, literal or by variable', () => {
    const literal = '{ search_properties(input: { STAY, limit: 100 }) { entries { id } } }';
    const small = price('property', literal.replace('STAY', STAY).replace('100', '5'));
    const large = price('property', literal.replace('STAY', STAY));
    expect(large - small).toBe(95); // one field × 95 more entries
    const byVariable = price(
      'property',
      'query($i: SearchPropertiesInput!) { search_properties(input: $i) { entries { id } } }',
      { i: { place_id: 'city:ha-noi', check_in: day(5), check_out: day(7), limit: 100 } },
    );
    expect(byVariable).toBe(large);
    const wholeInput = price(
      'property',
      'query($n: Int) { search_properties(input: { STAY, limit: $n }) { entries { id } } }'.replace(
        'STAY',
        STAY,
      ),
      { n: 100 },
    );
    expect(wholeInput).toBe(large);
  });

  it("uses the SDL's default page size when the request gives none", () => {
    const withDefault = price(
      'property',
      `{ search_properties(input: { ${STAY} }) { entries { id } } }`,
    );
    const twenty = price(
      'property',
      `{ search_properties(input: { ${STAY}, limit: 20 }) { entries { id } } }`,
    );
    expect(withDefault).toBe(twenty);
  });

  it('counts lists without a size argument as ten items, nested lists multiplied', () => {
    const one = price('property', '{ property(input: { id: "x" }) { id } }');
    const photos = price('property', '{ property(input: { id: "x" }) { id photos { url } } }');
    expect(photos - one).toBe(1 + 10);
    const nested = price(
      'property',
      '{ property(input: { id: "x" }) { room_types { rates { room_stayings { price } } } } }',
    );
    // room_types has its own resolver (10); 10 room types × (rates 1 + 10 × (1 + 10 × 1)).
    expect(nested - price('property', '{ property(input: { id: "x" }) { id } }') + 1).toBe(
      10 + 10 * (1 + 10 * (1 + 10)),
    );
  });

  it('prices the operation the request names, not the first of the document', () => {
    const document = `query Cheap { service_info { service } }
      query Costly { a: corporate_staffs(corporate_id: "c", limit: 500) { id email } }`;
    expect(price('corporate', document, {}, 'Cheap')).toBe(501);
    expect(price('corporate', document, {}, 'Costly')).toBe(1500);
    // No name (the request cannot run): the most expensive.
    expect(price('corporate', document)).toBe(1500);
  });

  it('prices fragments by their type', () => {
    const spread = price(
      'property',
      '{ property(input: { id: "x" }) { ...P } } fragment P on Property { photos { url } }',
    );
    const inline = price('property', '{ property(input: { id: "x" }) { photos { url } } }');
    expect(spread).toBe(inline);
  });

  // Every document the browser sends stays well within the limit at its largest page size.
  const operationsDir = path.resolve(import.meta.dirname, '../../../src/api/operations');
  const largest: Record<string, Record<string, unknown>> = {
    SearchProperties: {
      input: { place_id: 'city:ha-noi', check_in: day(5), check_out: day(7), limit: 100 },
    },
    SearchFlights: {
      input: { from: 'SGN', to: 'HAN', depart: day(5), return: day(8), limit: 60 },
    },
    SearchPlaces: { input: { query: 'da', limit: 50 } },
  };
  // Rows carry the file's path, not its parsed document: vitest keeps each row's arguments,
  // and a whole AST per operation of every file took the worker past its heap.
  const fileOf = (service: string, file: string) => path.join(operationsDir, service, file);
  const documents = readdirSync(operationsDir).flatMap((service) =>
    readdirSync(path.join(operationsDir, service)).flatMap((file) =>
      parse(readFileSync(fileOf(service, file), 'utf8'))
        .definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')
        .map((d) => [service as ServiceName, d.name?.value ?? file, file] as const),
    ),
  );
  it.each(documents)('%s %s costs under 80%% of the limit', (service, name, file) => {
    const cost = operationCost(
      buildSchema(loadServiceSdl(service)),
      parse(readFileSync(fileOf(service, file), 'utf8')),
      name,
      largest[name] ?? {},
      settingsOf(service),
    );
    expect(cost).toBeLessThan(MAX_COST * 0.8);
  });
});
