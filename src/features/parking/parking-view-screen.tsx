import { useSuspenseQuery } from '@tanstack/react-query';
import { NeedsAddressUpdate, readAddressUnits } from '@/components/address/address-units';
import { DetailCard } from '@/components/record/detail-fields';
import { ImageGrid } from '@/components/record/image-grid';
import { MemberLink } from '@/components/record/member-link';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { readFragment } from '@/gql';
import { ParkingDetailFragmentDoc } from '@/gql/graphql';
import { adminGetParkingDetailQueryOptions } from '@/gql/hooks';
import { displayName, formatTimeDate, formatVnd, KAR_USER } from '@/lib/format';
import { PRICE_TYPE_LABELS, PARKING_PRICE_TYPES } from '@/rules/parking';
import { DAY_LABELS, intervalsOf, WEEK_DAYS } from '@/rules/parking-hours';
import { useDeleteParking } from './parking-actions';
import { OpenNow } from './parking-open-now';
import { ParkingStatusBadge } from './parking-status';

export const PARKING_LIST = '/services/parking/list';

/** The not-found state of the view and edit routes. */
export function ParkingNotFound() {
  return <RecordNotFound what="Parking" list={PARKING_LIST} listLabel="Parking" />;
}

const priceLabel = (type: string) =>
  PARKING_PRICE_TYPES.find((t) => t === type)
    ? PRICE_TYPE_LABELS[type as keyof typeof PRICE_TYPE_LABELS]
    : type;

/** A parking's page: contact, address, hours with 'Open now' or 'Closed now', prices and photos. */
export function ParkingViewScreen({ id }: { id: string }) {
  const remove = useDeleteParking();
  const { data } = useSuspenseQuery(adminGetParkingDetailQueryOptions({ id }));
  const p = readFragment(ParkingDetailFragmentDoc, data.adminGetParkingDetail);
  const units = readAddressUnits(p);
  const hours = p.sameWeekOfOperation
    ? [['Every day', intervalsOf(p.workingTimes, 1)] as const]
    : WEEK_DAYS.map((d) => [DAY_LABELS[d] ?? String(d), intervalsOf(p.workingTimes, d)] as const);
  return (
    <RecordView
      history={{ entityType: 'parking', entityId: p.id }}
      list={PARKING_LIST}
      listLabel="Parking"
      title={p.title}
      actions={
        <>
          <EditLink to="/services/parking/edit/$id" params={{ id: p.id }} />
          <DeleteRecord
            list={PARKING_LIST}
            name={p.title}
            description={`${p.title} will be removed from the parking list.`}
            onConfirm={() => remove.run({ id: p.id })}
          />
        </>
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <DetailCard
          title="Parking"
          rows={[
            ['Status', <ParkingStatusBadge key="s" status={p.status} />],
            ...(p.status === 'REJECT' ? [['Reason', p.reason ?? '-'] as const] : []),
            [
              'Now',
              <OpenNow
                key="o"
                workingTimes={p.workingTimes}
                closeOnPublicHolidays={p.closeOnPublicHolidays}
              />,
            ],
            ['Places', p.total ?? '-'],
            ['Phone', p.phone ?? '-'],
            ['Email', p.email ?? '-'],
            [
              'Website',
              p.website ? (
                <a
                  href={p.website}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="text-primary hover:underline"
                >
                  {p.website}
                </a>
              ) : (
                '-'
              ),
            ],
            ['Owner', p.user ? <MemberLink id={p.user.id}>{displayName(p.user)}</MemberLink> : KAR_USER],
            ['Create On', formatTimeDate(p.createdAt)],
            ['Updated', formatTimeDate(p.updatedAt)],
            ['Description', p.description ?? '-'],
          ]}
        />
        <DetailCard
          title={
            <span className="flex items-center gap-2">
              Address {units.needsUpdate ? <NeedsAddressUpdate /> : null}
            </span>
          }
          rows={[
            ['Address', p.address ?? '-'],
            ['Province', units.province ?? '-'],
            ...(p.district ? [['District', units.district ?? '-'] as const] : []),
            ['Ward', units.ward ?? '-'],
            [
              'Coordinates',
              p.latitude !== null && p.longitude !== null ? `${p.latitude}, ${p.longitude}` : '-',
            ],
          ]}
        />
        <DetailCard
          title="Opening hours (Viet Nam time)"
          rows={[
            ...hours.map(
              ([label, list]) =>
                [
                  label,
                  list.length ? list.map((t) => `${t.startTime}–${t.endTime}`).join(', ') : 'Closed',
                ] as const,
            ),
            ['Public holidays', p.closeOnPublicHolidays ? 'Closed' : 'Open as usual'],
          ]}
        />
        <DetailCard
          title="Prices"
          rows={
            p.priceProperties.length
              ? p.priceProperties.map((x) => [priceLabel(x.type), formatVnd(x.price)] as const)
              : [['Prices', 'None given']]
          }
        />
      </div>
      <div className="mt-4">
        <h2 className="mb-2 text-sm font-medium">Photos</h2>
        <ImageGrid
          images={p.medias.flatMap((m) => (m.mediaDetail ? [m.mediaDetail] : []))}
          alt={(i) => `${p.title}, photo ${i + 1}`}
          emptyText="No photos"
        />
      </div>
    </RecordView>
  );
}
