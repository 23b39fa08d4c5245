import { format, isValid } from 'date-fns';

/** SPEC §2.6, §8: members without a name are shown as 'KAR User'. */
export const KAR_USER = 'KAR User';

export function displayName(
  p: { firstName?: string | null; lastName?: string | null } | null | undefined,
): string {
  const name = [p?.firstName, p?.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return name || KAR_USER;
}

/** '(+84) 912345678' (SPEC §2.6); '-' when there is no number. */
export function formatPhone(prefix: string | null | undefined, phone: string | null | undefined): string {
  if (!phone) return '-';
  const p = (prefix ?? '').replace(/^\+/, '');
  return p ? `(+${p}) ${phone}` : phone;
}

const vndFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

// The server words its amounts the same way (a daily approval limit's amount left), so the rule is shared.
export { formatVnd } from '@/rules/vnd';

/** Transfer amounts read '1,000,000 VNĐ' (SPEC §9). */
export function formatTransferAmount(amount: number | null | undefined): string {
  return `${vndFormat.format(amount ?? 0)} VNĐ`;
}

/** date-fns throws on an invalid date; one bad value from a server must not take down a whole list. */
function formatOrDash(value: string | Date | null | undefined, pattern: string): string {
  if (!value) return '-';
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? format(date, pattern) : '-';
}

/** Lists: DD/MM/YYYY HH:mm:ss (SPEC §9). */
export const formatDateTime = (value: string | Date | null | undefined) =>
  formatOrDash(value, 'dd/MM/yyyy HH:mm:ss');

/** Expiry and transfer dates: DD/MM/YYYY. */
export const formatDate = (value: string | Date | null | undefined) => formatOrDash(value, 'dd/MM/yyyy');

/** Garages and posts: HH:mm DD/MM/YYYY. */
export const formatTimeDate = (value: string | Date | null | undefined) =>
  formatOrDash(value, 'HH:mm dd/MM/yyyy');

/** Cuts text at `max` characters with an ellipsis (SPEC §9 truncation lengths). */
export function truncate(text: string | null | undefined, max = 150): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}
