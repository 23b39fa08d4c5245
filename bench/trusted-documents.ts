// Trusted documents (issue 30 §1): the members list (`Users`, the Members screen's document) sent as its
// text, as the SPA did before, and as its manifest id, as it does now. Request body bytes, and the API's own
// time per request (fastify's onRequest to the response's end) for each, the two in alternation in one
// in-process app in production mode on PGlite with the demo data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AdminLoginDocument, UsersDocument } from '../src/gql/graphql';
import manifest from '../src/gql/persisted-documents.json';
import { documentIdOf } from '../src/lib/graphql-fetch';
import { benchAppConfig } from './bench-app';
import { ms, percentile } from './stats';

const RUNS = Number(process.env.BENCH_DOCUMENT_RUNS ?? 2000);
const WARMUP = Number(process.env.BENCH_DOCUMENT_WARMUP ?? 3000);
const VARIABLES = { skip: 1, take: 10 };

type Kind = 'text' | 'id';

export type DocumentsReport = {
  runs: number;
  warmup: number;
  members: number;
  manifestDocuments: number;
  manifestBytes: number;
  rows: { kind: Kind; bodyBytes: number; apiP50: number; apiP95: number; clientP50: number }[];
};

export async function benchDocuments(log: (m: string) => void): Promise<DocumentsReport> {
  const { createApp } = await import('../server/http/app');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kar-bench-documents-'));
  const { config, password } = benchAppConfig({ dataDir });
  const started = await createApp(config, { logger: false });
  const { app } = started;
  // Each request's own time inside the server, filed under the kind the bench sent.
  const inside: Record<Kind, number[]> = { text: [], id: [] };
  const arrived = new WeakMap<object, number>();
  app.addHook('onRequest', (req, _reply, done) => {
    arrived.set(req, performance.now());
    done();
  });
  app.addHook('onResponse', (req, _reply, done) => {
    const at = arrived.get(req);
    const kind = req.headers['x-bench-kind'];
    if (at !== undefined && (kind === 'text' || kind === 'id')) inside[kind].push(performance.now() - at);
    done();
  });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-kar-csrf': '1' },
      payload: JSON.stringify({
        query: AdminLoginDocument.toString(),
        variables: { email: config.adminEmail, password },
      }),
    });
    const setCookie = login.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie)])
      .map((c) => c.split(';')[0] ?? '')
      .join('; ');
    // What each client sends: the old admin client's `{ query, variables }`, and graphql-request's body
    // as src/lib/graphql-transport.ts serialises it, `{ documentId, variables }`.
    const bodies: Record<Kind, string> = {
      text: JSON.stringify({ query: UsersDocument.toString(), variables: VARIABLES }),
      id: JSON.stringify({ documentId: documentIdOf(UsersDocument), variables: VARIABLES }),
    };
    let members = 0;
    const send = async (kind: Kind) => {
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          'x-kar-csrf': '1',
          'x-bench-kind': kind,
          cookie,
        },
        payload: bodies[kind],
      });
      const body = JSON.parse(res.body) as { data?: { users: { meta: { totalItems: number } } } };
      if (res.statusCode !== 200 || !body.data) throw new Error(`bench: ${kind}: ${res.body}`);
      members = body.data.users.meta.totalItems;
    };
    log(`documents: ${String(WARMUP)} warm-up pairs, then ${String(RUNS)} timed pairs`);
    for (let i = 0; i < WARMUP; i++) {
      await send('text');
      await send('id');
    }
    inside.text.length = 0;
    inside.id.length = 0;
    const client: Record<Kind, number[]> = { text: [], id: [] };
    const timed = async (kind: Kind) => {
      const start = performance.now();
      await send(kind);
      client[kind].push(performance.now() - start);
    };
    for (let i = 0; i < RUNS; i++) {
      // Alternating which goes first, so a change of the machine's load weighs on both alike.
      if (i % 2 === 0) {
        await timed('text');
        await timed('id');
      } else {
        await timed('id');
        await timed('text');
      }
    }
    const documents: Record<string, string> = manifest;
    const report: DocumentsReport = {
      runs: RUNS,
      warmup: WARMUP,
      members,
      manifestDocuments: Object.keys(documents).length,
      manifestBytes: Buffer.byteLength(JSON.stringify(documents)),
      rows: (['text', 'id'] as const).map((kind) => ({
        kind,
        bodyBytes: Buffer.byteLength(bodies[kind]),
        apiP50: percentile(inside[kind], 50),
        apiP95: percentile(inside[kind], 95),
        clientP50: percentile(client[kind], 50),
      })),
    };
    for (const r of report.rows)
      log(
        `documents: ${r.kind}: ${String(r.bodyBytes)} B, API p50 ${ms(r.apiP50)} ms, p95 ${ms(r.apiP95)} ms`,
      );
    return report;
  } finally {
    await started.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function documentsMarkdown(report: DocumentsReport): string {
  const [text, id] = report.rows;
  const label = { text: 'document text (before)', id: 'manifest id (now)' };
  return [
    '## Trusted documents: the members list sent as text and as an id (PGlite, demo data)',
    '',
    `The Members screen's \`Users\` document with \`{ skip: 1, take: 10 }\` (${String(report.members)} members), POST /graphql through fastify (inject) to the app in production mode, text and id in alternation: ${String(report.runs)} timed pairs after ${String(report.warmup)} warm-up pairs. API = the request's own time inside the server, from fastify's onRequest hook to the end of the response; client = the bench's inject call, building the request to parsing the answer. Both kinds take the server's direct path (docs/architecture.md); an id is looked up in the manifest (${String(report.manifestDocuments)} documents, ${(report.manifestBytes / 1024).toFixed(1)} KB, bundled into the server) and its text then takes the path a text takes.`,
    '',
    '| sent as | request body (bytes) | API p50 (ms) | API p95 (ms) | client p50 (ms) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...report.rows.map(
      (r) =>
        `| ${label[r.kind]} | ${String(r.bodyBytes)} | ${ms(r.apiP50)} | ${ms(r.apiP95)} | ${ms(r.clientP50)} |`,
    ),
    '',
    text && id
      ? `The id's body is ${(id.bodyBytes / text.bodyBytes).toFixed(2)}× the text's (${String(text.bodyBytes - id.bodyBytes)} bytes fewer per members-list request); the API's p50 is ${(id.apiP50 / text.apiP50).toFixed(2)}× the text's.`
      : '',
  ].join('\n');
}
