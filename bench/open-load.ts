// An open-model load driver on undici: requests leave at a fixed rate whether or not earlier ones have
// answered, and each latency is measured from when its request was due, so queueing counts (a closed
// loop such as autocannon's waits for answers and hides it: coordinated omission).
import { Pool } from 'undici';
import { percentile } from './stats';

export interface StepResult {
  rate: number;
  seconds: number;
  sent: number;
  errors: number;
  /** Status codes other than 200, with their counts. */
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
}

export interface Call {
  body: () => string;
  /** True when the answer is a success; a 200 carrying GraphQL errors is not. */
  ok?: (status: number, text: string) => boolean;
  /** Sees every answer's body (e.g. to keep the ids of acknowledged writes). */
  onAnswer?: (status: number, text: string) => void;
}

const okGraphQL = (status: number, text: string) => status === 200 && !text.includes('"errors"');

/** Sends `call` to `/graphql` at `rate` requests a second for `seconds`. */
export async function fixedRate(
  pool: Pool,
  headers: Record<string, string>,
  call: Call,
  rate: number,
  seconds: number,
): Promise<StepResult> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  const ok = call.ok ?? okGraphQL;
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      pool
        .request({ method: 'POST', path: '/graphql', headers, body: call.body() })
        .then(async (res) => {
          const text = await res.body.text();
          latencies.push(performance.now() - due);
          if (res.statusCode !== 200) statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (!ok(res.statusCode, text)) errors++;
          call.onAnswer?.(res.statusCode, text);
        })
        .catch(() => {
          latencies.push(performance.now() - due);
          statuses.network = (statuses.network ?? 0) + 1;
          errors++;
        }),
    );
  }
  await Promise.all(inFlight);
  return {
    rate,
    seconds,
    sent: total,
    errors,
    statuses,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
  };
}
