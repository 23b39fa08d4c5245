import type { FragmentType } from '@/gql';
import type { AdminProfileFragmentDoc, MeAdminQuery } from '@/gql/graphql';
import {
  AdminLoginString,
  AdminRefreshTokenString,
  MeAdminString,
  SignOutString,
  type OperationString,
} from '@/gql/operation-strings';
import { isUnauthenticated } from './api-error';
import { reportError } from './error-mapper';
import { fetchOperation } from './graphql-fetch';

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

/** Registers what must be forgotten when the session ends (the admin area's query cache). */
export function onSessionEnd(listener: () => void): void {
  endListeners.add(listener);
}

function endSession() {
  for (const listener of endListeners) listener();
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time, however many calls failed together; the refresh cookie rotates on use. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetchOperation(AdminRefreshTokenString, {})
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
  if (wasSignedIn) window.location.assign('/auth/login');
}

/** The admin area's client does the same for its calls (graphql-client.ts). */
async function request<R, V>(operation: OperationString<R, V>, variables: V): Promise<R> {
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
    const data = await request(MeAdminString, {});
    sessionAdmin = data.meAdmin;
    return data;
  } catch {
    sessionAdmin = null;
    return null;
  }
}

/** Signs in; the server sets httpOnly cookies. The page reloads into the app (SPEC §4). */
export async function signIn(values: { email: string; password: string }): Promise<void> {
  try {
    await request(AdminLoginString, { ...values, deviceToken: DEVICE_TOKEN });
  } catch (e) {
    reportError(e);
    throw e;
  }
  window.location.assign('/home');
}

/** Revokes the session, then forgets everything this browser kept (SPEC §4). */
export async function signOut(): Promise<void> {
  try {
    await request(SignOutString, { deviceToken: DEVICE_TOKEN });
  } catch (e) {
    reportError(e);
  } finally {
    endSession();
    window.localStorage.clear();
    window.location.assign('/auth/login');
  }
}
