import { useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import type { QueryName } from '@/gql/hooks';
import { useAction, type ActionResult } from '@/lib/use-action';

export type MutationHook<R, V> = Parameters<typeof useAction<R, V>>[0];

export interface SettingFormOptions<In extends FieldValues, AddOut, UpdOut, Item, CR, CV, UR, UV> {
  addSchema: z.ZodType<AddOut, In>;
  updateSchema: z.ZodType<UpdOut, In>;
  empty: In;
  fromItem: (item: Item) => In;
  create: MutationHook<CR, CV>;
  update: MutationHook<UR, UV>;
  toCreate: (values: AddOut) => NoInfer<CV>;
  toUpdate: (item: Item, values: UpdOut) => NoInfer<UV>;
}

/** Add with values the add rules refuse: nothing was sent, so there is nothing to report. */
const NOT_SENT: ActionResult<never> = { ok: false, error: new Error('Not sent') };

/**
 * The right-hand form of a setting type (SPEC §4) on the kit's form hook: selecting an item loads it;
 * Add creates from the values, Update edits the selected item; on success the lists reload, then the
 * form and selection clear. Add and Update may have different rules (a version's model is required on
 * add only), so the form validates with the update rules and Add checks its own rules on top.
 */
export function useSettingForm<In extends FieldValues, AddOut, UpdOut, Item, CR, CV, UR, UV>(
  opts: SettingFormOptions<In, AddOut, UpdOut, Item, CR, CV, UR, UV> & {
    noun: string;
    listKeys: readonly QueryName[];
    selected: Item | null;
    onSaved: () => void;
  },
) {
  const action = { invalidates: opts.listKeys, fieldErrors: true } as const;
  const create = useAction(opts.create, { ...action, success: `${opts.noun} added` });
  const update = useAction(opts.update, { ...action, success: `${opts.noun} updated` });
  const mode = useRef<'create' | 'update'>('create');
  // The callbacks are recreated on every render; the submit reads the current ones.
  const latest = useRef(opts);
  latest.current = opts;

  const { form, submit } = useZodForm<In, UpdOut>({
    schema: opts.updateSchema,
    defaultValues: opts.empty as DefaultValues<In>,
    onSubmit: (values) => {
      const { selected, addSchema, toCreate, toUpdate } = latest.current;
      if (mode.current === 'update') return selected ? update.run(toUpdate(selected, values)) : noop();
      const parsed = addSchema.safeParse(form.getValues());
      if (parsed.success) return create.run(toCreate(parsed.data));
      for (const issue of parsed.error.issues) {
        const [field] = issue.path;
        if (typeof field === 'string') form.setError(field as Path<In>, { message: issue.message });
      }
      return noop();
    },
    onSaved: () => {
      form.reset(latest.current.empty);
      latest.current.onSaved();
    },
  });

  // Only a new selection reloads the form.
  const { reset } = form;
  const { selected } = opts;
  useEffect(() => {
    const { fromItem, empty } = latest.current;
    reset(selected ? fromItem(selected) : empty);
  }, [selected, reset]);

  const as = (next: 'create' | 'update') => () => {
    mode.current = next;
    return submit();
  };
  return { form, onAdd: as('create'), onUpdate: as('update') };
}

const noop = () => Promise.resolve(NOT_SENT);

/** For a type whose mutations take the form's values as they are, plus the id on update. */
export const sameFields = {
  toCreate: <V>(values: V) => values,
  toUpdate: <V>(item: { id: string }, values: V) => ({ ...values, id: item.id }),
};
