import { useEffect, useState } from 'react';
import { readFragment } from '@/gql';
import {
  AdminReleasePostDocument,
  PostClaimInfoFragmentDoc,
  type PostClaimInfoFragment,
} from '@/gql/graphql';
import { useAdminClaimPostMutation, useAdminReleasePostMutation } from '@/gql/hooks';
import { ApiError, type FieldErrorReader } from '@/lib/api-error';
import { sendOnLeave } from '@/lib/graphql-fetch';
import { useAction } from '@/lib/use-action';

/** A claim lasts 10 minutes on the server; it is taken again before it lapses while the page is open. */
export const CLAIM_RENEW_MS = 5 * 60_000;
/** Held by another admin, the page asks again this often, so it frees itself soon after a release. */
export const CLAIM_RETRY_MS = 30_000;

/**
 * Another admin's claim is the page's state, not a failure to report: it is shown once, in the banner
 * ('Reviewing: {name}'), and the mutation cache leaves it alone.
 */
const heldByOther: FieldErrorReader = (e) =>
  e instanceof ApiError && e.code === 'CONFLICT'
    ? { field: 'claim', message: e.errors[0]?.message ?? e.message }
    : null;

export type ClaimState =
  { kind: 'none' } | { kind: 'mine'; claim: PostClaimInfoFragment } | { kind: 'other'; message: string };

/** The name a claim shows: the admin's full name, else their email. */
export const claimantName = (claim: PostClaimInfoFragment) => claim.admin.fullName || claim.admin.email;

/**
 * Opening a post that waits for review claims it (10 minutes, taken again every 5 while open) and
 * leaving releases it. Held by someone else, the state says who ('Reviewing: {name}') and actions wait.
 */
export function usePostClaim(id: string, wanted: boolean): ClaimState {
  const claim = useAction(useAdminClaimPostMutation, { invalidates: [], fieldErrors: heldByOther });
  const release = useAction(useAdminReleasePostMutation, { invalidates: ['AdminPostReviewQueue'] });
  const [state, setState] = useState<ClaimState>({ kind: 'none' });
  const { run: take } = claim;
  const { run: letGo } = release;

  useEffect(() => {
    if (!wanted) return;
    let held = false;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async () => {
      const result = await take({ id });
      if (!live) {
        // The page closed while the claim was on its way: hand it back at once.
        if (result.ok) void letGo({ id });
        return;
      }
      if (result.ok) {
        held = true;
        setState({ kind: 'mine', claim: readFragment(PostClaimInfoFragmentDoc, result.data.adminClaimPost) });
      } else if (result.field) {
        held = false;
        setState({ kind: 'other', message: result.field.message });
      } else {
        // Any other failure was reported once already; asking again every half minute would repeat it.
        return;
      }
      timer = setTimeout(() => void attempt(), held ? CLAIM_RENEW_MS : CLAIM_RETRY_MS);
    };
    void attempt();
    // Leaving the app altogether (reload, another address, the tab closed) runs no cleanup: release then.
    const onHide = () => {
      if (held) sendOnLeave(AdminReleasePostDocument, { id });
      held = false;
      clearTimeout(timer);
    };
    // Back from the browser's page cache: the claim was given up on leaving, so take it again.
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) void attempt();
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      if (held) void letGo({ id });
    };
  }, [id, wanted, take, letGo]);

  return wanted ? state : { kind: 'none' };
}
