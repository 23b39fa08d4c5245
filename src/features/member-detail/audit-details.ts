/** Readable names of the member fields an edit can change (server/graphql/resolvers/member-admin-write.ts). */
const FIELD_LABELS: Record<string, string> = {
  email: 'email',
  prefixPhone: 'phone prefix',
  phone: 'phone',
  firstName: 'first name',
  lastName: 'last name',
  username: 'username',
  storeName: 'store name',
  dob: 'date of birth',
  avatar: 'avatar',
  hasPassword: 'password',
  countryId: 'country',
  cityId: 'province',
  language: 'language',
};

function parseObject(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The third line of an audit row: why (a deactivation reason) or what (the member fields changed). */
export function describeAuditDetails(
  action: string,
  before: string | null | undefined,
  after: string | null | undefined,
): string {
  const b = parseObject(before);
  const a = parseObject(after);
  if (action === 'user.deactivate') {
    const reason = typeof a.reason === 'string' ? a.reason : '-';
    return a.emailed === 'no email address'
      ? `Reason: ${reason} (not emailed: no email address)`
      : `Reason: ${reason}`;
  }
  if (action === 'user.reactivate')
    return a.emailed === 'no email address' ? 'Not emailed: no email address' : '-';
  if (action === 'user.edit') {
    const changed = Object.keys(a)
      .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
      .map((k) => FIELD_LABELS[k] ?? k);
    return changed.length ? `Changed ${changed.join(', ')}` : '-';
  }
  return '-';
}
