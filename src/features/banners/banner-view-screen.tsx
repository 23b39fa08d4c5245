import { useSuspenseQuery } from '@tanstack/react-query';
import { ActiveBadge } from '@/components/record/active-badge';
import { DetailFields } from '@/components/record/detail-fields';
import { ImageGrid } from '@/components/record/image-grid';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { Card, CardContent } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { BannerDetailFragmentDoc } from '@/gql/graphql';
import { getBannerDetailQueryOptions } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { BANNER_LIST, useDeleteBanner } from './banner-actions';

export function BannerNotFound() {
  return <RecordNotFound what="Banner" list={BANNER_LIST} listLabel="Banners" />;
}

export function BannerViewScreen({ id }: { id: string }) {
  const remove = useDeleteBanner();
  const { data } = useSuspenseQuery(getBannerDetailQueryOptions({ id }));
  const b = readFragment(BannerDetailFragmentDoc, data.getBannerDetail);
  const ratio =
    b.position?.ratioWidth && b.position.ratioHeight
      ? `${b.position.ratioWidth}:${b.position.ratioHeight}`
      : '-';
  return (
    <RecordView
      history={{ entityType: 'banner', entityId: b.id }}
      list={BANNER_LIST}
      listLabel="Banners"
      title={b.name}
      actions={
        <>
          <EditLink to="/banner/edit/$id" params={{ id: b.id }} />
          <DeleteRecord list={BANNER_LIST} name={b.name} onConfirm={() => remove.run({ id: b.id })} />
        </>
      }
    >
      <Card className="max-w-3xl">
        <CardContent className="grid gap-6 pt-6">
          <DetailFields
            rows={[
              ['Name', b.name],
              ['Position', b.position?.name ?? '-'],
              ['Position ratio', ratio],
              [
                'URL',
                b.linkBanner ? (
                  <a href={b.linkBanner} target="_blank" rel="noreferrer" className="text-primary underline">
                    {b.linkBanner}
                  </a>
                ) : (
                  '-'
                ),
              ],
              ['Status', <ActiveBadge key="status" active={b.isActive} />],
              ['Created', formatDateTime(b.createdAt)],
              ['Updated', formatDateTime(b.updatedAt)],
            ]}
          />
          <ImageGrid images={b.medias} alt={(i) => `${b.name} image ${i + 1}`} emptyText="No images" />
        </CardContent>
      </Card>
    </RecordView>
  );
}
