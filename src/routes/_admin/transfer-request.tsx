import { createFileRoute } from '@tanstack/react-router';
import { TransfersScreen } from '@/features/transfers/transfers-screen';
import { parseTransfersSearch } from '@/features/transfers/transfers-search';

export const Route = createFileRoute('/_admin/transfer-request')({
  validateSearch: parseTransfersSearch,
  component: TransferRequestRoute,
});

function TransferRequestRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TransfersScreen search={search} navigate={(update) => void navigate({ search: update })} />;
}
