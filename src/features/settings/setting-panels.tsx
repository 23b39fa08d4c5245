import { useMemo } from 'react';
import { readFragment } from '@/gql';
import { provinceChoices } from '@/components/address/province-choices';
import {
  BodyTypeItemFragmentDoc,
  BrandItemFragmentDoc,
  ColourItemFragmentDoc,
  DoorItemFragmentDoc,
  DriverTypeItemFragmentDoc,
  FuelEconomyItemFragmentDoc,
  FuelTypeItemFragmentDoc,
  ModelItemFragmentDoc,
  PaymentItemItemFragmentDoc,
  RegistrationItemFragmentDoc,
  SeatItemFragmentDoc,
  VersionItemFragmentDoc,
  type RegistrationItemFragment,
  type SettingType,
  type VersionItemFragment,
} from '@/gql/graphql';
import {
  useAdminCreateBodyTypeMutation,
  useAdminCreateBrandMutation,
  useAdminCreateCarPurchaseCostProvinceSettingOptionMutation,
  useAdminCreateColousMutation,
  useAdminCreateDoorsMutation,
  useAdminCreateDriverTypeMutation,
  useAdminCreateFuelEconomyMutation,
  useAdminCreateFuelTypeMutation,
  useAdminCreateModelMutation,
  useAdminCreatePaymentItemsMutation,
  useAdminCreateSeatsMutation,
  useAdminCreateVersionMutation,
  useAdminEditBodyTypeMutation,
  useAdminEditBrandMutation,
  useAdminEditCarPurchaseCostProvinceSettingOptionMutation,
  useAdminEditColousMutation,
  useAdminEditDoorsMutation,
  useAdminEditDriverTypeMutation,
  useAdminEditFuelEconomyMutation,
  useAdminEditFuelTypeMutation,
  useAdminEditModelMutation,
  useAdminEditPaymentItemsMutation,
  useAdminEditSeatsMutation,
  useAdminEditVersionMutation,
  useAdminGetListBodyTypesQuery,
  useAdminGetListBrandsQuery,
  useAdminGetListCarPurchaseCostProvinceSettingOptionQuery,
  useAdminGetListColousQuery,
  useAdminGetListDoorsQuery,
  useAdminGetListDriverTypeQuery,
  useAdminGetListFuelEconomyQuery,
  useAdminGetListFuelTypeQuery,
  useAdminGetListModelsQuery,
  useAdminGetListSeatsQuery,
  useAdminGetListVersionQuery,
  useAdminPaymentItemsQuery,
  useProvincesQuery,
} from '@/gql/hooks';
import { formatVnd } from '@/lib/format';
import { formatThousands } from '@/lib/thousands';
import {
  brandSchema,
  CURRENCIES,
  doorSchema,
  driverTypeSchema,
  fuelEconomySchema,
  modelSchema,
  namedOptionSchema,
  PURCHASE_COST_FEE_FIELDS,
  purchaseCostCreateSchema,
  paymentItemSchema,
  seatSchema,
  versionCreateSchema,
  versionEditSchema,
} from '@/rules/settings';
import { RegistrationBulkTab, REGISTRATION_PROVINCES } from './bulk/registration-bulk-tab';
import { REGISTRATION_FEE_LABELS } from './bulk/registration-rows';
import { VersionBulkTab } from './bulk/version-bulk-tab';
import { useCatalogueOptions } from './brand-options';
import { listOf, type PanelComponent } from './setting-panel';
import { sameFields } from './use-setting-form';

/** The same rules for Add and Update, and mutations that take the form's values as they are. */
const sameRules = <S, C, U>(schema: S, create: C, update: U) => ({
  addSchema: schema,
  updateSchema: schema,
  create,
  update,
  ...sameFields,
});
const name = (o: { name: string }) => o.name;
const slug = (o: { slug: string }) => o.slug;
const NAMED_FROM_NUMBERS = 'Written from the numbers when empty';

/** Body type, colour and fuel type: a name only, and Add and Update disabled while it is empty (SPEC §5). */
const named = { title: name, subtitle: slug, disabled: (v: { name: string }) => !v.name.trim() };
const nameField = (type: SettingType) =>
  [{ kind: 'text', name: 'name', id: `${type.toLowerCase()}-name`, label: 'Name' }] as const;

/** Versions name their brand and model; the brand picker in the form narrows the model picker. */
function versionNames(options: ReturnType<typeof useCatalogueOptions>) {
  return {
    ...options,
    modelName: (v: VersionItemFragment) => (v.model ? options.modelById.get(v.model)?.name : undefined),
    brandOf: (v: VersionItemFragment) => (v.brand ? options.brandName.get(v.brand) : undefined),
  };
}

/** Provinces that already have costs are offered disabled, except the selected item's own. */
function useProvinceOptions(items: readonly RegistrationItemFragment[] | undefined) {
  const provinces = useProvincesQuery(REGISTRATION_PROVINCES);
  return (selected: RegistrationItemFragment | null) => {
    const taken = new Set(items?.map((c) => c.provinceId));
    // Provinces in force, and the selected item's own when it is a former one (docs/locations.md).
    return provinceChoices(provinces.data?.provinces.items ?? [], selected?.provinceId).map((p) => {
      const disabled = taken.has(p.value) && p.value !== selected?.provinceId;
      return { ...p, label: disabled ? `${p.label} (already added)` : p.label, disabled };
    });
  };
}

const brandFilter = { key: 'brand', label: 'Filter by brand', placeholder: 'All brands' } as const;

/** SPEC §2.16: every type of the left column, in its order, and what its panel shows and saves. */
export const SETTING_PANELS: Record<SettingType, PanelComponent> = {
  BRAND: listOf(useAdminGetListBrandsQuery, (d) =>
    readFragment(BrandItemFragmentDoc, d.adminGetListBrands),
  ).panel({
    // Models, versions and the market price pickers show brand names, so they reload with the brands.
    listKeys: [
      'AdminGetListBrands',
      'AdminGetListModels',
      'AdminGetListVersion',
      'AdminGetListAllVersion',
      'MarketPriceBrandOptions',
    ],
    title: name,
    image: (b) => b.image,
    subtitle: (b) => (b.isDisplayTopSearch ? `${b.slug} · Display top search` : b.slug),
    form: sameRules(brandSchema, useAdminCreateBrandMutation, useAdminEditBrandMutation),
    fields: [
      { kind: 'text', name: 'name', id: 'brand-name', label: 'Name' },
      { kind: 'image', name: 'mediaId', id: 'brand-icon', label: 'Icon', url: (b) => b.image, cleared: '' },
      { kind: 'switch', name: 'isDisplayTopSearch', id: 'brand-top-search', label: 'Display top search' },
    ],
  }),

  MODEL: listOf(useAdminGetListModelsQuery, (d) =>
    readFragment(ModelItemFragmentDoc, d.adminGetListModels),
  ).panel({
    // Versions and the market price pickers show model names.
    listKeys: [
      'AdminGetListModels',
      'AdminGetListVersion',
      'AdminGetListAllVersion',
      'MarketPriceModelOptions',
    ],
    useExtras: useCatalogueOptions,
    title: name,
    subtitle: (m, o) => m.brandMeta?.name ?? o.brandName.get(m.brand) ?? '',
    searchText: (m) => [m.brandMeta?.name],
    // A new model starts in the brand the list is filtered by.
    filters: [{ ...brandFilter, options: (o) => o.brandOptions }],
    form: sameRules(modelSchema, useAdminCreateModelMutation, useAdminEditModelMutation),
    fields: [
      {
        kind: 'select',
        name: 'brand',
        id: 'model-brand',
        label: 'Brand',
        placeholder: 'Select a brand',
        options: (env) => env.extras.brandOptions,
      },
      { kind: 'text', name: 'name', id: 'model-name', label: 'Name' },
    ],
  }),

  VERSION: listOf(useAdminGetListVersionQuery, (d) =>
    readFragment(VersionItemFragmentDoc, d.adminGetListVersion),
  ).panel({
    listKeys: ['AdminGetListVersion', 'AdminGetListAllVersion'],
    useExtras: () => {
      const options = useCatalogueOptions();
      // One object per catalogue answer: the list re-filters only when the names it searches change.
      return useMemo(() => versionNames(options), [options]);
    },
    title: name,
    image: (v) => v.image,
    subtitle: (v, o) =>
      [o.brandOf(v), o.modelName(v), formatVnd(v.priceCarVersion)].filter(Boolean).join(' · '),
    searchText: (v, o) => [o.brandOf(v), o.modelName(v)],
    // A new version starts in the model the list is filtered by.
    filters: [
      { ...brandFilter, options: (o) => o.brandOptions },
      {
        key: 'model',
        label: 'Filter by model',
        placeholder: 'All models',
        options: (o, f) => o.modelOptions(f.brand || undefined),
      },
    ],
    form: {
      addSchema: versionCreateSchema,
      updateSchema: versionEditSchema,
      create: useAdminCreateVersionMutation,
      update: useAdminEditVersionMutation,
      ...sameFields,
    },
    fields: [
      // Narrows the model picker; the version itself stores only the model.
      {
        kind: 'narrow',
        key: 'brand',
        id: 'version-brand',
        label: 'Brand',
        placeholder: 'All brands',
        options: (env) => env.extras.brandOptions,
        from: (v) => v?.brand ?? '',
      },
      {
        kind: 'select',
        name: 'model',
        id: 'version-model',
        label: 'Model',
        required: (v) => v === null,
        placeholder: 'Select a model',
        options: (env) => env.extras.modelOptions(env.picked.brand || undefined),
      },
      { kind: 'text', name: 'name', id: 'version-name', label: 'Name' },
      { kind: 'number', name: 'priceCarVersion', id: 'version-price', label: 'Price (VND)' },
      {
        kind: 'image',
        name: 'mediaId',
        id: 'version-image',
        label: 'Image',
        required: false,
        url: (v) => v.image,
        cleared: null,
      },
    ],
    bulk: VersionBulkTab,
  }),

  BODY_TYPE: listOf(useAdminGetListBodyTypesQuery, (d) =>
    readFragment(BodyTypeItemFragmentDoc, d.adminGetListBodyTypes),
  ).panel({
    listKeys: ['AdminGetListBodyTypes'],
    ...named,
    form: sameRules(namedOptionSchema, useAdminCreateBodyTypeMutation, useAdminEditBodyTypeMutation),
    fields: nameField('BODY_TYPE'),
  }),

  COLOUR: listOf(useAdminGetListColousQuery, (d) =>
    readFragment(ColourItemFragmentDoc, d.adminGetListColous),
  ).panel({
    listKeys: ['AdminGetListColous'],
    ...named,
    form: sameRules(namedOptionSchema, useAdminCreateColousMutation, useAdminEditColousMutation),
    fields: nameField('COLOUR'),
  }),

  SEAT: listOf(useAdminGetListSeatsQuery, (d) =>
    readFragment(SeatItemFragmentDoc, d.adminGetListSeats),
  ).panel({
    listKeys: ['AdminGetListSeats'],
    title: name,
    subtitle: (s) => `Value ${s.value}${s.fixed ? ' · fixed' : ''}`,
    form: sameRules(seatSchema, useAdminCreateSeatsMutation, useAdminEditSeatsMutation),
    fields: [
      { kind: 'text', name: 'name', id: 'seat-name', label: 'Name' },
      { kind: 'number', name: 'value', id: 'seat-value', label: 'Value' },
      { kind: 'switch', name: 'fixed', id: 'seat-fixed', label: 'Fixed' },
    ],
  }),

  DOOR: listOf(useAdminGetListDoorsQuery, (d) =>
    readFragment(DoorItemFragmentDoc, d.adminGetListDoors),
  ).panel({
    listKeys: ['AdminGetListDoors'],
    title: name,
    subtitle: (d) => `Value ${d.value}`,
    form: sameRules(doorSchema, useAdminCreateDoorsMutation, useAdminEditDoorsMutation),
    fields: [
      { kind: 'text', name: 'name', id: 'door-name', label: 'Name' },
      { kind: 'number', name: 'value', id: 'door-value', label: 'Value' },
    ],
  }),

  DRIVER_TYPE: listOf(useAdminGetListDriverTypeQuery, (d) =>
    readFragment(DriverTypeItemFragmentDoc, d.adminGetListDriverType),
  ).panel({
    listKeys: ['AdminGetListDriverType'],
    title: (d) => d.nameVi,
    subtitle: (d) => d.nameEn,
    searchText: (d) => [d.nameEn],
    form: sameRules(driverTypeSchema, useAdminCreateDriverTypeMutation, useAdminEditDriverTypeMutation),
    fields: [
      { kind: 'text', name: 'nameVi', id: 'driver-name-vi', label: 'Name (VI)' },
      { kind: 'text', name: 'nameEn', id: 'driver-name-en', label: 'Name (EN)' },
    ],
  }),

  FUEL_ECONOMY: listOf(useAdminGetListFuelEconomyQuery, (d) =>
    readFragment(FuelEconomyItemFragmentDoc, d.adminGetListFuelEconomy),
  ).panel({
    plural: 'Fuel economy',
    listKeys: ['AdminGetListFuelEconomy'],
    title: (f) => f.nameVi ?? `${f.liter} L/${f.kilometer} km`,
    subtitle: (f) => `${f.isLess ? 'Less than' : 'More than'} ${f.liter} L / ${f.kilometer} km`,
    searchText: (f) => [f.nameEn],
    form: sameRules(fuelEconomySchema, useAdminCreateFuelEconomyMutation, useAdminEditFuelEconomyMutation),
    fields: [
      {
        kind: 'select',
        name: 'isLess',
        id: 'economy-is-less',
        label: 'Less or more',
        initial: true,
        options: [
          { value: true, label: 'Less than (Dưới)' },
          { value: false, label: 'More than (Trên)' },
        ],
      },
      {
        kind: 'group',
        className: 'grid grid-cols-2 gap-3',
        fields: [
          { kind: 'number', name: 'liter', id: 'economy-liter', label: 'Liter' },
          { kind: 'number', name: 'kilometer', id: 'economy-kilometer', label: 'Kilometer', initial: 100 },
        ],
      },
      {
        kind: 'text',
        name: 'nameVi',
        id: 'economy-name-vi',
        label: 'Name (VI)',
        required: false,
        placeholder: NAMED_FROM_NUMBERS,
      },
      {
        kind: 'text',
        name: 'nameEn',
        id: 'economy-name-en',
        label: 'Name (EN)',
        required: false,
        placeholder: NAMED_FROM_NUMBERS,
      },
    ],
  }),

  FUEL_TYPE: listOf(useAdminGetListFuelTypeQuery, (d) =>
    readFragment(FuelTypeItemFragmentDoc, d.adminGetListFuelType),
  ).panel({
    listKeys: ['AdminGetListFuelType'],
    ...named,
    form: sameRules(namedOptionSchema, useAdminCreateFuelTypeMutation, useAdminEditFuelTypeMutation),
    fields: nameField('FUEL_TYPE'),
  }),

  PAYMENT_ITEM: listOf(useAdminPaymentItemsQuery, (d) =>
    readFragment(PaymentItemItemFragmentDoc, d.adminPaymentItems),
  ).panel({
    listKeys: ['AdminPaymentItems'],
    title: (p) => `${formatThousands(p.amount)} ${p.currency}`,
    form: sameRules(paymentItemSchema, useAdminCreatePaymentItemsMutation, useAdminEditPaymentItemsMutation),
    fields: [
      { kind: 'number', name: 'amount', id: 'payment-amount', label: 'Amount' },
      {
        kind: 'select',
        name: 'currency',
        id: 'payment-currency',
        label: 'Currency',
        initial: 'VND',
        placeholder: 'Select a currency',
        options: CURRENCIES.map((c) => ({ value: c, label: c })),
      },
    ],
  }),

  PURCHASE_COST_PROVINCE: listOf(useAdminGetListCarPurchaseCostProvinceSettingOptionQuery, (d) =>
    readFragment(RegistrationItemFragmentDoc, d.adminGetListCarPurchaseCostProvinceSettingOption),
  ).panel({
    listKeys: ['AdminGetListCarPurchaseCostProvinceSettingOption'],
    useExtras: useProvinceOptions,
    title: (c) => c.proviceDetail?.name ?? c.provinceId,
    subtitle: (c) =>
      `New ${c.registrationFeeNewCar}% · used ${c.registrationFeeOldCar}% · plate ${formatThousands(c.licensePlateFee)} VND`,
    form: {
      addSchema: purchaseCostCreateSchema,
      // The province is fixed once saved (SPEC §2.16): the form shows it, Update does not send it.
      updateSchema: purchaseCostCreateSchema.partial({ provinceId: true }),
      create: useAdminCreateCarPurchaseCostProvinceSettingOptionMutation,
      update: useAdminEditCarPurchaseCostProvinceSettingOptionMutation,
      toCreate: (values) => values,
      toUpdate: (c, { provinceId: _fixed, ...fees }) => ({ ...fees, id: c.id }),
    },
    fields: [
      {
        kind: 'select',
        name: 'provinceId',
        id: 'cost-province',
        label: 'Province',
        placeholder: 'Select a province',
        options: (env) => env.extras(env.selected),
        fixed: 'The province cannot be changed after saving',
      },
      {
        kind: 'group',
        className: 'grid gap-3',
        fields: [
          ...PURCHASE_COST_FEE_FIELDS.map(
            (f) => ({ kind: 'number', name: f, id: `cost-${f}`, label: REGISTRATION_FEE_LABELS[f] }) as const,
          ),
          {
            kind: 'number',
            name: 'otherCost',
            id: 'cost-otherCost',
            label: 'Other cost (VND)',
            required: false,
          },
        ],
      },
    ],
    bulk: RegistrationBulkTab,
  }),
};
