import { describe, expect, it } from 'vitest';
import { splitByDuration } from '../../scripts/split-by-duration';

describe('splitByDuration (the browser halves of npm test)', () => {
  it('deals the longest files first, each to the half with less time, so both end together', () => {
    const durations = {
      'a.test.ts': 500,
      'b.test.ts': 300,
      'c.test.ts': 250,
      'd.test.ts': 200,
      'e.test.ts': 50,
    };
    const [one, two] = splitByDuration(Object.keys(durations), durations, 2);
    // 500 + 200 against 300 + 250 + 50.
    expect(one).toEqual(['a.test.ts', 'd.test.ts']);
    expect(two).toEqual(['b.test.ts', 'c.test.ts', 'e.test.ts']);
  });

  it('counts a file not measured yet as the median, and loses or repeats no file', () => {
    const durations = { 'a.test.ts': 10, 'b.test.ts': 20, 'c.test.ts': 30 };
    const files = ['new.test.ts', 'a.test.ts', 'b.test.ts', 'c.test.ts'];
    const halves = splitByDuration(files, durations, 2);
    // 30 + 10 against 20 + 20 (the new file as the median, 20).
    expect(halves).toEqual([
      ['a.test.ts', 'c.test.ts'],
      ['b.test.ts', 'new.test.ts'],
    ]);
    expect(halves.flat().sort()).toEqual([...files].sort());
  });
});
