import type { FragmentType } from '@/gql';
import type {
  AdminLoginMutation as AdminLoginData,
  AdminLoginMutationVariables as AdminLoginVariables,
  AdminProfileFragmentDoc,
  MeAdminQuery,
} from '@/gql/graphql';
import {
  AdminLoginId,
  AdminRefreshTokenId,
  AdminVerifyTwoFactorId,
  MeAdminId,
  SignOutId,
  type OperationId,
} from '@/gql/operation-strings';
import { isUnauthenticated } from './api-error';
import { reportError } from './error-mapper';
import { BACKGROUND_HEADERS } from '../rules/background';
import { fetchOperation } from './graphql-fetch';
import { TWO_STEP_PATH } from './two-step-path';

// This module is part of the login route's entry: it must not import the query client, the admin client
// or the generated DocumentNodes (docs/bundle.md). The admin area hooks in through onSessionEnd.

/** SPEC §7: the sign-in and sign-out calls name the web client's device. */
const DEVICE_TOKEN = 'WebAdmin';

/** The signed-in admin as `meAdmin` answers: the profile fragment the shell unmasks. */
type SessionAdmin = FragmentType<typeof AdminProfileFragmentDoc>;

/** The start-up check's answer: the signed-in admin, or null for a visitor. */
let sessionAdmin: SessionAdmin | null = null;
const endListeners = new Set<() => void>();

export function getSessionAdmin(): SessionAdmin | null {
  return sessionAdmin;
}

/**
 * Who is signed in, as `meAdmin` answers: for a shared part rendered on its own, outside the app (the
 * uploader's unit test). The app learns it only from loadSessionAdmin.
 */
export function setSessionAdmin(admin: SessionAdmin | null): void {
  sessionAdmin = admin;
}

/** Registers what must be forgotten when the session ends (the admin area's query cache). */
export function onSessionEnd(listener: () => void): void {
  endListeners.add(listener);
}

function endSession() {
  for (const listener of endListeners) listener();
}

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh at a time, however many calls failed together; the refresh cookie rotates on use. `upkeep`:
 * asked for by the page's own upkeep (admin-input.ts), so the server does not count it as the admin's
 * activity. Calls that fail together share the first one's refresh; each retried call counts for itself.
 */
export function refreshSession(upkeep = false): Promise<boolean> {
  refreshing ??= fetchOperation(AdminRefreshTokenId, {}, upkeep ? BACKGROUND_HEADERS : undefined)
    .then(() => true)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * The refresh failed. Only a session that existed can be lost: a visitor who never signed in (the
 * start-up check, /404, /500) is left where the router put them.
 */
export function sessionLost(): void {
  const wasSignedIn = sessionAdmin !== null;
  endSession();
  if (wasSignedIn) window.location.assign(endedLoginUrl());
}

/**
 * The admin's role came to require two-step sign-in while they were signed in, and they have none: the
 * server answers TWO_FACTOR_SETUP_REQUIRED to everything but the setup (docs/security.md). Its screen, loaded
 * afresh so the profile is read again and the admin area keeps them there until it is on (issue 27 §1).
 */
export function twoStepSetupNeeded(): void {
  if (window.location.pathname !== TWO_STEP_PATH) window.location.assign(TWO_STEP_PATH);
}

/** The login page saying the session ended, keeping the address to come back to (SESSION_IDLE_MINUTES…). */
function endedLoginUrl(): string {
  const back = `${window.location.pathname}${window.location.search}`;
  return `/auth/login?ended=1&redirect=${encodeURIComponent(back)}`;
}

/**
 * Where a sign-in goes: the address the ended session was on (only a path of this site, never another
 * origin), or /home.
 */
export function returnAddress(search: string = window.location.search): string {
  const redirect = new URLSearchParams(search).get('redirect');
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/auth/'))
    return '/home';
  return redirect;
}

/** The admin area's client does the same for its calls (graphql-client.ts). */
async function request<R, V>(operation: OperationId<R, V>, variables: V): Promise<R> {
  try {
    return await fetchOperation(operation, variables);
  } catch (error) {
    if (!isUnauthenticated(error)) throw error;
    if (await refreshSession()) return fetchOperation(operation, variables);
    sessionLost();
    throw error;
  }
}

/** The start-up `meAdmin` check is network-only (SPEC §7): it never trusts a cached admin. */
export async function loadSessionAdmin(): Promise<MeAdminQuery | null> {
  try {
    const data = await request(MeAdminId, {});
    sessionAdmin = data.meAdmin;
    return data;
  } catch {
    sessionAdmin = null;
    return null;
  }
}

/**
 * Signs in; the server sets httpOnly cookies and the page reloads into the app (SPEC §4). With two-step
 * sign-in on, answers the challenge of the second step instead (verifyTwoFactor).
 */
export async function signIn(values: {
  email: string;
  password: string;
}): Promise<{ twoFactorChallenge: string } | undefined> {
  let answer: Awaited<ReturnType<typeof request<AdminLoginData, AdminLoginVariables>>>;
  try {
    answer = await request(AdminLoginId, { ...values, deviceToken: DEVICE_TOKEN });
  } catch (e) {
    reportError(e);
    throw e;
  }
  const challenge = answer.adminLogin.twoFactorChallenge;
  if (answer.adminLogin.twoFactorRequired && challenge) return { twoFactorChallenge: challenge };
  window.location.assign(returnAddress());
  return undefined;
}

/** The second step; its failure is the caller's to show (beside the code field). */
export async function verifyTwoFactor(challenge: string, code: string): Promise<void> {
  await fetchOperation(AdminVerifyTwoFactorId, { challenge, code });
  window.location.assign(returnAddress());
}

/** Revokes the session, then forgets everything this browser kept (SPEC §4). */
export async function signOut(): Promise<void> {
  try {
    await request(SignOutId, { deviceToken: DEVICE_TOKEN });
  } catch (e) {
    reportError(e);
  } finally {
    endSession();
    window.localStorage.clear();
    window.location.assign('/auth/login');
  }
}
