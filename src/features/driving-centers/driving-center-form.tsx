import { useWatch, type UseFormReturn } from 'react-hook-form';
import { AddressPicker, type AddressValue } from '@/components/address/address-picker';
import { ControlledField, SwitchField, TextareaField, TextField } from '@/components/form/fields';
import { ServicesInput } from '@/components/listing/listing-inputs';
import { PossibleDuplicate } from '@/components/listing/possible-duplicate';
import { ImageListField } from '@/components/media/image-list-field';
import type { MediaValue } from '@/components/media/uploaded-media';
import type { DrivingCenterInput, DrivingCenterValues } from '@/rules/garages';

export type DrivingCenterForm = UseFormReturn<DrivingCenterInput, unknown, DrivingCenterValues>;

const dirty = { shouldDirty: true, shouldValidate: false } as const;

/** Every Driving centre field of SPEC §3 an admin sets: a garage's without owner or coordinates. */
export function DrivingCenterFields(props: {
  form: DrivingCenterForm;
  id?: string;
  photos: readonly MediaValue[];
  saved?: { province?: string | null; ward?: string | null; district?: string | null };
}) {
  const { form } = props;
  const [title, phone, province, ward, district] = useWatch({
    control: form.control,
    name: ['title', 'phone', 'province', 'ward', 'district'],
  });
  const address: AddressValue = {
    province: province ?? null,
    ward: ward ?? null,
    district: district ?? null,
  };
  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField form={form} name="title" id="center-title" label="Title" autoComplete="off" />
        <TextField
          form={form}
          name="phone"
          id="center-phone"
          label="Phone"
          required={false}
          inputMode="tel"
        />
        <TextField form={form} name="email" id="center-email" label="Email" required={false} type="email" />
        <TextField
          form={form}
          name="website"
          id="center-website"
          label="Website"
          required={false}
          placeholder="https://"
        />
        <TextField form={form} name="address" id="center-address" label="Street address" required={false} />
      </div>
      <AddressPicker
        idPrefix="center"
        value={address}
        onChange={(next) => {
          form.setValue('province', next.province, dirty);
          form.setValue('ward', next.ward, dirty);
          form.setValue('district', next.district, dirty);
        }}
        errors={{
          province: form.getFieldState('province', form.formState).error?.message,
          ward: form.getFieldState('ward', form.formState).error?.message,
        }}
        saved={props.saved}
      />
      <PossibleDuplicate
        kind="DRIVING_CENTER"
        title={title}
        phone={phone}
        ward={address.ward}
        excludeId={props.id}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <ControlledField
          form={form}
          name="services"
          id="center-services"
          label="Services (one per line)"
          required={false}
          render={(field, wiring) => (
            <ServicesInput {...wiring} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        <TextareaField
          form={form}
          name="description"
          id="center-description"
          label="Description"
          required={false}
          rows={4}
        />
      </div>
      <ImageListField form={form} name="mediaIds" id="center-photos" label="Photos" initial={props.photos} />
      <SwitchField form={form} name="isActive" label="Active" />
    </div>
  );
}
