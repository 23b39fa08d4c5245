import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { formatSchemaDiff, schemaDiff } from '../../scripts/schema-diff';

const root = fileURLToPath(new URL('../..', import.meta.url));

const BEFORE = /* GraphQL */ `
  enum PostStatus {
    WAITING
    APPROVED
  }
  type Post {
    id: ID!
    title: String
    status: PostStatus!
  }
  type Query {
    post(id: ID!): Post
    posts(take: Int): [Post!]!
  }
`;

describe('schemaDiff', () => {
  it('finds nothing between a schema and itself', async () => {
    const result = await schemaDiff(BEFORE, BEFORE);
    expect(result).toEqual({ breaking: [], dangerous: [], safe: [] });
    expect(formatSchemaDiff(result, 'main')).toBe('schema.graphql: no changes against main.');
  });

  it('sorts removed fields and changed argument types as breaking, new enum values as dangerous, new fields as safe', async () => {
    const after = BEFORE.replace('    title: String\n', '    subtitle: String\n')
      .replace('post(id: ID!)', 'post(id: Int!)')
      .replace('    APPROVED\n', '    APPROVED\n    REJECTED\n');
    const result = await schemaDiff(BEFORE, after);
    expect(result.breaking.map((c) => c.path).sort()).toEqual(['Post.title', 'Query.post.id']);
    expect(result.dangerous.map((c) => c.path)).toEqual(['PostStatus.REJECTED']);
    expect(result.safe.map((c) => c.path)).toEqual(['Post.subtitle']);

    const report = formatSchemaDiff(result, 'main');
    expect(report).toMatch(/^schema\.graphql against main: 2 breaking, 1 dangerous, 1 safe\./);
    expect(report).toContain("Field 'title' was removed from object type 'Post' (Post.title)");
    expect(report).toContain("Enum value 'REJECTED' was added to enum 'PostStatus' (PostStatus.REJECTED)");
    // Breaking first: they are what the developer must look at.
    expect(report.indexOf('Breaking')).toBeLessThan(report.indexOf('Dangerous'));
    expect(report.indexOf('Dangerous')).toBeLessThan(report.indexOf('Safe'));
  });
});

describe('npm run schema:diff', () => {
  let repo: string | undefined;

  afterEach(async () => {
    if (repo) await rm(repo, { recursive: true, force: true });
    repo = undefined;
  });

  const git = (cwd: string, ...args: string[]) => {
    const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  };

  /** A repository whose `branch` holds BEFORE as schema.graphql, with `working` in the working copy. */
  async function repository(branch: string, working: string) {
    const dir = await mkdtemp(path.join(tmpdir(), 'kar-schema-diff-'));
    repo = dir;
    git(dir, 'init', '--quiet', '--initial-branch', branch);
    await writeFile(path.join(dir, 'schema.graphql'), BEFORE);
    git(dir, 'add', 'schema.graphql');
    git(dir, '-c', 'user.name=KAR', '-c', 'user.email=dev@kar.vn', 'commit', '--quiet', '-m', 'schema');
    await writeFile(path.join(dir, 'schema.graphql'), working);
    return dir;
  }

  const run = (cwd: string) =>
    spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/schema-diff.ts')], {
      cwd,
      encoding: 'utf8',
    });

  it('compares the working copy with main and exits 1 on a breaking change', async () => {
    const dir = await repository('main', BEFORE.replace('    title: String\n', ''));
    const r = run(dir);
    expect(r.stdout).toContain('schema.graphql against main: 1 breaking, 0 dangerous, 0 safe.');
    expect(r.stdout).toContain("Field 'title' was removed from object type 'Post'");
    expect(r.status).toBe(1);
  }, 60_000);

  it('falls back to origin/HEAD without a local main, and exits 0 when nothing breaks', async () => {
    const dir = await repository('trunk', BEFORE.replace('    APPROVED\n', '    APPROVED\n    REJECTED\n'));
    git(dir, 'update-ref', 'refs/remotes/origin/trunk', 'HEAD');
    git(dir, 'symbolic-ref', 'refs/remotes/origin/HEAD', 'refs/remotes/origin/trunk');
    const r = run(dir);
    expect(r.stdout).toContain('schema.graphql against origin/HEAD: 0 breaking, 1 dangerous, 0 safe.');
    expect(r.status).toBe(0);
  }, 60_000);
});
