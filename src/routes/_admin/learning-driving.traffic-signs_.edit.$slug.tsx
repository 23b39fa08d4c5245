import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { EditTrafficSignScreen } from '@/features/learning/traffic-sign-form-screen';
import { TrafficSignNotFound } from '@/features/learning/traffic-sign-view-screen';
import { adminGetTrafficSignDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/learning-driving/traffic-signs_/edit/$slug')({
  staticData: { title: 'Edit Traffic Sign' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetTrafficSignDetailQueryOptions({ slug: params.slug })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: TrafficSignNotFound,
  component: EditTrafficSignRoute,
});

function EditTrafficSignRoute() {
  const { slug } = Route.useParams();
  // Keyed by slug so moving between signs starts a fresh form.
  return <EditTrafficSignScreen key={slug} slug={slug} />;
}
