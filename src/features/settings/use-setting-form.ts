import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '@/components/feedback/notify';
import { ApiError } from '@/lib/api-error';
import { reportError } from '@/lib/error-mapper';

/**
 * The right-hand form of a setting type (SPEC §4): selecting an item loads it; Add creates from the
 * values, Update edits the selected item; on success the form and selection clear and the lists reload.
 * Add and Update may have different rules (a version's model is required on add only), so the form
 * validates with the update rules as the admin types and Add checks its own rules on top.
 */
export function useSettingForm<In extends FieldValues, AddOut, UpdOut, Item>(opts: {
  addSchema: z.ZodType<AddOut, In>;
  updateSchema: z.ZodType<UpdOut, In>;
  empty: In;
  fromItem: (item: Item) => In;
  selected: Item | null;
  onSaved: () => void;
  label: string;
  listKeys: readonly string[];
  create: (values: AddOut) => Promise<unknown>;
  update: (item: Item, values: UpdOut) => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const form = useForm<In, unknown, UpdOut>({
    resolver: zodResolver(opts.updateSchema),
    defaultValues: opts.empty as DefaultValues<In>,
  });
  const { reset } = form;
  const { selected } = opts;

  // Only a new selection reloads the form; the callbacks are recreated on every render.
  const latest = useRef(opts);
  latest.current = opts;
  useEffect(() => {
    const { fromItem, empty } = latest.current;
    reset(selected ? fromItem(selected) : empty);
  }, [selected, reset]);

  async function run(mode: 'create' | 'update', call: () => Promise<unknown>) {
    try {
      await call();
    } catch (e) {
      const field = e instanceof ApiError ? e.errors[0]?.extensions?.field : undefined;
      if (typeof field === 'string' && field in form.getValues()) {
        form.setError(field as Path<In>, { message: e instanceof Error ? e.message : String(e) });
      }
      reportError(e);
      return;
    }
    const { label, empty, onSaved, listKeys } = latest.current;
    notify.success({ title: `${label} ${mode === 'create' ? 'added' : 'updated'}` });
    reset(empty);
    onSaved();
    await Promise.all(listKeys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
  }

  const onAdd = form.handleSubmit(async () => {
    const parsed = latest.current.addSchema.safeParse(form.getValues());
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field] = issue.path;
        if (typeof field === 'string') form.setError(field as Path<In>, { message: issue.message });
      }
      return;
    }
    await run('create', () => latest.current.create(parsed.data));
  });

  const onUpdate = form.handleSubmit(async (values) => {
    const item = latest.current.selected;
    if (item) await run('update', () => latest.current.update(item, values));
  });

  return { form, onAdd, onUpdate };
}
