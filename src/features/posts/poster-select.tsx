import { AsyncSelectFilter } from '@/components/data-table/list-controls';
import { AsyncSelect, type AsyncOption } from '@/components/form/async-select';
import { readFragment } from '@/gql';
import { PostPosterFragmentDoc, type PostPosterFragment, type PostPosterOptionsQuery } from '@/gql/graphql';
import { postPosterOptionsQueryOptions, usePostPosterQuery } from '@/gql/hooks';
import { createdByName, createdByPhone } from './post-text';

/** How many active members one search shows (SPEC §2.13: never every member). */
const POSTER_RESULTS = 20;

const posterOption = (m: PostPosterFragment): AsyncOption => ({
  id: m.id,
  label: createdByName(m),
  detail: [m.email, createdByPhone(m)].filter((s) => s && s !== '-').join(' · '),
});

const posterQuery = {
  query: (keyword: string) =>
    postPosterOptionsQueryOptions({ keyword: keyword || undefined, take: POSTER_RESULTS }),
  options: (data: PostPosterOptionsQuery) =>
    data.users.items.map((ref) => posterOption(readFragment(PostPosterFragmentDoc, ref))),
};

/** The chosen poster as the select shows it: their name, asked for by id when only the URL has it. */
export function usePosterChoice(userId: string | undefined, known?: AsyncOption | null): AsyncOption | null {
  const named = usePostPosterQuery({ id: userId ?? '' }, { enabled: !!userId && known?.id !== userId });
  if (!userId) return null;
  if (known?.id === userId) return known;
  const member = named.data ? readFragment(PostPosterFragmentDoc, named.data.adminGetUserDetail) : null;
  return { id: userId, label: member ? createdByName(member) : named.isError ? userId : 'Loading…' };
}

/** SPEC §2.13 Poster filter: active members found on the server as the admin types. */
export function PosterFilter(props: {
  userId: string | undefined;
  onChange: (userId: string | undefined) => void;
}) {
  const value = usePosterChoice(props.userId);
  return (
    <AsyncSelectFilter
      label="Poster"
      placeholder="All posters"
      searchPlaceholder="Name, email or phone"
      value={value}
      onChange={(o) => props.onChange(o?.id)}
      noneText={(k) => `No active member matches “${k}”`}
      {...posterQuery}
    />
  );
}

/** The post form's member: the same search, as a form control. */
export function PosterSelect(props: {
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
      {...posterQuery}
    />
  );
}
