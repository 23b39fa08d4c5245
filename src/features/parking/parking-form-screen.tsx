import { useSuspenseQuery } from '@tanstack/react-query';
import { FormPage } from '@/components/form/form-page';
import { memberOption } from '@/components/form/member-select';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import { toMediaValues } from '@/components/media/image-list-field';
import type { AsyncOption } from '@/components/form/async-select';
import type { MediaValue } from '@/components/media/uploaded-media';
import { readFragment } from '@/gql';
import { ParkingFormValuesFragmentDoc } from '@/gql/graphql';
import { adminGetParkingDetailQueryOptions } from '@/gql/hooks';
import { parkingSchema, PARKING_PRICE_TYPES, type ParkingFormValues } from '@/rules/parking';
import { useCreateParking, useEditParking } from './parking-actions';
import { ParkingFields } from './parking-form';
import { PARKING_LIST } from './parking-view-screen';

const EMPTY: ParkingFormValues = {
  title: '',
  status: 'PENDING',
  userId: null,
  description: '',
  total: null,
  phone: '',
  email: '',
  website: '',
  address: '',
  province: '',
  ward: '',
  district: null,
  latitude: null,
  longitude: null,
  closeOnPublicHolidays: false,
  sameWeekOfOperation: true,
  // A new parking starts open 06:00–22:00 every day, the most common hours.
  workingTimes: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, startTime: '06:00', endTime: '22:00' })),
  priceProperties: [],
  mediaIds: [],
  reason: '',
};

function ParkingFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: ParkingFormValues;
  owner: AsyncOption | null;
  photos: readonly MediaValue[];
  savedUnits?: { province?: string | null; ward?: string | null; district?: string | null };
}) {
  const { id } = props;
  const create = useCreateParking();
  const edit = useEditParking();
  const { form, frame } = useFormPage({
    schema: parkingSchema,
    defaultValues: props.values,
    list: PARKING_LIST,
    record: props.record,
    onSubmit: (input, editVersion) => (id ? edit.run({ id, input, editVersion }) : create.run({ input })),
  });
  return (
    <FormPage {...frame} title={props.title} listLabel="Parking" submitText={props.submitText}>
      <ParkingFields
        form={form}
        id={id}
        owner={props.owner}
        photos={props.photos}
        savedUnits={props.savedUnits}
      />
    </FormPage>
  );
}

export function CreateParkingScreen() {
  return (
    <ParkingFormPage title="Create Parking" submitText="Create" values={EMPTY} owner={null} photos={[]} />
  );
}

const isPriceType = (t: string) => PARKING_PRICE_TYPES.find((x) => x === t);

/** The edit route's loader has the parking in the cache already. */
export function EditParkingScreen({ id }: { id: string }) {
  const { data, refetch } = useSuspenseQuery(adminGetParkingDetailQueryOptions({ id }));
  const p = readFragment(ParkingFormValuesFragmentDoc, data.adminGetParkingDetail);
  const named = (u: { name: string; prefix?: string | null } | null | undefined) =>
    u ? `${u.prefix ?? ''} ${u.name}`.trim() : null;
  return (
    <ParkingFormPage
      title="Edit Parking"
      submitText="Save"
      id={id}
      record={{ editVersion: p.editVersion, refetch, live: { entity: 'parking', entityId: p.id } }}
      values={{
        title: p.title,
        status: p.status,
        userId: p.userId,
        description: p.description ?? '',
        total: p.total,
        phone: p.phone ?? '',
        email: p.email ?? '',
        website: p.website ?? '',
        address: p.address ?? '',
        province: p.province ?? '',
        ward: p.ward ?? '',
        district: p.district,
        latitude: p.latitude,
        longitude: p.longitude,
        closeOnPublicHolidays: p.closeOnPublicHolidays,
        sameWeekOfOperation: p.sameWeekOfOperation,
        workingTimes: p.workingTimes.map(({ day, startTime, endTime }) => ({ day, startTime, endTime })),
        // A unit this form does not know (written elsewhere) is left out rather than shown wrongly.
        priceProperties: p.priceProperties.flatMap(({ type, price }) => {
          const known = isPriceType(type);
          return known ? [{ type: known, price }] : [];
        }),
        mediaIds: p.mediaIds,
        reason: p.reason ?? '',
      }}
      owner={p.user ? memberOption(p.user) : null}
      photos={toMediaValues(p.medias.flatMap((m) => (m.mediaDetail ? [m.mediaDetail] : [])))}
      savedUnits={{
        province: p.provinceDetail?.name ?? null,
        ward: named(p.wardDetail),
        district: named(p.districtDetail),
      }}
    />
  );
}
