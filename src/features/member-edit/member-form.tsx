import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { ControlledField, DateField, PhoneField, SelectField, TextField } from '@/components/form/fields';
import { ImageField } from '@/components/media/image-field';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { todayInVietnam } from '@/rules/dates';
import type { CreateMemberInput, MemberFormValues } from '@/rules/member-form';
import { useProvinceOptions } from './use-province-options';

const PREFIX_OPTIONS = [
  { value: '84', label: '+84' },
  { value: '86', label: '+86' },
];
const LANGUAGE_OPTIONS = [
  { value: 'VI', label: 'Tiếng Việt' },
  { value: 'EN', label: 'English' },
];

/** The member's picture as the form holds it: the media id sent and the preview shown. */
export interface AvatarValue {
  id: string;
  previewUrl: string | null;
}

/** The fields create and edit share; the same zod rule runs here and on the server. */
export function MemberFields(props: {
  form: UseFormReturn<MemberFormValues, unknown, CreateMemberInput>;
  mode: 'create' | 'edit';
  avatar: AvatarValue | null;
}) {
  const { form } = props;
  // The saved city stays offered (marked) when it is a former province; the rest are those in force.
  const provinces = useProvinceOptions(form.formState.defaultValues?.cityId);
  const [avatar, setAvatar] = useState(props.avatar);
  const errors = form.formState.errors;
  // Every member field may be left empty: the rule asks only for an email or a phone.
  const optional = { form, required: false, autoComplete: 'off' };

  return (
    <>
      <FormField id="member-avatar" label="Avatar" required={false} error={errors.avatar?.message}>
        <ImageField
          id="member-avatar"
          label="Avatar"
          value={{ mediaId: avatar?.id ?? null, url: avatar?.previewUrl ?? null }}
          invalid={!!errors.avatar}
          onChange={(next) => {
            setAvatar(next.mediaId ? { id: next.mediaId, previewUrl: next.url } : null);
            form.setValue('avatar', next.mediaId ?? '', { shouldDirty: true });
          }}
        />
      </FormField>
      <p className="text-sm text-muted-foreground">A member needs an email or a phone number, or both.</p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          {...optional}
          name="email"
          id="member-email"
          label="Email"
          type="email"
          placeholder="name@example.com"
        />
        <PhoneField
          {...optional}
          name="phone"
          prefixName="prefixPhone"
          prefixId="member-prefix"
          prefixOptions={PREFIX_OPTIONS}
          id="member-phone"
          label="Phone"
          placeholder="912 345 678"
        />
        <TextField
          {...optional}
          name="firstName"
          id="member-first-name"
          label="First name"
          placeholder="e.g. Nguyễn Văn"
        />
        <TextField
          {...optional}
          name="lastName"
          id="member-last-name"
          label="Last name"
          placeholder="e.g. An"
        />
        <TextField {...optional} name="username" id="member-username" label="Username" />
        <TextField {...optional} name="storeName" id="member-store-name" label="Store name" />
        <DateField
          form={form}
          name="dob"
          id="member-dob"
          label="Date of birth"
          required={false}
          max={todayInVietnam()}
        />
        <ControlledField
          form={form}
          name="cityId"
          id="member-city"
          label="Province"
          required={false}
          // Controlled: the options arrive after the stored province, and must then show it.
          render={(field, wiring) => (
            <>
              <Select
                {...wiring}
                placeholder={
                  provinces.isLoading
                    ? 'Loading…'
                    : provinces.error
                      ? 'Provinces could not be loaded'
                      : 'No province'
                }
                options={provinces.options}
                disabled={provinces.isLoading}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
              {provinces.error ? (
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="justify-self-start px-0"
                  onClick={provinces.retry}
                >
                  Load provinces again
                </Button>
              ) : null}
            </>
          )}
        />
        <SelectField
          form={form}
          name="language"
          id="member-language"
          label="Language"
          required={false}
          options={LANGUAGE_OPTIONS}
        />
        {props.mode === 'create' ? (
          <TextField
            form={form}
            name="password"
            id="member-password"
            label="Initial password"
            required={false}
            type="password"
            autoComplete="new-password"
            placeholder="Leave empty for OTP or social sign-in"
          />
        ) : null}
      </div>
    </>
  );
}
