import { createFileRoute } from '@tanstack/react-router';
import { ContestScreen } from '@/features/contests/contest-screen';
import { contestSearch } from '@/features/contests/contest-search';
import { LIST_PERMISSIONS } from '@/rules/lists';
import { Trophy } from 'lucide-react';

export const Route = createFileRoute('/_admin/contest')({
  staticData: {
    title: 'Contest',
    menu: { order: 70, permission: LIST_PERMISSIONS['/contest'], icon: Trophy },
  },
  validateSearch: contestSearch,
  component: ContestScreen,
});
