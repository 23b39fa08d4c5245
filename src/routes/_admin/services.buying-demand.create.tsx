import { createFileRoute } from '@tanstack/react-router';
import { CreateBuyingDemandScreen } from '@/features/buying-demand/buying-demand-form-screen';

export const Route = createFileRoute('/_admin/services/buying-demand/create')({
  staticData: { title: 'Create Buying Demand' },
  component: CreateBuyingDemandScreen,
});
