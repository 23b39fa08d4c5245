import { createFileRoute } from '@tanstack/react-router';
import { TwoStepScreen } from '@/features/account/two-step-screen';
import { readFragment } from '@/gql';
import { AdminProfileFragmentDoc } from '@/gql/graphql';

export const Route = createFileRoute('/_admin/account/two-step')({
  staticData: { title: 'Two-step sign-in' },
  component: TwoStepRoute,
});

function TwoStepRoute() {
  const { me } = Route.useRouteContext();
  const admin = readFragment(AdminProfileFragmentDoc, me);
  return <TwoStepScreen enabled={admin.twoFactorEnabled} required={admin.twoFactorRequired} />;
}
