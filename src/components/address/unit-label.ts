/** The mark a former administrative unit carries wherever a list, select or detail names it. */
export const FORMER_UNIT = '(former unit)';

/**
 * A unit's name as the screens show it: a unit in force as stored; a former one marked once. A former
 * province whose name a current one took is stored as 'Tỉnh … (cũ)' (migration 0016, docs/locations.md);
 * that Vietnamese mark is replaced, not doubled, so 'Tỉnh Quảng Trị (cũ)' reads 'Tỉnh Quảng Trị (former unit)'
 * beside the current 'Tỉnh Quảng Trị'.
 */
export function unitLabel(name: string, isActive: boolean): string {
  if (isActive) return name;
  return `${name.replace(/\s*\(cũ\)\s*$/u, '')} ${FORMER_UNIT}`;
}
