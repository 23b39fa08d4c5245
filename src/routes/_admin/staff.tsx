import { createFileRoute } from '@tanstack/react-router';
import { StaffScreen } from '@/features/staff/staff-screen';
import { staffSearch } from '@/features/staff/staff-search';
import { LIST_PERMISSIONS } from '@/rules/lists';
import { UserCog } from 'lucide-react';

export const Route = createFileRoute('/_admin/staff')({
  staticData: {
    title: 'Staff',
    menu: { order: 160, permission: LIST_PERMISSIONS['/staff'], icon: UserCog },
  },
  validateSearch: staffSearch,
  component: StaffScreen,
});
