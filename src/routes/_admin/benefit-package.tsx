import { createFileRoute } from '@tanstack/react-router';
import { BenefitsScreen } from '@/features/packages/benefits-screen';
import { parseBenefitsSearch } from '@/features/packages/packages-search';

export const Route = createFileRoute('/_admin/benefit-package')({
  staticData: { title: 'Benefit Packages' },
  validateSearch: parseBenefitsSearch,
  component: BenefitsRoute,
});

function BenefitsRoute() {
  const navigate = Route.useNavigate();
  return (
    <BenefitsScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
