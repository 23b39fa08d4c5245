import type { Db } from '../db/client';
import { admins } from '../db/schema';
import { roleIdSql } from '../services/auth/roles';

/**
 * The demo's colleagues of the first admin (docs/staff.md#the-demo-team): one of each working role, so the
 * Staff list, the role filter and a staff member's page show a team, with one invitation still open and
 * one person who has left.
 *
 * None of them can sign in: an empty password hash never verifies, and no invitation or reset link is
 * issued here. Their addresses are under `.example` (RFC 2606), so even a demo seeded on a server with
 * real mail can send nothing to a real mailbox. To try two approvals, or a role, the first admin invites
 * a colleague from the Staff screen and opens the link it shows.
 */
const DEMO_STAFF = [
  { firstName: 'Đỗ', lastName: 'Khánh Linh', email: 'linh.do@team.kar.example', role: 'FINANCE' },
  { firstName: 'Vũ', lastName: 'Đức Anh', email: 'anh.vu@team.kar.example', role: 'MODERATOR' },
  {
    firstName: 'Hoàng',
    lastName: 'Mai Phương',
    email: 'phuong.hoang@team.kar.example',
    role: 'CONTENT_EDITOR',
  },
  {
    firstName: 'Bùi',
    lastName: 'Gia Huy',
    email: 'huy.bui@team.kar.example',
    role: 'SUPPORT',
    pendingInvite: true,
  },
  {
    firstName: 'Ngô',
    lastName: 'Thanh Tâm',
    email: 'tam.ngo@team.kar.example',
    role: 'MODERATOR',
    isActive: false,
    deactivateReason: 'Moved to the marketplace team',
  },
] as const;

export async function seedStaff(db: Db): Promise<void> {
  await db
    .insert(admins)
    .values(
      DEMO_STAFF.map(({ role, ...person }) => ({ ...person, passwordHash: '', roleId: roleIdSql(role) })),
    );
}
