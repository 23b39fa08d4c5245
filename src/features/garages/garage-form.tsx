import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { AddressPicker, type AddressValue } from '@/components/address/address-picker';
import { ControlledField, SwitchField, TextareaField, TextField } from '@/components/form/fields';
import type { AsyncOption } from '@/components/form/async-select';
import { CoordinateInput, ServicesInput } from '@/components/listing/listing-inputs';
import { PossibleDuplicate } from '@/components/listing/possible-duplicate';
import { ImageListField } from '@/components/media/image-list-field';
import type { MediaValue } from '@/components/media/uploaded-media';
import { MemberSelect } from '@/components/listing/member-select';
import type { GarageInput, GarageValues } from '@/rules/garages';

export type GarageForm = UseFormReturn<GarageInput, unknown, GarageValues>;

const dirty = { shouldDirty: true, shouldValidate: false } as const;

/** The address units of the form, wired to the shared picker (docs/adding-a-screen.md, "An address"). */
export function useAddressValue(form: GarageForm) {
  const [province, ward, district] = useWatch({
    control: form.control,
    name: ['province', 'ward', 'district'],
  });
  const value: AddressValue = { province: province ?? null, ward: ward ?? null, district: district ?? null };
  const onChange = (next: AddressValue) => {
    form.setValue('province', next.province, dirty);
    form.setValue('ward', next.ward, dirty);
    form.setValue('district', next.district, dirty);
  };
  const errors = {
    province: form.getFieldState('province', form.formState).error?.message,
    ward: form.getFieldState('ward', form.formState).error?.message,
  };
  return { value, onChange, errors };
}

/** Every Garage field of SPEC §3 an admin sets: owner, title, services, description, photos, contacts, address, coordinates. */
export function GarageFields(props: {
  form: GarageForm;
  id?: string;
  owner: AsyncOption | null;
  photos: readonly MediaValue[];
  saved?: { province?: string | null; ward?: string | null; district?: string | null };
}) {
  const { form } = props;
  const address = useAddressValue(form);
  const [title, phone] = useWatch({ control: form.control, name: ['title', 'phone'] });
  const [owner, setOwner] = useState(props.owner);
  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField form={form} name="title" id="garage-title" label="Title" autoComplete="off" />
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
        <TextField
          form={form}
          name="phone"
          id="garage-phone"
          label="Phone"
          required={false}
          inputMode="tel"
        />
        <TextField form={form} name="email" id="garage-email" label="Email" required={false} type="email" />
        <TextField
          form={form}
          name="website"
          id="garage-website"
          label="Website"
          required={false}
          placeholder="https://"
        />
        <TextField form={form} name="address" id="garage-address" label="Street address" required={false} />
      </div>
      <AddressPicker
        idPrefix="garage"
        value={address.value}
        onChange={address.onChange}
        errors={address.errors}
        saved={props.saved}
      />
      <PossibleDuplicate
        kind="GARAGE"
        title={title}
        phone={phone}
        ward={address.value.ward}
        excludeId={props.id}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
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
        <ControlledField
          form={form}
          name="services"
          id="garage-services"
          label="Services (one per line)"
          required={false}
          render={(field, wiring) => (
            <ServicesInput {...wiring} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        <TextareaField
          form={form}
          name="description"
          id="garage-description"
          label="Description"
          required={false}
          rows={4}
        />
      </div>
      <ImageListField form={form} name="mediaIds" id="garage-photos" label="Photos" initial={props.photos} />
      <SwitchField form={form} name="isActive" label="Shown in the app" />
    </div>
  );
}
