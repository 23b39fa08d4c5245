import { useSuspenseQuery } from '@tanstack/react-query';
import { FormPage } from '@/components/form/form-page';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import type { MediaValue } from '@/components/media/uploaded-media';
import { readFragment } from '@/gql';
import { ReviewFormValuesFragmentDoc } from '@/gql/graphql';
import { adminGetReviewDetailQueryOptions } from '@/gql/hooks';
import { reviewSchema, type ReviewInput } from '@/rules/reviews';
import { useCreateReview, useEditReview } from './review-actions';
import { ReviewFields } from './review-form';
import { REVIEWS_LIST } from './review-view-screen';

const EMPTY: ReviewInput = {
  nameVi: '',
  nameEn: '',
  descriptionVi: '',
  descriptionEn: '',
  contentVi: '',
  contentEn: '',
  category: '',
  modelIds: [],
  mediaIds: [],
  thumnail: null,
  isActive: true,
  slug: '',
};

function ReviewFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: ReviewInput;
  savedSlug: string | null;
  thumbnailUrl: string | null;
  medias: MediaValue[];
}) {
  const { id } = props;
  const create = useCreateReview();
  const edit = useEditReview();
  const { form, frame } = useFormPage({
    schema: reviewSchema,
    defaultValues: props.values,
    list: REVIEWS_LIST,
    record: props.record,
    onSubmit: (input, editVersion) => (id ? edit.run({ id, input, editVersion }) : create.run({ input })),
  });
  return (
    <FormPage {...frame} title={props.title} listLabel="Reviews" submitText={props.submitText} wide>
      <ReviewFields
        form={form}
        savedSlug={props.savedSlug}
        thumbnailUrl={props.thumbnailUrl}
        medias={props.medias}
      />
    </FormPage>
  );
}

export function CreateReviewScreen() {
  return (
    <ReviewFormPage
      title="Create Review"
      submitText="Create"
      values={EMPTY}
      savedSlug={null}
      thumbnailUrl={null}
      medias={[]}
    />
  );
}

/** The edit route's loader has the review in the cache already. */
export function EditReviewScreen({ id }: { id: string }) {
  const { data, refetch } = useSuspenseQuery(adminGetReviewDetailQueryOptions({ id }));
  const r = readFragment(ReviewFormValuesFragmentDoc, data.adminGetReviewDetail);
  const media = (m: {
    id: string;
    fileName: string;
    mimeType: string;
    filePathSM?: string | null;
    filePathOriginal: string;
  }): MediaValue => ({
    mediaId: m.id,
    url: m.filePathSM ?? m.filePathOriginal,
    fileName: m.fileName,
    mimeType: m.mimeType,
  });
  return (
    <ReviewFormPage
      title="Edit Review"
      submitText="Save"
      id={id}
      record={{ editVersion: r.editVersion, refetch, live: { entity: 'review', entityId: r.id } }}
      values={{
        nameVi: r.nameVi,
        nameEn: r.nameEn,
        descriptionVi: r.descriptionVi ?? '',
        descriptionEn: r.descriptionEn ?? '',
        contentVi: r.contentVi ?? '',
        contentEn: r.contentEn ?? '',
        category: r.category ?? '',
        modelIds: r.modelIds,
        mediaIds: r.medias.map((m) => m.id),
        thumnail: r.thumnail,
        applyType: r.applyType,
        isActive: r.isActive,
        slug: '',
      }}
      savedSlug={r.slug}
      thumbnailUrl={r.thumnailMedia ? (r.thumnailMedia.filePathSM ?? r.thumnailMedia.filePathOriginal) : null}
      medias={r.medias.map(media)}
    />
  );
}
