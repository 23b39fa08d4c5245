import { useRef, useState } from 'react';
import { EditConflictPanel, useEditConflict, type EditRecord } from '@/components/form/edit-conflict';
import { ControlledField, SelectField, TextField } from '@/components/form/fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { MediaUploader } from '@/components/media/media-uploader';
import type { MediaValue } from '@/components/media/uploaded-media';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { BannerPositionOptionFragmentDoc, type BannerPositionOptionFragment } from '@/gql/graphql';
import { useAdminListBannerPositionQuery } from '@/gql/hooks';
import { Skeleton } from '@/components/ui/skeleton';
import { BANNER_SIZE_HINT, bannerSchema, ratioMismatch, type BannerInput } from '@/rules/editorial';
import { useCreateBanner, useEditBanner } from './banner-actions';
import { useImageSizes } from './use-image-size';

/**
 * SPEC §2.17 side form beside the list: create, or edit the banner named in the route. The position's
 * ratio is checked against each image as it loads; a mismatch warns but does not refuse (the admin may
 * know better), while the four §5 fields are required on both sides.
 */
type BannerFormProps = {
  id?: string;
  /** The banner being edited, as loaded (docs/conflicts.md). */
  record?: EditRecord;
  values: BannerInput;
  images: readonly MediaValue[];
  onDone: () => void;
};

export function BannerForm(props: BannerFormProps) {
  const positions = useAdminListBannerPositionQuery();
  // The position select is a native one: it can only show the banner's position once its options exist.
  if (positions.error)
    return (
      <div role="alert" className="flex items-center gap-3 text-sm text-destructive">
        Banner positions could not be loaded.
        <Button variant="outline" size="sm" onClick={() => void positions.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (!positions.data) return <Skeleton className="h-96 w-full" />;
  return (
    <BannerFormBody
      {...props}
      positions={positions.data.adminListBannerPosition.map((p) =>
        readFragment(BannerPositionOptionFragmentDoc, p),
      )}
    />
  );
}

function BannerFormBody(props: BannerFormProps & { positions: readonly BannerPositionOptionFragment[] }) {
  const { id } = props;
  const create = useCreateBanner();
  const edit = useEditBanner();
  const [previews, setPreviews] = useState<readonly MediaValue[]>(props.images);
  const formRef = useRef<HTMLFormElement>(null);
  // Not a FormPage (a side card beside the list), so it takes the kit's conflict parts itself.
  const conflict = { current: null as ReturnType<typeof useEditConflict<BannerInput, BannerInput>> | null };
  const { form, submit } = useZodForm({
    schema: bannerSchema,
    defaultValues: props.values,
    onSubmit: async (input) => {
      const result = await (id
        ? edit.run({ id, ...input, editVersion: conflict.current?.editVersion() })
        : create.run(input));
      await conflict.current?.afterSave(result);
      return result;
    },
    onSaved: () => {
      if (!id) {
        form.reset(props.values);
        setPreviews([]);
      }
      props.onDone();
    },
  });
  conflict.current = useEditConflict(form, props.record, props.values);
  const mediaIds = form.watch('mediaIds');
  const chosen = (mediaIds ?? [])
    .map((m) => previews.find((p) => p.mediaId === m))
    .filter((p): p is MediaValue => !!p);
  const sizes = useImageSizes(chosen.map((p) => p.url));
  const position = props.positions.find((p) => p.id === form.watch('positionId'));
  const warnings = position
    ? chosen.flatMap((p) => {
        const size = sizes.get(p.url);
        const problem = size ? ratioMismatch(size, position) : null;
        return problem ? [`${p.fileName || 'Image'}: ${problem}`] : [];
      })
    : [];
  const saving = form.formState.isSubmitting;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{id ? 'Edit banner' : 'Create banner'}</CardTitle>
      </CardHeader>
      <CardContent>
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
          <TextField form={form} name="name" id="banner-name" label="Name" autoComplete="off" />
          <SelectField
            form={form}
            name="positionId"
            id="banner-position"
            label="Position"
            placeholder="Select a position"
            options={props.positions.map((p) => ({
              value: p.id,
              label: p.ratioWidth && p.ratioHeight ? `${p.name} (${p.ratioWidth}:${p.ratioHeight})` : p.name,
            }))}
          />
          <ControlledField
            form={form}
            name="mediaIds"
            id="banner-image"
            label="Image"
            hint={`Allowed banner size: ${BANNER_SIZE_HINT}`}
            render={(field, wiring) => (
              <MediaUploader
                id={wiring.id}
                kind="image"
                multiple
                label="Image"
                previewAlt="Banner preview"
                value={chosen}
                invalid={wiring['aria-invalid'] === true}
                onChange={(next) => {
                  setPreviews((prev) => [...prev.filter((p) => !next.includes(p)), ...next]);
                  field.onChange(next.map((m) => m.mediaId));
                }}
              />
            )}
          />
          {warnings.length ? (
            <ul
              role="status"
              data-testid="ratio-warning"
              className="grid gap-1 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm text-warning"
            >
              {warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          ) : null}
          <TextField
            form={form}
            name="linkBanner"
            id="banner-url"
            label="URL"
            placeholder="https://"
            autoComplete="off"
          />
          <div className="flex justify-end gap-2">
            {id ? (
              <Button type="button" variant="outline" disabled={saving} onClick={props.onDone}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : id ? 'Save' : 'Create'}
            </Button>
          </div>
        </form>
        {conflict.current.state ? <EditConflictPanel state={conflict.current.state} form={formRef} /> : null}
      </CardContent>
    </Card>
  );
}
