import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

// Query hygiene beyond mercurius' own depth limit: how many aliases an operation may use (so a
// single request cannot try hundreds of codes or passwords) and how much work it may ask for.

const limitError = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** Rejects an operation with more than `max` aliased fields, fragments included. */
export function aliasLimitRule(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    let reported = false;
    return {
      Field(node) {
        if (!node.alias || reported) return;
        aliases += 1;
        if (aliases > max) {
          reported = true;
          context.reportError(limitError(`Too many aliases: at most ${max} per request.`));
        }
      },
    };
  };
}

/**
 * Refuses introspection (production). Matches field names rather than types: graphql-js's own
 * NoSchemaIntrospectionCustomRule relies on instanceof, which fails when mercurius (CommonJS)
 * and this module (ESM) load different copies of graphql.
 */
export const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        limitError(
          `GraphQL introspection is not allowed, but the query contained ${node.name.value}.`,
        ),
      );
    }
  },
});

/** A field that returns a list costs its children times its `limit`/`first` argument. */
const LIST_SIZE_ARGUMENTS = new Set(['limit', 'first', 'last']);
const DEFAULT_LIST_SIZE = 10;
const MAX_LIST_SIZE = 1000;

function listMultiplier(node: FieldNode, variables: Record<string, unknown>): number {
  for (const arg of node.arguments ?? []) {
    if (!LIST_SIZE_ARGUMENTS.has(arg.name.value)) continue;
    let value: unknown;
    if (arg.value.kind === Kind.INT) value = Number(arg.value.value);
    else if (arg.value.kind === Kind.VARIABLE) value = variables[arg.value.name.value];
    if (typeof value === 'number' && Number.isFinite(value)) {
      return Math.min(Math.max(1, value), MAX_LIST_SIZE);
    }
    return DEFAULT_LIST_SIZE;
  }
  return 1;
}

export function selectionCost(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  seen: Set<string> = new Set(),
): number {
  if (!selectionSet) return 0;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      const children = selectionCost(selection.selectionSet, fragments, variables, seen);
      cost += 1 + children * listMultiplier(selection, variables);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      cost += selectionCost(selection.selectionSet, fragments, variables, seen);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || seen.has(name)) continue; // cycles are reported by NoFragmentCycles
      cost += selectionCost(fragment.selectionSet, fragments, variables, new Set([...seen, name]));
    }
  }
  return cost;
}

/**
 * The estimated cost of the operation a request runs. Priced at execution time, when the
 * variables are known, so `limit: $n` costs what $n says.
 */
export function operationCost(
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
): number {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations[0];
  return operation ? selectionCost(operation.selectionSet, fragments, variables) : 0;
}
