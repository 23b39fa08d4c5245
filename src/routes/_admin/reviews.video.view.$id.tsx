import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { reviewVideoDetailOptions } from '@/features/review-videos/review-video-detail';
import {
  ReviewVideoNotFound,
  ReviewVideoViewScreen,
} from '@/features/review-videos/review-video-view-screen';

// $id is the video's slug or its id (SPEC §2.2 gives both readings).
export const Route = createFileRoute('/_admin/reviews/video/view/$id')({
  staticData: { title: 'Review Video Detail' },
  loader: ({ context, params }) => loadRecord(context.queryClient, reviewVideoDetailOptions(params.id)),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: ReviewVideoNotFound,
  component: ReviewVideoViewRoute,
});

function ReviewVideoViewRoute() {
  const { id } = Route.useParams();
  return <ReviewVideoViewScreen param={id} />;
}
