export type AdminIdentity = {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
};

// SPEC §8: empty user names show 'KAR User'.
export function adminDisplayName(admin: AdminIdentity): string {
  const full = admin.fullName?.trim();
  if (full) return full;
  const joined = [admin.firstName, admin.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return joined || 'KAR User';
}
