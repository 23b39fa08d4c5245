import { useSuspenseQuery } from '@tanstack/react-query';
import { DetailCard } from '@/components/record/detail-fields';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { Badge } from '@/components/ui/badge';
import { readFragment } from '@/gql';
import { TrafficSignDetailFragmentDoc } from '@/gql/graphql';
import { adminGetTrafficSignDetailQueryOptions } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { SIGN_TYPE_LABELS } from '@/rules/learning-types';
import { ImageGrid } from '@/components/record/image-grid';
import { LearnerPreviewButton } from './learner-preview-dialog';
import { LearnerSign } from './learner-sign';
import { useDeleteTrafficSign } from './traffic-sign-actions';

export const TRAFFIC_SIGN_LIST = '/learning-driving/traffic-signs';

/** The not-found state of the view and edit routes. */
export function TrafficSignNotFound() {
  return <RecordNotFound what="Traffic sign" list={TRAFFIC_SIGN_LIST} listLabel="Traffic Signs" />;
}

/** SPEC §2.15 traffic sign detail: title, symbol, content, type, images; preview as learner, edit, delete. */
export function TrafficSignViewScreen({ slug }: { slug: string }) {
  const remove = useDeleteTrafficSign();
  const { data } = useSuspenseQuery(adminGetTrafficSignDetailQueryOptions({ slug }));
  const s = readFragment(TrafficSignDetailFragmentDoc, data.adminGetTrafficSignDetail);
  return (
    <RecordView
      history={{ entityType: 'traffic_sign', entityId: s.id }}
      list={TRAFFIC_SIGN_LIST}
      listLabel="Traffic Signs"
      title={s.title}
      actions={
        <>
          <LearnerPreviewButton>
            {() => <LearnerSign sign={data.adminGetTrafficSignDetail} />}
          </LearnerPreviewButton>
          <EditLink to="/learning-driving/traffic-signs/edit/$slug" params={{ slug: s.slug }} />
          <DeleteRecord
            list={TRAFFIC_SIGN_LIST}
            name={s.title}
            description={`${s.title} (${s.symbol}) will be removed from the traffic signs.`}
            onConfirm={() => remove.run({ id: s.id })}
          />
        </>
      }
    >
      <div className="grid max-w-4xl gap-4">
        <DetailCard
          title="Traffic sign"
          rows={[
            ['Title', s.title],
            [
              'Symbol',
              <span key="symbol" className="font-medium">
                {s.symbol}
              </span>,
            ],
            [
              'Type',
              <Badge key="type" variant="outline">
                {SIGN_TYPE_LABELS[s.type]}
              </Badge>,
            ],
            [
              'Content',
              <p key="content" className="whitespace-pre-wrap">
                {s.content || '-'}
              </p>,
            ],
            [
              'Images',
              <ImageGrid
                key="images"
                images={s.medias}
                alt={(i) => `Picture ${String(i + 1)} of ${s.title}`}
                emptyText="No images"
              />,
            ],
            [
              'Address',
              <code key="slug" className="text-xs">
                {s.slug}
              </code>,
            ],
            ['Creation time', formatDateTime(s.createdAt)],
            ['Last updated', formatDateTime(s.updatedAt)],
          ]}
        />
      </div>
    </RecordView>
  );
}
