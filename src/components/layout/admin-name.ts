export type AdminIdentity = {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  /** The role whose name the profile menu tags the admin with ('Admin' for SUPPER_ADMIN, SPEC §2.1). */
  role?: { name: string } | null;
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
