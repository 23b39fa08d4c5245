import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';

/** ISO-8601 timestamps on the wire; resolvers may return Date objects, inputs arrive as ISO strings. */
export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  serialize(value) {
    const d = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(d.getTime())) throw new GraphQLError('DateTime cannot represent an invalid date');
    return d.toISOString();
  },
  parseValue(value) {
    const d = new Date(String(value));
    if (Number.isNaN(d.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
    return d.toISOString();
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be an ISO-8601 string');
    const d = new Date(ast.value);
    if (Number.isNaN(d.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
    return d.toISOString();
  },
});

/**
 * A list's URL state (ours, docs/saved-views.md): a JSON object, passed through as it is; the resolver
 * checks it with `viewSearchSchema` (src/rules/saved-views.ts), so the form's rule and message apply.
 */
export const SearchParamsScalar = new GraphQLScalarType<unknown, unknown>({
  name: 'SearchParams',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
