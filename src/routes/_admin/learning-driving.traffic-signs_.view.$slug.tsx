import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { TrafficSignNotFound, TrafficSignViewScreen } from '@/features/learning/traffic-sign-view-screen';
import { adminGetTrafficSignDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/learning-driving/traffic-signs_/view/$slug')({
  staticData: { title: 'Traffic Sign Detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetTrafficSignDetailQueryOptions({ slug: params.slug })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: TrafficSignNotFound,
  component: TrafficSignViewRoute,
});

function TrafficSignViewRoute() {
  const { slug } = Route.useParams();
  return <TrafficSignViewScreen slug={slug} />;
}
