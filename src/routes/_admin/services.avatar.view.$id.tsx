import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { AvatarNotFound, AvatarViewScreen } from '@/features/avatars/avatar-view-screen';
import { adminGetAvatarDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/services/avatar/view/$id')({
  staticData: { title: 'Avatar Detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetAvatarDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: AvatarNotFound,
  component: AvatarViewRoute,
});

function AvatarViewRoute() {
  const { id } = Route.useParams();
  return <AvatarViewScreen id={id} />;
}
