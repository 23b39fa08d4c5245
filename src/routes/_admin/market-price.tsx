import { createFileRoute } from '@tanstack/react-router';
import { MarketPriceScreen } from '@/features/market-price/market-price-screen';
import { marketPriceSearch } from '@/features/market-price/market-price-search';
import { LIST_PERMISSIONS } from '@/rules/lists';
import { BadgeDollarSign } from 'lucide-react';

export const Route = createFileRoute('/_admin/market-price')({
  staticData: {
    title: 'Market Price',
    menu: { order: 100, permission: LIST_PERMISSIONS['/market-price'], icon: BadgeDollarSign },
  },
  validateSearch: marketPriceSearch,
  component: MarketPriceScreen,
});
