import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { EditAvatarScreen } from '@/features/avatars/avatar-form-screen';
import { AvatarNotFound } from '@/features/avatars/avatar-view-screen';
import { adminGetAvatarDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/services/avatar/edit/$slug')({
  staticData: { title: 'Edit Avatar' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetAvatarDetailQueryOptions({ slug: params.slug })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: AvatarNotFound,
  component: EditAvatarRoute,
});

function EditAvatarRoute() {
  const { slug } = Route.useParams();
  return <EditAvatarScreen key={slug} slug={slug} />;
}
