import { formatVnd } from '@/lib/format';

/** The parts of an audit snapshot an admin reads: the request status and the member's balance. */
interface Snapshot {
  status?: string;
  balance?: number;
}

function parseSnapshot(text: string | null | undefined): Snapshot {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return {};
    const v = value as Record<string, unknown>;
    return {
      status: typeof v.status === 'string' ? v.status : undefined,
      balance: typeof v.balance === 'number' ? v.balance : undefined,
    };
  } catch {
    // A snapshot that is not JSON shows as '-' rather than breaking the whole table.
    return {};
  }
}

const arrow = (from: string | undefined, to: string | undefined) =>
  from === undefined && to === undefined ? '-' : `${from ?? '-'} → ${to ?? '-'}`;

/** 'PENDING → APPROVED' and '1,000 VND → 2,000 VND' from the JSON texts of one audit row. */
export function describeAuditChange(before: string | null | undefined, after: string | null | undefined) {
  const b = parseSnapshot(before);
  const a = parseSnapshot(after);
  const money = (n: number | undefined) => (n === undefined ? undefined : formatVnd(n));
  return { status: arrow(b.status, a.status), balance: arrow(money(b.balance), money(a.balance)) };
}
