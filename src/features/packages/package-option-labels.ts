import type { PackageOptionFragment } from '@/gql/graphql';
import { formatVnd } from '@/lib/format';
import { SERVICE_PACKAGE_TYPE_LABELS, shortId } from '@/lib/package-labels';
import { formatCount, packageName } from '@/lib/package-name';

const baseLabel = (p: PackageOptionFragment) =>
  `${packageName(p)} · ${SERVICE_PACKAGE_TYPE_LABELS[p.type]} · ${formatVnd(p.totalPrice)}`;

/** What tells packages with the same label apart, in the order an admin reads a package's terms. */
const DISTINGUISHERS: ((p: PackageOptionFragment) => string)[] = [
  (p) => `Quantity ${formatCount(p.quantity)}`,
  (p) => `Days ${formatCount(p.day)}`,
];

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

/**
 * The package picker's labels: name, type and fee ('Gói không quảng cáo · Không quảng cáo · 49,000
 * VND'). Packages whose labels collide also show the terms that differ among them (quantity, days), and
 * the id when even those are the same, so no two choices read alike (issue 10 §10).
 */
export function packageOptionLabels(packages: readonly PackageOptionFragment[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const group of groupBy(packages, baseLabel)) {
    const differing = DISTINGUISHERS.filter((d) => group.length > 1 && new Set(group.map(d)).size > 1);
    for (const p of group) labels.set(p.id, [baseLabel(p), ...differing.map((d) => d(p))].join(' · '));
  }
  for (const group of groupBy(packages, (p) => labels.get(p.id) ?? '')) {
    if (group.length < 2) continue;
    for (const p of group) labels.set(p.id, `${labels.get(p.id)} · ID ${shortId(p.id)}`);
  }
  const marked = (p: PackageOptionFragment) => `${labels.get(p.id)}${p.isDeleted ? ' (deleted)' : ''}`;
  return new Map(packages.map((p) => [p.id, marked(p)]));
}
