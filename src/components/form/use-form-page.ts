import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useBackToList } from '@/components/record/back-link';
import type { ActionResult } from '@/lib/use-action';
import { useZodForm } from './use-zod-form';

/**
 * A create or edit page's form (`useZodForm`) and what its `FormPage` needs, spread as `frame`: Save
 * returns to the list as it was and replaces the form's history entry, so Back does not reopen it;
 * Cancel returns to the list as it was (asking first when something changed).
 */
export function useFormPage<In extends FieldValues, Out>(opts: {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** The list the page belongs to, e.g. '/market-price'. */
  list: string;
  onSubmit: (values: Out) => Promise<ActionResult<unknown>>;
}) {
  const back = useBackToList(opts.list);
  const { form, submit, saved } = useZodForm({
    schema: opts.schema,
    defaultValues: opts.defaultValues,
    onSubmit: opts.onSubmit,
    onSaved: () => back({ replace: true }),
  });
  const frame = {
    list: opts.list,
    onSubmit: submit,
    onCancel: () => void back(),
    isSaving: form.formState.isSubmitting,
    dirty: form.formState.isDirty,
    saved,
  };
  return { form, frame };
}
