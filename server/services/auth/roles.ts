import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import { BUILT_IN_ROLES } from '../../../src/rules/permissions';

export type RoleRow = typeof roles.$inferSelect;

/**
 * Writes the built-in roles' names and permission sets from src/rules/permissions.ts, so a permission
 * added there reaches them without a migration (migration 0023 seeded them; this keeps them equal).
 * Rows already equal are left alone, so a start with nothing to change writes nothing.
 */
export async function syncBuiltInRoles(db: Db): Promise<void> {
  for (const role of BUILT_IN_ROLES) {
    const permissions = [...role.permissions];
    await db
      .insert(roles)
      .values({ code: role.code, name: role.name, builtIn: true, permissions })
      .onConflictDoUpdate({
        target: roles.code,
        set: { name: role.name, builtIn: true, permissions, updatedAt: new Date() },
        setWhere: sql`${roles.name} is distinct from ${role.name}
          or ${roles.builtIn} is not true
          or ${roles.permissions} is distinct from ${sql.param(permissions)}::text[]`,
      });
  }
}

export async function roleIdByCode(db: Db, code: string): Promise<string> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)).limit(1);
  if (!row) throw new Error(`role ${code} not found`);
  return row.id;
}

/** A role's id by its code, as an SQL expression for an insert: `roleId: roleIdSql('SUPPER_ADMIN')`. */
export const roleIdSql = (code: string) =>
  sql<string>`(select ${roles.id} from ${roles} where ${roles.code} = ${code})`;
