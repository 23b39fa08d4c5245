import { createFileRoute } from '@tanstack/react-router';
import { AuditLogScreen } from '@/features/audit-log/audit-log-screen';
import { auditLogSearch } from '@/features/audit-log/audit-log-search';
import { LIST_PERMISSIONS } from '@/rules/lists';
import { ScrollText } from 'lucide-react';

export const Route = createFileRoute('/_admin/audit-log')({
  staticData: {
    title: 'Audit log',
    menu: { order: 150, permission: LIST_PERMISSIONS['/audit-log'], icon: ScrollText },
  },
  validateSearch: auditLogSearch,
  component: AuditLogScreen,
});
