import {
  GraphQLError,
  type ASTVisitor,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

// Query hygiene beyond mercurius' own depth limit: how many aliases an operation may use (so a
// single request cannot try hundreds of codes or passwords). What an operation may cost is in
// cost.ts.

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
