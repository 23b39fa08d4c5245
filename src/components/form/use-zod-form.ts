import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorOf } from '@/lib/api-error';
import { reportError } from '@/lib/error-mapper';
import type { ActionResult } from '@/lib/use-action';

/**
 * The one form hook: react-hook-form with the zod rules of `src/rules/` (the server parses the same),
 * one save at a time however often Save is pressed, and a server BAD_USER_INPUT shown under the field
 * it names (or any refusal the action's `fieldErrors` reader places under a field). The action behind `onSubmit` is a `useAction` with `fieldErrors: true`, so every other
 * failure is reported once by the query cache; a field this form does not have is reported here.
 */
export function useZodForm<In extends FieldValues, Out>(opts: {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  onSubmit: (values: Out) => Promise<ActionResult<unknown>>;
  onSaved?: () => void | Promise<unknown>;
}) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(opts.schema),
    defaultValues: opts.defaultValues,
  });
  const inFlight = useRef(false);
  /** Set once the save went through, so leaving afterwards is never mistaken for losing changes. */
  const saved = useRef(false);

  const submit = form.handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const result = await opts.onSubmit(values);
      if (result.ok) {
        saved.current = true;
        await opts.onSaved?.();
        return;
      }
      const named = result.field ?? fieldErrorOf(result.error);
      if (!named) return;
      if (named.field in form.getValues()) {
        form.setError(named.field as Path<In>, { message: named.message }, { shouldFocus: true });
      } else {
        reportError(result.error);
      }
    } finally {
      inFlight.current = false;
    }
  });

  return { form, submit, saved };
}
