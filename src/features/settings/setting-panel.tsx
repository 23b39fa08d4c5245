import { Fragment, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { EditConflictPanel } from '@/components/form/edit-conflict';
import { useAreaCan } from '@/components/layout/permissions';
import { Card, CardContent } from '@/components/ui/card';
import { Select, type SelectOption } from '@/components/ui/select';
import { Tabs } from '@/components/ui/tabs';
import type { SettingType } from '@/gql/graphql';
import type { QueryName } from '@/gql/hooks';
import { FormCard } from './form-card';
import { OptionList } from './option-list';
import { formValues, SettingFields, type FieldSpec } from './setting-fields';
import { settingLabel } from './setting-types';
import { useSettingForm, type SettingFormOptions, type UpdateVars } from './use-setting-form';

/** What every type's rows have: the version an Update sends back (docs/conflicts.md). */
type Item = { id: string; isActive: boolean; editVersion: number };

/** A list filter above the items: the item's property it compares, and its picker. */
export interface FilterSpec<T, X> {
  key: keyof T & string;
  label: string;
  placeholder: string;
  options: (extras: X, values: Readonly<Record<string, string>>) => readonly SelectOption[];
}

/**
 * One setting type (SPEC §2.16, §4) as data: what its list reloads and shows, its filters, its form's
 * rules, mutations and fields; `listOf(…).panel(def)` turns it into the type's panel.
 */
export interface PanelDef<
  T extends Item,
  X,
  In extends FieldValues,
  AddOut,
  UpdOut,
  CR,
  CV,
  UR,
  UV extends UpdateVars,
> {
  /** The list's heading when it is not the noun and an s: 'Fuel economy'. */
  plural?: string;
  /** What a save, toggle or delete reloads: the type's list and those that show its names. */
  listKeys: readonly QueryName[];
  /** Lookups the rows and the fields need besides the items (brand names, provinces). */
  useExtras?: (items: readonly T[] | undefined) => X;
  title: NoInfer<(item: T, extras: X) => string>;
  subtitle?: NoInfer<(item: T, extras: X) => string>;
  /** Texts the search box looks in, besides the title. */
  searchText?: NoInfer<(item: T, extras: X) => (string | null | undefined)[]>;
  image?: NoInfer<(item: T) => string | null | undefined>;
  /** Each filter narrows the ones after it, so changing one clears those; a new item starts in them. */
  filters?: NoInfer<readonly FilterSpec<T, X>[]>;
  form: Omit<SettingFormOptions<In, AddOut, UpdOut, NoInfer<T>, CR, CV, UR, UV>, 'empty' | 'fromItem'>;
  fields: NoInfer<readonly FieldSpec<In, T, X>[]>;
  /** Add and Update stay disabled while this is true (SPEC §5: a catalogue name must not be empty). */
  disabled?: NoInfer<(values: In) => boolean>;
  /** The 'Thêm hàng loạt' tab beside the manual form, for the types with a bulk Excel flow. */
  bulk?: () => ReactNode;
}

type ListQuery = { isPending: boolean; error: Error | null; refetch: () => Promise<unknown> };

export type PanelComponent = (props: { type: SettingType }) => ReactNode;

type UseItems<T> = () => { query: ListQuery; items: readonly T[] | undefined };

/**
 * A type's list query and the items its answer holds; `.panel(def)` makes the type's panel of them. The
 * list comes first so that the item type is settled before the definition's callbacks are typed.
 */
export function listOf<D, T extends Item>(
  useQuery: () => ListQuery & { data: D | undefined },
  select: (data: D) => readonly T[],
) {
  const useItems: UseItems<T> = () => {
    const query = useQuery();
    return { query, items: query.data === undefined ? undefined : select(query.data) };
  };
  return {
    panel: <In extends FieldValues, AddOut, UpdOut, CR, CV, UR, UV extends UpdateVars, X = undefined>(
      def: PanelDef<T, X, In, AddOut, UpdOut, CR, CV, UR, UV>,
    ): PanelComponent =>
      function Panel({ type }) {
        return <SettingPanel type={type} useItems={useItems} def={def} />;
      },
  };
}

const NO_FILTERS: readonly never[] = [];

// A type without lookups has X = undefined (`.panel`'s default), which is what this gives it.
const noExtras = () => undefined;

/**
 * The items in the middle, the form on the right. Selecting an item puts the form in update mode; a
 * save clears the form and the selection and reloads the list keys. The fields remount on each new
 * selection or save, so their own state (an image preview, a narrowing picker) starts afresh.
 */
function SettingPanel<
  T extends Item,
  X,
  In extends FieldValues,
  AddOut,
  UpdOut,
  CR,
  CV,
  UR,
  UV extends UpdateVars,
>({
  type,
  useItems,
  def,
}: {
  type: SettingType;
  useItems: UseItems<T>;
  def: PanelDef<T, X, In, AddOut, UpdOut, CR, CV, UR, UV>;
}) {
  const { query, items } = useItems();
  // A role that may only read settings gets the list without the add/update form and the bulk import.
  const mayWrite = useAreaCan('write');
  // The singular is the type's name in sentence case ('Car Version': 'Car version added').
  const label = settingLabel(type);
  const noun = label.charAt(0) + label.slice(1).toLowerCase();
  const plural = def.plural ?? `${noun}s`;
  const useExtras = def.useExtras ?? (noExtras as () => X);
  const extras = useExtras(items);
  const [filtered, setFiltered] = useState<Record<string, string>>({});
  const filters = def.filters ?? NO_FILTERS;
  const filter = useCallback(
    (item: T) => filters.every((f) => !filtered[f.key] || item[f.key] === filtered[f.key]),
    [filters, filtered],
  );
  // The selected item is read from the list's latest answer by its id, never kept as a copy: after the list
  // is fetched again (another admin's save, a refused Update) the form's 'theirs' are the saved values.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = useMemo(
    () => (selectedId === null ? null : (items?.find((i) => i.id === selectedId) ?? null)),
    [items, selectedId],
  );
  const setSelected = useCallback((item: T | null) => setSelectedId(item?.id ?? null), []);
  const [saves, setSaves] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const { form, onAdd, onUpdate, conflict } = useSettingForm({
    ...def.form,
    empty: formValues(def.fields, null, filtered),
    fromItem: (item) => formValues(def.fields, item),
    noun,
    listKeys: def.listKeys,
    selected,
    refetch: query.refetch,
    onSaved: () => {
      setSelected(null);
      setSaves((n) => n + 1);
    },
  });

  // Only a panel with a disabling rule follows what is typed; the others render on save and selection.
  const watched = useWatch({ control: form.control, disabled: def.disabled === undefined });
  // useWatch types the values as partial; the form's defaults give every field a value.
  const disabledNow = def.disabled?.(watched as In);
  // Stable while the panel's definition and extras are, so the list filters again only when they change.
  const { title: titleOf, subtitle: subtitleOf, searchText: searchTextOf } = def;
  const title = useCallback((item: T) => titleOf(item, extras), [titleOf, extras]);
  const subtitle = useMemo(() => subtitleOf && ((item: T) => subtitleOf(item, extras)), [subtitleOf, extras]);
  const searchText = useMemo(
    () => searchTextOf && ((item: T) => searchTextOf(item, extras)),
    [searchTextOf, extras],
  );

  const pickers = filters.map((f, i) => (
    <Select
      key={f.key}
      aria-label={f.label}
      placeholder={f.placeholder}
      options={f.options(extras, filtered)}
      value={filtered[f.key] ?? ''}
      onChange={(e) => {
        const value = e.target.value;
        setFiltered(
          Object.fromEntries(
            filters.map((g, j) => [g.key, j < i ? (filtered[g.key] ?? '') : j === i ? value : '']),
          ),
        );
      }}
    />
  ));
  const manual = (
    <>
      <FormCard
        formRef={formRef}
        bare={def.bulk !== undefined}
        label={noun}
        editing={selected !== null}
        saving={form.formState.isSubmitting}
        disabled={disabledNow}
        onAdd={onAdd}
        onUpdate={onUpdate}
        onCancel={() => setSelected(null)}
      >
        <Fragment key={`${selected?.id ?? 'new'}:${String(saves)}`}>
          <SettingFields form={form} fields={def.fields} selected={selected} extras={extras} />
        </Fragment>
      </FormCard>
      {/* Beside the form, not in it: a dialog drawn over the page whose buttons must not submit it. */}
      {conflict ? <EditConflictPanel state={conflict} form={formRef} /> : null}
    </>
  );
  const Bulk = def.bulk;
  return (
    <>
      <OptionList
        type={type}
        label={plural}
        noun={noun}
        items={items}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        title={title}
        subtitle={subtitle}
        searchText={searchText}
        image={def.image}
        filter={filter}
        filterKey={filters.map((f) => filtered[f.key] ?? '').join('/')}
        filters={pickers.length > 1 ? <div className="grid grid-cols-2 gap-2">{pickers}</div> : pickers[0]}
        selectedId={selectedId}
        onEdit={setSelected}
        onDeleted={(id) => (selected?.id === id ? setSelected(null) : undefined)}
        listKeys={def.listKeys}
      />
      {!mayWrite ? null : Bulk === undefined ? (
        manual
      ) : (
        <Card className="min-w-0">
          <CardContent className="pt-4">
            <Tabs
              items={[
                { value: 'manual', label: 'Thêm thủ công', content: manual },
                { value: 'bulk', label: 'Thêm hàng loạt', content: <Bulk /> },
              ]}
            />
          </CardContent>
        </Card>
      )}
    </>
  );
}
