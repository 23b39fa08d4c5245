import { useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { useEditConflict, type EditRecord } from '@/components/form/edit-conflict';
import { useZodForm } from '@/components/form/use-zod-form';
import type { QueryName } from '@/gql/hooks';
import { useAction, type ActionResult } from '@/lib/use-action';

export type MutationHook<R, V> = Parameters<typeof useAction<R, V>>[0];

/** An update's variables: the item's fields and the version its form was loaded at (docs/conflicts.md). */
export type UpdateVars = { editVersion?: number | null };

export interface SettingFormOptions<
  In extends FieldValues,
  AddOut,
  UpdOut,
  Item,
  CR,
  CV,
  UR,
  UV extends UpdateVars,
> {
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
 *
 * Update sends the version the item was loaded at; a save over another admin's newer one is refused and
 * `conflict` holds the panel's state (theirs beside yours, docs/conflicts.md). `selected` must be the
 * item as the list holds it now (read by id from the list's latest answer), so that after the list is
 * fetched again the form's 'theirs' are the saved values and version.
 */
export function useSettingForm<
  In extends FieldValues,
  AddOut,
  UpdOut,
  Item extends { id: string; editVersion: number },
  CR,
  CV,
  UR,
  UV extends UpdateVars,
>(
  opts: SettingFormOptions<In, AddOut, UpdOut, Item, CR, CV, UR, UV> & {
    noun: string;
    listKeys: readonly QueryName[];
    selected: Item | null;
    /** Fetches the list again: the selected item's saved values and version after a refused Update. */
    refetch: () => Promise<unknown>;
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

  const conflict = { current: null as ReturnType<typeof useEditConflict<In, UpdOut>> | null };

  const { form, submit } = useZodForm<In, UpdOut>({
    schema: opts.updateSchema,
    defaultValues: opts.empty as DefaultValues<In>,
    onSubmit: async (values) => {
      const { selected, addSchema, toCreate, toUpdate } = latest.current;
      if (mode.current === 'update') {
        if (!selected) return noop();
        const result = await update.run({
          ...toUpdate(selected, values),
          editVersion: conflict.current?.editVersion(),
        });
        await conflict.current?.afterSave(result);
        return result;
      }
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

  const { selected } = opts;
  const record: EditRecord | undefined = selected
    ? { id: selected.id, editVersion: selected.editVersion, refetch: opts.refetch }
    : undefined;
  // The item's values as saved now: what 'Reload theirs' puts in the form (the form's defaults, typed alike).
  const theirs = (selected ? opts.fromItem(selected) : opts.empty) as DefaultValues<In>;
  conflict.current = useEditConflict(form, record, theirs);

  // Only a new selection reloads the form: the same item fetched again (another admin's save) is the
  // conflict helper's to follow, so what the admin typed is never replaced under them.
  const { reset } = form;
  const selectedId = selected?.id;
  useEffect(() => {
    const { fromItem, empty, selected: item } = latest.current;
    reset(item ? fromItem(item) : empty);
  }, [selectedId, reset]);

  const as = (next: 'create' | 'update') => () => {
    mode.current = next;
    return submit();
  };
  return { form, onAdd: as('create'), onUpdate: as('update'), conflict: conflict.current.state };
}

const noop = () => Promise.resolve(NOT_SENT);

/** For a type whose mutations take the form's values as they are, plus the id on update. */
export const sameFields = {
  toCreate: <V>(values: V) => values,
  toUpdate: <V>(item: { id: string }, values: V) => ({ ...values, id: item.id }),
};
