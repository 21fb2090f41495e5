import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

// The three shared scalars of common.graphql.

const invalid = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDateTime(value: unknown): Date {
  if (typeof value !== 'string') throw invalid('DateTime must be an ISO 8601 string.');
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw invalid(`"${value}" is not a valid DateTime.`);
  return date;
}

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) {
    throw invalid('Date must be a calendar date written YYYY-MM-DD.');
  }
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw invalid(`"${value}" is not a valid Date.`);
  }
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

export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalToJson,
});
