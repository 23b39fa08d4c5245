import { createFileRoute } from '@tanstack/react-router';
import { CreateContestScreen } from '@/features/contests/contest-form-screen';

export const Route = createFileRoute('/_admin/contest_/create')({
  staticData: { title: 'Create Contest' },
  component: CreateContestScreen,
});
