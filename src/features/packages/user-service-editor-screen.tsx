import { useSuspenseQuery } from '@tanstack/react-query';
import { RecordHistory } from '@/components/record/record-history';
import type { DefaultValues } from 'react-hook-form';
import { FormPage } from '@/components/form/form-page';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import { RecordNotFound } from '@/components/record/record-states';
import { readFragment, type FragmentType } from '@/gql';
import {
  UserServiceFormValuesFragmentDoc,
  type AdminUserServiceInput,
  type PackageOptionFragmentDoc,
} from '@/gql/graphql';
import { adminGetUserServiceDetailQueryOptions } from '@/gql/hooks';
import { displayName } from '@/lib/format';
import {
  endOfVietnamDay,
  userServiceFormSchema,
  vietnamDayOf,
  type UserServiceFormInput,
  type UserServiceFormValues,
} from '@/rules/packages';
import type { PickedMember } from './member-picker';
import { useCreateUserService, useEditUserService } from './package-actions';
import { UserServiceFields } from './user-service-form';

export const USER_SERVICES_LIST = '/user-services';

/** The not-found state of the edit route. */
export function UserServiceNotFound() {
  return (
    <RecordNotFound what="User service package" list={USER_SERVICES_LIST} listLabel="User Service Packages" />
  );
}

/** Every field is sent, so nothing is left for the server to take from the package. */
function toInput(v: UserServiceFormValues, keepExpiry: string | null): AdminUserServiceInput {
  const unchanged = keepExpiry && v.expiryDay && vietnamDayOf(keepExpiry) === v.expiryDay;
  return {
    userId: v.userId,
    servicesId: v.servicesId,
    quantity: v.quantity ?? null,
    day: v.day ?? null,
    used: v.used ?? 0,
    isActive: v.isActive ?? true,
    // An untouched day keeps the exact instant stored, rather than moving it to the end of the day.
    expriedDate: unchanged ? keepExpiry : v.expiryDay ? endOfVietnamDay(v.expiryDay) : null,
  };
}

function UserServiceFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: DefaultValues<UserServiceFormInput>;
  member: PickedMember | null;
  current: FragmentType<typeof PackageOptionFragmentDoc> | null;
  storedExpiry: string | null;
}) {
  const { id, storedExpiry } = props;
  const create = useCreateUserService();
  const edit = useEditUserService();
  const { form, frame } = useFormPage<UserServiceFormInput, UserServiceFormValues>({
    schema: userServiceFormSchema,
    defaultValues: props.values,
    list: USER_SERVICES_LIST,
    record: props.record,
    onSubmit: (values, editVersion) => {
      const input = toInput(values, storedExpiry);
      return id ? edit.run({ id, input, editVersion }) : create.run({ input });
    },
  });
  return (
    <FormPage {...frame} title={props.title} listLabel="User Service Packages" submitText={props.submitText}>
      <UserServiceFields form={form} member={props.member} current={props.current} />
    </FormPage>
  );
}

/** /user-services/create: gives a service package to a member. */
export function UserServiceCreateScreen() {
  return (
    <UserServiceFormPage
      title="Give a Service Package"
      submitText="Create"
      values={{
        userId: '',
        servicesId: '',
        quantity: null,
        day: null,
        used: 0,
        isActive: true,
        expiryDay: '',
      }}
      member={null}
      current={null}
      storedExpiry={null}
    />
  );
}

/** /user-services/edit/$id: the member stays; package, counts, status and expiry can change. */
export function UserServiceEditScreen({ id }: { id: string }) {
  const { data, refetch } = useSuspenseQuery(adminGetUserServiceDetailQueryOptions({ id }));
  const u = readFragment(UserServiceFormValuesFragmentDoc, data.adminGetUserServiceDetail);
  const label = `${displayName(u.user)}${u.user?.email ? ` · ${u.user.email}` : ''}`;
  // A user package's only page of its own (its view is the list's modal), so its History is here.
  return (
    <>
      <UserServiceFormPage
        title="Edit User Service Package"
        submitText="Save"
        id={id}
        record={{
          editVersion: u.editVersion,
          refetch,
          live: { entity: 'user_service_package', entityId: u.id },
        }}
        values={{
          userId: u.userId,
          servicesId: u.servicesId,
          quantity: u.quantity,
          day: u.day,
          used: u.used,
          isActive: u.isActive,
          expiryDay: u.expriedDate ? vietnamDayOf(u.expriedDate) : '',
        }}
        member={{ id: u.userId, label }}
        current={u.package ?? null}
        storedExpiry={u.expriedDate ?? null}
      />
      <RecordHistory entityType="user_service_package" entityId={u.id} />
    </>
  );
}
