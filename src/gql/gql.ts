/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation AdminLogin($email: String!, $password: String!, $deviceToken: String) {\n  adminLogin(email: $email, password: $password, deviceToken: $deviceToken) {\n    expireTokenDate\n    expireRefreshTokenDate\n    user {\n      ...AdminProfile\n    }\n  }\n}": typeof types.AdminLoginDocument,
    "fragment AdminProfile on AdminUser {\n  id\n  firstName\n  lastName\n  fullName\n  email\n  authority\n}": typeof types.AdminProfileFragmentDoc,
    "mutation AdminRefreshToken {\n  adminRefreshToken {\n    expireTokenDate\n    expireRefreshTokenDate\n  }\n}": typeof types.AdminRefreshTokenDocument,
    "query MeAdmin {\n  meAdmin {\n    ...AdminProfile\n  }\n}": typeof types.MeAdminDocument,
    "mutation SignOut($deviceToken: String) {\n  signOut(deviceToken: $deviceToken)\n}": typeof types.SignOutDocument,
    "query DashboardActiveListingAndActiveUser {\n  adminDashboardActiveListingAndActiveUser {\n    value\n    change\n  }\n}": typeof types.DashboardActiveListingAndActiveUserDocument,
    "query DashboardListingByStatus {\n  adminDashboardListingByStatus {\n    count\n    status\n  }\n}": typeof types.DashboardListingByStatusDocument,
    "query DashboardRevenuePerUserActive {\n  adminDashboardRevenuePerUserActive {\n    value\n    change\n  }\n}": typeof types.DashboardRevenuePerUserActiveDocument,
    "query DashboardRevenuePerUser {\n  adminDashboardRevenuePerUser {\n    value\n    change\n  }\n}": typeof types.DashboardRevenuePerUserDocument,
    "query DashboardRevenueTotal($numberMonth: Int) {\n  adminDashboardRevenueTotal(numberMonth: $numberMonth) {\n    count\n    date\n  }\n}": typeof types.DashboardRevenueTotalDocument,
    "query DashboardTotalRevenue {\n  adminDashboardTotalRevenue {\n    count\n    type\n  }\n}": typeof types.DashboardTotalRevenueDocument,
    "query DashboardUserByLocation {\n  adminDashboardUserByLocation {\n    count\n    cityid\n    province\n  }\n}": typeof types.DashboardUserByLocationDocument,
    "query DashboardUserGrowthRate {\n  adminDashboardUserGrowthRate {\n    value\n    change\n  }\n}": typeof types.DashboardUserGrowthRateDocument,
    "query DashboardUserStatusActive {\n  adminDashboardUserStatusActive {\n    active\n    total\n    unverified\n    totalViewPost\n  }\n}": typeof types.DashboardUserStatusActiveDocument,
    "query DashboardUserTotal($numberMonth: Int) {\n  adminDashboardUserTotal(numberMonth: $numberMonth) {\n    count\n    date\n  }\n}": typeof types.DashboardUserTotalDocument,
    "query Countries($skip: Int, $take: Int) {\n  countries(skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      name\n      code\n    }\n  }\n}": typeof types.CountriesDocument,
    "query Districts($provinceCode: String, $skip: Int, $take: Int) {\n  districts(provinceCode: $provinceCode, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      name\n      code\n      prefix\n      provinceCode\n    }\n  }\n}": typeof types.DistrictsDocument,
    "query Provinces($countryCode: String, $skip: Int, $take: Int) {\n  provinces(countryCode: $countryCode, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      name\n      code\n      countryCode\n    }\n  }\n}": typeof types.ProvincesDocument,
    "query Wards($districtCode: String, $skip: Int, $take: Int) {\n  wards(districtCode: $districtCode, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      name\n      code\n      prefix\n      districtCode\n    }\n  }\n}": typeof types.WardsDocument,
    "mutation AdminCreateUser($input: AdminCreateUserInput!) {\n  adminCreateUser(input: $input) {\n    id\n  }\n}": typeof types.AdminCreateUserDocument,
    "mutation AdminDeactivateUser($id: ID!, $reason: String!) {\n  adminDeactivateUser(id: $id, reason: $reason) {\n    id\n    isActive\n  }\n}": typeof types.AdminDeactivateUserDocument,
    "mutation AdminEditUser($id: ID!, $input: AdminEditUserInput!) {\n  adminEditUser(id: $id, input: $input) {\n    id\n    updatedAt\n  }\n}": typeof types.AdminEditUserDocument,
    "query AdminGetUserDetail($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    email\n    username\n    storeName\n    firstName\n    lastName\n    dob\n    prefixPhone\n    phone\n    avatarMedia {\n      id\n      filePathSM\n      filePathLG\n    }\n    isActive\n    isWithdraw\n    withdrawReason\n    createdAt\n    lastLoginAt\n    updatedAt\n    isActiveEmail\n    isActivePhone\n    referralCode\n    hasPassword\n    userBalance {\n      id\n      amount\n      promotion\n    }\n    metadata {\n      language\n      isPushNotification\n      isEmailNotification\n      isSmsNotification\n      isPromotionNotification\n      totalRating\n      avgRating\n      province {\n        id\n        name\n      }\n      country {\n        id\n        name\n      }\n    }\n  }\n}": typeof types.AdminGetUserDetailDocument,
    "query AdminGetUserEmails($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserEmails(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      to\n      subject\n      status\n      transport\n      error\n      createdAt\n      sentAt\n    }\n  }\n}": typeof types.AdminGetUserEmailsDocument,
    "query AdminGetUserForEdit($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    email\n    prefixPhone\n    phone\n    firstName\n    lastName\n    username\n    storeName\n    dob\n    avatar\n    avatarMedia {\n      id\n      filePathSM\n    }\n    isActive\n    metadata {\n      countryId\n      cityId\n      language\n    }\n  }\n}": typeof types.AdminGetUserForEditDocument,
    "mutation AdminReactivateUser($id: ID!) {\n  adminReactivateUser(id: $id) {\n    id\n    isActive\n  }\n}": typeof types.AdminReactivateUserDocument,
    "fragment MemberRow on User {\n  id\n  email\n  firstName\n  lastName\n  phone\n  prefixPhone\n  isActive\n  createdAt\n  avatarMedia {\n    id\n    filePathSM\n  }\n  userBalance {\n    id\n    amount\n    promotion\n  }\n}": typeof types.MemberRowFragmentDoc,
    "query Users($skip: Int, $take: Int, $status: UserStatusFilter, $createFrom: String, $createTo: String, $keyword: String, $type: UserRole) {\n  users(\n    skip: $skip\n    take: $take\n    status: $status\n    createFrom: $createFrom\n    createTo: $createTo\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      ...MemberRow\n    }\n  }\n}": typeof types.UsersDocument,
    "query AdminGetUserAuditLogs($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserAuditLogs(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      action\n      entity\n      entityId\n      before\n      after\n      createdAt\n      admin {\n        id\n        email\n        fullName\n      }\n    }\n  }\n}": typeof types.AdminGetUserAuditLogsDocument,
    "query AdminListUserTransferRequest($skip: Int, $take: Int, $userId: ID, $status: TransferRequestStatus, $keyword: String, $createFrom: String, $createTo: String) {\n  adminListUserTransferRequest(\n    skip: $skip\n    take: $take\n    userId: $userId\n    status: $status\n    keyword: $keyword\n    createFrom: $createFrom\n    createTo: $createTo\n  ) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      amount\n      status\n      bankName\n      userId\n      moneyTransferReason\n      createdAt\n      users {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n}": typeof types.AdminListUserTransferRequestDocument,
    "mutation AdminUpdateUserTransferRequest($id: ID!, $approve: Boolean!, $moneyTransferReason: String) {\n  adminUpdateUserTransferRequest(\n    id: $id\n    approve: $approve\n    moneyTransferReason: $moneyTransferReason\n  ) {\n    id\n    status\n    moneyTransferReason\n    updatedAt\n  }\n}": typeof types.AdminUpdateUserTransferRequestDocument,
};
const documents: Documents = {
    "mutation AdminLogin($email: String!, $password: String!, $deviceToken: String) {\n  adminLogin(email: $email, password: $password, deviceToken: $deviceToken) {\n    expireTokenDate\n    expireRefreshTokenDate\n    user {\n      ...AdminProfile\n    }\n  }\n}": types.AdminLoginDocument,
    "fragment AdminProfile on AdminUser {\n  id\n  firstName\n  lastName\n  fullName\n  email\n  authority\n}": types.AdminProfileFragmentDoc,
    "mutation AdminRefreshToken {\n  adminRefreshToken {\n    expireTokenDate\n    expireRefreshTokenDate\n  }\n}": types.AdminRefreshTokenDocument,
    "query MeAdmin {\n  meAdmin {\n    ...AdminProfile\n  }\n}": types.MeAdminDocument,
    "mutation SignOut($deviceToken: String) {\n  signOut(deviceToken: $deviceToken)\n}": types.SignOutDocument,
    "query DashboardActiveListingAndActiveUser {\n  adminDashboardActiveListingAndActiveUser {\n    value\n    change\n  }\n}": types.DashboardActiveListingAndActiveUserDocument,
    "query DashboardListingByStatus {\n  adminDashboardListingByStatus {\n    count\n    status\n  }\n}": types.DashboardListingByStatusDocument,
    "query DashboardRevenuePerUserActive {\n  adminDashboardRevenuePerUserActive {\n    value\n    change\n  }\n}": types.DashboardRevenuePerUserActiveDocument,
    "query DashboardRevenuePerUser {\n  adminDashboardRevenuePerUser {\n    value\n    change\n  }\n}": types.DashboardRevenuePerUserDocument,
    "query DashboardRevenueTotal($numberMonth: Int) {\n  adminDashboardRevenueTotal(numberMonth: $numberMonth) {\n    count\n    date\n  }\n}": types.DashboardRevenueTotalDocument,
    "query DashboardTotalRevenue {\n  adminDashboardTotalRevenue {\n    count\n    type\n  }\n}": types.DashboardTotalRevenueDocument,
    "query DashboardUserByLocation {\n  adminDashboardUserByLocation {\n    count\n    cityid\n    province\n  }\n}": types.DashboardUserByLocationDocument,
    "query DashboardUserGrowthRate {\n  adminDashboardUserGrowthRate {\n    value\n    change\n  }\n}": types.DashboardUserGrowthRateDocument,
    "query DashboardUserStatusActive {\n  adminDashboardUserStatusActive {\n    active\n    total\n    unverified\n    totalViewPost\n  }\n}": types.DashboardUserStatusActiveDocument,
    "query DashboardUserTotal($numberMonth: Int) {\n  adminDashboardUserTotal(numberMonth: $numberMonth) {\n    count\n    date\n  }\n}": types.DashboardUserTotalDocument,
    "query Countries($skip: Int, $take: Int) {\n  countries(skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      name\n      code\n    }\n  }\n}": types.CountriesDocument,
    "query Districts($provinceCode: String, $skip: Int, $take: Int) {\n  districts(provinceCode: $provinceCode, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      name\n      code\n      prefix\n      provinceCode\n    }\n  }\n}": types.DistrictsDocument,
    "query Provinces($countryCode: String, $skip: Int, $take: Int) {\n  provinces(countryCode: $countryCode, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      name\n      code\n      countryCode\n    }\n  }\n}": types.ProvincesDocument,
    "query Wards($districtCode: String, $skip: Int, $take: Int) {\n  wards(districtCode: $districtCode, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      name\n      code\n      prefix\n      districtCode\n    }\n  }\n}": types.WardsDocument,
    "mutation AdminCreateUser($input: AdminCreateUserInput!) {\n  adminCreateUser(input: $input) {\n    id\n  }\n}": types.AdminCreateUserDocument,
    "mutation AdminDeactivateUser($id: ID!, $reason: String!) {\n  adminDeactivateUser(id: $id, reason: $reason) {\n    id\n    isActive\n  }\n}": types.AdminDeactivateUserDocument,
    "mutation AdminEditUser($id: ID!, $input: AdminEditUserInput!) {\n  adminEditUser(id: $id, input: $input) {\n    id\n    updatedAt\n  }\n}": types.AdminEditUserDocument,
    "query AdminGetUserDetail($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    email\n    username\n    storeName\n    firstName\n    lastName\n    dob\n    prefixPhone\n    phone\n    avatarMedia {\n      id\n      filePathSM\n      filePathLG\n    }\n    isActive\n    isWithdraw\n    withdrawReason\n    createdAt\n    lastLoginAt\n    updatedAt\n    isActiveEmail\n    isActivePhone\n    referralCode\n    hasPassword\n    userBalance {\n      id\n      amount\n      promotion\n    }\n    metadata {\n      language\n      isPushNotification\n      isEmailNotification\n      isSmsNotification\n      isPromotionNotification\n      totalRating\n      avgRating\n      province {\n        id\n        name\n      }\n      country {\n        id\n        name\n      }\n    }\n  }\n}": types.AdminGetUserDetailDocument,
    "query AdminGetUserEmails($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserEmails(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      to\n      subject\n      status\n      transport\n      error\n      createdAt\n      sentAt\n    }\n  }\n}": types.AdminGetUserEmailsDocument,
    "query AdminGetUserForEdit($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    email\n    prefixPhone\n    phone\n    firstName\n    lastName\n    username\n    storeName\n    dob\n    avatar\n    avatarMedia {\n      id\n      filePathSM\n    }\n    isActive\n    metadata {\n      countryId\n      cityId\n      language\n    }\n  }\n}": types.AdminGetUserForEditDocument,
    "mutation AdminReactivateUser($id: ID!) {\n  adminReactivateUser(id: $id) {\n    id\n    isActive\n  }\n}": types.AdminReactivateUserDocument,
    "fragment MemberRow on User {\n  id\n  email\n  firstName\n  lastName\n  phone\n  prefixPhone\n  isActive\n  createdAt\n  avatarMedia {\n    id\n    filePathSM\n  }\n  userBalance {\n    id\n    amount\n    promotion\n  }\n}": types.MemberRowFragmentDoc,
    "query Users($skip: Int, $take: Int, $status: UserStatusFilter, $createFrom: String, $createTo: String, $keyword: String, $type: UserRole) {\n  users(\n    skip: $skip\n    take: $take\n    status: $status\n    createFrom: $createFrom\n    createTo: $createTo\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      ...MemberRow\n    }\n  }\n}": types.UsersDocument,
    "query AdminGetUserAuditLogs($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserAuditLogs(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      action\n      entity\n      entityId\n      before\n      after\n      createdAt\n      admin {\n        id\n        email\n        fullName\n      }\n    }\n  }\n}": types.AdminGetUserAuditLogsDocument,
    "query AdminListUserTransferRequest($skip: Int, $take: Int, $userId: ID, $status: TransferRequestStatus, $keyword: String, $createFrom: String, $createTo: String) {\n  adminListUserTransferRequest(\n    skip: $skip\n    take: $take\n    userId: $userId\n    status: $status\n    keyword: $keyword\n    createFrom: $createFrom\n    createTo: $createTo\n  ) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      amount\n      status\n      bankName\n      userId\n      moneyTransferReason\n      createdAt\n      users {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n}": types.AdminListUserTransferRequestDocument,
    "mutation AdminUpdateUserTransferRequest($id: ID!, $approve: Boolean!, $moneyTransferReason: String) {\n  adminUpdateUserTransferRequest(\n    id: $id\n    approve: $approve\n    moneyTransferReason: $moneyTransferReason\n  ) {\n    id\n    status\n    moneyTransferReason\n    updatedAt\n  }\n}": types.AdminUpdateUserTransferRequestDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminLogin($email: String!, $password: String!, $deviceToken: String) {\n  adminLogin(email: $email, password: $password, deviceToken: $deviceToken) {\n    expireTokenDate\n    expireRefreshTokenDate\n    user {\n      ...AdminProfile\n    }\n  }\n}"): (typeof documents)["mutation AdminLogin($email: String!, $password: String!, $deviceToken: String) {\n  adminLogin(email: $email, password: $password, deviceToken: $deviceToken) {\n    expireTokenDate\n    expireRefreshTokenDate\n    user {\n      ...AdminProfile\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminProfile on AdminUser {\n  id\n  firstName\n  lastName\n  fullName\n  email\n  authority\n}"): (typeof documents)["fragment AdminProfile on AdminUser {\n  id\n  firstName\n  lastName\n  fullName\n  email\n  authority\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminRefreshToken {\n  adminRefreshToken {\n    expireTokenDate\n    expireRefreshTokenDate\n  }\n}"): (typeof documents)["mutation AdminRefreshToken {\n  adminRefreshToken {\n    expireTokenDate\n    expireRefreshTokenDate\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MeAdmin {\n  meAdmin {\n    ...AdminProfile\n  }\n}"): (typeof documents)["query MeAdmin {\n  meAdmin {\n    ...AdminProfile\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOut($deviceToken: String) {\n  signOut(deviceToken: $deviceToken)\n}"): (typeof documents)["mutation SignOut($deviceToken: String) {\n  signOut(deviceToken: $deviceToken)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardActiveListingAndActiveUser {\n  adminDashboardActiveListingAndActiveUser {\n    value\n    change\n  }\n}"): (typeof documents)["query DashboardActiveListingAndActiveUser {\n  adminDashboardActiveListingAndActiveUser {\n    value\n    change\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardListingByStatus {\n  adminDashboardListingByStatus {\n    count\n    status\n  }\n}"): (typeof documents)["query DashboardListingByStatus {\n  adminDashboardListingByStatus {\n    count\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardRevenuePerUserActive {\n  adminDashboardRevenuePerUserActive {\n    value\n    change\n  }\n}"): (typeof documents)["query DashboardRevenuePerUserActive {\n  adminDashboardRevenuePerUserActive {\n    value\n    change\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardRevenuePerUser {\n  adminDashboardRevenuePerUser {\n    value\n    change\n  }\n}"): (typeof documents)["query DashboardRevenuePerUser {\n  adminDashboardRevenuePerUser {\n    value\n    change\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardRevenueTotal($numberMonth: Int) {\n  adminDashboardRevenueTotal(numberMonth: $numberMonth) {\n    count\n    date\n  }\n}"): (typeof documents)["query DashboardRevenueTotal($numberMonth: Int) {\n  adminDashboardRevenueTotal(numberMonth: $numberMonth) {\n    count\n    date\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardTotalRevenue {\n  adminDashboardTotalRevenue {\n    count\n    type\n  }\n}"): (typeof documents)["query DashboardTotalRevenue {\n  adminDashboardTotalRevenue {\n    count\n    type\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardUserByLocation {\n  adminDashboardUserByLocation {\n    count\n    cityid\n    province\n  }\n}"): (typeof documents)["query DashboardUserByLocation {\n  adminDashboardUserByLocation {\n    count\n    cityid\n    province\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardUserGrowthRate {\n  adminDashboardUserGrowthRate {\n    value\n    change\n  }\n}"): (typeof documents)["query DashboardUserGrowthRate {\n  adminDashboardUserGrowthRate {\n    value\n    change\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardUserStatusActive {\n  adminDashboardUserStatusActive {\n    active\n    total\n    unverified\n    totalViewPost\n  }\n}"): (typeof documents)["query DashboardUserStatusActive {\n  adminDashboardUserStatusActive {\n    active\n    total\n    unverified\n    totalViewPost\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardUserTotal($numberMonth: Int) {\n  adminDashboardUserTotal(numberMonth: $numberMonth) {\n    count\n    date\n  }\n}"): (typeof documents)["query DashboardUserTotal($numberMonth: Int) {\n  adminDashboardUserTotal(numberMonth: $numberMonth) {\n    count\n    date\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Countries($skip: Int, $take: Int) {\n  countries(skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      name\n      code\n    }\n  }\n}"): (typeof documents)["query Countries($skip: Int, $take: Int) {\n  countries(skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      name\n      code\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Districts($provinceCode: String, $skip: Int, $take: Int) {\n  districts(provinceCode: $provinceCode, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      name\n      code\n      prefix\n      provinceCode\n    }\n  }\n}"): (typeof documents)["query Districts($provinceCode: String, $skip: Int, $take: Int) {\n  districts(provinceCode: $provinceCode, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      name\n      code\n      prefix\n      provinceCode\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Provinces($countryCode: String, $skip: Int, $take: Int) {\n  provinces(countryCode: $countryCode, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      name\n      code\n      countryCode\n    }\n  }\n}"): (typeof documents)["query Provinces($countryCode: String, $skip: Int, $take: Int) {\n  provinces(countryCode: $countryCode, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      name\n      code\n      countryCode\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Wards($districtCode: String, $skip: Int, $take: Int) {\n  wards(districtCode: $districtCode, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      name\n      code\n      prefix\n      districtCode\n    }\n  }\n}"): (typeof documents)["query Wards($districtCode: String, $skip: Int, $take: Int) {\n  wards(districtCode: $districtCode, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      name\n      code\n      prefix\n      districtCode\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateUser($input: AdminCreateUserInput!) {\n  adminCreateUser(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation AdminCreateUser($input: AdminCreateUserInput!) {\n  adminCreateUser(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeactivateUser($id: ID!, $reason: String!) {\n  adminDeactivateUser(id: $id, reason: $reason) {\n    id\n    isActive\n  }\n}"): (typeof documents)["mutation AdminDeactivateUser($id: ID!, $reason: String!) {\n  adminDeactivateUser(id: $id, reason: $reason) {\n    id\n    isActive\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditUser($id: ID!, $input: AdminEditUserInput!) {\n  adminEditUser(id: $id, input: $input) {\n    id\n    updatedAt\n  }\n}"): (typeof documents)["mutation AdminEditUser($id: ID!, $input: AdminEditUserInput!) {\n  adminEditUser(id: $id, input: $input) {\n    id\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetUserDetail($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    email\n    username\n    storeName\n    firstName\n    lastName\n    dob\n    prefixPhone\n    phone\n    avatarMedia {\n      id\n      filePathSM\n      filePathLG\n    }\n    isActive\n    isWithdraw\n    withdrawReason\n    createdAt\n    lastLoginAt\n    updatedAt\n    isActiveEmail\n    isActivePhone\n    referralCode\n    hasPassword\n    userBalance {\n      id\n      amount\n      promotion\n    }\n    metadata {\n      language\n      isPushNotification\n      isEmailNotification\n      isSmsNotification\n      isPromotionNotification\n      totalRating\n      avgRating\n      province {\n        id\n        name\n      }\n      country {\n        id\n        name\n      }\n    }\n  }\n}"): (typeof documents)["query AdminGetUserDetail($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    email\n    username\n    storeName\n    firstName\n    lastName\n    dob\n    prefixPhone\n    phone\n    avatarMedia {\n      id\n      filePathSM\n      filePathLG\n    }\n    isActive\n    isWithdraw\n    withdrawReason\n    createdAt\n    lastLoginAt\n    updatedAt\n    isActiveEmail\n    isActivePhone\n    referralCode\n    hasPassword\n    userBalance {\n      id\n      amount\n      promotion\n    }\n    metadata {\n      language\n      isPushNotification\n      isEmailNotification\n      isSmsNotification\n      isPromotionNotification\n      totalRating\n      avgRating\n      province {\n        id\n        name\n      }\n      country {\n        id\n        name\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetUserEmails($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserEmails(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      to\n      subject\n      status\n      transport\n      error\n      createdAt\n      sentAt\n    }\n  }\n}"): (typeof documents)["query AdminGetUserEmails($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserEmails(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      to\n      subject\n      status\n      transport\n      error\n      createdAt\n      sentAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetUserForEdit($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    email\n    prefixPhone\n    phone\n    firstName\n    lastName\n    username\n    storeName\n    dob\n    avatar\n    avatarMedia {\n      id\n      filePathSM\n    }\n    isActive\n    metadata {\n      countryId\n      cityId\n      language\n    }\n  }\n}"): (typeof documents)["query AdminGetUserForEdit($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    email\n    prefixPhone\n    phone\n    firstName\n    lastName\n    username\n    storeName\n    dob\n    avatar\n    avatarMedia {\n      id\n      filePathSM\n    }\n    isActive\n    metadata {\n      countryId\n      cityId\n      language\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminReactivateUser($id: ID!) {\n  adminReactivateUser(id: $id) {\n    id\n    isActive\n  }\n}"): (typeof documents)["mutation AdminReactivateUser($id: ID!) {\n  adminReactivateUser(id: $id) {\n    id\n    isActive\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MemberRow on User {\n  id\n  email\n  firstName\n  lastName\n  phone\n  prefixPhone\n  isActive\n  createdAt\n  avatarMedia {\n    id\n    filePathSM\n  }\n  userBalance {\n    id\n    amount\n    promotion\n  }\n}"): (typeof documents)["fragment MemberRow on User {\n  id\n  email\n  firstName\n  lastName\n  phone\n  prefixPhone\n  isActive\n  createdAt\n  avatarMedia {\n    id\n    filePathSM\n  }\n  userBalance {\n    id\n    amount\n    promotion\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Users($skip: Int, $take: Int, $status: UserStatusFilter, $createFrom: String, $createTo: String, $keyword: String, $type: UserRole) {\n  users(\n    skip: $skip\n    take: $take\n    status: $status\n    createFrom: $createFrom\n    createTo: $createTo\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      ...MemberRow\n    }\n  }\n}"): (typeof documents)["query Users($skip: Int, $take: Int, $status: UserStatusFilter, $createFrom: String, $createTo: String, $keyword: String, $type: UserRole) {\n  users(\n    skip: $skip\n    take: $take\n    status: $status\n    createFrom: $createFrom\n    createTo: $createTo\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      ...MemberRow\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetUserAuditLogs($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserAuditLogs(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      action\n      entity\n      entityId\n      before\n      after\n      createdAt\n      admin {\n        id\n        email\n        fullName\n      }\n    }\n  }\n}"): (typeof documents)["query AdminGetUserAuditLogs($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserAuditLogs(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      action\n      entity\n      entityId\n      before\n      after\n      createdAt\n      admin {\n        id\n        email\n        fullName\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListUserTransferRequest($skip: Int, $take: Int, $userId: ID, $status: TransferRequestStatus, $keyword: String, $createFrom: String, $createTo: String) {\n  adminListUserTransferRequest(\n    skip: $skip\n    take: $take\n    userId: $userId\n    status: $status\n    keyword: $keyword\n    createFrom: $createFrom\n    createTo: $createTo\n  ) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      amount\n      status\n      bankName\n      userId\n      moneyTransferReason\n      createdAt\n      users {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n}"): (typeof documents)["query AdminListUserTransferRequest($skip: Int, $take: Int, $userId: ID, $status: TransferRequestStatus, $keyword: String, $createFrom: String, $createTo: String) {\n  adminListUserTransferRequest(\n    skip: $skip\n    take: $take\n    userId: $userId\n    status: $status\n    keyword: $keyword\n    createFrom: $createFrom\n    createTo: $createTo\n  ) {\n    meta {\n      itemCount\n      totalItems\n      itemsPerPage\n      totalPages\n      currentPage\n    }\n    items {\n      id\n      amount\n      status\n      bankName\n      userId\n      moneyTransferReason\n      createdAt\n      users {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateUserTransferRequest($id: ID!, $approve: Boolean!, $moneyTransferReason: String) {\n  adminUpdateUserTransferRequest(\n    id: $id\n    approve: $approve\n    moneyTransferReason: $moneyTransferReason\n  ) {\n    id\n    status\n    moneyTransferReason\n    updatedAt\n  }\n}"): (typeof documents)["mutation AdminUpdateUserTransferRequest($id: ID!, $approve: Boolean!, $moneyTransferReason: String) {\n  adminUpdateUserTransferRequest(\n    id: $id\n    approve: $approve\n    moneyTransferReason: $moneyTransferReason\n  ) {\n    id\n    status\n    moneyTransferReason\n    updatedAt\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;