// `npm run schema:diff [-- <git ref>]`: what the working copy's schema.graphql changes against the schema on
// main (or origin/HEAD where there is no local main), sorted into breaking, dangerous and safe changes by
// @graphql-inspector/core. Exits 1 when a change is breaking: an app or a client built on the old schema
// may send an operation the new one refuses. Dangerous changes (a new enum value, a new optional argument
// with a default) keep old operations valid but may change what a client receives; they are listed, not fatal.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

export interface SchemaDiff {
  breaking: Change[];
  dangerous: Change[];
  safe: Change[];
}

/** The changes from `before` to `after` (both SDL), by criticality. */
export async function schemaDiff(before: string, after: string): Promise<SchemaDiff> {
  const changes = await diff(buildSchema(before), buildSchema(after));
  const of = (level: CriticalityLevel) => changes.filter((c) => c.criticality.level === level);
  return {
    breaking: of(CriticalityLevel.Breaking),
    dangerous: of(CriticalityLevel.Dangerous),
    safe: of(CriticalityLevel.NonBreaking),
  };
}

function line(change: Change): string {
  const reason = change.criticality.reason ? `\n      ${change.criticality.reason}` : '';
  return `  - ${change.message}${change.path ? ` (${change.path})` : ''}${reason}`;
}

/** The report printed for a diff against `base`. */
export function formatSchemaDiff(result: SchemaDiff, base: string): string {
  const total = result.breaking.length + result.dangerous.length + result.safe.length;
  if (total === 0) return `schema.graphql: no changes against ${base}.`;
  const sections: string[] = [
    `schema.graphql against ${base}: ${String(result.breaking.length)} breaking, ${String(result.dangerous.length)} dangerous, ${String(result.safe.length)} safe.`,
  ];
  const section = (title: string, changes: Change[]) => {
    if (changes.length > 0) sections.push(`\n${title}:\n${changes.map(line).join('\n')}`);
  };
  section('Breaking (operations written for the old schema may fail)', result.breaking);
  section(
    'Dangerous (still valid, but clients may see values or behaviour they do not expect)',
    result.dangerous,
  );
  section('Safe', result.safe);
  return sections.join('\n');
}

function git(cwd: string, args: string[]) {
  return spawnSync('git', args, { cwd, encoding: 'utf8' });
}

/** `ref` if given, else the local main branch, else origin/HEAD (a clone whose main is only remote). */
export function baseRef(cwd: string, ref?: string): string {
  const candidates = ref ? [ref] : ['main', 'origin/HEAD'];
  for (const candidate of candidates) {
    if (git(cwd, ['rev-parse', '--verify', '--quiet', `${candidate}^{commit}`]).status === 0)
      return candidate;
  }
  throw new Error(
    ref
      ? `schema:diff: git knows no commit '${ref}'`
      : 'schema:diff: neither a main branch nor origin/HEAD is known to git; pass a ref: npm run schema:diff -- <ref>',
  );
}

async function main() {
  const cwd = process.cwd();
  const base = baseRef(cwd, process.argv[2]);
  const shown = git(cwd, ['show', `${base}:schema.graphql`]);
  if (shown.status !== 0)
    throw new Error(`schema:diff: git show ${base}:schema.graphql failed\n${shown.stderr}`);
  const current = readFileSync(path.join(cwd, 'schema.graphql'), 'utf8');
  const result = await schemaDiff(shown.stdout, current);
  console.log(formatSchemaDiff(result, base));
  if (result.breaking.length > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 2;
  });
}
