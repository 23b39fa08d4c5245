import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { ImageField } from '@/components/media/image-field';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
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

type TextName = 'email' | 'firstName' | 'lastName' | 'username' | 'storeName';

/** The fields create and edit share; the same zod rule runs here and on the server. */
export function MemberFields(props: {
  form: UseFormReturn<MemberFormValues, unknown, CreateMemberInput>;
  mode: 'create' | 'edit';
  avatar: AvatarValue | null;
}) {
  const provinces = useProvinceOptions();
  const [avatar, setAvatar] = useState(props.avatar);
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = props.form;

  const text = (
    name: TextName,
    id: string,
    label: string,
    extra: { placeholder?: string; type?: string } = {},
  ) => (
    <FormField id={id} label={label} error={errors[name]?.message} required={false}>
      <Input autoComplete="off" {...extra} {...register(name)} />
    </FormField>
  );

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
            setValue('avatar', next.mediaId ?? '', { shouldDirty: true });
          }}
        />
      </FormField>
      <p className="text-sm text-muted-foreground">A member needs an email or a phone number, or both.</p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {text('email', 'member-email', 'Email', { type: 'email', placeholder: 'name@example.com' })}
        <FormField
          id="member-phone"
          label="Phone"
          error={errors.phone?.message ?? errors.prefixPhone?.message}
          required={false}
        >
          {(wiring) => (
            <div className="flex gap-2">
              <Select
                id="member-prefix"
                aria-label="Phone prefix"
                className="w-24 shrink-0"
                options={PREFIX_OPTIONS}
                {...register('prefixPhone')}
              />
              <Input
                inputMode="tel"
                autoComplete="off"
                placeholder="912 345 678"
                {...wiring}
                {...register('phone')}
              />
            </div>
          )}
        </FormField>
        {text('firstName', 'member-first-name', 'First name', { placeholder: 'e.g. Nguyễn Văn' })}
        {text('lastName', 'member-last-name', 'Last name', { placeholder: 'e.g. An' })}
        {text('username', 'member-username', 'Username')}
        {text('storeName', 'member-store-name', 'Store name')}
        <FormField id="member-dob" label="Date of birth" error={errors.dob?.message} required={false}>
          {(wiring) => (
            <Controller
              control={control}
              name="dob"
              render={({ field }) => (
                <DateInput
                  {...wiring}
                  reportInvalid
                  value={field.value ?? ''}
                  max={todayInVietnam()}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </FormField>
        <FormField id="member-city" label="Province" error={errors.cityId?.message} required={false}>
          {(wiring) => (
            <>
              {/* Controlled: the options arrive after the stored province, and must then show it. */}
              <Controller
                control={control}
                name="cityId"
                render={({ field }) => (
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
                )}
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
        </FormField>
        <FormField id="member-language" label="Language" error={errors.language?.message} required={false}>
          <Select options={LANGUAGE_OPTIONS} {...register('language')} />
        </FormField>
        {props.mode === 'create' ? (
          <FormField
            id="member-password"
            label="Initial password"
            error={errors.password?.message}
            required={false}
          >
            <Input
              type="password"
              autoComplete="new-password"
              placeholder="Leave empty for OTP or social sign-in"
              {...register('password')}
            />
          </FormField>
        ) : null}
      </div>
    </>
  );
}
