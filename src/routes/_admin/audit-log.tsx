import { createFileRoute } from '@tanstack/react-router';
import { AuditLogScreen } from '@/features/audit-log/audit-log-screen';
import { auditLogSearch } from '@/features/audit-log/audit-log-search';

export const Route = createFileRoute('/_admin/audit-log')({
  staticData: { title: 'Audit log' },
  validateSearch: auditLogSearch,
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const navigate = Route.useNavigate();
  return (
    <AuditLogScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
