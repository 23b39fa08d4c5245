import { GraphQLError, Kind, visit, type DocumentNode, type GraphQLSchema, type ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { pageWindow } from '../kit/page';

/**
 * What one row of a page costs before its fields: the SQL fetch and the object built for it, so a
 * page of rows asking one field each is not nearly free.
 */
export const ROW_COST = 10;

/**
 * Budget of one operation. The SPA's largest operation at a 1000-row page (the posts review queue, a
 * post with its seller, photos, catalogue names and price check per row) costs 52,001
 * (tests/server/list-limits.test.ts), so every screen's document fits even at the largest page, while
 * 15 aliases of a 1000-row list asking only `id` (180,030) are refused before any SQL runs.
 */
export const MAX_LIST_COST = 60_000;

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
 * The variables a document's cost can depend on: those given as a `take` argument or to a directive
 * (`@skip`/`@include` leave a field out). The estimator reads nothing else that a variable can change.
 */
function costVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  const note = (value: ValueNode) => {
    if (value.kind === Kind.VARIABLE) names.add(value.name.value);
  };
  visit(document, {
    Field(node) {
      for (const arg of node.arguments ?? []) if (arg.name.value === 'take') note(arg.value);
    },
    Directive(node) {
      for (const arg of node.arguments ?? []) note(arg.value);
    },
  });
  return [...names].sort();
}

/** Costs already worked out for a document, by operation and the values of its cost variables. */
interface CostMemo {
  variables: string[];
  costs: Map<string, number>;
}

/** Enough for every page size and operation a screen sends; past it a document's memo starts again. */
const COSTS_PER_DOCUMENT = 64;

/*
 * yoga's parser cache hands every request for the same text the same DocumentNode (as for the NUL check), so
 * a document's cost is worked out once per page size, not on every request: walking the document with the
 * schema was about 6 % of a list request's CPU (bench/report.md, "CPU per request").
 */
const memos = new WeakMap<DocumentNode, CostMemo>();

function memoFor(document: DocumentNode): CostMemo {
  let memo = memos.get(document);
  if (!memo) {
    memo = { variables: costVariables(document), costs: new Map() };
    memos.set(document, memo);
  }
  return memo;
}

/** listCost, remembered per document, operation and the values of the variables it depends on. */
function rememberedListCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): number {
  const memo = memoFor(document);
  // A variable left out takes its default, one sent as null does not: the key tells them apart.
  const key = JSON.stringify([
    operationName ?? null,
    ...memo.variables.map((v) => (variables && v in variables ? [variables[v]] : 0)),
  ]);
  const known = memo.costs.get(key);
  if (known !== undefined) return known;
  // Throws for variables of the wrong type; nothing is remembered then.
  const cost = listCost(schema, document, variables, operationName);
  if (memo.costs.size >= COSTS_PER_DOCUMENT) memo.costs.clear();
  memo.costs.set(key, cost);
  return cost;
}

/**
 * Needs the variables (a page size usually comes in one), so it runs before execution rather than
 * in validation, whose results yoga caches per document whatever the variables.
 */
export function listCostLimit(max: number = MAX_LIST_COST): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      let cost: number;
      try {
        cost = rememberedListCost(
          args.schema,
          args.document,
          args.variableValues ?? undefined,
          args.operationName,
        );
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
