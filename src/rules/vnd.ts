/*
 * How the app writes an amount of VND, shared by the SPA (src/lib/format.ts re-exports it) and the server's
 * messages (a daily approval limit's amount left, docs/money.md). No imports, so any bundle may load it.
 */
const vndFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** VND with thousands separators and no decimals: VND has no minor unit. */
export function formatVnd(amount: number | null | undefined): string {
  return `${vndFormat.format(amount ?? 0)} VND`;
}
