import { useSuspenseQuery } from '@tanstack/react-query';
import { DetailCard } from '@/components/record/detail-fields';
import { ImageGrid } from '@/components/record/image-grid';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { CarDetailFragmentDoc } from '@/gql/graphql';
import { adminGetCarDetailQueryOptions } from '@/gql/hooks';
import { formatDate, formatDateTime } from '@/lib/format';
import { CAR_META_LABELS, CAR_META_TYPES } from '@/rules/editorial';
import { CAR_LIST, useDeleteCar } from './car-actions';
import { formatCarPrice } from './car-columns';
import { metaName } from './car-metas';

export function CarNotFound() {
  return <RecordNotFound what="Car" list={CAR_LIST} listLabel="Car List" />;
}

export function CarViewScreen({ id }: { id: string }) {
  const remove = useDeleteCar();
  const { data } = useSuspenseQuery(adminGetCarDetailQueryOptions({ id }));
  const c = readFragment(CarDetailFragmentDoc, data.adminGetCarDetail);
  return (
    <RecordView
      history={{ entityType: 'car', entityId: c.id }}
      list={CAR_LIST}
      listLabel="Car List"
      title={c.title}
      actions={
        <>
          <EditLink to="/car-list/edit/$id" params={{ id: c.id }} />
          <DeleteRecord
            list={CAR_LIST}
            name={c.title}
            onConfirm={() => remove.run({ input: { id: c.id } })}
          />
        </>
      }
    >
      <div className="grid max-w-5xl gap-4 lg:grid-cols-2">
        <DetailCard
          title="Car"
          rows={[
            ['Title', c.title],
            ['Price (VND)', formatCarPrice(c.price)],
            ['Price segment', c.priceSegment || '-'],
            ['Debut day', formatDate(c.debutDay)],
            ['Origin', c.origin || '-'],
            ['Size', c.size || '-'],
            ['Classification by registration', c.classificationByRegistration || '-'],
            ['Created', formatDateTime(c.createdAt)],
          ]}
        />
        <DetailCard
          title="Metas"
          rows={CAR_META_TYPES.map((t) => [CAR_META_LABELS[t], metaName(c.metas, t) ?? '-'] as const)}
        />
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Description</CardTitle>
          </CardHeader>
          <CardContent className="whitespace-pre-line text-sm">{c.description || '-'}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Images outside</CardTitle>
          </CardHeader>
          <CardContent>
            <ImageGrid
              images={c.imagesOutside}
              alt={(i) => `${c.title} outside ${i + 1}`}
              emptyText="No images"
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Images inside</CardTitle>
          </CardHeader>
          <CardContent>
            <ImageGrid
              images={c.imagesInside}
              alt={(i) => `${c.title} inside ${i + 1}`}
              emptyText="No images"
            />
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Videos</CardTitle>
          </CardHeader>
          <CardContent>
            {c.videos.length ? (
              <ul className="flex flex-wrap gap-3">
                {c.videos.map((v) =>
                  v.mediaDetail ? (
                    <li key={v.videoId}>
                      <video
                        src={v.mediaDetail.filePathOriginal}
                        controls
                        preload="metadata"
                        className="h-40 rounded-md bg-black"
                      >
                        <track kind="captions" />
                      </video>
                    </li>
                  ) : null,
                )}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No videos</p>
            )}
          </CardContent>
        </Card>
      </div>
    </RecordView>
  );
}
