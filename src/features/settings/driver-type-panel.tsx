import { readFragment } from '@/gql';
import { DriverTypeItemFragmentDoc } from '@/gql/graphql';
import {
  useAdminCreateDriverTypeMutation,
  useAdminEditDriverTypeMutation,
  useAdminGetListDriverTypeQuery,
} from '@/gql/hooks';
import { driverTypeSchema } from '@/rules/settings';
import { TextField } from './setting-fields';
import { SettingPanel } from './setting-panel';
import { sameFields } from './use-setting-form';

export function DriverTypePanel() {
  const query = useAdminGetListDriverTypeQuery();
  return (
    <SettingPanel
      type="DRIVER_TYPE"
      noun="Driver type"
      plural="Driver types"
      listKeys={['AdminGetListDriverType']}
      query={query}
      items={readFragment(DriverTypeItemFragmentDoc, query.data?.adminGetListDriverType)}
      list={{ title: (d) => d.nameVi, subtitle: (d) => d.nameEn, searchText: (d) => [d.nameEn] }}
      form={{
        addSchema: driverTypeSchema,
        updateSchema: driverTypeSchema,
        empty: { nameVi: '', nameEn: '' },
        fromItem: (d) => ({ nameVi: d.nameVi, nameEn: d.nameEn }),
        create: useAdminCreateDriverTypeMutation,
        update: useAdminEditDriverTypeMutation,
        ...sameFields,
      }}
      fields={(form) => (
        <>
          <TextField form={form} name="nameVi" id="driver-name-vi" label="Name (VI)" />
          <TextField form={form} name="nameEn" id="driver-name-en" label="Name (EN)" />
        </>
      )}
    />
  );
}
