import type { QueryClient } from '@tanstack/react-query';
import {
  dashboardActiveListingAndActiveUserQueryOptions,
  dashboardListingByStatusQueryOptions,
  dashboardRevenuePerUserActiveQueryOptions,
  dashboardRevenuePerUserQueryOptions,
  dashboardRevenueTotalQueryOptions,
  dashboardTotalRevenueQueryOptions,
  dashboardUserByLocationQueryOptions,
  dashboardUserGrowthRateQueryOptions,
  dashboardUserStatusActiveQueryOptions,
  dashboardUserTotalQueryOptions,
} from '@/gql/hooks';
import { DEFAULT_MONTHS } from './labels';

/**
 * The dashboard route's loader: the cards' ten queries leave before the screen's first render, in one
 * tick (so the client batches them into two requests of five, SPEC §7), rather than after it. Nothing
 * waits for them: each card shows its own loading and error state as before, on the same query keys.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(dashboardRevenuePerUserQueryOptions());
  void queryClient.prefetchQuery(dashboardRevenuePerUserActiveQueryOptions());
  void queryClient.prefetchQuery(dashboardUserGrowthRateQueryOptions());
  void queryClient.prefetchQuery(dashboardActiveListingAndActiveUserQueryOptions());
  void queryClient.prefetchQuery(dashboardUserStatusActiveQueryOptions());
  void queryClient.prefetchQuery(dashboardUserTotalQueryOptions({ numberMonth: DEFAULT_MONTHS }));
  void queryClient.prefetchQuery(dashboardRevenueTotalQueryOptions({ numberMonth: DEFAULT_MONTHS }));
  void queryClient.prefetchQuery(dashboardListingByStatusQueryOptions());
  void queryClient.prefetchQuery(dashboardTotalRevenueQueryOptions());
  void queryClient.prefetchQuery(dashboardUserByLocationQueryOptions());
}
