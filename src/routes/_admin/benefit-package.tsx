import { createFileRoute } from '@tanstack/react-router';
import { BenefitsScreen } from '@/features/packages/benefits-screen';
import { parseBenefitsSearch } from '@/features/packages/benefits-search';

export const Route = createFileRoute('/_admin/benefit-package')({
  validateSearch: parseBenefitsSearch,
  component: BenefitsRoute,
});

function BenefitsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BenefitsScreen search={search} navigate={(update) => void navigate({ search: update })} />;
}
