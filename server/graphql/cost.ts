import {
  Kind,
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/*
 * The estimated cost of the operation a request runs, from the schema (docs/graphql-contract.md):
 * - a root field costs `rootFieldCost` (it is a search, a read or a write of its own); any other
 *   field with its own resolver (Property.room_types…) `resolverCost`, because it reads the
 *   database or a supplier each time it runs; every other field costs 1;
 * - a list multiplies what is selected under it by its size: the size argument given anywhere
 *   in the field's arguments (`limit`, `first`, `last`, `page_size`…, at the top or inside input
 *   objects, literal or variable, the SDL default when left out), else `defaultListSize`;
 * - a size given to a field that returns an object (a connection) sizes the first lists under
 *   it (`entries`, and the facet lists beside them);
 * - a list the domain bounds (`listBound`: a policy verdict's breaches, at most one per rule)
 *   counts as that many items when no argument sizes it.
 * Priced at execution, with the request's variables, for the operation that runs.
 */

/** Argument and input-field names that set how many items a list returns. */
export const LIST_SIZE_NAMES = new Set(['limit', 'first', 'last', 'page_size', 'per_page']);

export interface CostSettings {
  /** Items assumed in a list whose size no argument gives. */
  defaultListSize: number;
  /** What a field of Query or Mutation costs. */
  rootFieldCost: number;
  /** What another field with its own resolver costs (a plain field costs 1). */
  resolverCost: number;
  /** Whether a type's field has its own resolver. */
  hasResolver: (typeName: string, fieldName: string) => boolean;
  /** The most items a list field can hold whatever is asked, when the domain bounds it. */
  listBound?: (typeName: string, fieldName: string) => number | undefined;
}

interface Walk {
  schema: GraphQLSchema;
  root: GraphQLNamedType | undefined;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  settings: CostSettings;
}

/** The largest size argument in a value of an input type (input objects searched to the end). */
function sizeIn(type: GraphQLInputType, value: unknown, name: string | null): number | undefined {
  if (value === null || value === undefined) return undefined;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const items = Array.isArray(value) ? value : [value];
    return max(items.map((item) => sizeIn(inner.ofType, item, null)));
  }
  if (isInputObjectType(inner)) {
    if (typeof value !== 'object') return undefined;
    const fields = inner.getFields();
    return max(
      Object.entries(value as Record<string, unknown>).map(([key, v]) =>
        fields[key] ? sizeIn(fields[key].type, v, key) : undefined,
      ),
    );
  }
  if (name && LIST_SIZE_NAMES.has(name) && typeof value === 'number' && Number.isFinite(value)) {
    return Math.max(1, Math.ceil(value));
  }
  return undefined;
}

function max(values: (number | undefined)[]): number | undefined {
  const numbers = values.filter((v): v is number => v !== undefined);
  return numbers.length ? Math.max(...numbers) : undefined;
}

/** The size argument of one field in the request (with the SDL's defaults), if any. */
function explicitSize(
  field: GraphQLField<unknown, unknown>,
  node: Parameters<typeof getArgumentValues>[1],
  variables: Record<string, unknown>,
): number | undefined {
  if (field.args.length === 0) return undefined;
  let values: Record<string, unknown>;
  try {
    values = getArgumentValues(field, node, variables);
  } catch {
    return undefined; // invalid arguments: the operation fails before it runs
  }
  return max(field.args.map((arg) => sizeIn(arg.type, values[arg.name], arg.name)));
}

function fieldsOf(type: GraphQLNamedType | undefined) {
  return type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields() : undefined;
}

function selectionCost(
  walk: Walk,
  selectionSet: SelectionSetNode | undefined,
  parent: GraphQLNamedType | undefined,
  inheritedSize: number | undefined,
  seen: ReadonlySet<string>,
): number {
  if (!selectionSet) return 0;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (name === '__typename') continue;
      const field = fieldsOf(parent)?.[name];
      if (!field) {
        // Introspection or an unknown field (refused by validation): children cost 1 each.
        cost += 1 + selectionCost(walk, selection.selectionSet, undefined, undefined, seen);
        continue;
      }
      const base =
        parent === walk.root
          ? walk.settings.rootFieldCost
          : parent && walk.settings.hasResolver(parent.name, name)
            ? walk.settings.resolverCost
            : 1;
      const size = explicitSize(field, selection, walk.variables);
      const child = getNamedType(field.type);
      const isList = isListType(getNullableType(field.type));
      if (isList) {
        const bound = parent ? walk.settings.listBound?.(parent.name, name) : undefined;
        const items = size ?? bound ?? inheritedSize ?? walk.settings.defaultListSize;
        cost += base + items * selectionCost(walk, selection.selectionSet, child, undefined, seen);
      } else {
        cost +=
          base + selectionCost(walk, selection.selectionSet, child, size ?? inheritedSize, seen);
      }
    } else {
      let fragment: { selectionSet: SelectionSetNode; typeName?: string } | undefined;
      let next = seen;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        fragment = {
          selectionSet: selection.selectionSet,
          typeName: selection.typeCondition?.name.value,
        };
      } else {
        const name = selection.name.value;
        const definition = walk.fragments[name];
        if (!definition || seen.has(name)) continue; // cycles are refused by validation
        fragment = {
          selectionSet: definition.selectionSet,
          typeName: definition.typeCondition.name.value,
        };
        next = new Set([...seen, name]);
      }
      const type = fragment.typeName ? walk.schema.getType(fragment.typeName) : parent;
      cost += selectionCost(walk, fragment.selectionSet, type ?? undefined, inheritedSize, next);
    }
  }
  return cost;
}

function rootType(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  if (operation.operation === 'mutation') return schema.getMutationType() ?? undefined;
  if (operation.operation === 'subscription') return schema.getSubscriptionType() ?? undefined;
  return schema.getQueryType() ?? undefined;
}

/**
 * The cost of the operation `operationName` names (or of the document's only operation). A
 * document with several operations and no name cannot run; it is priced at its most expensive.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Record<string, unknown> | null | undefined,
  settings: CostSettings,
): number {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const chosen = operationName
    ? operations.filter((o) => o.name?.value === operationName)
    : operations;
  const costs = chosen.map((operation) => {
    const coerced = getVariableValues(
      schema,
      operation.variableDefinitions ?? [],
      rawVariables ?? {},
    );
    const variables = coerced.coerced ?? rawVariables ?? {};
    const root = rootType(schema, operation);
    const walk: Walk = { schema, root, fragments, variables, settings };
    return selectionCost(walk, operation.selectionSet, root, undefined, new Set());
  });
  return Math.max(0, ...costs);
}
