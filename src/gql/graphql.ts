/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminAuthority =
  | 'SUPPER_ADMIN';

/** One row of adminBulkEditVersions: the fields of adminEditVersion; a left-out model keeps the version's own. */
export type AdminBulkVersionEditRowInput = {
  id: string | number;
  model?: string | number | null | undefined;
  name: string;
  priceCarVersion: number;
};

/** One row of adminBulkCreateVersions: the fields of adminCreateVersion (bulk rows never carry an image). */
export type AdminBulkVersionRowInput = {
  /** Model id. */
  model: string | number;
  name: string;
  priceCarVersion: number;
};

/** A member created by an admin; at least one of email or phone is required. */
export type AdminCreateUserInput = {
  /** Media id of the avatar. */
  avatar?: string | number | null | undefined;
  cityId?: string | number | null | undefined;
  countryId?: string | number | null | undefined;
  dob?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  language?: Language | null | undefined;
  lastName?: string | null | undefined;
  /** Optional initial password; without it the member signs in by OTP or social login. */
  password?: string | null | undefined;
  phone?: string | null | undefined;
  prefixPhone?: string | null | undefined;
  storeName?: string | null | undefined;
  username?: string | null | undefined;
};

/** Fields an admin may change on a member; absent fields are left unchanged. */
export type AdminEditUserInput = {
  avatar?: string | number | null | undefined;
  cityId?: string | number | null | undefined;
  countryId?: string | number | null | undefined;
  dob?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  language?: Language | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  prefixPhone?: string | null | undefined;
  storeName?: string | null | undefined;
  username?: string | null | undefined;
};

/** A market price entry or catalogue version created from the Market Price screens. */
export type AdminMarketPriceInput = {
  mediaId?: string | number | null | undefined;
  /** Model id; the brand follows from the model. */
  model: string | number;
  name: string;
  numKilometerCarRun?: number | null | undefined;
  priceCarVersion: number;
  yearManufacture?: number | null | undefined;
};

export type AdminServiceInput = {
  benefitsItemIds?: Array<string | number> | null | undefined;
  day?: number | null | undefined;
  description?: string | null | undefined;
  isActive?: boolean | null | undefined;
  quantity?: number | null | undefined;
  totalPrice?: number | null | undefined;
  type: ServicePackageType;
  unitPrice?: number | null | undefined;
};

/** Gives a service package to a member; absent quantity, day or expriedDate are taken from the package. */
export type AdminUserServiceInput = {
  day?: number | null | undefined;
  expriedDate?: string | null | undefined;
  isActive?: boolean | null | undefined;
  quantity?: number | null | undefined;
  servicesId: string | number;
  used?: number | null | undefined;
  userId: string | number;
};

/** Benefit package item types: HOT_NEWS (Tin nổi bật), OTHER (Khác), TRUST_PARTNER (Đối tác uy tín), FREE_TRIAL (Gói dùng thử). */
export type BenefitType =
  | 'BOOKINGS'
  | 'FREE_TRIAL'
  | 'HAS_GOOGLE_ADS'
  | 'HOT_NEWS'
  | 'NO_ADS_THEORY_AND_SIMULATION'
  | 'NO_GOOGLE_ADS'
  | 'OTHER'
  | 'TRUST_PARTNER';

export type Currency =
  | 'USD'
  | 'VND';

export type Language =
  | 'EN'
  | 'VI';

/** Delivery state of an outgoing email: pending until tried, then sent (SMTP), stored (local outbox) or failed. */
export type MailStatus =
  | 'failed'
  | 'pending'
  | 'sent'
  | 'stored';

export type PostStatus =
  | 'ACTIVE'
  | 'DETELED'
  | 'DRAFT'
  | 'EDIT_PENDING'
  | 'EXPIRED'
  | 'INSUFFICIENT_FUND'
  | 'INSUFFICIENT_FUND_RENEW'
  | 'PENDING'
  | 'REJECTED'
  | 'SOLD'
  | 'SUSPENDED';

/** Service package types (the wider list). */
export type ServicePackageType =
  | 'BOOKINGS'
  | 'BOOKINGS_SPECIAL'
  | 'FREE_TRIAL'
  | 'HAS_GOOGLE_ADS'
  | 'HOT_NEWS'
  | 'NO_ADS'
  | 'NO_ADS_THEORY_AND_SIMULATION'
  | 'NO_GOOGLE_ADS'
  | 'OTHER'
  | 'TRUST_PARTNER';

/** Setting types for the generic setting mutations (adminDeleteOptions, adminUpdateStatusOptions). */
export type SettingType =
  | 'BODY_TYPE'
  | 'BRAND'
  | 'COLOUR'
  | 'DOOR'
  | 'DRIVER_TYPE'
  | 'FUEL_ECONOMY'
  | 'FUEL_TYPE'
  | 'MODEL'
  | 'PAYMENT_ITEM'
  | 'PURCHASE_COST_PROVINCE'
  | 'SEAT'
  | 'VERSION';

/** Raw lower-case values, shown as-is by the UI. */
export type TransferRequestStatus =
  | 'confirm'
  | 'new'
  | 'rejected';

/** End-user roles; also the notification audience (absent = All). */
export type UserRole =
  | 'BUYERS'
  | 'CAR_OWNERSHIP'
  | 'GARAGE_OWNER'
  | 'LICENCE_LEARNER'
  | 'PARKING_OWNER'
  | 'SELLERS';

/** Status of a user service package. */
export type UserServiceStatus =
  | 'ACTIVE'
  | 'INACTIVE';

export type UserStatusFilter =
  | 'ACTIVE'
  | 'DEACTIVATED'
  | 'DELETED'
  | 'SUSPENDED'
  | 'TERMINATED';

export type AdminLoginMutationVariables = Exact<{
  email: string;
  password: string;
  deviceToken?: string | null | undefined;
}>;


export type AdminLoginMutation = { adminLogin: { expireTokenDate: string, expireRefreshTokenDate: string, user: { ' $fragmentRefs'?: { 'AdminProfileFragment': AdminProfileFragment } } } };

export type AdminProfileFragment = { id: string, firstName: string | null, lastName: string | null, fullName: string | null, email: string, authority: AdminAuthority } & { ' $fragmentName'?: 'AdminProfileFragment' };

export type AdminRefreshTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminRefreshTokenMutation = { adminRefreshToken: { expireTokenDate: string, expireRefreshTokenDate: string } };

export type MeAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type MeAdminQuery = { meAdmin: { ' $fragmentRefs'?: { 'AdminProfileFragment': AdminProfileFragment } } };

export type SignOutMutationVariables = Exact<{
  deviceToken?: string | null | undefined;
}>;


export type SignOutMutation = { signOut: boolean };

export type PageMetaFragment = { itemCount: number, totalItems: number, itemsPerPage: number, totalPages: number, currentPage: number } & { ' $fragmentName'?: 'PageMetaFragment' };

export type DashboardActiveListingAndActiveUserQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardActiveListingAndActiveUserQuery = { adminDashboardActiveListingAndActiveUser: { value: number, change: number } };

export type DashboardListingByStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardListingByStatusQuery = { adminDashboardListingByStatus: Array<{ count: number, status: PostStatus }> };

export type DashboardRevenuePerUserActiveQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardRevenuePerUserActiveQuery = { adminDashboardRevenuePerUserActive: { value: number, change: number } };

export type DashboardRevenuePerUserQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardRevenuePerUserQuery = { adminDashboardRevenuePerUser: { value: number, change: number } };

export type DashboardRevenueTotalQueryVariables = Exact<{
  numberMonth?: number | null | undefined;
}>;


export type DashboardRevenueTotalQuery = { adminDashboardRevenueTotal: Array<{ count: number, date: string }> };

export type DashboardTotalRevenueQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardTotalRevenueQuery = { adminDashboardTotalRevenue: Array<{ count: number, type: string }> };

export type DashboardUserByLocationQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardUserByLocationQuery = { adminDashboardUserByLocation: Array<{ count: number, cityid: string | null, province: string | null }> };

export type DashboardUserGrowthRateQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardUserGrowthRateQuery = { adminDashboardUserGrowthRate: { value: number, change: number } };

export type DashboardUserStatusActiveQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardUserStatusActiveQuery = { adminDashboardUserStatusActive: { active: number, total: number, unverified: number, totalViewPost: number } };

export type DashboardUserTotalQueryVariables = Exact<{
  numberMonth?: number | null | undefined;
}>;


export type DashboardUserTotalQuery = { adminDashboardUserTotal: Array<{ count: number, date: string }> };

export type CountriesQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type CountriesQuery = { countries: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ id: string, name: string, code: string }> } };

export type DistrictsQueryVariables = Exact<{
  provinceCode?: string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type DistrictsQuery = { districts: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ id: string, name: string, code: string, prefix: string | null, provinceCode: string }> } };

export type ProvincesQueryVariables = Exact<{
  countryCode?: string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type ProvincesQuery = { provinces: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ id: string, name: string, code: string, countryCode: string }> } };

export type WardsQueryVariables = Exact<{
  districtCode?: string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type WardsQuery = { wards: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ id: string, name: string, code: string, prefix: string | null, districtCode: string }> } };

export type AdminCreateMarketPriceMutationVariables = Exact<{
  input: AdminMarketPriceInput;
}>;


export type AdminCreateMarketPriceMutation = { adminCreateMarketPrice: { id: string } };

export type AdminDeleteVersionMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteVersionMutation = { adminDeleteVersion: boolean };

export type AdminEditMarketPriceMutationVariables = Exact<{
  id: string | number;
  input: AdminMarketPriceInput;
}>;


export type AdminEditMarketPriceMutation = { adminEditMarketPrice: { id: string } };

export type AdminGetListAllVersionQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  keyword?: string | null | undefined;
}>;


export type AdminGetListAllVersionQuery = { adminGetListAllVersion: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'MarketPriceRowFragment': MarketPriceRowFragment } }> } };

export type AdminGetVersionDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetVersionDetailQuery = { adminGetVersionDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'MarketPriceDetailFragment': MarketPriceDetailFragment;'MarketPriceFormValuesFragment': MarketPriceFormValuesFragment } }
  ) };

export type MarketPriceBrandOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketPriceBrandOptionsQuery = { adminGetListBrands: Array<{ id: string, name: string, isActive: boolean }> };

export type MarketPriceModelOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketPriceModelOptionsQuery = { adminGetListModels: Array<{ id: string, name: string, brand: string, isActive: boolean }> };

export type AdminCreateUserMutationVariables = Exact<{
  input: AdminCreateUserInput;
}>;


export type AdminCreateUserMutation = { adminCreateUser: { id: string } };

export type AdminDeactivateUserMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type AdminDeactivateUserMutation = { adminDeactivateUser: { id: string, isActive: boolean } };

export type AdminEditUserMutationVariables = Exact<{
  id: string | number;
  input: AdminEditUserInput;
}>;


export type AdminEditUserMutation = { adminEditUser: { id: string, updatedAt: string } };

export type AdminGetMemberPackagesQueryVariables = Exact<{
  userId: string | number;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type AdminGetMemberPackagesQuery = { adminGetUserServices: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'MemberPackageRowFragment': MemberPackageRowFragment } }
    )> } };

export type AdminGetMemberTransfersQueryVariables = Exact<{
  userId: string | number;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type AdminGetMemberTransfersQuery = { adminListUserTransferRequest: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'MemberTransferRowFragment': MemberTransferRowFragment } }
    )> } };

export type AdminGetUserAuditLogsQueryVariables = Exact<{
  userId: string | number;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type AdminGetUserAuditLogsQuery = { adminGetUserAuditLogs: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'MemberAuditRowFragment': MemberAuditRowFragment } }
    )> } };

export type AdminGetUserDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetUserDetailQuery = { adminGetUserDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'MemberHeaderFragment': MemberHeaderFragment;'MemberCardsFragment': MemberCardsFragment } }
  ) };

export type AdminGetUserEmailsQueryVariables = Exact<{
  userId: string | number;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type AdminGetUserEmailsQuery = { adminGetUserEmails: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'MemberEmailRowFragment': MemberEmailRowFragment } }
    )> } };

export type AdminGetUserForEditQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetUserForEditQuery = { adminGetUserDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'MemberFormValuesFragment': MemberFormValuesFragment } }
  ) };

export type AdminReactivateUserMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminReactivateUserMutation = { adminReactivateUser: { id: string, isActive: boolean } };

export type UsersQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  status?: UserStatusFilter | null | undefined;
  createFrom?: string | null | undefined;
  createTo?: string | null | undefined;
  keyword?: string | null | undefined;
  type?: UserRole | null | undefined;
}>;


export type UsersQuery = { users: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'MemberRowFragment': MemberRowFragment } }
    )> } };

export type AdminCreateServicesMutationVariables = Exact<{
  input: AdminServiceInput;
}>;


export type AdminCreateServicesMutation = { adminCreateServices: { id: string } };

export type AdminCreateUserServiceBenefitsMutationVariables = Exact<{
  type: BenefitType;
  title: string;
}>;


export type AdminCreateUserServiceBenefitsMutation = { adminCreateUserServiceBenefits: { id: string } };

export type AdminCreateUserServicesMutationVariables = Exact<{
  input: AdminUserServiceInput;
}>;


export type AdminCreateUserServicesMutation = { adminCreateUserServices: { id: string } };

export type AdminDeleteServicesMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteServicesMutation = { adminDeleteServices: boolean };

export type AdminDeleteUserServiceBenefitsMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteUserServiceBenefitsMutation = { adminDeleteUserServiceBenefits: boolean };

export type AdminEditServicesMutationVariables = Exact<{
  id: string | number;
  input: AdminServiceInput;
}>;


export type AdminEditServicesMutation = { adminEditServices: { id: string } };

export type AdminEditUserServiceBenefitsMutationVariables = Exact<{
  id: string | number;
  type: BenefitType;
  title: string;
}>;


export type AdminEditUserServiceBenefitsMutation = { adminEditUserServiceBenefits: { id: string } };

export type AdminEditUserServicesMutationVariables = Exact<{
  id: string | number;
  input: AdminUserServiceInput;
}>;


export type AdminEditUserServicesMutation = { adminEditUserServices: { id: string } };

export type AdminGetServiceDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetServiceDetailQuery = { adminGetServiceDetail: (
    { id: string, isDeleted: boolean }
    & { ' $fragmentRefs'?: { 'ServiceDetailFragment': ServiceDetailFragment;'ServiceFormValuesFragment': ServiceFormValuesFragment } }
  ) };

export type AdminGetServicesQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  keyword?: string | null | undefined;
}>;


export type AdminGetServicesQuery = { adminGetServices: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ServiceRowFragment': ServiceRowFragment } }
    )> } };

export type AdminGetUserServiceBenefitDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetUserServiceBenefitDetailQuery = { adminGetUserServiceBenefitDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'BenefitFormStartFragment': BenefitFormStartFragment } }
  ) };

export type AdminGetUserServiceBenefitsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGetUserServiceBenefitsQuery = { adminGetUserServiceBenefits: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'BenefitRowFragment': BenefitRowFragment;'BenefitOptionFragment': BenefitOptionFragment } }
  )> };

export type AdminGetUserServiceDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetUserServiceDetailQuery = { adminGetUserServiceDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'UserServiceDetailFragment': UserServiceDetailFragment;'UserServiceFormValuesFragment': UserServiceFormValuesFragment } }
  ) };

export type AdminGetUserServicesQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  keyword?: string | null | undefined;
  status?: UserServiceStatus | null | undefined;
}>;


export type AdminGetUserServicesQuery = { adminGetUserServices: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'UserServiceRowFragment': UserServiceRowFragment } }
    )> } };

export type AdminUpdateStatusServicesMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type AdminUpdateStatusServicesMutation = { adminUpdateStatusServices: { id: string, isActive: boolean } };

export type AdminUpdateStatusUserServiceBenefitsMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type AdminUpdateStatusUserServiceBenefitsMutation = { adminUpdateStatusUserServiceBenefits: { id: string, isActive: boolean } };

export type PackageMemberOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  take?: number | null | undefined;
}>;


export type PackageMemberOptionsQuery = { users: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'MemberOptionFragment': MemberOptionFragment } }
    )> } };

export type PackageOptionsQueryVariables = Exact<{
  take?: number | null | undefined;
}>;


export type PackageOptionsQuery = { adminGetServices: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'PackageOptionFragment': PackageOptionFragment } }
    )> } };

export type AdminCreateBodyTypeMutationVariables = Exact<{
  name: string;
}>;


export type AdminCreateBodyTypeMutation = { adminCreateBodyType: { id: string } };

export type AdminCreateBrandMutationVariables = Exact<{
  name: string;
  mediaId: string | number;
  isDisplayTopSearch?: boolean | null | undefined;
}>;


export type AdminCreateBrandMutation = { adminCreateBrand: { id: string } };

export type AdminCreateCarPurchaseCostProvinceSettingOptionMutationVariables = Exact<{
  provinceId: string | number;
  registrationFeeNewCar: number;
  registrationFeeOldCar: number;
  registry: number;
  roadMaintenanceFee: number;
  civilInsurance: number;
  licensePlateFee: number;
  bodyInsuranceOneYear: number;
  otherCost?: number | null | undefined;
}>;


export type AdminCreateCarPurchaseCostProvinceSettingOptionMutation = { adminCreateCarPurchaseCostProvinceSettingOption: { id: string } };

export type AdminCreateColousMutationVariables = Exact<{
  name: string;
}>;


export type AdminCreateColousMutation = { adminCreateColous: { id: string } };

export type AdminCreateDoorsMutationVariables = Exact<{
  name: string;
  value: number;
}>;


export type AdminCreateDoorsMutation = { adminCreateDoors: { id: string } };

export type AdminCreateDriverTypeMutationVariables = Exact<{
  nameVi: string;
  nameEn: string;
}>;


export type AdminCreateDriverTypeMutation = { adminCreateDriverType: { id: string } };

export type AdminCreateFuelEconomyMutationVariables = Exact<{
  nameVi?: string | null | undefined;
  nameEn?: string | null | undefined;
  liter: number;
  kilometer: number;
  isLess: boolean;
}>;


export type AdminCreateFuelEconomyMutation = { adminCreateFuelEconomy: { id: string } };

export type AdminCreateFuelTypeMutationVariables = Exact<{
  name: string;
}>;


export type AdminCreateFuelTypeMutation = { adminCreateFuelType: { id: string } };

export type AdminCreateModelMutationVariables = Exact<{
  name: string;
  brand: string | number;
}>;


export type AdminCreateModelMutation = { adminCreateModel: { id: string } };

export type AdminCreatePaymentItemsMutationVariables = Exact<{
  amount: number;
  currency: Currency;
}>;


export type AdminCreatePaymentItemsMutation = { adminCreatePaymentItems: { id: string } };

export type AdminCreateSeatsMutationVariables = Exact<{
  name: string;
  value: number;
  fixed?: boolean | null | undefined;
}>;


export type AdminCreateSeatsMutation = { adminCreateSeats: { id: string } };

export type AdminCreateVersionMutationVariables = Exact<{
  name: string;
  model: string | number;
  priceCarVersion: number;
  mediaId?: string | number | null | undefined;
}>;


export type AdminCreateVersionMutation = { adminCreateVersion: { id: string } };

export type AdminDeleteOptionsMutationVariables = Exact<{
  id: string | number;
  type: SettingType;
}>;


export type AdminDeleteOptionsMutation = { adminDeleteOptions: boolean };

export type AdminEditBodyTypeMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type AdminEditBodyTypeMutation = { adminEditBodyType: { id: string } };

export type AdminEditBrandMutationVariables = Exact<{
  id: string | number;
  name: string;
  mediaId: string | number;
  isDisplayTopSearch?: boolean | null | undefined;
}>;


export type AdminEditBrandMutation = { adminEditBrand: { id: string } };

export type AdminEditCarPurchaseCostProvinceSettingOptionMutationVariables = Exact<{
  id: string | number;
  registrationFeeNewCar: number;
  registrationFeeOldCar: number;
  registry: number;
  roadMaintenanceFee: number;
  civilInsurance: number;
  licensePlateFee: number;
  bodyInsuranceOneYear: number;
  otherCost?: number | null | undefined;
}>;


export type AdminEditCarPurchaseCostProvinceSettingOptionMutation = { adminEditCarPurchaseCostProvinceSettingOption: { id: string } };

export type AdminEditColousMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type AdminEditColousMutation = { adminEditColous: { id: string } };

export type AdminEditDoorsMutationVariables = Exact<{
  id: string | number;
  name: string;
  value: number;
}>;


export type AdminEditDoorsMutation = { adminEditDoors: { id: string } };

export type AdminEditDriverTypeMutationVariables = Exact<{
  id: string | number;
  nameVi: string;
  nameEn: string;
}>;


export type AdminEditDriverTypeMutation = { adminEditDriverType: { id: string } };

export type AdminEditFuelEconomyMutationVariables = Exact<{
  id: string | number;
  nameVi?: string | null | undefined;
  nameEn?: string | null | undefined;
  liter: number;
  kilometer: number;
  isLess: boolean;
}>;


export type AdminEditFuelEconomyMutation = { adminEditFuelEconomy: { id: string } };

export type AdminEditFuelTypeMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type AdminEditFuelTypeMutation = { adminEditFuelType: { id: string } };

export type AdminEditModelMutationVariables = Exact<{
  id: string | number;
  name: string;
  brand: string | number;
}>;


export type AdminEditModelMutation = { adminEditModel: { id: string } };

export type AdminEditPaymentItemsMutationVariables = Exact<{
  id: string | number;
  amount: number;
  currency: Currency;
}>;


export type AdminEditPaymentItemsMutation = { adminEditPaymentItems: { id: string } };

export type AdminEditSeatsMutationVariables = Exact<{
  id: string | number;
  name: string;
  value: number;
  fixed?: boolean | null | undefined;
}>;


export type AdminEditSeatsMutation = { adminEditSeats: { id: string } };

export type AdminEditVersionMutationVariables = Exact<{
  id: string | number;
  name: string;
  model?: string | number | null | undefined;
  priceCarVersion: number;
  mediaId?: string | number | null | undefined;
}>;


export type AdminEditVersionMutation = { adminEditVersion: { id: string } | null };

export type AdminGetListBodyTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGetListBodyTypesQuery = { adminGetListBodyTypes: Array<{ ' $fragmentRefs'?: { 'BodyTypeItemFragment': BodyTypeItemFragment } }> };

export type AdminGetListBrandsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGetListBrandsQuery = { adminGetListBrands: Array<{ ' $fragmentRefs'?: { 'BrandItemFragment': BrandItemFragment;'CatalogueBrandFragment': CatalogueBrandFragment } }> };

export type AdminGetListCarPurchaseCostProvinceSettingOptionQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGetListCarPurchaseCostProvinceSettingOptionQuery = { adminGetListCarPurchaseCostProvinceSettingOption: Array<{ ' $fragmentRefs'?: { 'RegistrationItemFragment': RegistrationItemFragment } }> };

export type AdminGetListColousQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGetListColousQuery = { adminGetListColous: Array<{ ' $fragmentRefs'?: { 'ColourItemFragment': ColourItemFragment } }> };

export type AdminGetListDoorsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGetListDoorsQuery = { adminGetListDoors: Array<{ ' $fragmentRefs'?: { 'DoorItemFragment': DoorItemFragment } }> };

export type AdminGetListDriverTypeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGetListDriverTypeQuery = { adminGetListDriverType: Array<{ ' $fragmentRefs'?: { 'DriverTypeItemFragment': DriverTypeItemFragment } }> };

export type AdminGetListFuelEconomyQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGetListFuelEconomyQuery = { adminGetListFuelEconomy: Array<{ ' $fragmentRefs'?: { 'FuelEconomyItemFragment': FuelEconomyItemFragment } }> };

export type AdminGetListFuelTypeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGetListFuelTypeQuery = { adminGetListFuelType: Array<{ ' $fragmentRefs'?: { 'FuelTypeItemFragment': FuelTypeItemFragment } }> };

export type AdminGetListModelsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGetListModelsQuery = { adminGetListModels: Array<{ ' $fragmentRefs'?: { 'ModelItemFragment': ModelItemFragment;'CatalogueModelFragment': CatalogueModelFragment } }> };

export type AdminGetListSeatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGetListSeatsQuery = { adminGetListSeats: Array<{ ' $fragmentRefs'?: { 'SeatItemFragment': SeatItemFragment } }> };

export type AdminGetListVersionQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGetListVersionQuery = { adminGetListVersion: Array<{ ' $fragmentRefs'?: { 'VersionItemFragment': VersionItemFragment } }> };

export type AdminPaymentItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPaymentItemsQuery = { adminPaymentItems: Array<{ ' $fragmentRefs'?: { 'PaymentItemItemFragment': PaymentItemItemFragment } }> };

export type AdminUpdateStatusOptionsMutationVariables = Exact<{
  id: string | number;
  active: boolean;
  type: SettingType;
}>;


export type AdminUpdateStatusOptionsMutation = { adminUpdateStatusOptions: boolean };

export type AdminBulkCreateVersionsMutationVariables = Exact<{
  rows: Array<AdminBulkVersionRowInput> | AdminBulkVersionRowInput;
}>;


export type AdminBulkCreateVersionsMutation = { adminBulkCreateVersions: Array<(
    { id: string | null, field: string | null }
    & { ' $fragmentRefs'?: { 'BulkRowAnswerFragment': BulkRowAnswerFragment } }
  )> };

export type AdminBulkEditVersionsMutationVariables = Exact<{
  rows: Array<AdminBulkVersionEditRowInput> | AdminBulkVersionEditRowInput;
}>;


export type AdminBulkEditVersionsMutation = { adminBulkEditVersions: Array<(
    { id: string | null, field: string | null }
    & { ' $fragmentRefs'?: { 'BulkRowAnswerFragment': BulkRowAnswerFragment } }
  )> };

export type AdminListUserTransferRequestQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  userId?: string | number | null | undefined;
  status?: TransferRequestStatus | null | undefined;
  keyword?: string | null | undefined;
  createFrom?: string | null | undefined;
  createTo?: string | null | undefined;
}>;


export type AdminListUserTransferRequestQuery = { adminListUserTransferRequest: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'TransferRowFragment': TransferRowFragment } }> } };

export type AdminUpdateUserTransferRequestMutationVariables = Exact<{
  id: string | number;
  approve: boolean;
  moneyTransferReason?: string | null | undefined;
}>;


export type AdminUpdateUserTransferRequestMutation = { adminUpdateUserTransferRequest: { id: string, status: TransferRequestStatus, moneyTransferReason: string | null, updatedAt: string } };

export type MarketPriceDetailFragment = { id: string, name: string, priceCarVersion: number | null, yearManufacture: number | null, numKilometerCarRun: number | null, typeCarVersion: string | null, isActive: boolean, createdAt: string, updatedAt: string, mediaDetail: { id: string, filePathLG: string | null, filePathOriginal: string } | null, brandDetail: { id: string, name: string } | null, modelDetail: { id: string, name: string } | null } & { ' $fragmentName'?: 'MarketPriceDetailFragment' };

export type MarketPriceFormValuesFragment = { id: string, name: string, brand: string | null, model: string | null, priceCarVersion: number | null, yearManufacture: number | null, numKilometerCarRun: number | null, mediaId: string | null, mediaDetail: { id: string, filePathSM: string | null, filePathOriginal: string } | null } & { ' $fragmentName'?: 'MarketPriceFormValuesFragment' };

export type MarketPriceRowFragment = { id: string, name: string, priceCarVersion: number | null, yearManufacture: number | null, numKilometerCarRun: number | null, createdAt: string, brandDetail: { id: string, name: string } | null, modelDetail: { id: string, name: string } | null } & { ' $fragmentName'?: 'MarketPriceRowFragment' };

export type MemberHeaderFragment = { id: string, email: string | null, firstName: string | null, lastName: string | null, isActive: boolean, avatarMedia: { id: string, filePathSM: string | null } | null } & { ' $fragmentName'?: 'MemberHeaderFragment' };

export type MemberCardsFragment = { id: string, email: string | null, username: string | null, storeName: string | null, firstName: string | null, lastName: string | null, dob: string | null, prefixPhone: string | null, phone: string | null, isWithdraw: boolean, withdrawReason: string | null, createdAt: string, lastLoginAt: string | null, updatedAt: string, isActiveEmail: boolean, isActivePhone: boolean, referralCode: string | null, hasPassword: boolean, userBalance: { id: string, amount: number, promotion: number } | null, metadata: { language: Language | null, isPushNotification: boolean, isEmailNotification: boolean, isSmsNotification: boolean, isPromotionNotification: boolean, totalRating: number, avgRating: number, province: { id: string, name: string } | null, country: { id: string, name: string } | null } | null } & { ' $fragmentName'?: 'MemberCardsFragment' };

export type MemberPackageRowFragment = (
  { id: string, createdAt: string }
  & { ' $fragmentRefs'?: { 'UserServiceTermsFragment': UserServiceTermsFragment } }
) & { ' $fragmentName'?: 'MemberPackageRowFragment' };

export type MemberTransferRowFragment = { id: string, amount: number, status: TransferRequestStatus, bankName: string | null, moneyTransferReason: string | null, createdAt: string } & { ' $fragmentName'?: 'MemberTransferRowFragment' };

export type MemberAuditRowFragment = { id: string, action: string, entity: string, entityId: string | null, before: string | null, after: string | null, createdAt: string, admin: { id: string, email: string, fullName: string | null } | null } & { ' $fragmentName'?: 'MemberAuditRowFragment' };

export type MemberEmailRowFragment = { id: string, to: string, subject: string, status: MailStatus, transport: string | null, error: string | null, createdAt: string, sentAt: string | null } & { ' $fragmentName'?: 'MemberEmailRowFragment' };

export type MemberFormValuesFragment = { id: string, email: string | null, prefixPhone: string | null, phone: string | null, firstName: string | null, lastName: string | null, username: string | null, storeName: string | null, dob: string | null, avatar: string | null, isActive: boolean, avatarMedia: { id: string, filePathSM: string | null } | null, metadata: { countryId: string | null, cityId: string | null, language: Language | null } | null } & { ' $fragmentName'?: 'MemberFormValuesFragment' };

export type MemberRowFragment = { id: string, email: string | null, firstName: string | null, lastName: string | null, phone: string | null, prefixPhone: string | null, isActive: boolean, createdAt: string, avatarMedia: { id: string, filePathSM: string | null } | null, userBalance: { id: string, amount: number, promotion: number } | null } & { ' $fragmentName'?: 'MemberRowFragment' };

export type BenefitOptionFragment = { id: string, title: string, type: BenefitType, isActive: boolean } & { ' $fragmentName'?: 'BenefitOptionFragment' };

export type BenefitRowFragment = { id: string, title: string, type: BenefitType, isActive: boolean } & { ' $fragmentName'?: 'BenefitRowFragment' };

export type BenefitFormStartFragment = { id: string, type: BenefitType, title: string } & { ' $fragmentName'?: 'BenefitFormStartFragment' };

export type MemberOptionFragment = { id: string, firstName: string | null, lastName: string | null, email: string | null, phone: string | null, prefixPhone: string | null } & { ' $fragmentName'?: 'MemberOptionFragment' };

export type PackageOptionFragment = (
  { id: string, description: string | null, isDeleted: boolean }
  & { ' $fragmentRefs'?: { 'ServiceTermsFragment': ServiceTermsFragment } }
) & { ' $fragmentName'?: 'PackageOptionFragment' };

export type ServiceDetailFragment = (
  { id: string, description: string | null, isDeleted: boolean, createdAt: string, updatedAt: string, benefitsItems: Array<{ id: string, title: string, isActive: boolean, type: BenefitType }> }
  & { ' $fragmentRefs'?: { 'ServiceTermsFragment': ServiceTermsFragment } }
) & { ' $fragmentName'?: 'ServiceDetailFragment' };

export type ServiceFormValuesFragment = (
  { id: string, description: string | null, benefitsItems: Array<{ id: string }> }
  & { ' $fragmentRefs'?: { 'ServiceTermsFragment': ServiceTermsFragment } }
) & { ' $fragmentName'?: 'ServiceFormValuesFragment' };

export type ServiceRowFragment = (
  { id: string }
  & { ' $fragmentRefs'?: { 'ServiceTermsFragment': ServiceTermsFragment } }
) & { ' $fragmentName'?: 'ServiceRowFragment' };

export type UserServiceDetailFragment = (
  { id: string, userId: string, unitPrice: number | null, createdAt: string, user: { id: string, firstName: string | null, lastName: string | null, email: string | null, phone: string | null, prefixPhone: string | null } | null, package: { id: string, description: string | null, benefitsItems: Array<{ id: string, title: string }> } | null }
  & { ' $fragmentRefs'?: { 'UserServiceTermsFragment': UserServiceTermsFragment } }
) & { ' $fragmentName'?: 'UserServiceDetailFragment' };

export type UserServiceFormValuesFragment = { id: string, userId: string, servicesId: string, quantity: number | null, day: number | null, used: number, isActive: boolean, expriedDate: string | null, user: { id: string, firstName: string | null, lastName: string | null, email: string | null } | null, package: { ' $fragmentRefs'?: { 'PackageOptionFragment': PackageOptionFragment } } | null } & { ' $fragmentName'?: 'UserServiceFormValuesFragment' };

export type UserServiceRowFragment = (
  { id: string, userId: string, user: { id: string, firstName: string | null, lastName: string | null } | null }
  & { ' $fragmentRefs'?: { 'UserServiceTermsFragment': UserServiceTermsFragment } }
) & { ' $fragmentName'?: 'UserServiceRowFragment' };

export type CatalogueBrandFragment = { id: string, name: string } & { ' $fragmentName'?: 'CatalogueBrandFragment' };

export type CatalogueModelFragment = { id: string, name: string, brand: string } & { ' $fragmentName'?: 'CatalogueModelFragment' };

export type BulkRowAnswerFragment = { row: number, ok: boolean, error: string | null } & { ' $fragmentName'?: 'BulkRowAnswerFragment' };

export type BrandItemFragment = { id: string, name: string, slug: string, image: string | null, mediaId: string | null, isDisplayTopSearch: boolean, isActive: boolean } & { ' $fragmentName'?: 'BrandItemFragment' };

export type ModelItemFragment = { id: string, name: string, brand: string, isActive: boolean, brandMeta: { id: string, name: string } | null } & { ' $fragmentName'?: 'ModelItemFragment' };

export type VersionItemFragment = { id: string, name: string, brand: string | null, model: string | null, slug: string, image: string | null, mediaId: string | null, priceCarVersion: number | null, isActive: boolean } & { ' $fragmentName'?: 'VersionItemFragment' };

export type BodyTypeItemFragment = { id: string, name: string, slug: string, isActive: boolean } & { ' $fragmentName'?: 'BodyTypeItemFragment' };

export type ColourItemFragment = { id: string, name: string, slug: string, isActive: boolean } & { ' $fragmentName'?: 'ColourItemFragment' };

export type FuelTypeItemFragment = { id: string, name: string, slug: string, isActive: boolean } & { ' $fragmentName'?: 'FuelTypeItemFragment' };

export type SeatItemFragment = { id: string, name: string, value: number, fixed: boolean, isActive: boolean } & { ' $fragmentName'?: 'SeatItemFragment' };

export type DoorItemFragment = { id: string, name: string, value: number, isActive: boolean } & { ' $fragmentName'?: 'DoorItemFragment' };

export type DriverTypeItemFragment = { id: string, nameVi: string, nameEn: string, isActive: boolean } & { ' $fragmentName'?: 'DriverTypeItemFragment' };

export type FuelEconomyItemFragment = { id: string, nameVi: string | null, nameEn: string | null, liter: number, kilometer: number, isLess: boolean, isActive: boolean } & { ' $fragmentName'?: 'FuelEconomyItemFragment' };

export type PaymentItemItemFragment = { id: string, amount: number, currency: Currency, isActive: boolean } & { ' $fragmentName'?: 'PaymentItemItemFragment' };

export type RegistrationItemFragment = { id: string, provinceId: string, registrationFeeNewCar: number, registrationFeeOldCar: number, registry: number, roadMaintenanceFee: number, civilInsurance: number, licensePlateFee: number, bodyInsuranceOneYear: number, otherCost: number | null, isActive: boolean, proviceDetail: { id: string, name: string } | null } & { ' $fragmentName'?: 'RegistrationItemFragment' };

export type TransferRowFragment = { id: string, amount: number, status: TransferRequestStatus, bankName: string | null, userId: string, moneyTransferReason: string | null, createdAt: string, users: { id: string, firstName: string | null, lastName: string | null } | null } & { ' $fragmentName'?: 'TransferRowFragment' };

export type ServiceTermsFragment = { type: ServicePackageType, quantity: number | null, day: number | null, unitPrice: number | null, totalPrice: number | null, isActive: boolean } & { ' $fragmentName'?: 'ServiceTermsFragment' };

export type UserServiceTermsFragment = { type: ServicePackageType, quantity: number | null, used: number, day: number | null, isActive: boolean, totalPrice: number | null, expriedDate: string | null } & { ' $fragmentName'?: 'UserServiceTermsFragment' };

export const AdminProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"authority"}}]}}]} as unknown as DocumentNode<AdminProfileFragment, unknown>;
export const PageMetaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMeta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}}]}}]} as unknown as DocumentNode<PageMetaFragment, unknown>;
export const MarketPriceDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketPriceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCarVersion"}},{"kind":"Field","name":{"kind":"Name","value":"yearManufacture"}},{"kind":"Field","name":{"kind":"Name","value":"numKilometerCarRun"}},{"kind":"Field","name":{"kind":"Name","value":"typeCarVersion"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filePathLG"}},{"kind":"Field","name":{"kind":"Name","value":"filePathOriginal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modelDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MarketPriceDetailFragment, unknown>;
export const MarketPriceFormValuesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketPriceFormValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"priceCarVersion"}},{"kind":"Field","name":{"kind":"Name","value":"yearManufacture"}},{"kind":"Field","name":{"kind":"Name","value":"numKilometerCarRun"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filePathSM"}},{"kind":"Field","name":{"kind":"Name","value":"filePathOriginal"}}]}}]}}]} as unknown as DocumentNode<MarketPriceFormValuesFragment, unknown>;
export const MarketPriceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCarVersion"}},{"kind":"Field","name":{"kind":"Name","value":"yearManufacture"}},{"kind":"Field","name":{"kind":"Name","value":"numKilometerCarRun"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"brandDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modelDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MarketPriceRowFragment, unknown>;
export const MemberHeaderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"avatarMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filePathSM"}}]}}]}}]} as unknown as DocumentNode<MemberHeaderFragment, unknown>;
export const MemberCardsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCards"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"prefixPhone"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isActiveEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isActivePhone"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"userBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"isPushNotification"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailNotification"}},{"kind":"Field","name":{"kind":"Name","value":"isSmsNotification"}},{"kind":"Field","name":{"kind":"Name","value":"isPromotionNotification"}},{"kind":"Field","name":{"kind":"Name","value":"totalRating"}},{"kind":"Field","name":{"kind":"Name","value":"avgRating"}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<MemberCardsFragment, unknown>;
export const UserServiceTermsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expriedDate"}}]}}]} as unknown as DocumentNode<UserServiceTermsFragment, unknown>;
export const MemberPackageRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberPackageRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserServiceTerms"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expriedDate"}}]}}]} as unknown as DocumentNode<MemberPackageRowFragment, unknown>;
export const MemberTransferRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberTransferRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"moneyTransferReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MemberTransferRowFragment, unknown>;
export const MemberAuditRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberAuditRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<MemberAuditRowFragment, unknown>;
export const MemberEmailRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberEmailRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"transport"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<MemberEmailRowFragment, unknown>;
export const MemberFormValuesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFormValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"prefixPhone"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"avatarMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filePathSM"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<MemberFormValuesFragment, unknown>;
export const MemberRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"prefixPhone"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"avatarMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filePathSM"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"}}]}}]}}]} as unknown as DocumentNode<MemberRowFragment, unknown>;
export const BenefitOptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BenefitOption"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServiceBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<BenefitOptionFragment, unknown>;
export const BenefitRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BenefitRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServiceBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<BenefitRowFragment, unknown>;
export const BenefitFormStartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BenefitFormStart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServiceBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]} as unknown as DocumentNode<BenefitFormStartFragment, unknown>;
export const MemberOptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberOption"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"prefixPhone"}}]}}]} as unknown as DocumentNode<MemberOptionFragment, unknown>;
export const ServiceTermsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ServiceTermsFragment, unknown>;
export const ServiceDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceTerms"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"benefitsItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ServiceDetailFragment, unknown>;
export const ServiceFormValuesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceFormValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceTerms"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"benefitsItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ServiceFormValuesFragment, unknown>;
export const ServiceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceTerms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ServiceRowFragment, unknown>;
export const UserServiceDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserServiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserServiceTerms"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"prefixPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"benefitsItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expriedDate"}}]}}]} as unknown as DocumentNode<UserServiceDetailFragment, unknown>;
export const PackageOptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageOption"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceTerms"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<PackageOptionFragment, unknown>;
export const UserServiceFormValuesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserServiceFormValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"servicesId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"expriedDate"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageOption"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageOption"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceTerms"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<UserServiceFormValuesFragment, unknown>;
export const UserServiceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserServiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserServiceTerms"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expriedDate"}}]}}]} as unknown as DocumentNode<UserServiceRowFragment, unknown>;
export const CatalogueBrandFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueBrand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<CatalogueBrandFragment, unknown>;
export const CatalogueModelFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueModel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}}]} as unknown as DocumentNode<CatalogueModelFragment, unknown>;
export const BulkRowAnswerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BulkRowAnswer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBulkRowResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<BulkRowAnswerFragment, unknown>;
export const BrandItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"isDisplayTopSearch"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<BrandItemFragment, unknown>;
export const ModelItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModelItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"brandMeta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ModelItemFragment, unknown>;
export const VersionItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VersionItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"priceCarVersion"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<VersionItemFragment, unknown>;
export const BodyTypeItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BodyTypeItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BodyType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<BodyTypeItemFragment, unknown>;
export const ColourItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColourItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Colour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ColourItemFragment, unknown>;
export const FuelTypeItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuelTypeItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuelType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<FuelTypeItemFragment, unknown>;
export const SeatItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeatItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Seat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"fixed"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<SeatItemFragment, unknown>;
export const DoorItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DoorItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Door"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<DoorItemFragment, unknown>;
export const DriverTypeItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DriverTypeItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DriverType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameVi"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<DriverTypeItemFragment, unknown>;
export const FuelEconomyItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuelEconomyItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuelEconomy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameVi"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"liter"}},{"kind":"Field","name":{"kind":"Name","value":"kilometer"}},{"kind":"Field","name":{"kind":"Name","value":"isLess"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<FuelEconomyItemFragment, unknown>;
export const PaymentItemItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentItemItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<PaymentItemItemFragment, unknown>;
export const RegistrationItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarPurchaseCostProvince"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationFeeNewCar"}},{"kind":"Field","name":{"kind":"Name","value":"registrationFeeOldCar"}},{"kind":"Field","name":{"kind":"Name","value":"registry"}},{"kind":"Field","name":{"kind":"Name","value":"roadMaintenanceFee"}},{"kind":"Field","name":{"kind":"Name","value":"civilInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"licensePlateFee"}},{"kind":"Field","name":{"kind":"Name","value":"bodyInsuranceOneYear"}},{"kind":"Field","name":{"kind":"Name","value":"otherCost"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"proviceDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RegistrationItemFragment, unknown>;
export const TransferRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransferRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"moneyTransferReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<TransferRowFragment, unknown>;
export const AdminLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"deviceToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expireTokenDate"}},{"kind":"Field","name":{"kind":"Name","value":"expireRefreshTokenDate"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProfile"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"authority"}}]}}]} as unknown as DocumentNode<AdminLoginMutation, AdminLoginMutationVariables>;
export const AdminRefreshTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRefreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRefreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expireTokenDate"}},{"kind":"Field","name":{"kind":"Name","value":"expireRefreshTokenDate"}}]}}]}}]} as unknown as DocumentNode<AdminRefreshTokenMutation, AdminRefreshTokenMutationVariables>;
export const MeAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"authority"}}]}}]} as unknown as DocumentNode<MeAdminQuery, MeAdminQueryVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceToken"}}}]}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const DashboardActiveListingAndActiveUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardActiveListingAndActiveUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboardActiveListingAndActiveUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"change"}}]}}]}}]} as unknown as DocumentNode<DashboardActiveListingAndActiveUserQuery, DashboardActiveListingAndActiveUserQueryVariables>;
export const DashboardListingByStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardListingByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboardListingByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DashboardListingByStatusQuery, DashboardListingByStatusQueryVariables>;
export const DashboardRevenuePerUserActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardRevenuePerUserActive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboardRevenuePerUserActive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"change"}}]}}]}}]} as unknown as DocumentNode<DashboardRevenuePerUserActiveQuery, DashboardRevenuePerUserActiveQueryVariables>;
export const DashboardRevenuePerUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardRevenuePerUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboardRevenuePerUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"change"}}]}}]}}]} as unknown as DocumentNode<DashboardRevenuePerUserQuery, DashboardRevenuePerUserQueryVariables>;
export const DashboardRevenueTotalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardRevenueTotal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"numberMonth"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboardRevenueTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"numberMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"numberMonth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]} as unknown as DocumentNode<DashboardRevenueTotalQuery, DashboardRevenueTotalQueryVariables>;
export const DashboardTotalRevenueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardTotalRevenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboardTotalRevenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<DashboardTotalRevenueQuery, DashboardTotalRevenueQueryVariables>;
export const DashboardUserByLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardUserByLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboardUserByLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"cityid"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]}}]} as unknown as DocumentNode<DashboardUserByLocationQuery, DashboardUserByLocationQueryVariables>;
export const DashboardUserGrowthRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardUserGrowthRate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboardUserGrowthRate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"change"}}]}}]}}]} as unknown as DocumentNode<DashboardUserGrowthRateQuery, DashboardUserGrowthRateQueryVariables>;
export const DashboardUserStatusActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardUserStatusActive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboardUserStatusActive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unverified"}},{"kind":"Field","name":{"kind":"Name","value":"totalViewPost"}}]}}]}}]} as unknown as DocumentNode<DashboardUserStatusActiveQuery, DashboardUserStatusActiveQueryVariables>;
export const DashboardUserTotalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardUserTotal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"numberMonth"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboardUserTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"numberMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"numberMonth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]} as unknown as DocumentNode<DashboardUserTotalQuery, DashboardUserTotalQueryVariables>;
export const CountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Countries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMeta"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMeta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}}]}}]} as unknown as DocumentNode<CountriesQuery, CountriesQueryVariables>;
export const DistrictsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Districts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provinceCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provinceCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provinceCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMeta"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"provinceCode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMeta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}}]}}]} as unknown as DocumentNode<DistrictsQuery, DistrictsQueryVariables>;
export const ProvincesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Provinces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countryCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"countryCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countryCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMeta"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMeta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}}]}}]} as unknown as DocumentNode<ProvincesQuery, ProvincesQueryVariables>;
export const WardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Wards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"districtCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"districtCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"districtCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMeta"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"districtCode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMeta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}}]}}]} as unknown as DocumentNode<WardsQuery, WardsQueryVariables>;
export const AdminCreateMarketPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateMarketPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMarketPriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateMarketPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateMarketPriceMutation, AdminCreateMarketPriceMutationVariables>;
export const AdminDeleteVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDeleteVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteVersionMutation, AdminDeleteVersionMutationVariables>;
export const AdminEditMarketPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditMarketPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMarketPriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditMarketPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEditMarketPriceMutation, AdminEditMarketPriceMutationVariables>;
export const AdminGetListAllVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetListAllVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetListAllVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMeta"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketPriceRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMeta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCarVersion"}},{"kind":"Field","name":{"kind":"Name","value":"yearManufacture"}},{"kind":"Field","name":{"kind":"Name","value":"numKilometerCarRun"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"brandDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modelDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminGetListAllVersionQuery, AdminGetListAllVersionQueryVariables>;
export const AdminGetVersionDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetVersionDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetVersionDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketPriceDetail"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketPriceFormValues"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketPriceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCarVersion"}},{"kind":"Field","name":{"kind":"Name","value":"yearManufacture"}},{"kind":"Field","name":{"kind":"Name","value":"numKilometerCarRun"}},{"kind":"Field","name":{"kind":"Name","value":"typeCarVersion"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filePathLG"}},{"kind":"Field","name":{"kind":"Name","value":"filePathOriginal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modelDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketPriceFormValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"priceCarVersion"}},{"kind":"Field","name":{"kind":"Name","value":"yearManufacture"}},{"kind":"Field","name":{"kind":"Name","value":"numKilometerCarRun"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filePathSM"}},{"kind":"Field","name":{"kind":"Name","value":"filePathOriginal"}}]}}]}}]} as unknown as DocumentNode<AdminGetVersionDetailQuery, AdminGetVersionDetailQueryVariables>;
export const MarketPriceBrandOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketPriceBrandOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetListBrands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<MarketPriceBrandOptionsQuery, MarketPriceBrandOptionsQueryVariables>;
export const MarketPriceModelOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketPriceModelOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetListModels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<MarketPriceModelOptionsQuery, MarketPriceModelOptionsQueryVariables>;
export const AdminCreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateUserMutation, AdminCreateUserMutationVariables>;
export const AdminDeactivateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeactivateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDeactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<AdminDeactivateUserMutation, AdminDeactivateUserMutationVariables>;
export const AdminEditUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminEditUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AdminEditUserMutation, AdminEditUserMutationVariables>;
export const AdminGetMemberPackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetMemberPackages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetUserServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMeta"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberPackageRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMeta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberPackageRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserServiceTerms"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expriedDate"}}]}}]} as unknown as DocumentNode<AdminGetMemberPackagesQuery, AdminGetMemberPackagesQueryVariables>;
export const AdminGetMemberTransfersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetMemberTransfers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminListUserTransferRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMeta"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberTransferRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMeta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberTransferRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"moneyTransferReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminGetMemberTransfersQuery, AdminGetMemberTransfersQueryVariables>;
export const AdminGetUserAuditLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetUserAuditLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetUserAuditLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMeta"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberAuditRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMeta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberAuditRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<AdminGetUserAuditLogsQuery, AdminGetUserAuditLogsQueryVariables>;
export const AdminGetUserDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetUserDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetUserDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberHeader"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"avatarMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filePathSM"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCards"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"prefixPhone"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isActiveEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isActivePhone"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"userBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"isPushNotification"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailNotification"}},{"kind":"Field","name":{"kind":"Name","value":"isSmsNotification"}},{"kind":"Field","name":{"kind":"Name","value":"isPromotionNotification"}},{"kind":"Field","name":{"kind":"Name","value":"totalRating"}},{"kind":"Field","name":{"kind":"Name","value":"avgRating"}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminGetUserDetailQuery, AdminGetUserDetailQueryVariables>;
export const AdminGetUserEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetUserEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetUserEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMeta"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberEmailRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMeta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberEmailRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"transport"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<AdminGetUserEmailsQuery, AdminGetUserEmailsQueryVariables>;
export const AdminGetUserForEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetUserForEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetUserDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFormValues"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFormValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"prefixPhone"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"avatarMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filePathSM"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<AdminGetUserForEditQuery, AdminGetUserForEditQueryVariables>;
export const AdminReactivateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReactivateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminReactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<AdminReactivateUserMutation, AdminReactivateUserMutationVariables>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserStatusFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserRole"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"createFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"createTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMeta"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMeta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"prefixPhone"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"avatarMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filePathSM"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"}}]}}]}}]} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;
export const AdminCreateServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateServicesMutation, AdminCreateServicesMutationVariables>;
export const AdminCreateUserServiceBenefitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateUserServiceBenefits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BenefitType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateUserServiceBenefits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateUserServiceBenefitsMutation, AdminCreateUserServiceBenefitsMutationVariables>;
export const AdminCreateUserServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateUserServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateUserServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateUserServicesMutation, AdminCreateUserServicesMutationVariables>;
export const AdminDeleteServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDeleteServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteServicesMutation, AdminDeleteServicesMutationVariables>;
export const AdminDeleteUserServiceBenefitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteUserServiceBenefits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDeleteUserServiceBenefits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteUserServiceBenefitsMutation, AdminDeleteUserServiceBenefitsMutationVariables>;
export const AdminEditServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEditServicesMutation, AdminEditServicesMutationVariables>;
export const AdminEditUserServiceBenefitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditUserServiceBenefits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BenefitType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditUserServiceBenefits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEditUserServiceBenefitsMutation, AdminEditUserServiceBenefitsMutationVariables>;
export const AdminEditUserServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditUserServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditUserServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEditUserServicesMutation, AdminEditUserServicesMutationVariables>;
export const AdminGetServiceDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetServiceDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetServiceDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceDetail"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceFormValues"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceTerms"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"benefitsItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceFormValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceTerms"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"benefitsItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminGetServiceDetailQuery, AdminGetServiceDetailQueryVariables>;
export const AdminGetServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMeta"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMeta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceTerms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminGetServicesQuery, AdminGetServicesQueryVariables>;
export const AdminGetUserServiceBenefitDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetUserServiceBenefitDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetUserServiceBenefitDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BenefitFormStart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BenefitFormStart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServiceBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]} as unknown as DocumentNode<AdminGetUserServiceBenefitDetailQuery, AdminGetUserServiceBenefitDetailQueryVariables>;
export const AdminGetUserServiceBenefitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetUserServiceBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetUserServiceBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BenefitRow"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BenefitOption"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BenefitOption"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServiceBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BenefitRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServiceBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminGetUserServiceBenefitsQuery, AdminGetUserServiceBenefitsQueryVariables>;
export const AdminGetUserServiceDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetUserServiceDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetUserServiceDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserServiceDetail"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserServiceFormValues"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageOption"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceTerms"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserServiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserServiceTerms"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"prefixPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"benefitsItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserServiceFormValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"servicesId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"expriedDate"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageOption"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expriedDate"}}]}}]} as unknown as DocumentNode<AdminGetUserServiceDetailQuery, AdminGetUserServiceDetailQueryVariables>;
export const AdminGetUserServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetUserServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserServiceStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetUserServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMeta"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserServiceRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMeta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserServiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserServiceTerms"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expriedDate"}}]}}]} as unknown as DocumentNode<AdminGetUserServicesQuery, AdminGetUserServicesQueryVariables>;
export const AdminUpdateStatusServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateStatusServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUpdateStatusServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateStatusServicesMutation, AdminUpdateStatusServicesMutationVariables>;
export const AdminUpdateStatusUserServiceBenefitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateStatusUserServiceBenefits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUpdateStatusUserServiceBenefits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateStatusUserServiceBenefitsMutation, AdminUpdateStatusUserServiceBenefitsMutationVariables>;
export const PackageMemberOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageMemberOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberOption"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberOption"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"prefixPhone"}}]}}]} as unknown as DocumentNode<PackageMemberOptionsQuery, PackageMemberOptionsQueryVariables>;
export const PackageOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageOption"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageOption"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceTerms"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<PackageOptionsQuery, PackageOptionsQueryVariables>;
export const AdminCreateBodyTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateBodyType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateBodyType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateBodyTypeMutation, AdminCreateBodyTypeMutationVariables>;
export const AdminCreateBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mediaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isDisplayTopSearch"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"mediaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mediaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDisplayTopSearch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isDisplayTopSearch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateBrandMutation, AdminCreateBrandMutationVariables>;
export const AdminCreateCarPurchaseCostProvinceSettingOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateCarPurchaseCostProvinceSettingOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provinceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationFeeNewCar"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationFeeOldCar"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registry"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roadMaintenanceFee"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"civilInsurance"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"licensePlateFee"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bodyInsuranceOneYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otherCost"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateCarPurchaseCostProvinceSettingOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provinceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provinceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"registrationFeeNewCar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationFeeNewCar"}}},{"kind":"Argument","name":{"kind":"Name","value":"registrationFeeOldCar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationFeeOldCar"}}},{"kind":"Argument","name":{"kind":"Name","value":"registry"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registry"}}},{"kind":"Argument","name":{"kind":"Name","value":"roadMaintenanceFee"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roadMaintenanceFee"}}},{"kind":"Argument","name":{"kind":"Name","value":"civilInsurance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"civilInsurance"}}},{"kind":"Argument","name":{"kind":"Name","value":"licensePlateFee"},"value":{"kind":"Variable","name":{"kind":"Name","value":"licensePlateFee"}}},{"kind":"Argument","name":{"kind":"Name","value":"bodyInsuranceOneYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bodyInsuranceOneYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"otherCost"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otherCost"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateCarPurchaseCostProvinceSettingOptionMutation, AdminCreateCarPurchaseCostProvinceSettingOptionMutationVariables>;
export const AdminCreateColousDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateColous"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateColous"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateColousMutation, AdminCreateColousMutationVariables>;
export const AdminCreateDoorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateDoors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateDoors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateDoorsMutation, AdminCreateDoorsMutationVariables>;
export const AdminCreateDriverTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateDriverType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameVi"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameEn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateDriverType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nameVi"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameVi"}}},{"kind":"Argument","name":{"kind":"Name","value":"nameEn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameEn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateDriverTypeMutation, AdminCreateDriverTypeMutationVariables>;
export const AdminCreateFuelEconomyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateFuelEconomy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameVi"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameEn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"liter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kilometer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isLess"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateFuelEconomy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nameVi"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameVi"}}},{"kind":"Argument","name":{"kind":"Name","value":"nameEn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameEn"}}},{"kind":"Argument","name":{"kind":"Name","value":"liter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"liter"}}},{"kind":"Argument","name":{"kind":"Name","value":"kilometer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kilometer"}}},{"kind":"Argument","name":{"kind":"Name","value":"isLess"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isLess"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateFuelEconomyMutation, AdminCreateFuelEconomyMutationVariables>;
export const AdminCreateFuelTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateFuelType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateFuelType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateFuelTypeMutation, AdminCreateFuelTypeMutationVariables>;
export const AdminCreateModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brand"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"brand"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brand"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateModelMutation, AdminCreateModelMutationVariables>;
export const AdminCreatePaymentItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreatePaymentItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreatePaymentItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreatePaymentItemsMutation, AdminCreatePaymentItemsMutationVariables>;
export const AdminCreateSeatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateSeats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fixed"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateSeats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}},{"kind":"Argument","name":{"kind":"Name","value":"fixed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fixed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateSeatsMutation, AdminCreateSeatsMutationVariables>;
export const AdminCreateVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceCarVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mediaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}},{"kind":"Argument","name":{"kind":"Name","value":"priceCarVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceCarVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"mediaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mediaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateVersionMutation, AdminCreateVersionMutationVariables>;
export const AdminDeleteOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettingType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDeleteOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteOptionsMutation, AdminDeleteOptionsMutationVariables>;
export const AdminEditBodyTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditBodyType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditBodyType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEditBodyTypeMutation, AdminEditBodyTypeMutationVariables>;
export const AdminEditBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mediaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isDisplayTopSearch"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"mediaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mediaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDisplayTopSearch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isDisplayTopSearch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEditBrandMutation, AdminEditBrandMutationVariables>;
export const AdminEditCarPurchaseCostProvinceSettingOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditCarPurchaseCostProvinceSettingOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationFeeNewCar"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationFeeOldCar"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registry"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roadMaintenanceFee"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"civilInsurance"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"licensePlateFee"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bodyInsuranceOneYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otherCost"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditCarPurchaseCostProvinceSettingOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"registrationFeeNewCar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationFeeNewCar"}}},{"kind":"Argument","name":{"kind":"Name","value":"registrationFeeOldCar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationFeeOldCar"}}},{"kind":"Argument","name":{"kind":"Name","value":"registry"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registry"}}},{"kind":"Argument","name":{"kind":"Name","value":"roadMaintenanceFee"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roadMaintenanceFee"}}},{"kind":"Argument","name":{"kind":"Name","value":"civilInsurance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"civilInsurance"}}},{"kind":"Argument","name":{"kind":"Name","value":"licensePlateFee"},"value":{"kind":"Variable","name":{"kind":"Name","value":"licensePlateFee"}}},{"kind":"Argument","name":{"kind":"Name","value":"bodyInsuranceOneYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bodyInsuranceOneYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"otherCost"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otherCost"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEditCarPurchaseCostProvinceSettingOptionMutation, AdminEditCarPurchaseCostProvinceSettingOptionMutationVariables>;
export const AdminEditColousDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditColous"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditColous"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEditColousMutation, AdminEditColousMutationVariables>;
export const AdminEditDoorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditDoors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditDoors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEditDoorsMutation, AdminEditDoorsMutationVariables>;
export const AdminEditDriverTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditDriverType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameVi"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameEn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditDriverType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"nameVi"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameVi"}}},{"kind":"Argument","name":{"kind":"Name","value":"nameEn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameEn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEditDriverTypeMutation, AdminEditDriverTypeMutationVariables>;
export const AdminEditFuelEconomyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditFuelEconomy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameVi"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameEn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"liter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kilometer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isLess"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditFuelEconomy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"nameVi"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameVi"}}},{"kind":"Argument","name":{"kind":"Name","value":"nameEn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameEn"}}},{"kind":"Argument","name":{"kind":"Name","value":"liter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"liter"}}},{"kind":"Argument","name":{"kind":"Name","value":"kilometer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kilometer"}}},{"kind":"Argument","name":{"kind":"Name","value":"isLess"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isLess"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEditFuelEconomyMutation, AdminEditFuelEconomyMutationVariables>;
export const AdminEditFuelTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditFuelType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditFuelType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEditFuelTypeMutation, AdminEditFuelTypeMutationVariables>;
export const AdminEditModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brand"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"brand"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brand"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEditModelMutation, AdminEditModelMutationVariables>;
export const AdminEditPaymentItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditPaymentItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditPaymentItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEditPaymentItemsMutation, AdminEditPaymentItemsMutationVariables>;
export const AdminEditSeatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditSeats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fixed"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditSeats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}},{"kind":"Argument","name":{"kind":"Name","value":"fixed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fixed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEditSeatsMutation, AdminEditSeatsMutationVariables>;
export const AdminEditVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceCarVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mediaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}},{"kind":"Argument","name":{"kind":"Name","value":"priceCarVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceCarVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"mediaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mediaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEditVersionMutation, AdminEditVersionMutationVariables>;
export const AdminGetListBodyTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetListBodyTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetListBodyTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BodyTypeItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BodyTypeItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BodyType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminGetListBodyTypesQuery, AdminGetListBodyTypesQueryVariables>;
export const AdminGetListBrandsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetListBrands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetListBrands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandItem"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogueBrand"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueBrand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"isDisplayTopSearch"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminGetListBrandsQuery, AdminGetListBrandsQueryVariables>;
export const AdminGetListCarPurchaseCostProvinceSettingOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetListCarPurchaseCostProvinceSettingOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetListCarPurchaseCostProvinceSettingOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarPurchaseCostProvince"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationFeeNewCar"}},{"kind":"Field","name":{"kind":"Name","value":"registrationFeeOldCar"}},{"kind":"Field","name":{"kind":"Name","value":"registry"}},{"kind":"Field","name":{"kind":"Name","value":"roadMaintenanceFee"}},{"kind":"Field","name":{"kind":"Name","value":"civilInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"licensePlateFee"}},{"kind":"Field","name":{"kind":"Name","value":"bodyInsuranceOneYear"}},{"kind":"Field","name":{"kind":"Name","value":"otherCost"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"proviceDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminGetListCarPurchaseCostProvinceSettingOptionQuery, AdminGetListCarPurchaseCostProvinceSettingOptionQueryVariables>;
export const AdminGetListColousDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetListColous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetListColous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ColourItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColourItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Colour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminGetListColousQuery, AdminGetListColousQueryVariables>;
export const AdminGetListDoorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetListDoors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetListDoors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DoorItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DoorItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Door"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminGetListDoorsQuery, AdminGetListDoorsQueryVariables>;
export const AdminGetListDriverTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetListDriverType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetListDriverType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DriverTypeItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DriverTypeItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DriverType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameVi"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminGetListDriverTypeQuery, AdminGetListDriverTypeQueryVariables>;
export const AdminGetListFuelEconomyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetListFuelEconomy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetListFuelEconomy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuelEconomyItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuelEconomyItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuelEconomy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameVi"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"liter"}},{"kind":"Field","name":{"kind":"Name","value":"kilometer"}},{"kind":"Field","name":{"kind":"Name","value":"isLess"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminGetListFuelEconomyQuery, AdminGetListFuelEconomyQueryVariables>;
export const AdminGetListFuelTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetListFuelType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetListFuelType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuelTypeItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuelTypeItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuelType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminGetListFuelTypeQuery, AdminGetListFuelTypeQueryVariables>;
export const AdminGetListModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetListModels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetListModels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModelItem"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogueModel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueModel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModelItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"brandMeta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminGetListModelsQuery, AdminGetListModelsQueryVariables>;
export const AdminGetListSeatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetListSeats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetListSeats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeatItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeatItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Seat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"fixed"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminGetListSeatsQuery, AdminGetListSeatsQueryVariables>;
export const AdminGetListVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetListVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGetListVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VersionItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VersionItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"priceCarVersion"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminGetListVersionQuery, AdminGetListVersionQueryVariables>;
export const AdminPaymentItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPaymentItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPaymentItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentItemItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentItemItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminPaymentItemsQuery, AdminPaymentItemsQueryVariables>;
export const AdminUpdateStatusOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateStatusOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettingType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUpdateStatusOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}]}]}}]} as unknown as DocumentNode<AdminUpdateStatusOptionsMutation, AdminUpdateStatusOptionsMutationVariables>;
export const AdminBulkCreateVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBulkCreateVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBulkVersionRowInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBulkCreateVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BulkRowAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BulkRowAnswer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBulkRowResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<AdminBulkCreateVersionsMutation, AdminBulkCreateVersionsMutationVariables>;
export const AdminBulkEditVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBulkEditVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBulkVersionEditRowInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBulkEditVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BulkRowAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BulkRowAnswer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBulkRowResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<AdminBulkEditVersionsMutation, AdminBulkEditVersionsMutationVariables>;
export const AdminListUserTransferRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminListUserTransferRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferRequestStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminListUserTransferRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"createFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"createTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createTo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMeta"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransferRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMeta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransferRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"moneyTransferReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<AdminListUserTransferRequestQuery, AdminListUserTransferRequestQueryVariables>;
export const AdminUpdateUserTransferRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateUserTransferRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"moneyTransferReason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUpdateUserTransferRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}},{"kind":"Argument","name":{"kind":"Name","value":"moneyTransferReason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moneyTransferReason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moneyTransferReason"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateUserTransferRequestMutation, AdminUpdateUserTransferRequestMutationVariables>;