import { useSuspenseQuery } from '@tanstack/react-query';
import { DetailCard } from '@/components/record/detail-fields';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { Card, CardContent } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { ReviewVideoRowFragmentDoc } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';
import { youtubeId } from '@/rules/reviews';
import { useDeleteReviewVideo } from './review-video-actions';
import { reviewVideoDetailOptions } from './review-video-detail';
import { VideoPlayer } from './video-player';

export const REVIEW_VIDEOS_LIST = '/reviews/video/list';

export function ReviewVideoNotFound() {
  return <RecordNotFound what="Review video" list={REVIEW_VIDEOS_LIST} listLabel="Reviews Video" />;
}

export function ReviewVideoViewScreen({ param }: { param: string }) {
  const remove = useDeleteReviewVideo();
  const { data } = useSuspenseQuery(reviewVideoDetailOptions(param));
  const v = readFragment(ReviewVideoRowFragmentDoc, data.adminGetReviewVideoDetail);
  return (
    <RecordView
      history={{ entityType: 'review_video', entityId: v.id }}
      list={REVIEW_VIDEOS_LIST}
      listLabel="Reviews Video"
      title={v.title}
      actions={
        <>
          <EditLink to="/reviews/video/edit/$id" params={{ id: v.slug }} />
          <DeleteRecord
            list={REVIEW_VIDEOS_LIST}
            name={v.title}
            description={`${v.title} will be deleted.`}
            onConfirm={() => remove.run({ id: v.id })}
          />
        </>
      }
    >
      <div className="grid max-w-3xl gap-4">
        <Card>
          <CardContent className="pt-6">
            <VideoPlayer link={v.linkVideo} title={v.title} size="page" />
          </CardContent>
        </Card>
        <DetailCard
          title="Review video"
          rows={[
            ['Title', v.title],
            ['Description', v.description || '-'],
            [
              'Link',
              <span key="link" className="break-all">
                {v.linkVideo}
              </span>,
            ],
            ['Player', youtubeId(v.linkVideo) ? 'YouTube (youtube-nocookie.com)' : 'HTML5 video'],
            ['Slug', <code key="slug">{v.slug}</code>],
            ['Created date', formatDateTime(v.createdAt)],
            ['Last updated', formatDateTime(data.adminGetReviewVideoDetail.updatedAt)],
          ]}
        />
      </div>
    </RecordView>
  );
}
