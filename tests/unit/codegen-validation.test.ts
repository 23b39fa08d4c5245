import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../../codegen';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** 1-based line of the first line of `file` (repo-relative) that matches `pattern`. */
async function lineOf(file: string, pattern: RegExp): Promise<number> {
  const index = (await readFile(path.join(root, file), 'utf8')).split('\n').findIndex((l) => pattern.test(l));
  if (index < 0) throw new Error(`${file} has no line matching ${String(pattern)}`);
  return index + 1;
}

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const next = text.replace(from, to);
  if (next === text) throw new Error(`schema.graphql no longer holds ${String(from)}`);
  return next;
}

describe('codegen against a schema change that breaks operations', () => {
  let dir: string;
  let error: unknown;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kar-codegen-'));
    let schema = await readFile(path.join(root, 'schema.graphql'), 'utf8');
    // A removed field the AdminProfile fragment selects, and an argument whose type no longer fits the
    // variable AdminLogin passes: two kinds of break, in two files.
    schema = replaceOnce(schema, /(type AdminUser \{\n\s+id: ID!\n)\s+firstName: String\n/, '$1');
    schema = replaceOnce(
      schema,
      'adminLogin(email: String!, password: String!, deviceToken: String)',
      'adminLogin(email: String!, password: String!, deviceToken: Int)',
    );
    const changed = path.join(dir, 'schema.graphql');
    await writeFile(changed, schema);
    // The real configuration (documents, plugins, outputs) on the changed schema, written nowhere.
    error = await generate({ ...config, schema: changed, cwd: root, silent: true }, false).then(
      () => undefined,
      (e: unknown) => e,
    );
  }, 120_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const text = () => {
    const parts = error instanceof AggregateError ? [error, ...(error.errors as unknown[])] : [error];
    return parts.map((e) => (e instanceof Error ? e.message : String(e))).join('\n');
  };

  it('fails instead of writing code for operations the schema no longer accepts', () => {
    expect(error).toBeInstanceOf(Error);
  });

  it('names the fragment selecting the removed field, with its line', async () => {
    const line = await lineOf('operations/auth/admin-profile.graphql', /^\s+firstName\s*$/);
    expect(text()).toContain('Cannot query field "firstName" on type "AdminUser"');
    expect(text()).toContain(`operations/auth/admin-profile.graphql:${String(line)}:`);
  });

  it('names the operation passing a variable of the old type, with its line', async () => {
    const line = await lineOf(
      'operations/auth/admin-login.graphql',
      /adminLogin\(.*deviceToken: \$deviceToken/,
    );
    expect(text()).toContain(
      'Variable "$deviceToken" of type "String" used in position expecting type "Int"',
    );
    expect(text()).toContain(`operations/auth/admin-login.graphql:${String(line)}:`);
  });
});
