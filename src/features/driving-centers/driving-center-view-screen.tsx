import { useSuspenseQuery } from '@tanstack/react-query';
import { ratingScore } from '@/components/listing/listing-columns';
import { ListingLocation, listingContactRows, listingDateRows } from '@/components/listing/listing-detail';
import { ActiveBadge, MEMBER_ACTIVE_WORDS } from '@/components/record/active-badge';
import { DetailCard } from '@/components/record/detail-fields';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { Button } from '@/components/ui/button';
import { readFragment } from '@/gql';
import { DrivingCenterDetailFragmentDoc } from '@/gql/graphql';
import { adminGetCenterDriverLisenseDetailQueryOptions } from '@/gql/hooks';
import { useDeleteDrivingCenter, useDrivingCenterStatus } from './driving-center-actions';
import { DRIVING_CENTER_LIST } from './driving-centers-screen';

export function DrivingCenterNotFound() {
  return <RecordNotFound what="Driving centre" list={DRIVING_CENTER_LIST} listLabel="Driving Center" />;
}

/** A driving centre's record: every §3 field, its Active/InActive status, edit and delete. */
export function DrivingCenterViewScreen({ id }: { id: string }) {
  const remove = useDeleteDrivingCenter();
  const status = useDrivingCenterStatus();
  const { data } = useSuspenseQuery(adminGetCenterDriverLisenseDetailQueryOptions({ id }));
  const c = readFragment(DrivingCenterDetailFragmentDoc, data.adminGetCenterDriverLisenseDetail);
  return (
    <RecordView
      history={{ entityType: 'driving_center', entityId: c.id }}
      list={DRIVING_CENTER_LIST}
      listLabel="Driving Center"
      title={c.title}
      actions={
        <>
          <Button
            variant="outline"
            disabled={status.isPending}
            onClick={() => void status.run({ id: c.id, active: !c.isActive })}
          >
            {c.isActive ? 'Set InActive' : 'Set Active'}
          </Button>
          <EditLink to="/services/driving-center/edit/$id" params={{ id: c.id }} />
          <DeleteRecord
            list={DRIVING_CENTER_LIST}
            name={c.title}
            description={`${c.title} will be removed from the driving centre list.`}
            onConfirm={() => remove.run({ id: c.id })}
          />
        </>
      }
    >
      <div className="grid max-w-5xl gap-4 lg:grid-cols-2">
        <DetailCard
          title="Driving centre"
          rows={[
            ['Status', <ActiveBadge key="status" active={c.isActive} words={MEMBER_ACTIVE_WORDS} />],
            ...listingContactRows(c),
            ['Rating score', ratingScore(c)],
            ...listingDateRows(c),
          ]}
        />
        <ListingLocation record={c} edit="/services/driving-center/edit/$id" />
      </div>
    </RecordView>
  );
}
