import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';

// Builds a minimal valid operation for any root field, so a test can call every operation of
// a schema without hand-writing hundreds of queries.

function sampleValue(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return `[${sampleValue(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter(
      (f) => isNonNullType(f.type) && f.defaultValue === undefined,
    );
    return `{${required.map((f) => `${f.name}: ${sampleValue(f.type)}`).join(', ')}}`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return '1';
      case 'Float':
        return '1.5';
      case 'Boolean':
        return 'true';
      case 'Date':
        return '"2026-01-01"';
      case 'DateTime':
        return '"2026-01-01T00:00:00Z"';
      case 'JSON':
        return '{}';
      default:
        return '"sample"';
    }
  }
  throw new Error(`No sample for ${String(type)}`);
}

function argumentList(args: readonly GraphQLArgument[]): string {
  const required = args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  return required.length
    ? `(${required.map((a) => `${a.name}: ${sampleValue(a.type)}`).join(', ')})`
    : '';
}

export function sampleOperation(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
): string {
  const named = getNamedType(field.type);
  const selection =
    isObjectType(named) || (!isScalarType(named) && !isEnumType(named)) ? ' { __typename }' : '';
  return `${kind} { ${field.name}${argumentList(field.args)}${selection} }`;
}
