import { ApiError } from './api-error';

/**
 * Step-up (docs/security.md): a call the server refuses with STEP_UP_REQUIRED waits while the admin proves
 * who they are in the dialog (src/components/step-up/step-up-dialog.tsx), then is sent again, once
 * (graphql-client.ts). The form that started it stays as typed meanwhile: its call has not failed yet.
 */
export const isStepUpRequired = (e: unknown) => e instanceof ApiError && e.code === 'STEP_UP_REQUIRED';

type Asker = () => Promise<boolean>;
let asker: Asker | null = null;
let asking: Promise<boolean> | null = null;

/** The admin shell's dialog registers itself here while it is mounted. */
export function setIdentityAsker(fn: Asker | null): void {
  asker = fn;
}

/** Asks once however many calls were refused together; true when the admin confirmed. */
export function askForIdentity(): Promise<boolean> {
  if (!asker) return Promise.resolve(false);
  asking ??= asker().finally(() => {
    asking = null;
  });
  return asking;
}
