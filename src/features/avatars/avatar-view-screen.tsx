import { useSuspenseQuery } from '@tanstack/react-query';
import { RowImage } from '@/components/data-table/row-image';
import { DetailFields } from '@/components/record/detail-fields';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { Card, CardContent } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { AvatarDetailFragmentDoc } from '@/gql/graphql';
import { adminGetAvatarDetailQueryOptions } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { AVATAR_LIST, useDeleteAvatar } from './avatar-actions';

export function AvatarNotFound() {
  return <RecordNotFound what="Avatar" list={AVATAR_LIST} listLabel="Avatar" />;
}

export function AvatarViewScreen({ id }: { id: string }) {
  const remove = useDeleteAvatar();
  const { data } = useSuspenseQuery(adminGetAvatarDetailQueryOptions({ id }));
  const a = readFragment(AvatarDetailFragmentDoc, data.adminGetAvatarDetail);
  const picture = a.mediaDetail?.filePathLG ?? a.mediaDetail?.filePathOriginal ?? null;
  return (
    <RecordView
      history={{ entityType: 'avatar', entityId: a.id }}
      list={AVATAR_LIST}
      listLabel="Avatar"
      title={a.title}
      actions={
        <>
          <EditLink to="/services/avatar/edit/$slug" params={{ slug: a.slug }} />
          {a.isDefault ? null : (
            <DeleteRecord list={AVATAR_LIST} name={a.title} onConfirm={() => remove.run({ id: a.id })} />
          )}
        </>
      }
    >
      <Card className="max-w-3xl">
        <CardContent className="flex flex-col gap-6 pt-6 sm:flex-row">
          <div className="flex size-40 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted">
            {picture ? (
              <img src={picture} alt={a.title} className="size-full object-cover" />
            ) : (
              <RowImage src={null} alt={a.title} />
            )}
          </div>
          <DetailFields
            rows={[
              ['Title', a.title],
              ['Description', a.description || '-'],
              ['Slug', a.slug],
              ['Default', a.isDefault ? 'YES' : 'NO'],
              ['Created', formatDateTime(a.createdAt)],
              ['Updated', formatDateTime(a.updatedAt)],
            ]}
          />
        </CardContent>
      </Card>
    </RecordView>
  );
}
