import { listCounter, listQuery } from '@/components/data-table/list-count';
import { adminPaginationCarBuyingNeedsQueryOptions } from '@/gql/hooks';
import { buyingDemandSearch, type BuyingDemandSearch } from './buying-demand-search';

/** The Buying Demand list's operation, once: the screen pages it, a pinned view counts it (docs/saved-views.md). */
export const buyingDemandList = listQuery({
  query: (search: BuyingDemandSearch, paging) =>
    adminPaginationCarBuyingNeedsQueryOptions({ keyword: search.search, ...paging }),
  page: (data) => data.adminPaginationCarBuyingNeeds,
});

export const buyingDemandCounter = listCounter(buyingDemandList, buyingDemandSearch);
