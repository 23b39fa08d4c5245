import type { Operation } from '../../src/lib/graphql-client';
import { MAX_BULK_ROWS } from '../../src/rules/settings';
import { describe, expect, it } from 'vitest';
import type { VersionWrite } from '../../src/features/settings/bulk/version-rows';
import { versionChunkWriter, type Send } from '../../src/features/settings/bulk/version-writes';
import {
  BATCH_SIZE,
  chunkRows,
  rowsPerOperation,
  writeInChunks,
  type RowOutcome,
} from '../../src/components/bulk/write-batches';
import { AdminBulkCreateVersionsDocument, AdminBulkEditVersionsDocument } from '../../src/gql/graphql';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('rowsPerOperation', () => {
  it('gives about 50 operations, at least one row each and never more than the server cap', () => {
    expect(rowsPerOperation(0)).toBe(1);
    expect(rowsPerOperation(12)).toBe(1);
    expect(rowsPerOperation(50)).toBe(1);
    expect(rowsPerOperation(51)).toBe(2);
    expect(rowsPerOperation(120)).toBe(3);
    expect(rowsPerOperation(10_000)).toBe(200);
    expect(rowsPerOperation(20_000)).toBe(MAX_BULK_ROWS);
    expect(MAX_BULK_ROWS).toBe(200);
  });

  it('chunkRows keeps every row once, in order', () => {
    const rows = Array.from({ length: 7 }, (_, i) => i);
    expect(chunkRows(rows, 3)).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(chunkRows([], 3)).toEqual([]);
  });
});

describe('writeInChunks', () => {
  it('sends no further operation once the signal is aborted (Stop); the ones sent finish', async () => {
    const stop = new AbortController();
    const sent: number[][] = [];
    const progress: number[] = [];
    const failures = await writeInChunks(
      [1, 2, 3, 4, 5, 6, 7],
      async (chunk) => {
        sent.push(chunk);
        // Stop is pressed while the first request is on its way.
        stop.abort();
        await sleep(5);
        return chunk.map(() => ({ ok: true as const }));
      },
      (done) => progress.push(done),
      { rowsPerOperation: 1, batchSize: 2, inFlight: 1, signal: stop.signal },
    );
    expect(sent).toEqual([[1], [2]]);
    expect(failures).toEqual([]);
    expect(progress).toEqual([0, 1, 2]);
  });

  it('starts at most 5 operations per tick, each with its chunk, and keeps going after failures', async () => {
    const ticks: number[][][] = [];
    let tick: number[][] | null = null;
    const write = async (chunk: number[]): Promise<RowOutcome[]> => {
      if (!tick) {
        tick = [];
        ticks.push(tick);
        queueMicrotask(() => (tick = null));
      }
      tick.push(chunk);
      await sleep(1);
      if (chunk.includes(6)) throw new Error('network down');
      return chunk.map((n) => (n === 13 ? { ok: false, message: 'Price: must be positive' } : { ok: true }));
    };
    const progress: number[] = [];
    const items = Array.from({ length: 23 }, (_, i) => i);
    const failures = await writeInChunks(items, write, (done) => progress.push(done), {
      rowsPerOperation: 2,
      inFlight: 1,
    });
    expect(ticks.map((t) => t.length)).toEqual([5, 5, 2]);
    expect(ticks.flat(2)).toEqual(items);
    expect(ticks[0]?.[0]).toEqual([0, 1]);
    expect(failures.sort((a, b) => a.item - b.item)).toEqual([
      { item: 6, message: 'network down' },
      { item: 7, message: 'network down' },
      { item: 13, message: 'Price: must be positive' },
    ]);
    // One step per answered operation, counted in rows.
    expect(progress).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 23]);
  });

  it('fails the rows an answer leaves out', async () => {
    const failures = await writeInChunks(
      ['a', 'b', 'c'],
      async () => [{ ok: true }],
      () => undefined,
      { rowsPerOperation: 3 },
    );
    expect(failures.map((f) => f.item)).toEqual(['b', 'c']);
  });

  it('keeps two requests of 5 operations in flight by default and writes 10,000 rows in 200-row chunks', async () => {
    let inFlight = 0;
    let peak = 0;
    const sizes: number[] = [];
    const items = Array.from({ length: 10_000 }, (_, i) => i);
    const failures = await writeInChunks(
      items,
      async (chunk) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        sizes.push(chunk.length);
        await sleep(2);
        inFlight -= 1;
        return chunk.map(() => ({ ok: true as const }));
      },
      () => undefined,
    );
    expect(failures).toEqual([]);
    expect(peak).toBe(2 * BATCH_SIZE);
    expect(sizes).toHaveLength(50);
    expect(sizes.every((n) => n === 200)).toBe(true);
  });
});

describe('versionChunkWriter', () => {
  const create = (name: string): VersionWrite => ({ id: null, name, model: 'm1', priceCarVersion: 1 });
  const edit = (id: string): VersionWrite => ({ id, name: 'E', model: null, priceCarVersion: 2 });

  it('sends creates and edits as one bulk operation each and puts every answer in its row', async () => {
    const sent: { document: unknown; variables: unknown }[] = [];
    const send: Send = <R, V>(document: Operation<R, V>, variables: V) => {
      sent.push({ document, variables });
      const rows = (variables as { rows: unknown[] }).rows;
      const key =
        (document as unknown) === AdminBulkCreateVersionsDocument
          ? 'adminBulkCreateVersions'
          : 'adminBulkEditVersions';
      // Answers out of order, one row refused: the writer must place them by `row`.
      const answers = rows
        .map((_, row) => ({
          row,
          ok: row !== 1,
          id: null,
          error: row === 1 ? 'Unknown model' : null,
          field: null,
        }))
        .reverse();
      return Promise.resolve({ [key]: answers } as R);
    };
    const write = versionChunkWriter(send);
    expect(await write([create('A'), create('B'), create('C')])).toEqual([
      { ok: true },
      { ok: false, message: 'Unknown model' },
      { ok: true },
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.document).toBe(AdminBulkCreateVersionsDocument);
    expect(sent[0]?.variables).toEqual({
      rows: ['A', 'B', 'C'].map((name) => ({ name, model: 'm1', priceCarVersion: 1 })),
    });

    sent.length = 0;
    expect(await write([edit('x'), create('N'), edit('y')])).toEqual([
      { ok: true },
      { ok: true },
      { ok: false, message: 'Unknown model' },
    ]);
    expect(sent.map((s) => s.document)).toEqual([
      AdminBulkCreateVersionsDocument,
      AdminBulkEditVersionsDocument,
    ]);
    expect(sent[1]?.variables).toEqual({
      rows: [
        { id: 'x', name: 'E', model: null, priceCarVersion: 2 },
        { id: 'y', name: 'E', model: null, priceCarVersion: 2 },
      ],
    });
  });

  it('a refused operation rejects, so writeInChunks fails each of its rows with the message', async () => {
    const send: Send = () => Promise.reject(new Error('At most 200 rows can be sent at once'));
    const failures = await writeInChunks(
      [create('A'), create('B')],
      versionChunkWriter(send),
      () => undefined,
    );
    expect(failures.map((f) => [f.item.name, f.message])).toEqual([
      ['A', 'At most 200 rows can be sent at once'],
      ['B', 'At most 200 rows can be sent at once'],
    ]);
  });
});
