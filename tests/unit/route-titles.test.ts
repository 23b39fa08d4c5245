import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentTitle, ROUTE_TITLES, UNTITLED_ROUTES } from '../../src/components/layout/route-titles';
import { PRODUCT_NAME } from '../../src/lib/product';

// Read from the generated tree's text: importing it would load every screen.
function routeIds(): string[] {
  const source = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8');
  const block = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^\s+'([^']+)':/gm)].map((m) => m[1] ?? '');
}

describe('document titles', () => {
  it('has a title for every route that shows a screen', () => {
    const ids = routeIds().filter((id) => id !== '__root__');
    expect(ids.length).toBeGreaterThan(90);
    const missing = ids.filter((id) => !(id in ROUTE_TITLES) && !(UNTITLED_ROUTES as string[]).includes(id));
    expect(missing).toEqual([]);
  });

  it('names the deepest matched screen before the product name', () => {
    expect(documentTitle(['__root__', '/_admin', '/_admin/user-management'])).toBe(
      `Members · ${PRODUCT_NAME}`,
    );
    expect(documentTitle(['__root__', '/_admin', '/_admin/users/view/$id'])).toBe(
      'Member detail · KAR Admin',
    );
    expect(documentTitle(['__root__', '/auth/login'])).toBe('Sign in · KAR Admin');
  });

  it('falls back to the product name alone where no matched route has a title', () => {
    expect(documentTitle(['__root__', '/_admin'])).toBe(PRODUCT_NAME);
    expect(documentTitle([])).toBe(PRODUCT_NAME);
  });
});
