// Hostile documents: operations generated from schema.graphql (every Query and Mutation field, with a
// selection walked from its return type) sent signed-in to the production server with hostile variables.
// Expected: no 5xx, no message leaking a stack, SQL or a path, none slower than 2 s, no list past its cap.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { Pool } from 'undici';
import { MAX_TAKE } from '../server/kit/page';
import { signIn, LOAD_PASSWORD } from './load';
import { freshDatabase } from './pg-database';
import { startServer } from './server-process';
import { ms, percentile } from './stats';
import type { Target } from './users';

export const HOSTILE_DOCUMENTS = Number(process.env.BENCH_HOSTILE_DOCUMENTS ?? 1000);
const SLOW_MS = 2000;
const IN_FLIGHT = 4;
/** Just under the server's 1 MiB body limit once wrapped in the request, so it reaches GraphQL. */
const MEGA = 1_000_000;
/** Ends the bench's own session: everything after it would only test the sign-in check. */
const SKIPPED = new Set(['signOut']);

/** A hostile value for an argument of `type`; `kind` picks the flavour. */
type Hostility =
  | 'wrong type'
  | '1 MB string'
  | 'NUL bytes'
  | 'nested lists'
  | 'unknown enum'
  | 'take 1000000, skip -5'
  | 'null for required'
  | 'huge and fractional numbers'
  | 'deep input object';
export const HOSTILITIES: Hostility[] = [
  'wrong type',
  '1 MB string',
  'NUL bytes',
  'nested lists',
  'unknown enum',
  'take 1000000, skip -5',
  'null for required',
  'huge and fractional numbers',
  'deep input object',
];

function nested(depth: number, leaf: unknown): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = [v, v];
  return v;
}

/** What a sane caller would send for `type`, so one hostile argument is not refused for another's sake. */
function sane(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return sane(type.ofType, depth);
  if (isListType(type)) return [sane(type.ofType, depth)];
  if (isEnumType(type)) return type.getValues()[0]?.name ?? null;
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, sane(f.type, depth + 1)]));
  }
  switch (getNamedType(type).name) {
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'ID':
      return '00000000-0000-0000-0000-000000000000';
    case 'DateTime':
      return '2024-01-01T00:00:00.000Z';
    default:
      return 'bench';
  }
}

let megaLeft = 1;

function hostile(name: string, type: GraphQLInputType, how: Hostility, depth = 0): unknown {
  const named = getNamedType(type);
  if (how === 'take 1000000, skip -5') {
    if (name === 'take' || name === 'limit') return 1_000_000;
    if (name === 'skip' || name === 'page') return -5;
    return sane(type, depth);
  }
  if (how === 'null for required') return null;
  if (how === 'nested lists') return nested(6, isLeafType(named) ? sane(named) : 'x');
  if (isInputObjectType(named)) {
    if (how === 'deep input object') {
      // A chain 40 objects deep (not a tree: that would be 2^40 nodes once serialised).
      let v: unknown = sane(named, depth);
      for (let i = 0; i < 40; i++) v = { [name]: v, nested: i };
      return depth > 0 ? v : { ...(sane(named, depth) as object), extra: v };
    }
    const fields = Object.values(named.getFields());
    const value = Object.fromEntries(
      fields.map((f) => [f.name, depth < 3 ? hostile(f.name, f.type, how, depth + 1) : sane(f.type)]),
    );
    return isListType(isNonNullType(type) ? type.ofType : type) ? [value, value] : value;
  }
  switch (how) {
    case 'wrong type':
      return named.name === 'String' || named.name === 'ID' || named.name === 'DateTime'
        ? { $gt: '' }
        : 'DROP TABLE users; --';
    case '1 MB string':
      // One per document: more would only meet the body limit (413), never GraphQL.
      if (megaLeft-- > 0) return 'A'.repeat(MEGA);
      return sane(type, depth);
    case 'NUL bytes':
      return isEnumType(named) ? 'ACTIVE\u0000' : named.name === 'Int' ? '1\u0000' : 'a\u0000b\u0000';
    case 'unknown enum':
      return isEnumType(named) ? 'NOT_A_VALUE' : named.name === 'Boolean' ? 'maybe' : sane(type, depth);
    case 'huge and fractional numbers':
      return named.name === 'Int' ? 2 ** 53 + 1 : named.name === 'Float' ? 1e308 * 10 : 1.5;
    default:
      return sane(type, depth);
  }
}

/** A selection of `type` down to `depth` levels: its leaves, and objects beneath it. */
function selection(type: GraphQLNamedType, depth: number): string {
  if (isLeafType(type)) return '';
  if (isUnionType(type)) {
    return `{ __typename ${type
      .getTypes()
      .map((t) => `... on ${t.name} ${selection(t, depth)}`)
      .join(' ')} }`;
  }
  if (!isObjectType(type) && !isInterfaceType(type)) return '';
  const fields = Object.values((type as GraphQLObjectType).getFields());
  const parts: string[] = [];
  for (const f of fields) {
    const inner = getNamedType(f.type);
    if (f.args.some((a) => isNonNullType(a.type))) continue;
    if (isLeafType(inner)) parts.push(f.name);
    else if (depth > 0) {
      const sub = selection(inner, depth - 1);
      if (sub) parts.push(`${f.name} ${sub}`);
    }
  }
  return parts.length ? `{ ${parts.join(' ')} }` : '{ __typename }';
}

export interface HostileDocument {
  field: string;
  how: Hostility;
  body: string;
}

/** `count` documents: every root field in turn, each time with the next flavour of hostility. */
export function hostileDocuments(schemaSource: string, count = HOSTILE_DOCUMENTS): HostileDocument[] {
  const schema = buildSchema(schemaSource);
  const roots: { op: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] = [];
  for (const [op, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (!SKIPPED.has(field.name)) roots.push({ op, field });
    }
  }
  const docs: HostileDocument[] = [];
  for (let i = 0; docs.length < count; i++) {
    const { op, field } = roots[i % roots.length]!;
    // Shifted by one each round, so every field meets every flavour in turn.
    const how = HOSTILITIES[(i + Math.floor(i / roots.length)) % HOSTILITIES.length]!;
    const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
    const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const query = `${op} Hostile${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(getNamedType(field.type), 2)} }`;
    megaLeft = 1;
    const variables = Object.fromEntries(field.args.map((a) => [a.name, hostile(a.name, a.type, how)]));
    docs.push({
      field: `${op === 'query' ? 'Query' : 'Mutation'}.${field.name}`,
      how,
      body: JSON.stringify({ query, variables }),
    });
  }
  return docs;
}

/** A stack frame, a source path, or SQL (statement text or a PostgreSQL error) in an answer. */
const LEAKS: [string, RegExp][] = [
  ['stack', /\n\s+at |\bat [\w.<>]+ \(|"stack"/],
  ['path', /(?:\/[\w.@-]+){2,}\.(?:ts|js|mjs|cjs)\b|node_modules|\/work\/|\/home\/|file:\/\//],
  [
    'SQL',
    /\b(?:select .+ from|insert into|update \S+ set|delete from)\b|syntax error at or near|relation "|column "|violates|duplicate key|invalid input syntax|PGlite|postgres/i,
  ],
];

/** The longest array anywhere in `value`. */
function longestList(value: unknown): number {
  if (Array.isArray(value)) return Math.max(value.length, ...value.map(longestList));
  if (value && typeof value === 'object') return Math.max(0, ...Object.values(value).map(longestList));
  return 0;
}

export interface HostileRow {
  how: Hostility | 'all';
  documents: number;
  statuses: Record<string, number>;
  fiveXX: number;
  leaks: number;
  slow: number;
  p50: number;
  max: number;
  longestList: number;
}

export interface HostileReport {
  target: Target;
  rows: HostileRow[];
  failures: string[];
}

export async function benchHostile(
  root: string,
  target: Target,
  log: (m: string) => void,
): Promise<HostileReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `kar-hostile-${target}-`));
  const url = target === 'postgres' ? await freshDatabase('kar_bench_hostile') : undefined;
  const docs = hostileDocuments(readFileSync(path.join(root, 'schema.graphql'), 'utf8'));
  const server = await startServer(
    root,
    { DATA_DIR: dataDir, DATABASE_URL: url, ADMIN_PASSWORD: LOAD_PASSWORD, SEED_DEMO: 'true' },
    log,
  );
  const pool = new Pool(server.origin, { connections: IN_FLIGHT });
  const results: {
    doc: HostileDocument;
    status: number;
    ms: number;
    leak: string | null;
    longest: number;
  }[] = [];
  try {
    const headers = await signIn(server.origin);
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < docs.length) {
          const doc = docs[next++]!;
          const start = performance.now();
          const res = await pool.request({ method: 'POST', path: '/graphql', headers, body: doc.body });
          const text = await res.body.text();
          const took = performance.now() - start;
          const leak = LEAKS.find(([, re]) => re.test(text))?.[0] ?? null;
          let longest = 0;
          try {
            longest = longestList((JSON.parse(text) as { data?: unknown }).data);
          } catch {
            // Not JSON (a 413 from the body limit, say): no list in it.
          }
          results.push({ doc, status: res.statusCode, ms: took, leak, longest });
          if (res.statusCode >= 500 || leak || took > SLOW_MS || longest > MAX_TAKE) {
            log(
              `hostile ${target}: ${doc.field} (${doc.how}): ${String(res.statusCode)} in ${ms(took)} ms: ${text.slice(0, 300)}`,
            );
          }
        }
      }),
    );
  } finally {
    await pool.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const row = (how: HostileRow['how'], of: typeof results): HostileRow => {
    const statuses: Record<string, number> = {};
    for (const r of of) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    const times = of.map((r) => r.ms);
    return {
      how,
      documents: of.length,
      statuses,
      fiveXX: of.filter((r) => r.status >= 500).length,
      leaks: of.filter((r) => r.leak).length,
      slow: of.filter((r) => r.ms > SLOW_MS).length,
      p50: percentile(times, 50),
      max: Math.max(0, ...times),
      longestList: Math.max(0, ...of.map((r) => r.longest)),
    };
  };
  const failures = results
    .filter((r) => r.status >= 500 || r.leak || r.ms > SLOW_MS || r.longest > MAX_TAKE)
    .map(
      (r) =>
        `${r.doc.field} (${r.doc.how}): ${String(r.status)}, ${ms(r.ms)} ms${r.leak ? `, leaks ${r.leak}` : ''}${r.longest > MAX_TAKE ? `, a list of ${String(r.longest)}` : ''}`,
    );
  return {
    target,
    rows: [
      ...HOSTILITIES.map((h) =>
        row(
          h,
          results.filter((r) => r.doc.how === h),
        ),
      ),
      row('all', results),
    ],
    failures,
  };
}

export function hostileMarkdown(r: HostileReport): string {
  const engine = r.target === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const all = r.rows.at(-1)!;
  const pass = all.fiveXX === 0 && all.leaks === 0 && all.slow === 0 && all.longestList <= MAX_TAKE;
  const lines = [
    `## Hostile documents on ${engine}`,
    '',
    `${String(all.documents)} operations generated from schema.graphql (bench/hostile.ts): every Query and Mutation field but \`signOut\` in turn, each selecting its return type two levels deep, with variables of the next flavour of hostility below; sent signed-in, ${String(IN_FLIGHT)} at a time, to the production server (its own process, the demo data seeded). Expected: no 5xx, no answer leaking a stack, SQL or a path, none slower than ${String(SLOW_MS / 1000)} s, no list longer than its cap (${String(MAX_TAKE)}).`,
    '',
    '| hostility | documents | answers | 5xx | leaks | slower than 2 s | p50 / max ms | longest list |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of r.rows) {
    const answers = Object.entries(row.statuses)
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(', ');
    const name = row.how === 'all' ? '**all**' : row.how;
    lines.push(
      `| ${name} | ${String(row.documents)} | ${answers} | ${String(row.fiveXX)} | ${String(row.leaks)} | ${String(row.slow)} | ${ms(row.p50)} / ${ms(row.max)} | ${String(row.longestList)} |`,
    );
  }
  lines.push('', `Verdict: **${pass ? 'PASS' : 'FAIL'}**.`);
  if (r.failures.length) {
    lines.push('', 'Failures (first 20):', '', ...r.failures.slice(0, 20).map((f) => `- ${f}`));
  }
  return lines.join('\n');
}
