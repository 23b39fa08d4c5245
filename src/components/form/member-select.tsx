import { readFragment } from '@/gql';
import { MemberSelectOptionFragmentDoc, type MemberSelectOptionsQuery } from '@/gql/graphql';
import { memberSelectOptionsQueryOptions } from '@/gql/hooks';
import { displayName, formatPhone } from '@/lib/format';
import { AsyncSelect, type AsyncOption } from './async-select';

/** How many members one search shows: never every member (200,000 at scale). */
const RESULTS = 20;

/** A member as a choice: their name, with email and phone to tell namesakes apart. */
export const memberOption = (m: {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  prefixPhone?: string | null;
}): AsyncOption => ({
  id: m.id,
  label: displayName(m),
  detail: [m.email, m.phone ? formatPhone(m.prefixPhone, m.phone) : null].filter(Boolean).join(' · '),
});

const query = (keyword: string) =>
  memberSelectOptionsQueryOptions({ keyword: keyword || undefined, take: RESULTS });
const options = (data: MemberSelectOptionsQuery) =>
  data.users.items.map((ref) => memberOption(readFragment(MemberSelectOptionFragmentDoc, ref)));

/**
 * A form's member (a parking's owner, a buying demand's buyer or sellers), found on the server as the
 * admin types. Use it inside a `ControlledField`; the form keeps the id, the screen keeps the option.
 */
export function MemberSelect(props: {
  id: string;
  label: string;
  placeholder?: string;
  value: AsyncOption | null;
  onChange: (option: AsyncOption | null) => void;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}) {
  return (
    <AsyncSelect
      id={props.id}
      label={props.label}
      placeholder={props.placeholder ?? 'Choose a member'}
      searchPlaceholder="Name, email or phone"
      value={props.value}
      onChange={props.onChange}
      query={query}
      options={options}
      noneText={(k) => `No member matches “${k}”`}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
    />
  );
}
