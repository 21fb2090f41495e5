import {
  parse,
  astFromValue,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  print,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { operationCost } from '../../../server/graphql/cost';
import { costSettings } from '../../../server/graphql/register';
import { serviceLoaders, serviceResolvers } from '../../../server/graphql/resolvers';
import { SERVICE_NAMES, loadServiceSdl, type ServiceName } from '../../../server/graphql/services';
import { newIp, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import {
  buildFlight,
  buildHotel,
  buildHotelReference,
  buildPlaces,
  inDays,
} from '../support/inventory-builders';

/*
 * Fuzzing generated from the SDL: every operation (query and mutation) of every service, each
 * argument — and each field of its input objects — replaced in turn by edge values of its type
 * (empty, huge, negative, NUL, wrong type, out-of-range numbers, bad enum and scalar values,
 * deep input objects, huge lists), sent anonymously and as a signed-in user to the real server
 * over a real database. No answer may be INTERNAL or a 5xx; a hang fails by the test's timeout
 * (no wall-clock limit per answer: DESIGN 14). Operations are read from the SDL, so new ones are fuzzed as they
 * land; unimplemented ones answer NOT_IMPLEMENTED and pass.
 *
 * Deterministic: FUZZ_SEED picks FUZZ_CASES edge values per argument from its type's list.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const CASES_PER_ARGUMENT = Number(process.env.FUZZ_CASES ?? 2);
/** Input objects are walked this deep for arguments to vary (recursive inputs stop here). */
const MAX_INPUT_DEPTH = 4;

const t = useAccountsApp({ GRAPHQL_ANON_PER_MINUTE: '1000000' });
let token = '';
beforeAll(async () => {
  const db = t().database.db;
  await buildPlaces(db);
  await buildHotelReference(db);
  await buildHotel(db, { name: 'Fuzz Hotel', amenities: ['WIFI'] });
  await buildFlight(db, {
    code: 'VN213',
    from: 'SGN',
    to: 'HAN',
    date: inDays(5),
    depart: '08:00',
    minutes: 130,
    fares: [{ plan: 'VN-ECO_CLASSIC', adult: [1_500_000, 300_000] }],
  });
  token = (await signInAs(t(), { email: 'fuzz@mail.example' })).access_token;
}, 120_000);

/** mulberry32: small, seeded, the same sequence everywhere. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const deep = (n: number): unknown => (n === 0 ? 'leaf' : { a: deep(n - 1), b: [n] });

/** Edge values of a scalar or enum type. */
function leafEdges(type: GraphQLNamedType): unknown[] {
  const wrong = [true, { not: 'a scalar' }];
  if (isEnumType(type)) {
    const first = type.getValues()[0]?.name ?? 'X';
    return ['NOT_A_VALUE', first.toLowerCase(), '', 5, ...wrong];
  }
  switch (type.name) {
    case 'Int':
      return [0, -1, -2147483648, 2147483647, 2147483648, 1.5, '1', ...wrong];
    case 'Float':
      return [0, -1, -1e308, 1e308, 5e-324, 'NaN', ...wrong];
    case 'Boolean':
      return ['true', 0, ...wrong];
    case 'Date':
      return ['', '9999-12-31', '0000-01-01', '2026-02-30', '2026-1-1', 20260101, inDays(3)];
    case 'DateTime':
      return ['9999-12-31T23:59:59Z', 'not a date', '2026-01-01', 0, '2026-01-01T25:00:00Z'];
    case 'JSON':
      return [deep(200), { text: 'x'.repeat(200_000) }, 'a\u0000b', [], null];
    default: // String, ID and other string-like scalars
      return [
        '',
        'x'.repeat(100_000),
        '\u0000',
        'city:\u0000da-nang',
        '💥\u202e'.repeat(500),
        "'; drop table users; --",
        '../../etc/passwd',
        '00000000-0000-0000-0000-000000000000',
        5,
        ...wrong,
      ];
  }
}

/** A plausible value, so the other arguments of a case pass and the edge one is reached. */
function sample(type: GraphQLInputType, depth = 0, full = false): unknown {
  if (isNonNullType(type)) return sample(type.ofType, depth, full);
  if (isListType(type)) return [sample(type.ofType, depth, full)];
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (f) => (full && depth < 6) || (isNonNullType(f.type) && f.defaultValue === undefined),
    );
    return Object.fromEntries(fields.map((f) => [f.name, sample(f.type, depth + 1, full)]));
  }
  if (isEnumType(type)) return type.getValues()[0].name;
  switch (type.name) {
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'Date':
      return inDays(5);
    case 'DateTime':
      return new Date(Date.now() + 5 * 86_400_000).toISOString();
    case 'JSON':
      return { note: 'fuzz' };
    case 'ID':
      return 'city:da-nang';
    default:
      return 'SGN';
  }
}

/** Edge values for a value of `type` (its wrappers and input objects included). */
function edges(type: GraphQLInputType): unknown[] {
  const named = getNamedType(type);
  const own: unknown[] = [null];
  if (isListType(isNonNullType(type) ? type.ofType : type)) {
    const item = sample(named as GraphQLInputType);
    own.push(
      [],
      Array.from({ length: 5000 }, () => item),
      [null],
      item,
    );
  }
  if (isInputObjectType(named)) {
    own.push({}, { unknown_field: 1 }, 'not an object', sample(named, 0, true));
    return own;
  }
  return [...own, ...leafEdges(named)];
}

interface Path {
  /** Top-level argument, then input-object field names. */
  keys: string[];
  type: GraphQLInputType;
}

function argumentPaths(field: GraphQLField<unknown, unknown>): Path[] {
  const out: Path[] = [];
  const walk = (keys: string[], type: GraphQLInputType, depth: number) => {
    out.push({ keys, type });
    const named = getNamedType(type);
    if (!isInputObjectType(named) || depth >= MAX_INPUT_DEPTH) return;
    for (const f of Object.values(named.getFields())) walk([...keys, f.name], f.type, depth + 1);
  };
  for (const arg of field.args) walk([arg.name], arg.type, 1);
  return out;
}

/** The value of every argument with `path` set to `value` (parents filled in as needed). */
function withValue(base: Record<string, unknown>, path: string[], value: unknown) {
  const root: Record<string, unknown> = structuredClone(base);
  let node = root;
  path.slice(0, -1).forEach((key) => {
    const next = node[key];
    node[key] = next && typeof next === 'object' && !Array.isArray(next) ? next : {};
    node = node[key] as Record<string, unknown>;
  });
  node[path[path.length - 1]] = value;
  return root;
}

/** Scalar fields of the result and of objects below, `levels` deep (runs their resolvers). */
function selection(type: GraphQLNamedType, levels: number, depth = 0): string {
  if (isLeafType(type)) return '';
  if (isUnionType(type) || depth >= levels) return ' { __typename }';
  if (!isObjectType(type) && !isInterfaceType(type)) return ' { __typename }';
  const fields = Object.values((type as GraphQLObjectType).getFields())
    .filter((f) => f.args.every((a) => !isNonNullType(a.type)))
    .map((f) => {
      const named = getNamedType(f.type);
      return isLeafType(named) ? f.name : `${f.name}${selection(named, levels, depth + 1)}`;
    })
    .filter(Boolean);
  return ` { __typename ${fields.join(' ')} }`;
}

interface Case {
  label: string;
  body: { query: string; variables?: Record<string, unknown> };
}

const MAX_COST = loadConfig({}).graphql.maxCost;

/** The deepest selection (up to 3 levels) whose cost stays well within the limit. */
function resultSelection(
  service: ServiceName,
  schema: GraphQLSchema,
  kind: string,
  field: GraphQLField<unknown, unknown>,
) {
  const settings = costSettings(serviceResolvers[service] ?? {}, serviceLoaders[service]);
  for (const levels of [3, 2, 1, 0]) {
    const picked = selection(getNamedType(field.type), levels);
    const document = parse(`${kind} { ${field.name}${picked} }`, { noLocation: true });
    if (operationCost(schema, document, null, {}, settings) < MAX_COST / 2) return picked;
  }
  return selection(getNamedType(field.type), 0);
}

function casesFor(
  service: ServiceName,
  schema: GraphQLSchema,
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  random: () => number,
): Case[] {
  const declared = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const result = resultSelection(service, schema, kind, field);
  const query = `${kind} Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${result} }`;
  const base = Object.fromEntries(field.args.map((a) => [a.name, sample(a.type)]));
  const cases: Case[] = [{ label: 'plausible arguments', body: { query, variables: base } }];
  for (const path of argumentPaths(field)) {
    const list = edges(path.type);
    const picked = new Set<number>();
    while (picked.size < Math.min(CASES_PER_ARGUMENT, list.length)) {
      picked.add(Math.floor(random() * list.length));
    }
    for (const i of picked) {
      cases.push({
        label: `${path.keys.join('.')} = ${JSON.stringify(list[i])?.slice(0, 40)}`,
        body: { query, variables: withValue(base, path.keys, list[i]) },
      });
    }
  }
  // The same edge values written into the document (parsed by the scalars' parseLiteral).
  for (const arg of field.args) {
    const value = edges(arg.type)[Math.floor(random() * edges(arg.type).length)];
    let literal: string | null = null;
    try {
      const ast = astFromValue(value, arg.type);
      literal = ast ? print(ast) : null;
    } catch {
      literal = null;
    }
    if (literal === null) continue;
    const others = field.args.filter((a) => a !== arg);
    const otherDeclared = others.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const args = [`${arg.name}: ${literal}`, ...others.map((a) => `${a.name}: $${a.name}`)];
    cases.push({
      label: `${arg.name} written as ${literal.slice(0, 40)}`,
      body: {
        query: `${kind}${otherDeclared ? ` Fuzz(${otherDeclared})` : ''} { ${field.name}(${args.join(', ')})${result} }`,
        variables: Object.fromEntries(others.map((a) => [a.name, base[a.name]])),
      },
    });
  }
  return cases;
}

interface Operation {
  service: ServiceName;
  kind: 'query' | 'mutation';
  name: string;
  cases: Case[];
}

const random = rng(SEED);
const ONLY = process.env.FUZZ_ONLY; // e.g. FUZZ_ONLY=property while working on one service
const OPERATIONS: Operation[] = SERVICE_NAMES.flatMap((service) => {
  const schema = buildSchema(loadServiceSdl(service));
  return (
    [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const
  ).flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map((field) => ({
      service,
      kind,
      name: field.name,
      cases: casesFor(service, schema, kind, field, random),
    })),
  );
});

async function send(service: string, body: Case['body'], signedIn: boolean) {
  const response = await t().app.inject({
    method: 'POST',
    url: `/graphql/${service}`,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': newIp(),
      ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(body),
  });
  // No time limit per answer (DESIGN 14): a hang fails the test by its timeout, and GraphQL
  // latency is `npm run bench`'s.
  return { status: response.statusCode, text: response.body };
}

describe('GraphQL fuzzing from the SDL', () => {
  it('covers every operation of every service', () => {
    expect(new Set(OPERATIONS.map((o) => o.service))).toEqual(new Set(SERVICE_NAMES));
    expect(OPERATIONS.length).toBeGreaterThan(100);
  });

  const selected = OPERATIONS.filter((o) => !ONLY || o.service === ONLY);
  describe.each(selected.map((o) => [`${o.service} ${o.kind} ${o.name}`, o] as const))(
    '%s',
    (_label, operation) => {
      it(`never answers INTERNAL or 5xx (${operation.cases.length} cases × 2)`, async () => {
        const problems: string[] = [];
        for (const c of operation.cases) {
          for (const signedIn of [false, true]) {
            const { status, text } = await send(operation.service, c.body, signedIn);
            const who = signedIn ? 'signed in' : 'anonymous';
            if (status >= 500)
              problems.push(`${c.label} (${who}): HTTP ${status} ${text.slice(0, 200)}`);
            if (text.includes('"INTERNAL"'))
              problems.push(`${c.label} (${who}): INTERNAL ${text.slice(0, 300)}`);
          }
        }
        expect(problems).toEqual([]);
      }, 600_000);
    },
  );
});
