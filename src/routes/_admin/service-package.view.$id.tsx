import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { parseServicesSearch } from '@/features/packages/packages-search';
import { ServiceNotFound } from '@/features/packages/service-editor-screen';
import { ServiceViewScreen } from '@/features/packages/service-view-screen';
import { adminGetServiceDetailQueryOptions } from '@/gql/hooks';

// A deleted package still shows, marked Deleted: members' packages point at it (docs/packages.md).
export const Route = createFileRoute('/_admin/service-package/view/$id')({
  staticData: { title: 'Service package detail' },
  validateSearch: parseServicesSearch,
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetServiceDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: ServiceNotFound,
  component: ServiceViewRoute,
});

function ServiceViewRoute() {
  const { id } = Route.useParams();
  return <ServiceViewScreen id={id} search={Route.useSearch()} />;
}
