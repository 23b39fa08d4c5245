/* eslint-disable */
import * as types from './graphql';



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
    "query AdminAuditFilterOptions {\n  adminAuditFilterOptions {\n    actors {\n      id\n      fullName\n      email\n    }\n    actions {\n      action\n      text\n      entityType\n      entityTypeText\n    }\n  }\n}": typeof types.AdminAuditFilterOptionsDocument,
    "query AdminGetAuditLogDetail($id: ID!) {\n  adminGetAuditLogDetail(id: $id) {\n    id\n    ...AuditLogDetail\n  }\n}": typeof types.AdminGetAuditLogDetailDocument,
    "query AdminListAuditLogs($skip: Int, $take: Int, $actorId: ID, $action: String, $entityType: String, $entityId: String, $createFrom: String, $createTo: String) {\n  adminListAuditLogs(\n    skip: $skip\n    take: $take\n    actorId: $actorId\n    action: $action\n    entityType: $entityType\n    entityId: $entityId\n    createFrom: $createFrom\n    createTo: $createTo\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...AuditLogRow\n    }\n  }\n}": typeof types.AdminListAuditLogsDocument,
    "mutation AdminAcceptInvite($token: String!, $password: String!) {\n  adminAcceptInvite(token: $token, password: $password)\n}": typeof types.AdminAcceptInviteDocument,
    "mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n  adminChangePassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  )\n}": typeof types.AdminChangePasswordDocument,
    "mutation AdminLogin($email: String!, $password: String!, $deviceToken: String) {\n  adminLogin(email: $email, password: $password, deviceToken: $deviceToken) {\n    expireTokenDate\n    expireRefreshTokenDate\n    twoFactorRequired\n    twoFactorChallenge\n    user {\n      ...AdminProfile\n    }\n  }\n}": typeof types.AdminLoginDocument,
    "fragment AdminProfile on AdminUser {\n  id\n  firstName\n  lastName\n  fullName\n  email\n  authority\n  role {\n    code\n    name\n  }\n  permissions\n  twoFactorEnabled\n  twoFactorRequired\n}": typeof types.AdminProfileFragmentDoc,
    "mutation AdminRefreshToken {\n  adminRefreshToken {\n    expireTokenDate\n    expireRefreshTokenDate\n  }\n}": typeof types.AdminRefreshTokenDocument,
    "mutation AdminRequestPasswordReset($email: String!) {\n  adminRequestPasswordReset(email: $email)\n}": typeof types.AdminRequestPasswordResetDocument,
    "mutation AdminResetPassword($token: String!, $password: String!) {\n  adminResetPassword(token: $token, password: $password)\n}": typeof types.AdminResetPasswordDocument,
    "mutation AdminVerifyTwoFactor($challenge: String!, $code: String!) {\n  adminVerifyTwoFactor(challenge: $challenge, code: $code) {\n    expireTokenDate\n    expireRefreshTokenDate\n  }\n}": typeof types.AdminVerifyTwoFactorDocument,
    "query MeAdmin {\n  meAdmin {\n    ...AdminProfile\n  }\n}": typeof types.MeAdminDocument,
    "mutation SignOut($deviceToken: String) {\n  signOut(deviceToken: $deviceToken)\n}": typeof types.SignOutDocument,
    "mutation AdminCreateAvatars($input: AdminAvatarInput!) {\n  adminCreateAvatars(input: $input) {\n    id\n  }\n}": typeof types.AdminCreateAvatarsDocument,
    "mutation AdminDeleteAvatars($id: ID!) {\n  adminDeleteAvatars(id: $id)\n}": typeof types.AdminDeleteAvatarsDocument,
    "mutation AdminEditAvatars($id: ID!, $input: AdminAvatarInput!, $editVersion: Int) {\n  adminEditAvatars(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminEditAvatarsDocument,
    "query AdminGetAvatarDetail($id: ID, $slug: String) {\n  adminGetAvatarDetail(id: $id, slug: $slug) {\n    id\n    ...AvatarDetail\n  }\n}": typeof types.AdminGetAvatarDetailDocument,
    "query AdminGetListAvatars($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetListAvatars(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...AvatarRow\n    }\n  }\n}": typeof types.AdminGetListAvatarsDocument,
    "mutation AdminBulkDeleteBanners($ids: [ID!]!) {\n  adminBulkDeleteBanners(ids: $ids) {\n    ...BulkActionResult\n  }\n}": typeof types.AdminBulkDeleteBannersDocument,
    "mutation AdminBulkUpdateStatusBanners($ids: [ID!]!, $active: Boolean!) {\n  adminBulkUpdateStatusBanners(ids: $ids, active: $active) {\n    ...BulkActionResult\n  }\n}": typeof types.AdminBulkUpdateStatusBannersDocument,
    "mutation AdminCreateBanner($name: String!, $positionId: ID!, $mediaIds: [ID!]!, $linkBanner: String!) {\n  adminCreateBanner(\n    name: $name\n    positionId: $positionId\n    mediaIds: $mediaIds\n    linkBanner: $linkBanner\n  ) {\n    id\n  }\n}": typeof types.AdminCreateBannerDocument,
    "mutation AdminDeleteBanner($id: ID!) {\n  adminDeleteBanner(id: $id)\n}": typeof types.AdminDeleteBannerDocument,
    "mutation AdminEditBanner($id: ID!, $name: String!, $positionId: ID!, $mediaIds: [ID!]!, $linkBanner: String!, $editVersion: Int) {\n  adminEditBanner(\n    id: $id\n    name: $name\n    positionId: $positionId\n    mediaIds: $mediaIds\n    linkBanner: $linkBanner\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": typeof types.AdminEditBannerDocument,
    "query AdminListBannerPosition {\n  adminListBannerPosition {\n    ...BannerPositionOption\n  }\n}": typeof types.AdminListBannerPositionDocument,
    "query AdminListBanner($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminListBanner(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...BannerRow\n    }\n  }\n}": typeof types.AdminListBannerDocument,
    "mutation AdminUpdateStatusBanner($id: ID!) {\n  adminUpdateStatusBanner(id: $id) {\n    id\n    isActive\n  }\n}": typeof types.AdminUpdateStatusBannerDocument,
    "query GetBannerDetail($id: ID!) {\n  getBannerDetail(id: $id) {\n    id\n    ...BannerDetail\n  }\n}": typeof types.GetBannerDetailDocument,
    "mutation AdminCreateCarBuyingNeed($input: AdminCarBuyingNeedInput!) {\n  adminCreateCarBuyingNeed(input: $input) {\n    id\n  }\n}": typeof types.AdminCreateCarBuyingNeedDocument,
    "mutation AdminDeleteCarBuyingNeed($id: ID!) {\n  adminDeleteCarBuyingNeed(id: $id)\n}": typeof types.AdminDeleteCarBuyingNeedDocument,
    "mutation AdminEditCarBuyingNeed($id: ID!, $input: AdminCarBuyingNeedInput!, $editVersion: Int) {\n  adminEditCarBuyingNeed(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminEditCarBuyingNeedDocument,
    "query AdminGetCarBuyingNeedDetail($id: ID!) {\n  adminGetCarBuyingNeedDetail(id: $id) {\n    id\n    ...BuyingDemandDetail\n    ...BuyingDemandFormValues\n  }\n}": typeof types.AdminGetCarBuyingNeedDetailDocument,
    "query AdminGetListCustomerCarBuyingNeedByUserId($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetListCustomerCarBuyingNeedByUserId(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...BuyingCustomerRow\n    }\n  }\n}": typeof types.AdminGetListCustomerCarBuyingNeedByUserIdDocument,
    "query AdminPaginationCarBuyingNeeds($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminPaginationCarBuyingNeeds(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...BuyingDemandRow\n    }\n  }\n}": typeof types.AdminPaginationCarBuyingNeedsDocument,
    "mutation AdminUpdateStatusCarBuyingNeed($id: ID!, $status: CarBuyingNeedStatus!) {\n  adminUpdateStatusCarBuyingNeed(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n  }\n}": typeof types.AdminUpdateStatusCarBuyingNeedDocument,
    "query BuyingDemandCatalogue {\n  adminGetListBrands {\n    id\n    name\n    isActive\n  }\n  adminGetListModels {\n    id\n    name\n    brand\n    isActive\n  }\n}": typeof types.BuyingDemandCatalogueDocument,
    "query BuyingDemandProvinceOptions {\n  provinces(countryCode: \"VN\", active: true, skip: 1, take: 1000) {\n    items {\n      id\n      name\n    }\n  }\n}": typeof types.BuyingDemandProvinceOptionsDocument,
    "query AdminCarList($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminCarList(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...CarRow\n    }\n  }\n}": typeof types.AdminCarListDocument,
    "mutation AdminCreateCar($input: AdminCarInput!) {\n  adminCreateCar(input: $input) {\n    id\n  }\n}": typeof types.AdminCreateCarDocument,
    "mutation AdminEditCar($id: ID!, $input: AdminCarInput!, $editVersion: Int) {\n  adminEditCar(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminEditCarDocument,
    "query AdminGetCarDetail($id: ID!) {\n  adminGetCarDetail(id: $id) {\n    id\n    ...CarDetail\n  }\n}": typeof types.AdminGetCarDetailDocument,
    "query CarCatalogueOptions {\n  adminGetListBrands {\n    id\n    name\n    isActive\n  }\n  adminGetListModels {\n    id\n    name\n    brand\n    isActive\n  }\n  adminGetListVersion {\n    id\n    name\n    model\n    isActive\n  }\n  adminGetListBodyTypes {\n    id\n    name\n    isActive\n  }\n  adminGetListFuelType {\n    id\n    name\n    isActive\n  }\n  adminGetListSeats {\n    id\n    name\n    isActive\n  }\n  adminGetListDoors {\n    id\n    name\n    isActive\n  }\n}": typeof types.CarCatalogueOptionsDocument,
    "mutation DeleteCar($input: DeleteCarInput!) {\n  deleteCar(input: $input)\n}": typeof types.DeleteCarDocument,
    "fragment BulkActionResult on AdminBulkActionResult {\n  id\n  ok\n  error\n  code\n}": typeof types.BulkActionResultFragmentDoc,
    "query ListingOwnerOptions($keyword: String, $take: Int) {\n  users(skip: 1, take: $take, keyword: $keyword, status: ACTIVE) {\n    items {\n      ...ListingOwnerOption\n    }\n  }\n}": typeof types.ListingOwnerOptionsDocument,
    "fragment PageMeta on PaginationMeta {\n  itemCount\n  totalItems\n  itemsPerPage\n  totalPages\n  currentPage\n  totalIsLowerBound\n}": typeof types.PageMetaFragmentDoc,
    "query ServiceDuplicates($kind: ServiceListingKind!, $title: String, $phone: String, $ward: String, $excludeId: ID) {\n  adminFindServiceDuplicates(\n    kind: $kind\n    title: $title\n    phone: $phone\n    ward: $ward\n    excludeId: $excludeId\n  ) {\n    id\n    title\n    phone\n    address\n    matchedBy\n  }\n}": typeof types.ServiceDuplicatesDocument,
    "mutation AdminCreateContest($input: AdminContestInput!) {\n  adminCreateContest(input: $input) {\n    id\n  }\n}": typeof types.AdminCreateContestDocument,
    "mutation AdminEditContest($id: ID!, $input: AdminContestInput!, $editVersion: Int) {\n  adminEditContest(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminEditContestDocument,
    "query AdminGetContestDetail($id: ID!) {\n  adminGetContestDetail(id: $id) {\n    id\n    ...ContestDetail\n  }\n}": typeof types.AdminGetContestDetailDocument,
    "query ContestPagination($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  contestPagination(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ContestRow\n    }\n  }\n}": typeof types.ContestPaginationDocument,
    "query DashboardActiveListingAndActiveUser {\n  adminDashboardActiveListingAndActiveUser {\n    value\n    change\n  }\n}": typeof types.DashboardActiveListingAndActiveUserDocument,
    "query DashboardListingByStatus {\n  adminDashboardListingByStatus {\n    count\n    status\n  }\n}": typeof types.DashboardListingByStatusDocument,
    "query DashboardRevenuePerUserActive {\n  adminDashboardRevenuePerUserActive {\n    value\n    change\n  }\n}": typeof types.DashboardRevenuePerUserActiveDocument,
    "query DashboardRevenuePerUser {\n  adminDashboardRevenuePerUser {\n    value\n    change\n  }\n}": typeof types.DashboardRevenuePerUserDocument,
    "query DashboardRevenueTotal($numberMonth: Int) {\n  adminDashboardRevenueTotal(numberMonth: $numberMonth) {\n    count\n    date\n  }\n}": typeof types.DashboardRevenueTotalDocument,
    "query DashboardTotalRevenue {\n  adminDashboardTotalRevenue {\n    count\n    type\n  }\n}": typeof types.DashboardTotalRevenueDocument,
    "query DashboardUserByLocation {\n  adminDashboardUserByLocation {\n    count\n    cityid\n    province\n    isFormer\n  }\n}": typeof types.DashboardUserByLocationDocument,
    "query DashboardUserGrowthRate {\n  adminDashboardUserGrowthRate {\n    value\n    change\n  }\n}": typeof types.DashboardUserGrowthRateDocument,
    "query DashboardUserStatusActive {\n  adminDashboardUserStatusActive {\n    active\n    total\n    unverified\n    totalViewPost\n  }\n}": typeof types.DashboardUserStatusActiveDocument,
    "query DashboardUserTotal($numberMonth: Int) {\n  adminDashboardUserTotal(numberMonth: $numberMonth) {\n    count\n    date\n  }\n}": typeof types.DashboardUserTotalDocument,
    "mutation AdminBulkUpdateStatusCenterDriverLisense($ids: [ID!]!, $active: Boolean!) {\n  adminBulkUpdateStatusCenterDriverLisense(ids: $ids, active: $active) {\n    ...BulkActionResult\n  }\n}": typeof types.AdminBulkUpdateStatusCenterDriverLisenseDocument,
    "query AdminCenterDriverLisensePagination($skip: Int, $take: Int, $order: String, $keyword: String, $createFrom: String, $createTo: String, $province: String, $district: String, $ward: String) {\n  adminCenterDriverLisensePagination(\n    skip: $skip\n    take: $take\n    order: $order\n    keyword: $keyword\n    createFrom: $createFrom\n    createTo: $createTo\n    province: $province\n    district: $district\n    ward: $ward\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...DrivingCenterRow\n    }\n  }\n}\n\nquery AdminGetCenterDriverLisenseDetail($id: ID!) {\n  adminGetCenterDriverLisenseDetail(id: $id) {\n    id\n    ...DrivingCenterDetail\n    ...ListingFormValues\n  }\n}\n\nmutation AdminCreateCenterDriverLisense($input: AdminDrivingCenterInput!) {\n  adminCreateCenterDriverLisense(input: $input) {\n    id\n  }\n}\n\nmutation AdminEditCenterDriverLisense($id: ID!, $input: AdminDrivingCenterInput!, $editVersion: Int) {\n  adminEditCenterDriverLisense(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}\n\nmutation AdminUpdateStatusCenterDriverLisense($id: ID!, $active: Boolean!) {\n  adminUpdateStatusCenterDriverLisense(id: $id, active: $active) {\n    id\n    isActive\n  }\n}\n\nmutation DeleteCenterDriverLisense($id: ID!) {\n  deleteCenterDriverLisense(id: $id)\n}": typeof types.AdminCenterDriverLisensePaginationDocument,
    "mutation AdminDeleteFeedBack($id: ID!) {\n  adminDeleteFeedBack(id: $id)\n}": typeof types.AdminDeleteFeedBackDocument,
    "query AdminGetFeedBackDetail($id: ID!) {\n  adminGetFeedBackDetail(id: $id) {\n    id\n    ...FeedbackDetail\n  }\n}": typeof types.AdminGetFeedBackDetailDocument,
    "query AdminGetListReportPost($skip: Int, $take: Int, $sort: String) {\n  adminGetListReportPost(skip: $skip, take: $take, sort: $sort) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ReportPostRow\n    }\n  }\n}": typeof types.AdminGetListReportPostDocument,
    "query AdminGetReportPostDetail($id: ID!) {\n  adminGetReportPostDetail(id: $id) {\n    id\n    ...ReportPostDetail\n  }\n}": typeof types.AdminGetReportPostDetailDocument,
    "query AdminListFeedBack($skip: Int, $take: Int, $sort: String) {\n  adminListFeedBack(skip: $skip, take: $take, sort: $sort) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...FeedbackRow\n    }\n  }\n}": typeof types.AdminListFeedBackDocument,
    "query GetListPhoneErrorMessages($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  getListPhoneErrorMessages(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...PhoneErrorRow\n    }\n  }\n}": typeof types.GetListPhoneErrorMessagesDocument,
    "mutation AdminBulkDeleteServiceListings($kind: ServiceListingKind!, $ids: [ID!]!) {\n  adminBulkDeleteServiceListings(kind: $kind, ids: $ids) {\n    ...BulkActionResult\n  }\n}": typeof types.AdminBulkDeleteServiceListingsDocument,
    "query AdminGaragePagination($skip: Int, $take: Int, $order: String, $keyword: String, $createFrom: String, $createTo: String, $province: String, $district: String, $ward: String) {\n  adminGaragePagination(\n    skip: $skip\n    take: $take\n    order: $order\n    keyword: $keyword\n    createFrom: $createFrom\n    createTo: $createTo\n    province: $province\n    district: $district\n    ward: $ward\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...GarageRow\n    }\n  }\n}\n\nquery AdminGetGarageDetail($id: ID!) {\n  adminGetGarageDetail(id: $id) {\n    id\n    ...GarageDetail\n    ...GarageFormValues\n  }\n}\n\nmutation AdminCreateGarage($input: AdminGarageInput!) {\n  adminCreateGarage(input: $input) {\n    id\n  }\n}\n\nmutation AdminEditGarage($id: ID!, $input: AdminGarageInput!, $editVersion: Int) {\n  adminEditGarage(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}\n\nmutation AdminDeleteGarage($id: ID!) {\n  adminDeleteGarage(id: $id)\n}\n\nmutation AdminEditGarageKarCheck($id: ID!, $isKarCheck: Boolean!) {\n  adminEditGarageKarCheck(id: $id, isKarCheck: $isKarCheck) {\n    id\n    karCheck\n  }\n}\n\nmutation AdminUpdateGarageStatus($id: ID!, $status: GarageStatus!, $reason: String) {\n  adminUpdateGarageStatus(id: $id, status: $status, reason: $reason) {\n    id\n    status\n    reason\n  }\n}": typeof types.AdminGaragePaginationDocument,
    "mutation AdminCreateQuestionSimulationGroup($input: AdminQuestionSimulationGroupInput!) {\n  adminCreateQuestionSimulationGroup(input: $input) {\n    id\n  }\n}": typeof types.AdminCreateQuestionSimulationGroupDocument,
    "mutation AdminCreateQuestionSimulation($input: AdminQuestionSimulationInput!) {\n  adminCreateQuestionSimulation(input: $input) {\n    id\n  }\n}": typeof types.AdminCreateQuestionSimulationDocument,
    "mutation AdminDeleteQuestionSimulationGroup($id: ID!) {\n  adminDeleteQuestionSimulationGroup(id: $id)\n}": typeof types.AdminDeleteQuestionSimulationGroupDocument,
    "mutation AdminDeleteQuestionSimulation($id: ID!) {\n  adminDeleteQuestionSimulation(id: $id)\n}": typeof types.AdminDeleteQuestionSimulationDocument,
    "mutation AdminEditQuestionSimulationGroup($id: ID!, $input: AdminQuestionSimulationGroupInput!, $editVersion: Int) {\n  adminEditQuestionSimulationGroup(\n    id: $id\n    input: $input\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": typeof types.AdminEditQuestionSimulationGroupDocument,
    "mutation AdminEditQuestionSimulation($id: ID!, $input: AdminQuestionSimulationInput!, $editVersion: Int) {\n  adminEditQuestionSimulation(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminEditQuestionSimulationDocument,
    "query AdminGetQuestionSimulationDetail($id: ID!) {\n  adminGetQuestionSimulationDetail(id: $id) {\n    id\n    ...QuestionSimulationDetail\n    ...QuestionSimulationFormValues\n  }\n}": typeof types.AdminGetQuestionSimulationDetailDocument,
    "query AdminGetQuestionSimulationGroupDetail($id: ID!) {\n  adminGetQuestionSimulationGroupDetail(id: $id) {\n    id\n    ...QuestionSimulationGroupDetail\n  }\n}": typeof types.AdminGetQuestionSimulationGroupDetailDocument,
    "query AdminListQuestionSimulationGroup($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminListQuestionSimulationGroup(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...QuestionSimulationGroupRow\n    }\n  }\n}": typeof types.AdminListQuestionSimulationGroupDocument,
    "query AdminListQuestionSimulation($skip: Int, $take: Int, $sort: String, $keyword: String, $type: QuestionSimulationType) {\n  adminListQuestionSimulation(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...QuestionSimulationRow\n    }\n  }\n}": typeof types.AdminListQuestionSimulationDocument,
    "query SimulationQuestionChoices($keyword: String) {\n  adminListQuestionSimulation(skip: 1, take: 20, keyword: $keyword) {\n    items {\n      ...SimulationQuestionChoice\n    }\n  }\n}": typeof types.SimulationQuestionChoicesDocument,
    "mutation AdminBulkCreateQuestions($rows: [AdminBulkQuestionRowInput!]!) {\n  adminBulkCreateQuestions(rows: $rows) {\n    ...BulkRowAnswer\n    id\n    field\n  }\n}": typeof types.AdminBulkCreateQuestionsDocument,
    "mutation AdminCreateQuestion($input: AdminQuestionTheoryInput!) {\n  adminCreateQuestion(input: $input) {\n    id\n    no\n  }\n}": typeof types.AdminCreateQuestionDocument,
    "mutation AdminCreateTrafficSigns($input: AdminTrafficSignInput!) {\n  adminCreateTrafficSigns(input: $input) {\n    id\n    slug\n  }\n}": typeof types.AdminCreateTrafficSignsDocument,
    "mutation AdminDeleteQuestion($id: ID!) {\n  adminDeleteQuestion(id: $id)\n}": typeof types.AdminDeleteQuestionDocument,
    "mutation AdminDeleteTrafficSigns($id: ID!) {\n  adminDeleteTrafficSigns(id: $id)\n}": typeof types.AdminDeleteTrafficSignsDocument,
    "mutation AdminEditQuestion($no: Int!, $input: AdminQuestionTheoryInput!, $editVersion: Int) {\n  adminEditQuestion(no: $no, input: $input, editVersion: $editVersion) {\n    id\n    no\n  }\n}": typeof types.AdminEditQuestionDocument,
    "mutation AdminEditTrafficSigns($id: ID!, $input: AdminTrafficSignInput!, $editVersion: Int) {\n  adminEditTrafficSigns(id: $id, input: $input, editVersion: $editVersion) {\n    id\n    slug\n  }\n}": typeof types.AdminEditTrafficSignsDocument,
    "query AdminGetListTrafficSigns($skip: Int, $take: Int, $sort: String, $keyword: String, $type: TrafficSignType) {\n  adminGetListTrafficSigns(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...TrafficSignRow\n    }\n  }\n}": typeof types.AdminGetListTrafficSignsDocument,
    "query AdminGetQuestionDetail($no: Int!) {\n  adminGetQuestionDetail(no: $no) {\n    id\n    ...QuestionTheoryDetail\n    ...QuestionTheoryFormValues\n    ...LearnerQuestion\n  }\n}": typeof types.AdminGetQuestionDetailDocument,
    "query AdminGetTrafficSignDetail($slug: String!) {\n  adminGetTrafficSignDetail(slug: $slug) {\n    id\n    ...TrafficSignDetail\n    ...TrafficSignFormValues\n    ...LearnerSign\n  }\n}": typeof types.AdminGetTrafficSignDetailDocument,
    "query AdminListQuestionNumbers {\n  adminListQuestionNumbers\n}": typeof types.AdminListQuestionNumbersDocument,
    "query AdminListQuestion($skip: Int, $take: Int, $sort: String, $keyword: String, $type: QuestionTheoryType) {\n  adminListQuestion(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...QuestionTheoryRow\n    }\n  }\n}": typeof types.AdminListQuestionDocument,
    "query LearnerSignChoices($type: TrafficSignType) {\n  adminGetListTrafficSigns(skip: 1, take: 6, type: $type) {\n    items {\n      ...LearnerSignChoice\n    }\n  }\n}": typeof types.LearnerSignChoicesDocument,
    "query Countries($skip: Int, $take: Int) {\n  countries(skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      name\n      code\n    }\n  }\n}": typeof types.CountriesDocument,
    "query CurrentProvinces {\n  provinces(countryCode: \"VN\", active: true, skip: 1, take: 1000) {\n    items {\n      ...AddressProvinceOption\n    }\n  }\n}": typeof types.CurrentProvincesDocument,
    "query Districts($provinceCode: String, $skip: Int, $take: Int) {\n  districts(provinceCode: $provinceCode, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      name\n      code\n      prefix\n      provinceCode\n    }\n  }\n}": typeof types.DistrictsDocument,
    "query ProvinceWards($provinceCode: String!) {\n  wards(provinceCode: $provinceCode, active: true, skip: 1, take: 1000) {\n    items {\n      ...AddressWardOption\n    }\n  }\n}": typeof types.ProvinceWardsDocument,
    "query Provinces($countryCode: String, $skip: Int, $take: Int) {\n  provinces(countryCode: $countryCode, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      name\n      code\n      countryCode\n      isActive\n    }\n  }\n}": typeof types.ProvincesDocument,
    "query Wards($districtCode: String, $skip: Int, $take: Int) {\n  wards(districtCode: $districtCode, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      name\n      code\n      prefix\n      districtCode\n    }\n  }\n}": typeof types.WardsDocument,
    "mutation AdminCreateMarketPrice($input: AdminMarketPriceInput!) {\n  adminCreateMarketPrice(input: $input) {\n    id\n  }\n}": typeof types.AdminCreateMarketPriceDocument,
    "mutation AdminDeleteVersion($id: ID!) {\n  adminDeleteVersion(id: $id)\n}": typeof types.AdminDeleteVersionDocument,
    "mutation AdminEditMarketPrice($id: ID!, $input: AdminMarketPriceInput!, $editVersion: Int) {\n  adminEditMarketPrice(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminEditMarketPriceDocument,
    "query AdminGetListAllVersion($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetListAllVersion(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...MarketPriceRow\n    }\n  }\n}": typeof types.AdminGetListAllVersionDocument,
    "query AdminGetVersionDetail($id: ID!) {\n  adminGetVersionDetail(id: $id) {\n    id\n    ...MarketPriceDetail\n    ...MarketPriceFormValues\n  }\n}": typeof types.AdminGetVersionDetailDocument,
    "query MarketPriceBrandOptions {\n  adminGetListBrands {\n    id\n    name\n    isActive\n  }\n}": typeof types.MarketPriceBrandOptionsDocument,
    "query MarketPriceModelOptions {\n  adminGetListModels {\n    id\n    name\n    brand\n    isActive\n  }\n}": typeof types.MarketPriceModelOptionsDocument,
    "mutation AdminDeleteMedia($id: ID!) {\n  adminDeleteMedia(id: $id)\n}": typeof types.AdminDeleteMediaDocument,
    "query AdminListMediaUploaders($keyword: String, $id: ID) {\n  adminListMediaUploaders(keyword: $keyword, id: $id) {\n    id\n    name\n    email\n    isAdmin\n  }\n}": typeof types.AdminListMediaUploadersDocument,
    "query AdminListMedia($skip: Int, $take: Int, $sort: String, $keyword: String, $kind: MediaKind, $uploadBy: ID) {\n  adminListMedia(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    kind: $kind\n    uploadBy: $uploadBy\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...MediaCard\n    }\n  }\n}": typeof types.AdminListMediaDocument,
    "mutation AdminBulkDeactivateUsers($ids: [ID!]!, $reason: String!) {\n  adminBulkDeactivateUsers(ids: $ids, reason: $reason) {\n    ...BulkActionResult\n  }\n}": typeof types.AdminBulkDeactivateUsersDocument,
    "mutation AdminBulkReactivateUsers($ids: [ID!]!) {\n  adminBulkReactivateUsers(ids: $ids) {\n    ...BulkActionResult\n  }\n}": typeof types.AdminBulkReactivateUsersDocument,
    "mutation AdminCreateUser($input: AdminCreateUserInput!) {\n  adminCreateUser(input: $input) {\n    id\n  }\n}": typeof types.AdminCreateUserDocument,
    "mutation AdminDeactivateUser($id: ID!, $reason: String!) {\n  adminDeactivateUser(id: $id, reason: $reason) {\n    id\n    isActive\n  }\n}": typeof types.AdminDeactivateUserDocument,
    "mutation AdminEditUser($id: ID!, $input: AdminEditUserInput!, $editVersion: Int) {\n  adminEditUser(id: $id, input: $input, editVersion: $editVersion) {\n    id\n    updatedAt\n  }\n}": typeof types.AdminEditUserDocument,
    "query AdminGetMemberPackages($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserServices(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...MemberPackageRow\n    }\n  }\n}": typeof types.AdminGetMemberPackagesDocument,
    "query AdminGetMemberTransfers($userId: ID!, $skip: Int, $take: Int) {\n  adminListUserTransferRequest(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...MemberTransferRow\n    }\n  }\n}": typeof types.AdminGetMemberTransfersDocument,
    "query AdminGetUserAuditLogs($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserAuditLogs(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...MemberAuditRow\n    }\n  }\n}": typeof types.AdminGetUserAuditLogsDocument,
    "query AdminGetUserDetail($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    ...MemberHeader\n    ...MemberCards\n  }\n}": typeof types.AdminGetUserDetailDocument,
    "query AdminGetUserEmails($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserEmails(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...MemberEmailRow\n    }\n  }\n}": typeof types.AdminGetUserEmailsDocument,
    "query AdminGetUserForEdit($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    ...MemberFormValues\n  }\n}": typeof types.AdminGetUserForEditDocument,
    "mutation AdminReactivateUser($id: ID!) {\n  adminReactivateUser(id: $id) {\n    id\n    isActive\n  }\n}": typeof types.AdminReactivateUserDocument,
    "query Users($skip: Int, $take: Int, $sort: String, $status: UserStatusFilter, $createFrom: String, $createTo: String, $keyword: String, $type: UserRole) {\n  users(\n    skip: $skip\n    take: $take\n    sort: $sort\n    status: $status\n    createFrom: $createFrom\n    createTo: $createTo\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...MemberRow\n    }\n  }\n}": typeof types.UsersDocument,
    "query AdminGetNotificationDetail($id: ID!) {\n  adminGetNotificationDetail(id: $id) {\n    ...NotificationDetail\n  }\n}": typeof types.AdminGetNotificationDetailDocument,
    "query AdminListNotification($skip: Int, $take: Int, $sort: String, $createFrom: String, $createTo: String, $keyword: String, $type: NotificationType) {\n  adminListNotification(\n    skip: $skip\n    take: $take\n    sort: $sort\n    createFrom: $createFrom\n    createTo: $createTo\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...NotificationRow\n    }\n  }\n}": typeof types.AdminListNotificationDocument,
    "mutation AdminSendEmail($userIds: [ID!]!, $titleVi: String!, $titleEn: String!, $contentVi: String!, $role: UserRole, $idempotencyKey: String, $confirmRecipients: Int) {\n  adminSendEmail(\n    userIds: $userIds\n    titleVi: $titleVi\n    titleEn: $titleEn\n    contentVi: $contentVi\n    role: $role\n    idempotencyKey: $idempotencyKey\n    confirmRecipients: $confirmRecipients\n  ) {\n    id\n  }\n}": typeof types.AdminSendEmailDocument,
    "mutation AdminSendNotification($userIds: [ID!]!, $titleVi: String!, $titleEn: String!, $contentVi: String!, $contentEn: String!, $role: UserRole, $notificationType: NotificationType, $type: NotificationTargetScreen, $tagetId: ID, $idempotencyKey: String, $confirmRecipients: Int) {\n  adminSendNotification(\n    userIds: $userIds\n    titleVi: $titleVi\n    titleEn: $titleEn\n    contentVi: $contentVi\n    contentEn: $contentEn\n    role: $role\n    notificationType: $notificationType\n    type: $type\n    tagetId: $tagetId\n    idempotencyKey: $idempotencyKey\n    confirmRecipients: $confirmRecipients\n  ) {\n    id\n  }\n}": typeof types.AdminSendNotificationDocument,
    "query AdminNotificationAudienceCount($userIds: [ID!]!, $role: UserRole, $notificationType: NotificationType) {\n  adminNotificationAudienceCount(\n    userIds: $userIds\n    role: $role\n    notificationType: $notificationType\n  )\n}\n\nquery AdminSearchNotificationTargets($type: NotificationTargetScreen!, $keyword: String) {\n  adminSearchNotificationTargets(type: $type, keyword: $keyword) {\n    id\n    title\n  }\n}\n\nquery NotificationRecipientOptions($keyword: String, $take: Int) {\n  users(skip: 1, take: $take, keyword: $keyword, status: ACTIVE) {\n    items {\n      id\n      email\n      firstName\n      lastName\n      isActiveEmail\n    }\n  }\n}\n\nmutation AdminRetryNotificationDeliveries($id: ID!) {\n  adminRetryNotificationDeliveries(id: $id) {\n    id\n  }\n}\n\nmutation AdminSendNotificationTest($titleVi: String!, $titleEn: String!, $contentVi: String!, $contentEn: String!) {\n  adminSendNotificationTest(\n    titleVi: $titleVi\n    titleEn: $titleEn\n    contentVi: $contentVi\n    contentEn: $contentEn\n  )\n}": typeof types.AdminNotificationAudienceCountDocument,
    "mutation AdminBulkDeletePackages($kind: AdminBulkPackageKind!, $ids: [ID!]!) {\n  adminBulkDeletePackages(kind: $kind, ids: $ids) {\n    ...BulkActionResult\n  }\n}": typeof types.AdminBulkDeletePackagesDocument,
    "mutation AdminBulkUpdateStatusPackages($kind: AdminBulkPackageKind!, $ids: [ID!]!, $active: Boolean!) {\n  adminBulkUpdateStatusPackages(kind: $kind, ids: $ids, active: $active) {\n    ...BulkActionResult\n  }\n}": typeof types.AdminBulkUpdateStatusPackagesDocument,
    "mutation AdminCreateServices($input: AdminServiceInput!) {\n  adminCreateServices(input: $input) {\n    id\n  }\n}": typeof types.AdminCreateServicesDocument,
    "mutation AdminCreateUserServiceBenefits($type: BenefitType!, $title: String!) {\n  adminCreateUserServiceBenefits(type: $type, title: $title) {\n    id\n  }\n}": typeof types.AdminCreateUserServiceBenefitsDocument,
    "mutation AdminCreateUserServices($input: AdminUserServiceInput!) {\n  adminCreateUserServices(input: $input) {\n    id\n  }\n}": typeof types.AdminCreateUserServicesDocument,
    "mutation AdminDeleteServices($id: ID!) {\n  adminDeleteServices(id: $id)\n}": typeof types.AdminDeleteServicesDocument,
    "mutation AdminDeleteUserServiceBenefits($id: ID!) {\n  adminDeleteUserServiceBenefits(id: $id)\n}": typeof types.AdminDeleteUserServiceBenefitsDocument,
    "mutation AdminEditServices($id: ID!, $input: AdminServiceInput!, $editVersion: Int) {\n  adminEditServices(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminEditServicesDocument,
    "mutation AdminEditUserServiceBenefits($id: ID!, $type: BenefitType!, $title: String!, $editVersion: Int) {\n  adminEditUserServiceBenefits(\n    id: $id\n    type: $type\n    title: $title\n    editVersion: $editVersion\n  ) {\n    id\n    editVersion\n  }\n}": typeof types.AdminEditUserServiceBenefitsDocument,
    "mutation AdminEditUserServices($id: ID!, $input: AdminUserServiceInput!, $editVersion: Int) {\n  adminEditUserServices(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminEditUserServicesDocument,
    "query AdminGetServiceDetail($id: ID!) {\n  adminGetServiceDetail(id: $id) {\n    id\n    isDeleted\n    ...ServiceDetail\n    ...ServiceFormValues\n  }\n}": typeof types.AdminGetServiceDetailDocument,
    "query AdminGetServices($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetServices(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...ServiceRow\n    }\n  }\n}": typeof types.AdminGetServicesDocument,
    "query AdminGetUserServiceBenefitDetail($id: ID!) {\n  adminGetUserServiceBenefitDetail(id: $id) {\n    id\n    ...BenefitFormStart\n  }\n}": typeof types.AdminGetUserServiceBenefitDetailDocument,
    "query AdminGetUserServiceBenefits {\n  adminGetUserServiceBenefits {\n    id\n    ...BenefitRow\n    ...BenefitOption\n  }\n}": typeof types.AdminGetUserServiceBenefitsDocument,
    "query AdminGetUserServiceDetail($id: ID!) {\n  adminGetUserServiceDetail(id: $id) {\n    id\n    ...UserServiceDetail\n    ...UserServiceFormValues\n  }\n}": typeof types.AdminGetUserServiceDetailDocument,
    "query AdminGetUserServices($skip: Int, $take: Int, $sort: String, $keyword: String, $status: UserServiceStatus) {\n  adminGetUserServices(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    status: $status\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...UserServiceRow\n    }\n  }\n}": typeof types.AdminGetUserServicesDocument,
    "mutation AdminUpdateStatusServices($id: ID!, $active: Boolean!) {\n  adminUpdateStatusServices(id: $id, active: $active) {\n    id\n    isActive\n  }\n}": typeof types.AdminUpdateStatusServicesDocument,
    "mutation AdminUpdateStatusUserServiceBenefits($id: ID!, $active: Boolean!) {\n  adminUpdateStatusUserServiceBenefits(id: $id, active: $active) {\n    id\n    isActive\n  }\n}": typeof types.AdminUpdateStatusUserServiceBenefitsDocument,
    "query PackageMemberOptions($keyword: String, $take: Int) {\n  users(skip: 1, take: $take, keyword: $keyword) {\n    items {\n      id\n      ...MemberOption\n    }\n  }\n}": typeof types.PackageMemberOptionsDocument,
    "query PackageOptions($take: Int) {\n  adminGetServices(skip: 1, take: $take) {\n    items {\n      id\n      ...PackageOption\n    }\n  }\n}": typeof types.PackageOptionsDocument,
    "query AdminSearch($query: String!, $first: Int) {\n  adminSearch(query: $query, first: $first) {\n    members {\n      ...PaletteHit\n    }\n    posts {\n      ...PaletteHit\n    }\n    transferRequests {\n      ...PaletteHit\n    }\n    garages {\n      ...PaletteHit\n    }\n    drivingCenters {\n      ...PaletteHit\n    }\n    parkings {\n      ...PaletteHit\n    }\n    reviews {\n      ...PaletteHit\n    }\n  }\n}": typeof types.AdminSearchDocument,
    "mutation AdminCreateParking($input: AdminParkingInput!) {\n  adminCreateParking(input: $input) {\n    id\n  }\n}": typeof types.AdminCreateParkingDocument,
    "mutation AdminDeleteParking($id: ID!) {\n  adminDeleteParking(id: $id)\n}": typeof types.AdminDeleteParkingDocument,
    "mutation AdminEditParking($id: ID!, $input: AdminParkingInput!, $editVersion: Int) {\n  adminEditParking(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminEditParkingDocument,
    "query AdminGetParkingDetail($id: ID!) {\n  adminGetParkingDetail(id: $id) {\n    id\n    ...ParkingDetail\n    ...ParkingFormValues\n  }\n}": typeof types.AdminGetParkingDetailDocument,
    "query AdminParkingPagination($skip: Int, $take: Int, $order: String, $sort: Sort, $keyword: String, $createFrom: String, $createTo: String) {\n  adminParkingPagination(\n    skip: $skip\n    take: $take\n    order: $order\n    sort: $sort\n    keyword: $keyword\n    createFrom: $createFrom\n    createTo: $createTo\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ParkingRow\n    }\n  }\n}": typeof types.AdminParkingPaginationDocument,
    "mutation AdminBulkModeratePosts($posts: [AdminBulkPostInput!]!, $action: AdminBulkPostAction!, $reason: PostModerationReason, $note: String) {\n  adminBulkModeratePosts(\n    posts: $posts\n    action: $action\n    reason: $reason\n    note: $note\n  ) {\n    ...BulkActionResult\n  }\n}": typeof types.AdminBulkModeratePostsDocument,
    "mutation AdminChangeStatusPost($id: ID!, $status: PostStatus!, $note: String, $reason: PostModerationReason, $expectedStatus: PostStatus) {\n  adminChangeStatusPost(\n    id: $id\n    status: $status\n    note: $note\n    reason: $reason\n    expectedStatus: $expectedStatus\n  ) {\n    id\n    status\n  }\n}": typeof types.AdminChangeStatusPostDocument,
    "mutation AdminClaimPost($id: ID!) {\n  adminClaimPost(id: $id) {\n    ...PostClaimInfo\n  }\n}\n\nmutation AdminReleasePost($id: ID!) {\n  adminReleasePost(id: $id)\n}": typeof types.AdminClaimPostDocument,
    "mutation AdminDismissPostReports($id: ID!, $expectedStatus: PostStatus) {\n  adminDismissPostReports(id: $id, expectedStatus: $expectedStatus) {\n    id\n    status\n  }\n}": typeof types.AdminDismissPostReportsDocument,
    "query AdminGetPostDetail($id: ID!) {\n  adminGetPostDetail(id: $id) {\n    id\n    ...PostDetail\n  }\n}": typeof types.AdminGetPostDetailDocument,
    "query AdminListPost($skip: Int, $take: Int, $sort: String, $titleAndPostId: String, $status: PostStatus, $createFrom: String, $createTo: String, $userId: ID, $location: String, $brand: ID) {\n  adminListPost(\n    skip: $skip\n    take: $take\n    sort: $sort\n    titleAndPostId: $titleAndPostId\n    status: $status\n    createFrom: $createFrom\n    createTo: $createTo\n    userId: $userId\n    location: $location\n    brand: $brand\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...PostRow\n    }\n  }\n}": typeof types.AdminListPostDocument,
    "query AdminGetPostForEdit($id: ID!) {\n  adminGetPostDetail(id: $id) {\n    id\n    ...PostFormValues\n  }\n}\n\nmutation AdminCreatePost($input: AdminPostInput!) {\n  adminCreatePost(input: $input) {\n    id\n  }\n}\n\nmutation AdminEditPost($id: ID!, $input: AdminPostInput!, $editVersion: Int) {\n  adminEditPost(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminGetPostForEditDocument,
    "query AdminPostReviewQueue($skip: Int, $take: Int, $kind: String) {\n  adminPostReviewQueue(skip: $skip, take: $take, kind: $kind) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...PostQueueItem\n    }\n  }\n}": typeof types.AdminPostReviewQueueDocument,
    "mutation AdminUndoPostApproval($id: ID!) {\n  adminUndoPostApproval(id: $id) {\n    id\n    status\n  }\n}": typeof types.AdminUndoPostApprovalDocument,
    "query PostCatalogue {\n  adminGetListBrands {\n    id\n    name\n    isActive\n  }\n  adminGetListModels {\n    id\n    name\n    brand\n    isActive\n  }\n}": typeof types.PostCatalogueDocument,
    "query PostFormCatalogue {\n  adminGetListBrands {\n    id\n    name\n    isActive\n  }\n  adminGetListModels {\n    id\n    name\n    brand\n    isActive\n  }\n  adminGetListVersion {\n    id\n    name\n    model\n    isActive\n  }\n  adminGetListBodyTypes {\n    id\n    name\n    isActive\n  }\n  adminGetListColous {\n    id\n    name\n    isActive\n  }\n  adminGetListFuelType {\n    id\n    name\n    isActive\n  }\n  adminGetListFuelEconomy {\n    id\n    nameEn\n    nameVi\n    isActive\n  }\n  adminGetListDriverType {\n    id\n    nameEn\n    isActive\n  }\n  adminGetListSeats {\n    id\n    name\n    isActive\n  }\n  adminGetListDoors {\n    id\n    name\n    isActive\n  }\n}": typeof types.PostFormCatalogueDocument,
    "query PostPosterOptions($keyword: String, $take: Int) {\n  users(skip: 1, take: $take, keyword: $keyword, status: ACTIVE) {\n    items {\n      id\n      ...PostPoster\n    }\n  }\n}\n\nquery PostPoster($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    ...PostPoster\n  }\n}": typeof types.PostPosterOptionsDocument,
    "mutation AdminCreateReviewVideos($input: AdminReviewVideoInput!) {\n  adminCreateReviewVideos(input: $input) {\n    id\n    slug\n  }\n}": typeof types.AdminCreateReviewVideosDocument,
    "mutation AdminDeleteReviewVideos($id: ID!) {\n  adminDeleteReviewVideos(id: $id)\n}": typeof types.AdminDeleteReviewVideosDocument,
    "mutation AdminEditReviewVideos($id: ID!, $input: AdminReviewVideoInput!, $editVersion: Int) {\n  adminEditReviewVideos(id: $id, input: $input, editVersion: $editVersion) {\n    id\n    slug\n  }\n}": typeof types.AdminEditReviewVideosDocument,
    "query AdminGetListReviewVideos($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetListReviewVideos(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ReviewVideoRow\n    }\n  }\n}": typeof types.AdminGetListReviewVideosDocument,
    "query AdminGetReviewVideoDetail($id: ID, $slug: String) {\n  adminGetReviewVideoDetail(id: $id, slug: $slug) {\n    id\n    ...ReviewVideoRow\n    updatedAt\n  }\n}": typeof types.AdminGetReviewVideoDetailDocument,
    "mutation AdminBulkChangeStatusReviews($kind: AdminBulkReviewKind!, $ids: [ID!]!, $active: Boolean!) {\n  adminBulkChangeStatusReviews(kind: $kind, ids: $ids, active: $active) {\n    ...BulkActionResult\n  }\n}": typeof types.AdminBulkChangeStatusReviewsDocument,
    "mutation AdminBulkDeleteReviews($kind: AdminBulkReviewKind!, $ids: [ID!]!) {\n  adminBulkDeleteReviews(kind: $kind, ids: $ids) {\n    ...BulkActionResult\n  }\n}": typeof types.AdminBulkDeleteReviewsDocument,
    "mutation AdminChangeStatusReviewCategory($id: ID!, $active: Boolean!) {\n  adminChangeStatusReviewCategory(input: {id: $id, active: $active}) {\n    id\n    isActive\n  }\n}": typeof types.AdminChangeStatusReviewCategoryDocument,
    "mutation AdminChangeStatusReview($id: ID!, $active: Boolean!) {\n  adminChangeStatusReview(input: {id: $id, active: $active}) {\n    id\n    isActive\n  }\n}": typeof types.AdminChangeStatusReviewDocument,
    "mutation AdminCreateReviewCategory($input: AdminReviewCategoryInput!) {\n  adminCreateReviewCategory(input: $input) {\n    id\n  }\n}": typeof types.AdminCreateReviewCategoryDocument,
    "mutation AdminCreateReview($input: AdminReviewInput!) {\n  adminCreateReview(input: $input) {\n    id\n  }\n}": typeof types.AdminCreateReviewDocument,
    "mutation AdminDeleteReviewCategory($id: ID!) {\n  adminDeleteReviewCategory(id: $id)\n}": typeof types.AdminDeleteReviewCategoryDocument,
    "mutation AdminDeleteReview($id: ID!) {\n  adminDeleteReview(id: $id)\n}": typeof types.AdminDeleteReviewDocument,
    "mutation AdminEditReviewCategory($id: ID!, $input: AdminReviewCategoryInput!, $editVersion: Int) {\n  adminEditReviewCategory(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminEditReviewCategoryDocument,
    "mutation AdminEditReview($id: ID!, $input: AdminReviewInput!, $editVersion: Int) {\n  adminEditReview(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminEditReviewDocument,
    "query AdminGetListReviewCategories($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetListReviewCategories(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ReviewCategoryRow\n    }\n  }\n}": typeof types.AdminGetListReviewCategoriesDocument,
    "query AdminGetListReviews($skip: Int, $take: Int, $sort: String, $keyword: String, $category: ID) {\n  adminGetListReviews(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    category: $category\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ReviewRow\n    }\n  }\n}": typeof types.AdminGetListReviewsDocument,
    "query AdminGetReviewCategoryDetail($id: ID!) {\n  adminGetReviewCategoryDetail(id: $id) {\n    id\n    ...ReviewCategoryRow\n  }\n}": typeof types.AdminGetReviewCategoryDetailDocument,
    "query AdminGetReviewDetail($id: ID!) {\n  adminGetReviewDetail(id: $id) {\n    id\n    ...ReviewDetail\n    ...ReviewFormValues\n  }\n}": typeof types.AdminGetReviewDetailDocument,
    "query AdminGetReviewsCatetories {\n  adminGetReviewsCatetories {\n    id\n    nameVi\n    nameEn\n    isActive\n  }\n}": typeof types.AdminGetReviewsCatetoriesDocument,
    "query ReviewModelOptions {\n  adminGetListModels {\n    id\n    name\n    isActive\n    brandMeta {\n      id\n      name\n    }\n  }\n}": typeof types.ReviewModelOptionsDocument,
    "mutation AdminCreateSavedView($input: SavedViewInput!) {\n  adminCreateSavedView(input: $input) {\n    id\n    ...SavedViewItem\n  }\n}": typeof types.AdminCreateSavedViewDocument,
    "mutation AdminDeleteSavedView($id: ID!) {\n  adminDeleteSavedView(id: $id)\n}": typeof types.AdminDeleteSavedViewDocument,
    "query AdminListColumns($listKey: String!) {\n  adminListColumns(listKey: $listKey) {\n    listKey\n    columns {\n      ...ListColumnsItem\n    }\n  }\n}": typeof types.AdminListColumnsDocument,
    "mutation AdminPinSavedView($id: ID!, $pinned: Boolean!) {\n  adminPinSavedView(id: $id, pinned: $pinned) {\n    id\n    ...SavedViewItem\n  }\n}": typeof types.AdminPinSavedViewDocument,
    "mutation AdminSaveListColumns($listKey: String!, $columns: ListColumnsInput) {\n  adminSaveListColumns(listKey: $listKey, columns: $columns) {\n    listKey\n    columns {\n      ...ListColumnsItem\n    }\n  }\n}": typeof types.AdminSaveListColumnsDocument,
    "query AdminSavedViews($listKey: String!) {\n  adminSavedViews(listKey: $listKey) {\n    id\n    ...SavedViewItem\n  }\n}\n\nquery AdminPinnedViews {\n  adminPinnedViews {\n    id\n    ...SavedViewItem\n  }\n}": typeof types.AdminSavedViewsDocument,
    "mutation AdminUpdateSavedView($id: ID!, $input: SavedViewUpdateInput!, $editVersion: Int) {\n  adminUpdateSavedView(id: $id, input: $input, editVersion: $editVersion) {\n    id\n    ...SavedViewItem\n  }\n}": typeof types.AdminUpdateSavedViewDocument,
    "mutation AdminCreateBodyType($name: String!) {\n  adminCreateBodyType(name: $name) {\n    id\n  }\n}": typeof types.AdminCreateBodyTypeDocument,
    "mutation AdminCreateBrand($name: String!, $mediaId: ID!, $isDisplayTopSearch: Boolean) {\n  adminCreateBrand(\n    name: $name\n    mediaId: $mediaId\n    isDisplayTopSearch: $isDisplayTopSearch\n  ) {\n    id\n  }\n}": typeof types.AdminCreateBrandDocument,
    "mutation AdminCreateCarPurchaseCostProvinceSettingOption($provinceId: ID!, $registrationFeeNewCar: Float!, $registrationFeeOldCar: Float!, $registry: Float!, $roadMaintenanceFee: Float!, $civilInsurance: Float!, $licensePlateFee: Float!, $bodyInsuranceOneYear: Float!, $otherCost: Float) {\n  adminCreateCarPurchaseCostProvinceSettingOption(\n    provinceId: $provinceId\n    registrationFeeNewCar: $registrationFeeNewCar\n    registrationFeeOldCar: $registrationFeeOldCar\n    registry: $registry\n    roadMaintenanceFee: $roadMaintenanceFee\n    civilInsurance: $civilInsurance\n    licensePlateFee: $licensePlateFee\n    bodyInsuranceOneYear: $bodyInsuranceOneYear\n    otherCost: $otherCost\n  ) {\n    id\n  }\n}": typeof types.AdminCreateCarPurchaseCostProvinceSettingOptionDocument,
    "mutation AdminCreateColous($name: String!) {\n  adminCreateColous(name: $name) {\n    id\n  }\n}": typeof types.AdminCreateColousDocument,
    "mutation AdminCreateDoors($name: String!, $value: Int!) {\n  adminCreateDoors(name: $name, value: $value) {\n    id\n  }\n}": typeof types.AdminCreateDoorsDocument,
    "mutation AdminCreateDriverType($nameVi: String!, $nameEn: String!) {\n  adminCreateDriverType(nameVi: $nameVi, nameEn: $nameEn) {\n    id\n  }\n}": typeof types.AdminCreateDriverTypeDocument,
    "mutation AdminCreateFuelEconomy($nameVi: String, $nameEn: String, $liter: Float!, $kilometer: Float!, $isLess: Boolean!) {\n  adminCreateFuelEconomy(\n    nameVi: $nameVi\n    nameEn: $nameEn\n    liter: $liter\n    kilometer: $kilometer\n    isLess: $isLess\n  ) {\n    id\n  }\n}": typeof types.AdminCreateFuelEconomyDocument,
    "mutation AdminCreateFuelType($name: String!) {\n  adminCreateFuelType(name: $name) {\n    id\n  }\n}": typeof types.AdminCreateFuelTypeDocument,
    "mutation AdminCreateModel($name: String!, $brand: ID!) {\n  adminCreateModel(name: $name, brand: $brand) {\n    id\n  }\n}": typeof types.AdminCreateModelDocument,
    "mutation AdminCreatePaymentItems($amount: Float!, $currency: Currency!) {\n  adminCreatePaymentItems(amount: $amount, currency: $currency) {\n    id\n  }\n}": typeof types.AdminCreatePaymentItemsDocument,
    "mutation AdminCreateSeats($name: String!, $value: Int!, $fixed: Boolean) {\n  adminCreateSeats(name: $name, value: $value, fixed: $fixed) {\n    id\n  }\n}": typeof types.AdminCreateSeatsDocument,
    "mutation AdminCreateVersion($name: String!, $model: ID!, $priceCarVersion: Float!, $mediaId: ID) {\n  adminCreateVersion(\n    name: $name\n    model: $model\n    priceCarVersion: $priceCarVersion\n    mediaId: $mediaId\n  ) {\n    id\n  }\n}": typeof types.AdminCreateVersionDocument,
    "mutation AdminDeleteOptions($id: ID!, $type: SettingType!) {\n  adminDeleteOptions(id: $id, type: $type)\n}": typeof types.AdminDeleteOptionsDocument,
    "mutation AdminEditBodyType($id: ID!, $name: String!, $editVersion: Int) {\n  adminEditBodyType(id: $id, name: $name, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminEditBodyTypeDocument,
    "mutation AdminEditBrand($id: ID!, $name: String!, $mediaId: ID!, $isDisplayTopSearch: Boolean, $editVersion: Int) {\n  adminEditBrand(\n    id: $id\n    name: $name\n    mediaId: $mediaId\n    isDisplayTopSearch: $isDisplayTopSearch\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": typeof types.AdminEditBrandDocument,
    "mutation AdminEditCarPurchaseCostProvinceSettingOption($id: ID!, $registrationFeeNewCar: Float!, $registrationFeeOldCar: Float!, $registry: Float!, $roadMaintenanceFee: Float!, $civilInsurance: Float!, $licensePlateFee: Float!, $bodyInsuranceOneYear: Float!, $otherCost: Float, $editVersion: Int) {\n  adminEditCarPurchaseCostProvinceSettingOption(\n    id: $id\n    registrationFeeNewCar: $registrationFeeNewCar\n    registrationFeeOldCar: $registrationFeeOldCar\n    registry: $registry\n    roadMaintenanceFee: $roadMaintenanceFee\n    civilInsurance: $civilInsurance\n    licensePlateFee: $licensePlateFee\n    bodyInsuranceOneYear: $bodyInsuranceOneYear\n    otherCost: $otherCost\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": typeof types.AdminEditCarPurchaseCostProvinceSettingOptionDocument,
    "mutation AdminEditColous($id: ID!, $name: String!, $editVersion: Int) {\n  adminEditColous(id: $id, name: $name, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminEditColousDocument,
    "mutation AdminEditDoors($id: ID!, $name: String!, $value: Int!, $editVersion: Int) {\n  adminEditDoors(id: $id, name: $name, value: $value, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminEditDoorsDocument,
    "mutation AdminEditDriverType($id: ID!, $nameVi: String!, $nameEn: String!, $editVersion: Int) {\n  adminEditDriverType(\n    id: $id\n    nameVi: $nameVi\n    nameEn: $nameEn\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": typeof types.AdminEditDriverTypeDocument,
    "mutation AdminEditFuelEconomy($id: ID!, $nameVi: String, $nameEn: String, $liter: Float!, $kilometer: Float!, $isLess: Boolean!, $editVersion: Int) {\n  adminEditFuelEconomy(\n    id: $id\n    nameVi: $nameVi\n    nameEn: $nameEn\n    liter: $liter\n    kilometer: $kilometer\n    isLess: $isLess\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": typeof types.AdminEditFuelEconomyDocument,
    "mutation AdminEditFuelType($id: ID!, $name: String!, $editVersion: Int) {\n  adminEditFuelType(id: $id, name: $name, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminEditFuelTypeDocument,
    "mutation AdminEditModel($id: ID!, $name: String!, $brand: ID!, $editVersion: Int) {\n  adminEditModel(id: $id, name: $name, brand: $brand, editVersion: $editVersion) {\n    id\n  }\n}": typeof types.AdminEditModelDocument,
    "mutation AdminEditPaymentItems($id: ID!, $amount: Float!, $currency: Currency!, $editVersion: Int) {\n  adminEditPaymentItems(\n    id: $id\n    amount: $amount\n    currency: $currency\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": typeof types.AdminEditPaymentItemsDocument,
    "mutation AdminEditSeats($id: ID!, $name: String!, $value: Int!, $fixed: Boolean, $editVersion: Int) {\n  adminEditSeats(\n    id: $id\n    name: $name\n    value: $value\n    fixed: $fixed\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": typeof types.AdminEditSeatsDocument,
    "mutation AdminEditVersion($id: ID!, $name: String!, $model: ID, $priceCarVersion: Float!, $mediaId: ID, $editVersion: Int) {\n  adminEditVersion(\n    id: $id\n    name: $name\n    model: $model\n    priceCarVersion: $priceCarVersion\n    mediaId: $mediaId\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": typeof types.AdminEditVersionDocument,
    "query AdminGetListBodyTypes {\n  adminGetListBodyTypes {\n    ...BodyTypeItem\n  }\n}": typeof types.AdminGetListBodyTypesDocument,
    "query AdminGetListBrands {\n  adminGetListBrands {\n    ...BrandItem\n    ...CatalogueBrand\n  }\n}": typeof types.AdminGetListBrandsDocument,
    "query AdminGetListCarPurchaseCostProvinceSettingOption {\n  adminGetListCarPurchaseCostProvinceSettingOption {\n    ...RegistrationItem\n  }\n}": typeof types.AdminGetListCarPurchaseCostProvinceSettingOptionDocument,
    "query AdminGetListColous {\n  adminGetListColous {\n    ...ColourItem\n  }\n}": typeof types.AdminGetListColousDocument,
    "query AdminGetListDoors {\n  adminGetListDoors {\n    ...DoorItem\n  }\n}": typeof types.AdminGetListDoorsDocument,
    "query AdminGetListDriverType {\n  adminGetListDriverType {\n    ...DriverTypeItem\n  }\n}": typeof types.AdminGetListDriverTypeDocument,
    "query AdminGetListFuelEconomy {\n  adminGetListFuelEconomy {\n    ...FuelEconomyItem\n  }\n}": typeof types.AdminGetListFuelEconomyDocument,
    "query AdminGetListFuelType {\n  adminGetListFuelType {\n    ...FuelTypeItem\n  }\n}": typeof types.AdminGetListFuelTypeDocument,
    "query AdminGetListModels {\n  adminGetListModels {\n    ...ModelItem\n    ...CatalogueModel\n  }\n}": typeof types.AdminGetListModelsDocument,
    "query AdminGetListSeats {\n  adminGetListSeats {\n    ...SeatItem\n  }\n}": typeof types.AdminGetListSeatsDocument,
    "query AdminGetListVersion {\n  adminGetListVersion {\n    ...VersionItem\n  }\n}": typeof types.AdminGetListVersionDocument,
    "query AdminPaymentItems {\n  adminPaymentItems {\n    ...PaymentItemItem\n  }\n}": typeof types.AdminPaymentItemsDocument,
    "mutation AdminUpdateStatusOptions($id: ID!, $active: Boolean!, $type: SettingType!) {\n  adminUpdateStatusOptions(id: $id, active: $active, type: $type)\n}": typeof types.AdminUpdateStatusOptionsDocument,
    "mutation AdminBulkCreateVersions($rows: [AdminBulkVersionRowInput!]!) {\n  adminBulkCreateVersions(rows: $rows) {\n    ...BulkRowAnswer\n    id\n    field\n  }\n}": typeof types.AdminBulkCreateVersionsDocument,
    "mutation AdminBulkEditVersions($rows: [AdminBulkVersionEditRowInput!]!) {\n  adminBulkEditVersions(rows: $rows) {\n    ...BulkRowAnswer\n    id\n    field\n  }\n}": typeof types.AdminBulkEditVersionsDocument,
    "mutation AdminChangeStaffRole($id: ID!, $roleId: ID!) {\n  adminChangeStaffRole(id: $id, roleId: $roleId) {\n    id\n    ...StaffDetail\n  }\n}": typeof types.AdminChangeStaffRoleDocument,
    "mutation AdminCreateRole($input: AdminRoleInput!) {\n  adminCreateRole(input: $input) {\n    ...RoleRow\n  }\n}": typeof types.AdminCreateRoleDocument,
    "mutation AdminDeactivateStaff($id: ID!, $reason: String!) {\n  adminDeactivateStaff(id: $id, reason: $reason) {\n    id\n    ...StaffDetail\n  }\n}": typeof types.AdminDeactivateStaffDocument,
    "mutation AdminDeleteRole($id: ID!) {\n  adminDeleteRole(id: $id)\n}": typeof types.AdminDeleteRoleDocument,
    "mutation AdminEditRole($id: ID!, $input: AdminRoleInput!, $editVersion: Int) {\n  adminEditRole(id: $id, input: $input, editVersion: $editVersion) {\n    ...RoleRow\n  }\n}": typeof types.AdminEditRoleDocument,
    "query AdminGetStaffDetail($id: ID!) {\n  adminGetStaffDetail(id: $id) {\n    staff {\n      id\n      ...StaffDetail\n    }\n    recentActions {\n      ...AuditLogRow\n    }\n    sessions {\n      ...StaffSession\n    }\n  }\n}": typeof types.AdminGetStaffDetailDocument,
    "mutation AdminInviteStaff($input: AdminInviteStaffInput!) {\n  adminInviteStaff(input: $input) {\n    staff {\n      id\n    }\n    inviteUrl\n    expiresAt\n  }\n}": typeof types.AdminInviteStaffDocument,
    "query AdminListRoles {\n  adminListRoles {\n    ...RoleRow\n  }\n}": typeof types.AdminListRolesDocument,
    "query AdminListStaff($skip: Int, $take: Int, $keyword: String, $roleId: ID, $status: StaffStatus) {\n  adminListStaff(\n    skip: $skip\n    take: $take\n    keyword: $keyword\n    roleId: $roleId\n    status: $status\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...StaffRow\n    }\n  }\n}": typeof types.AdminListStaffDocument,
    "mutation AdminReactivateStaff($id: ID!) {\n  adminReactivateStaff(id: $id) {\n    id\n    ...StaffDetail\n  }\n}": typeof types.AdminReactivateStaffDocument,
    "mutation AdminBulkUpdateUserTransferRequests($ids: [ID!]!, $approve: Boolean!, $moneyTransferReason: String) {\n  adminBulkUpdateUserTransferRequests(\n    ids: $ids\n    approve: $approve\n    moneyTransferReason: $moneyTransferReason\n  ) {\n    ...BulkActionResult\n  }\n}": typeof types.AdminBulkUpdateUserTransferRequestsDocument,
    "query AdminListUserTransferRequest($skip: Int, $take: Int, $sort: String, $userId: ID, $status: TransferRequestStatus, $keyword: String, $createFrom: String, $createTo: String) {\n  adminListUserTransferRequest(\n    skip: $skip\n    take: $take\n    sort: $sort\n    userId: $userId\n    status: $status\n    keyword: $keyword\n    createFrom: $createFrom\n    createTo: $createTo\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...TransferRow\n    }\n  }\n}": typeof types.AdminListUserTransferRequestDocument,
    "query AdminTransferDecisionContext($userId: ID!, $take: Int) {\n  adminGetUserDetail(id: $userId) {\n    ...TransferContextMember\n  }\n  adminListUserTransferRequest(userId: $userId, skip: 1, take: $take) {\n    meta {\n      totalItems\n    }\n    items {\n      ...TransferHistoryRow\n    }\n  }\n}": typeof types.AdminTransferDecisionContextDocument,
    "mutation AdminUpdateUserTransferRequest($id: ID!, $approve: Boolean!, $moneyTransferReason: String) {\n  adminUpdateUserTransferRequest(\n    id: $id\n    approve: $approve\n    moneyTransferReason: $moneyTransferReason\n  ) {\n    id\n    status\n    moneyTransferReason\n    updatedAt\n    approvalsNeeded\n    approvals {\n      admin {\n        id\n        fullName\n      }\n      createdAt\n    }\n    users {\n      id\n      userBalance {\n        id\n        amount\n      }\n    }\n  }\n}": typeof types.AdminUpdateUserTransferRequestDocument,
    "mutation AdminDeleteBannerForGood($kind: TrashKind!, $id: ID!) {\n  adminDeleteBannerForGood(kind: $kind, id: $id)\n}": typeof types.AdminDeleteBannerForGoodDocument,
    "mutation AdminDeleteReviewForGood($kind: TrashKind!, $id: ID!) {\n  adminDeleteReviewForGood(kind: $kind, id: $id)\n}": typeof types.AdminDeleteReviewForGoodDocument,
    "mutation AdminDeleteServiceForGood($kind: TrashKind!, $id: ID!) {\n  adminDeleteServiceForGood(kind: $kind, id: $id)\n}": typeof types.AdminDeleteServiceForGoodDocument,
    "query AdminListBannerTrash($skip: Int, $take: Int) {\n  adminListBannerTrash(skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...TrashRow\n    }\n  }\n}": typeof types.AdminListBannerTrashDocument,
    "query AdminListReviewTrash($skip: Int, $take: Int) {\n  adminListReviewTrash(skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...TrashRow\n    }\n  }\n}": typeof types.AdminListReviewTrashDocument,
    "query AdminListServiceTrash($skip: Int, $take: Int) {\n  adminListServiceTrash(skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...TrashRow\n    }\n  }\n}": typeof types.AdminListServiceTrashDocument,
    "mutation AdminRestoreBannerFromTrash($kind: TrashKind!, $id: ID!) {\n  adminRestoreBannerFromTrash(kind: $kind, id: $id)\n}": typeof types.AdminRestoreBannerFromTrashDocument,
    "mutation AdminRestoreReviewFromTrash($kind: TrashKind!, $id: ID!) {\n  adminRestoreReviewFromTrash(kind: $kind, id: $id)\n}": typeof types.AdminRestoreReviewFromTrashDocument,
    "mutation AdminRestoreServiceFromTrash($kind: TrashKind!, $id: ID!) {\n  adminRestoreServiceFromTrash(kind: $kind, id: $id)\n}": typeof types.AdminRestoreServiceFromTrashDocument,
    "fragment AddressProvinceOption on Province {\n  code\n  name\n}\n\nfragment AddressWardOption on Ward {\n  code\n  name\n  prefix\n}\n\nfragment AddressProvinceName on Province {\n  code\n  name\n  isActive\n}\n\nfragment AddressDistrictName on District {\n  code\n  name\n  prefix\n  isActive\n}\n\nfragment AddressWardName on Ward {\n  code\n  name\n  prefix\n  isActive\n}": typeof types.AddressProvinceOptionFragmentDoc,
    "query AdminMyBackgroundWork {\n  adminMyBackgroundWork {\n    ...BackgroundWorkItem\n  }\n}\n\nfragment BackgroundWorkItem on BackgroundWork {\n  id\n  kind\n  title\n  subject\n  status\n  total\n  done\n  failed\n  outcome\n  link\n  startedAt\n  finishedAt\n}\n\nmutation AdminStartBackgroundTask($kind: BackgroundTaskKind!, $title: String!, $total: Int, $link: String) {\n  adminStartBackgroundTask(kind: $kind, title: $title, total: $total, link: $link) {\n    id\n  }\n}\n\nmutation AdminReportBackgroundTask($id: ID!, $done: Int!, $total: Int, $failed: Int) {\n  adminReportBackgroundTask(id: $id, done: $done, total: $total, failed: $failed) {\n    id\n  }\n}\n\nmutation AdminEndBackgroundTask($id: ID!, $status: BackgroundTaskEnd!, $done: Int!, $total: Int, $failed: Int, $error: String) {\n  adminEndBackgroundTask(\n    id: $id\n    status: $status\n    done: $done\n    total: $total\n    failed: $failed\n    error: $error\n  ) {\n    id\n  }\n}": typeof types.AdminMyBackgroundWorkDocument,
    "fragment BulkRowAnswer on AdminBulkRowResult {\n  row\n  ok\n  error\n}": typeof types.BulkRowAnswerFragmentDoc,
    "fragment SavedViewItem on SavedView {\n  id\n  listKey\n  name\n  search\n  columns {\n    ...ListColumnsItem\n  }\n  visibility\n  mine\n  ownerName\n  pinned\n  editVersion\n}\n\nfragment ListColumnsItem on ListColumns {\n  order\n  hidden\n}": typeof types.SavedViewItemFragmentDoc,
    "query MemberSelectOptions($keyword: String, $take: Int) {\n  users(skip: 1, take: $take, keyword: $keyword) {\n    items {\n      ...MemberSelectOption\n    }\n  }\n}\n\nfragment MemberSelectOption on User {\n  id\n  firstName\n  lastName\n  email\n  phone\n  prefixPhone\n}": typeof types.MemberSelectOptionsDocument,
    "fragment ListingRow on ServiceListing {\n  id\n  title\n  phone\n  email\n  website\n  address\n  createdAt\n  province\n  district\n  ward\n  medias {\n    id\n    filePathSM\n    filePathOriginal\n  }\n  provinceDetail {\n    ...AddressProvinceName\n  }\n  wardDetail {\n    ...AddressWardName\n  }\n}\n\nfragment ListingDetail on ServiceListing {\n  id\n  title\n  description\n  services\n  phone\n  email\n  website\n  address\n  province\n  district\n  ward\n  createdAt\n  updatedAt\n  medias {\n    id\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n  provinceDetail {\n    ...AddressProvinceName\n  }\n  districtDetail {\n    ...AddressDistrictName\n  }\n  wardDetail {\n    ...AddressWardName\n  }\n}\n\nfragment ListingFormValues on ServiceListing {\n  editVersion\n  title\n  description\n  services\n  address\n  phone\n  email\n  website\n  province\n  district\n  ward\n  isActive\n  medias {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n  provinceDetail {\n    name\n  }\n  districtDetail {\n    name\n    prefix\n  }\n  wardDetail {\n    name\n    prefix\n  }\n}": typeof types.ListingRowFragmentDoc,
    "fragment ListingOwnerOption on User {\n  id\n  firstName\n  lastName\n  email\n  phone\n}": typeof types.ListingOwnerOptionFragmentDoc,
    "subscription AdminLive {\n  adminLive {\n    kind\n    entity\n    entityId\n    action\n    actionText\n    actor {\n      id\n      fullName\n    }\n    at\n  }\n}\n\nquery AdminRecordViewers($entity: String!, $entityId: ID!) {\n  adminRecordViewers(entity: $entity, entityId: $entityId) {\n    adminId\n    fullName\n    editing\n  }\n}\n\nmutation AdminRecordPresence($entity: String!, $entityId: ID!, $editing: Boolean!, $leaving: Boolean) {\n  adminRecordPresence(\n    entity: $entity\n    entityId: $entityId\n    editing: $editing\n    leaving: $leaving\n  )\n}": typeof types.AdminLiveDocument,
    "fragment PaletteHit on AdminSearchHit {\n  id\n  title\n  detail\n  listSearch\n}": typeof types.PaletteHitFragmentDoc,
    "query RecordHistory($entityType: String!, $entityId: String!, $skip: Int, $take: Int) {\n  adminListAuditLogs(\n    entityType: $entityType\n    entityId: $entityId\n    skip: $skip\n    take: $take\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...RecordHistoryRow\n    }\n  }\n}\n\nfragment RecordHistoryRow on AuditLog {\n  id\n  createdAt\n  action\n  actionText\n  actor {\n    id\n    fullName\n    email\n  }\n}": typeof types.RecordHistoryDocument,
    "mutation AdminConfirmIdentity($password: String!, $code: String) {\n  adminConfirmIdentity(password: $password, code: $code)\n}": typeof types.AdminConfirmIdentityDocument,
    "query AdminListMySessions {\n  adminListMySessions {\n    id\n    current\n    browser\n    system\n    userAgent\n    ip\n    createdAt\n    lastSeenAt\n  }\n}\n\nmutation AdminRevokeSession($id: ID!) {\n  adminRevokeSession(id: $id)\n}\n\nmutation AdminSignOutEverywhere {\n  adminSignOutEverywhere\n}": typeof types.AdminListMySessionsDocument,
    "fragment TwoFactorSetup on AdminTwoFactorSetup {\n  secret\n  otpauthUrl\n}\n\nmutation AdminStartTwoFactor {\n  adminStartTwoFactor {\n    ...TwoFactorSetup\n  }\n}\n\nmutation AdminConfirmTwoFactor($code: String!) {\n  adminConfirmTwoFactor(code: $code) {\n    recoveryCodes\n  }\n}\n\nmutation AdminDisableTwoFactor($password: String!, $code: String!) {\n  adminDisableTwoFactor(password: $password, code: $code)\n}": typeof types.TwoFactorSetupFragmentDoc,
    "fragment AuditLogDetail on AuditLog {\n  id\n  createdAt\n  action\n  actionText\n  entityType\n  entityId\n  ip\n  before\n  after\n  actor {\n    id\n    fullName\n    email\n  }\n}": typeof types.AuditLogDetailFragmentDoc,
    "fragment AuditLogRow on AuditLog {\n  id\n  createdAt\n  action\n  actionText\n  entityType\n  entityId\n  ip\n  actor {\n    id\n    fullName\n    email\n  }\n}": typeof types.AuditLogRowFragmentDoc,
    "fragment AvatarDetail on Avatar {\n  editVersion\n  id\n  title\n  description\n  slug\n  isDefault\n  media\n  createdAt\n  updatedAt\n  mediaDetail {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n}": typeof types.AvatarDetailFragmentDoc,
    "fragment AvatarRow on Avatar {\n  id\n  title\n  description\n  slug\n  isDefault\n  mediaDetail {\n    id\n    filePathSM\n    filePathOriginal\n  }\n}": typeof types.AvatarRowFragmentDoc,
    "fragment BannerDetail on Banner {\n  editVersion\n  id\n  name\n  positionId\n  linkBanner\n  isActive\n  createdAt\n  updatedAt\n  position {\n    id\n    name\n    ratioWidth\n    ratioHeight\n  }\n  medias {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n}": typeof types.BannerDetailFragmentDoc,
    "fragment BannerPositionOption on BannerPosition {\n  id\n  name\n  ratioWidth\n  ratioHeight\n}": typeof types.BannerPositionOptionFragmentDoc,
    "fragment BannerRow on Banner {\n  id\n  name\n  isActive\n  position {\n    id\n    name\n    ratioWidth\n    ratioHeight\n  }\n  medias {\n    id\n    filePathSM\n    filePathOriginal\n  }\n}": typeof types.BannerRowFragmentDoc,
    "fragment BuyingDemandDetail on CarBuyingNeed {\n  id\n  budget\n  vehicleLife\n  numKilometerCarRun\n  buyerName\n  phone\n  isInstallmentPurchase\n  isVehicleInspectionService\n  isInsuranceConsultant\n  isOther\n  descriptionOther\n  status\n  isCustomer\n  createdAt\n  updatedAt\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n  brandDetail {\n    id\n    name\n  }\n  modelDetail {\n    id\n    name\n  }\n  provinceDetail {\n    id\n    name\n    isActive\n  }\n  sellers {\n    id\n    firstName\n    lastName\n    email\n    phone\n    prefixPhone\n  }\n}\n\nfragment BuyingDemandFormValues on CarBuyingNeed {\n  editVersion\n  id\n  userId\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n  brand\n  model\n  budget\n  vehicleLife\n  numKilometerCarRun\n  provinceId\n  buyerName\n  phone\n  isInstallmentPurchase\n  isVehicleInspectionService\n  isInsuranceConsultant\n  isOther\n  descriptionOther\n  status\n  userSellerIds\n  sellers {\n    id\n    firstName\n    lastName\n    email\n  }\n  provinceDetail {\n    id\n    name\n  }\n}": typeof types.BuyingDemandDetailFragmentDoc,
    "fragment BuyingDemandRow on CarBuyingNeed {\n  id\n  budget\n  vehicleLife\n  numKilometerCarRun\n  phone\n  isInstallmentPurchase\n  buyerName\n  user {\n    id\n    firstName\n    lastName\n  }\n  brandDetail {\n    id\n    name\n  }\n  modelDetail {\n    id\n    name\n  }\n}\n\nfragment BuyingCustomerRow on CarBuyingNeed {\n  id\n  budget\n  phone\n  status\n  userSellerIds\n  buyerName\n  user {\n    id\n    firstName\n    lastName\n  }\n  brandDetail {\n    id\n    name\n  }\n  modelDetail {\n    id\n    name\n  }\n}": typeof types.BuyingDemandRowFragmentDoc,
    "fragment CarDetail on Car {\n  editVersion\n  id\n  title\n  slug\n  debutDay\n  origin\n  size\n  description\n  price\n  priceSegment\n  classificationByRegistration\n  createdAt\n  updatedAt\n  imagesInside {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n  imagesOutside {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n  videos {\n    videoId\n    mediaDetail {\n      id\n      fileName\n      mimeType\n      filePathSM\n      filePathOriginal\n    }\n  }\n  metas {\n    type\n    value\n    brand {\n      id\n      name\n    }\n    model {\n      id\n      name\n    }\n    version {\n      id\n      name\n    }\n    bodyType {\n      id\n      name\n    }\n    fuelType {\n      id\n      name\n    }\n    seat {\n      id\n      name\n    }\n    door {\n      id\n      name\n    }\n  }\n}": typeof types.CarDetailFragmentDoc,
    "fragment CarRow on Car {\n  id\n  title\n  price\n  metas {\n    type\n    value\n    brand {\n      id\n      name\n    }\n    model {\n      id\n      name\n    }\n    version {\n      id\n      name\n    }\n  }\n}": typeof types.CarRowFragmentDoc,
    "fragment ContestDetail on Contest {\n  editVersion\n  id\n  name\n  slug\n  description\n  duration\n  noWiner\n  startDate\n  endDate\n  createdAt\n  updatedAt\n}": typeof types.ContestDetailFragmentDoc,
    "fragment ContestRow on Contest {\n  id\n  name\n  duration\n  noWiner\n  startDate\n  endDate\n}": typeof types.ContestRowFragmentDoc,
    "fragment DrivingCenterDetail on DrivingCenter {\n  ...ListingDetail\n  id\n  title\n  isActive\n  totalRating\n  averageRating\n}": typeof types.DrivingCenterDetailFragmentDoc,
    "fragment DrivingCenterRow on DrivingCenter {\n  ...ListingRow\n  id\n  title\n  isActive\n  averageRating\n  totalRating\n}": typeof types.DrivingCenterRowFragmentDoc,
    "fragment FeedbackDetail on Feedback {\n  id\n  content\n  userId\n  email\n  isActive\n  createdAt\n  medias {\n    id\n    fileName\n    filePathLG\n    filePathOriginal\n  }\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n}": typeof types.FeedbackDetailFragmentDoc,
    "fragment FeedbackRow on Feedback {\n  id\n  content\n  userId\n  email\n  createdAt\n  medias {\n    id\n  }\n  user {\n    id\n    firstName\n    lastName\n  }\n}": typeof types.FeedbackRowFragmentDoc,
    "fragment PhoneErrorRow on PhoneErrorMessage {\n  id\n  phoneNumber\n  errorMessage\n  createdAt\n}": typeof types.PhoneErrorRowFragmentDoc,
    "fragment ReportPostDetail on ReportPost {\n  id\n  postId\n  userId\n  reason\n  content\n  type\n  createdAt\n  updatedAt\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n}": typeof types.ReportPostDetailFragmentDoc,
    "fragment ReportPostRow on ReportPost {\n  id\n  postId\n  userId\n  reason\n  content\n  createdAt\n  user {\n    id\n    firstName\n    lastName\n  }\n}": typeof types.ReportPostRowFragmentDoc,
    "fragment GarageDetail on Garage {\n  ...ListingDetail\n  id\n  title\n  status\n  reason\n  karCheck\n  latitude\n  longitude\n  totalRating\n  averageRating\n  user {\n    id\n    firstName\n    lastName\n  }\n}\n\nfragment GarageFormValues on Garage {\n  ...ListingFormValues\n  latitude\n  longitude\n  userId\n  user {\n    id\n    firstName\n    lastName\n  }\n}": typeof types.GarageDetailFragmentDoc,
    "fragment GarageRow on Garage {\n  ...ListingRow\n  id\n  title\n  status\n  karCheck\n  user {\n    id\n    firstName\n    lastName\n  }\n}": typeof types.GarageRowFragmentDoc,
    "fragment SimulationSegment on QuestionSimulationAnswer {\n  id\n  no\n  minuteFrom\n  secondFrom\n  minuteTo\n  secondTo\n  point\n}\n\nfragment QuestionSimulationDetail on QuestionSimulation {\n  id\n  no\n  content\n  explainAnswer\n  type\n  createdAt\n  updatedAt\n  answers {\n    ...SimulationSegment\n  }\n  mediaDetail {\n    id\n    fileName\n    filePathOriginal\n  }\n  imageDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n}\n\nfragment QuestionSimulationFormValues on QuestionSimulation {\n  editVersion\n  id\n  no\n  content\n  explainAnswer\n  type\n  answers {\n    ...SimulationSegment\n  }\n  mediaDetail {\n    id\n    fileName\n    mimeType\n    filePathOriginal\n  }\n  imageDetail {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n}": typeof types.SimulationSegmentFragmentDoc,
    "fragment QuestionSimulationGroupRow on QuestionSimulationGroup {\n  id\n  name\n  type\n}\n\nfragment SimulationQuestionChoice on QuestionSimulation {\n  id\n  no\n  content\n}\n\nfragment QuestionSimulationGroupDetail on QuestionSimulationGroup {\n  editVersion\n  id\n  name\n  type\n  createdAt\n  updatedAt\n  questionSimulationDetails {\n    ...SimulationQuestionChoice\n  }\n}": typeof types.QuestionSimulationGroupRowFragmentDoc,
    "fragment QuestionSimulationRow on QuestionSimulation {\n  id\n  no\n  content\n  type\n}": typeof types.QuestionSimulationRowFragmentDoc,
    "fragment LearnerQuestion on QuestionTheory {\n  id\n  no\n  content\n  explainAnswer\n  type\n  answerType\n  answers {\n    id\n    no\n    content\n    correctAnswer\n  }\n  imageDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n  imageExplainAnswerDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n}\n\nfragment LearnerSign on TrafficSign {\n  id\n  title\n  symbol\n  content\n  type\n  medias {\n    id\n    filePathLG\n    filePathOriginal\n  }\n}\n\nfragment LearnerSignChoice on TrafficSign {\n  id\n  title\n}": typeof types.LearnerQuestionFragmentDoc,
    "fragment QuestionTheoryDetail on QuestionTheory {\n  id\n  no\n  content\n  explainAnswer\n  isActive\n  type\n  answerType\n  createdAt\n  updatedAt\n  answers {\n    id\n    no\n    content\n    correctAnswer\n  }\n  imageDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n  imageExplainAnswerDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n}\n\nfragment QuestionTheoryFormValues on QuestionTheory {\n  id\n  no\n  editVersion\n  content\n  explainAnswer\n  isActive\n  type\n  answerType\n  answers {\n    id\n    no\n    content\n    correctAnswer\n  }\n  imageDetail {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n  imageExplainAnswerDetail {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n}": typeof types.QuestionTheoryDetailFragmentDoc,
    "fragment QuestionTheoryRow on QuestionTheory {\n  id\n  no\n  content\n  explainAnswer\n  isActive\n  type\n}": typeof types.QuestionTheoryRowFragmentDoc,
    "fragment TrafficSignDetail on TrafficSign {\n  id\n  slug\n  title\n  symbol\n  content\n  type\n  createdAt\n  updatedAt\n  medias {\n    id\n    filePathLG\n    filePathOriginal\n  }\n}\n\nfragment TrafficSignFormValues on TrafficSign {\n  editVersion\n  id\n  slug\n  title\n  symbol\n  content\n  type\n  medias {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n}": typeof types.TrafficSignDetailFragmentDoc,
    "fragment TrafficSignRow on TrafficSign {\n  id\n  slug\n  title\n  symbol\n  content\n  type\n  medias {\n    id\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n}": typeof types.TrafficSignRowFragmentDoc,
    "fragment MarketPriceDetail on CarVersion {\n  id\n  name\n  priceCarVersion\n  yearManufacture\n  numKilometerCarRun\n  typeCarVersion\n  isActive\n  createdAt\n  updatedAt\n  mediaDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n  brandDetail {\n    id\n    name\n  }\n  modelDetail {\n    id\n    name\n  }\n}\n\nfragment MarketPriceFormValues on CarVersion {\n  editVersion\n  id\n  name\n  brand\n  model\n  priceCarVersion\n  yearManufacture\n  numKilometerCarRun\n  mediaId\n  mediaDetail {\n    id\n    filePathSM\n    filePathOriginal\n  }\n}": typeof types.MarketPriceDetailFragmentDoc,
    "fragment MarketPriceRow on CarVersion {\n  id\n  name\n  priceCarVersion\n  yearManufacture\n  numKilometerCarRun\n  createdAt\n  brandDetail {\n    id\n    name\n  }\n  modelDetail {\n    id\n    name\n  }\n}": typeof types.MarketPriceRowFragmentDoc,
    "fragment MediaCard on MediaLibraryItem {\n  id\n  kind\n  sizeBytes\n  media {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n    createdAt\n  }\n  uploader {\n    id\n    name\n    isAdmin\n  }\n  usage {\n    reviews\n    banners\n    cars\n    avatars\n    posts\n    others\n    total\n  }\n}": typeof types.MediaCardFragmentDoc,
    "fragment MemberHeader on User {\n  id\n  email\n  firstName\n  lastName\n  isActive\n  avatarMedia {\n    id\n    filePathSM\n  }\n}\n\nfragment MemberCards on User {\n  id\n  email\n  username\n  storeName\n  firstName\n  lastName\n  dob\n  prefixPhone\n  phone\n  isWithdraw\n  withdrawReason\n  createdAt\n  lastLoginAt\n  updatedAt\n  isActiveEmail\n  isActivePhone\n  referralCode\n  hasPassword\n  userBalance {\n    id\n    amount\n    promotion\n  }\n  metadata {\n    language\n    isPushNotification\n    isEmailNotification\n    isSmsNotification\n    isPromotionNotification\n    totalRating\n    avgRating\n    province {\n      id\n      name\n    }\n    country {\n      id\n      name\n    }\n  }\n}": typeof types.MemberHeaderFragmentDoc,
    "fragment MemberPackageRow on UserServicePackage {\n  id\n  ...UserServiceTerms\n  createdAt\n}\n\nfragment MemberTransferRow on TransferRequest {\n  id\n  amount\n  status\n  bankName\n  moneyTransferReason\n  createdAt\n}\n\nfragment MemberAuditRow on AuditLog {\n  id\n  action\n  actionText\n  entity\n  entityId\n  before\n  after\n  createdAt\n  admin {\n    id\n    email\n    fullName\n  }\n}\n\nfragment MemberEmailRow on MailMessage {\n  id\n  to\n  subject\n  status\n  transport\n  error\n  createdAt\n  sentAt\n}": typeof types.MemberPackageRowFragmentDoc,
    "fragment MemberFormValues on User {\n  editVersion\n  id\n  email\n  prefixPhone\n  phone\n  firstName\n  lastName\n  username\n  storeName\n  dob\n  avatar\n  avatarMedia {\n    id\n    filePathSM\n  }\n  isActive\n  metadata {\n    countryId\n    cityId\n    language\n  }\n}": typeof types.MemberFormValuesFragmentDoc,
    "fragment MemberRow on User {\n  id\n  email\n  firstName\n  lastName\n  phone\n  prefixPhone\n  isActive\n  createdAt\n  avatarMedia {\n    id\n    filePathSM\n  }\n  userBalance {\n    id\n    amount\n    promotion\n  }\n}": typeof types.MemberRowFragmentDoc,
    "fragment NotificationDetail on Notification {\n  id\n  titleVi\n  titleEn\n  contentVi\n  contentEn\n  type\n  role\n  targetScreen\n  tagetId\n  targetItemTitle\n  recipientCount\n  pickedRecipients\n  status\n  pushConfigured\n  createdAt\n  sender {\n    id\n    fullName\n    email\n  }\n  delivery {\n    total\n    queued\n    sent\n    failed\n    read\n    lastError\n  }\n  pushDelivery {\n    total\n    queued\n    sent\n    failed\n    lastError\n  }\n}": typeof types.NotificationDetailFragmentDoc,
    "fragment NotificationRow on Notification {\n  id\n  titleVi\n  titleEn\n  type\n  createdAt\n}": typeof types.NotificationRowFragmentDoc,
    "fragment BenefitOption on UserServiceBenefit {\n  id\n  title\n  type\n  isActive\n}": typeof types.BenefitOptionFragmentDoc,
    "fragment BenefitRow on UserServiceBenefit {\n  id\n  title\n  type\n  isActive\n}\n\nfragment BenefitFormStart on UserServiceBenefit {\n  id\n  type\n  title\n  editVersion\n}": typeof types.BenefitRowFragmentDoc,
    "fragment MemberOption on User {\n  id\n  firstName\n  lastName\n  email\n  phone\n  prefixPhone\n}": typeof types.MemberOptionFragmentDoc,
    "fragment PackageOption on ServicePackage {\n  id\n  ...ServiceTerms\n  description\n  isDeleted\n}": typeof types.PackageOptionFragmentDoc,
    "fragment ServiceDetail on ServicePackage {\n  id\n  ...ServiceTerms\n  description\n  isDeleted\n  createdAt\n  updatedAt\n  benefitsItems {\n    id\n    title\n    isActive\n    type\n  }\n}\n\nfragment ServiceFormValues on ServicePackage {\n  editVersion\n  id\n  ...ServiceTerms\n  description\n  benefitsItems {\n    id\n  }\n}": typeof types.ServiceDetailFragmentDoc,
    "fragment ServiceRow on ServicePackage {\n  id\n  ...ServiceTerms\n}": typeof types.ServiceRowFragmentDoc,
    "fragment UserServiceDetail on UserServicePackage {\n  id\n  userId\n  ...UserServiceTerms\n  unitPrice\n  createdAt\n  user {\n    id\n    firstName\n    lastName\n    email\n    phone\n    prefixPhone\n  }\n  package {\n    id\n    description\n    benefitsItems {\n      id\n      title\n    }\n  }\n}\n\nfragment UserServiceFormValues on UserServicePackage {\n  editVersion\n  id\n  userId\n  servicesId\n  quantity\n  day\n  used\n  isActive\n  expriedDate\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n  package {\n    ...PackageOption\n  }\n}": typeof types.UserServiceDetailFragmentDoc,
    "fragment UserServiceRow on UserServicePackage {\n  id\n  userId\n  ...UserServiceTerms\n  user {\n    id\n    firstName\n    lastName\n  }\n}": typeof types.UserServiceRowFragmentDoc,
    "fragment ParkingDetail on Parking {\n  id\n  title\n  description\n  total\n  address\n  phone\n  email\n  website\n  province\n  district\n  ward\n  latitude\n  longitude\n  isActive\n  closeOnPublicHolidays\n  sameWeekOfOperation\n  status\n  reason\n  createdAt\n  updatedAt\n  user {\n    id\n    firstName\n    lastName\n  }\n  medias {\n    id\n    mediaDetail {\n      id\n      filePathLG\n      filePathOriginal\n    }\n  }\n  provinceDetail {\n    ...AddressProvinceName\n  }\n  districtDetail {\n    ...AddressDistrictName\n  }\n  wardDetail {\n    ...AddressWardName\n  }\n  workingTimes {\n    id\n    day\n    startTime\n    endTime\n  }\n  priceProperties {\n    id\n    type\n    price\n  }\n}\n\nfragment ParkingFormValues on Parking {\n  editVersion\n  id\n  title\n  userId\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n  description\n  total\n  mediaIds\n  medias {\n    id\n    mediaId\n    mediaDetail {\n      id\n      fileName\n      mimeType\n      filePathSM\n      filePathOriginal\n    }\n  }\n  address\n  phone\n  email\n  website\n  province\n  district\n  ward\n  provinceDetail {\n    code\n    name\n  }\n  districtDetail {\n    code\n    name\n    prefix\n  }\n  wardDetail {\n    code\n    name\n    prefix\n  }\n  latitude\n  longitude\n  isActive\n  closeOnPublicHolidays\n  sameWeekOfOperation\n  status\n  reason\n  workingTimes {\n    day\n    startTime\n    endTime\n  }\n  priceProperties {\n    type\n    price\n  }\n}": typeof types.ParkingDetailFragmentDoc,
    "fragment ParkingRow on Parking {\n  id\n  title\n  phone\n  email\n  website\n  address\n  createdAt\n  status\n  province\n  district\n  ward\n  user {\n    id\n    firstName\n    lastName\n  }\n  medias {\n    mediaDetail {\n      filePathSM\n      filePathOriginal\n    }\n  }\n  provinceDetail {\n    ...AddressProvinceName\n  }\n  districtDetail {\n    ...AddressDistrictName\n  }\n  wardDetail {\n    ...AddressWardName\n  }\n}": typeof types.ParkingRowFragmentDoc,
    "fragment PostDetail on Post {\n  id\n  title\n  status\n  price\n  hiddenPrice\n  showHiddenPrice\n  currency\n  includeTax\n  condition\n  odometer\n  year\n  regPlate\n  plateHidden\n  regExprice\n  transmission\n  description\n  offer\n  inspection\n  planExpried\n  remoteAssessment\n  roadworthyCeftificate\n  countryCode\n  totalView\n  videoUrl\n  createdAt\n  updatedAt\n  waitingSince\n  reportCount\n  sellerPostCount\n  medias {\n    ...PostMedia\n  }\n  hidePlateMedias {\n    ...PostMedia\n  }\n  brand {\n    id\n    name\n  }\n  model {\n    id\n    name\n  }\n  version {\n    id\n    name\n  }\n  bodyType {\n    id\n    name\n  }\n  colour {\n    id\n    name\n  }\n  fuelType {\n    id\n    name\n  }\n  fuelEconomy {\n    id\n    nameEn\n    nameVi\n  }\n  driverType {\n    id\n    nameEn\n  }\n  seat {\n    id\n    name\n  }\n  door {\n    id\n    name\n  }\n  city {\n    id\n    name\n  }\n  user {\n    id\n    ...PostPoster\n    metadata {\n      language\n    }\n  }\n  statusReasonRejected {\n    status\n    note\n    reason\n    planRemainingTime\n  }\n  marketPrice {\n    outlier\n    ...PostPriceCheck\n  }\n  claim {\n    ...PostClaimInfo\n  }\n  pendingEdit {\n    ...PostPendingEditView\n  }\n  reports {\n    id\n    ...PostReportItem\n  }\n  statusHistory {\n    id\n    ...PostStatusChangeItem\n  }\n}\n\nfragment PostPriceCheck on MarketPriceCheck {\n  versionPrice\n  ratio\n  outlier\n}\n\nfragment PostPendingEditView on PostPendingEdit {\n  submittedAt\n  changes {\n    field\n    before\n    after\n  }\n}\n\nfragment PostReportItem on ReportPost {\n  id\n  reason\n  content\n  createdAt\n  userId\n  user {\n    id\n    firstName\n    lastName\n  }\n}\n\nfragment PostStatusChangeItem on PostStatusChange {\n  id\n  at\n  from\n  to\n  reason\n  note\n  undo\n  admin {\n    id\n    fullName\n    email\n  }\n}\n\nfragment PostMedia on Media {\n  id\n  fileName\n  filePathSM\n  filePathLG\n  filePathOriginal\n  mimeType\n}\n\nfragment PostClaimInfo on PostClaim {\n  mine\n  claimedAt\n  expiresAt\n  admin {\n    id\n    fullName\n    email\n  }\n}": typeof types.PostDetailFragmentDoc,
    "fragment PostFormValues on Post {\n  id\n  editVersion\n  title\n  price\n  hiddenPrice\n  showHiddenPrice\n  currency\n  includeTax\n  condition\n  odometer\n  year\n  regPlate\n  plateHidden\n  regExprice\n  transmission\n  description\n  offer\n  inspection\n  remoteAssessment\n  roadworthyCeftificate\n  countryCode\n  videoUrl\n  status\n  city {\n    id\n  }\n  brand {\n    id\n  }\n  model {\n    id\n  }\n  version {\n    id\n  }\n  bodyType {\n    id\n  }\n  colour {\n    id\n  }\n  fuelType {\n    id\n  }\n  fuelEconomy {\n    id\n  }\n  driverType {\n    id\n  }\n  seat {\n    id\n  }\n  door {\n    id\n  }\n  user {\n    id\n    ...PostPoster\n  }\n  medias {\n    ...PostFormMedia\n  }\n  hidePlateMedias {\n    ...PostFormMedia\n  }\n}\n\nfragment PostFormMedia on Media {\n  id\n  fileName\n  mimeType\n  filePathSM\n  filePathOriginal\n}": typeof types.PostFormValuesFragmentDoc,
    "fragment PostQueueItem on PostReviewQueueItem {\n  waitingSince\n  reportCount\n  reasons\n  kind\n  post {\n    id\n    title\n    status\n    price\n    currency\n    medias {\n      id\n      filePathSM\n      filePathOriginal\n    }\n    user {\n      id\n      ...PostPoster\n      metadata {\n        language\n      }\n    }\n    claim {\n      ...PostClaimInfo\n    }\n    marketPrice {\n      outlier\n    }\n  }\n}": typeof types.PostQueueItemFragmentDoc,
    "fragment PostRow on Post {\n  id\n  title\n  totalView\n  price\n  currency\n  status\n  countryCode\n  createdAt\n  medias {\n    id\n    filePathSM\n    filePathOriginal\n  }\n  brand {\n    id\n    name\n  }\n  model {\n    id\n    name\n  }\n  city {\n    id\n    name\n  }\n  user {\n    id\n    ...PostPoster\n  }\n  marketPrice {\n    outlier\n  }\n}\n\nfragment PostPoster on User {\n  id\n  firstName\n  lastName\n  email\n  phone\n  prefixPhone\n}": typeof types.PostRowFragmentDoc,
    "fragment ReviewVideoRow on ReviewVideo {\n  editVersion\n  id\n  title\n  description\n  linkVideo\n  slug\n  createdAt\n}": typeof types.ReviewVideoRowFragmentDoc,
    "fragment ReviewCategoryRow on ReviewCategory {\n  editVersion\n  id\n  nameVi\n  nameEn\n  slug\n  isActive\n  total\n}": typeof types.ReviewCategoryRowFragmentDoc,
    "fragment ReviewDetail on Review {\n  id\n  nameVi\n  nameEn\n  slug\n  descriptionVi\n  descriptionEn\n  contentVi\n  contentEn\n  isActive\n  createdAt\n  updatedAt\n  categories {\n    id\n    nameVi\n    nameEn\n  }\n  carModels {\n    id\n    name\n    brandMeta {\n      id\n      name\n    }\n  }\n  thumnailMedia {\n    id\n    filePathLG\n    filePathOriginal\n  }\n  medias {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n}\n\nfragment ReviewFormValues on Review {\n  editVersion\n  id\n  nameVi\n  nameEn\n  slug\n  descriptionVi\n  descriptionEn\n  contentVi\n  contentEn\n  category\n  modelIds\n  mediaIds\n  thumnail\n  applyType\n  isActive\n  thumnailMedia {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n  medias {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n}": typeof types.ReviewDetailFragmentDoc,
    "fragment ReviewRow on Review {\n  id\n  nameVi\n  nameEn\n  slug\n  isActive\n  createdAt\n  categories {\n    id\n    nameVi\n    nameEn\n  }\n}": typeof types.ReviewRowFragmentDoc,
    "fragment CatalogueBrand on Brand {\n  id\n  name\n}\n\nfragment CatalogueModel on CarModel {\n  id\n  name\n  brand\n}": typeof types.CatalogueBrandFragmentDoc,
    "fragment BrandItem on Brand {\n  id\n  name\n  slug\n  image\n  mediaId\n  isDisplayTopSearch\n  isActive\n  editVersion\n}\n\nfragment ModelItem on CarModel {\n  id\n  name\n  brand\n  isActive\n  editVersion\n  brandMeta {\n    id\n    name\n  }\n}\n\nfragment VersionItem on CarVersion {\n  id\n  name\n  brand\n  model\n  slug\n  image\n  mediaId\n  priceCarVersion\n  isActive\n  editVersion\n}\n\nfragment BodyTypeItem on BodyType {\n  id\n  name\n  slug\n  isActive\n  editVersion\n}\n\nfragment ColourItem on Colour {\n  id\n  name\n  slug\n  isActive\n  editVersion\n}\n\nfragment FuelTypeItem on FuelType {\n  id\n  name\n  slug\n  isActive\n  editVersion\n}\n\nfragment SeatItem on Seat {\n  id\n  name\n  value\n  fixed\n  isActive\n  editVersion\n}\n\nfragment DoorItem on Door {\n  id\n  name\n  value\n  isActive\n  editVersion\n}\n\nfragment DriverTypeItem on DriverType {\n  id\n  nameVi\n  nameEn\n  isActive\n  editVersion\n}\n\nfragment FuelEconomyItem on FuelEconomy {\n  id\n  nameVi\n  nameEn\n  liter\n  kilometer\n  isLess\n  isActive\n  editVersion\n}\n\nfragment PaymentItemItem on PaymentItem {\n  id\n  amount\n  currency\n  isActive\n  editVersion\n}\n\nfragment RegistrationItem on CarPurchaseCostProvince {\n  id\n  provinceId\n  registrationFeeNewCar\n  registrationFeeOldCar\n  registry\n  roadMaintenanceFee\n  civilInsurance\n  licensePlateFee\n  bodyInsuranceOneYear\n  otherCost\n  isActive\n  editVersion\n  proviceDetail {\n    id\n    name\n  }\n}": typeof types.BrandItemFragmentDoc,
    "query AdminTransferApprovalSettings {\n  adminTransferApprovalSettings {\n    twoApprovalThreshold\n    editVersion\n  }\n}\n\nmutation AdminEditTransferApprovalSettings($twoApprovalThreshold: Float!, $editVersion: Int) {\n  adminEditTransferApprovalSettings(\n    twoApprovalThreshold: $twoApprovalThreshold\n    editVersion: $editVersion\n  ) {\n    twoApprovalThreshold\n    editVersion\n  }\n}": typeof types.AdminTransferApprovalSettingsDocument,
    "fragment RoleRow on AdminRole {\n  editVersion\n  id\n  code\n  name\n  builtIn\n  permissions\n  twoFactorRequired\n  dailyApprovalLimit\n  staffCount\n}": typeof types.RoleRowFragmentDoc,
    "fragment StaffDetail on AdminUser {\n  id\n  email\n  firstName\n  lastName\n  fullName\n  isActive\n  status\n  deactivateReason\n  lastLoginAt\n  createdAt\n  role {\n    id\n    code\n    name\n  }\n}": typeof types.StaffDetailFragmentDoc,
    "fragment StaffRow on AdminUser {\n  id\n  email\n  fullName\n  isActive\n  status\n  lastLoginAt\n  createdAt\n  role {\n    id\n    code\n    name\n  }\n}": typeof types.StaffRowFragmentDoc,
    "fragment StaffSession on AdminSession {\n  id\n  current\n  browser\n  system\n  ip\n  createdAt\n  lastSeenAt\n}\n\nmutation AdminEndStaffSession($id: ID!) {\n  adminEndStaffSession(id: $id)\n}": typeof types.StaffSessionFragmentDoc,
    "fragment TransferContextMember on User {\n  id\n  userBalance {\n    id\n    amount\n  }\n  metadata {\n    language\n  }\n}\n\nfragment TransferHistoryRow on TransferRequest {\n  id\n  amount\n  status\n  bankName\n  moneyTransferReason\n  createdAt\n}": typeof types.TransferContextMemberFragmentDoc,
    "fragment TransferRow on TransferRequest {\n  id\n  amount\n  status\n  bankName\n  userId\n  moneyTransferReason\n  createdAt\n  approvalsNeeded\n  approvals {\n    admin {\n      id\n      fullName\n    }\n    createdAt\n  }\n  users {\n    id\n    firstName\n    lastName\n    userBalance {\n      id\n      amount\n    }\n  }\n}": typeof types.TransferRowFragmentDoc,
    "fragment TrashRow on TrashItem {\n  kind\n  id\n  title\n  deletedAt\n  deletedByName\n  purgeAt\n}": typeof types.TrashRowFragmentDoc,
    "fragment ServiceTerms on ServicePackage {\n  type\n  quantity\n  day\n  unitPrice\n  totalPrice\n  isActive\n}\n\nfragment UserServiceTerms on UserServicePackage {\n  type\n  quantity\n  used\n  day\n  isActive\n  totalPrice\n  expriedDate\n}": typeof types.ServiceTermsFragmentDoc,
};
const documents: Documents = {
    "query AdminAuditFilterOptions {\n  adminAuditFilterOptions {\n    actors {\n      id\n      fullName\n      email\n    }\n    actions {\n      action\n      text\n      entityType\n      entityTypeText\n    }\n  }\n}": types.AdminAuditFilterOptionsDocument,
    "query AdminGetAuditLogDetail($id: ID!) {\n  adminGetAuditLogDetail(id: $id) {\n    id\n    ...AuditLogDetail\n  }\n}": types.AdminGetAuditLogDetailDocument,
    "query AdminListAuditLogs($skip: Int, $take: Int, $actorId: ID, $action: String, $entityType: String, $entityId: String, $createFrom: String, $createTo: String) {\n  adminListAuditLogs(\n    skip: $skip\n    take: $take\n    actorId: $actorId\n    action: $action\n    entityType: $entityType\n    entityId: $entityId\n    createFrom: $createFrom\n    createTo: $createTo\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...AuditLogRow\n    }\n  }\n}": types.AdminListAuditLogsDocument,
    "mutation AdminAcceptInvite($token: String!, $password: String!) {\n  adminAcceptInvite(token: $token, password: $password)\n}": types.AdminAcceptInviteDocument,
    "mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n  adminChangePassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  )\n}": types.AdminChangePasswordDocument,
    "mutation AdminLogin($email: String!, $password: String!, $deviceToken: String) {\n  adminLogin(email: $email, password: $password, deviceToken: $deviceToken) {\n    expireTokenDate\n    expireRefreshTokenDate\n    twoFactorRequired\n    twoFactorChallenge\n    user {\n      ...AdminProfile\n    }\n  }\n}": types.AdminLoginDocument,
    "fragment AdminProfile on AdminUser {\n  id\n  firstName\n  lastName\n  fullName\n  email\n  authority\n  role {\n    code\n    name\n  }\n  permissions\n  twoFactorEnabled\n  twoFactorRequired\n}": types.AdminProfileFragmentDoc,
    "mutation AdminRefreshToken {\n  adminRefreshToken {\n    expireTokenDate\n    expireRefreshTokenDate\n  }\n}": types.AdminRefreshTokenDocument,
    "mutation AdminRequestPasswordReset($email: String!) {\n  adminRequestPasswordReset(email: $email)\n}": types.AdminRequestPasswordResetDocument,
    "mutation AdminResetPassword($token: String!, $password: String!) {\n  adminResetPassword(token: $token, password: $password)\n}": types.AdminResetPasswordDocument,
    "mutation AdminVerifyTwoFactor($challenge: String!, $code: String!) {\n  adminVerifyTwoFactor(challenge: $challenge, code: $code) {\n    expireTokenDate\n    expireRefreshTokenDate\n  }\n}": types.AdminVerifyTwoFactorDocument,
    "query MeAdmin {\n  meAdmin {\n    ...AdminProfile\n  }\n}": types.MeAdminDocument,
    "mutation SignOut($deviceToken: String) {\n  signOut(deviceToken: $deviceToken)\n}": types.SignOutDocument,
    "mutation AdminCreateAvatars($input: AdminAvatarInput!) {\n  adminCreateAvatars(input: $input) {\n    id\n  }\n}": types.AdminCreateAvatarsDocument,
    "mutation AdminDeleteAvatars($id: ID!) {\n  adminDeleteAvatars(id: $id)\n}": types.AdminDeleteAvatarsDocument,
    "mutation AdminEditAvatars($id: ID!, $input: AdminAvatarInput!, $editVersion: Int) {\n  adminEditAvatars(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminEditAvatarsDocument,
    "query AdminGetAvatarDetail($id: ID, $slug: String) {\n  adminGetAvatarDetail(id: $id, slug: $slug) {\n    id\n    ...AvatarDetail\n  }\n}": types.AdminGetAvatarDetailDocument,
    "query AdminGetListAvatars($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetListAvatars(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...AvatarRow\n    }\n  }\n}": types.AdminGetListAvatarsDocument,
    "mutation AdminBulkDeleteBanners($ids: [ID!]!) {\n  adminBulkDeleteBanners(ids: $ids) {\n    ...BulkActionResult\n  }\n}": types.AdminBulkDeleteBannersDocument,
    "mutation AdminBulkUpdateStatusBanners($ids: [ID!]!, $active: Boolean!) {\n  adminBulkUpdateStatusBanners(ids: $ids, active: $active) {\n    ...BulkActionResult\n  }\n}": types.AdminBulkUpdateStatusBannersDocument,
    "mutation AdminCreateBanner($name: String!, $positionId: ID!, $mediaIds: [ID!]!, $linkBanner: String!) {\n  adminCreateBanner(\n    name: $name\n    positionId: $positionId\n    mediaIds: $mediaIds\n    linkBanner: $linkBanner\n  ) {\n    id\n  }\n}": types.AdminCreateBannerDocument,
    "mutation AdminDeleteBanner($id: ID!) {\n  adminDeleteBanner(id: $id)\n}": types.AdminDeleteBannerDocument,
    "mutation AdminEditBanner($id: ID!, $name: String!, $positionId: ID!, $mediaIds: [ID!]!, $linkBanner: String!, $editVersion: Int) {\n  adminEditBanner(\n    id: $id\n    name: $name\n    positionId: $positionId\n    mediaIds: $mediaIds\n    linkBanner: $linkBanner\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": types.AdminEditBannerDocument,
    "query AdminListBannerPosition {\n  adminListBannerPosition {\n    ...BannerPositionOption\n  }\n}": types.AdminListBannerPositionDocument,
    "query AdminListBanner($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminListBanner(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...BannerRow\n    }\n  }\n}": types.AdminListBannerDocument,
    "mutation AdminUpdateStatusBanner($id: ID!) {\n  adminUpdateStatusBanner(id: $id) {\n    id\n    isActive\n  }\n}": types.AdminUpdateStatusBannerDocument,
    "query GetBannerDetail($id: ID!) {\n  getBannerDetail(id: $id) {\n    id\n    ...BannerDetail\n  }\n}": types.GetBannerDetailDocument,
    "mutation AdminCreateCarBuyingNeed($input: AdminCarBuyingNeedInput!) {\n  adminCreateCarBuyingNeed(input: $input) {\n    id\n  }\n}": types.AdminCreateCarBuyingNeedDocument,
    "mutation AdminDeleteCarBuyingNeed($id: ID!) {\n  adminDeleteCarBuyingNeed(id: $id)\n}": types.AdminDeleteCarBuyingNeedDocument,
    "mutation AdminEditCarBuyingNeed($id: ID!, $input: AdminCarBuyingNeedInput!, $editVersion: Int) {\n  adminEditCarBuyingNeed(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminEditCarBuyingNeedDocument,
    "query AdminGetCarBuyingNeedDetail($id: ID!) {\n  adminGetCarBuyingNeedDetail(id: $id) {\n    id\n    ...BuyingDemandDetail\n    ...BuyingDemandFormValues\n  }\n}": types.AdminGetCarBuyingNeedDetailDocument,
    "query AdminGetListCustomerCarBuyingNeedByUserId($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetListCustomerCarBuyingNeedByUserId(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...BuyingCustomerRow\n    }\n  }\n}": types.AdminGetListCustomerCarBuyingNeedByUserIdDocument,
    "query AdminPaginationCarBuyingNeeds($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminPaginationCarBuyingNeeds(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...BuyingDemandRow\n    }\n  }\n}": types.AdminPaginationCarBuyingNeedsDocument,
    "mutation AdminUpdateStatusCarBuyingNeed($id: ID!, $status: CarBuyingNeedStatus!) {\n  adminUpdateStatusCarBuyingNeed(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n  }\n}": types.AdminUpdateStatusCarBuyingNeedDocument,
    "query BuyingDemandCatalogue {\n  adminGetListBrands {\n    id\n    name\n    isActive\n  }\n  adminGetListModels {\n    id\n    name\n    brand\n    isActive\n  }\n}": types.BuyingDemandCatalogueDocument,
    "query BuyingDemandProvinceOptions {\n  provinces(countryCode: \"VN\", active: true, skip: 1, take: 1000) {\n    items {\n      id\n      name\n    }\n  }\n}": types.BuyingDemandProvinceOptionsDocument,
    "query AdminCarList($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminCarList(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...CarRow\n    }\n  }\n}": types.AdminCarListDocument,
    "mutation AdminCreateCar($input: AdminCarInput!) {\n  adminCreateCar(input: $input) {\n    id\n  }\n}": types.AdminCreateCarDocument,
    "mutation AdminEditCar($id: ID!, $input: AdminCarInput!, $editVersion: Int) {\n  adminEditCar(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminEditCarDocument,
    "query AdminGetCarDetail($id: ID!) {\n  adminGetCarDetail(id: $id) {\n    id\n    ...CarDetail\n  }\n}": types.AdminGetCarDetailDocument,
    "query CarCatalogueOptions {\n  adminGetListBrands {\n    id\n    name\n    isActive\n  }\n  adminGetListModels {\n    id\n    name\n    brand\n    isActive\n  }\n  adminGetListVersion {\n    id\n    name\n    model\n    isActive\n  }\n  adminGetListBodyTypes {\n    id\n    name\n    isActive\n  }\n  adminGetListFuelType {\n    id\n    name\n    isActive\n  }\n  adminGetListSeats {\n    id\n    name\n    isActive\n  }\n  adminGetListDoors {\n    id\n    name\n    isActive\n  }\n}": types.CarCatalogueOptionsDocument,
    "mutation DeleteCar($input: DeleteCarInput!) {\n  deleteCar(input: $input)\n}": types.DeleteCarDocument,
    "fragment BulkActionResult on AdminBulkActionResult {\n  id\n  ok\n  error\n  code\n}": types.BulkActionResultFragmentDoc,
    "query ListingOwnerOptions($keyword: String, $take: Int) {\n  users(skip: 1, take: $take, keyword: $keyword, status: ACTIVE) {\n    items {\n      ...ListingOwnerOption\n    }\n  }\n}": types.ListingOwnerOptionsDocument,
    "fragment PageMeta on PaginationMeta {\n  itemCount\n  totalItems\n  itemsPerPage\n  totalPages\n  currentPage\n  totalIsLowerBound\n}": types.PageMetaFragmentDoc,
    "query ServiceDuplicates($kind: ServiceListingKind!, $title: String, $phone: String, $ward: String, $excludeId: ID) {\n  adminFindServiceDuplicates(\n    kind: $kind\n    title: $title\n    phone: $phone\n    ward: $ward\n    excludeId: $excludeId\n  ) {\n    id\n    title\n    phone\n    address\n    matchedBy\n  }\n}": types.ServiceDuplicatesDocument,
    "mutation AdminCreateContest($input: AdminContestInput!) {\n  adminCreateContest(input: $input) {\n    id\n  }\n}": types.AdminCreateContestDocument,
    "mutation AdminEditContest($id: ID!, $input: AdminContestInput!, $editVersion: Int) {\n  adminEditContest(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminEditContestDocument,
    "query AdminGetContestDetail($id: ID!) {\n  adminGetContestDetail(id: $id) {\n    id\n    ...ContestDetail\n  }\n}": types.AdminGetContestDetailDocument,
    "query ContestPagination($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  contestPagination(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ContestRow\n    }\n  }\n}": types.ContestPaginationDocument,
    "query DashboardActiveListingAndActiveUser {\n  adminDashboardActiveListingAndActiveUser {\n    value\n    change\n  }\n}": types.DashboardActiveListingAndActiveUserDocument,
    "query DashboardListingByStatus {\n  adminDashboardListingByStatus {\n    count\n    status\n  }\n}": types.DashboardListingByStatusDocument,
    "query DashboardRevenuePerUserActive {\n  adminDashboardRevenuePerUserActive {\n    value\n    change\n  }\n}": types.DashboardRevenuePerUserActiveDocument,
    "query DashboardRevenuePerUser {\n  adminDashboardRevenuePerUser {\n    value\n    change\n  }\n}": types.DashboardRevenuePerUserDocument,
    "query DashboardRevenueTotal($numberMonth: Int) {\n  adminDashboardRevenueTotal(numberMonth: $numberMonth) {\n    count\n    date\n  }\n}": types.DashboardRevenueTotalDocument,
    "query DashboardTotalRevenue {\n  adminDashboardTotalRevenue {\n    count\n    type\n  }\n}": types.DashboardTotalRevenueDocument,
    "query DashboardUserByLocation {\n  adminDashboardUserByLocation {\n    count\n    cityid\n    province\n    isFormer\n  }\n}": types.DashboardUserByLocationDocument,
    "query DashboardUserGrowthRate {\n  adminDashboardUserGrowthRate {\n    value\n    change\n  }\n}": types.DashboardUserGrowthRateDocument,
    "query DashboardUserStatusActive {\n  adminDashboardUserStatusActive {\n    active\n    total\n    unverified\n    totalViewPost\n  }\n}": types.DashboardUserStatusActiveDocument,
    "query DashboardUserTotal($numberMonth: Int) {\n  adminDashboardUserTotal(numberMonth: $numberMonth) {\n    count\n    date\n  }\n}": types.DashboardUserTotalDocument,
    "mutation AdminBulkUpdateStatusCenterDriverLisense($ids: [ID!]!, $active: Boolean!) {\n  adminBulkUpdateStatusCenterDriverLisense(ids: $ids, active: $active) {\n    ...BulkActionResult\n  }\n}": types.AdminBulkUpdateStatusCenterDriverLisenseDocument,
    "query AdminCenterDriverLisensePagination($skip: Int, $take: Int, $order: String, $keyword: String, $createFrom: String, $createTo: String, $province: String, $district: String, $ward: String) {\n  adminCenterDriverLisensePagination(\n    skip: $skip\n    take: $take\n    order: $order\n    keyword: $keyword\n    createFrom: $createFrom\n    createTo: $createTo\n    province: $province\n    district: $district\n    ward: $ward\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...DrivingCenterRow\n    }\n  }\n}\n\nquery AdminGetCenterDriverLisenseDetail($id: ID!) {\n  adminGetCenterDriverLisenseDetail(id: $id) {\n    id\n    ...DrivingCenterDetail\n    ...ListingFormValues\n  }\n}\n\nmutation AdminCreateCenterDriverLisense($input: AdminDrivingCenterInput!) {\n  adminCreateCenterDriverLisense(input: $input) {\n    id\n  }\n}\n\nmutation AdminEditCenterDriverLisense($id: ID!, $input: AdminDrivingCenterInput!, $editVersion: Int) {\n  adminEditCenterDriverLisense(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}\n\nmutation AdminUpdateStatusCenterDriverLisense($id: ID!, $active: Boolean!) {\n  adminUpdateStatusCenterDriverLisense(id: $id, active: $active) {\n    id\n    isActive\n  }\n}\n\nmutation DeleteCenterDriverLisense($id: ID!) {\n  deleteCenterDriverLisense(id: $id)\n}": types.AdminCenterDriverLisensePaginationDocument,
    "mutation AdminDeleteFeedBack($id: ID!) {\n  adminDeleteFeedBack(id: $id)\n}": types.AdminDeleteFeedBackDocument,
    "query AdminGetFeedBackDetail($id: ID!) {\n  adminGetFeedBackDetail(id: $id) {\n    id\n    ...FeedbackDetail\n  }\n}": types.AdminGetFeedBackDetailDocument,
    "query AdminGetListReportPost($skip: Int, $take: Int, $sort: String) {\n  adminGetListReportPost(skip: $skip, take: $take, sort: $sort) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ReportPostRow\n    }\n  }\n}": types.AdminGetListReportPostDocument,
    "query AdminGetReportPostDetail($id: ID!) {\n  adminGetReportPostDetail(id: $id) {\n    id\n    ...ReportPostDetail\n  }\n}": types.AdminGetReportPostDetailDocument,
    "query AdminListFeedBack($skip: Int, $take: Int, $sort: String) {\n  adminListFeedBack(skip: $skip, take: $take, sort: $sort) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...FeedbackRow\n    }\n  }\n}": types.AdminListFeedBackDocument,
    "query GetListPhoneErrorMessages($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  getListPhoneErrorMessages(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...PhoneErrorRow\n    }\n  }\n}": types.GetListPhoneErrorMessagesDocument,
    "mutation AdminBulkDeleteServiceListings($kind: ServiceListingKind!, $ids: [ID!]!) {\n  adminBulkDeleteServiceListings(kind: $kind, ids: $ids) {\n    ...BulkActionResult\n  }\n}": types.AdminBulkDeleteServiceListingsDocument,
    "query AdminGaragePagination($skip: Int, $take: Int, $order: String, $keyword: String, $createFrom: String, $createTo: String, $province: String, $district: String, $ward: String) {\n  adminGaragePagination(\n    skip: $skip\n    take: $take\n    order: $order\n    keyword: $keyword\n    createFrom: $createFrom\n    createTo: $createTo\n    province: $province\n    district: $district\n    ward: $ward\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...GarageRow\n    }\n  }\n}\n\nquery AdminGetGarageDetail($id: ID!) {\n  adminGetGarageDetail(id: $id) {\n    id\n    ...GarageDetail\n    ...GarageFormValues\n  }\n}\n\nmutation AdminCreateGarage($input: AdminGarageInput!) {\n  adminCreateGarage(input: $input) {\n    id\n  }\n}\n\nmutation AdminEditGarage($id: ID!, $input: AdminGarageInput!, $editVersion: Int) {\n  adminEditGarage(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}\n\nmutation AdminDeleteGarage($id: ID!) {\n  adminDeleteGarage(id: $id)\n}\n\nmutation AdminEditGarageKarCheck($id: ID!, $isKarCheck: Boolean!) {\n  adminEditGarageKarCheck(id: $id, isKarCheck: $isKarCheck) {\n    id\n    karCheck\n  }\n}\n\nmutation AdminUpdateGarageStatus($id: ID!, $status: GarageStatus!, $reason: String) {\n  adminUpdateGarageStatus(id: $id, status: $status, reason: $reason) {\n    id\n    status\n    reason\n  }\n}": types.AdminGaragePaginationDocument,
    "mutation AdminCreateQuestionSimulationGroup($input: AdminQuestionSimulationGroupInput!) {\n  adminCreateQuestionSimulationGroup(input: $input) {\n    id\n  }\n}": types.AdminCreateQuestionSimulationGroupDocument,
    "mutation AdminCreateQuestionSimulation($input: AdminQuestionSimulationInput!) {\n  adminCreateQuestionSimulation(input: $input) {\n    id\n  }\n}": types.AdminCreateQuestionSimulationDocument,
    "mutation AdminDeleteQuestionSimulationGroup($id: ID!) {\n  adminDeleteQuestionSimulationGroup(id: $id)\n}": types.AdminDeleteQuestionSimulationGroupDocument,
    "mutation AdminDeleteQuestionSimulation($id: ID!) {\n  adminDeleteQuestionSimulation(id: $id)\n}": types.AdminDeleteQuestionSimulationDocument,
    "mutation AdminEditQuestionSimulationGroup($id: ID!, $input: AdminQuestionSimulationGroupInput!, $editVersion: Int) {\n  adminEditQuestionSimulationGroup(\n    id: $id\n    input: $input\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": types.AdminEditQuestionSimulationGroupDocument,
    "mutation AdminEditQuestionSimulation($id: ID!, $input: AdminQuestionSimulationInput!, $editVersion: Int) {\n  adminEditQuestionSimulation(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminEditQuestionSimulationDocument,
    "query AdminGetQuestionSimulationDetail($id: ID!) {\n  adminGetQuestionSimulationDetail(id: $id) {\n    id\n    ...QuestionSimulationDetail\n    ...QuestionSimulationFormValues\n  }\n}": types.AdminGetQuestionSimulationDetailDocument,
    "query AdminGetQuestionSimulationGroupDetail($id: ID!) {\n  adminGetQuestionSimulationGroupDetail(id: $id) {\n    id\n    ...QuestionSimulationGroupDetail\n  }\n}": types.AdminGetQuestionSimulationGroupDetailDocument,
    "query AdminListQuestionSimulationGroup($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminListQuestionSimulationGroup(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...QuestionSimulationGroupRow\n    }\n  }\n}": types.AdminListQuestionSimulationGroupDocument,
    "query AdminListQuestionSimulation($skip: Int, $take: Int, $sort: String, $keyword: String, $type: QuestionSimulationType) {\n  adminListQuestionSimulation(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...QuestionSimulationRow\n    }\n  }\n}": types.AdminListQuestionSimulationDocument,
    "query SimulationQuestionChoices($keyword: String) {\n  adminListQuestionSimulation(skip: 1, take: 20, keyword: $keyword) {\n    items {\n      ...SimulationQuestionChoice\n    }\n  }\n}": types.SimulationQuestionChoicesDocument,
    "mutation AdminBulkCreateQuestions($rows: [AdminBulkQuestionRowInput!]!) {\n  adminBulkCreateQuestions(rows: $rows) {\n    ...BulkRowAnswer\n    id\n    field\n  }\n}": types.AdminBulkCreateQuestionsDocument,
    "mutation AdminCreateQuestion($input: AdminQuestionTheoryInput!) {\n  adminCreateQuestion(input: $input) {\n    id\n    no\n  }\n}": types.AdminCreateQuestionDocument,
    "mutation AdminCreateTrafficSigns($input: AdminTrafficSignInput!) {\n  adminCreateTrafficSigns(input: $input) {\n    id\n    slug\n  }\n}": types.AdminCreateTrafficSignsDocument,
    "mutation AdminDeleteQuestion($id: ID!) {\n  adminDeleteQuestion(id: $id)\n}": types.AdminDeleteQuestionDocument,
    "mutation AdminDeleteTrafficSigns($id: ID!) {\n  adminDeleteTrafficSigns(id: $id)\n}": types.AdminDeleteTrafficSignsDocument,
    "mutation AdminEditQuestion($no: Int!, $input: AdminQuestionTheoryInput!, $editVersion: Int) {\n  adminEditQuestion(no: $no, input: $input, editVersion: $editVersion) {\n    id\n    no\n  }\n}": types.AdminEditQuestionDocument,
    "mutation AdminEditTrafficSigns($id: ID!, $input: AdminTrafficSignInput!, $editVersion: Int) {\n  adminEditTrafficSigns(id: $id, input: $input, editVersion: $editVersion) {\n    id\n    slug\n  }\n}": types.AdminEditTrafficSignsDocument,
    "query AdminGetListTrafficSigns($skip: Int, $take: Int, $sort: String, $keyword: String, $type: TrafficSignType) {\n  adminGetListTrafficSigns(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...TrafficSignRow\n    }\n  }\n}": types.AdminGetListTrafficSignsDocument,
    "query AdminGetQuestionDetail($no: Int!) {\n  adminGetQuestionDetail(no: $no) {\n    id\n    ...QuestionTheoryDetail\n    ...QuestionTheoryFormValues\n    ...LearnerQuestion\n  }\n}": types.AdminGetQuestionDetailDocument,
    "query AdminGetTrafficSignDetail($slug: String!) {\n  adminGetTrafficSignDetail(slug: $slug) {\n    id\n    ...TrafficSignDetail\n    ...TrafficSignFormValues\n    ...LearnerSign\n  }\n}": types.AdminGetTrafficSignDetailDocument,
    "query AdminListQuestionNumbers {\n  adminListQuestionNumbers\n}": types.AdminListQuestionNumbersDocument,
    "query AdminListQuestion($skip: Int, $take: Int, $sort: String, $keyword: String, $type: QuestionTheoryType) {\n  adminListQuestion(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...QuestionTheoryRow\n    }\n  }\n}": types.AdminListQuestionDocument,
    "query LearnerSignChoices($type: TrafficSignType) {\n  adminGetListTrafficSigns(skip: 1, take: 6, type: $type) {\n    items {\n      ...LearnerSignChoice\n    }\n  }\n}": types.LearnerSignChoicesDocument,
    "query Countries($skip: Int, $take: Int) {\n  countries(skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      name\n      code\n    }\n  }\n}": types.CountriesDocument,
    "query CurrentProvinces {\n  provinces(countryCode: \"VN\", active: true, skip: 1, take: 1000) {\n    items {\n      ...AddressProvinceOption\n    }\n  }\n}": types.CurrentProvincesDocument,
    "query Districts($provinceCode: String, $skip: Int, $take: Int) {\n  districts(provinceCode: $provinceCode, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      name\n      code\n      prefix\n      provinceCode\n    }\n  }\n}": types.DistrictsDocument,
    "query ProvinceWards($provinceCode: String!) {\n  wards(provinceCode: $provinceCode, active: true, skip: 1, take: 1000) {\n    items {\n      ...AddressWardOption\n    }\n  }\n}": types.ProvinceWardsDocument,
    "query Provinces($countryCode: String, $skip: Int, $take: Int) {\n  provinces(countryCode: $countryCode, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      name\n      code\n      countryCode\n      isActive\n    }\n  }\n}": types.ProvincesDocument,
    "query Wards($districtCode: String, $skip: Int, $take: Int) {\n  wards(districtCode: $districtCode, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      name\n      code\n      prefix\n      districtCode\n    }\n  }\n}": types.WardsDocument,
    "mutation AdminCreateMarketPrice($input: AdminMarketPriceInput!) {\n  adminCreateMarketPrice(input: $input) {\n    id\n  }\n}": types.AdminCreateMarketPriceDocument,
    "mutation AdminDeleteVersion($id: ID!) {\n  adminDeleteVersion(id: $id)\n}": types.AdminDeleteVersionDocument,
    "mutation AdminEditMarketPrice($id: ID!, $input: AdminMarketPriceInput!, $editVersion: Int) {\n  adminEditMarketPrice(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminEditMarketPriceDocument,
    "query AdminGetListAllVersion($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetListAllVersion(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...MarketPriceRow\n    }\n  }\n}": types.AdminGetListAllVersionDocument,
    "query AdminGetVersionDetail($id: ID!) {\n  adminGetVersionDetail(id: $id) {\n    id\n    ...MarketPriceDetail\n    ...MarketPriceFormValues\n  }\n}": types.AdminGetVersionDetailDocument,
    "query MarketPriceBrandOptions {\n  adminGetListBrands {\n    id\n    name\n    isActive\n  }\n}": types.MarketPriceBrandOptionsDocument,
    "query MarketPriceModelOptions {\n  adminGetListModels {\n    id\n    name\n    brand\n    isActive\n  }\n}": types.MarketPriceModelOptionsDocument,
    "mutation AdminDeleteMedia($id: ID!) {\n  adminDeleteMedia(id: $id)\n}": types.AdminDeleteMediaDocument,
    "query AdminListMediaUploaders($keyword: String, $id: ID) {\n  adminListMediaUploaders(keyword: $keyword, id: $id) {\n    id\n    name\n    email\n    isAdmin\n  }\n}": types.AdminListMediaUploadersDocument,
    "query AdminListMedia($skip: Int, $take: Int, $sort: String, $keyword: String, $kind: MediaKind, $uploadBy: ID) {\n  adminListMedia(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    kind: $kind\n    uploadBy: $uploadBy\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...MediaCard\n    }\n  }\n}": types.AdminListMediaDocument,
    "mutation AdminBulkDeactivateUsers($ids: [ID!]!, $reason: String!) {\n  adminBulkDeactivateUsers(ids: $ids, reason: $reason) {\n    ...BulkActionResult\n  }\n}": types.AdminBulkDeactivateUsersDocument,
    "mutation AdminBulkReactivateUsers($ids: [ID!]!) {\n  adminBulkReactivateUsers(ids: $ids) {\n    ...BulkActionResult\n  }\n}": types.AdminBulkReactivateUsersDocument,
    "mutation AdminCreateUser($input: AdminCreateUserInput!) {\n  adminCreateUser(input: $input) {\n    id\n  }\n}": types.AdminCreateUserDocument,
    "mutation AdminDeactivateUser($id: ID!, $reason: String!) {\n  adminDeactivateUser(id: $id, reason: $reason) {\n    id\n    isActive\n  }\n}": types.AdminDeactivateUserDocument,
    "mutation AdminEditUser($id: ID!, $input: AdminEditUserInput!, $editVersion: Int) {\n  adminEditUser(id: $id, input: $input, editVersion: $editVersion) {\n    id\n    updatedAt\n  }\n}": types.AdminEditUserDocument,
    "query AdminGetMemberPackages($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserServices(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...MemberPackageRow\n    }\n  }\n}": types.AdminGetMemberPackagesDocument,
    "query AdminGetMemberTransfers($userId: ID!, $skip: Int, $take: Int) {\n  adminListUserTransferRequest(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...MemberTransferRow\n    }\n  }\n}": types.AdminGetMemberTransfersDocument,
    "query AdminGetUserAuditLogs($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserAuditLogs(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...MemberAuditRow\n    }\n  }\n}": types.AdminGetUserAuditLogsDocument,
    "query AdminGetUserDetail($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    ...MemberHeader\n    ...MemberCards\n  }\n}": types.AdminGetUserDetailDocument,
    "query AdminGetUserEmails($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserEmails(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...MemberEmailRow\n    }\n  }\n}": types.AdminGetUserEmailsDocument,
    "query AdminGetUserForEdit($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    ...MemberFormValues\n  }\n}": types.AdminGetUserForEditDocument,
    "mutation AdminReactivateUser($id: ID!) {\n  adminReactivateUser(id: $id) {\n    id\n    isActive\n  }\n}": types.AdminReactivateUserDocument,
    "query Users($skip: Int, $take: Int, $sort: String, $status: UserStatusFilter, $createFrom: String, $createTo: String, $keyword: String, $type: UserRole) {\n  users(\n    skip: $skip\n    take: $take\n    sort: $sort\n    status: $status\n    createFrom: $createFrom\n    createTo: $createTo\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...MemberRow\n    }\n  }\n}": types.UsersDocument,
    "query AdminGetNotificationDetail($id: ID!) {\n  adminGetNotificationDetail(id: $id) {\n    ...NotificationDetail\n  }\n}": types.AdminGetNotificationDetailDocument,
    "query AdminListNotification($skip: Int, $take: Int, $sort: String, $createFrom: String, $createTo: String, $keyword: String, $type: NotificationType) {\n  adminListNotification(\n    skip: $skip\n    take: $take\n    sort: $sort\n    createFrom: $createFrom\n    createTo: $createTo\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...NotificationRow\n    }\n  }\n}": types.AdminListNotificationDocument,
    "mutation AdminSendEmail($userIds: [ID!]!, $titleVi: String!, $titleEn: String!, $contentVi: String!, $role: UserRole, $idempotencyKey: String, $confirmRecipients: Int) {\n  adminSendEmail(\n    userIds: $userIds\n    titleVi: $titleVi\n    titleEn: $titleEn\n    contentVi: $contentVi\n    role: $role\n    idempotencyKey: $idempotencyKey\n    confirmRecipients: $confirmRecipients\n  ) {\n    id\n  }\n}": types.AdminSendEmailDocument,
    "mutation AdminSendNotification($userIds: [ID!]!, $titleVi: String!, $titleEn: String!, $contentVi: String!, $contentEn: String!, $role: UserRole, $notificationType: NotificationType, $type: NotificationTargetScreen, $tagetId: ID, $idempotencyKey: String, $confirmRecipients: Int) {\n  adminSendNotification(\n    userIds: $userIds\n    titleVi: $titleVi\n    titleEn: $titleEn\n    contentVi: $contentVi\n    contentEn: $contentEn\n    role: $role\n    notificationType: $notificationType\n    type: $type\n    tagetId: $tagetId\n    idempotencyKey: $idempotencyKey\n    confirmRecipients: $confirmRecipients\n  ) {\n    id\n  }\n}": types.AdminSendNotificationDocument,
    "query AdminNotificationAudienceCount($userIds: [ID!]!, $role: UserRole, $notificationType: NotificationType) {\n  adminNotificationAudienceCount(\n    userIds: $userIds\n    role: $role\n    notificationType: $notificationType\n  )\n}\n\nquery AdminSearchNotificationTargets($type: NotificationTargetScreen!, $keyword: String) {\n  adminSearchNotificationTargets(type: $type, keyword: $keyword) {\n    id\n    title\n  }\n}\n\nquery NotificationRecipientOptions($keyword: String, $take: Int) {\n  users(skip: 1, take: $take, keyword: $keyword, status: ACTIVE) {\n    items {\n      id\n      email\n      firstName\n      lastName\n      isActiveEmail\n    }\n  }\n}\n\nmutation AdminRetryNotificationDeliveries($id: ID!) {\n  adminRetryNotificationDeliveries(id: $id) {\n    id\n  }\n}\n\nmutation AdminSendNotificationTest($titleVi: String!, $titleEn: String!, $contentVi: String!, $contentEn: String!) {\n  adminSendNotificationTest(\n    titleVi: $titleVi\n    titleEn: $titleEn\n    contentVi: $contentVi\n    contentEn: $contentEn\n  )\n}": types.AdminNotificationAudienceCountDocument,
    "mutation AdminBulkDeletePackages($kind: AdminBulkPackageKind!, $ids: [ID!]!) {\n  adminBulkDeletePackages(kind: $kind, ids: $ids) {\n    ...BulkActionResult\n  }\n}": types.AdminBulkDeletePackagesDocument,
    "mutation AdminBulkUpdateStatusPackages($kind: AdminBulkPackageKind!, $ids: [ID!]!, $active: Boolean!) {\n  adminBulkUpdateStatusPackages(kind: $kind, ids: $ids, active: $active) {\n    ...BulkActionResult\n  }\n}": types.AdminBulkUpdateStatusPackagesDocument,
    "mutation AdminCreateServices($input: AdminServiceInput!) {\n  adminCreateServices(input: $input) {\n    id\n  }\n}": types.AdminCreateServicesDocument,
    "mutation AdminCreateUserServiceBenefits($type: BenefitType!, $title: String!) {\n  adminCreateUserServiceBenefits(type: $type, title: $title) {\n    id\n  }\n}": types.AdminCreateUserServiceBenefitsDocument,
    "mutation AdminCreateUserServices($input: AdminUserServiceInput!) {\n  adminCreateUserServices(input: $input) {\n    id\n  }\n}": types.AdminCreateUserServicesDocument,
    "mutation AdminDeleteServices($id: ID!) {\n  adminDeleteServices(id: $id)\n}": types.AdminDeleteServicesDocument,
    "mutation AdminDeleteUserServiceBenefits($id: ID!) {\n  adminDeleteUserServiceBenefits(id: $id)\n}": types.AdminDeleteUserServiceBenefitsDocument,
    "mutation AdminEditServices($id: ID!, $input: AdminServiceInput!, $editVersion: Int) {\n  adminEditServices(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminEditServicesDocument,
    "mutation AdminEditUserServiceBenefits($id: ID!, $type: BenefitType!, $title: String!, $editVersion: Int) {\n  adminEditUserServiceBenefits(\n    id: $id\n    type: $type\n    title: $title\n    editVersion: $editVersion\n  ) {\n    id\n    editVersion\n  }\n}": types.AdminEditUserServiceBenefitsDocument,
    "mutation AdminEditUserServices($id: ID!, $input: AdminUserServiceInput!, $editVersion: Int) {\n  adminEditUserServices(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminEditUserServicesDocument,
    "query AdminGetServiceDetail($id: ID!) {\n  adminGetServiceDetail(id: $id) {\n    id\n    isDeleted\n    ...ServiceDetail\n    ...ServiceFormValues\n  }\n}": types.AdminGetServiceDetailDocument,
    "query AdminGetServices($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetServices(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...ServiceRow\n    }\n  }\n}": types.AdminGetServicesDocument,
    "query AdminGetUserServiceBenefitDetail($id: ID!) {\n  adminGetUserServiceBenefitDetail(id: $id) {\n    id\n    ...BenefitFormStart\n  }\n}": types.AdminGetUserServiceBenefitDetailDocument,
    "query AdminGetUserServiceBenefits {\n  adminGetUserServiceBenefits {\n    id\n    ...BenefitRow\n    ...BenefitOption\n  }\n}": types.AdminGetUserServiceBenefitsDocument,
    "query AdminGetUserServiceDetail($id: ID!) {\n  adminGetUserServiceDetail(id: $id) {\n    id\n    ...UserServiceDetail\n    ...UserServiceFormValues\n  }\n}": types.AdminGetUserServiceDetailDocument,
    "query AdminGetUserServices($skip: Int, $take: Int, $sort: String, $keyword: String, $status: UserServiceStatus) {\n  adminGetUserServices(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    status: $status\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...UserServiceRow\n    }\n  }\n}": types.AdminGetUserServicesDocument,
    "mutation AdminUpdateStatusServices($id: ID!, $active: Boolean!) {\n  adminUpdateStatusServices(id: $id, active: $active) {\n    id\n    isActive\n  }\n}": types.AdminUpdateStatusServicesDocument,
    "mutation AdminUpdateStatusUserServiceBenefits($id: ID!, $active: Boolean!) {\n  adminUpdateStatusUserServiceBenefits(id: $id, active: $active) {\n    id\n    isActive\n  }\n}": types.AdminUpdateStatusUserServiceBenefitsDocument,
    "query PackageMemberOptions($keyword: String, $take: Int) {\n  users(skip: 1, take: $take, keyword: $keyword) {\n    items {\n      id\n      ...MemberOption\n    }\n  }\n}": types.PackageMemberOptionsDocument,
    "query PackageOptions($take: Int) {\n  adminGetServices(skip: 1, take: $take) {\n    items {\n      id\n      ...PackageOption\n    }\n  }\n}": types.PackageOptionsDocument,
    "query AdminSearch($query: String!, $first: Int) {\n  adminSearch(query: $query, first: $first) {\n    members {\n      ...PaletteHit\n    }\n    posts {\n      ...PaletteHit\n    }\n    transferRequests {\n      ...PaletteHit\n    }\n    garages {\n      ...PaletteHit\n    }\n    drivingCenters {\n      ...PaletteHit\n    }\n    parkings {\n      ...PaletteHit\n    }\n    reviews {\n      ...PaletteHit\n    }\n  }\n}": types.AdminSearchDocument,
    "mutation AdminCreateParking($input: AdminParkingInput!) {\n  adminCreateParking(input: $input) {\n    id\n  }\n}": types.AdminCreateParkingDocument,
    "mutation AdminDeleteParking($id: ID!) {\n  adminDeleteParking(id: $id)\n}": types.AdminDeleteParkingDocument,
    "mutation AdminEditParking($id: ID!, $input: AdminParkingInput!, $editVersion: Int) {\n  adminEditParking(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminEditParkingDocument,
    "query AdminGetParkingDetail($id: ID!) {\n  adminGetParkingDetail(id: $id) {\n    id\n    ...ParkingDetail\n    ...ParkingFormValues\n  }\n}": types.AdminGetParkingDetailDocument,
    "query AdminParkingPagination($skip: Int, $take: Int, $order: String, $sort: Sort, $keyword: String, $createFrom: String, $createTo: String) {\n  adminParkingPagination(\n    skip: $skip\n    take: $take\n    order: $order\n    sort: $sort\n    keyword: $keyword\n    createFrom: $createFrom\n    createTo: $createTo\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ParkingRow\n    }\n  }\n}": types.AdminParkingPaginationDocument,
    "mutation AdminBulkModeratePosts($posts: [AdminBulkPostInput!]!, $action: AdminBulkPostAction!, $reason: PostModerationReason, $note: String) {\n  adminBulkModeratePosts(\n    posts: $posts\n    action: $action\n    reason: $reason\n    note: $note\n  ) {\n    ...BulkActionResult\n  }\n}": types.AdminBulkModeratePostsDocument,
    "mutation AdminChangeStatusPost($id: ID!, $status: PostStatus!, $note: String, $reason: PostModerationReason, $expectedStatus: PostStatus) {\n  adminChangeStatusPost(\n    id: $id\n    status: $status\n    note: $note\n    reason: $reason\n    expectedStatus: $expectedStatus\n  ) {\n    id\n    status\n  }\n}": types.AdminChangeStatusPostDocument,
    "mutation AdminClaimPost($id: ID!) {\n  adminClaimPost(id: $id) {\n    ...PostClaimInfo\n  }\n}\n\nmutation AdminReleasePost($id: ID!) {\n  adminReleasePost(id: $id)\n}": types.AdminClaimPostDocument,
    "mutation AdminDismissPostReports($id: ID!, $expectedStatus: PostStatus) {\n  adminDismissPostReports(id: $id, expectedStatus: $expectedStatus) {\n    id\n    status\n  }\n}": types.AdminDismissPostReportsDocument,
    "query AdminGetPostDetail($id: ID!) {\n  adminGetPostDetail(id: $id) {\n    id\n    ...PostDetail\n  }\n}": types.AdminGetPostDetailDocument,
    "query AdminListPost($skip: Int, $take: Int, $sort: String, $titleAndPostId: String, $status: PostStatus, $createFrom: String, $createTo: String, $userId: ID, $location: String, $brand: ID) {\n  adminListPost(\n    skip: $skip\n    take: $take\n    sort: $sort\n    titleAndPostId: $titleAndPostId\n    status: $status\n    createFrom: $createFrom\n    createTo: $createTo\n    userId: $userId\n    location: $location\n    brand: $brand\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...PostRow\n    }\n  }\n}": types.AdminListPostDocument,
    "query AdminGetPostForEdit($id: ID!) {\n  adminGetPostDetail(id: $id) {\n    id\n    ...PostFormValues\n  }\n}\n\nmutation AdminCreatePost($input: AdminPostInput!) {\n  adminCreatePost(input: $input) {\n    id\n  }\n}\n\nmutation AdminEditPost($id: ID!, $input: AdminPostInput!, $editVersion: Int) {\n  adminEditPost(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminGetPostForEditDocument,
    "query AdminPostReviewQueue($skip: Int, $take: Int, $kind: String) {\n  adminPostReviewQueue(skip: $skip, take: $take, kind: $kind) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...PostQueueItem\n    }\n  }\n}": types.AdminPostReviewQueueDocument,
    "mutation AdminUndoPostApproval($id: ID!) {\n  adminUndoPostApproval(id: $id) {\n    id\n    status\n  }\n}": types.AdminUndoPostApprovalDocument,
    "query PostCatalogue {\n  adminGetListBrands {\n    id\n    name\n    isActive\n  }\n  adminGetListModels {\n    id\n    name\n    brand\n    isActive\n  }\n}": types.PostCatalogueDocument,
    "query PostFormCatalogue {\n  adminGetListBrands {\n    id\n    name\n    isActive\n  }\n  adminGetListModels {\n    id\n    name\n    brand\n    isActive\n  }\n  adminGetListVersion {\n    id\n    name\n    model\n    isActive\n  }\n  adminGetListBodyTypes {\n    id\n    name\n    isActive\n  }\n  adminGetListColous {\n    id\n    name\n    isActive\n  }\n  adminGetListFuelType {\n    id\n    name\n    isActive\n  }\n  adminGetListFuelEconomy {\n    id\n    nameEn\n    nameVi\n    isActive\n  }\n  adminGetListDriverType {\n    id\n    nameEn\n    isActive\n  }\n  adminGetListSeats {\n    id\n    name\n    isActive\n  }\n  adminGetListDoors {\n    id\n    name\n    isActive\n  }\n}": types.PostFormCatalogueDocument,
    "query PostPosterOptions($keyword: String, $take: Int) {\n  users(skip: 1, take: $take, keyword: $keyword, status: ACTIVE) {\n    items {\n      id\n      ...PostPoster\n    }\n  }\n}\n\nquery PostPoster($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    ...PostPoster\n  }\n}": types.PostPosterOptionsDocument,
    "mutation AdminCreateReviewVideos($input: AdminReviewVideoInput!) {\n  adminCreateReviewVideos(input: $input) {\n    id\n    slug\n  }\n}": types.AdminCreateReviewVideosDocument,
    "mutation AdminDeleteReviewVideos($id: ID!) {\n  adminDeleteReviewVideos(id: $id)\n}": types.AdminDeleteReviewVideosDocument,
    "mutation AdminEditReviewVideos($id: ID!, $input: AdminReviewVideoInput!, $editVersion: Int) {\n  adminEditReviewVideos(id: $id, input: $input, editVersion: $editVersion) {\n    id\n    slug\n  }\n}": types.AdminEditReviewVideosDocument,
    "query AdminGetListReviewVideos($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetListReviewVideos(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ReviewVideoRow\n    }\n  }\n}": types.AdminGetListReviewVideosDocument,
    "query AdminGetReviewVideoDetail($id: ID, $slug: String) {\n  adminGetReviewVideoDetail(id: $id, slug: $slug) {\n    id\n    ...ReviewVideoRow\n    updatedAt\n  }\n}": types.AdminGetReviewVideoDetailDocument,
    "mutation AdminBulkChangeStatusReviews($kind: AdminBulkReviewKind!, $ids: [ID!]!, $active: Boolean!) {\n  adminBulkChangeStatusReviews(kind: $kind, ids: $ids, active: $active) {\n    ...BulkActionResult\n  }\n}": types.AdminBulkChangeStatusReviewsDocument,
    "mutation AdminBulkDeleteReviews($kind: AdminBulkReviewKind!, $ids: [ID!]!) {\n  adminBulkDeleteReviews(kind: $kind, ids: $ids) {\n    ...BulkActionResult\n  }\n}": types.AdminBulkDeleteReviewsDocument,
    "mutation AdminChangeStatusReviewCategory($id: ID!, $active: Boolean!) {\n  adminChangeStatusReviewCategory(input: {id: $id, active: $active}) {\n    id\n    isActive\n  }\n}": types.AdminChangeStatusReviewCategoryDocument,
    "mutation AdminChangeStatusReview($id: ID!, $active: Boolean!) {\n  adminChangeStatusReview(input: {id: $id, active: $active}) {\n    id\n    isActive\n  }\n}": types.AdminChangeStatusReviewDocument,
    "mutation AdminCreateReviewCategory($input: AdminReviewCategoryInput!) {\n  adminCreateReviewCategory(input: $input) {\n    id\n  }\n}": types.AdminCreateReviewCategoryDocument,
    "mutation AdminCreateReview($input: AdminReviewInput!) {\n  adminCreateReview(input: $input) {\n    id\n  }\n}": types.AdminCreateReviewDocument,
    "mutation AdminDeleteReviewCategory($id: ID!) {\n  adminDeleteReviewCategory(id: $id)\n}": types.AdminDeleteReviewCategoryDocument,
    "mutation AdminDeleteReview($id: ID!) {\n  adminDeleteReview(id: $id)\n}": types.AdminDeleteReviewDocument,
    "mutation AdminEditReviewCategory($id: ID!, $input: AdminReviewCategoryInput!, $editVersion: Int) {\n  adminEditReviewCategory(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminEditReviewCategoryDocument,
    "mutation AdminEditReview($id: ID!, $input: AdminReviewInput!, $editVersion: Int) {\n  adminEditReview(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminEditReviewDocument,
    "query AdminGetListReviewCategories($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetListReviewCategories(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ReviewCategoryRow\n    }\n  }\n}": types.AdminGetListReviewCategoriesDocument,
    "query AdminGetListReviews($skip: Int, $take: Int, $sort: String, $keyword: String, $category: ID) {\n  adminGetListReviews(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    category: $category\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ReviewRow\n    }\n  }\n}": types.AdminGetListReviewsDocument,
    "query AdminGetReviewCategoryDetail($id: ID!) {\n  adminGetReviewCategoryDetail(id: $id) {\n    id\n    ...ReviewCategoryRow\n  }\n}": types.AdminGetReviewCategoryDetailDocument,
    "query AdminGetReviewDetail($id: ID!) {\n  adminGetReviewDetail(id: $id) {\n    id\n    ...ReviewDetail\n    ...ReviewFormValues\n  }\n}": types.AdminGetReviewDetailDocument,
    "query AdminGetReviewsCatetories {\n  adminGetReviewsCatetories {\n    id\n    nameVi\n    nameEn\n    isActive\n  }\n}": types.AdminGetReviewsCatetoriesDocument,
    "query ReviewModelOptions {\n  adminGetListModels {\n    id\n    name\n    isActive\n    brandMeta {\n      id\n      name\n    }\n  }\n}": types.ReviewModelOptionsDocument,
    "mutation AdminCreateSavedView($input: SavedViewInput!) {\n  adminCreateSavedView(input: $input) {\n    id\n    ...SavedViewItem\n  }\n}": types.AdminCreateSavedViewDocument,
    "mutation AdminDeleteSavedView($id: ID!) {\n  adminDeleteSavedView(id: $id)\n}": types.AdminDeleteSavedViewDocument,
    "query AdminListColumns($listKey: String!) {\n  adminListColumns(listKey: $listKey) {\n    listKey\n    columns {\n      ...ListColumnsItem\n    }\n  }\n}": types.AdminListColumnsDocument,
    "mutation AdminPinSavedView($id: ID!, $pinned: Boolean!) {\n  adminPinSavedView(id: $id, pinned: $pinned) {\n    id\n    ...SavedViewItem\n  }\n}": types.AdminPinSavedViewDocument,
    "mutation AdminSaveListColumns($listKey: String!, $columns: ListColumnsInput) {\n  adminSaveListColumns(listKey: $listKey, columns: $columns) {\n    listKey\n    columns {\n      ...ListColumnsItem\n    }\n  }\n}": types.AdminSaveListColumnsDocument,
    "query AdminSavedViews($listKey: String!) {\n  adminSavedViews(listKey: $listKey) {\n    id\n    ...SavedViewItem\n  }\n}\n\nquery AdminPinnedViews {\n  adminPinnedViews {\n    id\n    ...SavedViewItem\n  }\n}": types.AdminSavedViewsDocument,
    "mutation AdminUpdateSavedView($id: ID!, $input: SavedViewUpdateInput!, $editVersion: Int) {\n  adminUpdateSavedView(id: $id, input: $input, editVersion: $editVersion) {\n    id\n    ...SavedViewItem\n  }\n}": types.AdminUpdateSavedViewDocument,
    "mutation AdminCreateBodyType($name: String!) {\n  adminCreateBodyType(name: $name) {\n    id\n  }\n}": types.AdminCreateBodyTypeDocument,
    "mutation AdminCreateBrand($name: String!, $mediaId: ID!, $isDisplayTopSearch: Boolean) {\n  adminCreateBrand(\n    name: $name\n    mediaId: $mediaId\n    isDisplayTopSearch: $isDisplayTopSearch\n  ) {\n    id\n  }\n}": types.AdminCreateBrandDocument,
    "mutation AdminCreateCarPurchaseCostProvinceSettingOption($provinceId: ID!, $registrationFeeNewCar: Float!, $registrationFeeOldCar: Float!, $registry: Float!, $roadMaintenanceFee: Float!, $civilInsurance: Float!, $licensePlateFee: Float!, $bodyInsuranceOneYear: Float!, $otherCost: Float) {\n  adminCreateCarPurchaseCostProvinceSettingOption(\n    provinceId: $provinceId\n    registrationFeeNewCar: $registrationFeeNewCar\n    registrationFeeOldCar: $registrationFeeOldCar\n    registry: $registry\n    roadMaintenanceFee: $roadMaintenanceFee\n    civilInsurance: $civilInsurance\n    licensePlateFee: $licensePlateFee\n    bodyInsuranceOneYear: $bodyInsuranceOneYear\n    otherCost: $otherCost\n  ) {\n    id\n  }\n}": types.AdminCreateCarPurchaseCostProvinceSettingOptionDocument,
    "mutation AdminCreateColous($name: String!) {\n  adminCreateColous(name: $name) {\n    id\n  }\n}": types.AdminCreateColousDocument,
    "mutation AdminCreateDoors($name: String!, $value: Int!) {\n  adminCreateDoors(name: $name, value: $value) {\n    id\n  }\n}": types.AdminCreateDoorsDocument,
    "mutation AdminCreateDriverType($nameVi: String!, $nameEn: String!) {\n  adminCreateDriverType(nameVi: $nameVi, nameEn: $nameEn) {\n    id\n  }\n}": types.AdminCreateDriverTypeDocument,
    "mutation AdminCreateFuelEconomy($nameVi: String, $nameEn: String, $liter: Float!, $kilometer: Float!, $isLess: Boolean!) {\n  adminCreateFuelEconomy(\n    nameVi: $nameVi\n    nameEn: $nameEn\n    liter: $liter\n    kilometer: $kilometer\n    isLess: $isLess\n  ) {\n    id\n  }\n}": types.AdminCreateFuelEconomyDocument,
    "mutation AdminCreateFuelType($name: String!) {\n  adminCreateFuelType(name: $name) {\n    id\n  }\n}": types.AdminCreateFuelTypeDocument,
    "mutation AdminCreateModel($name: String!, $brand: ID!) {\n  adminCreateModel(name: $name, brand: $brand) {\n    id\n  }\n}": types.AdminCreateModelDocument,
    "mutation AdminCreatePaymentItems($amount: Float!, $currency: Currency!) {\n  adminCreatePaymentItems(amount: $amount, currency: $currency) {\n    id\n  }\n}": types.AdminCreatePaymentItemsDocument,
    "mutation AdminCreateSeats($name: String!, $value: Int!, $fixed: Boolean) {\n  adminCreateSeats(name: $name, value: $value, fixed: $fixed) {\n    id\n  }\n}": types.AdminCreateSeatsDocument,
    "mutation AdminCreateVersion($name: String!, $model: ID!, $priceCarVersion: Float!, $mediaId: ID) {\n  adminCreateVersion(\n    name: $name\n    model: $model\n    priceCarVersion: $priceCarVersion\n    mediaId: $mediaId\n  ) {\n    id\n  }\n}": types.AdminCreateVersionDocument,
    "mutation AdminDeleteOptions($id: ID!, $type: SettingType!) {\n  adminDeleteOptions(id: $id, type: $type)\n}": types.AdminDeleteOptionsDocument,
    "mutation AdminEditBodyType($id: ID!, $name: String!, $editVersion: Int) {\n  adminEditBodyType(id: $id, name: $name, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminEditBodyTypeDocument,
    "mutation AdminEditBrand($id: ID!, $name: String!, $mediaId: ID!, $isDisplayTopSearch: Boolean, $editVersion: Int) {\n  adminEditBrand(\n    id: $id\n    name: $name\n    mediaId: $mediaId\n    isDisplayTopSearch: $isDisplayTopSearch\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": types.AdminEditBrandDocument,
    "mutation AdminEditCarPurchaseCostProvinceSettingOption($id: ID!, $registrationFeeNewCar: Float!, $registrationFeeOldCar: Float!, $registry: Float!, $roadMaintenanceFee: Float!, $civilInsurance: Float!, $licensePlateFee: Float!, $bodyInsuranceOneYear: Float!, $otherCost: Float, $editVersion: Int) {\n  adminEditCarPurchaseCostProvinceSettingOption(\n    id: $id\n    registrationFeeNewCar: $registrationFeeNewCar\n    registrationFeeOldCar: $registrationFeeOldCar\n    registry: $registry\n    roadMaintenanceFee: $roadMaintenanceFee\n    civilInsurance: $civilInsurance\n    licensePlateFee: $licensePlateFee\n    bodyInsuranceOneYear: $bodyInsuranceOneYear\n    otherCost: $otherCost\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": types.AdminEditCarPurchaseCostProvinceSettingOptionDocument,
    "mutation AdminEditColous($id: ID!, $name: String!, $editVersion: Int) {\n  adminEditColous(id: $id, name: $name, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminEditColousDocument,
    "mutation AdminEditDoors($id: ID!, $name: String!, $value: Int!, $editVersion: Int) {\n  adminEditDoors(id: $id, name: $name, value: $value, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminEditDoorsDocument,
    "mutation AdminEditDriverType($id: ID!, $nameVi: String!, $nameEn: String!, $editVersion: Int) {\n  adminEditDriverType(\n    id: $id\n    nameVi: $nameVi\n    nameEn: $nameEn\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": types.AdminEditDriverTypeDocument,
    "mutation AdminEditFuelEconomy($id: ID!, $nameVi: String, $nameEn: String, $liter: Float!, $kilometer: Float!, $isLess: Boolean!, $editVersion: Int) {\n  adminEditFuelEconomy(\n    id: $id\n    nameVi: $nameVi\n    nameEn: $nameEn\n    liter: $liter\n    kilometer: $kilometer\n    isLess: $isLess\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": types.AdminEditFuelEconomyDocument,
    "mutation AdminEditFuelType($id: ID!, $name: String!, $editVersion: Int) {\n  adminEditFuelType(id: $id, name: $name, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminEditFuelTypeDocument,
    "mutation AdminEditModel($id: ID!, $name: String!, $brand: ID!, $editVersion: Int) {\n  adminEditModel(id: $id, name: $name, brand: $brand, editVersion: $editVersion) {\n    id\n  }\n}": types.AdminEditModelDocument,
    "mutation AdminEditPaymentItems($id: ID!, $amount: Float!, $currency: Currency!, $editVersion: Int) {\n  adminEditPaymentItems(\n    id: $id\n    amount: $amount\n    currency: $currency\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": types.AdminEditPaymentItemsDocument,
    "mutation AdminEditSeats($id: ID!, $name: String!, $value: Int!, $fixed: Boolean, $editVersion: Int) {\n  adminEditSeats(\n    id: $id\n    name: $name\n    value: $value\n    fixed: $fixed\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": types.AdminEditSeatsDocument,
    "mutation AdminEditVersion($id: ID!, $name: String!, $model: ID, $priceCarVersion: Float!, $mediaId: ID, $editVersion: Int) {\n  adminEditVersion(\n    id: $id\n    name: $name\n    model: $model\n    priceCarVersion: $priceCarVersion\n    mediaId: $mediaId\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}": types.AdminEditVersionDocument,
    "query AdminGetListBodyTypes {\n  adminGetListBodyTypes {\n    ...BodyTypeItem\n  }\n}": types.AdminGetListBodyTypesDocument,
    "query AdminGetListBrands {\n  adminGetListBrands {\n    ...BrandItem\n    ...CatalogueBrand\n  }\n}": types.AdminGetListBrandsDocument,
    "query AdminGetListCarPurchaseCostProvinceSettingOption {\n  adminGetListCarPurchaseCostProvinceSettingOption {\n    ...RegistrationItem\n  }\n}": types.AdminGetListCarPurchaseCostProvinceSettingOptionDocument,
    "query AdminGetListColous {\n  adminGetListColous {\n    ...ColourItem\n  }\n}": types.AdminGetListColousDocument,
    "query AdminGetListDoors {\n  adminGetListDoors {\n    ...DoorItem\n  }\n}": types.AdminGetListDoorsDocument,
    "query AdminGetListDriverType {\n  adminGetListDriverType {\n    ...DriverTypeItem\n  }\n}": types.AdminGetListDriverTypeDocument,
    "query AdminGetListFuelEconomy {\n  adminGetListFuelEconomy {\n    ...FuelEconomyItem\n  }\n}": types.AdminGetListFuelEconomyDocument,
    "query AdminGetListFuelType {\n  adminGetListFuelType {\n    ...FuelTypeItem\n  }\n}": types.AdminGetListFuelTypeDocument,
    "query AdminGetListModels {\n  adminGetListModels {\n    ...ModelItem\n    ...CatalogueModel\n  }\n}": types.AdminGetListModelsDocument,
    "query AdminGetListSeats {\n  adminGetListSeats {\n    ...SeatItem\n  }\n}": types.AdminGetListSeatsDocument,
    "query AdminGetListVersion {\n  adminGetListVersion {\n    ...VersionItem\n  }\n}": types.AdminGetListVersionDocument,
    "query AdminPaymentItems {\n  adminPaymentItems {\n    ...PaymentItemItem\n  }\n}": types.AdminPaymentItemsDocument,
    "mutation AdminUpdateStatusOptions($id: ID!, $active: Boolean!, $type: SettingType!) {\n  adminUpdateStatusOptions(id: $id, active: $active, type: $type)\n}": types.AdminUpdateStatusOptionsDocument,
    "mutation AdminBulkCreateVersions($rows: [AdminBulkVersionRowInput!]!) {\n  adminBulkCreateVersions(rows: $rows) {\n    ...BulkRowAnswer\n    id\n    field\n  }\n}": types.AdminBulkCreateVersionsDocument,
    "mutation AdminBulkEditVersions($rows: [AdminBulkVersionEditRowInput!]!) {\n  adminBulkEditVersions(rows: $rows) {\n    ...BulkRowAnswer\n    id\n    field\n  }\n}": types.AdminBulkEditVersionsDocument,
    "mutation AdminChangeStaffRole($id: ID!, $roleId: ID!) {\n  adminChangeStaffRole(id: $id, roleId: $roleId) {\n    id\n    ...StaffDetail\n  }\n}": types.AdminChangeStaffRoleDocument,
    "mutation AdminCreateRole($input: AdminRoleInput!) {\n  adminCreateRole(input: $input) {\n    ...RoleRow\n  }\n}": types.AdminCreateRoleDocument,
    "mutation AdminDeactivateStaff($id: ID!, $reason: String!) {\n  adminDeactivateStaff(id: $id, reason: $reason) {\n    id\n    ...StaffDetail\n  }\n}": types.AdminDeactivateStaffDocument,
    "mutation AdminDeleteRole($id: ID!) {\n  adminDeleteRole(id: $id)\n}": types.AdminDeleteRoleDocument,
    "mutation AdminEditRole($id: ID!, $input: AdminRoleInput!, $editVersion: Int) {\n  adminEditRole(id: $id, input: $input, editVersion: $editVersion) {\n    ...RoleRow\n  }\n}": types.AdminEditRoleDocument,
    "query AdminGetStaffDetail($id: ID!) {\n  adminGetStaffDetail(id: $id) {\n    staff {\n      id\n      ...StaffDetail\n    }\n    recentActions {\n      ...AuditLogRow\n    }\n    sessions {\n      ...StaffSession\n    }\n  }\n}": types.AdminGetStaffDetailDocument,
    "mutation AdminInviteStaff($input: AdminInviteStaffInput!) {\n  adminInviteStaff(input: $input) {\n    staff {\n      id\n    }\n    inviteUrl\n    expiresAt\n  }\n}": types.AdminInviteStaffDocument,
    "query AdminListRoles {\n  adminListRoles {\n    ...RoleRow\n  }\n}": types.AdminListRolesDocument,
    "query AdminListStaff($skip: Int, $take: Int, $keyword: String, $roleId: ID, $status: StaffStatus) {\n  adminListStaff(\n    skip: $skip\n    take: $take\n    keyword: $keyword\n    roleId: $roleId\n    status: $status\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...StaffRow\n    }\n  }\n}": types.AdminListStaffDocument,
    "mutation AdminReactivateStaff($id: ID!) {\n  adminReactivateStaff(id: $id) {\n    id\n    ...StaffDetail\n  }\n}": types.AdminReactivateStaffDocument,
    "mutation AdminBulkUpdateUserTransferRequests($ids: [ID!]!, $approve: Boolean!, $moneyTransferReason: String) {\n  adminBulkUpdateUserTransferRequests(\n    ids: $ids\n    approve: $approve\n    moneyTransferReason: $moneyTransferReason\n  ) {\n    ...BulkActionResult\n  }\n}": types.AdminBulkUpdateUserTransferRequestsDocument,
    "query AdminListUserTransferRequest($skip: Int, $take: Int, $sort: String, $userId: ID, $status: TransferRequestStatus, $keyword: String, $createFrom: String, $createTo: String) {\n  adminListUserTransferRequest(\n    skip: $skip\n    take: $take\n    sort: $sort\n    userId: $userId\n    status: $status\n    keyword: $keyword\n    createFrom: $createFrom\n    createTo: $createTo\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...TransferRow\n    }\n  }\n}": types.AdminListUserTransferRequestDocument,
    "query AdminTransferDecisionContext($userId: ID!, $take: Int) {\n  adminGetUserDetail(id: $userId) {\n    ...TransferContextMember\n  }\n  adminListUserTransferRequest(userId: $userId, skip: 1, take: $take) {\n    meta {\n      totalItems\n    }\n    items {\n      ...TransferHistoryRow\n    }\n  }\n}": types.AdminTransferDecisionContextDocument,
    "mutation AdminUpdateUserTransferRequest($id: ID!, $approve: Boolean!, $moneyTransferReason: String) {\n  adminUpdateUserTransferRequest(\n    id: $id\n    approve: $approve\n    moneyTransferReason: $moneyTransferReason\n  ) {\n    id\n    status\n    moneyTransferReason\n    updatedAt\n    approvalsNeeded\n    approvals {\n      admin {\n        id\n        fullName\n      }\n      createdAt\n    }\n    users {\n      id\n      userBalance {\n        id\n        amount\n      }\n    }\n  }\n}": types.AdminUpdateUserTransferRequestDocument,
    "mutation AdminDeleteBannerForGood($kind: TrashKind!, $id: ID!) {\n  adminDeleteBannerForGood(kind: $kind, id: $id)\n}": types.AdminDeleteBannerForGoodDocument,
    "mutation AdminDeleteReviewForGood($kind: TrashKind!, $id: ID!) {\n  adminDeleteReviewForGood(kind: $kind, id: $id)\n}": types.AdminDeleteReviewForGoodDocument,
    "mutation AdminDeleteServiceForGood($kind: TrashKind!, $id: ID!) {\n  adminDeleteServiceForGood(kind: $kind, id: $id)\n}": types.AdminDeleteServiceForGoodDocument,
    "query AdminListBannerTrash($skip: Int, $take: Int) {\n  adminListBannerTrash(skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...TrashRow\n    }\n  }\n}": types.AdminListBannerTrashDocument,
    "query AdminListReviewTrash($skip: Int, $take: Int) {\n  adminListReviewTrash(skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...TrashRow\n    }\n  }\n}": types.AdminListReviewTrashDocument,
    "query AdminListServiceTrash($skip: Int, $take: Int) {\n  adminListServiceTrash(skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...TrashRow\n    }\n  }\n}": types.AdminListServiceTrashDocument,
    "mutation AdminRestoreBannerFromTrash($kind: TrashKind!, $id: ID!) {\n  adminRestoreBannerFromTrash(kind: $kind, id: $id)\n}": types.AdminRestoreBannerFromTrashDocument,
    "mutation AdminRestoreReviewFromTrash($kind: TrashKind!, $id: ID!) {\n  adminRestoreReviewFromTrash(kind: $kind, id: $id)\n}": types.AdminRestoreReviewFromTrashDocument,
    "mutation AdminRestoreServiceFromTrash($kind: TrashKind!, $id: ID!) {\n  adminRestoreServiceFromTrash(kind: $kind, id: $id)\n}": types.AdminRestoreServiceFromTrashDocument,
    "fragment AddressProvinceOption on Province {\n  code\n  name\n}\n\nfragment AddressWardOption on Ward {\n  code\n  name\n  prefix\n}\n\nfragment AddressProvinceName on Province {\n  code\n  name\n  isActive\n}\n\nfragment AddressDistrictName on District {\n  code\n  name\n  prefix\n  isActive\n}\n\nfragment AddressWardName on Ward {\n  code\n  name\n  prefix\n  isActive\n}": types.AddressProvinceOptionFragmentDoc,
    "query AdminMyBackgroundWork {\n  adminMyBackgroundWork {\n    ...BackgroundWorkItem\n  }\n}\n\nfragment BackgroundWorkItem on BackgroundWork {\n  id\n  kind\n  title\n  subject\n  status\n  total\n  done\n  failed\n  outcome\n  link\n  startedAt\n  finishedAt\n}\n\nmutation AdminStartBackgroundTask($kind: BackgroundTaskKind!, $title: String!, $total: Int, $link: String) {\n  adminStartBackgroundTask(kind: $kind, title: $title, total: $total, link: $link) {\n    id\n  }\n}\n\nmutation AdminReportBackgroundTask($id: ID!, $done: Int!, $total: Int, $failed: Int) {\n  adminReportBackgroundTask(id: $id, done: $done, total: $total, failed: $failed) {\n    id\n  }\n}\n\nmutation AdminEndBackgroundTask($id: ID!, $status: BackgroundTaskEnd!, $done: Int!, $total: Int, $failed: Int, $error: String) {\n  adminEndBackgroundTask(\n    id: $id\n    status: $status\n    done: $done\n    total: $total\n    failed: $failed\n    error: $error\n  ) {\n    id\n  }\n}": types.AdminMyBackgroundWorkDocument,
    "fragment BulkRowAnswer on AdminBulkRowResult {\n  row\n  ok\n  error\n}": types.BulkRowAnswerFragmentDoc,
    "fragment SavedViewItem on SavedView {\n  id\n  listKey\n  name\n  search\n  columns {\n    ...ListColumnsItem\n  }\n  visibility\n  mine\n  ownerName\n  pinned\n  editVersion\n}\n\nfragment ListColumnsItem on ListColumns {\n  order\n  hidden\n}": types.SavedViewItemFragmentDoc,
    "query MemberSelectOptions($keyword: String, $take: Int) {\n  users(skip: 1, take: $take, keyword: $keyword) {\n    items {\n      ...MemberSelectOption\n    }\n  }\n}\n\nfragment MemberSelectOption on User {\n  id\n  firstName\n  lastName\n  email\n  phone\n  prefixPhone\n}": types.MemberSelectOptionsDocument,
    "fragment ListingRow on ServiceListing {\n  id\n  title\n  phone\n  email\n  website\n  address\n  createdAt\n  province\n  district\n  ward\n  medias {\n    id\n    filePathSM\n    filePathOriginal\n  }\n  provinceDetail {\n    ...AddressProvinceName\n  }\n  wardDetail {\n    ...AddressWardName\n  }\n}\n\nfragment ListingDetail on ServiceListing {\n  id\n  title\n  description\n  services\n  phone\n  email\n  website\n  address\n  province\n  district\n  ward\n  createdAt\n  updatedAt\n  medias {\n    id\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n  provinceDetail {\n    ...AddressProvinceName\n  }\n  districtDetail {\n    ...AddressDistrictName\n  }\n  wardDetail {\n    ...AddressWardName\n  }\n}\n\nfragment ListingFormValues on ServiceListing {\n  editVersion\n  title\n  description\n  services\n  address\n  phone\n  email\n  website\n  province\n  district\n  ward\n  isActive\n  medias {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n  provinceDetail {\n    name\n  }\n  districtDetail {\n    name\n    prefix\n  }\n  wardDetail {\n    name\n    prefix\n  }\n}": types.ListingRowFragmentDoc,
    "fragment ListingOwnerOption on User {\n  id\n  firstName\n  lastName\n  email\n  phone\n}": types.ListingOwnerOptionFragmentDoc,
    "subscription AdminLive {\n  adminLive {\n    kind\n    entity\n    entityId\n    action\n    actionText\n    actor {\n      id\n      fullName\n    }\n    at\n  }\n}\n\nquery AdminRecordViewers($entity: String!, $entityId: ID!) {\n  adminRecordViewers(entity: $entity, entityId: $entityId) {\n    adminId\n    fullName\n    editing\n  }\n}\n\nmutation AdminRecordPresence($entity: String!, $entityId: ID!, $editing: Boolean!, $leaving: Boolean) {\n  adminRecordPresence(\n    entity: $entity\n    entityId: $entityId\n    editing: $editing\n    leaving: $leaving\n  )\n}": types.AdminLiveDocument,
    "fragment PaletteHit on AdminSearchHit {\n  id\n  title\n  detail\n  listSearch\n}": types.PaletteHitFragmentDoc,
    "query RecordHistory($entityType: String!, $entityId: String!, $skip: Int, $take: Int) {\n  adminListAuditLogs(\n    entityType: $entityType\n    entityId: $entityId\n    skip: $skip\n    take: $take\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...RecordHistoryRow\n    }\n  }\n}\n\nfragment RecordHistoryRow on AuditLog {\n  id\n  createdAt\n  action\n  actionText\n  actor {\n    id\n    fullName\n    email\n  }\n}": types.RecordHistoryDocument,
    "mutation AdminConfirmIdentity($password: String!, $code: String) {\n  adminConfirmIdentity(password: $password, code: $code)\n}": types.AdminConfirmIdentityDocument,
    "query AdminListMySessions {\n  adminListMySessions {\n    id\n    current\n    browser\n    system\n    userAgent\n    ip\n    createdAt\n    lastSeenAt\n  }\n}\n\nmutation AdminRevokeSession($id: ID!) {\n  adminRevokeSession(id: $id)\n}\n\nmutation AdminSignOutEverywhere {\n  adminSignOutEverywhere\n}": types.AdminListMySessionsDocument,
    "fragment TwoFactorSetup on AdminTwoFactorSetup {\n  secret\n  otpauthUrl\n}\n\nmutation AdminStartTwoFactor {\n  adminStartTwoFactor {\n    ...TwoFactorSetup\n  }\n}\n\nmutation AdminConfirmTwoFactor($code: String!) {\n  adminConfirmTwoFactor(code: $code) {\n    recoveryCodes\n  }\n}\n\nmutation AdminDisableTwoFactor($password: String!, $code: String!) {\n  adminDisableTwoFactor(password: $password, code: $code)\n}": types.TwoFactorSetupFragmentDoc,
    "fragment AuditLogDetail on AuditLog {\n  id\n  createdAt\n  action\n  actionText\n  entityType\n  entityId\n  ip\n  before\n  after\n  actor {\n    id\n    fullName\n    email\n  }\n}": types.AuditLogDetailFragmentDoc,
    "fragment AuditLogRow on AuditLog {\n  id\n  createdAt\n  action\n  actionText\n  entityType\n  entityId\n  ip\n  actor {\n    id\n    fullName\n    email\n  }\n}": types.AuditLogRowFragmentDoc,
    "fragment AvatarDetail on Avatar {\n  editVersion\n  id\n  title\n  description\n  slug\n  isDefault\n  media\n  createdAt\n  updatedAt\n  mediaDetail {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n}": types.AvatarDetailFragmentDoc,
    "fragment AvatarRow on Avatar {\n  id\n  title\n  description\n  slug\n  isDefault\n  mediaDetail {\n    id\n    filePathSM\n    filePathOriginal\n  }\n}": types.AvatarRowFragmentDoc,
    "fragment BannerDetail on Banner {\n  editVersion\n  id\n  name\n  positionId\n  linkBanner\n  isActive\n  createdAt\n  updatedAt\n  position {\n    id\n    name\n    ratioWidth\n    ratioHeight\n  }\n  medias {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n}": types.BannerDetailFragmentDoc,
    "fragment BannerPositionOption on BannerPosition {\n  id\n  name\n  ratioWidth\n  ratioHeight\n}": types.BannerPositionOptionFragmentDoc,
    "fragment BannerRow on Banner {\n  id\n  name\n  isActive\n  position {\n    id\n    name\n    ratioWidth\n    ratioHeight\n  }\n  medias {\n    id\n    filePathSM\n    filePathOriginal\n  }\n}": types.BannerRowFragmentDoc,
    "fragment BuyingDemandDetail on CarBuyingNeed {\n  id\n  budget\n  vehicleLife\n  numKilometerCarRun\n  buyerName\n  phone\n  isInstallmentPurchase\n  isVehicleInspectionService\n  isInsuranceConsultant\n  isOther\n  descriptionOther\n  status\n  isCustomer\n  createdAt\n  updatedAt\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n  brandDetail {\n    id\n    name\n  }\n  modelDetail {\n    id\n    name\n  }\n  provinceDetail {\n    id\n    name\n    isActive\n  }\n  sellers {\n    id\n    firstName\n    lastName\n    email\n    phone\n    prefixPhone\n  }\n}\n\nfragment BuyingDemandFormValues on CarBuyingNeed {\n  editVersion\n  id\n  userId\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n  brand\n  model\n  budget\n  vehicleLife\n  numKilometerCarRun\n  provinceId\n  buyerName\n  phone\n  isInstallmentPurchase\n  isVehicleInspectionService\n  isInsuranceConsultant\n  isOther\n  descriptionOther\n  status\n  userSellerIds\n  sellers {\n    id\n    firstName\n    lastName\n    email\n  }\n  provinceDetail {\n    id\n    name\n  }\n}": types.BuyingDemandDetailFragmentDoc,
    "fragment BuyingDemandRow on CarBuyingNeed {\n  id\n  budget\n  vehicleLife\n  numKilometerCarRun\n  phone\n  isInstallmentPurchase\n  buyerName\n  user {\n    id\n    firstName\n    lastName\n  }\n  brandDetail {\n    id\n    name\n  }\n  modelDetail {\n    id\n    name\n  }\n}\n\nfragment BuyingCustomerRow on CarBuyingNeed {\n  id\n  budget\n  phone\n  status\n  userSellerIds\n  buyerName\n  user {\n    id\n    firstName\n    lastName\n  }\n  brandDetail {\n    id\n    name\n  }\n  modelDetail {\n    id\n    name\n  }\n}": types.BuyingDemandRowFragmentDoc,
    "fragment CarDetail on Car {\n  editVersion\n  id\n  title\n  slug\n  debutDay\n  origin\n  size\n  description\n  price\n  priceSegment\n  classificationByRegistration\n  createdAt\n  updatedAt\n  imagesInside {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n  imagesOutside {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n  videos {\n    videoId\n    mediaDetail {\n      id\n      fileName\n      mimeType\n      filePathSM\n      filePathOriginal\n    }\n  }\n  metas {\n    type\n    value\n    brand {\n      id\n      name\n    }\n    model {\n      id\n      name\n    }\n    version {\n      id\n      name\n    }\n    bodyType {\n      id\n      name\n    }\n    fuelType {\n      id\n      name\n    }\n    seat {\n      id\n      name\n    }\n    door {\n      id\n      name\n    }\n  }\n}": types.CarDetailFragmentDoc,
    "fragment CarRow on Car {\n  id\n  title\n  price\n  metas {\n    type\n    value\n    brand {\n      id\n      name\n    }\n    model {\n      id\n      name\n    }\n    version {\n      id\n      name\n    }\n  }\n}": types.CarRowFragmentDoc,
    "fragment ContestDetail on Contest {\n  editVersion\n  id\n  name\n  slug\n  description\n  duration\n  noWiner\n  startDate\n  endDate\n  createdAt\n  updatedAt\n}": types.ContestDetailFragmentDoc,
    "fragment ContestRow on Contest {\n  id\n  name\n  duration\n  noWiner\n  startDate\n  endDate\n}": types.ContestRowFragmentDoc,
    "fragment DrivingCenterDetail on DrivingCenter {\n  ...ListingDetail\n  id\n  title\n  isActive\n  totalRating\n  averageRating\n}": types.DrivingCenterDetailFragmentDoc,
    "fragment DrivingCenterRow on DrivingCenter {\n  ...ListingRow\n  id\n  title\n  isActive\n  averageRating\n  totalRating\n}": types.DrivingCenterRowFragmentDoc,
    "fragment FeedbackDetail on Feedback {\n  id\n  content\n  userId\n  email\n  isActive\n  createdAt\n  medias {\n    id\n    fileName\n    filePathLG\n    filePathOriginal\n  }\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n}": types.FeedbackDetailFragmentDoc,
    "fragment FeedbackRow on Feedback {\n  id\n  content\n  userId\n  email\n  createdAt\n  medias {\n    id\n  }\n  user {\n    id\n    firstName\n    lastName\n  }\n}": types.FeedbackRowFragmentDoc,
    "fragment PhoneErrorRow on PhoneErrorMessage {\n  id\n  phoneNumber\n  errorMessage\n  createdAt\n}": types.PhoneErrorRowFragmentDoc,
    "fragment ReportPostDetail on ReportPost {\n  id\n  postId\n  userId\n  reason\n  content\n  type\n  createdAt\n  updatedAt\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n}": types.ReportPostDetailFragmentDoc,
    "fragment ReportPostRow on ReportPost {\n  id\n  postId\n  userId\n  reason\n  content\n  createdAt\n  user {\n    id\n    firstName\n    lastName\n  }\n}": types.ReportPostRowFragmentDoc,
    "fragment GarageDetail on Garage {\n  ...ListingDetail\n  id\n  title\n  status\n  reason\n  karCheck\n  latitude\n  longitude\n  totalRating\n  averageRating\n  user {\n    id\n    firstName\n    lastName\n  }\n}\n\nfragment GarageFormValues on Garage {\n  ...ListingFormValues\n  latitude\n  longitude\n  userId\n  user {\n    id\n    firstName\n    lastName\n  }\n}": types.GarageDetailFragmentDoc,
    "fragment GarageRow on Garage {\n  ...ListingRow\n  id\n  title\n  status\n  karCheck\n  user {\n    id\n    firstName\n    lastName\n  }\n}": types.GarageRowFragmentDoc,
    "fragment SimulationSegment on QuestionSimulationAnswer {\n  id\n  no\n  minuteFrom\n  secondFrom\n  minuteTo\n  secondTo\n  point\n}\n\nfragment QuestionSimulationDetail on QuestionSimulation {\n  id\n  no\n  content\n  explainAnswer\n  type\n  createdAt\n  updatedAt\n  answers {\n    ...SimulationSegment\n  }\n  mediaDetail {\n    id\n    fileName\n    filePathOriginal\n  }\n  imageDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n}\n\nfragment QuestionSimulationFormValues on QuestionSimulation {\n  editVersion\n  id\n  no\n  content\n  explainAnswer\n  type\n  answers {\n    ...SimulationSegment\n  }\n  mediaDetail {\n    id\n    fileName\n    mimeType\n    filePathOriginal\n  }\n  imageDetail {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n}": types.SimulationSegmentFragmentDoc,
    "fragment QuestionSimulationGroupRow on QuestionSimulationGroup {\n  id\n  name\n  type\n}\n\nfragment SimulationQuestionChoice on QuestionSimulation {\n  id\n  no\n  content\n}\n\nfragment QuestionSimulationGroupDetail on QuestionSimulationGroup {\n  editVersion\n  id\n  name\n  type\n  createdAt\n  updatedAt\n  questionSimulationDetails {\n    ...SimulationQuestionChoice\n  }\n}": types.QuestionSimulationGroupRowFragmentDoc,
    "fragment QuestionSimulationRow on QuestionSimulation {\n  id\n  no\n  content\n  type\n}": types.QuestionSimulationRowFragmentDoc,
    "fragment LearnerQuestion on QuestionTheory {\n  id\n  no\n  content\n  explainAnswer\n  type\n  answerType\n  answers {\n    id\n    no\n    content\n    correctAnswer\n  }\n  imageDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n  imageExplainAnswerDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n}\n\nfragment LearnerSign on TrafficSign {\n  id\n  title\n  symbol\n  content\n  type\n  medias {\n    id\n    filePathLG\n    filePathOriginal\n  }\n}\n\nfragment LearnerSignChoice on TrafficSign {\n  id\n  title\n}": types.LearnerQuestionFragmentDoc,
    "fragment QuestionTheoryDetail on QuestionTheory {\n  id\n  no\n  content\n  explainAnswer\n  isActive\n  type\n  answerType\n  createdAt\n  updatedAt\n  answers {\n    id\n    no\n    content\n    correctAnswer\n  }\n  imageDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n  imageExplainAnswerDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n}\n\nfragment QuestionTheoryFormValues on QuestionTheory {\n  id\n  no\n  editVersion\n  content\n  explainAnswer\n  isActive\n  type\n  answerType\n  answers {\n    id\n    no\n    content\n    correctAnswer\n  }\n  imageDetail {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n  imageExplainAnswerDetail {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n}": types.QuestionTheoryDetailFragmentDoc,
    "fragment QuestionTheoryRow on QuestionTheory {\n  id\n  no\n  content\n  explainAnswer\n  isActive\n  type\n}": types.QuestionTheoryRowFragmentDoc,
    "fragment TrafficSignDetail on TrafficSign {\n  id\n  slug\n  title\n  symbol\n  content\n  type\n  createdAt\n  updatedAt\n  medias {\n    id\n    filePathLG\n    filePathOriginal\n  }\n}\n\nfragment TrafficSignFormValues on TrafficSign {\n  editVersion\n  id\n  slug\n  title\n  symbol\n  content\n  type\n  medias {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n}": types.TrafficSignDetailFragmentDoc,
    "fragment TrafficSignRow on TrafficSign {\n  id\n  slug\n  title\n  symbol\n  content\n  type\n  medias {\n    id\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n}": types.TrafficSignRowFragmentDoc,
    "fragment MarketPriceDetail on CarVersion {\n  id\n  name\n  priceCarVersion\n  yearManufacture\n  numKilometerCarRun\n  typeCarVersion\n  isActive\n  createdAt\n  updatedAt\n  mediaDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n  brandDetail {\n    id\n    name\n  }\n  modelDetail {\n    id\n    name\n  }\n}\n\nfragment MarketPriceFormValues on CarVersion {\n  editVersion\n  id\n  name\n  brand\n  model\n  priceCarVersion\n  yearManufacture\n  numKilometerCarRun\n  mediaId\n  mediaDetail {\n    id\n    filePathSM\n    filePathOriginal\n  }\n}": types.MarketPriceDetailFragmentDoc,
    "fragment MarketPriceRow on CarVersion {\n  id\n  name\n  priceCarVersion\n  yearManufacture\n  numKilometerCarRun\n  createdAt\n  brandDetail {\n    id\n    name\n  }\n  modelDetail {\n    id\n    name\n  }\n}": types.MarketPriceRowFragmentDoc,
    "fragment MediaCard on MediaLibraryItem {\n  id\n  kind\n  sizeBytes\n  media {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n    createdAt\n  }\n  uploader {\n    id\n    name\n    isAdmin\n  }\n  usage {\n    reviews\n    banners\n    cars\n    avatars\n    posts\n    others\n    total\n  }\n}": types.MediaCardFragmentDoc,
    "fragment MemberHeader on User {\n  id\n  email\n  firstName\n  lastName\n  isActive\n  avatarMedia {\n    id\n    filePathSM\n  }\n}\n\nfragment MemberCards on User {\n  id\n  email\n  username\n  storeName\n  firstName\n  lastName\n  dob\n  prefixPhone\n  phone\n  isWithdraw\n  withdrawReason\n  createdAt\n  lastLoginAt\n  updatedAt\n  isActiveEmail\n  isActivePhone\n  referralCode\n  hasPassword\n  userBalance {\n    id\n    amount\n    promotion\n  }\n  metadata {\n    language\n    isPushNotification\n    isEmailNotification\n    isSmsNotification\n    isPromotionNotification\n    totalRating\n    avgRating\n    province {\n      id\n      name\n    }\n    country {\n      id\n      name\n    }\n  }\n}": types.MemberHeaderFragmentDoc,
    "fragment MemberPackageRow on UserServicePackage {\n  id\n  ...UserServiceTerms\n  createdAt\n}\n\nfragment MemberTransferRow on TransferRequest {\n  id\n  amount\n  status\n  bankName\n  moneyTransferReason\n  createdAt\n}\n\nfragment MemberAuditRow on AuditLog {\n  id\n  action\n  actionText\n  entity\n  entityId\n  before\n  after\n  createdAt\n  admin {\n    id\n    email\n    fullName\n  }\n}\n\nfragment MemberEmailRow on MailMessage {\n  id\n  to\n  subject\n  status\n  transport\n  error\n  createdAt\n  sentAt\n}": types.MemberPackageRowFragmentDoc,
    "fragment MemberFormValues on User {\n  editVersion\n  id\n  email\n  prefixPhone\n  phone\n  firstName\n  lastName\n  username\n  storeName\n  dob\n  avatar\n  avatarMedia {\n    id\n    filePathSM\n  }\n  isActive\n  metadata {\n    countryId\n    cityId\n    language\n  }\n}": types.MemberFormValuesFragmentDoc,
    "fragment MemberRow on User {\n  id\n  email\n  firstName\n  lastName\n  phone\n  prefixPhone\n  isActive\n  createdAt\n  avatarMedia {\n    id\n    filePathSM\n  }\n  userBalance {\n    id\n    amount\n    promotion\n  }\n}": types.MemberRowFragmentDoc,
    "fragment NotificationDetail on Notification {\n  id\n  titleVi\n  titleEn\n  contentVi\n  contentEn\n  type\n  role\n  targetScreen\n  tagetId\n  targetItemTitle\n  recipientCount\n  pickedRecipients\n  status\n  pushConfigured\n  createdAt\n  sender {\n    id\n    fullName\n    email\n  }\n  delivery {\n    total\n    queued\n    sent\n    failed\n    read\n    lastError\n  }\n  pushDelivery {\n    total\n    queued\n    sent\n    failed\n    lastError\n  }\n}": types.NotificationDetailFragmentDoc,
    "fragment NotificationRow on Notification {\n  id\n  titleVi\n  titleEn\n  type\n  createdAt\n}": types.NotificationRowFragmentDoc,
    "fragment BenefitOption on UserServiceBenefit {\n  id\n  title\n  type\n  isActive\n}": types.BenefitOptionFragmentDoc,
    "fragment BenefitRow on UserServiceBenefit {\n  id\n  title\n  type\n  isActive\n}\n\nfragment BenefitFormStart on UserServiceBenefit {\n  id\n  type\n  title\n  editVersion\n}": types.BenefitRowFragmentDoc,
    "fragment MemberOption on User {\n  id\n  firstName\n  lastName\n  email\n  phone\n  prefixPhone\n}": types.MemberOptionFragmentDoc,
    "fragment PackageOption on ServicePackage {\n  id\n  ...ServiceTerms\n  description\n  isDeleted\n}": types.PackageOptionFragmentDoc,
    "fragment ServiceDetail on ServicePackage {\n  id\n  ...ServiceTerms\n  description\n  isDeleted\n  createdAt\n  updatedAt\n  benefitsItems {\n    id\n    title\n    isActive\n    type\n  }\n}\n\nfragment ServiceFormValues on ServicePackage {\n  editVersion\n  id\n  ...ServiceTerms\n  description\n  benefitsItems {\n    id\n  }\n}": types.ServiceDetailFragmentDoc,
    "fragment ServiceRow on ServicePackage {\n  id\n  ...ServiceTerms\n}": types.ServiceRowFragmentDoc,
    "fragment UserServiceDetail on UserServicePackage {\n  id\n  userId\n  ...UserServiceTerms\n  unitPrice\n  createdAt\n  user {\n    id\n    firstName\n    lastName\n    email\n    phone\n    prefixPhone\n  }\n  package {\n    id\n    description\n    benefitsItems {\n      id\n      title\n    }\n  }\n}\n\nfragment UserServiceFormValues on UserServicePackage {\n  editVersion\n  id\n  userId\n  servicesId\n  quantity\n  day\n  used\n  isActive\n  expriedDate\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n  package {\n    ...PackageOption\n  }\n}": types.UserServiceDetailFragmentDoc,
    "fragment UserServiceRow on UserServicePackage {\n  id\n  userId\n  ...UserServiceTerms\n  user {\n    id\n    firstName\n    lastName\n  }\n}": types.UserServiceRowFragmentDoc,
    "fragment ParkingDetail on Parking {\n  id\n  title\n  description\n  total\n  address\n  phone\n  email\n  website\n  province\n  district\n  ward\n  latitude\n  longitude\n  isActive\n  closeOnPublicHolidays\n  sameWeekOfOperation\n  status\n  reason\n  createdAt\n  updatedAt\n  user {\n    id\n    firstName\n    lastName\n  }\n  medias {\n    id\n    mediaDetail {\n      id\n      filePathLG\n      filePathOriginal\n    }\n  }\n  provinceDetail {\n    ...AddressProvinceName\n  }\n  districtDetail {\n    ...AddressDistrictName\n  }\n  wardDetail {\n    ...AddressWardName\n  }\n  workingTimes {\n    id\n    day\n    startTime\n    endTime\n  }\n  priceProperties {\n    id\n    type\n    price\n  }\n}\n\nfragment ParkingFormValues on Parking {\n  editVersion\n  id\n  title\n  userId\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n  description\n  total\n  mediaIds\n  medias {\n    id\n    mediaId\n    mediaDetail {\n      id\n      fileName\n      mimeType\n      filePathSM\n      filePathOriginal\n    }\n  }\n  address\n  phone\n  email\n  website\n  province\n  district\n  ward\n  provinceDetail {\n    code\n    name\n  }\n  districtDetail {\n    code\n    name\n    prefix\n  }\n  wardDetail {\n    code\n    name\n    prefix\n  }\n  latitude\n  longitude\n  isActive\n  closeOnPublicHolidays\n  sameWeekOfOperation\n  status\n  reason\n  workingTimes {\n    day\n    startTime\n    endTime\n  }\n  priceProperties {\n    type\n    price\n  }\n}": types.ParkingDetailFragmentDoc,
    "fragment ParkingRow on Parking {\n  id\n  title\n  phone\n  email\n  website\n  address\n  createdAt\n  status\n  province\n  district\n  ward\n  user {\n    id\n    firstName\n    lastName\n  }\n  medias {\n    mediaDetail {\n      filePathSM\n      filePathOriginal\n    }\n  }\n  provinceDetail {\n    ...AddressProvinceName\n  }\n  districtDetail {\n    ...AddressDistrictName\n  }\n  wardDetail {\n    ...AddressWardName\n  }\n}": types.ParkingRowFragmentDoc,
    "fragment PostDetail on Post {\n  id\n  title\n  status\n  price\n  hiddenPrice\n  showHiddenPrice\n  currency\n  includeTax\n  condition\n  odometer\n  year\n  regPlate\n  plateHidden\n  regExprice\n  transmission\n  description\n  offer\n  inspection\n  planExpried\n  remoteAssessment\n  roadworthyCeftificate\n  countryCode\n  totalView\n  videoUrl\n  createdAt\n  updatedAt\n  waitingSince\n  reportCount\n  sellerPostCount\n  medias {\n    ...PostMedia\n  }\n  hidePlateMedias {\n    ...PostMedia\n  }\n  brand {\n    id\n    name\n  }\n  model {\n    id\n    name\n  }\n  version {\n    id\n    name\n  }\n  bodyType {\n    id\n    name\n  }\n  colour {\n    id\n    name\n  }\n  fuelType {\n    id\n    name\n  }\n  fuelEconomy {\n    id\n    nameEn\n    nameVi\n  }\n  driverType {\n    id\n    nameEn\n  }\n  seat {\n    id\n    name\n  }\n  door {\n    id\n    name\n  }\n  city {\n    id\n    name\n  }\n  user {\n    id\n    ...PostPoster\n    metadata {\n      language\n    }\n  }\n  statusReasonRejected {\n    status\n    note\n    reason\n    planRemainingTime\n  }\n  marketPrice {\n    outlier\n    ...PostPriceCheck\n  }\n  claim {\n    ...PostClaimInfo\n  }\n  pendingEdit {\n    ...PostPendingEditView\n  }\n  reports {\n    id\n    ...PostReportItem\n  }\n  statusHistory {\n    id\n    ...PostStatusChangeItem\n  }\n}\n\nfragment PostPriceCheck on MarketPriceCheck {\n  versionPrice\n  ratio\n  outlier\n}\n\nfragment PostPendingEditView on PostPendingEdit {\n  submittedAt\n  changes {\n    field\n    before\n    after\n  }\n}\n\nfragment PostReportItem on ReportPost {\n  id\n  reason\n  content\n  createdAt\n  userId\n  user {\n    id\n    firstName\n    lastName\n  }\n}\n\nfragment PostStatusChangeItem on PostStatusChange {\n  id\n  at\n  from\n  to\n  reason\n  note\n  undo\n  admin {\n    id\n    fullName\n    email\n  }\n}\n\nfragment PostMedia on Media {\n  id\n  fileName\n  filePathSM\n  filePathLG\n  filePathOriginal\n  mimeType\n}\n\nfragment PostClaimInfo on PostClaim {\n  mine\n  claimedAt\n  expiresAt\n  admin {\n    id\n    fullName\n    email\n  }\n}": types.PostDetailFragmentDoc,
    "fragment PostFormValues on Post {\n  id\n  editVersion\n  title\n  price\n  hiddenPrice\n  showHiddenPrice\n  currency\n  includeTax\n  condition\n  odometer\n  year\n  regPlate\n  plateHidden\n  regExprice\n  transmission\n  description\n  offer\n  inspection\n  remoteAssessment\n  roadworthyCeftificate\n  countryCode\n  videoUrl\n  status\n  city {\n    id\n  }\n  brand {\n    id\n  }\n  model {\n    id\n  }\n  version {\n    id\n  }\n  bodyType {\n    id\n  }\n  colour {\n    id\n  }\n  fuelType {\n    id\n  }\n  fuelEconomy {\n    id\n  }\n  driverType {\n    id\n  }\n  seat {\n    id\n  }\n  door {\n    id\n  }\n  user {\n    id\n    ...PostPoster\n  }\n  medias {\n    ...PostFormMedia\n  }\n  hidePlateMedias {\n    ...PostFormMedia\n  }\n}\n\nfragment PostFormMedia on Media {\n  id\n  fileName\n  mimeType\n  filePathSM\n  filePathOriginal\n}": types.PostFormValuesFragmentDoc,
    "fragment PostQueueItem on PostReviewQueueItem {\n  waitingSince\n  reportCount\n  reasons\n  kind\n  post {\n    id\n    title\n    status\n    price\n    currency\n    medias {\n      id\n      filePathSM\n      filePathOriginal\n    }\n    user {\n      id\n      ...PostPoster\n      metadata {\n        language\n      }\n    }\n    claim {\n      ...PostClaimInfo\n    }\n    marketPrice {\n      outlier\n    }\n  }\n}": types.PostQueueItemFragmentDoc,
    "fragment PostRow on Post {\n  id\n  title\n  totalView\n  price\n  currency\n  status\n  countryCode\n  createdAt\n  medias {\n    id\n    filePathSM\n    filePathOriginal\n  }\n  brand {\n    id\n    name\n  }\n  model {\n    id\n    name\n  }\n  city {\n    id\n    name\n  }\n  user {\n    id\n    ...PostPoster\n  }\n  marketPrice {\n    outlier\n  }\n}\n\nfragment PostPoster on User {\n  id\n  firstName\n  lastName\n  email\n  phone\n  prefixPhone\n}": types.PostRowFragmentDoc,
    "fragment ReviewVideoRow on ReviewVideo {\n  editVersion\n  id\n  title\n  description\n  linkVideo\n  slug\n  createdAt\n}": types.ReviewVideoRowFragmentDoc,
    "fragment ReviewCategoryRow on ReviewCategory {\n  editVersion\n  id\n  nameVi\n  nameEn\n  slug\n  isActive\n  total\n}": types.ReviewCategoryRowFragmentDoc,
    "fragment ReviewDetail on Review {\n  id\n  nameVi\n  nameEn\n  slug\n  descriptionVi\n  descriptionEn\n  contentVi\n  contentEn\n  isActive\n  createdAt\n  updatedAt\n  categories {\n    id\n    nameVi\n    nameEn\n  }\n  carModels {\n    id\n    name\n    brandMeta {\n      id\n      name\n    }\n  }\n  thumnailMedia {\n    id\n    filePathLG\n    filePathOriginal\n  }\n  medias {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n}\n\nfragment ReviewFormValues on Review {\n  editVersion\n  id\n  nameVi\n  nameEn\n  slug\n  descriptionVi\n  descriptionEn\n  contentVi\n  contentEn\n  category\n  modelIds\n  mediaIds\n  thumnail\n  applyType\n  isActive\n  thumnailMedia {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n  medias {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n}": types.ReviewDetailFragmentDoc,
    "fragment ReviewRow on Review {\n  id\n  nameVi\n  nameEn\n  slug\n  isActive\n  createdAt\n  categories {\n    id\n    nameVi\n    nameEn\n  }\n}": types.ReviewRowFragmentDoc,
    "fragment CatalogueBrand on Brand {\n  id\n  name\n}\n\nfragment CatalogueModel on CarModel {\n  id\n  name\n  brand\n}": types.CatalogueBrandFragmentDoc,
    "fragment BrandItem on Brand {\n  id\n  name\n  slug\n  image\n  mediaId\n  isDisplayTopSearch\n  isActive\n  editVersion\n}\n\nfragment ModelItem on CarModel {\n  id\n  name\n  brand\n  isActive\n  editVersion\n  brandMeta {\n    id\n    name\n  }\n}\n\nfragment VersionItem on CarVersion {\n  id\n  name\n  brand\n  model\n  slug\n  image\n  mediaId\n  priceCarVersion\n  isActive\n  editVersion\n}\n\nfragment BodyTypeItem on BodyType {\n  id\n  name\n  slug\n  isActive\n  editVersion\n}\n\nfragment ColourItem on Colour {\n  id\n  name\n  slug\n  isActive\n  editVersion\n}\n\nfragment FuelTypeItem on FuelType {\n  id\n  name\n  slug\n  isActive\n  editVersion\n}\n\nfragment SeatItem on Seat {\n  id\n  name\n  value\n  fixed\n  isActive\n  editVersion\n}\n\nfragment DoorItem on Door {\n  id\n  name\n  value\n  isActive\n  editVersion\n}\n\nfragment DriverTypeItem on DriverType {\n  id\n  nameVi\n  nameEn\n  isActive\n  editVersion\n}\n\nfragment FuelEconomyItem on FuelEconomy {\n  id\n  nameVi\n  nameEn\n  liter\n  kilometer\n  isLess\n  isActive\n  editVersion\n}\n\nfragment PaymentItemItem on PaymentItem {\n  id\n  amount\n  currency\n  isActive\n  editVersion\n}\n\nfragment RegistrationItem on CarPurchaseCostProvince {\n  id\n  provinceId\n  registrationFeeNewCar\n  registrationFeeOldCar\n  registry\n  roadMaintenanceFee\n  civilInsurance\n  licensePlateFee\n  bodyInsuranceOneYear\n  otherCost\n  isActive\n  editVersion\n  proviceDetail {\n    id\n    name\n  }\n}": types.BrandItemFragmentDoc,
    "query AdminTransferApprovalSettings {\n  adminTransferApprovalSettings {\n    twoApprovalThreshold\n    editVersion\n  }\n}\n\nmutation AdminEditTransferApprovalSettings($twoApprovalThreshold: Float!, $editVersion: Int) {\n  adminEditTransferApprovalSettings(\n    twoApprovalThreshold: $twoApprovalThreshold\n    editVersion: $editVersion\n  ) {\n    twoApprovalThreshold\n    editVersion\n  }\n}": types.AdminTransferApprovalSettingsDocument,
    "fragment RoleRow on AdminRole {\n  editVersion\n  id\n  code\n  name\n  builtIn\n  permissions\n  twoFactorRequired\n  dailyApprovalLimit\n  staffCount\n}": types.RoleRowFragmentDoc,
    "fragment StaffDetail on AdminUser {\n  id\n  email\n  firstName\n  lastName\n  fullName\n  isActive\n  status\n  deactivateReason\n  lastLoginAt\n  createdAt\n  role {\n    id\n    code\n    name\n  }\n}": types.StaffDetailFragmentDoc,
    "fragment StaffRow on AdminUser {\n  id\n  email\n  fullName\n  isActive\n  status\n  lastLoginAt\n  createdAt\n  role {\n    id\n    code\n    name\n  }\n}": types.StaffRowFragmentDoc,
    "fragment StaffSession on AdminSession {\n  id\n  current\n  browser\n  system\n  ip\n  createdAt\n  lastSeenAt\n}\n\nmutation AdminEndStaffSession($id: ID!) {\n  adminEndStaffSession(id: $id)\n}": types.StaffSessionFragmentDoc,
    "fragment TransferContextMember on User {\n  id\n  userBalance {\n    id\n    amount\n  }\n  metadata {\n    language\n  }\n}\n\nfragment TransferHistoryRow on TransferRequest {\n  id\n  amount\n  status\n  bankName\n  moneyTransferReason\n  createdAt\n}": types.TransferContextMemberFragmentDoc,
    "fragment TransferRow on TransferRequest {\n  id\n  amount\n  status\n  bankName\n  userId\n  moneyTransferReason\n  createdAt\n  approvalsNeeded\n  approvals {\n    admin {\n      id\n      fullName\n    }\n    createdAt\n  }\n  users {\n    id\n    firstName\n    lastName\n    userBalance {\n      id\n      amount\n    }\n  }\n}": types.TransferRowFragmentDoc,
    "fragment TrashRow on TrashItem {\n  kind\n  id\n  title\n  deletedAt\n  deletedByName\n  purgeAt\n}": types.TrashRowFragmentDoc,
    "fragment ServiceTerms on ServicePackage {\n  type\n  quantity\n  day\n  unitPrice\n  totalPrice\n  isActive\n}\n\nfragment UserServiceTerms on UserServicePackage {\n  type\n  quantity\n  used\n  day\n  isActive\n  totalPrice\n  expriedDate\n}": types.ServiceTermsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAuditFilterOptions {\n  adminAuditFilterOptions {\n    actors {\n      id\n      fullName\n      email\n    }\n    actions {\n      action\n      text\n      entityType\n      entityTypeText\n    }\n  }\n}"): typeof import('./graphql').AdminAuditFilterOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetAuditLogDetail($id: ID!) {\n  adminGetAuditLogDetail(id: $id) {\n    id\n    ...AuditLogDetail\n  }\n}"): typeof import('./graphql').AdminGetAuditLogDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListAuditLogs($skip: Int, $take: Int, $actorId: ID, $action: String, $entityType: String, $entityId: String, $createFrom: String, $createTo: String) {\n  adminListAuditLogs(\n    skip: $skip\n    take: $take\n    actorId: $actorId\n    action: $action\n    entityType: $entityType\n    entityId: $entityId\n    createFrom: $createFrom\n    createTo: $createTo\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...AuditLogRow\n    }\n  }\n}"): typeof import('./graphql').AdminListAuditLogsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminAcceptInvite($token: String!, $password: String!) {\n  adminAcceptInvite(token: $token, password: $password)\n}"): typeof import('./graphql').AdminAcceptInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n  adminChangePassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  )\n}"): typeof import('./graphql').AdminChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminLogin($email: String!, $password: String!, $deviceToken: String) {\n  adminLogin(email: $email, password: $password, deviceToken: $deviceToken) {\n    expireTokenDate\n    expireRefreshTokenDate\n    twoFactorRequired\n    twoFactorChallenge\n    user {\n      ...AdminProfile\n    }\n  }\n}"): typeof import('./graphql').AdminLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminProfile on AdminUser {\n  id\n  firstName\n  lastName\n  fullName\n  email\n  authority\n  role {\n    code\n    name\n  }\n  permissions\n  twoFactorEnabled\n  twoFactorRequired\n}"): typeof import('./graphql').AdminProfileFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminRefreshToken {\n  adminRefreshToken {\n    expireTokenDate\n    expireRefreshTokenDate\n  }\n}"): typeof import('./graphql').AdminRefreshTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminRequestPasswordReset($email: String!) {\n  adminRequestPasswordReset(email: $email)\n}"): typeof import('./graphql').AdminRequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminResetPassword($token: String!, $password: String!) {\n  adminResetPassword(token: $token, password: $password)\n}"): typeof import('./graphql').AdminResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminVerifyTwoFactor($challenge: String!, $code: String!) {\n  adminVerifyTwoFactor(challenge: $challenge, code: $code) {\n    expireTokenDate\n    expireRefreshTokenDate\n  }\n}"): typeof import('./graphql').AdminVerifyTwoFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MeAdmin {\n  meAdmin {\n    ...AdminProfile\n  }\n}"): typeof import('./graphql').MeAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOut($deviceToken: String) {\n  signOut(deviceToken: $deviceToken)\n}"): typeof import('./graphql').SignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateAvatars($input: AdminAvatarInput!) {\n  adminCreateAvatars(input: $input) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateAvatarsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteAvatars($id: ID!) {\n  adminDeleteAvatars(id: $id)\n}"): typeof import('./graphql').AdminDeleteAvatarsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditAvatars($id: ID!, $input: AdminAvatarInput!, $editVersion: Int) {\n  adminEditAvatars(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditAvatarsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetAvatarDetail($id: ID, $slug: String) {\n  adminGetAvatarDetail(id: $id, slug: $slug) {\n    id\n    ...AvatarDetail\n  }\n}"): typeof import('./graphql').AdminGetAvatarDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListAvatars($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetListAvatars(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...AvatarRow\n    }\n  }\n}"): typeof import('./graphql').AdminGetListAvatarsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminBulkDeleteBanners($ids: [ID!]!) {\n  adminBulkDeleteBanners(ids: $ids) {\n    ...BulkActionResult\n  }\n}"): typeof import('./graphql').AdminBulkDeleteBannersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminBulkUpdateStatusBanners($ids: [ID!]!, $active: Boolean!) {\n  adminBulkUpdateStatusBanners(ids: $ids, active: $active) {\n    ...BulkActionResult\n  }\n}"): typeof import('./graphql').AdminBulkUpdateStatusBannersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateBanner($name: String!, $positionId: ID!, $mediaIds: [ID!]!, $linkBanner: String!) {\n  adminCreateBanner(\n    name: $name\n    positionId: $positionId\n    mediaIds: $mediaIds\n    linkBanner: $linkBanner\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateBannerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteBanner($id: ID!) {\n  adminDeleteBanner(id: $id)\n}"): typeof import('./graphql').AdminDeleteBannerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditBanner($id: ID!, $name: String!, $positionId: ID!, $mediaIds: [ID!]!, $linkBanner: String!, $editVersion: Int) {\n  adminEditBanner(\n    id: $id\n    name: $name\n    positionId: $positionId\n    mediaIds: $mediaIds\n    linkBanner: $linkBanner\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditBannerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListBannerPosition {\n  adminListBannerPosition {\n    ...BannerPositionOption\n  }\n}"): typeof import('./graphql').AdminListBannerPositionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListBanner($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminListBanner(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...BannerRow\n    }\n  }\n}"): typeof import('./graphql').AdminListBannerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateStatusBanner($id: ID!) {\n  adminUpdateStatusBanner(id: $id) {\n    id\n    isActive\n  }\n}"): typeof import('./graphql').AdminUpdateStatusBannerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetBannerDetail($id: ID!) {\n  getBannerDetail(id: $id) {\n    id\n    ...BannerDetail\n  }\n}"): typeof import('./graphql').GetBannerDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateCarBuyingNeed($input: AdminCarBuyingNeedInput!) {\n  adminCreateCarBuyingNeed(input: $input) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateCarBuyingNeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteCarBuyingNeed($id: ID!) {\n  adminDeleteCarBuyingNeed(id: $id)\n}"): typeof import('./graphql').AdminDeleteCarBuyingNeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditCarBuyingNeed($id: ID!, $input: AdminCarBuyingNeedInput!, $editVersion: Int) {\n  adminEditCarBuyingNeed(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditCarBuyingNeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetCarBuyingNeedDetail($id: ID!) {\n  adminGetCarBuyingNeedDetail(id: $id) {\n    id\n    ...BuyingDemandDetail\n    ...BuyingDemandFormValues\n  }\n}"): typeof import('./graphql').AdminGetCarBuyingNeedDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListCustomerCarBuyingNeedByUserId($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetListCustomerCarBuyingNeedByUserId(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...BuyingCustomerRow\n    }\n  }\n}"): typeof import('./graphql').AdminGetListCustomerCarBuyingNeedByUserIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPaginationCarBuyingNeeds($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminPaginationCarBuyingNeeds(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...BuyingDemandRow\n    }\n  }\n}"): typeof import('./graphql').AdminPaginationCarBuyingNeedsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateStatusCarBuyingNeed($id: ID!, $status: CarBuyingNeedStatus!) {\n  adminUpdateStatusCarBuyingNeed(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n  }\n}"): typeof import('./graphql').AdminUpdateStatusCarBuyingNeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuyingDemandCatalogue {\n  adminGetListBrands {\n    id\n    name\n    isActive\n  }\n  adminGetListModels {\n    id\n    name\n    brand\n    isActive\n  }\n}"): typeof import('./graphql').BuyingDemandCatalogueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuyingDemandProvinceOptions {\n  provinces(countryCode: \"VN\", active: true, skip: 1, take: 1000) {\n    items {\n      id\n      name\n    }\n  }\n}"): typeof import('./graphql').BuyingDemandProvinceOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCarList($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminCarList(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...CarRow\n    }\n  }\n}"): typeof import('./graphql').AdminCarListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateCar($input: AdminCarInput!) {\n  adminCreateCar(input: $input) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateCarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditCar($id: ID!, $input: AdminCarInput!, $editVersion: Int) {\n  adminEditCar(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditCarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetCarDetail($id: ID!) {\n  adminGetCarDetail(id: $id) {\n    id\n    ...CarDetail\n  }\n}"): typeof import('./graphql').AdminGetCarDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CarCatalogueOptions {\n  adminGetListBrands {\n    id\n    name\n    isActive\n  }\n  adminGetListModels {\n    id\n    name\n    brand\n    isActive\n  }\n  adminGetListVersion {\n    id\n    name\n    model\n    isActive\n  }\n  adminGetListBodyTypes {\n    id\n    name\n    isActive\n  }\n  adminGetListFuelType {\n    id\n    name\n    isActive\n  }\n  adminGetListSeats {\n    id\n    name\n    isActive\n  }\n  adminGetListDoors {\n    id\n    name\n    isActive\n  }\n}"): typeof import('./graphql').CarCatalogueOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCar($input: DeleteCarInput!) {\n  deleteCar(input: $input)\n}"): typeof import('./graphql').DeleteCarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BulkActionResult on AdminBulkActionResult {\n  id\n  ok\n  error\n  code\n}"): typeof import('./graphql').BulkActionResultFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListingOwnerOptions($keyword: String, $take: Int) {\n  users(skip: 1, take: $take, keyword: $keyword, status: ACTIVE) {\n    items {\n      ...ListingOwnerOption\n    }\n  }\n}"): typeof import('./graphql').ListingOwnerOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PageMeta on PaginationMeta {\n  itemCount\n  totalItems\n  itemsPerPage\n  totalPages\n  currentPage\n  totalIsLowerBound\n}"): typeof import('./graphql').PageMetaFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServiceDuplicates($kind: ServiceListingKind!, $title: String, $phone: String, $ward: String, $excludeId: ID) {\n  adminFindServiceDuplicates(\n    kind: $kind\n    title: $title\n    phone: $phone\n    ward: $ward\n    excludeId: $excludeId\n  ) {\n    id\n    title\n    phone\n    address\n    matchedBy\n  }\n}"): typeof import('./graphql').ServiceDuplicatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateContest($input: AdminContestInput!) {\n  adminCreateContest(input: $input) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateContestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditContest($id: ID!, $input: AdminContestInput!, $editVersion: Int) {\n  adminEditContest(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditContestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetContestDetail($id: ID!) {\n  adminGetContestDetail(id: $id) {\n    id\n    ...ContestDetail\n  }\n}"): typeof import('./graphql').AdminGetContestDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContestPagination($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  contestPagination(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ContestRow\n    }\n  }\n}"): typeof import('./graphql').ContestPaginationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardActiveListingAndActiveUser {\n  adminDashboardActiveListingAndActiveUser {\n    value\n    change\n  }\n}"): typeof import('./graphql').DashboardActiveListingAndActiveUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardListingByStatus {\n  adminDashboardListingByStatus {\n    count\n    status\n  }\n}"): typeof import('./graphql').DashboardListingByStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardRevenuePerUserActive {\n  adminDashboardRevenuePerUserActive {\n    value\n    change\n  }\n}"): typeof import('./graphql').DashboardRevenuePerUserActiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardRevenuePerUser {\n  adminDashboardRevenuePerUser {\n    value\n    change\n  }\n}"): typeof import('./graphql').DashboardRevenuePerUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardRevenueTotal($numberMonth: Int) {\n  adminDashboardRevenueTotal(numberMonth: $numberMonth) {\n    count\n    date\n  }\n}"): typeof import('./graphql').DashboardRevenueTotalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardTotalRevenue {\n  adminDashboardTotalRevenue {\n    count\n    type\n  }\n}"): typeof import('./graphql').DashboardTotalRevenueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardUserByLocation {\n  adminDashboardUserByLocation {\n    count\n    cityid\n    province\n    isFormer\n  }\n}"): typeof import('./graphql').DashboardUserByLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardUserGrowthRate {\n  adminDashboardUserGrowthRate {\n    value\n    change\n  }\n}"): typeof import('./graphql').DashboardUserGrowthRateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardUserStatusActive {\n  adminDashboardUserStatusActive {\n    active\n    total\n    unverified\n    totalViewPost\n  }\n}"): typeof import('./graphql').DashboardUserStatusActiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardUserTotal($numberMonth: Int) {\n  adminDashboardUserTotal(numberMonth: $numberMonth) {\n    count\n    date\n  }\n}"): typeof import('./graphql').DashboardUserTotalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminBulkUpdateStatusCenterDriverLisense($ids: [ID!]!, $active: Boolean!) {\n  adminBulkUpdateStatusCenterDriverLisense(ids: $ids, active: $active) {\n    ...BulkActionResult\n  }\n}"): typeof import('./graphql').AdminBulkUpdateStatusCenterDriverLisenseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCenterDriverLisensePagination($skip: Int, $take: Int, $order: String, $keyword: String, $createFrom: String, $createTo: String, $province: String, $district: String, $ward: String) {\n  adminCenterDriverLisensePagination(\n    skip: $skip\n    take: $take\n    order: $order\n    keyword: $keyword\n    createFrom: $createFrom\n    createTo: $createTo\n    province: $province\n    district: $district\n    ward: $ward\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...DrivingCenterRow\n    }\n  }\n}\n\nquery AdminGetCenterDriverLisenseDetail($id: ID!) {\n  adminGetCenterDriverLisenseDetail(id: $id) {\n    id\n    ...DrivingCenterDetail\n    ...ListingFormValues\n  }\n}\n\nmutation AdminCreateCenterDriverLisense($input: AdminDrivingCenterInput!) {\n  adminCreateCenterDriverLisense(input: $input) {\n    id\n  }\n}\n\nmutation AdminEditCenterDriverLisense($id: ID!, $input: AdminDrivingCenterInput!, $editVersion: Int) {\n  adminEditCenterDriverLisense(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}\n\nmutation AdminUpdateStatusCenterDriverLisense($id: ID!, $active: Boolean!) {\n  adminUpdateStatusCenterDriverLisense(id: $id, active: $active) {\n    id\n    isActive\n  }\n}\n\nmutation DeleteCenterDriverLisense($id: ID!) {\n  deleteCenterDriverLisense(id: $id)\n}"): typeof import('./graphql').AdminCenterDriverLisensePaginationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteFeedBack($id: ID!) {\n  adminDeleteFeedBack(id: $id)\n}"): typeof import('./graphql').AdminDeleteFeedBackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetFeedBackDetail($id: ID!) {\n  adminGetFeedBackDetail(id: $id) {\n    id\n    ...FeedbackDetail\n  }\n}"): typeof import('./graphql').AdminGetFeedBackDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListReportPost($skip: Int, $take: Int, $sort: String) {\n  adminGetListReportPost(skip: $skip, take: $take, sort: $sort) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ReportPostRow\n    }\n  }\n}"): typeof import('./graphql').AdminGetListReportPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetReportPostDetail($id: ID!) {\n  adminGetReportPostDetail(id: $id) {\n    id\n    ...ReportPostDetail\n  }\n}"): typeof import('./graphql').AdminGetReportPostDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListFeedBack($skip: Int, $take: Int, $sort: String) {\n  adminListFeedBack(skip: $skip, take: $take, sort: $sort) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...FeedbackRow\n    }\n  }\n}"): typeof import('./graphql').AdminListFeedBackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetListPhoneErrorMessages($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  getListPhoneErrorMessages(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...PhoneErrorRow\n    }\n  }\n}"): typeof import('./graphql').GetListPhoneErrorMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminBulkDeleteServiceListings($kind: ServiceListingKind!, $ids: [ID!]!) {\n  adminBulkDeleteServiceListings(kind: $kind, ids: $ids) {\n    ...BulkActionResult\n  }\n}"): typeof import('./graphql').AdminBulkDeleteServiceListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGaragePagination($skip: Int, $take: Int, $order: String, $keyword: String, $createFrom: String, $createTo: String, $province: String, $district: String, $ward: String) {\n  adminGaragePagination(\n    skip: $skip\n    take: $take\n    order: $order\n    keyword: $keyword\n    createFrom: $createFrom\n    createTo: $createTo\n    province: $province\n    district: $district\n    ward: $ward\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...GarageRow\n    }\n  }\n}\n\nquery AdminGetGarageDetail($id: ID!) {\n  adminGetGarageDetail(id: $id) {\n    id\n    ...GarageDetail\n    ...GarageFormValues\n  }\n}\n\nmutation AdminCreateGarage($input: AdminGarageInput!) {\n  adminCreateGarage(input: $input) {\n    id\n  }\n}\n\nmutation AdminEditGarage($id: ID!, $input: AdminGarageInput!, $editVersion: Int) {\n  adminEditGarage(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}\n\nmutation AdminDeleteGarage($id: ID!) {\n  adminDeleteGarage(id: $id)\n}\n\nmutation AdminEditGarageKarCheck($id: ID!, $isKarCheck: Boolean!) {\n  adminEditGarageKarCheck(id: $id, isKarCheck: $isKarCheck) {\n    id\n    karCheck\n  }\n}\n\nmutation AdminUpdateGarageStatus($id: ID!, $status: GarageStatus!, $reason: String) {\n  adminUpdateGarageStatus(id: $id, status: $status, reason: $reason) {\n    id\n    status\n    reason\n  }\n}"): typeof import('./graphql').AdminGaragePaginationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateQuestionSimulationGroup($input: AdminQuestionSimulationGroupInput!) {\n  adminCreateQuestionSimulationGroup(input: $input) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateQuestionSimulationGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateQuestionSimulation($input: AdminQuestionSimulationInput!) {\n  adminCreateQuestionSimulation(input: $input) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateQuestionSimulationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteQuestionSimulationGroup($id: ID!) {\n  adminDeleteQuestionSimulationGroup(id: $id)\n}"): typeof import('./graphql').AdminDeleteQuestionSimulationGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteQuestionSimulation($id: ID!) {\n  adminDeleteQuestionSimulation(id: $id)\n}"): typeof import('./graphql').AdminDeleteQuestionSimulationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditQuestionSimulationGroup($id: ID!, $input: AdminQuestionSimulationGroupInput!, $editVersion: Int) {\n  adminEditQuestionSimulationGroup(\n    id: $id\n    input: $input\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditQuestionSimulationGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditQuestionSimulation($id: ID!, $input: AdminQuestionSimulationInput!, $editVersion: Int) {\n  adminEditQuestionSimulation(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditQuestionSimulationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetQuestionSimulationDetail($id: ID!) {\n  adminGetQuestionSimulationDetail(id: $id) {\n    id\n    ...QuestionSimulationDetail\n    ...QuestionSimulationFormValues\n  }\n}"): typeof import('./graphql').AdminGetQuestionSimulationDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetQuestionSimulationGroupDetail($id: ID!) {\n  adminGetQuestionSimulationGroupDetail(id: $id) {\n    id\n    ...QuestionSimulationGroupDetail\n  }\n}"): typeof import('./graphql').AdminGetQuestionSimulationGroupDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListQuestionSimulationGroup($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminListQuestionSimulationGroup(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...QuestionSimulationGroupRow\n    }\n  }\n}"): typeof import('./graphql').AdminListQuestionSimulationGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListQuestionSimulation($skip: Int, $take: Int, $sort: String, $keyword: String, $type: QuestionSimulationType) {\n  adminListQuestionSimulation(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...QuestionSimulationRow\n    }\n  }\n}"): typeof import('./graphql').AdminListQuestionSimulationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SimulationQuestionChoices($keyword: String) {\n  adminListQuestionSimulation(skip: 1, take: 20, keyword: $keyword) {\n    items {\n      ...SimulationQuestionChoice\n    }\n  }\n}"): typeof import('./graphql').SimulationQuestionChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminBulkCreateQuestions($rows: [AdminBulkQuestionRowInput!]!) {\n  adminBulkCreateQuestions(rows: $rows) {\n    ...BulkRowAnswer\n    id\n    field\n  }\n}"): typeof import('./graphql').AdminBulkCreateQuestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateQuestion($input: AdminQuestionTheoryInput!) {\n  adminCreateQuestion(input: $input) {\n    id\n    no\n  }\n}"): typeof import('./graphql').AdminCreateQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateTrafficSigns($input: AdminTrafficSignInput!) {\n  adminCreateTrafficSigns(input: $input) {\n    id\n    slug\n  }\n}"): typeof import('./graphql').AdminCreateTrafficSignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteQuestion($id: ID!) {\n  adminDeleteQuestion(id: $id)\n}"): typeof import('./graphql').AdminDeleteQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteTrafficSigns($id: ID!) {\n  adminDeleteTrafficSigns(id: $id)\n}"): typeof import('./graphql').AdminDeleteTrafficSignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditQuestion($no: Int!, $input: AdminQuestionTheoryInput!, $editVersion: Int) {\n  adminEditQuestion(no: $no, input: $input, editVersion: $editVersion) {\n    id\n    no\n  }\n}"): typeof import('./graphql').AdminEditQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditTrafficSigns($id: ID!, $input: AdminTrafficSignInput!, $editVersion: Int) {\n  adminEditTrafficSigns(id: $id, input: $input, editVersion: $editVersion) {\n    id\n    slug\n  }\n}"): typeof import('./graphql').AdminEditTrafficSignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListTrafficSigns($skip: Int, $take: Int, $sort: String, $keyword: String, $type: TrafficSignType) {\n  adminGetListTrafficSigns(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...TrafficSignRow\n    }\n  }\n}"): typeof import('./graphql').AdminGetListTrafficSignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetQuestionDetail($no: Int!) {\n  adminGetQuestionDetail(no: $no) {\n    id\n    ...QuestionTheoryDetail\n    ...QuestionTheoryFormValues\n    ...LearnerQuestion\n  }\n}"): typeof import('./graphql').AdminGetQuestionDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetTrafficSignDetail($slug: String!) {\n  adminGetTrafficSignDetail(slug: $slug) {\n    id\n    ...TrafficSignDetail\n    ...TrafficSignFormValues\n    ...LearnerSign\n  }\n}"): typeof import('./graphql').AdminGetTrafficSignDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListQuestionNumbers {\n  adminListQuestionNumbers\n}"): typeof import('./graphql').AdminListQuestionNumbersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListQuestion($skip: Int, $take: Int, $sort: String, $keyword: String, $type: QuestionTheoryType) {\n  adminListQuestion(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...QuestionTheoryRow\n    }\n  }\n}"): typeof import('./graphql').AdminListQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LearnerSignChoices($type: TrafficSignType) {\n  adminGetListTrafficSigns(skip: 1, take: 6, type: $type) {\n    items {\n      ...LearnerSignChoice\n    }\n  }\n}"): typeof import('./graphql').LearnerSignChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Countries($skip: Int, $take: Int) {\n  countries(skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      name\n      code\n    }\n  }\n}"): typeof import('./graphql').CountriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CurrentProvinces {\n  provinces(countryCode: \"VN\", active: true, skip: 1, take: 1000) {\n    items {\n      ...AddressProvinceOption\n    }\n  }\n}"): typeof import('./graphql').CurrentProvincesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Districts($provinceCode: String, $skip: Int, $take: Int) {\n  districts(provinceCode: $provinceCode, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      name\n      code\n      prefix\n      provinceCode\n    }\n  }\n}"): typeof import('./graphql').DistrictsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProvinceWards($provinceCode: String!) {\n  wards(provinceCode: $provinceCode, active: true, skip: 1, take: 1000) {\n    items {\n      ...AddressWardOption\n    }\n  }\n}"): typeof import('./graphql').ProvinceWardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Provinces($countryCode: String, $skip: Int, $take: Int) {\n  provinces(countryCode: $countryCode, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      name\n      code\n      countryCode\n      isActive\n    }\n  }\n}"): typeof import('./graphql').ProvincesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Wards($districtCode: String, $skip: Int, $take: Int) {\n  wards(districtCode: $districtCode, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      name\n      code\n      prefix\n      districtCode\n    }\n  }\n}"): typeof import('./graphql').WardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateMarketPrice($input: AdminMarketPriceInput!) {\n  adminCreateMarketPrice(input: $input) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateMarketPriceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteVersion($id: ID!) {\n  adminDeleteVersion(id: $id)\n}"): typeof import('./graphql').AdminDeleteVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditMarketPrice($id: ID!, $input: AdminMarketPriceInput!, $editVersion: Int) {\n  adminEditMarketPrice(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditMarketPriceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListAllVersion($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetListAllVersion(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...MarketPriceRow\n    }\n  }\n}"): typeof import('./graphql').AdminGetListAllVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetVersionDetail($id: ID!) {\n  adminGetVersionDetail(id: $id) {\n    id\n    ...MarketPriceDetail\n    ...MarketPriceFormValues\n  }\n}"): typeof import('./graphql').AdminGetVersionDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MarketPriceBrandOptions {\n  adminGetListBrands {\n    id\n    name\n    isActive\n  }\n}"): typeof import('./graphql').MarketPriceBrandOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MarketPriceModelOptions {\n  adminGetListModels {\n    id\n    name\n    brand\n    isActive\n  }\n}"): typeof import('./graphql').MarketPriceModelOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteMedia($id: ID!) {\n  adminDeleteMedia(id: $id)\n}"): typeof import('./graphql').AdminDeleteMediaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListMediaUploaders($keyword: String, $id: ID) {\n  adminListMediaUploaders(keyword: $keyword, id: $id) {\n    id\n    name\n    email\n    isAdmin\n  }\n}"): typeof import('./graphql').AdminListMediaUploadersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListMedia($skip: Int, $take: Int, $sort: String, $keyword: String, $kind: MediaKind, $uploadBy: ID) {\n  adminListMedia(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    kind: $kind\n    uploadBy: $uploadBy\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...MediaCard\n    }\n  }\n}"): typeof import('./graphql').AdminListMediaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminBulkDeactivateUsers($ids: [ID!]!, $reason: String!) {\n  adminBulkDeactivateUsers(ids: $ids, reason: $reason) {\n    ...BulkActionResult\n  }\n}"): typeof import('./graphql').AdminBulkDeactivateUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminBulkReactivateUsers($ids: [ID!]!) {\n  adminBulkReactivateUsers(ids: $ids) {\n    ...BulkActionResult\n  }\n}"): typeof import('./graphql').AdminBulkReactivateUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateUser($input: AdminCreateUserInput!) {\n  adminCreateUser(input: $input) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeactivateUser($id: ID!, $reason: String!) {\n  adminDeactivateUser(id: $id, reason: $reason) {\n    id\n    isActive\n  }\n}"): typeof import('./graphql').AdminDeactivateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditUser($id: ID!, $input: AdminEditUserInput!, $editVersion: Int) {\n  adminEditUser(id: $id, input: $input, editVersion: $editVersion) {\n    id\n    updatedAt\n  }\n}"): typeof import('./graphql').AdminEditUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetMemberPackages($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserServices(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...MemberPackageRow\n    }\n  }\n}"): typeof import('./graphql').AdminGetMemberPackagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetMemberTransfers($userId: ID!, $skip: Int, $take: Int) {\n  adminListUserTransferRequest(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...MemberTransferRow\n    }\n  }\n}"): typeof import('./graphql').AdminGetMemberTransfersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetUserAuditLogs($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserAuditLogs(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...MemberAuditRow\n    }\n  }\n}"): typeof import('./graphql').AdminGetUserAuditLogsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetUserDetail($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    ...MemberHeader\n    ...MemberCards\n  }\n}"): typeof import('./graphql').AdminGetUserDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetUserEmails($userId: ID!, $skip: Int, $take: Int) {\n  adminGetUserEmails(userId: $userId, skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...MemberEmailRow\n    }\n  }\n}"): typeof import('./graphql').AdminGetUserEmailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetUserForEdit($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    ...MemberFormValues\n  }\n}"): typeof import('./graphql').AdminGetUserForEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminReactivateUser($id: ID!) {\n  adminReactivateUser(id: $id) {\n    id\n    isActive\n  }\n}"): typeof import('./graphql').AdminReactivateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Users($skip: Int, $take: Int, $sort: String, $status: UserStatusFilter, $createFrom: String, $createTo: String, $keyword: String, $type: UserRole) {\n  users(\n    skip: $skip\n    take: $take\n    sort: $sort\n    status: $status\n    createFrom: $createFrom\n    createTo: $createTo\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...MemberRow\n    }\n  }\n}"): typeof import('./graphql').UsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetNotificationDetail($id: ID!) {\n  adminGetNotificationDetail(id: $id) {\n    ...NotificationDetail\n  }\n}"): typeof import('./graphql').AdminGetNotificationDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListNotification($skip: Int, $take: Int, $sort: String, $createFrom: String, $createTo: String, $keyword: String, $type: NotificationType) {\n  adminListNotification(\n    skip: $skip\n    take: $take\n    sort: $sort\n    createFrom: $createFrom\n    createTo: $createTo\n    keyword: $keyword\n    type: $type\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...NotificationRow\n    }\n  }\n}"): typeof import('./graphql').AdminListNotificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSendEmail($userIds: [ID!]!, $titleVi: String!, $titleEn: String!, $contentVi: String!, $role: UserRole, $idempotencyKey: String, $confirmRecipients: Int) {\n  adminSendEmail(\n    userIds: $userIds\n    titleVi: $titleVi\n    titleEn: $titleEn\n    contentVi: $contentVi\n    role: $role\n    idempotencyKey: $idempotencyKey\n    confirmRecipients: $confirmRecipients\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminSendEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSendNotification($userIds: [ID!]!, $titleVi: String!, $titleEn: String!, $contentVi: String!, $contentEn: String!, $role: UserRole, $notificationType: NotificationType, $type: NotificationTargetScreen, $tagetId: ID, $idempotencyKey: String, $confirmRecipients: Int) {\n  adminSendNotification(\n    userIds: $userIds\n    titleVi: $titleVi\n    titleEn: $titleEn\n    contentVi: $contentVi\n    contentEn: $contentEn\n    role: $role\n    notificationType: $notificationType\n    type: $type\n    tagetId: $tagetId\n    idempotencyKey: $idempotencyKey\n    confirmRecipients: $confirmRecipients\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminSendNotificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminNotificationAudienceCount($userIds: [ID!]!, $role: UserRole, $notificationType: NotificationType) {\n  adminNotificationAudienceCount(\n    userIds: $userIds\n    role: $role\n    notificationType: $notificationType\n  )\n}\n\nquery AdminSearchNotificationTargets($type: NotificationTargetScreen!, $keyword: String) {\n  adminSearchNotificationTargets(type: $type, keyword: $keyword) {\n    id\n    title\n  }\n}\n\nquery NotificationRecipientOptions($keyword: String, $take: Int) {\n  users(skip: 1, take: $take, keyword: $keyword, status: ACTIVE) {\n    items {\n      id\n      email\n      firstName\n      lastName\n      isActiveEmail\n    }\n  }\n}\n\nmutation AdminRetryNotificationDeliveries($id: ID!) {\n  adminRetryNotificationDeliveries(id: $id) {\n    id\n  }\n}\n\nmutation AdminSendNotificationTest($titleVi: String!, $titleEn: String!, $contentVi: String!, $contentEn: String!) {\n  adminSendNotificationTest(\n    titleVi: $titleVi\n    titleEn: $titleEn\n    contentVi: $contentVi\n    contentEn: $contentEn\n  )\n}"): typeof import('./graphql').AdminNotificationAudienceCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminBulkDeletePackages($kind: AdminBulkPackageKind!, $ids: [ID!]!) {\n  adminBulkDeletePackages(kind: $kind, ids: $ids) {\n    ...BulkActionResult\n  }\n}"): typeof import('./graphql').AdminBulkDeletePackagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminBulkUpdateStatusPackages($kind: AdminBulkPackageKind!, $ids: [ID!]!, $active: Boolean!) {\n  adminBulkUpdateStatusPackages(kind: $kind, ids: $ids, active: $active) {\n    ...BulkActionResult\n  }\n}"): typeof import('./graphql').AdminBulkUpdateStatusPackagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateServices($input: AdminServiceInput!) {\n  adminCreateServices(input: $input) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateServicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateUserServiceBenefits($type: BenefitType!, $title: String!) {\n  adminCreateUserServiceBenefits(type: $type, title: $title) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateUserServiceBenefitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateUserServices($input: AdminUserServiceInput!) {\n  adminCreateUserServices(input: $input) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateUserServicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteServices($id: ID!) {\n  adminDeleteServices(id: $id)\n}"): typeof import('./graphql').AdminDeleteServicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteUserServiceBenefits($id: ID!) {\n  adminDeleteUserServiceBenefits(id: $id)\n}"): typeof import('./graphql').AdminDeleteUserServiceBenefitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditServices($id: ID!, $input: AdminServiceInput!, $editVersion: Int) {\n  adminEditServices(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditServicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditUserServiceBenefits($id: ID!, $type: BenefitType!, $title: String!, $editVersion: Int) {\n  adminEditUserServiceBenefits(\n    id: $id\n    type: $type\n    title: $title\n    editVersion: $editVersion\n  ) {\n    id\n    editVersion\n  }\n}"): typeof import('./graphql').AdminEditUserServiceBenefitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditUserServices($id: ID!, $input: AdminUserServiceInput!, $editVersion: Int) {\n  adminEditUserServices(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditUserServicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetServiceDetail($id: ID!) {\n  adminGetServiceDetail(id: $id) {\n    id\n    isDeleted\n    ...ServiceDetail\n    ...ServiceFormValues\n  }\n}"): typeof import('./graphql').AdminGetServiceDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetServices($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetServices(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...ServiceRow\n    }\n  }\n}"): typeof import('./graphql').AdminGetServicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetUserServiceBenefitDetail($id: ID!) {\n  adminGetUserServiceBenefitDetail(id: $id) {\n    id\n    ...BenefitFormStart\n  }\n}"): typeof import('./graphql').AdminGetUserServiceBenefitDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetUserServiceBenefits {\n  adminGetUserServiceBenefits {\n    id\n    ...BenefitRow\n    ...BenefitOption\n  }\n}"): typeof import('./graphql').AdminGetUserServiceBenefitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetUserServiceDetail($id: ID!) {\n  adminGetUserServiceDetail(id: $id) {\n    id\n    ...UserServiceDetail\n    ...UserServiceFormValues\n  }\n}"): typeof import('./graphql').AdminGetUserServiceDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetUserServices($skip: Int, $take: Int, $sort: String, $keyword: String, $status: UserServiceStatus) {\n  adminGetUserServices(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    status: $status\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      id\n      ...UserServiceRow\n    }\n  }\n}"): typeof import('./graphql').AdminGetUserServicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateStatusServices($id: ID!, $active: Boolean!) {\n  adminUpdateStatusServices(id: $id, active: $active) {\n    id\n    isActive\n  }\n}"): typeof import('./graphql').AdminUpdateStatusServicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateStatusUserServiceBenefits($id: ID!, $active: Boolean!) {\n  adminUpdateStatusUserServiceBenefits(id: $id, active: $active) {\n    id\n    isActive\n  }\n}"): typeof import('./graphql').AdminUpdateStatusUserServiceBenefitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PackageMemberOptions($keyword: String, $take: Int) {\n  users(skip: 1, take: $take, keyword: $keyword) {\n    items {\n      id\n      ...MemberOption\n    }\n  }\n}"): typeof import('./graphql').PackageMemberOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PackageOptions($take: Int) {\n  adminGetServices(skip: 1, take: $take) {\n    items {\n      id\n      ...PackageOption\n    }\n  }\n}"): typeof import('./graphql').PackageOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSearch($query: String!, $first: Int) {\n  adminSearch(query: $query, first: $first) {\n    members {\n      ...PaletteHit\n    }\n    posts {\n      ...PaletteHit\n    }\n    transferRequests {\n      ...PaletteHit\n    }\n    garages {\n      ...PaletteHit\n    }\n    drivingCenters {\n      ...PaletteHit\n    }\n    parkings {\n      ...PaletteHit\n    }\n    reviews {\n      ...PaletteHit\n    }\n  }\n}"): typeof import('./graphql').AdminSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateParking($input: AdminParkingInput!) {\n  adminCreateParking(input: $input) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateParkingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteParking($id: ID!) {\n  adminDeleteParking(id: $id)\n}"): typeof import('./graphql').AdminDeleteParkingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditParking($id: ID!, $input: AdminParkingInput!, $editVersion: Int) {\n  adminEditParking(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditParkingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetParkingDetail($id: ID!) {\n  adminGetParkingDetail(id: $id) {\n    id\n    ...ParkingDetail\n    ...ParkingFormValues\n  }\n}"): typeof import('./graphql').AdminGetParkingDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminParkingPagination($skip: Int, $take: Int, $order: String, $sort: Sort, $keyword: String, $createFrom: String, $createTo: String) {\n  adminParkingPagination(\n    skip: $skip\n    take: $take\n    order: $order\n    sort: $sort\n    keyword: $keyword\n    createFrom: $createFrom\n    createTo: $createTo\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ParkingRow\n    }\n  }\n}"): typeof import('./graphql').AdminParkingPaginationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminBulkModeratePosts($posts: [AdminBulkPostInput!]!, $action: AdminBulkPostAction!, $reason: PostModerationReason, $note: String) {\n  adminBulkModeratePosts(\n    posts: $posts\n    action: $action\n    reason: $reason\n    note: $note\n  ) {\n    ...BulkActionResult\n  }\n}"): typeof import('./graphql').AdminBulkModeratePostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminChangeStatusPost($id: ID!, $status: PostStatus!, $note: String, $reason: PostModerationReason, $expectedStatus: PostStatus) {\n  adminChangeStatusPost(\n    id: $id\n    status: $status\n    note: $note\n    reason: $reason\n    expectedStatus: $expectedStatus\n  ) {\n    id\n    status\n  }\n}"): typeof import('./graphql').AdminChangeStatusPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminClaimPost($id: ID!) {\n  adminClaimPost(id: $id) {\n    ...PostClaimInfo\n  }\n}\n\nmutation AdminReleasePost($id: ID!) {\n  adminReleasePost(id: $id)\n}"): typeof import('./graphql').AdminClaimPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDismissPostReports($id: ID!, $expectedStatus: PostStatus) {\n  adminDismissPostReports(id: $id, expectedStatus: $expectedStatus) {\n    id\n    status\n  }\n}"): typeof import('./graphql').AdminDismissPostReportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetPostDetail($id: ID!) {\n  adminGetPostDetail(id: $id) {\n    id\n    ...PostDetail\n  }\n}"): typeof import('./graphql').AdminGetPostDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListPost($skip: Int, $take: Int, $sort: String, $titleAndPostId: String, $status: PostStatus, $createFrom: String, $createTo: String, $userId: ID, $location: String, $brand: ID) {\n  adminListPost(\n    skip: $skip\n    take: $take\n    sort: $sort\n    titleAndPostId: $titleAndPostId\n    status: $status\n    createFrom: $createFrom\n    createTo: $createTo\n    userId: $userId\n    location: $location\n    brand: $brand\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...PostRow\n    }\n  }\n}"): typeof import('./graphql').AdminListPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetPostForEdit($id: ID!) {\n  adminGetPostDetail(id: $id) {\n    id\n    ...PostFormValues\n  }\n}\n\nmutation AdminCreatePost($input: AdminPostInput!) {\n  adminCreatePost(input: $input) {\n    id\n  }\n}\n\nmutation AdminEditPost($id: ID!, $input: AdminPostInput!, $editVersion: Int) {\n  adminEditPost(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminGetPostForEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPostReviewQueue($skip: Int, $take: Int, $kind: String) {\n  adminPostReviewQueue(skip: $skip, take: $take, kind: $kind) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...PostQueueItem\n    }\n  }\n}"): typeof import('./graphql').AdminPostReviewQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUndoPostApproval($id: ID!) {\n  adminUndoPostApproval(id: $id) {\n    id\n    status\n  }\n}"): typeof import('./graphql').AdminUndoPostApprovalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostCatalogue {\n  adminGetListBrands {\n    id\n    name\n    isActive\n  }\n  adminGetListModels {\n    id\n    name\n    brand\n    isActive\n  }\n}"): typeof import('./graphql').PostCatalogueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostFormCatalogue {\n  adminGetListBrands {\n    id\n    name\n    isActive\n  }\n  adminGetListModels {\n    id\n    name\n    brand\n    isActive\n  }\n  adminGetListVersion {\n    id\n    name\n    model\n    isActive\n  }\n  adminGetListBodyTypes {\n    id\n    name\n    isActive\n  }\n  adminGetListColous {\n    id\n    name\n    isActive\n  }\n  adminGetListFuelType {\n    id\n    name\n    isActive\n  }\n  adminGetListFuelEconomy {\n    id\n    nameEn\n    nameVi\n    isActive\n  }\n  adminGetListDriverType {\n    id\n    nameEn\n    isActive\n  }\n  adminGetListSeats {\n    id\n    name\n    isActive\n  }\n  adminGetListDoors {\n    id\n    name\n    isActive\n  }\n}"): typeof import('./graphql').PostFormCatalogueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostPosterOptions($keyword: String, $take: Int) {\n  users(skip: 1, take: $take, keyword: $keyword, status: ACTIVE) {\n    items {\n      id\n      ...PostPoster\n    }\n  }\n}\n\nquery PostPoster($id: ID!) {\n  adminGetUserDetail(id: $id) {\n    id\n    ...PostPoster\n  }\n}"): typeof import('./graphql').PostPosterOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateReviewVideos($input: AdminReviewVideoInput!) {\n  adminCreateReviewVideos(input: $input) {\n    id\n    slug\n  }\n}"): typeof import('./graphql').AdminCreateReviewVideosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteReviewVideos($id: ID!) {\n  adminDeleteReviewVideos(id: $id)\n}"): typeof import('./graphql').AdminDeleteReviewVideosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditReviewVideos($id: ID!, $input: AdminReviewVideoInput!, $editVersion: Int) {\n  adminEditReviewVideos(id: $id, input: $input, editVersion: $editVersion) {\n    id\n    slug\n  }\n}"): typeof import('./graphql').AdminEditReviewVideosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListReviewVideos($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetListReviewVideos(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ReviewVideoRow\n    }\n  }\n}"): typeof import('./graphql').AdminGetListReviewVideosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetReviewVideoDetail($id: ID, $slug: String) {\n  adminGetReviewVideoDetail(id: $id, slug: $slug) {\n    id\n    ...ReviewVideoRow\n    updatedAt\n  }\n}"): typeof import('./graphql').AdminGetReviewVideoDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminBulkChangeStatusReviews($kind: AdminBulkReviewKind!, $ids: [ID!]!, $active: Boolean!) {\n  adminBulkChangeStatusReviews(kind: $kind, ids: $ids, active: $active) {\n    ...BulkActionResult\n  }\n}"): typeof import('./graphql').AdminBulkChangeStatusReviewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminBulkDeleteReviews($kind: AdminBulkReviewKind!, $ids: [ID!]!) {\n  adminBulkDeleteReviews(kind: $kind, ids: $ids) {\n    ...BulkActionResult\n  }\n}"): typeof import('./graphql').AdminBulkDeleteReviewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminChangeStatusReviewCategory($id: ID!, $active: Boolean!) {\n  adminChangeStatusReviewCategory(input: {id: $id, active: $active}) {\n    id\n    isActive\n  }\n}"): typeof import('./graphql').AdminChangeStatusReviewCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminChangeStatusReview($id: ID!, $active: Boolean!) {\n  adminChangeStatusReview(input: {id: $id, active: $active}) {\n    id\n    isActive\n  }\n}"): typeof import('./graphql').AdminChangeStatusReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateReviewCategory($input: AdminReviewCategoryInput!) {\n  adminCreateReviewCategory(input: $input) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateReviewCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateReview($input: AdminReviewInput!) {\n  adminCreateReview(input: $input) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteReviewCategory($id: ID!) {\n  adminDeleteReviewCategory(id: $id)\n}"): typeof import('./graphql').AdminDeleteReviewCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteReview($id: ID!) {\n  adminDeleteReview(id: $id)\n}"): typeof import('./graphql').AdminDeleteReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditReviewCategory($id: ID!, $input: AdminReviewCategoryInput!, $editVersion: Int) {\n  adminEditReviewCategory(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditReviewCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditReview($id: ID!, $input: AdminReviewInput!, $editVersion: Int) {\n  adminEditReview(id: $id, input: $input, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListReviewCategories($skip: Int, $take: Int, $sort: String, $keyword: String) {\n  adminGetListReviewCategories(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ReviewCategoryRow\n    }\n  }\n}"): typeof import('./graphql').AdminGetListReviewCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListReviews($skip: Int, $take: Int, $sort: String, $keyword: String, $category: ID) {\n  adminGetListReviews(\n    skip: $skip\n    take: $take\n    sort: $sort\n    keyword: $keyword\n    category: $category\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...ReviewRow\n    }\n  }\n}"): typeof import('./graphql').AdminGetListReviewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetReviewCategoryDetail($id: ID!) {\n  adminGetReviewCategoryDetail(id: $id) {\n    id\n    ...ReviewCategoryRow\n  }\n}"): typeof import('./graphql').AdminGetReviewCategoryDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetReviewDetail($id: ID!) {\n  adminGetReviewDetail(id: $id) {\n    id\n    ...ReviewDetail\n    ...ReviewFormValues\n  }\n}"): typeof import('./graphql').AdminGetReviewDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetReviewsCatetories {\n  adminGetReviewsCatetories {\n    id\n    nameVi\n    nameEn\n    isActive\n  }\n}"): typeof import('./graphql').AdminGetReviewsCatetoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReviewModelOptions {\n  adminGetListModels {\n    id\n    name\n    isActive\n    brandMeta {\n      id\n      name\n    }\n  }\n}"): typeof import('./graphql').ReviewModelOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateSavedView($input: SavedViewInput!) {\n  adminCreateSavedView(input: $input) {\n    id\n    ...SavedViewItem\n  }\n}"): typeof import('./graphql').AdminCreateSavedViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteSavedView($id: ID!) {\n  adminDeleteSavedView(id: $id)\n}"): typeof import('./graphql').AdminDeleteSavedViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListColumns($listKey: String!) {\n  adminListColumns(listKey: $listKey) {\n    listKey\n    columns {\n      ...ListColumnsItem\n    }\n  }\n}"): typeof import('./graphql').AdminListColumnsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminPinSavedView($id: ID!, $pinned: Boolean!) {\n  adminPinSavedView(id: $id, pinned: $pinned) {\n    id\n    ...SavedViewItem\n  }\n}"): typeof import('./graphql').AdminPinSavedViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSaveListColumns($listKey: String!, $columns: ListColumnsInput) {\n  adminSaveListColumns(listKey: $listKey, columns: $columns) {\n    listKey\n    columns {\n      ...ListColumnsItem\n    }\n  }\n}"): typeof import('./graphql').AdminSaveListColumnsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSavedViews($listKey: String!) {\n  adminSavedViews(listKey: $listKey) {\n    id\n    ...SavedViewItem\n  }\n}\n\nquery AdminPinnedViews {\n  adminPinnedViews {\n    id\n    ...SavedViewItem\n  }\n}"): typeof import('./graphql').AdminSavedViewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateSavedView($id: ID!, $input: SavedViewUpdateInput!, $editVersion: Int) {\n  adminUpdateSavedView(id: $id, input: $input, editVersion: $editVersion) {\n    id\n    ...SavedViewItem\n  }\n}"): typeof import('./graphql').AdminUpdateSavedViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateBodyType($name: String!) {\n  adminCreateBodyType(name: $name) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateBodyTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateBrand($name: String!, $mediaId: ID!, $isDisplayTopSearch: Boolean) {\n  adminCreateBrand(\n    name: $name\n    mediaId: $mediaId\n    isDisplayTopSearch: $isDisplayTopSearch\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateBrandDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateCarPurchaseCostProvinceSettingOption($provinceId: ID!, $registrationFeeNewCar: Float!, $registrationFeeOldCar: Float!, $registry: Float!, $roadMaintenanceFee: Float!, $civilInsurance: Float!, $licensePlateFee: Float!, $bodyInsuranceOneYear: Float!, $otherCost: Float) {\n  adminCreateCarPurchaseCostProvinceSettingOption(\n    provinceId: $provinceId\n    registrationFeeNewCar: $registrationFeeNewCar\n    registrationFeeOldCar: $registrationFeeOldCar\n    registry: $registry\n    roadMaintenanceFee: $roadMaintenanceFee\n    civilInsurance: $civilInsurance\n    licensePlateFee: $licensePlateFee\n    bodyInsuranceOneYear: $bodyInsuranceOneYear\n    otherCost: $otherCost\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateCarPurchaseCostProvinceSettingOptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateColous($name: String!) {\n  adminCreateColous(name: $name) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateColousDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateDoors($name: String!, $value: Int!) {\n  adminCreateDoors(name: $name, value: $value) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateDoorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateDriverType($nameVi: String!, $nameEn: String!) {\n  adminCreateDriverType(nameVi: $nameVi, nameEn: $nameEn) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateDriverTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateFuelEconomy($nameVi: String, $nameEn: String, $liter: Float!, $kilometer: Float!, $isLess: Boolean!) {\n  adminCreateFuelEconomy(\n    nameVi: $nameVi\n    nameEn: $nameEn\n    liter: $liter\n    kilometer: $kilometer\n    isLess: $isLess\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateFuelEconomyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateFuelType($name: String!) {\n  adminCreateFuelType(name: $name) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateFuelTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateModel($name: String!, $brand: ID!) {\n  adminCreateModel(name: $name, brand: $brand) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateModelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreatePaymentItems($amount: Float!, $currency: Currency!) {\n  adminCreatePaymentItems(amount: $amount, currency: $currency) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreatePaymentItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateSeats($name: String!, $value: Int!, $fixed: Boolean) {\n  adminCreateSeats(name: $name, value: $value, fixed: $fixed) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateSeatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateVersion($name: String!, $model: ID!, $priceCarVersion: Float!, $mediaId: ID) {\n  adminCreateVersion(\n    name: $name\n    model: $model\n    priceCarVersion: $priceCarVersion\n    mediaId: $mediaId\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminCreateVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteOptions($id: ID!, $type: SettingType!) {\n  adminDeleteOptions(id: $id, type: $type)\n}"): typeof import('./graphql').AdminDeleteOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditBodyType($id: ID!, $name: String!, $editVersion: Int) {\n  adminEditBodyType(id: $id, name: $name, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditBodyTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditBrand($id: ID!, $name: String!, $mediaId: ID!, $isDisplayTopSearch: Boolean, $editVersion: Int) {\n  adminEditBrand(\n    id: $id\n    name: $name\n    mediaId: $mediaId\n    isDisplayTopSearch: $isDisplayTopSearch\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditBrandDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditCarPurchaseCostProvinceSettingOption($id: ID!, $registrationFeeNewCar: Float!, $registrationFeeOldCar: Float!, $registry: Float!, $roadMaintenanceFee: Float!, $civilInsurance: Float!, $licensePlateFee: Float!, $bodyInsuranceOneYear: Float!, $otherCost: Float, $editVersion: Int) {\n  adminEditCarPurchaseCostProvinceSettingOption(\n    id: $id\n    registrationFeeNewCar: $registrationFeeNewCar\n    registrationFeeOldCar: $registrationFeeOldCar\n    registry: $registry\n    roadMaintenanceFee: $roadMaintenanceFee\n    civilInsurance: $civilInsurance\n    licensePlateFee: $licensePlateFee\n    bodyInsuranceOneYear: $bodyInsuranceOneYear\n    otherCost: $otherCost\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditCarPurchaseCostProvinceSettingOptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditColous($id: ID!, $name: String!, $editVersion: Int) {\n  adminEditColous(id: $id, name: $name, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditColousDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditDoors($id: ID!, $name: String!, $value: Int!, $editVersion: Int) {\n  adminEditDoors(id: $id, name: $name, value: $value, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditDoorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditDriverType($id: ID!, $nameVi: String!, $nameEn: String!, $editVersion: Int) {\n  adminEditDriverType(\n    id: $id\n    nameVi: $nameVi\n    nameEn: $nameEn\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditDriverTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditFuelEconomy($id: ID!, $nameVi: String, $nameEn: String, $liter: Float!, $kilometer: Float!, $isLess: Boolean!, $editVersion: Int) {\n  adminEditFuelEconomy(\n    id: $id\n    nameVi: $nameVi\n    nameEn: $nameEn\n    liter: $liter\n    kilometer: $kilometer\n    isLess: $isLess\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditFuelEconomyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditFuelType($id: ID!, $name: String!, $editVersion: Int) {\n  adminEditFuelType(id: $id, name: $name, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditFuelTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditModel($id: ID!, $name: String!, $brand: ID!, $editVersion: Int) {\n  adminEditModel(id: $id, name: $name, brand: $brand, editVersion: $editVersion) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditModelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditPaymentItems($id: ID!, $amount: Float!, $currency: Currency!, $editVersion: Int) {\n  adminEditPaymentItems(\n    id: $id\n    amount: $amount\n    currency: $currency\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditPaymentItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditSeats($id: ID!, $name: String!, $value: Int!, $fixed: Boolean, $editVersion: Int) {\n  adminEditSeats(\n    id: $id\n    name: $name\n    value: $value\n    fixed: $fixed\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditSeatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditVersion($id: ID!, $name: String!, $model: ID, $priceCarVersion: Float!, $mediaId: ID, $editVersion: Int) {\n  adminEditVersion(\n    id: $id\n    name: $name\n    model: $model\n    priceCarVersion: $priceCarVersion\n    mediaId: $mediaId\n    editVersion: $editVersion\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminEditVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListBodyTypes {\n  adminGetListBodyTypes {\n    ...BodyTypeItem\n  }\n}"): typeof import('./graphql').AdminGetListBodyTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListBrands {\n  adminGetListBrands {\n    ...BrandItem\n    ...CatalogueBrand\n  }\n}"): typeof import('./graphql').AdminGetListBrandsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListCarPurchaseCostProvinceSettingOption {\n  adminGetListCarPurchaseCostProvinceSettingOption {\n    ...RegistrationItem\n  }\n}"): typeof import('./graphql').AdminGetListCarPurchaseCostProvinceSettingOptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListColous {\n  adminGetListColous {\n    ...ColourItem\n  }\n}"): typeof import('./graphql').AdminGetListColousDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListDoors {\n  adminGetListDoors {\n    ...DoorItem\n  }\n}"): typeof import('./graphql').AdminGetListDoorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListDriverType {\n  adminGetListDriverType {\n    ...DriverTypeItem\n  }\n}"): typeof import('./graphql').AdminGetListDriverTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListFuelEconomy {\n  adminGetListFuelEconomy {\n    ...FuelEconomyItem\n  }\n}"): typeof import('./graphql').AdminGetListFuelEconomyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListFuelType {\n  adminGetListFuelType {\n    ...FuelTypeItem\n  }\n}"): typeof import('./graphql').AdminGetListFuelTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListModels {\n  adminGetListModels {\n    ...ModelItem\n    ...CatalogueModel\n  }\n}"): typeof import('./graphql').AdminGetListModelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListSeats {\n  adminGetListSeats {\n    ...SeatItem\n  }\n}"): typeof import('./graphql').AdminGetListSeatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetListVersion {\n  adminGetListVersion {\n    ...VersionItem\n  }\n}"): typeof import('./graphql').AdminGetListVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPaymentItems {\n  adminPaymentItems {\n    ...PaymentItemItem\n  }\n}"): typeof import('./graphql').AdminPaymentItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateStatusOptions($id: ID!, $active: Boolean!, $type: SettingType!) {\n  adminUpdateStatusOptions(id: $id, active: $active, type: $type)\n}"): typeof import('./graphql').AdminUpdateStatusOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminBulkCreateVersions($rows: [AdminBulkVersionRowInput!]!) {\n  adminBulkCreateVersions(rows: $rows) {\n    ...BulkRowAnswer\n    id\n    field\n  }\n}"): typeof import('./graphql').AdminBulkCreateVersionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminBulkEditVersions($rows: [AdminBulkVersionEditRowInput!]!) {\n  adminBulkEditVersions(rows: $rows) {\n    ...BulkRowAnswer\n    id\n    field\n  }\n}"): typeof import('./graphql').AdminBulkEditVersionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminChangeStaffRole($id: ID!, $roleId: ID!) {\n  adminChangeStaffRole(id: $id, roleId: $roleId) {\n    id\n    ...StaffDetail\n  }\n}"): typeof import('./graphql').AdminChangeStaffRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateRole($input: AdminRoleInput!) {\n  adminCreateRole(input: $input) {\n    ...RoleRow\n  }\n}"): typeof import('./graphql').AdminCreateRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeactivateStaff($id: ID!, $reason: String!) {\n  adminDeactivateStaff(id: $id, reason: $reason) {\n    id\n    ...StaffDetail\n  }\n}"): typeof import('./graphql').AdminDeactivateStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteRole($id: ID!) {\n  adminDeleteRole(id: $id)\n}"): typeof import('./graphql').AdminDeleteRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEditRole($id: ID!, $input: AdminRoleInput!, $editVersion: Int) {\n  adminEditRole(id: $id, input: $input, editVersion: $editVersion) {\n    ...RoleRow\n  }\n}"): typeof import('./graphql').AdminEditRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetStaffDetail($id: ID!) {\n  adminGetStaffDetail(id: $id) {\n    staff {\n      id\n      ...StaffDetail\n    }\n    recentActions {\n      ...AuditLogRow\n    }\n    sessions {\n      ...StaffSession\n    }\n  }\n}"): typeof import('./graphql').AdminGetStaffDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminInviteStaff($input: AdminInviteStaffInput!) {\n  adminInviteStaff(input: $input) {\n    staff {\n      id\n    }\n    inviteUrl\n    expiresAt\n  }\n}"): typeof import('./graphql').AdminInviteStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListRoles {\n  adminListRoles {\n    ...RoleRow\n  }\n}"): typeof import('./graphql').AdminListRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListStaff($skip: Int, $take: Int, $keyword: String, $roleId: ID, $status: StaffStatus) {\n  adminListStaff(\n    skip: $skip\n    take: $take\n    keyword: $keyword\n    roleId: $roleId\n    status: $status\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...StaffRow\n    }\n  }\n}"): typeof import('./graphql').AdminListStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminReactivateStaff($id: ID!) {\n  adminReactivateStaff(id: $id) {\n    id\n    ...StaffDetail\n  }\n}"): typeof import('./graphql').AdminReactivateStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminBulkUpdateUserTransferRequests($ids: [ID!]!, $approve: Boolean!, $moneyTransferReason: String) {\n  adminBulkUpdateUserTransferRequests(\n    ids: $ids\n    approve: $approve\n    moneyTransferReason: $moneyTransferReason\n  ) {\n    ...BulkActionResult\n  }\n}"): typeof import('./graphql').AdminBulkUpdateUserTransferRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListUserTransferRequest($skip: Int, $take: Int, $sort: String, $userId: ID, $status: TransferRequestStatus, $keyword: String, $createFrom: String, $createTo: String) {\n  adminListUserTransferRequest(\n    skip: $skip\n    take: $take\n    sort: $sort\n    userId: $userId\n    status: $status\n    keyword: $keyword\n    createFrom: $createFrom\n    createTo: $createTo\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...TransferRow\n    }\n  }\n}"): typeof import('./graphql').AdminListUserTransferRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminTransferDecisionContext($userId: ID!, $take: Int) {\n  adminGetUserDetail(id: $userId) {\n    ...TransferContextMember\n  }\n  adminListUserTransferRequest(userId: $userId, skip: 1, take: $take) {\n    meta {\n      totalItems\n    }\n    items {\n      ...TransferHistoryRow\n    }\n  }\n}"): typeof import('./graphql').AdminTransferDecisionContextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateUserTransferRequest($id: ID!, $approve: Boolean!, $moneyTransferReason: String) {\n  adminUpdateUserTransferRequest(\n    id: $id\n    approve: $approve\n    moneyTransferReason: $moneyTransferReason\n  ) {\n    id\n    status\n    moneyTransferReason\n    updatedAt\n    approvalsNeeded\n    approvals {\n      admin {\n        id\n        fullName\n      }\n      createdAt\n    }\n    users {\n      id\n      userBalance {\n        id\n        amount\n      }\n    }\n  }\n}"): typeof import('./graphql').AdminUpdateUserTransferRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteBannerForGood($kind: TrashKind!, $id: ID!) {\n  adminDeleteBannerForGood(kind: $kind, id: $id)\n}"): typeof import('./graphql').AdminDeleteBannerForGoodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteReviewForGood($kind: TrashKind!, $id: ID!) {\n  adminDeleteReviewForGood(kind: $kind, id: $id)\n}"): typeof import('./graphql').AdminDeleteReviewForGoodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteServiceForGood($kind: TrashKind!, $id: ID!) {\n  adminDeleteServiceForGood(kind: $kind, id: $id)\n}"): typeof import('./graphql').AdminDeleteServiceForGoodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListBannerTrash($skip: Int, $take: Int) {\n  adminListBannerTrash(skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...TrashRow\n    }\n  }\n}"): typeof import('./graphql').AdminListBannerTrashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListReviewTrash($skip: Int, $take: Int) {\n  adminListReviewTrash(skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...TrashRow\n    }\n  }\n}"): typeof import('./graphql').AdminListReviewTrashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListServiceTrash($skip: Int, $take: Int) {\n  adminListServiceTrash(skip: $skip, take: $take) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...TrashRow\n    }\n  }\n}"): typeof import('./graphql').AdminListServiceTrashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminRestoreBannerFromTrash($kind: TrashKind!, $id: ID!) {\n  adminRestoreBannerFromTrash(kind: $kind, id: $id)\n}"): typeof import('./graphql').AdminRestoreBannerFromTrashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminRestoreReviewFromTrash($kind: TrashKind!, $id: ID!) {\n  adminRestoreReviewFromTrash(kind: $kind, id: $id)\n}"): typeof import('./graphql').AdminRestoreReviewFromTrashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminRestoreServiceFromTrash($kind: TrashKind!, $id: ID!) {\n  adminRestoreServiceFromTrash(kind: $kind, id: $id)\n}"): typeof import('./graphql').AdminRestoreServiceFromTrashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AddressProvinceOption on Province {\n  code\n  name\n}\n\nfragment AddressWardOption on Ward {\n  code\n  name\n  prefix\n}\n\nfragment AddressProvinceName on Province {\n  code\n  name\n  isActive\n}\n\nfragment AddressDistrictName on District {\n  code\n  name\n  prefix\n  isActive\n}\n\nfragment AddressWardName on Ward {\n  code\n  name\n  prefix\n  isActive\n}"): typeof import('./graphql').AddressProvinceOptionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminMyBackgroundWork {\n  adminMyBackgroundWork {\n    ...BackgroundWorkItem\n  }\n}\n\nfragment BackgroundWorkItem on BackgroundWork {\n  id\n  kind\n  title\n  subject\n  status\n  total\n  done\n  failed\n  outcome\n  link\n  startedAt\n  finishedAt\n}\n\nmutation AdminStartBackgroundTask($kind: BackgroundTaskKind!, $title: String!, $total: Int, $link: String) {\n  adminStartBackgroundTask(kind: $kind, title: $title, total: $total, link: $link) {\n    id\n  }\n}\n\nmutation AdminReportBackgroundTask($id: ID!, $done: Int!, $total: Int, $failed: Int) {\n  adminReportBackgroundTask(id: $id, done: $done, total: $total, failed: $failed) {\n    id\n  }\n}\n\nmutation AdminEndBackgroundTask($id: ID!, $status: BackgroundTaskEnd!, $done: Int!, $total: Int, $failed: Int, $error: String) {\n  adminEndBackgroundTask(\n    id: $id\n    status: $status\n    done: $done\n    total: $total\n    failed: $failed\n    error: $error\n  ) {\n    id\n  }\n}"): typeof import('./graphql').AdminMyBackgroundWorkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BulkRowAnswer on AdminBulkRowResult {\n  row\n  ok\n  error\n}"): typeof import('./graphql').BulkRowAnswerFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SavedViewItem on SavedView {\n  id\n  listKey\n  name\n  search\n  columns {\n    ...ListColumnsItem\n  }\n  visibility\n  mine\n  ownerName\n  pinned\n  editVersion\n}\n\nfragment ListColumnsItem on ListColumns {\n  order\n  hidden\n}"): typeof import('./graphql').SavedViewItemFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberSelectOptions($keyword: String, $take: Int) {\n  users(skip: 1, take: $take, keyword: $keyword) {\n    items {\n      ...MemberSelectOption\n    }\n  }\n}\n\nfragment MemberSelectOption on User {\n  id\n  firstName\n  lastName\n  email\n  phone\n  prefixPhone\n}"): typeof import('./graphql').MemberSelectOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ListingRow on ServiceListing {\n  id\n  title\n  phone\n  email\n  website\n  address\n  createdAt\n  province\n  district\n  ward\n  medias {\n    id\n    filePathSM\n    filePathOriginal\n  }\n  provinceDetail {\n    ...AddressProvinceName\n  }\n  wardDetail {\n    ...AddressWardName\n  }\n}\n\nfragment ListingDetail on ServiceListing {\n  id\n  title\n  description\n  services\n  phone\n  email\n  website\n  address\n  province\n  district\n  ward\n  createdAt\n  updatedAt\n  medias {\n    id\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n  provinceDetail {\n    ...AddressProvinceName\n  }\n  districtDetail {\n    ...AddressDistrictName\n  }\n  wardDetail {\n    ...AddressWardName\n  }\n}\n\nfragment ListingFormValues on ServiceListing {\n  editVersion\n  title\n  description\n  services\n  address\n  phone\n  email\n  website\n  province\n  district\n  ward\n  isActive\n  medias {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n  provinceDetail {\n    name\n  }\n  districtDetail {\n    name\n    prefix\n  }\n  wardDetail {\n    name\n    prefix\n  }\n}"): typeof import('./graphql').ListingRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ListingOwnerOption on User {\n  id\n  firstName\n  lastName\n  email\n  phone\n}"): typeof import('./graphql').ListingOwnerOptionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AdminLive {\n  adminLive {\n    kind\n    entity\n    entityId\n    action\n    actionText\n    actor {\n      id\n      fullName\n    }\n    at\n  }\n}\n\nquery AdminRecordViewers($entity: String!, $entityId: ID!) {\n  adminRecordViewers(entity: $entity, entityId: $entityId) {\n    adminId\n    fullName\n    editing\n  }\n}\n\nmutation AdminRecordPresence($entity: String!, $entityId: ID!, $editing: Boolean!, $leaving: Boolean) {\n  adminRecordPresence(\n    entity: $entity\n    entityId: $entityId\n    editing: $editing\n    leaving: $leaving\n  )\n}"): typeof import('./graphql').AdminLiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PaletteHit on AdminSearchHit {\n  id\n  title\n  detail\n  listSearch\n}"): typeof import('./graphql').PaletteHitFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordHistory($entityType: String!, $entityId: String!, $skip: Int, $take: Int) {\n  adminListAuditLogs(\n    entityType: $entityType\n    entityId: $entityId\n    skip: $skip\n    take: $take\n  ) {\n    meta {\n      ...PageMeta\n    }\n    items {\n      ...RecordHistoryRow\n    }\n  }\n}\n\nfragment RecordHistoryRow on AuditLog {\n  id\n  createdAt\n  action\n  actionText\n  actor {\n    id\n    fullName\n    email\n  }\n}"): typeof import('./graphql').RecordHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminConfirmIdentity($password: String!, $code: String) {\n  adminConfirmIdentity(password: $password, code: $code)\n}"): typeof import('./graphql').AdminConfirmIdentityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListMySessions {\n  adminListMySessions {\n    id\n    current\n    browser\n    system\n    userAgent\n    ip\n    createdAt\n    lastSeenAt\n  }\n}\n\nmutation AdminRevokeSession($id: ID!) {\n  adminRevokeSession(id: $id)\n}\n\nmutation AdminSignOutEverywhere {\n  adminSignOutEverywhere\n}"): typeof import('./graphql').AdminListMySessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TwoFactorSetup on AdminTwoFactorSetup {\n  secret\n  otpauthUrl\n}\n\nmutation AdminStartTwoFactor {\n  adminStartTwoFactor {\n    ...TwoFactorSetup\n  }\n}\n\nmutation AdminConfirmTwoFactor($code: String!) {\n  adminConfirmTwoFactor(code: $code) {\n    recoveryCodes\n  }\n}\n\nmutation AdminDisableTwoFactor($password: String!, $code: String!) {\n  adminDisableTwoFactor(password: $password, code: $code)\n}"): typeof import('./graphql').TwoFactorSetupFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AuditLogDetail on AuditLog {\n  id\n  createdAt\n  action\n  actionText\n  entityType\n  entityId\n  ip\n  before\n  after\n  actor {\n    id\n    fullName\n    email\n  }\n}"): typeof import('./graphql').AuditLogDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AuditLogRow on AuditLog {\n  id\n  createdAt\n  action\n  actionText\n  entityType\n  entityId\n  ip\n  actor {\n    id\n    fullName\n    email\n  }\n}"): typeof import('./graphql').AuditLogRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AvatarDetail on Avatar {\n  editVersion\n  id\n  title\n  description\n  slug\n  isDefault\n  media\n  createdAt\n  updatedAt\n  mediaDetail {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n}"): typeof import('./graphql').AvatarDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AvatarRow on Avatar {\n  id\n  title\n  description\n  slug\n  isDefault\n  mediaDetail {\n    id\n    filePathSM\n    filePathOriginal\n  }\n}"): typeof import('./graphql').AvatarRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BannerDetail on Banner {\n  editVersion\n  id\n  name\n  positionId\n  linkBanner\n  isActive\n  createdAt\n  updatedAt\n  position {\n    id\n    name\n    ratioWidth\n    ratioHeight\n  }\n  medias {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n}"): typeof import('./graphql').BannerDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BannerPositionOption on BannerPosition {\n  id\n  name\n  ratioWidth\n  ratioHeight\n}"): typeof import('./graphql').BannerPositionOptionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BannerRow on Banner {\n  id\n  name\n  isActive\n  position {\n    id\n    name\n    ratioWidth\n    ratioHeight\n  }\n  medias {\n    id\n    filePathSM\n    filePathOriginal\n  }\n}"): typeof import('./graphql').BannerRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BuyingDemandDetail on CarBuyingNeed {\n  id\n  budget\n  vehicleLife\n  numKilometerCarRun\n  buyerName\n  phone\n  isInstallmentPurchase\n  isVehicleInspectionService\n  isInsuranceConsultant\n  isOther\n  descriptionOther\n  status\n  isCustomer\n  createdAt\n  updatedAt\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n  brandDetail {\n    id\n    name\n  }\n  modelDetail {\n    id\n    name\n  }\n  provinceDetail {\n    id\n    name\n    isActive\n  }\n  sellers {\n    id\n    firstName\n    lastName\n    email\n    phone\n    prefixPhone\n  }\n}\n\nfragment BuyingDemandFormValues on CarBuyingNeed {\n  editVersion\n  id\n  userId\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n  brand\n  model\n  budget\n  vehicleLife\n  numKilometerCarRun\n  provinceId\n  buyerName\n  phone\n  isInstallmentPurchase\n  isVehicleInspectionService\n  isInsuranceConsultant\n  isOther\n  descriptionOther\n  status\n  userSellerIds\n  sellers {\n    id\n    firstName\n    lastName\n    email\n  }\n  provinceDetail {\n    id\n    name\n  }\n}"): typeof import('./graphql').BuyingDemandDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BuyingDemandRow on CarBuyingNeed {\n  id\n  budget\n  vehicleLife\n  numKilometerCarRun\n  phone\n  isInstallmentPurchase\n  buyerName\n  user {\n    id\n    firstName\n    lastName\n  }\n  brandDetail {\n    id\n    name\n  }\n  modelDetail {\n    id\n    name\n  }\n}\n\nfragment BuyingCustomerRow on CarBuyingNeed {\n  id\n  budget\n  phone\n  status\n  userSellerIds\n  buyerName\n  user {\n    id\n    firstName\n    lastName\n  }\n  brandDetail {\n    id\n    name\n  }\n  modelDetail {\n    id\n    name\n  }\n}"): typeof import('./graphql').BuyingDemandRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CarDetail on Car {\n  editVersion\n  id\n  title\n  slug\n  debutDay\n  origin\n  size\n  description\n  price\n  priceSegment\n  classificationByRegistration\n  createdAt\n  updatedAt\n  imagesInside {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n  imagesOutside {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n  videos {\n    videoId\n    mediaDetail {\n      id\n      fileName\n      mimeType\n      filePathSM\n      filePathOriginal\n    }\n  }\n  metas {\n    type\n    value\n    brand {\n      id\n      name\n    }\n    model {\n      id\n      name\n    }\n    version {\n      id\n      name\n    }\n    bodyType {\n      id\n      name\n    }\n    fuelType {\n      id\n      name\n    }\n    seat {\n      id\n      name\n    }\n    door {\n      id\n      name\n    }\n  }\n}"): typeof import('./graphql').CarDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CarRow on Car {\n  id\n  title\n  price\n  metas {\n    type\n    value\n    brand {\n      id\n      name\n    }\n    model {\n      id\n      name\n    }\n    version {\n      id\n      name\n    }\n  }\n}"): typeof import('./graphql').CarRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ContestDetail on Contest {\n  editVersion\n  id\n  name\n  slug\n  description\n  duration\n  noWiner\n  startDate\n  endDate\n  createdAt\n  updatedAt\n}"): typeof import('./graphql').ContestDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ContestRow on Contest {\n  id\n  name\n  duration\n  noWiner\n  startDate\n  endDate\n}"): typeof import('./graphql').ContestRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DrivingCenterDetail on DrivingCenter {\n  ...ListingDetail\n  id\n  title\n  isActive\n  totalRating\n  averageRating\n}"): typeof import('./graphql').DrivingCenterDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DrivingCenterRow on DrivingCenter {\n  ...ListingRow\n  id\n  title\n  isActive\n  averageRating\n  totalRating\n}"): typeof import('./graphql').DrivingCenterRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FeedbackDetail on Feedback {\n  id\n  content\n  userId\n  email\n  isActive\n  createdAt\n  medias {\n    id\n    fileName\n    filePathLG\n    filePathOriginal\n  }\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n}"): typeof import('./graphql').FeedbackDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FeedbackRow on Feedback {\n  id\n  content\n  userId\n  email\n  createdAt\n  medias {\n    id\n  }\n  user {\n    id\n    firstName\n    lastName\n  }\n}"): typeof import('./graphql').FeedbackRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PhoneErrorRow on PhoneErrorMessage {\n  id\n  phoneNumber\n  errorMessage\n  createdAt\n}"): typeof import('./graphql').PhoneErrorRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReportPostDetail on ReportPost {\n  id\n  postId\n  userId\n  reason\n  content\n  type\n  createdAt\n  updatedAt\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n}"): typeof import('./graphql').ReportPostDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReportPostRow on ReportPost {\n  id\n  postId\n  userId\n  reason\n  content\n  createdAt\n  user {\n    id\n    firstName\n    lastName\n  }\n}"): typeof import('./graphql').ReportPostRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GarageDetail on Garage {\n  ...ListingDetail\n  id\n  title\n  status\n  reason\n  karCheck\n  latitude\n  longitude\n  totalRating\n  averageRating\n  user {\n    id\n    firstName\n    lastName\n  }\n}\n\nfragment GarageFormValues on Garage {\n  ...ListingFormValues\n  latitude\n  longitude\n  userId\n  user {\n    id\n    firstName\n    lastName\n  }\n}"): typeof import('./graphql').GarageDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GarageRow on Garage {\n  ...ListingRow\n  id\n  title\n  status\n  karCheck\n  user {\n    id\n    firstName\n    lastName\n  }\n}"): typeof import('./graphql').GarageRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SimulationSegment on QuestionSimulationAnswer {\n  id\n  no\n  minuteFrom\n  secondFrom\n  minuteTo\n  secondTo\n  point\n}\n\nfragment QuestionSimulationDetail on QuestionSimulation {\n  id\n  no\n  content\n  explainAnswer\n  type\n  createdAt\n  updatedAt\n  answers {\n    ...SimulationSegment\n  }\n  mediaDetail {\n    id\n    fileName\n    filePathOriginal\n  }\n  imageDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n}\n\nfragment QuestionSimulationFormValues on QuestionSimulation {\n  editVersion\n  id\n  no\n  content\n  explainAnswer\n  type\n  answers {\n    ...SimulationSegment\n  }\n  mediaDetail {\n    id\n    fileName\n    mimeType\n    filePathOriginal\n  }\n  imageDetail {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n}"): typeof import('./graphql').SimulationSegmentFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QuestionSimulationGroupRow on QuestionSimulationGroup {\n  id\n  name\n  type\n}\n\nfragment SimulationQuestionChoice on QuestionSimulation {\n  id\n  no\n  content\n}\n\nfragment QuestionSimulationGroupDetail on QuestionSimulationGroup {\n  editVersion\n  id\n  name\n  type\n  createdAt\n  updatedAt\n  questionSimulationDetails {\n    ...SimulationQuestionChoice\n  }\n}"): typeof import('./graphql').QuestionSimulationGroupRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QuestionSimulationRow on QuestionSimulation {\n  id\n  no\n  content\n  type\n}"): typeof import('./graphql').QuestionSimulationRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LearnerQuestion on QuestionTheory {\n  id\n  no\n  content\n  explainAnswer\n  type\n  answerType\n  answers {\n    id\n    no\n    content\n    correctAnswer\n  }\n  imageDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n  imageExplainAnswerDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n}\n\nfragment LearnerSign on TrafficSign {\n  id\n  title\n  symbol\n  content\n  type\n  medias {\n    id\n    filePathLG\n    filePathOriginal\n  }\n}\n\nfragment LearnerSignChoice on TrafficSign {\n  id\n  title\n}"): typeof import('./graphql').LearnerQuestionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QuestionTheoryDetail on QuestionTheory {\n  id\n  no\n  content\n  explainAnswer\n  isActive\n  type\n  answerType\n  createdAt\n  updatedAt\n  answers {\n    id\n    no\n    content\n    correctAnswer\n  }\n  imageDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n  imageExplainAnswerDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n}\n\nfragment QuestionTheoryFormValues on QuestionTheory {\n  id\n  no\n  editVersion\n  content\n  explainAnswer\n  isActive\n  type\n  answerType\n  answers {\n    id\n    no\n    content\n    correctAnswer\n  }\n  imageDetail {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n  imageExplainAnswerDetail {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n}"): typeof import('./graphql').QuestionTheoryDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QuestionTheoryRow on QuestionTheory {\n  id\n  no\n  content\n  explainAnswer\n  isActive\n  type\n}"): typeof import('./graphql').QuestionTheoryRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TrafficSignDetail on TrafficSign {\n  id\n  slug\n  title\n  symbol\n  content\n  type\n  createdAt\n  updatedAt\n  medias {\n    id\n    filePathLG\n    filePathOriginal\n  }\n}\n\nfragment TrafficSignFormValues on TrafficSign {\n  editVersion\n  id\n  slug\n  title\n  symbol\n  content\n  type\n  medias {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n}"): typeof import('./graphql').TrafficSignDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TrafficSignRow on TrafficSign {\n  id\n  slug\n  title\n  symbol\n  content\n  type\n  medias {\n    id\n    filePathSM\n    filePathLG\n    filePathOriginal\n  }\n}"): typeof import('./graphql').TrafficSignRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MarketPriceDetail on CarVersion {\n  id\n  name\n  priceCarVersion\n  yearManufacture\n  numKilometerCarRun\n  typeCarVersion\n  isActive\n  createdAt\n  updatedAt\n  mediaDetail {\n    id\n    filePathLG\n    filePathOriginal\n  }\n  brandDetail {\n    id\n    name\n  }\n  modelDetail {\n    id\n    name\n  }\n}\n\nfragment MarketPriceFormValues on CarVersion {\n  editVersion\n  id\n  name\n  brand\n  model\n  priceCarVersion\n  yearManufacture\n  numKilometerCarRun\n  mediaId\n  mediaDetail {\n    id\n    filePathSM\n    filePathOriginal\n  }\n}"): typeof import('./graphql').MarketPriceDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MarketPriceRow on CarVersion {\n  id\n  name\n  priceCarVersion\n  yearManufacture\n  numKilometerCarRun\n  createdAt\n  brandDetail {\n    id\n    name\n  }\n  modelDetail {\n    id\n    name\n  }\n}"): typeof import('./graphql').MarketPriceRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MediaCard on MediaLibraryItem {\n  id\n  kind\n  sizeBytes\n  media {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n    createdAt\n  }\n  uploader {\n    id\n    name\n    isAdmin\n  }\n  usage {\n    reviews\n    banners\n    cars\n    avatars\n    posts\n    others\n    total\n  }\n}"): typeof import('./graphql').MediaCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MemberHeader on User {\n  id\n  email\n  firstName\n  lastName\n  isActive\n  avatarMedia {\n    id\n    filePathSM\n  }\n}\n\nfragment MemberCards on User {\n  id\n  email\n  username\n  storeName\n  firstName\n  lastName\n  dob\n  prefixPhone\n  phone\n  isWithdraw\n  withdrawReason\n  createdAt\n  lastLoginAt\n  updatedAt\n  isActiveEmail\n  isActivePhone\n  referralCode\n  hasPassword\n  userBalance {\n    id\n    amount\n    promotion\n  }\n  metadata {\n    language\n    isPushNotification\n    isEmailNotification\n    isSmsNotification\n    isPromotionNotification\n    totalRating\n    avgRating\n    province {\n      id\n      name\n    }\n    country {\n      id\n      name\n    }\n  }\n}"): typeof import('./graphql').MemberHeaderFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MemberPackageRow on UserServicePackage {\n  id\n  ...UserServiceTerms\n  createdAt\n}\n\nfragment MemberTransferRow on TransferRequest {\n  id\n  amount\n  status\n  bankName\n  moneyTransferReason\n  createdAt\n}\n\nfragment MemberAuditRow on AuditLog {\n  id\n  action\n  actionText\n  entity\n  entityId\n  before\n  after\n  createdAt\n  admin {\n    id\n    email\n    fullName\n  }\n}\n\nfragment MemberEmailRow on MailMessage {\n  id\n  to\n  subject\n  status\n  transport\n  error\n  createdAt\n  sentAt\n}"): typeof import('./graphql').MemberPackageRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MemberFormValues on User {\n  editVersion\n  id\n  email\n  prefixPhone\n  phone\n  firstName\n  lastName\n  username\n  storeName\n  dob\n  avatar\n  avatarMedia {\n    id\n    filePathSM\n  }\n  isActive\n  metadata {\n    countryId\n    cityId\n    language\n  }\n}"): typeof import('./graphql').MemberFormValuesFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MemberRow on User {\n  id\n  email\n  firstName\n  lastName\n  phone\n  prefixPhone\n  isActive\n  createdAt\n  avatarMedia {\n    id\n    filePathSM\n  }\n  userBalance {\n    id\n    amount\n    promotion\n  }\n}"): typeof import('./graphql').MemberRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NotificationDetail on Notification {\n  id\n  titleVi\n  titleEn\n  contentVi\n  contentEn\n  type\n  role\n  targetScreen\n  tagetId\n  targetItemTitle\n  recipientCount\n  pickedRecipients\n  status\n  pushConfigured\n  createdAt\n  sender {\n    id\n    fullName\n    email\n  }\n  delivery {\n    total\n    queued\n    sent\n    failed\n    read\n    lastError\n  }\n  pushDelivery {\n    total\n    queued\n    sent\n    failed\n    lastError\n  }\n}"): typeof import('./graphql').NotificationDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NotificationRow on Notification {\n  id\n  titleVi\n  titleEn\n  type\n  createdAt\n}"): typeof import('./graphql').NotificationRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BenefitOption on UserServiceBenefit {\n  id\n  title\n  type\n  isActive\n}"): typeof import('./graphql').BenefitOptionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BenefitRow on UserServiceBenefit {\n  id\n  title\n  type\n  isActive\n}\n\nfragment BenefitFormStart on UserServiceBenefit {\n  id\n  type\n  title\n  editVersion\n}"): typeof import('./graphql').BenefitRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MemberOption on User {\n  id\n  firstName\n  lastName\n  email\n  phone\n  prefixPhone\n}"): typeof import('./graphql').MemberOptionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PackageOption on ServicePackage {\n  id\n  ...ServiceTerms\n  description\n  isDeleted\n}"): typeof import('./graphql').PackageOptionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ServiceDetail on ServicePackage {\n  id\n  ...ServiceTerms\n  description\n  isDeleted\n  createdAt\n  updatedAt\n  benefitsItems {\n    id\n    title\n    isActive\n    type\n  }\n}\n\nfragment ServiceFormValues on ServicePackage {\n  editVersion\n  id\n  ...ServiceTerms\n  description\n  benefitsItems {\n    id\n  }\n}"): typeof import('./graphql').ServiceDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ServiceRow on ServicePackage {\n  id\n  ...ServiceTerms\n}"): typeof import('./graphql').ServiceRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserServiceDetail on UserServicePackage {\n  id\n  userId\n  ...UserServiceTerms\n  unitPrice\n  createdAt\n  user {\n    id\n    firstName\n    lastName\n    email\n    phone\n    prefixPhone\n  }\n  package {\n    id\n    description\n    benefitsItems {\n      id\n      title\n    }\n  }\n}\n\nfragment UserServiceFormValues on UserServicePackage {\n  editVersion\n  id\n  userId\n  servicesId\n  quantity\n  day\n  used\n  isActive\n  expriedDate\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n  package {\n    ...PackageOption\n  }\n}"): typeof import('./graphql').UserServiceDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserServiceRow on UserServicePackage {\n  id\n  userId\n  ...UserServiceTerms\n  user {\n    id\n    firstName\n    lastName\n  }\n}"): typeof import('./graphql').UserServiceRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ParkingDetail on Parking {\n  id\n  title\n  description\n  total\n  address\n  phone\n  email\n  website\n  province\n  district\n  ward\n  latitude\n  longitude\n  isActive\n  closeOnPublicHolidays\n  sameWeekOfOperation\n  status\n  reason\n  createdAt\n  updatedAt\n  user {\n    id\n    firstName\n    lastName\n  }\n  medias {\n    id\n    mediaDetail {\n      id\n      filePathLG\n      filePathOriginal\n    }\n  }\n  provinceDetail {\n    ...AddressProvinceName\n  }\n  districtDetail {\n    ...AddressDistrictName\n  }\n  wardDetail {\n    ...AddressWardName\n  }\n  workingTimes {\n    id\n    day\n    startTime\n    endTime\n  }\n  priceProperties {\n    id\n    type\n    price\n  }\n}\n\nfragment ParkingFormValues on Parking {\n  editVersion\n  id\n  title\n  userId\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n  description\n  total\n  mediaIds\n  medias {\n    id\n    mediaId\n    mediaDetail {\n      id\n      fileName\n      mimeType\n      filePathSM\n      filePathOriginal\n    }\n  }\n  address\n  phone\n  email\n  website\n  province\n  district\n  ward\n  provinceDetail {\n    code\n    name\n  }\n  districtDetail {\n    code\n    name\n    prefix\n  }\n  wardDetail {\n    code\n    name\n    prefix\n  }\n  latitude\n  longitude\n  isActive\n  closeOnPublicHolidays\n  sameWeekOfOperation\n  status\n  reason\n  workingTimes {\n    day\n    startTime\n    endTime\n  }\n  priceProperties {\n    type\n    price\n  }\n}"): typeof import('./graphql').ParkingDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ParkingRow on Parking {\n  id\n  title\n  phone\n  email\n  website\n  address\n  createdAt\n  status\n  province\n  district\n  ward\n  user {\n    id\n    firstName\n    lastName\n  }\n  medias {\n    mediaDetail {\n      filePathSM\n      filePathOriginal\n    }\n  }\n  provinceDetail {\n    ...AddressProvinceName\n  }\n  districtDetail {\n    ...AddressDistrictName\n  }\n  wardDetail {\n    ...AddressWardName\n  }\n}"): typeof import('./graphql').ParkingRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PostDetail on Post {\n  id\n  title\n  status\n  price\n  hiddenPrice\n  showHiddenPrice\n  currency\n  includeTax\n  condition\n  odometer\n  year\n  regPlate\n  plateHidden\n  regExprice\n  transmission\n  description\n  offer\n  inspection\n  planExpried\n  remoteAssessment\n  roadworthyCeftificate\n  countryCode\n  totalView\n  videoUrl\n  createdAt\n  updatedAt\n  waitingSince\n  reportCount\n  sellerPostCount\n  medias {\n    ...PostMedia\n  }\n  hidePlateMedias {\n    ...PostMedia\n  }\n  brand {\n    id\n    name\n  }\n  model {\n    id\n    name\n  }\n  version {\n    id\n    name\n  }\n  bodyType {\n    id\n    name\n  }\n  colour {\n    id\n    name\n  }\n  fuelType {\n    id\n    name\n  }\n  fuelEconomy {\n    id\n    nameEn\n    nameVi\n  }\n  driverType {\n    id\n    nameEn\n  }\n  seat {\n    id\n    name\n  }\n  door {\n    id\n    name\n  }\n  city {\n    id\n    name\n  }\n  user {\n    id\n    ...PostPoster\n    metadata {\n      language\n    }\n  }\n  statusReasonRejected {\n    status\n    note\n    reason\n    planRemainingTime\n  }\n  marketPrice {\n    outlier\n    ...PostPriceCheck\n  }\n  claim {\n    ...PostClaimInfo\n  }\n  pendingEdit {\n    ...PostPendingEditView\n  }\n  reports {\n    id\n    ...PostReportItem\n  }\n  statusHistory {\n    id\n    ...PostStatusChangeItem\n  }\n}\n\nfragment PostPriceCheck on MarketPriceCheck {\n  versionPrice\n  ratio\n  outlier\n}\n\nfragment PostPendingEditView on PostPendingEdit {\n  submittedAt\n  changes {\n    field\n    before\n    after\n  }\n}\n\nfragment PostReportItem on ReportPost {\n  id\n  reason\n  content\n  createdAt\n  userId\n  user {\n    id\n    firstName\n    lastName\n  }\n}\n\nfragment PostStatusChangeItem on PostStatusChange {\n  id\n  at\n  from\n  to\n  reason\n  note\n  undo\n  admin {\n    id\n    fullName\n    email\n  }\n}\n\nfragment PostMedia on Media {\n  id\n  fileName\n  filePathSM\n  filePathLG\n  filePathOriginal\n  mimeType\n}\n\nfragment PostClaimInfo on PostClaim {\n  mine\n  claimedAt\n  expiresAt\n  admin {\n    id\n    fullName\n    email\n  }\n}"): typeof import('./graphql').PostDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PostFormValues on Post {\n  id\n  editVersion\n  title\n  price\n  hiddenPrice\n  showHiddenPrice\n  currency\n  includeTax\n  condition\n  odometer\n  year\n  regPlate\n  plateHidden\n  regExprice\n  transmission\n  description\n  offer\n  inspection\n  remoteAssessment\n  roadworthyCeftificate\n  countryCode\n  videoUrl\n  status\n  city {\n    id\n  }\n  brand {\n    id\n  }\n  model {\n    id\n  }\n  version {\n    id\n  }\n  bodyType {\n    id\n  }\n  colour {\n    id\n  }\n  fuelType {\n    id\n  }\n  fuelEconomy {\n    id\n  }\n  driverType {\n    id\n  }\n  seat {\n    id\n  }\n  door {\n    id\n  }\n  user {\n    id\n    ...PostPoster\n  }\n  medias {\n    ...PostFormMedia\n  }\n  hidePlateMedias {\n    ...PostFormMedia\n  }\n}\n\nfragment PostFormMedia on Media {\n  id\n  fileName\n  mimeType\n  filePathSM\n  filePathOriginal\n}"): typeof import('./graphql').PostFormValuesFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PostQueueItem on PostReviewQueueItem {\n  waitingSince\n  reportCount\n  reasons\n  kind\n  post {\n    id\n    title\n    status\n    price\n    currency\n    medias {\n      id\n      filePathSM\n      filePathOriginal\n    }\n    user {\n      id\n      ...PostPoster\n      metadata {\n        language\n      }\n    }\n    claim {\n      ...PostClaimInfo\n    }\n    marketPrice {\n      outlier\n    }\n  }\n}"): typeof import('./graphql').PostQueueItemFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PostRow on Post {\n  id\n  title\n  totalView\n  price\n  currency\n  status\n  countryCode\n  createdAt\n  medias {\n    id\n    filePathSM\n    filePathOriginal\n  }\n  brand {\n    id\n    name\n  }\n  model {\n    id\n    name\n  }\n  city {\n    id\n    name\n  }\n  user {\n    id\n    ...PostPoster\n  }\n  marketPrice {\n    outlier\n  }\n}\n\nfragment PostPoster on User {\n  id\n  firstName\n  lastName\n  email\n  phone\n  prefixPhone\n}"): typeof import('./graphql').PostRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReviewVideoRow on ReviewVideo {\n  editVersion\n  id\n  title\n  description\n  linkVideo\n  slug\n  createdAt\n}"): typeof import('./graphql').ReviewVideoRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReviewCategoryRow on ReviewCategory {\n  editVersion\n  id\n  nameVi\n  nameEn\n  slug\n  isActive\n  total\n}"): typeof import('./graphql').ReviewCategoryRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReviewDetail on Review {\n  id\n  nameVi\n  nameEn\n  slug\n  descriptionVi\n  descriptionEn\n  contentVi\n  contentEn\n  isActive\n  createdAt\n  updatedAt\n  categories {\n    id\n    nameVi\n    nameEn\n  }\n  carModels {\n    id\n    name\n    brandMeta {\n      id\n      name\n    }\n  }\n  thumnailMedia {\n    id\n    filePathLG\n    filePathOriginal\n  }\n  medias {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n}\n\nfragment ReviewFormValues on Review {\n  editVersion\n  id\n  nameVi\n  nameEn\n  slug\n  descriptionVi\n  descriptionEn\n  contentVi\n  contentEn\n  category\n  modelIds\n  mediaIds\n  thumnail\n  applyType\n  isActive\n  thumnailMedia {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n  medias {\n    id\n    fileName\n    mimeType\n    filePathSM\n    filePathOriginal\n  }\n}"): typeof import('./graphql').ReviewDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReviewRow on Review {\n  id\n  nameVi\n  nameEn\n  slug\n  isActive\n  createdAt\n  categories {\n    id\n    nameVi\n    nameEn\n  }\n}"): typeof import('./graphql').ReviewRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CatalogueBrand on Brand {\n  id\n  name\n}\n\nfragment CatalogueModel on CarModel {\n  id\n  name\n  brand\n}"): typeof import('./graphql').CatalogueBrandFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BrandItem on Brand {\n  id\n  name\n  slug\n  image\n  mediaId\n  isDisplayTopSearch\n  isActive\n  editVersion\n}\n\nfragment ModelItem on CarModel {\n  id\n  name\n  brand\n  isActive\n  editVersion\n  brandMeta {\n    id\n    name\n  }\n}\n\nfragment VersionItem on CarVersion {\n  id\n  name\n  brand\n  model\n  slug\n  image\n  mediaId\n  priceCarVersion\n  isActive\n  editVersion\n}\n\nfragment BodyTypeItem on BodyType {\n  id\n  name\n  slug\n  isActive\n  editVersion\n}\n\nfragment ColourItem on Colour {\n  id\n  name\n  slug\n  isActive\n  editVersion\n}\n\nfragment FuelTypeItem on FuelType {\n  id\n  name\n  slug\n  isActive\n  editVersion\n}\n\nfragment SeatItem on Seat {\n  id\n  name\n  value\n  fixed\n  isActive\n  editVersion\n}\n\nfragment DoorItem on Door {\n  id\n  name\n  value\n  isActive\n  editVersion\n}\n\nfragment DriverTypeItem on DriverType {\n  id\n  nameVi\n  nameEn\n  isActive\n  editVersion\n}\n\nfragment FuelEconomyItem on FuelEconomy {\n  id\n  nameVi\n  nameEn\n  liter\n  kilometer\n  isLess\n  isActive\n  editVersion\n}\n\nfragment PaymentItemItem on PaymentItem {\n  id\n  amount\n  currency\n  isActive\n  editVersion\n}\n\nfragment RegistrationItem on CarPurchaseCostProvince {\n  id\n  provinceId\n  registrationFeeNewCar\n  registrationFeeOldCar\n  registry\n  roadMaintenanceFee\n  civilInsurance\n  licensePlateFee\n  bodyInsuranceOneYear\n  otherCost\n  isActive\n  editVersion\n  proviceDetail {\n    id\n    name\n  }\n}"): typeof import('./graphql').BrandItemFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminTransferApprovalSettings {\n  adminTransferApprovalSettings {\n    twoApprovalThreshold\n    editVersion\n  }\n}\n\nmutation AdminEditTransferApprovalSettings($twoApprovalThreshold: Float!, $editVersion: Int) {\n  adminEditTransferApprovalSettings(\n    twoApprovalThreshold: $twoApprovalThreshold\n    editVersion: $editVersion\n  ) {\n    twoApprovalThreshold\n    editVersion\n  }\n}"): typeof import('./graphql').AdminTransferApprovalSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RoleRow on AdminRole {\n  editVersion\n  id\n  code\n  name\n  builtIn\n  permissions\n  twoFactorRequired\n  dailyApprovalLimit\n  staffCount\n}"): typeof import('./graphql').RoleRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StaffDetail on AdminUser {\n  id\n  email\n  firstName\n  lastName\n  fullName\n  isActive\n  status\n  deactivateReason\n  lastLoginAt\n  createdAt\n  role {\n    id\n    code\n    name\n  }\n}"): typeof import('./graphql').StaffDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StaffRow on AdminUser {\n  id\n  email\n  fullName\n  isActive\n  status\n  lastLoginAt\n  createdAt\n  role {\n    id\n    code\n    name\n  }\n}"): typeof import('./graphql').StaffRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StaffSession on AdminSession {\n  id\n  current\n  browser\n  system\n  ip\n  createdAt\n  lastSeenAt\n}\n\nmutation AdminEndStaffSession($id: ID!) {\n  adminEndStaffSession(id: $id)\n}"): typeof import('./graphql').StaffSessionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TransferContextMember on User {\n  id\n  userBalance {\n    id\n    amount\n  }\n  metadata {\n    language\n  }\n}\n\nfragment TransferHistoryRow on TransferRequest {\n  id\n  amount\n  status\n  bankName\n  moneyTransferReason\n  createdAt\n}"): typeof import('./graphql').TransferContextMemberFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TransferRow on TransferRequest {\n  id\n  amount\n  status\n  bankName\n  userId\n  moneyTransferReason\n  createdAt\n  approvalsNeeded\n  approvals {\n    admin {\n      id\n      fullName\n    }\n    createdAt\n  }\n  users {\n    id\n    firstName\n    lastName\n    userBalance {\n      id\n      amount\n    }\n  }\n}"): typeof import('./graphql').TransferRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TrashRow on TrashItem {\n  kind\n  id\n  title\n  deletedAt\n  deletedByName\n  purgeAt\n}"): typeof import('./graphql').TrashRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ServiceTerms on ServicePackage {\n  type\n  quantity\n  day\n  unitPrice\n  totalPrice\n  isActive\n}\n\nfragment UserServiceTerms on UserServicePackage {\n  type\n  quantity\n  used\n  day\n  isActive\n  totalPrice\n  expriedDate\n}"): typeof import('./graphql').ServiceTermsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
