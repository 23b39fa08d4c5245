import { formatPhone } from '@/lib/format';

export { postShortCode } from '@/rules/posts';

/**
 * What a deleted account leaves on its email and phone: the account's contact is kept but marked, so
 * the same email or number can sign up again. The marker is `deleted_<digits>_` before the value or
 * `_deleted` (optionally `_<digits>`) after it; SPEC §2.13 shows the value without it.
 */
const DELETED_MARKER = /^deleted[_-]\d*[_-]?|[_-]deleted(?:[_-]\d+)?$/i;

export const withoutDeletedMarker = (text: string) => text.replace(DELETED_MARKER, '').trim();

interface Poster {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  prefixPhone?: string | null;
}

/** SPEC §2.13 created by: the name, else the email, else '-', without the deleted-account marker. */
export function createdByName(user: Poster | null | undefined): string {
  const name = [user?.firstName, user?.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  if (name) return name;
  const email = user?.email ? withoutDeletedMarker(user.email) : '';
  return email || '-';
}

/** SPEC §2.13 created by, second line: the phone with its prefix, without the deleted-account marker. */
export function createdByPhone(user: Poster | null | undefined): string {
  const phone = user?.phone ? withoutDeletedMarker(user.phone) : '';
  return formatPhone(user?.prefixPhone, phone || null);
}

/** SPEC §2.13 location: the city's name and the country code ('Hà Nội, VN'); '-' when neither. */
export function locationText(
  city: { name: string } | null | undefined,
  countryCode: string | null | undefined,
) {
  return [city?.name, countryCode].filter(Boolean).join(', ') || '-';
}

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A price with thousands separators and its currency ('1,250,000,000 VND'); '-' without a price. */
export function priceText(price: number | null | undefined, currency: string | null | undefined = 'VND') {
  return price == null ? '-' : `${amount.format(price)} ${currency ?? 'VND'}`;
}
