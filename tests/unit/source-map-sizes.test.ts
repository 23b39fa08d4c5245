import { describe, expect, it } from 'vitest';
import { bytesPerSource, moduleGroup } from '../../bench/source-map-sizes';

describe('bench source-map sizes', () => {
  it('charges every output byte to the source its mapping segment names', () => {
    // Line 0: 'a' from x.ts, 'é' (2 bytes) from y.ts; line 1: 'cd' from x.ts (source index back by one).
    const sizes = bytesPerSource('aé\ncd', {
      sources: ['src/x.ts', 'src/y.ts'],
      mappings: 'AAAA,CCAA;ADAA',
    });
    expect(Object.fromEntries(sizes)).toEqual({
      'src/x.ts': 3,
      'src/y.ts': 2,
      '(unmapped: runtime, glue)': 1,
    });
    expect([...sizes.values()].reduce((a, b) => a + b, 0)).toBe(Buffer.byteLength('aé\ncd'));
  });

  it('counts output before the first segment as unmapped', () => {
    expect(Object.fromEntries(bytesPerSource('xyz', { sources: ['a.ts'], mappings: 'EAAA' }))).toEqual({
      '(unmapped: runtime, glue)': 2,
      'a.ts': 1,
    });
  });

  it('groups sources by package, scoped packages whole, and by project path', () => {
    expect(moduleGroup('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(moduleGroup('../node_modules/@tanstack/router-core/dist/esm/router.js')).toBe(
      '@tanstack/router-core',
    );
    expect(moduleGroup('../../src/lib/session.ts')).toBe('src/lib/session.ts');
  });
});
