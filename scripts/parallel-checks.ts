// `npm test`'s `npm run lint` and `npm run typecheck`, at the same time: neither reads what the other writes
// (typecheck's `tsr generate` rewrites src/routeTree.gen.ts, which ESLint and Prettier ignore), and each
// keeps one core busy (ESLint and Prettier about 45 s of CPU, tsc about 40 s), so on two cores the pair
// takes the longer one's time instead of the sum. Each one's output is printed whole, in order, once both end;
// the exit code is 1 when either failed.
import { spawn } from 'node:child_process';

const SCRIPTS = ['lint', 'typecheck'];

function run(script: string): Promise<{ script: string; code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ script, code, output }));
  });
}

const results = await Promise.all(SCRIPTS.map(run));
for (const { script, code, output } of results) {
  process.stdout.write(output);
  if (code !== 0) console.error(`\`npm run ${script}\` failed (exit ${String(code)})`);
}
process.exitCode = results.every((r) => r.code === 0) ? 0 : 1;
