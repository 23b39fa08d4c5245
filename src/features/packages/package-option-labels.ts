import type { PackageOptionFragment } from '@/gql/graphql';
import { formatVnd } from '@/lib/format';
import { SERVICE_PACKAGE_TYPE_LABELS, shortId } from '@/lib/package-labels';
import { formatCount, packageName } from '@/lib/package-name';
import type { WithServiceTerms } from '@/lib/package-terms';

/** One choice of the picker: its own fields and the terms it spreads, unmasked (package-options.ts). */
export type PackageOption = WithServiceTerms<PackageOptionFragment>;

const DESCRIPTION_SHOWN = 40;
const truncate = (text: string) =>
  text.length > DESCRIPTION_SHOWN ? `${text.slice(0, DESCRIPTION_SHOWN - 1).trimEnd()}…` : text;

const baseLabel = (p: PackageOption) =>
  `${packageName(p)} · ${SERVICE_PACKAGE_TYPE_LABELS[p.type]} · ${formatVnd(p.totalPrice)}`;

/** What tells packages with the same label apart, in the order an admin reads a package's terms. */
const DISTINGUISHERS: ((p: PackageOption) => string)[] = [
  (p) => `Quantity ${formatCount(p.quantity)}`,
  (p) => `Days ${formatCount(p.day)}`,
  (p) => `Unit fee ${formatVnd(p.unitPrice)}`,
  (p) => (p.isActive ? 'Active' : 'Inactive'),
  (p) => (p.description ? `“${truncate(p.description)}”` : 'No description'),
];

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

/**
 * The package picker's labels: name, type and fee ('Gói không quảng cáo · Không quảng cáo · 49,000
 * VND'). Packages whose labels collide also show what differs among them (quantity, days, unit fee,
 * status, description), and the short id when nothing does, so no two choices read alike (issue 10 §10).
 */
export function packageOptionLabels(packages: readonly PackageOption[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const group of groupBy(packages, baseLabel)) {
    const differing = DISTINGUISHERS.filter((d) => group.length > 1 && new Set(group.map(d)).size > 1);
    for (const p of group) labels.set(p.id, [baseLabel(p), ...differing.map((d) => d(p))].join(' · '));
  }
  for (const group of groupBy(packages, (p) => labels.get(p.id) ?? '')) {
    if (group.length < 2) continue;
    for (const p of group) labels.set(p.id, `${labels.get(p.id)} · ID ${shortId(p.id)}`);
  }
  const marked = (p: PackageOption) => `${labels.get(p.id)}${p.isDeleted ? ' (deleted)' : ''}`;
  return new Map(packages.map((p) => [p.id, marked(p)]));
}
