import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../src/components/layout/use-document-title';
import { PRODUCT_NAME } from '../../src/lib/product';

/** Routes that only redirect elsewhere, or only wrap children: they never show a screen of their own. */
const UNTITLED_ROUTES = [
  '/',
  '/_admin',
  '/_admin/reviews/',
  '/_admin/category-management/',
  '/_admin/benefit-package_/create',
  '/_admin/benefit-package_/view/$id',
  '/_admin/benefit-package_/edit/$id',
  '/_admin/user-services_/view/$id',
];

const routesDir = fileURLToPath(new URL('../../src/routes', import.meta.url));

/**
 * Each route file's id and declared title, read as text: importing the routes would load every screen. The
 * title comes first in `staticData`; a list route may declare more after it (its pinned views' counter).
 */
function declaredTitles(): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  for (const entry of readdirSync(routesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.tsx')) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    const id = /createFileRoute\('([^']+)'\)/.exec(source)?.[1];
    if (id) found.set(id, /staticData: \{\s*title: '((?:[^'\\]|\\.)+)'/.exec(source)?.[1]);
  }
  return found;
}

describe('document titles', () => {
  it('every route that shows a screen declares its title, and only those', () => {
    const titles = declaredTitles();
    expect(titles.size).toBeGreaterThan(100);
    const missing = [...titles].filter(([id, title]) => !title && !UNTITLED_ROUTES.includes(id));
    expect(missing.map(([id]) => id)).toEqual([]);
    const needless = [...titles].filter(([id, title]) => title && UNTITLED_ROUTES.includes(id));
    expect(needless.map(([id]) => id)).toEqual([]);
    expect(titles.get('/_admin/user-management')).toBe('Members');
    expect(titles.get('/_admin/services/garage-salon/list')).toBe('Garage & Salon');
  });

  it('names the deepest matched screen before the product name', () => {
    expect(documentTitle([undefined, undefined, 'Members'])).toBe(`Members · ${PRODUCT_NAME}`);
    expect(documentTitle([undefined, 'Members', 'Member detail'])).toBe('Member detail · KAR Admin');
    expect(documentTitle([undefined, 'Sign in'])).toBe('Sign in · KAR Admin');
  });

  it('falls back to the product name alone where no matched route has a title', () => {
    expect(documentTitle([undefined, undefined])).toBe(PRODUCT_NAME);
    expect(documentTitle([])).toBe(PRODUCT_NAME);
  });
});
