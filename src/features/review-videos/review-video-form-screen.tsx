import { useSuspenseQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { TextareaField, TextField } from '@/components/form/fields';
import { FormField } from '@/components/form/form-field';
import { FormPage } from '@/components/form/form-page';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import { MediaUploader } from '@/components/media/media-uploader';
import { readFragment } from '@/gql';
import { ReviewVideoRowFragmentDoc } from '@/gql/graphql';
import { isVideoLink, reviewVideoSchema, type ReviewVideoInput } from '@/rules/reviews';
import { useCreateReviewVideo, useEditReviewVideo } from './review-video-actions';
import { reviewVideoDetailOptions } from './review-video-detail';
import { REVIEW_VIDEOS_LIST } from './review-video-view-screen';
import { VideoPlayer } from './video-player';

function ReviewVideoFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: ReviewVideoInput;
}) {
  const { id } = props;
  const create = useCreateReviewVideo();
  const edit = useEditReviewVideo();
  const { form, frame } = useFormPage({
    schema: reviewVideoSchema,
    defaultValues: props.values,
    list: REVIEW_VIDEOS_LIST,
    record: props.record,
    onSubmit: (input, editVersion) => (id ? edit.run({ id, input, editVersion }) : create.run({ input })),
  });
  const [title, link] = useWatch({ control: form.control, name: ['title', 'linkVideo'] });
  const trimmed = (link ?? '').trim();
  return (
    <FormPage {...frame} title={props.title} listLabel="Reviews Video" submitText={props.submitText}>
      <TextField form={form} name="title" id="video-title" label="Title" autoComplete="off" />
      <TextareaField
        form={form}
        name="description"
        id="video-description"
        label="Description"
        required={false}
        rows={3}
      />
      <TextField
        form={form}
        name="linkVideo"
        id="video-link"
        label="Video link"
        autoComplete="off"
        placeholder="https://www.youtube.com/watch?v=… or https://…/video.mp4"
        hint="A YouTube link plays in YouTube's player; an mp4 link or upload plays in the browser's player."
      />
      {/* Not a field of its own: an upload fills the link above, whose message is the only one. */}
      <FormField id="video-upload" label="Or upload an mp4" required={false}>
        <MediaUploader
          id="video-upload"
          kind="video"
          label="Video file"
          value={[]}
          onChange={(next) => {
            const kept = next.at(-1);
            if (kept)
              form.setValue('linkVideo', kept.url, {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              });
          }}
        />
      </FormField>
      {trimmed && isVideoLink(trimmed) ? (
        <div className="grid gap-1.5">
          <p className="text-sm font-medium">Preview</p>
          <VideoPlayer link={trimmed} title={title || 'Video preview'} size="page" />
        </div>
      ) : null}
    </FormPage>
  );
}

export function CreateReviewVideoScreen() {
  return (
    <ReviewVideoFormPage
      title="Create Review Video"
      submitText="Create"
      values={{ title: '', description: '', linkVideo: '' }}
    />
  );
}

export function EditReviewVideoScreen({ param }: { param: string }) {
  const { data, refetch } = useSuspenseQuery(reviewVideoDetailOptions(param));
  const v = readFragment(ReviewVideoRowFragmentDoc, data.adminGetReviewVideoDetail);
  return (
    <ReviewVideoFormPage
      title="Edit Review Video"
      submitText="Save"
      id={v.id}
      record={{ editVersion: v.editVersion, refetch, live: { entity: 'review_video', entityId: v.id } }}
      values={{ title: v.title, description: v.description ?? '', linkVideo: v.linkVideo }}
    />
  );
}
