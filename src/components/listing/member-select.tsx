import { AsyncSelect, type AsyncOption } from '@/components/form/async-select';
import { readFragment } from '@/gql';
import { ListingOwnerOptionFragmentDoc, type ListingOwnerOptionsQuery } from '@/gql/graphql';
import { listingOwnerOptionsQueryOptions } from '@/gql/hooks';
import { displayName } from '@/lib/format';

/** How many active members one search shows: never every member. */
const OWNER_RESULTS = 20;

const ownerQuery = {
  query: (keyword: string) =>
    listingOwnerOptionsQueryOptions({ keyword: keyword || undefined, take: OWNER_RESULTS }),
  options: (data: ListingOwnerOptionsQuery) =>
    data.users.items.map((ref) => {
      const m = readFragment(ListingOwnerOptionFragmentDoc, ref);
      return { id: m.id, label: displayName(m), detail: [m.email, m.phone].filter(Boolean).join(' · ') };
    }),
};

/** A listing's owner (a garage's, a parking lot's): an active member found on the server as the admin types. */
export function MemberSelect(props: {
  id: string;
  value: AsyncOption | null;
  onChange: (option: AsyncOption | null) => void;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}) {
  return (
    <AsyncSelect
      {...props}
      label="Member"
      placeholder="Choose a member"
      searchPlaceholder="Name, email or phone"
      className="w-full"
      noneText={(k) => `No active member matches “${k}”`}
      {...ownerQuery}
    />
  );
}
