import { useSuspenseQuery } from '@tanstack/react-query';
import { FormPage } from '@/components/form/form-page';
import { useFormPage } from '@/components/form/use-form-page';
import type { AsyncOption } from '@/components/form/async-select';
import { toMediaValues } from '@/components/media/image-list-field';
import type { MediaValue } from '@/components/media/uploaded-media';
import { readFragment } from '@/gql';
import { GarageFormValuesFragmentDoc } from '@/gql/graphql';
import { adminGetGarageDetailQueryOptions } from '@/gql/hooks';
import { displayName } from '@/lib/format';
import { garageSchema, type GarageInput } from '@/rules/garages';
import { useCreateGarage, useEditGarage } from './garage-actions';
import { GarageFields } from './garage-form';
import { GARAGE_LIST } from './garages-screen';

const EMPTY: GarageInput = {
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
  latitude: null,
  longitude: null,
  isActive: true,
  userId: null,
};

function GarageFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  values: GarageInput;
  owner: AsyncOption | null;
  photos: readonly MediaValue[];
  saved?: { province?: string | null; ward?: string | null; district?: string | null };
}) {
  const { id } = props;
  const create = useCreateGarage();
  const edit = useEditGarage();
  const { form, frame } = useFormPage({
    schema: garageSchema,
    defaultValues: props.values,
    list: GARAGE_LIST,
    onSubmit: (input) => (id ? edit.run({ id, input }) : create.run({ input })),
  });
  return (
    <FormPage {...frame} title={props.title} listLabel="Garage & Salon" submitText={props.submitText}>
      <GarageFields form={form} id={id} owner={props.owner} photos={props.photos} saved={props.saved} />
    </FormPage>
  );
}

export function CreateGarageScreen() {
  return (
    <GarageFormPage
      title="Create Garage & Salon"
      submitText="Create"
      values={EMPTY}
      owner={null}
      photos={[]}
    />
  );
}

/** The edit route's loader has the garage in the cache already. */
export function EditGarageScreen({ id }: { id: string }) {
  const { data } = useSuspenseQuery(adminGetGarageDetailQueryOptions({ id }));
  const g = readFragment(GarageFormValuesFragmentDoc, data.adminGetGarageDetail);
  const named = (u: { name: string; prefix?: string | null } | null | undefined) =>
    u ? `${u.prefix ?? ''} ${u.name}`.trim() : null;
  return (
    <GarageFormPage
      title="Edit Garage & Salon"
      submitText="Save"
      id={id}
      values={{
        title: g.title,
        description: g.description ?? '',
        services: g.services,
        mediaIds: g.medias.map((m) => m.id),
        address: g.address ?? '',
        phone: g.phone ?? '',
        email: g.email ?? '',
        website: g.website ?? '',
        province: g.province,
        ward: g.ward,
        district: g.district,
        latitude: g.latitude,
        longitude: g.longitude,
        isActive: g.isActive,
        userId: g.userId,
      }}
      owner={g.user ? { id: g.user.id, label: displayName(g.user) } : null}
      photos={toMediaValues(g.medias)}
      saved={{
        province: g.provinceDetail?.name,
        ward: named(g.wardDetail),
        district: named(g.districtDetail),
      }}
    />
  );
}
