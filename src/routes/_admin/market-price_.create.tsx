import { createFileRoute } from '@tanstack/react-router';
import { CreateMarketPriceScreen } from '@/features/market-price/market-price-form-screen';

export const Route = createFileRoute('/_admin/market-price_/create')({
  staticData: { title: 'Create Market Price' },
  component: CreateMarketPriceScreen,
});
