import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { AdminGetListDoorsQuery, AdminGetListSeatsQuery } from '@/gql/graphql';
import {
  useAdminCreateDoorsMutation,
  useAdminCreateSeatsMutation,
  useAdminEditDoorsMutation,
  useAdminEditSeatsMutation,
  useAdminGetListDoorsQuery,
  useAdminGetListSeatsQuery,
} from '@/gql/hooks';
import { doorSchema, seatSchema } from '@/rules/settings';
import { FormCard } from './form-card';
import { NumberField } from './number-field';
import { OptionList } from './option-list';
import { useSettingForm } from './use-setting-form';

type Seat = AdminGetListSeatsQuery['adminGetListSeats'][number];
type Door = AdminGetListDoorsQuery['adminGetListDoors'][number];

const SEAT_KEYS = ['AdminGetListSeats'] as const;
const DOOR_KEYS = ['AdminGetListDoors'] as const;
const title = (o: { name: string }) => o.name;

export function SeatPanel() {
  const list = useAdminGetListSeatsQuery();
  const [selected, setSelected] = useState<Seat | null>(null);
  const create = useAdminCreateSeatsMutation();
  const edit = useAdminEditSeatsMutation();
  const { form, onAdd, onUpdate } = useSettingForm({
    addSchema: seatSchema,
    updateSchema: seatSchema,
    empty: { name: '', value: null, fixed: false },
    fromItem: (s: Seat) => ({ name: s.name, value: s.value, fixed: s.fixed }),
    selected,
    onSaved: () => setSelected(null),
    label: 'Seat',
    listKeys: SEAT_KEYS,
    create: (v) => create.mutateAsync(v),
    update: (s, v) => edit.mutateAsync({ ...v, id: s.id }),
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <OptionList
        type="SEAT"
        label="Seats"
        noun="Seat"
        items={list.data?.adminGetListSeats}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        title={title}
        subtitle={(s) => `Value ${s.value}${s.fixed ? ' · fixed' : ''}`}
        selectedId={selected?.id ?? null}
        onEdit={setSelected}
        onDeleted={(id) => (selected?.id === id ? setSelected(null) : undefined)}
        listKeys={SEAT_KEYS}
      />
      <FormCard
        label="Seat"
        editing={selected !== null}
        saving={isSubmitting}
        onAdd={onAdd}
        onUpdate={onUpdate}
        onCancel={() => setSelected(null)}
      >
        <FormField id="seat-name" label="Name" error={errors.name?.message}>
          <Input id="seat-name" aria-invalid={errors.name ? true : undefined} {...form.register('name')} />
        </FormField>
        <NumberField
          control={form.control}
          name="value"
          id="seat-value"
          label="Value"
          error={errors.value?.message}
        />
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="fixed"
            render={({ field }) => (
              <Switch id="seat-fixed" checked={field.value === true} onCheckedChange={field.onChange} />
            )}
          />
          <Label htmlFor="seat-fixed">Fixed</Label>
        </div>
      </FormCard>
    </>
  );
}

export function DoorPanel() {
  const list = useAdminGetListDoorsQuery();
  const [selected, setSelected] = useState<Door | null>(null);
  const create = useAdminCreateDoorsMutation();
  const edit = useAdminEditDoorsMutation();
  const { form, onAdd, onUpdate } = useSettingForm({
    addSchema: doorSchema,
    updateSchema: doorSchema,
    empty: { name: '', value: null },
    fromItem: (d: Door) => ({ name: d.name, value: d.value }),
    selected,
    onSaved: () => setSelected(null),
    label: 'Door',
    listKeys: DOOR_KEYS,
    create: (v) => create.mutateAsync(v),
    update: (d, v) => edit.mutateAsync({ ...v, id: d.id }),
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <OptionList
        type="DOOR"
        label="Doors"
        noun="Door"
        items={list.data?.adminGetListDoors}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        title={title}
        subtitle={(d) => `Value ${d.value}`}
        selectedId={selected?.id ?? null}
        onEdit={setSelected}
        onDeleted={(id) => (selected?.id === id ? setSelected(null) : undefined)}
        listKeys={DOOR_KEYS}
      />
      <FormCard
        label="Door"
        editing={selected !== null}
        saving={isSubmitting}
        onAdd={onAdd}
        onUpdate={onUpdate}
        onCancel={() => setSelected(null)}
      >
        <FormField id="door-name" label="Name" error={errors.name?.message}>
          <Input id="door-name" aria-invalid={errors.name ? true : undefined} {...form.register('name')} />
        </FormField>
        <NumberField
          control={form.control}
          name="value"
          id="door-value"
          label="Value"
          error={errors.value?.message}
        />
      </FormCard>
    </>
  );
}
