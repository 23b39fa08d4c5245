import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { AddressPicker } from '@/components/address/address-picker';
import type { AsyncOption } from '@/components/form/async-select';
import {
  ControlledField,
  NumberField,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
} from '@/components/form/fields';
import { MemberSelect } from '@/components/form/member-select';
import { PossibleDuplicate } from '@/components/listing/possible-duplicate';
import { ImageListField } from '@/components/media/image-list-field';
import type { MediaValue } from '@/components/media/uploaded-media';
import { Input } from '@/components/ui/input';
import {
  PARKING_STATUS_LABELS,
  PARKING_STATUSES,
  type ParkingFormValues,
  type ParkingValues,
} from '@/rules/parking';
import { ParkingHoursEditor } from './parking-hours-editor';
import { ParkingPricesEditor } from './parking-prices-editor';

export type ParkingForm = UseFormReturn<ParkingFormValues, unknown, ParkingValues>;

const STATUS_OPTIONS = PARKING_STATUSES.map((s) => ({ value: s, label: PARKING_STATUS_LABELS[s] }));

/** A coordinate typed with its decimals (a NumberInput would group 10.7769 as thousands). */
function CoordinateField(props: {
  form: ParkingForm;
  name: 'latitude' | 'longitude';
  id: string;
  label: string;
}) {
  return (
    <ControlledField
      form={props.form}
      name={props.name}
      id={props.id}
      label={props.label}
      required={false}
      render={(field, wiring) => (
        <Input
          {...wiring}
          type="number"
          step="any"
          inputMode="decimal"
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
      )}
    />
  );
}

/** The fields create and edit share (SPEC §3 Parking). */
export function ParkingFields(props: {
  form: ParkingForm;
  id?: string;
  owner: AsyncOption | null;
  photos: readonly MediaValue[];
  savedUnits?: { province?: string | null; ward?: string | null; district?: string | null };
}) {
  const { form } = props;
  const [owner, setOwner] = useState(props.owner);
  const [title, phone, province, ward, district, status] = useWatch({
    control: form.control,
    name: ['title', 'phone', 'province', 'ward', 'district', 'status'],
  });
  const errors = form.formState.errors;
  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField form={form} name="title" id="parking-title" label="Title" autoComplete="off" />
        <SelectField form={form} name="status" id="parking-status" label="Status" options={STATUS_OPTIONS} />
        {status === 'REJECT' ? (
          <TextareaField form={form} name="reason" id="parking-reason" label="Reason" rows={2} />
        ) : null}
        <ControlledField
          form={form}
          name="userId"
          id="parking-owner"
          label="Owner"
          required={false}
          hint="Without an owner, the list reads 'KAR User'."
          render={(field, wiring) => (
            <MemberSelect
              {...wiring}
              label="Owner"
              placeholder="No owner"
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
          id="parking-phone"
          label="Phone"
          required={false}
          autoComplete="off"
        />
        <TextField
          form={form}
          name="email"
          id="parking-email"
          label="Email"
          required={false}
          autoComplete="off"
        />
        <TextField
          form={form}
          name="website"
          id="parking-website"
          label="Website"
          required={false}
          placeholder="https://"
        />
        <NumberField form={form} name="total" id="parking-total" label="Number of places" required={false} />
      </div>
      <PossibleDuplicate kind="PARKING" title={title} phone={phone} ward={ward} excludeId={props.id} />
      <TextareaField
        form={form}
        name="description"
        id="parking-description"
        label="Description"
        required={false}
        rows={3}
      />

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">Address</legend>
        <TextField form={form} name="address" id="parking-address" label="Street address" required={false} />
        <AddressPicker
          idPrefix="parking"
          value={{ province: province ?? null, ward: ward ?? null, district: district ?? null }}
          saved={props.savedUnits}
          errors={{ province: errors.province?.message, ward: errors.ward?.message }}
          onChange={(next) => {
            const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
            form.setValue('province', next.province ?? '', opts);
            form.setValue('ward', next.ward ?? '', opts);
            form.setValue('district', next.district, opts);
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <CoordinateField form={form} name="latitude" id="parking-latitude" label="Latitude" />
          <CoordinateField form={form} name="longitude" id="parking-longitude" label="Longitude" />
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Opening hours (Viet Nam time)</legend>
        <ControlledField
          form={form}
          name="workingTimes"
          id="parking-hours"
          label="Hours"
          required={false}
          hint="An interval that closes before it opens runs past midnight. 24:00 closes at midnight."
          render={(field, wiring) => (
            <ParkingHoursEditor
              id={wiring.id}
              aria-describedby={wiring['aria-describedby']}
              value={field.value ?? []}
              same={form.getValues('sameWeekOfOperation') ?? false}
              onChange={(times, same) => {
                form.setValue('sameWeekOfOperation', same, { shouldDirty: true });
                field.onChange(times);
              }}
            />
          )}
        />
        <SwitchField form={form} name="closeOnPublicHolidays" label="Closed on public holidays" />
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Prices</legend>
        <ControlledField
          form={form}
          name="priceProperties"
          id="parking-prices"
          label="Prices (VND)"
          required={false}
          render={(field, wiring) => (
            <ParkingPricesEditor
              id={wiring.id}
              aria-describedby={wiring['aria-describedby']}
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
      </fieldset>

      <ImageListField form={form} name="mediaIds" id="parking-photos" label="Photos" initial={props.photos} />
    </div>
  );
}
