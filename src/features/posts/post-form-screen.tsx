import { useSuspenseQuery } from '@tanstack/react-query';
import { FormPage } from '@/components/form/form-page';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import type { AsyncOption } from '@/components/form/async-select';
import type { MediaValue } from '@/components/media/uploaded-media';
import { readFragment, type FragmentType } from '@/gql';
import {
  PostFormMediaFragmentDoc,
  PostFormValuesFragmentDoc,
  PostPosterFragmentDoc,
  type PostFormValuesFragment,
} from '@/gql/graphql';
import { adminGetPostForEditQueryOptions } from '@/gql/hooks';
import { postSchema, type PostFormInput } from '@/rules/posts';
import { useCreatePost, useEditPost } from './post-actions';
import { PostFields } from './post-form';
import { createdByName } from './post-text';

export const POST_LIST = '/post-management/list';

/** A blank post: every switch off, VND, Viet Nam, waiting for review once created. */
export const EMPTY_POST: PostFormInput = {
  userId: '',
  title: '',
  price: null as unknown as number,
  hiddenPrice: null,
  showHiddenPrice: false,
  currency: 'VND',
  includeTax: false,
  condition: null,
  odometer: null,
  year: null,
  regPlate: '',
  plateHidden: false,
  regExprice: '',
  transmission: null,
  description: '',
  offer: false,
  inspection: null,
  remoteAssessment: false,
  roadworthyCeftificate: false,
  countryCode: 'VN',
  cityId: null,
  videoUrl: '',
  mediaIds: [],
  hidePlateMediaIds: [],
  brand: null,
  model: null,
  version: null,
  bodyType: null,
  colour: null,
  fuelType: null,
  fuelEconomy: null,
  driverType: null,
  seat: null,
  door: null,
  status: null,
};

const toMediaValue = (ref: FragmentType<typeof PostFormMediaFragmentDoc>): MediaValue => {
  const m = readFragment(PostFormMediaFragmentDoc, ref);
  return {
    mediaId: m.id,
    url: m.filePathSM ?? m.filePathOriginal,
    fileName: m.fileName,
    mimeType: m.mimeType,
  };
};

/** The stored post as the form holds it. */
export function postToForm(p: PostFormValuesFragment): PostFormInput {
  return {
    ...EMPTY_POST,
    userId: p.user?.id ?? '',
    title: p.title,
    price: p.price ?? (null as unknown as number),
    hiddenPrice: p.hiddenPrice ?? null,
    showHiddenPrice: p.showHiddenPrice,
    currency: p.currency,
    includeTax: p.includeTax,
    condition: p.condition ?? null,
    odometer: p.odometer ?? null,
    year: p.year ?? null,
    regPlate: p.regPlate ?? '',
    plateHidden: p.plateHidden,
    regExprice: p.regExprice ? String(p.regExprice).slice(0, 10) : '',
    transmission: p.transmission ?? null,
    description: p.description ?? '',
    offer: p.offer,
    inspection: p.inspection ?? null,
    remoteAssessment: p.remoteAssessment,
    roadworthyCeftificate: p.roadworthyCeftificate,
    countryCode: p.countryCode ?? 'VN',
    cityId: p.city?.id ?? null,
    videoUrl: p.videoUrl ?? '',
    mediaIds: p.medias.map((m) => readFragment(PostFormMediaFragmentDoc, m).id),
    hidePlateMediaIds: p.hidePlateMedias.map((m) => readFragment(PostFormMediaFragmentDoc, m).id),
    brand: p.brand?.id ?? null,
    model: p.model?.id ?? null,
    version: p.version?.id ?? null,
    bodyType: p.bodyType?.id ?? null,
    colour: p.colour?.id ?? null,
    fuelType: p.fuelType?.id ?? null,
    fuelEconomy: p.fuelEconomy?.id ?? null,
    driverType: p.driverType?.id ?? null,
    seat: p.seat?.id ?? null,
    door: p.door?.id ?? null,
  };
}

function PostFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  /** The record an edit page was loaded from (its version; docs/conflicts.md); absent on create. */
  record?: EditRecord;
  values: PostFormInput;
  poster: AsyncOption | null;
  photos: MediaValue[];
  platePhotos: MediaValue[];
}) {
  const { id } = props;
  const create = useCreatePost();
  const edit = useEditPost();
  const { form, frame } = useFormPage({
    schema: postSchema,
    defaultValues: props.values,
    list: POST_LIST,
    record: props.record,
    // The same rules parse on the server; a refusal naming a field shows under it.
    onSubmit: (input, editVersion) => (id ? edit.run({ id, input, editVersion }) : create.run({ input })),
  });
  return (
    <FormPage {...frame} title={props.title} listLabel="Posts" submitText={props.submitText}>
      <PostFields
        form={form}
        mode={id ? 'edit' : 'create'}
        poster={props.poster}
        photos={props.photos}
        platePhotos={props.platePhotos}
      />
    </FormPage>
  );
}

/** SPEC §2.1 Create Post: a post written by an admin for a chosen member. */
export function CreatePostScreen() {
  return (
    <PostFormPage
      title="Create Post"
      submitText="Create"
      values={EMPTY_POST}
      poster={null}
      photos={[]}
      platePhotos={[]}
    />
  );
}

/** The edit route's loader has fetched the stored post. */
export function EditPostScreen({ id }: { id: string }) {
  const { data, refetch } = useSuspenseQuery(adminGetPostForEditQueryOptions({ id }));
  const p = readFragment(PostFormValuesFragmentDoc, data.adminGetPostDetail);
  const poster = p.user ? readFragment(PostPosterFragmentDoc, p.user) : null;
  return (
    <PostFormPage
      title="Edit Post"
      submitText="Save"
      id={id}
      record={{ editVersion: p.editVersion, refetch, live: { entity: 'post', entityId: p.id } }}
      values={postToForm(p)}
      poster={poster ? { id: poster.id, label: createdByName(poster) } : null}
      photos={p.medias.map(toMediaValue)}
      platePhotos={p.hidePlateMedias.map(toMediaValue)}
    />
  );
}
