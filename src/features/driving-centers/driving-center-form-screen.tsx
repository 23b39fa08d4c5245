import { useSuspenseQuery } from '@tanstack/react-query';
import { FormPage } from '@/components/form/form-page';
import { useFormPage } from '@/components/form/use-form-page';
import { toMediaValues } from '@/components/media/image-list-field';
import type { MediaValue } from '@/components/media/uploaded-media';
import { readFragment } from '@/gql';
import { DrivingCenterFormValuesFragmentDoc } from '@/gql/graphql';
import { adminGetCenterDriverLisenseDetailQueryOptions } from '@/gql/hooks';
import { drivingCenterSchema, type DrivingCenterInput } from '@/rules/garages';
import { useCreateDrivingCenter, useEditDrivingCenter } from './driving-center-actions';
import { DrivingCenterFields } from './driving-center-form';
import { DRIVING_CENTER_LIST } from './driving-centers-screen';

const EMPTY: DrivingCenterInput = {
  title: '',
  description: '',
  services: [],
  mediaIds: [],
  address: '',
  phone: '',
  email: '',
  website: '',
  province: null,
  ward: null,
  district: null,
  isActive: true,
};

function DrivingCenterFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  values: DrivingCenterInput;
  photos: readonly MediaValue[];
  saved?: { province?: string | null; ward?: string | null; district?: string | null };
}) {
  const { id } = props;
  const create = useCreateDrivingCenter();
  const edit = useEditDrivingCenter();
  const { form, frame } = useFormPage({
    schema: drivingCenterSchema,
    defaultValues: props.values,
    list: DRIVING_CENTER_LIST,
    onSubmit: (input) => (id ? edit.run({ id, input }) : create.run({ input })),
  });
  return (
    <FormPage {...frame} title={props.title} listLabel="Driving Center" submitText={props.submitText}>
      <DrivingCenterFields form={form} id={id} photos={props.photos} saved={props.saved} />
    </FormPage>
  );
}

export function CreateDrivingCenterScreen() {
  return (
    <DrivingCenterFormPage title="Create Driving Center" submitText="Create" values={EMPTY} photos={[]} />
  );
}

/** The edit route's loader has the centre in the cache already. */
export function EditDrivingCenterScreen({ id }: { id: string }) {
  const { data } = useSuspenseQuery(adminGetCenterDriverLisenseDetailQueryOptions({ id }));
  const c = readFragment(DrivingCenterFormValuesFragmentDoc, data.adminGetCenterDriverLisenseDetail);
  const named = (u: { name: string; prefix?: string | null } | null | undefined) =>
    u ? `${u.prefix ?? ''} ${u.name}`.trim() : null;
  return (
    <DrivingCenterFormPage
      title="Edit Driving Center"
      submitText="Save"
      id={id}
      values={{
        title: c.title,
        description: c.description ?? '',
        services: c.services,
        mediaIds: c.medias.map((m) => m.id),
        address: c.address ?? '',
        phone: c.phone ?? '',
        email: c.email ?? '',
        website: c.website ?? '',
        province: c.province,
        ward: c.ward,
        district: c.district,
        isActive: c.isActive,
      }}
      photos={toMediaValues(c.medias)}
      saved={{
        province: c.provinceDetail?.name,
        ward: named(c.wardDetail),
        district: named(c.districtDetail),
      }}
    />
  );
}
