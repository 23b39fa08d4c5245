import { Fragment, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import type { SettingType } from '@/gql/graphql';
import type { QueryName } from '@/gql/hooks';
import { FormCard } from './form-card';
import { OptionList, type OptionListProps } from './option-list';
import { useSettingForm, type SettingFormOptions } from './use-setting-form';

type Item = { id: string; isActive: boolean };

/**
 * One setting type (SPEC §2.16, §4): its items in the middle, its form on the right. Selecting an item
 * puts the form in update mode; a save clears the form and the selection and reloads `listKeys`. The
 * fields remount on each new selection or save, so their own state (an image preview) starts afresh.
 */
export function SettingPanel<T extends Item, In extends FieldValues, AddOut, UpdOut, CR, CV, UR, UV>(props: {
  type: SettingType;
  /** Singular, for the form and the notifications: 'Brand added'. */
  noun: string;
  /** Plural heading: 'Brands'. */
  plural: string;
  listKeys: readonly QueryName[];
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  items: readonly T[] | null | undefined;
  list: Pick<
    OptionListProps<T>,
    'title' | 'subtitle' | 'searchText' | 'image' | 'filter' | 'filters' | 'filterKey'
  >;
  form: SettingFormOptions<In, AddOut, UpdOut, T, CR, CV, UR, UV>;
  fields: (form: UseFormReturn<In, unknown, UpdOut>, selected: T | null) => ReactNode;
  /** Add and Update stay disabled while this is true (SPEC §5: a catalogue name must not be empty). */
  disabled?: (form: UseFormReturn<In, unknown, UpdOut>) => boolean;
  /** The 'Thêm hàng loạt' tab beside the manual form, for the types with a bulk Excel flow. */
  bulk?: ReactNode;
}) {
  const [selected, setSelected] = useState<T | null>(null);
  const [saves, setSaves] = useState(0);
  const { form, onAdd, onUpdate } = useSettingForm({
    ...props.form,
    noun: props.noun,
    listKeys: props.listKeys,
    selected,
    onSaved: () => {
      setSelected(null);
      setSaves((n) => n + 1);
    },
  });
  const manual = (
    <FormCard
      bare={props.bulk !== undefined}
      label={props.noun}
      editing={selected !== null}
      saving={form.formState.isSubmitting}
      disabled={props.disabled?.(form)}
      onAdd={onAdd}
      onUpdate={onUpdate}
      onCancel={() => setSelected(null)}
    >
      <Fragment key={`${selected?.id ?? 'new'}:${String(saves)}`}>{props.fields(form, selected)}</Fragment>
    </FormCard>
  );
  return (
    <>
      <OptionList
        {...props.list}
        type={props.type}
        label={props.plural}
        noun={props.noun}
        items={props.items ?? undefined}
        isLoading={props.query.isPending}
        error={props.query.error}
        onRetry={() => void props.query.refetch()}
        selectedId={selected?.id ?? null}
        onEdit={setSelected}
        onDeleted={(id) => (selected?.id === id ? setSelected(null) : undefined)}
        listKeys={props.listKeys}
      />
      {props.bulk === undefined ? (
        manual
      ) : (
        <Card className="min-w-0">
          <CardContent className="pt-4">
            <Tabs
              items={[
                { value: 'manual', label: 'Thêm thủ công', content: manual },
                { value: 'bulk', label: 'Thêm hàng loạt', content: props.bulk },
              ]}
            />
          </CardContent>
        </Card>
      )}
    </>
  );
}
