import type { EditRecord } from '@/components/form/edit-conflict';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { AsyncOption } from '@/components/form/async-select';
import {
  EMPTY_LISTING,
  ListingFormPage,
  listingFormStart,
  type SavedUnits,
} from '@/components/listing/listing-form';
import type { MediaValue } from '@/components/media/uploaded-media';
import { readFragment } from '@/gql';
import { GarageFormValuesFragmentDoc } from '@/gql/graphql';
import { adminGetGarageDetailQueryOptions } from '@/gql/hooks';
import { displayName } from '@/lib/format';
import { garageSchema, type GarageInput } from '@/rules/garages';
import { useCreateGarage, useEditGarage } from './garage-actions';
import { GarageFields } from './garage-form';
import { GARAGE_LIST } from './garages-screen';

const EMPTY: GarageInput = { ...EMPTY_LISTING, latitude: null, longitude: null, userId: null };

function GarageFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: GarageInput;
  owner: AsyncOption | null;
  photos: readonly MediaValue[];
  saved?: SavedUnits;
}) {
  const { id } = props;
  const create = useCreateGarage();
  const edit = useEditGarage();
  return (
    <ListingFormPage
      schema={garageSchema}
      values={props.values}
      list={GARAGE_LIST}
      listLabel="Garage & Salon"
      title={props.title}
      submitText={props.submitText}
      record={props.record}
      save={(input, editVersion) => (id ? edit.run({ id, input, editVersion }) : create.run({ input }))}
    >
      {(form) => (
        <GarageFields form={form} id={id} owner={props.owner} photos={props.photos} saved={props.saved} />
      )}
    </ListingFormPage>
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
  const { data, refetch } = useSuspenseQuery(adminGetGarageDetailQueryOptions({ id }));
  const g = readFragment(GarageFormValuesFragmentDoc, data.adminGetGarageDetail);
  const start = listingFormStart(g);
  return (
    <GarageFormPage
      title="Edit Garage & Salon"
      submitText="Save"
      id={id}
      record={{ editVersion: start.editVersion, refetch, live: { entity: 'garage', entityId: id } }}
      values={{ ...start.values, latitude: g.latitude, longitude: g.longitude, userId: g.userId }}
      owner={g.user ? { id: g.user.id, label: displayName(g.user) } : null}
      photos={start.photos}
      saved={start.saved}
    />
  );
}
