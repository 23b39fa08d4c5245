import type { EditRecord } from '@/components/form/edit-conflict';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  EMPTY_LISTING,
  ListingFields,
  ListingFormPage,
  listingFormStart,
  type SavedUnits,
} from '@/components/listing/listing-form';
import type { MediaValue } from '@/components/media/uploaded-media';
import { adminGetCenterDriverLisenseDetailQueryOptions } from '@/gql/hooks';
import { drivingCenterSchema, type DrivingCenterInput } from '@/rules/garages';
import { useCreateDrivingCenter, useEditDrivingCenter } from './driving-center-actions';
import { DRIVING_CENTER_LIST } from './driving-centers-screen';

/** Every Driving centre field of SPEC §3 an admin sets: the shared listing fields, without owner or coordinates. */
function DrivingCenterFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: DrivingCenterInput;
  photos: readonly MediaValue[];
  saved?: SavedUnits;
}) {
  const { id } = props;
  const create = useCreateDrivingCenter();
  const edit = useEditDrivingCenter();
  return (
    <ListingFormPage
      schema={drivingCenterSchema}
      values={props.values}
      list={DRIVING_CENTER_LIST}
      listLabel="Driving Center"
      title={props.title}
      submitText={props.submitText}
      record={props.record}
      save={(input, editVersion) => (id ? edit.run({ id, input, editVersion }) : create.run({ input }))}
    >
      {(form) => (
        <ListingFields
          form={form}
          kind="DRIVING_CENTER"
          idPrefix="center"
          id={id}
          photos={props.photos}
          saved={props.saved}
          activeLabel="Active"
        />
      )}
    </ListingFormPage>
  );
}

export function CreateDrivingCenterScreen() {
  return (
    <DrivingCenterFormPage
      title="Create Driving Center"
      submitText="Create"
      values={EMPTY_LISTING}
      photos={[]}
    />
  );
}

/** The edit route's loader has the centre in the cache already. */
export function EditDrivingCenterScreen({ id }: { id: string }) {
  const { data, refetch } = useSuspenseQuery(adminGetCenterDriverLisenseDetailQueryOptions({ id }));
  const start = listingFormStart(data.adminGetCenterDriverLisenseDetail);
  return (
    <DrivingCenterFormPage
      title="Edit Driving Center"
      submitText="Save"
      id={id}
      record={{
        editVersion: start.editVersion,
        refetch,
        live: { entity: 'driving_center', entityId: id },
      }}
      values={start.values}
      photos={start.photos}
      saved={start.saved}
    />
  );
}
