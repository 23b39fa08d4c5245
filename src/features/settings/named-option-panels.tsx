import { readFragment } from '@/gql';
import {
  BodyTypeItemFragmentDoc,
  ColourItemFragmentDoc,
  FuelTypeItemFragmentDoc,
  type AdminCreateBodyTypeMutationVariables,
  type AdminEditBodyTypeMutationVariables,
  type BodyTypeItemFragment,
  type ColourItemFragment,
  type FuelTypeItemFragment,
  type SettingType,
} from '@/gql/graphql';
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
  type QueryName,
} from '@/gql/hooks';
import { namedOptionSchema } from '@/rules/settings';
import { SettingPanel } from './setting-panel';
import { TextField } from './setting-fields';
import { sameFields, type MutationHook } from './use-setting-form';

type NamedOption = BodyTypeItemFragment | ColourItemFragment | FuelTypeItemFragment;

/** Body type, colour and fuel type: one name each (SPEC §5: Add and Update disabled while it is empty). */
function NamedOptionPanel<CR, UR>(props: {
  type: SettingType;
  noun: string;
  plural: string;
  listKey: QueryName;
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  items: readonly NamedOption[] | null | undefined;
  create: MutationHook<CR, AdminCreateBodyTypeMutationVariables>;
  edit: MutationHook<UR, AdminEditBodyTypeMutationVariables>;
}) {
  const id = `${props.type.toLowerCase()}-name`;
  return (
    <SettingPanel
      type={props.type}
      noun={props.noun}
      plural={props.plural}
      listKeys={[props.listKey]}
      query={props.query}
      items={props.items}
      list={{ title: (o) => o.name, subtitle: (o) => o.slug }}
      form={{
        addSchema: namedOptionSchema,
        updateSchema: namedOptionSchema,
        empty: { name: '' },
        fromItem: (o) => ({ name: o.name }),
        create: props.create,
        update: props.edit,
        ...sameFields,
      }}
      disabled={(form) => !(form.watch('name') ?? '').trim()}
      fields={(form) => <TextField form={form} name="name" id={id} label="Name" />}
    />
  );
}

export function BodyTypePanel() {
  const query = useAdminGetListBodyTypesQuery();
  return (
    <NamedOptionPanel
      type="BODY_TYPE"
      noun="Body type"
      plural="Body types"
      listKey="AdminGetListBodyTypes"
      query={query}
      items={readFragment(BodyTypeItemFragmentDoc, query.data?.adminGetListBodyTypes)}
      create={useAdminCreateBodyTypeMutation}
      edit={useAdminEditBodyTypeMutation}
    />
  );
}

export function ColourPanel() {
  const query = useAdminGetListColousQuery();
  return (
    <NamedOptionPanel
      type="COLOUR"
      noun="Colour"
      plural="Colours"
      listKey="AdminGetListColous"
      query={query}
      items={readFragment(ColourItemFragmentDoc, query.data?.adminGetListColous)}
      create={useAdminCreateColousMutation}
      edit={useAdminEditColousMutation}
    />
  );
}

export function FuelTypePanel() {
  const query = useAdminGetListFuelTypeQuery();
  return (
    <NamedOptionPanel
      type="FUEL_TYPE"
      noun="Fuel type"
      plural="Fuel types"
      listKey="AdminGetListFuelType"
      query={query}
      items={readFragment(FuelTypeItemFragmentDoc, query.data?.adminGetListFuelType)}
      create={useAdminCreateFuelTypeMutation}
      edit={useAdminEditFuelTypeMutation}
    />
  );
}
