import { verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminRecoveryCodes, admins, roles } from '../../db/schema';
import { badInput, conflict } from '../../graphql/errors';
import { writeSecurityAudit } from '../../kit/audit';
import type { AuthService, SessionAdmin } from './auth-service';
import { badTwoFactorCode, tooManyAttempts } from './auth-service';
import type { WindowLimit } from './login-throttle';
import {
  acceptedStep,
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
} from './two-factor';

export const ALREADY_ON_MESSAGE = 'Two-step sign-in is already on';
export const NOT_STARTED_MESSAGE = 'Start setting up two-step sign-in first';
export const ROLE_REQUIRES_MESSAGE = 'Your role requires two-step sign-in, so it cannot be turned off';
export const WRONG_PASSWORD_MESSAGE = 'The password is incorrect';

/**
 * A new secret for the admin's authenticator, kept encrypted and not yet in force: the only time it is
 * answered. Starting again replaces it (a QR code scanned by mistake into the wrong app).
 */
export async function startTwoFactor(db: Db, authSecret: string, admin: SessionAdmin) {
  if (admin.twoFactorOn) throw conflict(ALREADY_ON_MESSAGE);
  const secret = newTotpSecret();
  await db.transaction(async (tx) => {
    const started = await tx
      .update(admins)
      .set({ totpSecret: encryptSecret(authSecret, secret), totpLastStep: null })
      .where(and(eq(admins.id, admin.id), isNull(admins.totpEnabledAt)))
      .returning({ id: admins.id });
    if (started.length === 0) throw conflict(ALREADY_ON_MESSAGE);
    await writeSecurityAudit(tx, admin.id, { entity: 'admin', verb: 'two_factor_start', entityId: admin.id });
  });
  return { secret, otpauthUrl: otpauthUrl(secret, admin.email) };
}

/**
 * Turns two-step sign-in on with a code of the new secret (so the app was set up right), and answers ten
 * new recovery codes, stored only as hashes: shown this once.
 */
export async function confirmTwoFactor(
  db: Db,
  authSecret: string,
  admin: SessionAdmin,
  code: string,
): Promise<string[]> {
  const [row] = await db
    .select({ secret: admins.totpSecret, enabledAt: admins.totpEnabledAt })
    .from(admins)
    .where(eq(admins.id, admin.id))
    .limit(1);
  if (row?.enabledAt) throw conflict(ALREADY_ON_MESSAGE);
  if (!row?.secret) throw badInput(NOT_STARTED_MESSAGE, 'code');
  const step = acceptedStep(decryptSecret(authSecret, row.secret), code, null);
  if (step === null) throw badInput('The code is incorrect; check the time on your phone', 'code');
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    // Only the secret that was checked, and only once: a second confirmation at the same moment loses.
    const turnedOn = await tx
      .update(admins)
      .set({ totpEnabledAt: new Date(), totpLastStep: step })
      .where(
        and(eq(admins.id, admin.id), isNull(admins.totpEnabledAt), eq(admins.totpSecret, row.secret ?? '')),
      )
      .returning({ id: admins.id });
    if (turnedOn.length === 0) throw conflict(ALREADY_ON_MESSAGE);
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    await tx
      .insert(adminRecoveryCodes)
      .values(codes.map((c) => ({ adminId: admin.id, codeHash: hashRecoveryCode(c) })));
    await writeSecurityAudit(tx, admin.id, {
      entity: 'admin',
      verb: 'two_factor_on',
      entityId: admin.id,
      after: { recoveryCodes: codes.length },
    });
  });
  return codes;
}

/**
 * Turns it off with the password and a code (or a recovery code); not while the role requires it. The
 * checks count on `passwordLimit` (the admin's own password checks, shared with changing it): a stolen
 * session cannot use this to guess the password, nor the code.
 */
export async function disableTwoFactor(
  db: Db,
  auth: AuthService,
  admin: SessionAdmin,
  password: string,
  code: string,
  passwordLimit: WindowLimit,
): Promise<void> {
  const [row] = await db
    .select({ admin: admins, required: roles.twoFactorRequired })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(eq(admins.id, admin.id))
    .limit(1);
  if (!row?.admin.totpEnabledAt) throw badInput('Two-step sign-in is not on', 'code');
  if (row.required) throw badInput(ROLE_REQUIRES_MESSAGE, 'code');
  const attempt = await passwordLimit.take(admin.id);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterMs);
  if (!(await verify(row.admin.passwordHash, password).catch(() => false))) {
    throw badInput(WRONG_PASSWORD_MESSAGE, 'password');
  }
  if (!(await auth.useSecondFactor(row.admin, code))) throw badTwoFactorCode();
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(admins.id, admin.id));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    await writeSecurityAudit(tx, admin.id, { entity: 'admin', verb: 'two_factor_off', entityId: admin.id });
  });
}
