import { useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import type { SettingType } from '@/gql/graphql';
import { namedOptionSchema } from '@/rules/settings';
import { FormCard } from './form-card';
import { OptionList } from './option-list';
import { useSettingForm } from './use-setting-form';

export type NamedOption = { id: string; name: string; slug: string; isActive: boolean };

const title = (o: NamedOption) => o.name;
const slug = (o: NamedOption) => o.slug;

/** Body type, colour and fuel type: one name each (SPEC §5: Add and Update disabled while it is empty). */
export function NamedOptionPanel(props: {
  type: SettingType;
  label: string;
  pluralLabel: string;
  listKey: string;
  list: {
    items: readonly NamedOption[] | undefined;
    isPending: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  create: (name: string) => Promise<unknown>;
  edit: (id: string, name: string) => Promise<unknown>;
}) {
  const [selected, setSelected] = useState<NamedOption | null>(null);
  const listKeys = [props.listKey];
  const { form, onAdd, onUpdate } = useSettingForm({
    addSchema: namedOptionSchema,
    updateSchema: namedOptionSchema,
    empty: { name: '' },
    fromItem: (o: NamedOption) => ({ name: o.name }),
    selected,
    onSaved: () => setSelected(null),
    label: props.label,
    listKeys,
    create: (v) => props.create(v.name),
    update: (o, v) => props.edit(o.id, v.name),
  });
  const { errors, isSubmitting } = form.formState;
  const id = `${props.type.toLowerCase()}-name`;
  const empty = !(form.watch('name') ?? '').trim();

  return (
    <>
      <OptionList
        type={props.type}
        label={props.pluralLabel}
        noun={props.label}
        items={props.list.items}
        isLoading={props.list.isPending}
        error={props.list.error}
        onRetry={() => void props.list.refetch()}
        title={title}
        subtitle={slug}
        selectedId={selected?.id ?? null}
        onEdit={setSelected}
        onDeleted={(deleted) => (selected?.id === deleted ? setSelected(null) : undefined)}
        listKeys={listKeys}
      />
      <FormCard
        label={props.label}
        editing={selected !== null}
        saving={isSubmitting}
        disabled={empty}
        onAdd={onAdd}
        onUpdate={onUpdate}
        onCancel={() => setSelected(null)}
      >
        <FormField id={id} label="Name" error={errors.name?.message}>
          <Input id={id} aria-invalid={errors.name ? true : undefined} {...form.register('name')} />
        </FormField>
      </FormCard>
    </>
  );
}
