import { bodyTypes, colours, fuelTypes } from '../../db/schema';
import { settingIdSchema, settingTypeSchema } from '../../../src/rules/settings';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { requireAdmin } from '../guard';
import { parseInput } from '../zod-input';
import { settingsBulkMutation } from './settings-bulk';
import {
  createBrand,
  createModel,
  createVersion,
  editBrand,
  editModel,
  editVersion,
  listBrands,
  listModels,
  listModelsOfBrand,
  listVersions,
} from './settings-catalogue';
import {
  listDoors,
  listDriverTypes,
  listFuelEconomies,
  listNamed,
  listPaymentItems,
  listSeats,
  saveDoor,
  saveDriverType,
  saveFuelEconomy,
  saveNamed,
  savePaymentItem,
  saveSeat,
} from './settings-options';
import { createPurchaseCost, editPurchaseCost, listPurchaseCosts } from './settings-purchase-cost';
import { deleteOption, setOptionActive } from './settings-usage';

/** A malformed id is a bad input, not a SQL cast error. */
const idOf = (id: string) => parseInput(settingIdSchema, { id }).id;

/** The edited row and the version its form was loaded at (docs/conflicts.md). */
const editOf = (args: { id: string; editVersion?: number | null }) => ({
  id: idOf(args.id),
  editVersion: args.editVersion,
});

type SettingsQuery = Pick<
  QueryResolvers,
  | 'adminGetListBrands'
  | 'adminGetListModels'
  | 'adminGetListVersion'
  | 'adminGetListBodyTypes'
  | 'adminGetListColous'
  | 'adminGetListFuelType'
  | 'adminGetListSeats'
  | 'adminGetListDoors'
  | 'adminGetListDriverType'
  | 'adminGetListFuelEconomy'
  | 'adminPaymentItems'
  | 'adminGetListCarPurchaseCostProvinceSettingOption'
  | 'getListModels'
>;

export const settingsQuery: SettingsQuery = {
  adminGetListBrands: (_r, _a, ctx) => listBrands(ctx.db),
  adminGetListModels: (_r, _a, ctx, info) => listModels(ctx.db, info),
  adminGetListVersion: (_r, _a, ctx) => listVersions(ctx.db),
  adminGetListBodyTypes: (_r, _a, ctx) => listNamed(ctx.db, bodyTypes),
  adminGetListColous: (_r, _a, ctx) => listNamed(ctx.db, colours),
  adminGetListFuelType: (_r, _a, ctx) => listNamed(ctx.db, fuelTypes),
  adminGetListSeats: (_r, _a, ctx) => listSeats(ctx.db),
  adminGetListDoors: (_r, _a, ctx) => listDoors(ctx.db),
  adminGetListDriverType: (_r, _a, ctx) => listDriverTypes(ctx.db),
  adminGetListFuelEconomy: (_r, _a, ctx) => listFuelEconomies(ctx.db),
  adminPaymentItems: (_r, _a, ctx) => listPaymentItems(ctx.db),
  adminGetListCarPurchaseCostProvinceSettingOption: (_r, _a, ctx) => listPurchaseCosts(ctx.db),
  getListModels: (_r, args, ctx) => listModelsOfBrand(ctx.db, args.brand),
};

type SettingsMutation = Pick<
  MutationResolvers,
  | 'adminDeleteOptions'
  | 'adminUpdateStatusOptions'
  | 'adminCreateBrand'
  | 'adminEditBrand'
  | 'adminCreateModel'
  | 'adminEditModel'
  | 'adminCreateVersion'
  | 'adminEditVersion'
  | 'adminCreateBodyType'
  | 'adminEditBodyType'
  | 'adminCreateColous'
  | 'adminEditColous'
  | 'adminCreateFuelType'
  | 'adminEditFuelType'
  | 'adminCreateSeats'
  | 'adminEditSeats'
  | 'adminCreateDoors'
  | 'adminEditDoors'
  | 'adminCreateDriverType'
  | 'adminEditDriverType'
  | 'adminCreateFuelEconomy'
  | 'adminEditFuelEconomy'
  | 'adminCreatePaymentItems'
  | 'adminEditPaymentItems'
  | 'adminCreateCarPurchaseCostProvinceSettingOption'
  | 'adminEditCarPurchaseCostProvinceSettingOption'
>;

export const settingsMutation: SettingsMutation = {
  ...settingsBulkMutation,
  adminDeleteOptions: (_r, args, ctx) =>
    deleteOption(ctx.db, requireAdmin(ctx).id, parseInput(settingTypeSchema, args.type), idOf(args.id)),
  adminUpdateStatusOptions: (_r, args, ctx) =>
    setOptionActive(
      ctx.db,
      requireAdmin(ctx).id,
      parseInput(settingTypeSchema, args.type),
      idOf(args.id),
      args.active,
    ),
  adminCreateBrand: (_r, args, ctx) => createBrand(ctx.db, requireAdmin(ctx).id, args),
  adminEditBrand: (_r, args, ctx) => editBrand(ctx.db, requireAdmin(ctx).id, { ...args, id: idOf(args.id) }),
  adminCreateModel: (_r, args, ctx) => createModel(ctx.db, requireAdmin(ctx).id, args),
  adminEditModel: (_r, args, ctx) => editModel(ctx.db, requireAdmin(ctx).id, { ...args, id: idOf(args.id) }),
  adminCreateVersion: (_r, args, ctx) => createVersion(ctx.db, requireAdmin(ctx).id, args),
  // Unknown or malformed ids answer null here (bulk update), so the id is checked inside.
  adminEditVersion: (_r, args, ctx) => editVersion(ctx.db, requireAdmin(ctx).id, args),
  adminCreateBodyType: (_r, args, ctx) => saveNamed(ctx.db, requireAdmin(ctx).id, bodyTypes, args),
  adminEditBodyType: (_r, args, ctx) =>
    saveNamed(ctx.db, requireAdmin(ctx).id, bodyTypes, args, editOf(args)),
  adminCreateColous: (_r, args, ctx) => saveNamed(ctx.db, requireAdmin(ctx).id, colours, args),
  adminEditColous: (_r, args, ctx) => saveNamed(ctx.db, requireAdmin(ctx).id, colours, args, editOf(args)),
  adminCreateFuelType: (_r, args, ctx) => saveNamed(ctx.db, requireAdmin(ctx).id, fuelTypes, args),
  adminEditFuelType: (_r, args, ctx) =>
    saveNamed(ctx.db, requireAdmin(ctx).id, fuelTypes, args, editOf(args)),
  adminCreateSeats: (_r, args, ctx) => saveSeat(ctx.db, requireAdmin(ctx).id, args),
  adminEditSeats: (_r, args, ctx) => saveSeat(ctx.db, requireAdmin(ctx).id, args, editOf(args)),
  adminCreateDoors: (_r, args, ctx) => saveDoor(ctx.db, requireAdmin(ctx).id, args),
  adminEditDoors: (_r, args, ctx) => saveDoor(ctx.db, requireAdmin(ctx).id, args, editOf(args)),
  adminCreateDriverType: (_r, args, ctx) => saveDriverType(ctx.db, requireAdmin(ctx).id, args),
  adminEditDriverType: (_r, args, ctx) => saveDriverType(ctx.db, requireAdmin(ctx).id, args, editOf(args)),
  adminCreateFuelEconomy: (_r, args, ctx) => saveFuelEconomy(ctx.db, requireAdmin(ctx).id, args),
  adminEditFuelEconomy: (_r, args, ctx) => saveFuelEconomy(ctx.db, requireAdmin(ctx).id, args, editOf(args)),
  adminCreatePaymentItems: (_r, args, ctx) => savePaymentItem(ctx.db, requireAdmin(ctx).id, args),
  adminEditPaymentItems: (_r, args, ctx) => savePaymentItem(ctx.db, requireAdmin(ctx).id, args, editOf(args)),
  adminCreateCarPurchaseCostProvinceSettingOption: (_r, args, ctx) =>
    createPurchaseCost(ctx.db, requireAdmin(ctx).id, args),
  adminEditCarPurchaseCostProvinceSettingOption: (_r, args, ctx) =>
    editPurchaseCost(ctx.db, requireAdmin(ctx).id, { ...args, id: idOf(args.id) }),
};
