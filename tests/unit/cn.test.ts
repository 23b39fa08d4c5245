import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/cn';

// `cn` merges with its own table of utility groups instead of tailwind-merge (src/lib/cn.ts). Behaviour
// must not change: these tests hold it to tailwind-merge, the reference it replaced, on every class name
// the app's source actually contains.

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'gql' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** Every quoted string in src/ (class lists among them). */
const literals = sourceFiles(srcDir).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)].map((m) => m[2] ?? ''),
);

/** Words of those strings that tailwind-merge recognises as Tailwind classes (it folds `x x` into `x`). */
const classes = [
  ...new Set(
    literals
      .flatMap((text) => text.split(/\s+/))
      .filter((word) => /^[!-~]+$/.test(word) && !/["'`,;{}$]/.test(word))
      .filter((word) => twMerge(`${word} ${word}`) === word),
  ),
].sort();

describe('cn', () => {
  it('finds the class vocabulary of the source', () => {
    // A guard on the harvest itself: if it found nothing, the comparisons below would prove nothing.
    expect(classes.length).toBeGreaterThan(300);
    expect(classes).toEqual(expect.arrayContaining(['p-4', 'px-3', 'text-sm', 'text-muted-foreground']));
  });

  it('merges every ordered pair of the source’s classes as tailwind-merge does', () => {
    const differences: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        if (a === b) continue;
        const expected = twMerge(a, b);
        const actual = cn(a, b);
        if (actual !== expected) differences.push(`cn('${a}', '${b}') = '${actual}', expected '${expected}'`);
      }
    }
    expect(differences.slice(0, 40)).toEqual([]);
  });

  it('merges every class string in the source, with and without a caller override, as tailwind-merge does', () => {
    const lists = literals.filter(
      (text) => text.includes(' ') && text.split(/\s+/).every((w) => classes.includes(w)),
    );
    expect(lists.length).toBeGreaterThan(100);
    for (const list of lists) {
      expect(cn(list)).toBe(twMerge(list));
      expect(cn(list, 'p-6 shadow-md text-base')).toBe(twMerge(list, 'p-6 shadow-md text-base'));
    }
  });

  it('keeps clsx’s inputs and classes it does not know', () => {
    expect(cn('a', false, null, undefined, ['b', { c: true, d: false }])).toBe('a b c');
    expect(cn('kar-widget p-2', 'kar-widget p-4')).toBe('kar-widget kar-widget p-4');
    for (const [earlier, later] of [
      ['hover:bg-accent focus:hover:bg-card', 'hover:focus:bg-muted'],
      ['[&_svg]:size-4 px-2 -mx-1', '[&_svg]:size-5 mx-2 !px-3'],
      ['p-4 pb-2 text-sm leading-none', 'py-1 text-base'],
    ] as const) {
      expect(cn(earlier, later)).toBe(twMerge(earlier, later));
    }
    expect(cn('hover:bg-accent focus:hover:bg-card', 'hover:focus:bg-muted')).toBe(
      'hover:bg-accent hover:focus:bg-muted',
    );
  });
});
