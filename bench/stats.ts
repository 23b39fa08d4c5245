/** Nearest-rank percentile of a sample, in the sample's unit. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Runs `fn` `warmup` times untimed, then `runs` times timed; returns milliseconds per run. */
export async function timeRuns(fn: () => Promise<unknown>, runs: number, warmup: number): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

export const ms = (value: number): string => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');

/**
 * Times `a` and `b` in alternation (a, b, b, a, …), so a change in the machine's load while they run
 * weighs on both alike and their ratio stays fair.
 */
export async function timePairs(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  runs: number,
  warmup: number,
): Promise<[number[], number[]]> {
  for (let i = 0; i < warmup; i++) {
    await a();
    await b();
  }
  const as: number[] = [];
  const bs: number[] = [];
  const time = async (fn: () => Promise<unknown>, into: number[]) => {
    const start = performance.now();
    await fn();
    into.push(performance.now() - start);
  };
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      await time(a, as);
      await time(b, bs);
    } else {
      await time(b, bs);
      await time(a, as);
    }
  }
  return [as, bs];
}
