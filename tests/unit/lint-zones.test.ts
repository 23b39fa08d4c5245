import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The house rules of eslint.config.js, each shown refusing a crossing: a fake file at a real path is
 * linted with the project's own config, so a rule that stops resolving imports (or is dropped) fails here
 * instead of letting every later violation through without a word.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const ZONE = 'import-x/no-restricted-paths';

describe('one-way zones', () => {
  it('shared client code never imports a screen or a route', async () => {
    expect(
      await rulesHit(
        'src/components/zone-probe.ts',
        "import { exportMembers } from '@/features/members/member-export';\nexport const probe = exportMembers;\n",
      ),
    ).toContain(ZONE);
    expect(
      await rulesHit(
        'src/lib/zone-probe.ts',
        "import { Route } from '@/routes/_admin';\nexport const probe = Route;\n",
      ),
    ).toContain(ZONE);
    expect(
      await rulesHit(
        'src/rules/zone-probe.ts',
        "import { exportMembers } from '../features/members/member-export';\nexport const probe = exportMembers;\n",
      ),
    ).toContain(ZONE);
  });

  it('the client library imports no component', async () => {
    expect(
      await rulesHit(
        'src/lib/zone-probe.ts',
        "import { Button } from '@/components/ui/button';\nexport const probe = Button;\n",
      ),
    ).toContain(ZONE);
  });

  it('the database layer imports nothing of the API', async () => {
    expect(
      await rulesHit(
        'server/db/zone-probe.ts',
        "import { listUsers } from '../graphql/resolvers/members';\nexport const probe = listUsers;\n",
      ),
    ).toContain(ZONE);
  });

  it('shared client code never reads the route tree', async () => {
    expect(
      await rulesHit(
        'src/components/layout/zone-probe.ts',
        "import type { FileRoutesById } from '../../routeTree.gen';\nexport type Probe = keyof FileRoutesById;\n",
      ),
    ).toContain(ZONE);
  });

  it('features never import each other', async () => {
    expect(
      await rulesHit(
        'src/features/settings/zone-probe.ts',
        "import { exportMembers } from '@/features/members/member-export';\nexport const probe = exportMembers;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('the server imports nothing from src/ but src/rules', async () => {
    expect(
      await rulesHit(
        'server/zone-probe.ts',
        "import { formatVnd } from '../src/lib/format';\nexport const probe = formatVnd;\n",
      ),
    ).toContain(ZONE);
    expect(
      await rulesHit(
        'server/zone-probe.ts',
        "import { userIdSchema } from '../src/rules/members';\nexport const probe = userIdSchema;\n",
      ),
    ).toEqual([]);
  });

  it('the seed and the resolvers never import each other', async () => {
    expect(
      await rulesHit(
        'server/seed/zone-probe.ts',
        "import { listTransferRequests } from '../graphql/resolvers/transfers';\nexport const probe = listTransferRequests;\n",
      ),
    ).toContain(ZONE);
    expect(
      await rulesHit(
        'server/graphql/resolvers/zone-probe.ts',
        "import { chunk } from '../../seed/text';\nexport const probe = chunk;\n",
      ),
    ).toContain(ZONE);
    // Both sides share server/kit.
    expect(
      await rulesHit(
        'server/seed/zone-probe.ts',
        "import { slugify } from '../kit/slug';\nexport const probe = slugify;\n",
      ),
    ).toEqual([]);
  });
});

describe('import cycles', () => {
  it('refuses a module that imports one of its importers', async () => {
    // server/kit/slug.ts imports ./like: like importing slug back closes a cycle.
    expect(
      await rulesHit(
        'server/kit/like.ts',
        "import { slugify } from './slug';\nexport const likeEscape = (s: string) => slugify(s);\n",
      ),
    ).toContain('import-x/no-cycle');
  });
});

describe('hooks rules', () => {
  it('refuses a hook called conditionally and an effect missing a dependency', async () => {
    expect(
      await rulesHit(
        'src/components/hooks-probe.tsx',
        [
          "import { useEffect, useState } from 'react';",
          'export function Probe({ on }: { on: boolean }) {',
          '  if (on) useState(0);',
          '  return null;',
          '}',
          '',
        ].join('\n'),
      ),
    ).toContain('react-hooks/rules-of-hooks');
    expect(
      await rulesHit(
        'src/components/hooks-probe.tsx',
        [
          "import { useEffect } from 'react';",
          'export function Probe({ id }: { id: string }) {',
          '  useEffect(() => {',
          '    document.title = id;',
          '  }, []);',
          '  return null;',
          '}',
          '',
        ].join('\n'),
      ),
    ).toContain('react-hooks/exhaustive-deps');
  });
});

describe('Relay-style data', () => {
  it('refuses a type that indexes into a query or mutation result, and allows a fragment type', async () => {
    expect(
      await rulesHit(
        'src/features/members/index-probe.ts',
        "import type { UsersQuery } from '@/gql/graphql';\nexport type Row = UsersQuery['users']['items'][number];\n",
      ),
    ).toContain('no-restricted-syntax');
    expect(
      await rulesHit(
        'src/features/members/index-probe.ts',
        "import type { MemberRowFragment } from '@/gql/graphql';\nexport type Row = MemberRowFragment['email'];\n",
      ),
    ).not.toContain('no-restricted-syntax');
  });
});
