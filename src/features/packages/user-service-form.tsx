import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type DefaultValues, type Path } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { NumberInput } from '@/components/form/number-input';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useAdminGetServicesQuery } from '@/gql/hooks';
import type { ServicePackageType } from '@/gql/graphql';
import { formatVnd } from '@/lib/format';
import { todayInVietnam } from '@/rules/dates';
import {
  userServiceFormSchema,
  type UserServiceFormInput,
  type UserServiceFormValues,
} from '@/rules/packages';
import { MemberPicker, type PickedMember } from './member-picker';
import { SERVICE_PACKAGE_TYPE_LABELS, UNLIMITED } from '@/lib/package-labels';
import { packageName } from '@/lib/package-name';
import { serverFieldError } from './server-field-error';

export interface PackageOption {
  id: string;
  type: ServicePackageType;
  quantity?: number | null;
  day?: number | null;
  totalPrice?: number | null;
  isDeleted?: boolean;
}

// The server caps a page at 1000 rows; a catalogue of packages is far smaller.
const ALL_PACKAGES = 1000;

const optionLabel = (p: PackageOption) =>
  `${packageName(p)} · ${SERVICE_PACKAGE_TYPE_LABELS[p.type]} · ${formatVnd(p.totalPrice)}${p.isDeleted ? ' (deleted)' : ''}`;

/** Today plus `days`, as the calendar day in Viet Nam. */
function dayAfter(days: number): string {
  const [y, m, d] = todayInVietnam().split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

const FIELDS = new Set(['userId', 'servicesId', 'quantity', 'day', 'used', 'isActive']);

/** Give (member picked here) or edit (member fixed) a member's package. */
export function UserServiceForm(props: {
  defaultValues: DefaultValues<UserServiceFormInput>;
  member: PickedMember | null;
  memberFixed: boolean;
  current?: PackageOption;
  submitText: string;
  onSubmit: (values: UserServiceFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const packages = useAdminGetServicesQuery({ skip: 1, take: ALL_PACKAGES });
  const [member, setMember] = useState<PickedMember | null>(props.member);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UserServiceFormInput, unknown, UserServiceFormValues>({
    resolver: zodResolver(userServiceFormSchema),
    defaultValues: props.defaultValues,
  });

  const options: PackageOption[] = [...(packages.data?.adminGetServices.items ?? [])];
  if (props.current && !options.some((o) => o.id === props.current?.id)) options.unshift(props.current);

  const onPackage = (id: string) => {
    const p = options.find((o) => o.id === id);
    if (!p || props.memberFixed) return;
    // Giving a package starts from its terms; the admin may still change them.
    setValue('quantity', p.quantity ?? null);
    setValue('day', p.day ?? null);
    setValue('expiryDay', p.day == null ? '' : dayAfter(p.day));
  };

  const submit = async (values: UserServiceFormValues) => {
    try {
      await props.onSubmit(values);
    } catch (e) {
      const named = serverFieldError(e);
      if (named && FIELDS.has(named.field)) {
        setError(named.field as Path<UserServiceFormInput>, { message: named.message });
      }
    }
  };

  const count = (name: 'quantity' | 'day' | 'used', label: string, hint: string) => (
    <FormField id={`user-service-${name}`} label={label} error={errors[name]?.message} required={false}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <NumberInput
            id={`user-service-${name}`}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={hint}
            aria-invalid={errors[name] ? true : undefined}
          />
        )}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid max-w-3xl gap-4">
      <FormField id="user-service-member" label="Member" error={errors.userId?.message}>
        {props.memberFixed ? (
          <p className="text-sm">{member?.label}</p>
        ) : (
          <MemberPicker
            id="user-service-member"
            value={member}
            invalid={!!errors.userId}
            onChange={(m) => {
              setMember(m);
              setValue('userId', m?.id ?? '', { shouldValidate: !!m });
            }}
          />
        )}
      </FormField>
      <FormField id="user-service-package" label="Service package" error={errors.servicesId?.message}>
        {packages.isPending ? (
          <Skeleton className="h-9 w-full" />
        ) : (
          <Select
            id="user-service-package"
            placeholder="Select a package"
            options={options.map((o) => ({ value: o.id, label: optionLabel(o) }))}
            aria-invalid={errors.servicesId ? true : undefined}
            {...register('servicesId', {
              onChange: (e: { target: { value: string } }) => onPackage(e.target.value),
            })}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        {count('quantity', 'Quantity', `Empty: ${UNLIMITED}`)}
        {count('used', 'Used', '0')}
        {count('day', 'Days', `Empty: ${UNLIMITED}`)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="user-service-expiry"
          label="Expiry date"
          error={errors.expiryDay?.message}
          required={false}
        >
          <Controller
            control={control}
            name="expiryDay"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <DateInput
                  id="user-service-expiry"
                  reportInvalid
                  value={field.value}
                  onChange={field.onChange}
                />
                <Button variant="ghost" size="sm" onClick={() => field.onChange('')}>
                  {UNLIMITED}
                </Button>
              </div>
            )}
          />
        </FormField>
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <label className="inline-flex items-center gap-2 self-end pb-2 text-sm font-medium">
              <Switch checked={field.value ?? true} onCheckedChange={field.onChange} aria-label="Active" />
              Active
            </label>
          )}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        An empty expiry date means {UNLIMITED}; a date means until the end of that day.
      </p>
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {props.submitText}
        </Button>
        <Button variant="outline" onClick={props.onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
