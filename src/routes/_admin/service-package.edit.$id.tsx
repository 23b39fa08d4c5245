import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { parseServicesSearch } from '@/features/packages/packages-search';
import { ServiceEditScreen, ServiceNotFound } from '@/features/packages/service-editor-screen';
import { adminGetServiceDetailQueryOptions } from '@/gql/hooks';

// The list's page and search ride along ('edit keeps the query', SPEC §2.9).
export const Route = createFileRoute('/_admin/service-package/edit/$id')({
  staticData: { title: 'Edit service package' },
  validateSearch: parseServicesSearch,
  loader: ({ context, params }) =>
    loadRecord(
      context.queryClient,
      adminGetServiceDetailQueryOptions({ id: params.id }),
      (data) => data.adminGetServiceDetail.isDeleted,
    ),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: ServiceNotFound,
  component: ServiceEditRoute,
});

function ServiceEditRoute() {
  const { id } = Route.useParams();
  // Keyed by id so moving between packages starts a fresh form.
  return <ServiceEditScreen key={id} id={id} />;
}
