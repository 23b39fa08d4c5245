import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { DateField, NumberField, SelectField, SwitchField } from '@/components/form/fields';
import { Skeleton } from '@/components/ui/skeleton';
import type { FragmentType } from '@/gql';
import type { PackageOptionFragmentDoc } from '@/gql/graphql';
import { UNLIMITED } from '@/lib/package-labels';
import { todayInVietnam } from '@/rules/dates';
import type { UserServiceFormInput, UserServiceFormValues } from '@/rules/packages';
import { MemberPicker, type PickedMember } from './member-picker';
import { usePackageOptions } from './package-options';

/** Today plus `days`, as the calendar day in Viet Nam. */
function dayAfter(days: number): string {
  const [y, m, d] = todayInVietnam().split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** Give (member picked here) or edit (member fixed) a member's package. */
export function UserServiceFields(props: {
  form: UseFormReturn<UserServiceFormInput, unknown, UserServiceFormValues>;
  /** The member whose package is edited; none when giving one. */
  member: PickedMember | null;
  current: FragmentType<typeof PackageOptionFragmentDoc> | null;
}) {
  const packages = usePackageOptions(props.current);
  const [member, setMember] = useState<PickedMember | null>(null);
  const { form } = props;
  const {
    setValue,
    formState: { errors },
  } = form;
  const editing = props.member !== null;

  const onPackage = (id: string) => {
    const p = packages.find(id);
    if (!p || editing) return;
    // Giving a package starts from its terms; the admin may still change them.
    setValue('quantity', p.quantity ?? null);
    setValue('day', p.day ?? null);
    setValue('expiryDay', p.day == null ? '' : dayAfter(p.day));
  };
  const count = { form, required: false, placeholder: `Empty: ${UNLIMITED}` };

  return (
    <>
      <FormField id="user-service-member" label="Member" error={errors.userId?.message}>
        {(aria) =>
          props.member ? (
            <p id={aria.id} className="text-sm">
              {props.member.label}
            </p>
          ) : (
            <MemberPicker
              {...aria}
              value={member}
              onChange={(m) => {
                setMember(m);
                setValue('userId', m?.id ?? '', { shouldValidate: !!m, shouldDirty: true });
              }}
            />
          )
        }
      </FormField>
      {packages.isLoading ? (
        <FormField id="user-service-package" label="Service package">
          <Skeleton className="h-9 w-full" />
        </FormField>
      ) : (
        <SelectField
          form={form}
          name="servicesId"
          id="user-service-package"
          label="Service package"
          placeholder="Select a package"
          options={packages.options}
          onPick={onPackage}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField {...count} name="quantity" id="user-service-quantity" label="Quantity" />
        <NumberField {...count} name="used" id="user-service-used" label="Used" placeholder="0" />
        <NumberField {...count} name="day" id="user-service-day" label="Days" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          form={form}
          name="expiryDay"
          id="user-service-expiry"
          label="Expiry date"
          required={false}
          emptyText={UNLIMITED}
        />
        <SwitchField form={form} name="isActive" label="Active" className="self-end pb-2" />
      </div>
      <p className="text-xs text-muted-foreground">
        An empty expiry date means {UNLIMITED}; a date means until the end of that day.
      </p>
    </>
  );
}
