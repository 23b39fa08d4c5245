import { readFragment } from '@/gql';
import { DoorItemFragmentDoc, SeatItemFragmentDoc } from '@/gql/graphql';
import {
  useAdminCreateDoorsMutation,
  useAdminCreateSeatsMutation,
  useAdminEditDoorsMutation,
  useAdminEditSeatsMutation,
  useAdminGetListDoorsQuery,
  useAdminGetListSeatsQuery,
} from '@/gql/hooks';
import { doorSchema, seatSchema } from '@/rules/settings';
import { NumberField, SwitchField, TextField } from './setting-fields';
import { SettingPanel } from './setting-panel';
import { sameFields } from './use-setting-form';

const title = (o: { name: string }) => o.name;

export function SeatPanel() {
  const query = useAdminGetListSeatsQuery();
  return (
    <SettingPanel
      type="SEAT"
      noun="Seat"
      plural="Seats"
      listKeys={['AdminGetListSeats']}
      query={query}
      items={readFragment(SeatItemFragmentDoc, query.data?.adminGetListSeats)}
      list={{ title, subtitle: (s) => `Value ${s.value}${s.fixed ? ' · fixed' : ''}` }}
      form={{
        addSchema: seatSchema,
        updateSchema: seatSchema,
        empty: { name: '', value: null, fixed: false },
        fromItem: (s) => ({ name: s.name, value: s.value, fixed: s.fixed }),
        create: useAdminCreateSeatsMutation,
        update: useAdminEditSeatsMutation,
        ...sameFields,
      }}
      fields={(form) => (
        <>
          <TextField form={form} name="name" id="seat-name" label="Name" />
          <NumberField form={form} name="value" id="seat-value" label="Value" />
          <SwitchField form={form} name="fixed" id="seat-fixed" label="Fixed" />
        </>
      )}
    />
  );
}

export function DoorPanel() {
  const query = useAdminGetListDoorsQuery();
  return (
    <SettingPanel
      type="DOOR"
      noun="Door"
      plural="Doors"
      listKeys={['AdminGetListDoors']}
      query={query}
      items={readFragment(DoorItemFragmentDoc, query.data?.adminGetListDoors)}
      list={{ title, subtitle: (d) => `Value ${d.value}` }}
      form={{
        addSchema: doorSchema,
        updateSchema: doorSchema,
        empty: { name: '', value: null },
        fromItem: (d) => ({ name: d.name, value: d.value }),
        create: useAdminCreateDoorsMutation,
        update: useAdminEditDoorsMutation,
        ...sameFields,
      }}
      fields={(form) => (
        <>
          <TextField form={form} name="name" id="door-name" label="Name" />
          <NumberField form={form} name="value" id="door-value" label="Value" />
        </>
      )}
    />
  );
}
