import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { reviewVideoDetailOptions } from '@/features/review-videos/review-video-detail';
import { EditReviewVideoScreen } from '@/features/review-videos/review-video-form-screen';
import { ReviewVideoNotFound } from '@/features/review-videos/review-video-view-screen';

// $id is the video's slug or its id (SPEC §2.2 gives both readings).
export const Route = createFileRoute('/_admin/reviews/video/edit/$id')({
  staticData: { title: 'Edit Review Video' },
  loader: ({ context, params }) => loadRecord(context.queryClient, reviewVideoDetailOptions(params.id)),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: ReviewVideoNotFound,
  component: EditReviewVideoRoute,
});

function EditReviewVideoRoute() {
  const { id } = Route.useParams();
  return <EditReviewVideoScreen key={id} param={id} />;
}
