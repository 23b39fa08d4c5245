import type { SettingType } from '@/gql/graphql';
import { defineListSearch, field } from '@/components/data-table/list-search';

/** SPEC §2.16's left column, in its order; the first one is selected when the URL names none. */
export const SETTING_TYPE_ITEMS = [
  { type: 'BRAND', label: 'Brand' },
  { type: 'MODEL', label: 'Model' },
  { type: 'VERSION', label: 'Car Version' },
  { type: 'BODY_TYPE', label: 'Body type' },
  { type: 'COLOUR', label: 'Colour' },
  { type: 'SEAT', label: 'Seat' },
  { type: 'DOOR', label: 'Door' },
  { type: 'DRIVER_TYPE', label: 'Driver Type' },
  { type: 'FUEL_ECONOMY', label: 'Fuel Economy' },
  { type: 'FUEL_TYPE', label: 'Fuel Type' },
  { type: 'PAYMENT_ITEM', label: 'Payment Item' },
  { type: 'PURCHASE_COST_PROVINCE', label: 'Registration Location' },
] as const satisfies readonly { type: SettingType; label: string }[];

export const DEFAULT_SETTING_TYPE: SettingType = 'BRAND';

export const settingLabel = (type: SettingType) =>
  SETTING_TYPE_ITEMS.find((t) => t.type === type)?.label ?? type;

const typeSearch = defineListSearch({ type: field.oneOf(SETTING_TYPE_ITEMS.map((t) => t.type)) });

/**
 * `/settings?type=VERSION`, parsed once by the route; an unknown value falls back to Brand instead of
 * breaking the screen, and Brand itself stays out of the URL.
 */
export function parseSettingsSearch(raw: Record<string, unknown>): { type?: SettingType } {
  const { type } = typeSearch(raw);
  return type && type !== DEFAULT_SETTING_TYPE ? { type } : {};
}
