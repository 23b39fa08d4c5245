import { useSuspenseQuery } from '@tanstack/react-query';
import { FormPage } from '@/components/form/form-page';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import { toMediaValues } from '@/components/media/image-list-field';
import type { MediaValue } from '@/components/media/uploaded-media';
import { readFragment } from '@/gql';
import { CarDetailFragmentDoc } from '@/gql/graphql';
import { adminGetCarDetailQueryOptions } from '@/gql/hooks';
import { CAR_META_TYPES, carSchema, dayInVietnam, type CarInput } from '@/rules/editorial';
import { CAR_LIST, useCreateCar, useEditCar } from './car-actions';
import { CarFields } from './car-form';

const NO_MEDIA = { inside: [], outside: [], videos: [] };

function CarFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: CarInput;
  media: { inside: readonly MediaValue[]; outside: readonly MediaValue[]; videos: readonly MediaValue[] };
}) {
  const { id } = props;
  const create = useCreateCar();
  const edit = useEditCar();
  const { form, frame } = useFormPage({
    schema: carSchema,
    defaultValues: props.values,
    list: CAR_LIST,
    record: props.record,
    onSubmit: (input, editVersion) => (id ? edit.run({ id, input, editVersion }) : create.run({ input })),
  });
  return (
    <FormPage {...frame} title={props.title} listLabel="Car List" submitText={props.submitText}>
      <CarFields form={form} media={props.media} />
    </FormPage>
  );
}

const emptyValues = (): CarInput => ({
  title: '',
  description: '',
  debutDay: '',
  origin: '',
  size: '',
  price: null,
  priceSegment: '',
  classificationByRegistration: '',
  imageInsideIds: [],
  imageOutsideIds: [],
  videoIds: [],
  metas: CAR_META_TYPES.map((type) => ({ type, value: null })),
});

export function CreateCarScreen() {
  return <CarFormPage title="Create Car" submitText="Create" values={emptyValues()} media={NO_MEDIA} />;
}

export function EditCarScreen({ id }: { id: string }) {
  const { data, refetch } = useSuspenseQuery(adminGetCarDetailQueryOptions({ id }));
  const c = readFragment(CarDetailFragmentDoc, data.adminGetCarDetail);
  const videos = c.videos.flatMap((v) => (v.mediaDetail ? [v.mediaDetail] : []));
  return (
    <CarFormPage
      title="Edit Car"
      submitText="Save"
      id={id}
      record={{ editVersion: c.editVersion, refetch, live: { entity: 'car', entityId: c.id } }}
      values={{
        ...emptyValues(),
        title: c.title,
        description: c.description ?? '',
        debutDay: dayInVietnam(c.debutDay),
        origin: c.origin ?? '',
        size: c.size ?? '',
        price: c.price ?? null,
        priceSegment: c.priceSegment ?? '',
        classificationByRegistration: c.classificationByRegistration ?? '',
        imageInsideIds: c.imagesInside.map((m) => m.id),
        imageOutsideIds: c.imagesOutside.map((m) => m.id),
        videoIds: videos.map((m) => m.id),
        metas: CAR_META_TYPES.map((type) => ({
          type,
          value: c.metas.find((m) => m.type === type)?.value ?? null,
        })),
      }}
      media={{
        inside: toMediaValues(c.imagesInside),
        outside: toMediaValues(c.imagesOutside),
        videos: toMediaValues(videos),
      }}
    />
  );
}
