import { useSuspenseQuery } from '@tanstack/react-query';
import { FormPage } from '@/components/form/form-page';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import { readFragment } from '@/gql';
import { MemberFormValuesFragmentDoc } from '@/gql/graphql';
import { adminGetUserForEditQueryOptions } from '@/gql/hooks';
import { displayName } from '@/lib/format';
import { createMemberSchema, type MemberFormValues } from '@/rules/member-form';
import type { AvatarValue } from './member-form';
import { MemberFields } from './member-form';
import { EMPTY_MEMBER_FORM, memberToForm, toCreateInput, toEditInput } from './member-form-values';
import { useCreateMember, useEditMember } from './member-save';

const MEMBERS_LIST = '/user-management';

function MemberFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: MemberFormValues;
  avatar: AvatarValue | null;
}) {
  const { id } = props;
  const create = useCreateMember();
  const edit = useEditMember();
  const { form, frame } = useFormPage({
    schema: createMemberSchema,
    defaultValues: props.values,
    list: MEMBERS_LIST,
    record: props.record,
    onSubmit: (values, editVersion) =>
      id
        ? edit.run({ id, input: toEditInput(values), editVersion })
        : create.run({ input: toCreateInput(values) }),
  });
  return (
    <FormPage {...frame} title={props.title} listLabel="Members" submitText={props.submitText}>
      <MemberFields form={form} mode={id ? 'edit' : 'create'} avatar={props.avatar} />
    </FormPage>
  );
}

export function MemberCreateScreen() {
  return (
    <MemberFormPage
      title="Create member"
      submitText="Create member"
      values={EMPTY_MEMBER_FORM}
      avatar={null}
    />
  );
}

/** The edit route's loader has fetched the stored member. */
export function MemberEditScreen({ id }: { id: string }) {
  const { data, refetch } = useSuspenseQuery(adminGetUserForEditQueryOptions({ id }));
  const m = readFragment(MemberFormValuesFragmentDoc, data.adminGetUserDetail);
  return (
    <MemberFormPage
      title={`Edit member: ${displayName(m)}`}
      submitText="Save changes"
      id={id}
      record={{ editVersion: m.editVersion, refetch, live: { entity: 'user', entityId: m.id } }}
      values={memberToForm(m)}
      avatar={m.avatar ? { id: m.avatar, previewUrl: m.avatarMedia?.filePathSM ?? null } : null}
    />
  );
}
