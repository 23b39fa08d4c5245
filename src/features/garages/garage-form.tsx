import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ControlledField } from '@/components/form/fields';
import type { AsyncOption } from '@/components/form/async-select';
import { CoordinateInput } from '@/components/listing/listing-inputs';
import { ListingFields, type SavedUnits } from '@/components/listing/listing-form';
import { MemberSelect } from '@/components/listing/member-select';
import type { MediaValue } from '@/components/media/uploaded-media';
import type { GarageInput, GarageValues } from '@/rules/garages';

export type GarageForm = UseFormReturn<GarageInput, unknown, GarageValues>;

/** Every Garage field of SPEC §3 an admin sets: the shared listing fields, with an owner and coordinates. */
export function GarageFields(props: {
  form: GarageForm;
  id?: string | undefined;
  owner: AsyncOption | null;
  photos: readonly MediaValue[];
  saved?: SavedUnits | undefined;
}) {
  const { form } = props;
  const [owner, setOwner] = useState(props.owner);
  return (
    <ListingFields
      form={form}
      kind="GARAGE"
      idPrefix="garage"
      id={props.id}
      photos={props.photos}
      saved={props.saved}
      activeLabel="Shown in the app"
      owner={
        <ControlledField
          form={form}
          name="userId"
          id="garage-owner"
          label="Owner"
          required={false}
          render={(field, wiring) => (
            <MemberSelect
              {...wiring}
              value={owner}
              onChange={(o) => {
                setOwner(o);
                field.onChange(o?.id ?? null);
              }}
            />
          )}
        />
      }
      coordinates={
        <>
          <ControlledField
            form={form}
            name="latitude"
            id="garage-latitude"
            label="Latitude"
            required={false}
            render={(field, wiring) => (
              <CoordinateInput
                {...wiring}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="e.g. 10.7769"
              />
            )}
          />
          <ControlledField
            form={form}
            name="longitude"
            id="garage-longitude"
            label="Longitude"
            required={false}
            render={(field, wiring) => (
              <CoordinateInput
                {...wiring}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="e.g. 106.7009"
              />
            )}
          />
        </>
      }
    />
  );
}
