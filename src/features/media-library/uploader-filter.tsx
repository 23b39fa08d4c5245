import { AsyncSelectFilter } from '@/components/data-table/list-controls';
import type { AsyncOption } from '@/components/form/async-select';
import type { AdminListMediaUploadersQuery } from '@/gql/graphql';
import { adminListMediaUploadersQueryOptions, useAdminListMediaUploadersQuery } from '@/gql/hooks';

const toOptions = (data: AdminListMediaUploadersQuery): AsyncOption[] =>
  data.adminListMediaUploaders.map((u) => ({
    id: u.id,
    label: u.isAdmin ? `${u.name} (admin)` : u.name,
    detail: u.email ?? undefined,
  }));

/** The uploader filter: admins and members who uploaded files, found as the admin types. */
export function UploaderFilter(props: {
  uploadBy: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  // A URL holds only the id: the chosen uploader is named by asking for that one.
  const chosen = useAdminListMediaUploadersQuery(
    { id: props.uploadBy ?? null },
    { enabled: !!props.uploadBy },
  );
  const value = props.uploadBy
    ? ((chosen.data ? toOptions(chosen.data)[0] : undefined) ?? { id: props.uploadBy, label: 'Loading…' })
    : null;
  return (
    <AsyncSelectFilter
      label="Uploader"
      placeholder="All uploaders"
      searchPlaceholder="Name or email"
      value={value}
      onChange={(o) => props.onChange(o?.id)}
      noneText={(k) => `No uploader matches “${k}”`}
      query={(keyword) => adminListMediaUploadersQueryOptions({ keyword: keyword || null })}
      options={toOptions}
    />
  );
}
