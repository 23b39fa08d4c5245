import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useBackToList } from '@/components/record/back-link';
import type { ActionResult } from '@/lib/use-action';
import { useEditConflict, type EditRecord } from './edit-conflict';
import { useZodForm } from './use-zod-form';

/**
 * A create or edit page's form (`useZodForm`) and what its `FormPage` needs, spread as `frame`: Save
 * returns to the list as it was and replaces the form's history entry, so Back does not reopen it;
 * Cancel returns to the list as it was (asking first when something changed).
 *
 * An edit page passes `record` (its `editVersion` and the detail query's `refetch`) and sends the version
 * `onSubmit` is handed: a save over someone else's is then refused, and `FormPage` shows theirs beside
 * the admin's values with 'Reload theirs' and 'Keep editing' (docs/conflicts.md).
 */
export function useFormPage<In extends FieldValues, Out>(opts: {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** The list the page belongs to, e.g. '/market-price'. */
  list: string;
  /** The record an edit page was loaded from; a create page has none. */
  record?: EditRecord | undefined;
  onSubmit: (values: Out, editVersion?: number) => Promise<ActionResult<unknown>>;
}) {
  const back = useBackToList(opts.list);
  // Circular by nature: the conflict helper needs the form, the form's save needs the helper's version.
  const conflict = { current: null as ReturnType<typeof useEditConflict<In, Out>> | null };
  const { form, submit, saved } = useZodForm({
    schema: opts.schema,
    defaultValues: opts.defaultValues,
    onSubmit: async (values) => {
      const result = await opts.onSubmit(values, conflict.current?.editVersion());
      await conflict.current?.afterSave(result);
      return result;
    },
    onSaved: () => back({ replace: true }),
  });
  conflict.current = useEditConflict(form, opts.record, opts.defaultValues);
  const frame = {
    list: opts.list,
    onSubmit: submit,
    onCancel: () => void back(),
    isSaving: form.formState.isSubmitting,
    dirty: form.formState.isDirty,
    saved,
    conflict: conflict.current.state,
    live: opts.record?.live,
  };
  return { form, frame };
}
