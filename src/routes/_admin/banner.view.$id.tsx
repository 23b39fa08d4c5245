import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { BannerNotFound, BannerViewScreen } from '@/features/banners/banner-view-screen';
import { getBannerDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/banner/view/$id')({
  staticData: { title: 'Banner Detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, getBannerDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: BannerNotFound,
  component: BannerViewRoute,
});

function BannerViewRoute() {
  const { id } = Route.useParams();
  return <BannerViewScreen id={id} />;
}
