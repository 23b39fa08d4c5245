import { createFileRoute } from '@tanstack/react-router';
import { TransfersScreen } from '@/features/transfers/transfers-screen';
import { transfersSearch } from '@/features/transfers/transfers-search';

export const Route = createFileRoute('/_admin/transfer-request')({
  staticData: { title: 'Transfer Request' },
  validateSearch: transfersSearch,
  component: TransferRequestRoute,
});

function TransferRequestRoute() {
  const navigate = Route.useNavigate();
  return (
    <TransfersScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
