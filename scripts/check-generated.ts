// `npm run codegen:check`: regenerates every generated file and fails when the committed copy is stale,
// so a schema, operation or route change can never land without its generated code.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GENERATED = ['src/gql', 'server/graphql/generated', 'src/routeTree.gen.ts'];

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: process.env });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`\`${command} ${args.join(' ')}\` exited with ${String(result.status)}`);
  }
  return result.stdout;
}

function listFiles(target: string): string[] {
  const absolute = path.join(root, target);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [target];
  return readdirSync(absolute).flatMap((entry) => listFiles(path.posix.join(target, entry)));
}

/** Content hash of every generated file, keyed by repo-relative path. */
function snapshot(): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const file of GENERATED.flatMap(listFiles)) {
    hashes.set(
      file,
      createHash('sha256')
        .update(readFileSync(path.join(root, file)))
        .digest('hex'),
    );
  }
  return hashes;
}

function changedBetween(before: Map<string, string>, after: Map<string, string>): string[] {
  const files = new Set([...before.keys(), ...after.keys()]);
  return [...files].filter((file) => before.get(file) !== after.get(file)).sort();
}

function insideGitWorkTree(): boolean {
  const result = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root, encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === 'true';
}

/** Files whose working copy differs from what git holds (modified, deleted or never added). */
function notCommitted(): string[] {
  const status = run('git', ['status', '--porcelain', '--untracked-files=all', '--', ...GENERATED]);
  const stale = status
    .split('\n')
    .filter((line) => line.length > 3)
    // Porcelain XY: Y is the working tree against the index; '??' is untracked. A change that is
    // only staged means the regenerated file equals the staged one, which the next commit records.
    .filter((line) => line.startsWith('??') || line[1] !== ' ')
    .map((line) => line.slice(3));
  const diff = spawnSync('git', ['diff', '--exit-code', '--quiet', '--', ...GENERATED], { cwd: root });
  if (diff.status !== 0 && stale.length === 0)
    stale.push('(git diff reports changes in the generated files)');
  return stale;
}

function main(): number {
  const before = snapshot();
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  run(npx, ['graphql-codegen', '--config', 'codegen.ts']);
  run(npx, ['tsr', 'generate']);
  const regenerated = changedBetween(before, snapshot());

  const problems: string[] = [];
  if (regenerated.length > 0) {
    problems.push('Regenerating changed these files (they were stale):', ...regenerated.map((f) => `  ${f}`));
  }
  if (insideGitWorkTree()) {
    const uncommitted = notCommitted();
    if (uncommitted.length > 0) {
      problems.push(
        'These generated files differ from git (modified or untracked):',
        ...uncommitted.map((f) => `  ${f}`),
      );
    }
  } else {
    console.warn('codegen:check: not a git work tree; compared against the files on disk only.');
  }

  if (problems.length > 0) {
    console.error(
      [
        'codegen:check FAILED: generated code is stale.',
        ...problems,
        '',
        'Fix: run `npm run codegen` and commit the result.',
      ].join('\n'),
    );
    return 1;
  }
  console.log(`codegen:check OK: ${String(before.size)} generated files are up to date.`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`codegen:check FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
