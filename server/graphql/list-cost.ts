import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { pageWindow } from '../kit/page';

/**
 * What one row of a page costs before its fields: the SQL fetch and the object built for it, so a
 * page of rows asking one field each is not nearly free.
 */
export const ROW_COST = 10;

/**
 * Budget of one operation. The SPA's largest operation at a 1000-row page (an export page) costs
 * 33,001 (tests/server/list-limits.test.ts), so one such page fits with room for more fields, while
 * 15 aliases of a 1000-row list asking only `id` (180,030) are refused before any SQL runs.
 */
export const MAX_LIST_COST = 50_000;

/**
 * A field costs 1 plus its selection; a paged field (one taking `take`) costs its page size, as the
 * resolver will clamp it, times a row's cost plus its selection. Aliases and fragments are walked like any other
 * field, so 15 aliases of a 1000-row list cost 15 times one.
 */
const pagedEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (!field.args.some((a) => a.name === 'take')) return 1 + childComplexity;
  const { size } = pageWindow({ take: typeof args.take === 'number' ? args.take : null });
  return 1 + size * (ROW_COST + childComplexity);
};

export function listCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): number {
  return getComplexity({
    schema,
    query: document,
    variables,
    ...(operationName ? { operationName } : {}),
    estimators: [pagedEstimator],
  });
}

const refused = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });

/**
 * Needs the variables (a page size usually comes in one), so it runs before execution rather than
 * in validation, whose results yoga caches per document whatever the variables.
 */
export function listCostLimit(max: number = MAX_LIST_COST): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      let cost: number;
      try {
        cost = listCost(args.schema, args.document, args.variableValues ?? undefined, args.operationName);
      } catch (e) {
        if (!(e instanceof GraphQLError)) throw e;
        if (/maximum allowed number of nodes/.test(e.message)) {
          setResultAndStopExecution({ errors: [refused('Query is too large to estimate its cost.')] });
        }
        // Otherwise variables of the wrong type: execution reports them in its own words.
        return;
      }
      if (cost > max) {
        setResultAndStopExecution({
          errors: [
            refused(
              `Query cost limit of ${max} exceeded, found ${cost}. A list counts its page size (take) times the fields asked of each row; ask for fewer rows or fewer aliases.`,
            ),
          ],
        });
      }
    },
  };
}
