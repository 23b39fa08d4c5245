import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

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
