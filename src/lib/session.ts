import { AdminLoginDocument, AdminRefreshTokenDocument, SignOutDocument } from '@/gql/graphql';
import { meAdminQueryKey, meAdminQueryOptions } from '@/gql/hooks';
import { configureSession, execute } from './graphql-client';
import { reportError } from './error-mapper';
import { queryClient } from './query-client';

/** SPEC §7: the sign-in and sign-out calls name the web client's device. */
const DEVICE_TOKEN = 'WebAdmin';

configureSession({
  refreshDocument: AdminRefreshTokenDocument,
  // Only a session that existed can be lost: a visitor who never signed in (the start-up check, /404,
  // /500) is left where the router put them.
  onSessionLost: () => {
    const wasSignedIn = queryClient.getQueryData(meAdminQueryKey()) !== undefined;
    queryClient.clear();
    if (wasSignedIn) window.location.assign('/auth/login');
  },
});

/** The start-up `meAdmin` check is network-only (SPEC §7): it never trusts a cached admin. */
export async function loadSessionAdmin() {
  try {
    return await queryClient.fetchQuery({ ...meAdminQueryOptions(), staleTime: 0 });
  } catch {
    return null;
  }
}

/** Signs in; the server sets httpOnly cookies. The page reloads into the app (SPEC §4). */
export async function signIn(values: { email: string; password: string }): Promise<void> {
  try {
    await execute(AdminLoginDocument, { ...values, deviceToken: DEVICE_TOKEN });
  } catch (e) {
    reportError(e);
    throw e;
  }
  window.location.assign('/home');
}

/** Revokes the session, then forgets everything this browser kept (SPEC §4). */
export async function signOut(): Promise<void> {
  try {
    await execute(SignOutDocument, { deviceToken: DEVICE_TOKEN });
  } catch (e) {
    reportError(e);
  } finally {
    queryClient.clear();
    window.localStorage.clear();
    window.location.assign('/auth/login');
  }
}
