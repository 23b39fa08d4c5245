import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ControlledField, SwitchField, TextareaField, TextField } from '@/components/form/fields';
import { FormPage } from '@/components/form/form-page';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import { ImageField } from '@/components/media/image-field';
import { readFragment } from '@/gql';
import { AvatarDetailFragmentDoc } from '@/gql/graphql';
import { adminGetAvatarDetailQueryOptions } from '@/gql/hooks';
import { avatarSchema, type AvatarInput } from '@/rules/editorial';
import { AVATAR_LIST, useCreateAvatar, useEditAvatar } from './avatar-actions';

function AvatarFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: AvatarInput;
  imageUrl: string | null;
  /** The current default stays the default until another takes its place. */
  lockedDefault: boolean;
}) {
  const { id } = props;
  const create = useCreateAvatar();
  const edit = useEditAvatar();
  const [imageUrl, setImageUrl] = useState(props.imageUrl);
  const { form, frame } = useFormPage({
    schema: avatarSchema,
    defaultValues: props.values,
    list: AVATAR_LIST,
    record: props.record,
    onSubmit: (input, editVersion) => (id ? edit.run({ id, input, editVersion }) : create.run({ input })),
  });
  return (
    <FormPage {...frame} title={props.title} listLabel="Avatar" submitText={props.submitText}>
      <TextField form={form} name="title" id="avatar-title" label="Title" autoComplete="off" />
      <TextareaField
        form={form}
        name="description"
        id="avatar-description"
        label="Description"
        required={false}
        rows={3}
      />
      <ControlledField
        form={form}
        name="media"
        id="avatar-image"
        label="Image"
        render={(field, wiring) => (
          <ImageField
            id="avatar-image"
            previewAlt="Avatar preview"
            value={{ mediaId: field.value || null, url: imageUrl }}
            invalid={wiring['aria-invalid'] === true}
            onChange={(next) => {
              setImageUrl(next.url);
              field.onChange(next.mediaId ?? '');
            }}
          />
        )}
      />
      {props.lockedDefault ? (
        <p className="text-sm text-muted-foreground">
          This is the default avatar. Make another avatar the default to change it.
        </p>
      ) : (
        <SwitchField form={form} name="isDefault" label="Default avatar" />
      )}
    </FormPage>
  );
}

export function CreateAvatarScreen() {
  return (
    <AvatarFormPage
      title="Create Avatar"
      submitText="Create"
      values={{ title: '', description: '', media: '', isDefault: false }}
      imageUrl={null}
      lockedDefault={false}
    />
  );
}

/** SPEC §2.2: the edit route names the avatar by its slug; the loader has it in the cache. */
export function EditAvatarScreen({ slug }: { slug: string }) {
  const { data, refetch } = useSuspenseQuery(adminGetAvatarDetailQueryOptions({ slug }));
  const a = readFragment(AvatarDetailFragmentDoc, data.adminGetAvatarDetail);
  return (
    <AvatarFormPage
      title="Edit Avatar"
      submitText="Save"
      id={a.id}
      record={{ editVersion: a.editVersion, refetch, live: { entity: 'avatar', entityId: a.id } }}
      values={{
        title: a.title,
        description: a.description ?? '',
        media: a.media ?? '',
        isDefault: a.isDefault,
      }}
      imageUrl={a.mediaDetail?.filePathSM ?? a.mediaDetail?.filePathOriginal ?? null}
      lockedDefault={a.isDefault}
    />
  );
}
