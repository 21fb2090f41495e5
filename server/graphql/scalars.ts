import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

// The three shared scalars of common.graphql. Each refuses a malformed value with
// BAD_USER_INPUT before any resolver runs; input-guard.ts then checks dates against a window,
// naming the field.

const invalid = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** ISO 8601 with a date, a time and a zone: 2026-11-22T10:00:00Z, …T17:00:00.123+07:00. */
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** Shown in messages: a bad value is quoted, but never at length. */
const shown = (value: string) =>
  JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

function parseDateTime(value: unknown): Date {
  if (typeof value !== 'string') throw invalid('DateTime must be an ISO 8601 string.');
  const match = ISO_DATE_TIME.exec(value);
  const date = new Date(value);
  if (!match || Number.isNaN(date.getTime()) || !isCalendarDate(match[1])) {
    throw invalid(`${shown(value)} is not a valid DateTime (e.g. 2026-11-22T10:00:00Z).`);
  }
  return date;
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) {
    throw invalid('Date must be a calendar date written YYYY-MM-DD.');
  }
  if (!isCalendarDate(value)) throw invalid(`${shown(value)} is not a valid Date.`);
  return value;
}

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime()))
      throw new TypeError('DateTime cannot represent an invalid date');
    return date.toISOString();
  },
  parseValue: parseDateTime,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw invalid('DateTime must be a string.');
    return parseDateTime(ast.value);
  },
});

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize(value) {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return parseDate(String(value));
  },
  parseValue: parseDate,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw invalid('Date must be a string.');
    return parseDate(ast.value);
  },
});

function literalToJson(ast: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((v) => literalToJson(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        ast.fields.map((f) => [f.name.value, literalToJson(f.value, variables)]),
      );
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
    default:
      throw invalid('Unsupported JSON literal.');
  }
}

/** JSON arguments are stored as jsonb: bounded, finite, and without U+0000 (jsonb refuses it). */
export const JSON_LIMITS = { depth: 20, nodes: 10_000, text: 100_000 } as const;

function checkJson(value: unknown): unknown {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let nodes = 0;
  let characters = 0;
  while (stack.length) {
    const { value: v, depth } = stack.pop()!;
    if (++nodes > JSON_LIMITS.nodes)
      throw invalid(`JSON holds more than ${JSON_LIMITS.nodes} values.`);
    if (depth > JSON_LIMITS.depth)
      throw invalid(`JSON is nested deeper than ${JSON_LIMITS.depth}.`);
    if (typeof v === 'string') {
      characters += v.length;
      if (v.includes('\u0000')) throw invalid('JSON text must not contain a NUL character.');
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw invalid('JSON numbers must be finite.');
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push({ value: item, depth: depth + 1 });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        stack.push({ value: key, depth: depth + 1 });
        stack.push({ value: item, depth: depth + 1 });
      }
    } else if (typeof v !== 'boolean' && v !== null) {
      throw invalid('Not a JSON value.');
    }
    if (characters > JSON_LIMITS.text)
      throw invalid(`JSON holds more than ${JSON_LIMITS.text} characters of text.`);
  }
  return value;
}

export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: checkJson,
  parseLiteral: (ast, variables) => checkJson(literalToJson(ast, variables)),
});
