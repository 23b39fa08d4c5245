import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { ImageField } from '@/components/media/image-field';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-error';
import { reportError } from '@/lib/error-mapper';
import { todayInVietnam } from '@/rules/dates';
import {
  createMemberSchema,
  EMAIL_TAKEN_MESSAGE,
  PHONE_TAKEN_MESSAGE,
  type CreateMemberInput,
  type MemberFormValues,
} from '@/rules/member-form';
import { useProvinceOptions } from './use-province-options';

const PREFIX_OPTIONS = [
  { value: '84', label: '+84' },
  { value: '86', label: '+86' },
];
const LANGUAGE_OPTIONS = [
  { value: 'VI', label: 'Tiếng Việt' },
  { value: 'EN', label: 'English' },
];

/** The field a server refusal belongs to: BAD_USER_INPUT names it, a CONFLICT names the taken value. */
function serverField(e: unknown): { field: Path<MemberFormValues>; message: string } | null {
  if (!(e instanceof ApiError)) return null;
  const first = e.errors[0];
  if (!first) return null;
  if (e.code === 'CONFLICT' && first.message === EMAIL_TAKEN_MESSAGE)
    return { field: 'email', message: first.message };
  if (e.code === 'CONFLICT' && first.message === PHONE_TAKEN_MESSAGE)
    return { field: 'phone', message: first.message };
  const field = first.extensions?.field;
  if (e.code === 'BAD_USER_INPUT' && typeof field === 'string' && field in FIELD_IDS)
    return { field: field as Path<MemberFormValues>, message: first.message };
  return null;
}

const FIELD_IDS: Record<string, string> = {
  email: 'member-email',
  phone: 'member-phone',
  prefixPhone: 'member-prefix',
  firstName: 'member-first-name',
  lastName: 'member-last-name',
  username: 'member-username',
  storeName: 'member-store-name',
  dob: 'member-dob',
  avatar: 'member-avatar',
  cityId: 'member-city',
  countryId: 'member-city',
  language: 'member-language',
  password: 'member-password',
};

const describedBy = (id: string, error: unknown) => (error ? `${id}-error` : undefined);

/** Create and edit share this form; the same zod rule runs here and on the server. */
export function MemberForm(props: {
  mode: 'create' | 'edit';
  defaults: MemberFormValues;
  avatar: { id: string; previewUrl: string | null } | null;
  onSubmit: (values: CreateMemberInput) => Promise<void>;
  onCancel: () => void;
}) {
  const provinces = useProvinceOptions();
  const [avatar, setAvatar] = useState(props.avatar);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<MemberFormValues, unknown, CreateMemberInput>({
    resolver: zodResolver(createMemberSchema),
    defaultValues: props.defaults,
  });

  const submit = async (values: CreateMemberInput) => {
    try {
      await props.onSubmit(values);
    } catch (e) {
      const named = serverField(e);
      if (named) setError(named.field, { message: named.message }, { shouldFocus: true });
      else reportError(e);
    }
  };

  const text = (
    name: Path<MemberFormValues>,
    label: string,
    extra: { placeholder?: string; type?: string } = {},
  ) => {
    const id = FIELD_IDS[name] ?? name;
    const error = errors[name as keyof typeof errors];
    return (
      <FormField id={id} label={label} error={error?.message} required={false}>
        <Input
          id={id}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          {...extra}
          {...register(name)}
        />
      </FormField>
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid max-w-3xl gap-5">
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
      <div className="grid gap-4 sm:grid-cols-2">
        {text('email', 'Email', { type: 'email', placeholder: 'name@example.com' })}
        <FormField
          id="member-phone"
          label="Phone"
          error={errors.phone?.message ?? errors.prefixPhone?.message}
          required={false}
        >
          <div className="flex gap-2">
            <Select
              id="member-prefix"
              aria-label="Phone prefix"
              className="w-24 shrink-0"
              options={PREFIX_OPTIONS}
              {...register('prefixPhone')}
            />
            <Input
              id="member-phone"
              inputMode="tel"
              autoComplete="off"
              placeholder="912 345 678"
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy('member-phone', errors.phone ?? errors.prefixPhone)}
              {...register('phone')}
            />
          </div>
        </FormField>
        {text('firstName', 'First name', { placeholder: 'e.g. Nguyễn Văn' })}
        {text('lastName', 'Last name', { placeholder: 'e.g. An' })}
        {text('username', 'Username')}
        {text('storeName', 'Store name')}
        <FormField id="member-dob" label="Date of birth" error={errors.dob?.message} required={false}>
          <Controller
            control={control}
            name="dob"
            render={({ field }) => (
              <DateInput
                id="member-dob"
                reportInvalid
                value={field.value ?? ''}
                max={todayInVietnam()}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={errors.dob ? true : undefined}
                aria-describedby={describedBy('member-dob', errors.dob)}
              />
            )}
          />
        </FormField>
        <FormField id="member-city" label="Province" error={errors.cityId?.message} required={false}>
          {/* Controlled: the options arrive after the stored province, and must then show it. */}
          <Controller
            control={control}
            name="cityId"
            render={({ field }) => (
              <Select
                id="member-city"
                placeholder={
                  provinces.isLoading
                    ? 'Loading…'
                    : provinces.error
                      ? 'Provinces could not be loaded'
                      : 'No province'
                }
                options={provinces.options}
                disabled={provinces.isLoading}
                aria-invalid={errors.cityId ? true : undefined}
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
        </FormField>
        <FormField id="member-language" label="Language" error={errors.language?.message} required={false}>
          <Select id="member-language" options={LANGUAGE_OPTIONS} {...register('language')} />
        </FormField>
        {props.mode === 'create' ? (
          <FormField
            id="member-password"
            label="Initial password"
            error={errors.password?.message}
            required={false}
          >
            <Input
              id="member-password"
              type="password"
              autoComplete="new-password"
              placeholder="Leave empty for OTP or social sign-in"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describedBy('member-password', errors.password)}
              {...register('password')}
            />
          </FormField>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {props.mode === 'create' ? 'Create member' : 'Save changes'}
        </Button>
        <Button type="button" variant="outline" disabled={isSubmitting} onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
