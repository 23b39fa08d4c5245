/*
 * Prepares the browser tests' database before their server starts: the first admin and the demo data,
 * exactly as the server's own start would (seedIfEmpty), plus a second admin with the same password, so a
 * test can watch one admin's claim on a post from the other admin's session (issue 11: 'Reviewing: {name}').
 * A third, holding only the MODERATOR role, signs in to see what a moderator may do (roles.test.ts); a
 * fourth, holding only FINANCE, gives the second approval of a large transfer (transfer-approvals.test.ts); a
 * fifth (SUPPER_ADMIN) is the two-step suite's own, whose sessions no other suite opens (two-step.test.ts).
 * The server then finds an admin and seeds nothing more.
 */
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { openDatabase } from '../../server/db/client';
import { admins } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/seed/seed';
import { createFileStore } from '../../server/services/media/media-store';
import { roleIdSql } from '../../server/services/auth/roles';
import { SUPPER_ADMIN } from '../../src/rules/permissions';

const SECOND_ADMIN = { firstName: 'Lê', lastName: 'Minh Thư' };
const STAFF_MODERATOR = { firstName: 'Phạm', lastName: 'Quốc Bảo' };
const STAFF_FINANCE = { firstName: 'Trần', lastName: 'Thu Hà' };

async function main() {
  const {
    DATA_DIR,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SECOND_ADMIN_EMAIL,
    STAFF_MODERATOR_EMAIL,
    STAFF_FINANCE_EMAIL,
    TWO_STEP_ADMIN_EMAIL,
  } = process.env;
  if (
    !DATA_DIR ||
    !ADMIN_EMAIL ||
    !ADMIN_PASSWORD ||
    !SECOND_ADMIN_EMAIL ||
    !STAFF_MODERATOR_EMAIL ||
    !STAFF_FINANCE_EMAIL ||
    !TWO_STEP_ADMIN_EMAIL
  ) {
    throw new Error(
      'second-admin: DATA_DIR, ADMIN_EMAIL, ADMIN_PASSWORD, SECOND_ADMIN_EMAIL, STAFF_MODERATOR_EMAIL, STAFF_FINANCE_EMAIL and TWO_STEP_ADMIN_EMAIL are required',
    );
  }
  const opened = await openDatabase({ dataDir: DATA_DIR });
  try {
    await seedIfEmpty(opened.db, {
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
      // Where the server serves /media from, as its own start passes it: the demo photos and clips.
      media: createFileStore(path.join(DATA_DIR, 'media')),
      log: (line) => console.log(line),
    });
    await opened.db.insert(admins).values({
      email: SECOND_ADMIN_EMAIL,
      passwordHash: await hash(ADMIN_PASSWORD),
      ...SECOND_ADMIN,
      roleId: roleIdSql(SUPPER_ADMIN),
    });
    // A member of staff who only moderates (issue 26 §2): the MODERATOR role, the same password.
    await opened.db.insert(admins).values({
      email: STAFF_MODERATOR_EMAIL,
      passwordHash: await hash(ADMIN_PASSWORD),
      ...STAFF_MODERATOR,
      roleId: roleIdSql('MODERATOR'),
    });
    // Finance staff (issue 26 §3): approves and rejects transfers, the second approver of large ones.
    await opened.db.insert(admins).values({
      email: STAFF_FINANCE_EMAIL,
      passwordHash: await hash(ADMIN_PASSWORD),
      ...STAFF_FINANCE,
      roleId: roleIdSql('FINANCE'),
    });
    // The two-step suite turns two-step sign-in on and ends sessions: an admin no other suite signs in as.
    await opened.db.insert(admins).values({
      email: TWO_STEP_ADMIN_EMAIL,
      passwordHash: await hash(ADMIN_PASSWORD),
      firstName: 'Lý',
      lastName: 'Minh Khoa',
      roleId: roleIdSql(SUPPER_ADMIN),
    });
  } finally {
    await opened.close();
  }
}

await main();
