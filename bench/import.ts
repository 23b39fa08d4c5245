// Bulk version import at 10,000 rows against the embedded database (PGlite): the SPA's parser and dry run,
// then the writes over real HTTP with the SPA's bulk writer: many rows per operation, five operations per
// request as the SPA's batching client sends them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Operation } from '../src/lib/graphql-client';
import { GraphQLClient } from 'graphql-request';
import { versionUpdateSheet } from '../src/features/settings/bulk/export-sheets';
import { previewVersions, type VersionRefs } from '../src/features/settings/bulk/version-rows';
import { versionChunkWriter } from '../src/features/settings/bulk/version-writes';
import { BATCH_SIZE, rowsPerOperation, writeInChunks } from '../src/components/bulk/write-batches';
import { readFragment } from '../src/gql';
import {
  AdminBulkCreateVersionsDocument,
  AdminCreateVersionDocument,
  AdminGetListBrandsDocument,
  AdminGetListModelsDocument,
  AdminGetListVersionDocument,
  AdminLoginDocument,
  CatalogueBrandFragmentDoc,
  CatalogueModelFragmentDoc,
  VersionItemFragmentDoc,
} from '../src/gql/graphql';
import { readSheetRows } from '../src/lib/xlsx/read-rows';
import { buildWorkbook } from '../src/lib/xlsx/workbook';
import { benchAppConfig } from './bench-app';

export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
export const IMPORT_TARGET_S = 15;
/** BENCH_IN_FLIGHT compares request concurrency (the SPA uses write-batches' IN_FLIGHT). */
const IN_FLIGHT_OVERRIDE = process.env.BENCH_IN_FLIGHT ? Number(process.env.BENCH_IN_FLIGHT) : undefined;
/** BENCH_ROWS_PER_OP compares operation sizes (the SPA uses write-batches' rowsPerOperation). */
const ROWS_PER_OP_OVERRIDE = process.env.BENCH_ROWS_PER_OP
  ? Number(process.env.BENCH_ROWS_PER_OP)
  : undefined;
export const IMPORT_HEADING = '## Bulk version import (PGlite)';

export interface ImportReport {
  rows: number;
  buildFileMs: number;
  fileBytes: number;
  parseMs: number;
  previewMs: number;
  writeMs: number;
  requests: number;
  rowsPerOperation: number;
  operationsPerRequest: Record<string, number>;
  failed: number;
  created: number;
  exportMs: number;
  exportRows: number;
  exportBytes: number;
  serverMsPerRow: number;
  profile: ProfileStep[];
}

export interface ProfileStep {
  step: string;
  msPerOp: number;
}

interface Pending {
  document: string;
  variables: Record<string, unknown>;
  resolve(data: unknown): void;
  reject(error: Error): void;
}

/**
 * The SPA's batching in src/lib/graphql-client.ts, minus its browser-only session handling (that module
 * reads window and import.meta.env at load): calls made in one tick share a request, at most five.
 */
function batchingTransport(client: GraphQLClient, onRequest: (size: number) => void) {
  const queue: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = queue.splice(0, BATCH_SIZE);
    if (queue.length > 0) timer = setTimeout(() => void flush(), 0);
    if (batch.length === 0) return;
    onRequest(batch.length);
    try {
      const results = (await client.batchRequests(
        batch.map((p) => ({ document: p.document, variables: p.variables })),
      )) as unknown as { data?: unknown; errors?: { message: string }[] }[];
      batch.forEach((p, i) => {
        const r = results[i];
        if (r?.errors?.length) p.reject(new Error(r.errors[0]?.message));
        else p.resolve(r?.data);
      });
    } catch (e) {
      for (const p of batch) p.reject(e instanceof Error ? e : new Error(String(e)));
    }
  };
  return <R, V>(document: Operation<R, V>, variables: V) =>
    new Promise<R>((resolve, reject) => {
      queue.push({
        document: document.toString(),
        variables: variables as Record<string, unknown>,
        resolve: resolve as (d: unknown) => void,
        reject,
      });
      if (queue.length >= BATCH_SIZE) void flush();
      else timer ??= setTimeout(() => void flush(), 0);
    });
}

type Send = ReturnType<typeof batchingTransport>;
type Started = Awaited<ReturnType<typeof import('../server/http/app').createApp>>;
const PROFILE_OPS = Number(process.env.BENCH_PROFILE_OPS ?? 250);

async function perOp(n: number, fn: (i: number) => Promise<unknown>): Promise<number> {
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn(i);
  return (performance.now() - t) / n;
}

/**
 * Splits one create into its layers, each timed alone with the 10,000 rows already saved: a bare PGlite
 * transaction, the resolver's SQL, the resolver in-process, HTTP + GraphQL without a database write, and
 * the full path. Each step runs PROFILE_OPS times, one after another, so it shows cost, not concurrency.
 */
async function profileWrites(
  db: Started['db'],
  client: GraphQLClient,
  send: Send,
  refs: VersionRefs,
  log: (m: string) => void,
): Promise<ProfileStep[]> {
  const { sql } = await import('drizzle-orm');
  const { createVersion } = await import('../server/graphql/resolvers/settings-catalogue');
  const { bulkCreateVersions } = await import('../server/graphql/resolvers/settings-bulk');
  const { MAX_BULK_ROWS } = await import('../src/rules/settings');
  const { MeAdminDocument } = await import('../src/gql/graphql');
  const model = refs.models[0];
  if (!model) return [];
  // The resolvers audit every write under the admin who made it: the bench's own signed-in admin.
  const { admins } = await import('../server/db/schema');
  const [admin] = await db.select({ id: admins.id }).from(admins).limit(1);
  if (!admin) return [];
  const steps: ProfileStep[] = [];
  /** `perCall` operations happen in each call of `fn` (a batch of 5): the figure is per operation. */
  const step = async (name: string, fn: (i: number) => Promise<unknown>, perCall = 1) => {
    const msPerOp = (await perOp(Math.ceil(PROFILE_OPS / perCall), fn)) / perCall;
    steps.push({ step: name, msPerOp });
    log(`import profile: ${name}: ${msPerOp.toFixed(2)} ms`);
  };
  await db.execute(sql`create temporary table bench_probe (id int primary key, name text)`);
  await step('empty transaction (begin; select 1; commit)', () =>
    db.transaction(async (tx) => tx.execute(sql`select 1`)),
  );
  await step('transaction with the advisory lock and one insert', (i) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bench'))`);
      await tx.execute(sql`insert into bench_probe values (${i}, 'x')`);
    }),
  );
  await step("the slug lookup alone (slug = root or slug like 'root-%')", (i) =>
    db.execute(
      sql`select slug from car_versions where slug = ${`probe-${String(i)}`} or slug like ${`probe-${String(i)}-%`}`,
    ),
  );
  const plan = await db.execute(
    sql`explain select slug from car_versions where slug = 'probe' or slug like 'probe-%'`,
  );
  log(`import profile: slug plan: ${JSON.stringify(plan)}`);
  await step(
    "the resolver's five statements in one transaction, bare SQL (lock, model, brand, slug, insert)",
    (i) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('settings:car_versions'))`);
        await tx.execute(sql`select * from models where id = ${model.id} limit 1`);
        await tx.execute(
          sql`select * from brands b left join media m on m.id = b.media_id where b.id = ${model.brand} limit 1`,
        );
        const slug = `profile-sql-${String(i)}`;
        await tx.execute(sql`select slug from car_versions where slug = ${slug} or slug like ${`${slug}-%`}`);
        await tx.execute(
          sql`insert into car_versions (name, brand, model, slug, price_car_version) values (${slug}, ${model.brand}, ${model.id}, ${slug}, 1) returning *`,
        );
      }),
  );
  await step('createVersion resolver in-process (no HTTP, no GraphQL)', (i) =>
    createVersion(db, admin.id, { name: `Profile direct ${String(i)}`, model: model.id, priceCarVersion: 1 }),
  );
  await step(
    'createVersion resolver in-process, 5 at once (as a batch runs them), per operation',
    async (i) => {
      await Promise.all(
        Array.from({ length: 5 }, (_, k) =>
          createVersion(db, admin.id, {
            name: `Profile parallel ${String(i)}-${String(k)}`,
            model: model.id,
            priceCarVersion: 1,
          }),
        ),
      );
    },
    5,
  );
  const bulkRows = (tag: string, i: number) =>
    Array.from({ length: MAX_BULK_ROWS }, (_, k) => ({
      name: `Profile ${tag} ${String(i)}-${String(k)}`,
      model: model.id,
      priceCarVersion: 1,
    }));
  await step(
    `bulkCreateVersions in-process, ${String(MAX_BULK_ROWS)} rows per operation, per row`,
    (i) => bulkCreateVersions(db, admin.id, bulkRows('bulk direct', i)),
    MAX_BULK_ROWS,
  );
  await step(
    `adminBulkCreateVersions over HTTP, ${String(MAX_BULK_ROWS)} rows alone in its request, per row`,
    (i) => client.request(AdminBulkCreateVersionsDocument, { rows: bulkRows('bulk http', i) }),
    MAX_BULK_ROWS,
  );
  await step('one meAdmin query alone in its request', () => client.request(MeAdminDocument));
  await step(
    'one HTTP request with 5 meAdmin queries (guard + GraphQL, no write), per operation',
    async () => {
      await Promise.all(Array.from({ length: 5 }, () => send(MeAdminDocument, {})));
    },
    5,
  );
  await step('one adminCreateVersion over HTTP, alone in its request', (i) =>
    client.request(AdminCreateVersionDocument, {
      name: `Profile http ${String(i)}`,
      model: model.id,
      priceCarVersion: 1,
    }),
  );
  await step(
    'adminCreateVersion over HTTP, 5 per request, per operation',
    async (i) => {
      await Promise.all(
        Array.from({ length: 5 }, (_, k) =>
          send(AdminCreateVersionDocument, {
            name: `Profile batch ${String(i)}-${String(k)}`,
            model: model.id,
            priceCarVersion: 1,
          }),
        ),
      );
    },
    5,
  );
  return steps;
}

/**
 * The sheet an admin would fill in to add `count` versions: model and brand by name, name fifth, price
 * sixth, from the second row (SPEC §4). Names are '<prefix> 00001' …, spread over the given models.
 */
export function versionAddWorkbook(
  models: readonly { name: string; brand: string }[],
  brandName: ReadonlyMap<string, string>,
  count: number,
  prefix: string,
): ArrayBuffer {
  const rows = Array.from({ length: count }, (_, i) => {
    const model = models[i % models.length];
    return [
      null,
      model?.name ?? '',
      brandName.get(model?.brand ?? '') ?? '',
      null,
      `${prefix} ${String(i + 1).padStart(5, '0')}`,
      400_000_000 + i * 1000,
    ];
  });
  return buildWorkbook({
    sheetName: 'Car version list add',
    header: ['ID', 'Model', 'Brand', 'Slug', 'Name', 'Price (VND)'],
    rows,
  });
}

export async function benchImport(log: (m: string) => void): Promise<ImportReport> {
  const { createApp } = await import('../server/http/app');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kar-bench-import-'));
  const { config, password } = benchAppConfig({ dataDir });
  const started = await createApp(config, { logger: false });
  try {
    const address = await started.app.listen({ host: '127.0.0.1', port: 0 });
    const endpoint = `${address}/graphql`;
    const headers = { 'x-kar-csrf': '1' };
    const login = await fetch(endpoint, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: AdminLoginDocument.toString(),
        variables: { email: config.adminEmail, password },
      }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!cookie) throw new Error('bench: adminLogin set no cookie');
    const client = new GraphQLClient(endpoint, { headers: { ...headers, cookie } });

    const loadRefs = async (): Promise<VersionRefs> => {
      const [versions, models, brands] = await Promise.all([
        client.request(AdminGetListVersionDocument),
        client.request(AdminGetListModelsDocument),
        client.request(AdminGetListBrandsDocument),
      ]);
      return {
        versions: readFragment(VersionItemFragmentDoc, versions.adminGetListVersion),
        models: readFragment(CatalogueModelFragmentDoc, models.adminGetListModels),
        brands: readFragment(CatalogueBrandFragmentDoc, brands.adminGetListBrands),
      };
    };
    const before = await loadRefs();
    if (before.models.length === 0) throw new Error('bench: the demo seed has no car models');
    const brandName = new Map(before.brands.map((b) => [b.id, b.name]));

    let t = performance.now();
    const file = versionAddWorkbook(before.models, brandName, IMPORT_ROWS, 'Bench');
    const buildFileMs = performance.now() - t;
    log(`import: built a ${String(IMPORT_ROWS)}-row file (${String(file.byteLength)} bytes)`);

    t = performance.now();
    const sheetRows = readSheetRows(file);
    const parseMs = performance.now() - t;
    t = performance.now();
    const refs = await loadRefs();
    const preview = previewVersions(sheetRows, 'add', refs);
    const previewMs = performance.now() - t;
    if (preview.counts.create !== IMPORT_ROWS) {
      throw new Error(
        `bench: the dry run would create ${String(preview.counts.create)} of ${String(IMPORT_ROWS)} rows`,
      );
    }

    const sizes: number[] = [];
    const send = batchingTransport(client, (n) => sizes.push(n));
    const toWrite = preview.rows.flatMap((r) => (r.variables ? [r.variables] : []));
    t = performance.now();
    let lastLog = 0;
    const failures = await writeInChunks(
      toWrite,
      versionChunkWriter(send),
      (done) => {
        if (done - lastLog >= 2000) {
          lastLog = done;
          log(`import: ${String(done)} rows written`);
        }
      },
      { inFlight: IN_FLIGHT_OVERRIDE, rowsPerOperation: ROWS_PER_OP_OVERRIDE },
    );
    const writeMs = performance.now() - t;
    const writeSizes = [...sizes];

    const after = await loadRefs();
    const created = after.versions.length - before.versions.length;
    const operationsPerRequest: Record<string, number> = {};
    for (const n of writeSizes) operationsPerRequest[String(n)] = (operationsPerRequest[String(n)] ?? 0) + 1;

    // 'Car version list update' over everything now saved, as the export button builds it.
    t = performance.now();
    const modelName = new Map(after.models.map((m) => [m.id, m.name]));
    const names = {
      modelName: (id: string | null) => (id ? (modelName.get(id) ?? id) : ''),
      brandName: (id: string | null) => (id ? (brandName.get(id) ?? '') : ''),
    };
    const exported = buildWorkbook(versionUpdateSheet(after.versions, names));
    const exportMs = performance.now() - t;

    log('import: profiling where the write time goes');
    const profile = await profileWrites(started.db, client, send, after, log);

    return {
      profile,
      rows: IMPORT_ROWS,
      buildFileMs,
      fileBytes: file.byteLength,
      parseMs,
      previewMs,
      writeMs,
      requests: writeSizes.length,
      rowsPerOperation: ROWS_PER_OP_OVERRIDE ?? rowsPerOperation(toWrite.length),
      operationsPerRequest,
      failed: failures.length,
      created,
      exportMs,
      exportRows: after.versions.length,
      exportBytes: exported.byteLength,
      serverMsPerRow: writeMs / IMPORT_ROWS,
    };
  } finally {
    await started.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const s = (ms: number) => (ms / 1000).toFixed(2);

export function importMarkdown(r: ImportReport): string {
  const endToEnd = r.parseMs + r.previewMs + r.writeMs;
  const verdict = endToEnd / 1000 <= IMPORT_TARGET_S ? 'meets' : 'misses';
  return [
    IMPORT_HEADING,
    '',
    `${r.rows.toLocaleString('en-US')} car version rows, parsed with the SPA's reader (src/lib/xlsx/read-rows.ts), checked with its dry run, then created through the real GraphQL API over HTTP with adminBulkCreateVersions, ${String(r.rowsPerOperation)} rows per operation, ${String(BATCH_SIZE)} operations per request, two requests in flight (src/components/bulk/write-batches.ts, src/features/settings/bulk/version-writes.ts).`,
    '',
    '| step | time |',
    '|---|---|',
    `| build the .xlsx (${(r.fileBytes / 1024).toFixed(0)} KiB, not part of the import) | ${s(r.buildFileMs)} s |`,
    `| parse (SheetJS, in a Web Worker in the SPA) | ${s(r.parseMs)} s |`,
    `| dry run (fetch lists + zod rules + references) | ${s(r.previewMs)} s |`,
    `| write ${r.rows.toLocaleString('en-US')} rows in ${r.requests.toLocaleString('en-US')} HTTP requests | ${s(r.writeMs)} s (${r.serverMsPerRow.toFixed(2)} ms per row) |`,
    `| **end to end (parse + dry run + write)** | **${s(endToEnd)} s** — ${verdict} the ${String(IMPORT_TARGET_S)} s target |`,
    `| export 'Car version list update' (${r.exportRows.toLocaleString('en-US')} rows, ${(r.exportBytes / 1024).toFixed(0)} KiB) | ${s(r.exportMs)} s |`,
    '',
    `Operations per request: ${Object.entries(r.operationsPerRequest)
      .map(([size, n]) => `${String(n)} × ${size}`)
      .join(', ')}. Rows created: ${r.created.toLocaleString('en-US')}; failed: ${String(r.failed)}.`,
    '',
    `Where the write time goes (each step ${String(PROFILE_OPS)} times in a row, after the import):`,
    '',
    '| step | ms per operation |',
    '|---|---|',
    ...r.profile.map((p) => `| ${p.step} | ${p.msPerOp.toFixed(2)} |`),
    '',
    'In the SPA, parsing and the dry run run in a Web Worker (src/features/settings/bulk/bulk-worker.ts): the main thread only receives progress messages and draws the bar; writes are awaited network calls, so the page stays responsive throughout.',
  ].join('\n');
}
