import {
  useAdminCreateBodyTypeMutation,
  useAdminCreateColousMutation,
  useAdminCreateFuelTypeMutation,
  useAdminEditBodyTypeMutation,
  useAdminEditColousMutation,
  useAdminEditFuelTypeMutation,
  useAdminGetListBodyTypesQuery,
  useAdminGetListColousQuery,
  useAdminGetListFuelTypeQuery,
} from '@/gql/hooks';
import { NamedOptionPanel } from './named-option-panel';

export function BodyTypePanel() {
  const list = useAdminGetListBodyTypesQuery();
  const create = useAdminCreateBodyTypeMutation();
  const edit = useAdminEditBodyTypeMutation();
  return (
    <NamedOptionPanel
      type="BODY_TYPE"
      label="Body type"
      pluralLabel="Body types"
      listKey="AdminGetListBodyTypes"
      list={{ ...list, items: list.data?.adminGetListBodyTypes }}
      create={(name) => create.mutateAsync({ name })}
      edit={(id, name) => edit.mutateAsync({ id, name })}
    />
  );
}

export function ColourPanel() {
  const list = useAdminGetListColousQuery();
  const create = useAdminCreateColousMutation();
  const edit = useAdminEditColousMutation();
  return (
    <NamedOptionPanel
      type="COLOUR"
      label="Colour"
      pluralLabel="Colours"
      listKey="AdminGetListColous"
      list={{ ...list, items: list.data?.adminGetListColous }}
      create={(name) => create.mutateAsync({ name })}
      edit={(id, name) => edit.mutateAsync({ id, name })}
    />
  );
}

export function FuelTypePanel() {
  const list = useAdminGetListFuelTypeQuery();
  const create = useAdminCreateFuelTypeMutation();
  const edit = useAdminEditFuelTypeMutation();
  return (
    <NamedOptionPanel
      type="FUEL_TYPE"
      label="Fuel type"
      pluralLabel="Fuel types"
      listKey="AdminGetListFuelType"
      list={{ ...list, items: list.data?.adminGetListFuelType }}
      create={(name) => create.mutateAsync({ name })}
      edit={(id, name) => edit.mutateAsync({ id, name })}
    />
  );
}
