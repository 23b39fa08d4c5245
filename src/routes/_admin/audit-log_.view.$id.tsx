import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { AuditLogNotFound, AuditLogViewScreen } from '@/features/audit-log/audit-log-view-screen';
import { adminGetAuditLogDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/audit-log_/view/$id')({
  staticData: { title: 'Audit entry' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetAuditLogDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: AuditLogNotFound,
  component: AuditLogViewRoute,
});

function AuditLogViewRoute() {
  const { id } = Route.useParams();
  return <AuditLogViewScreen id={id} />;
}
