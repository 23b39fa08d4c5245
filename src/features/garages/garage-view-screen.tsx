import { useSuspenseQuery } from '@tanstack/react-query';
import { DialogButton } from '@/components/actions/dialog-button';
import { ListingLocation, listingContactRows, listingDateRows } from '@/components/listing/listing-detail';
import { DetailCard } from '@/components/record/detail-fields';
import { MemberLink } from '@/components/record/member-link';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { Button } from '@/components/ui/button';
import { readFragment } from '@/gql';
import { GarageDetailFragmentDoc } from '@/gql/graphql';
import { adminGetGarageDetailQueryOptions } from '@/gql/hooks';
import { displayName, KAR_USER } from '@/lib/format';
import { useDeleteGarage, useGarageKarCheck, useGarageStatus } from './garage-actions';
import { GarageStatusTag, KarCheckButton } from './garage-status';
import { GARAGE_LIST } from './garages-screen';
import { RejectGarageDialog } from './reject-garage-dialog';

export function GarageNotFound() {
  return <RecordNotFound what="Garage" list={GARAGE_LIST} listLabel="Garage & Salon" />;
}

/** A garage's record: every §3 field, the status transitions and Kar Check, edit and delete. */
export function GarageViewScreen({ id }: { id: string }) {
  const remove = useDeleteGarage();
  const status = useGarageStatus();
  const karCheck = useGarageKarCheck();
  const { data } = useSuspenseQuery(adminGetGarageDetailQueryOptions({ id }));
  const g = readFragment(GarageDetailFragmentDoc, data.adminGetGarageDetail);
  return (
    <RecordView
      history={{ entityType: 'garage', entityId: g.id }}
      list={GARAGE_LIST}
      listLabel="Garage & Salon"
      title={g.title}
      actions={
        <>
          {g.status === 'PENDING' ? (
            <>
              <Button
                disabled={status.isPending}
                onClick={() => void status.run({ id: g.id, status: 'ACTIVE' })}
              >
                Approve
              </Button>
              <DialogButton
                variant="destructive"
                disabled={status.isPending}
                dialog={(state) => (
                  <RejectGarageDialog
                    {...state}
                    title={g.title}
                    onReject={(reason) => status.run({ id: g.id, status: 'REJECT', reason })}
                  />
                )}
              >
                Reject
              </DialogButton>
            </>
          ) : null}
          {g.status === 'ACTIVE' ? (
            <Button
              variant="outline"
              disabled={status.isPending}
              onClick={() => void status.run({ id: g.id, status: 'PENDING' })}
            >
              Set to Pending
            </Button>
          ) : null}
          <EditLink to="/services/garage-salon/edit/$id" params={{ id: g.id }} />
          <DeleteRecord
            list={GARAGE_LIST}
            name={g.title}
            description={`${g.title} will be removed from the garage and salon list.`}
            onConfirm={() => remove.run({ id: g.id })}
          />
        </>
      }
    >
      <div className="grid max-w-5xl gap-4 lg:grid-cols-2">
        <DetailCard
          title="Garage"
          rows={[
            ['Status', <GarageStatusTag key="status" status={g.status} />],
            ...(g.status === 'REJECT' && g.reason ? ([['Reject reason', g.reason]] as const) : []),
            [
              'Kar Check',
              <KarCheckButton
                key="kar"
                title={g.title}
                karCheck={g.karCheck}
                pending={karCheck.isPending}
                onChange={(isKarCheck) => void karCheck.run({ id: g.id, isKarCheck })}
              />,
            ],
            ['Owner', g.user ? <MemberLink id={g.user.id}>{displayName(g.user)}</MemberLink> : KAR_USER],
            ...listingContactRows(g),
            [
              'Rating',
              g.totalRating ? `${g.averageRating.toFixed(1)} (${String(g.totalRating)} ratings)` : '-',
            ],
            ...listingDateRows(g),
          ]}
        />
        <ListingLocation
          record={g}
          edit="/services/garage-salon/edit/$id"
          extraRows={[
            [
              'Coordinates',
              g.latitude !== null && g.longitude !== null
                ? `${String(g.latitude)}, ${String(g.longitude)}`
                : '-',
            ],
          ]}
        />
      </div>
    </RecordView>
  );
}
