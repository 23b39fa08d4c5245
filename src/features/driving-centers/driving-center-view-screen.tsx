import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { addressDetailRows, readAddressUnits } from '@/components/address/address-units';
import { ActiveBadge, MEMBER_ACTIVE_WORDS } from '@/components/record/active-badge';
import { DetailCard } from '@/components/record/detail-fields';
import { ImageGrid } from '@/components/record/image-grid';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { Button, buttonVariants } from '@/components/ui/button';
import { readFragment } from '@/gql';
import { DrivingCenterDetailFragmentDoc } from '@/gql/graphql';
import { adminGetCenterDriverLisenseDetailQueryOptions } from '@/gql/hooks';
import { formatTimeDate } from '@/lib/format';
import { useDeleteDrivingCenter, useDrivingCenterStatus } from './driving-center-actions';
import { ratingScore } from './driving-center-columns';
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
  const { needsUpdate } = readAddressUnits(c);
  return (
    <RecordView
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
            ['Phone', c.phone ?? '-'],
            ['Email', c.email ?? '-'],
            [
              'Website',
              c.website ? (
                <a
                  href={c.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary underline"
                >
                  {c.website}
                </a>
              ) : (
                '-'
              ),
            ],
            ['Services', c.services.length ? c.services.join(', ') : '-'],
            ['Description', c.description ?? '-'],
            ['Rating score', ratingScore(c)],
            ['Created on', formatTimeDate(c.createdAt)],
            ['Last updated', formatTimeDate(c.updatedAt)],
          ]}
        />
        <div className="grid content-start gap-4">
          <DetailCard title="Location" rows={addressDetailRows(c)} />
          {needsUpdate ? (
            <Link
              to="/services/driving-center/edit/$id"
              params={{ id: c.id }}
              className={buttonVariants({ variant: 'outline' })}
            >
              Update address
            </Link>
          ) : null}
          <ImageGrid
            images={c.medias}
            alt={(i) => `${c.title} photo ${String(i + 1)}`}
            emptyText="No photos"
          />
        </div>
      </div>
    </RecordView>
  );
}
