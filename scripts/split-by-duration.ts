/**
 * Deals test files to `parts` groups that take about the same time: longest first, each to the group with
 * the least time so far. `durations` holds each file's seconds in a recent run; a file not listed counts
 * as their median. Each group's files come back in name order.
 */
export function splitByDuration(files: string[], durations: Record<string, number>, parts: number) {
  const known = Object.values(durations).sort((a, b) => a - b);
  const median = known.length ? (known[Math.floor(known.length / 2)] ?? 1) : 1;
  const cost = (f: string) => durations[f] ?? median;
  const groups = Array.from({ length: parts }, () => ({ files: [] as string[], total: 0 }));
  for (const file of [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((min, h) => (h.total < min.total ? h : min));
    lightest.files.push(file);
    lightest.total += cost(file);
  }
  return groups.map((h) => h.files.sort());
}
