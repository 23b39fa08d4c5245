/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminAvatarInput = {
  description?: string | null | undefined;
  isDefault?: boolean | null | undefined;
  media: string | number;
  title: string;
};

/** The list a package bulk action acts on (user service packages have no single status or delete action). */
export type AdminBulkPackageKind =
  | 'BENEFIT'
  | 'SERVICE';

/** What a bulk moderation does to each post. */
export type AdminBulkPostAction =
  /** PENDING or EDIT_PENDING to ACTIVE, like adminChangeStatusPost. */
  | 'APPROVE'
  /** Closes the open reports of a post on show, like adminDismissPostReports. */
  | 'DISMISS_REPORTS'
  /** PENDING or EDIT_PENDING to REJECTED with one reason and note for all, like adminChangeStatusPost. */
  | 'REJECT';

/** A post of a bulk moderation and the status the admin saw (a different current status is that row's CONFLICT). */
export type AdminBulkPostInput = {
  expectedStatus: PostStatus;
  id: string | number;
};

/** One row of adminBulkCreateQuestions: a theory question as adminCreateQuestion takes it, without pictures (a spreadsheet carries none). */
export type AdminBulkQuestionRowInput = {
  answerType: QuestionAnswerType;
  answers: Array<QuestionTheoryAnswerInput>;
  content: string;
  explainAnswer?: string | null | undefined;
  isActive?: boolean | null | undefined;
  no: number;
  type: Array<QuestionTheoryType>;
};

/** The list a review bulk action acts on. */
export type AdminBulkReviewKind =
  | 'CATEGORY'
  | 'REVIEW';

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

export type AdminCarBuyingNeedInput = {
  brand?: string | number | null | undefined;
  budget?: number | null | undefined;
  buyerName?: string | null | undefined;
  descriptionOther?: string | null | undefined;
  isInstallmentPurchase?: boolean | null | undefined;
  isInsuranceConsultant?: boolean | null | undefined;
  isOther?: boolean | null | undefined;
  isVehicleInspectionService?: boolean | null | undefined;
  model?: string | number | null | undefined;
  numKilometerCarRun?: number | null | undefined;
  phone?: string | null | undefined;
  provinceId?: string | number | null | undefined;
  status?: CarBuyingNeedStatus | null | undefined;
  userId?: string | number | null | undefined;
  userSellerIds?: Array<string | number> | null | undefined;
  vehicleLife?: number | null | undefined;
};

export type AdminCarInput = {
  classificationByRegistration?: string | null | undefined;
  debutDay?: string | null | undefined;
  description?: string | null | undefined;
  imageInsideIds?: Array<string | number> | null | undefined;
  imageOutsideIds?: Array<string | number> | null | undefined;
  metas?: Array<CarMetaInput> | null | undefined;
  origin?: string | null | undefined;
  price?: number | null | undefined;
  priceSegment?: string | null | undefined;
  size?: string | null | undefined;
  title: string;
  /** Media ids of uploaded videos. */
  videoIds?: Array<string | number> | null | undefined;
};

export type AdminContestInput = {
  description?: string | null | undefined;
  duration?: number | null | undefined;
  endDate?: string | null | undefined;
  name: string;
  noWiner?: number | null | undefined;
  startDate?: string | null | undefined;
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

export type AdminDrivingCenterInput = {
  address?: string | null | undefined;
  description?: string | null | undefined;
  district?: string | null | undefined;
  email?: string | null | undefined;
  isActive?: boolean | null | undefined;
  mediaIds?: Array<string | number> | null | undefined;
  phone?: string | null | undefined;
  province?: string | null | undefined;
  services?: Array<string> | null | undefined;
  title: string;
  ward?: string | null | undefined;
  website?: string | null | undefined;
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

export type AdminGarageInput = {
  address?: string | null | undefined;
  description?: string | null | undefined;
  district?: string | null | undefined;
  email?: string | null | undefined;
  isActive?: boolean | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  mediaIds?: Array<string | number> | null | undefined;
  phone?: string | null | undefined;
  province?: string | null | undefined;
  services?: Array<string> | null | undefined;
  status?: GarageStatus | null | undefined;
  title: string;
  userId?: string | number | null | undefined;
  ward?: string | null | undefined;
  website?: string | null | undefined;
};

export type AdminInviteStaffInput = {
  email: string;
  firstName: string;
  lastName: string;
  roleId: string | number;
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

export type AdminParkingInput = {
  address?: string | null | undefined;
  closeOnPublicHolidays?: boolean | null | undefined;
  description?: string | null | undefined;
  district?: string | null | undefined;
  email?: string | null | undefined;
  isActive?: boolean | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  mediaIds?: Array<string | number> | null | undefined;
  phone?: string | null | undefined;
  priceProperties?: Array<ParkingPricePropertyInput> | null | undefined;
  province?: string | null | undefined;
  reason?: string | null | undefined;
  sameWeekOfOperation?: boolean | null | undefined;
  status?: ParkingStatus | null | undefined;
  title: string;
  total?: number | null | undefined;
  userId?: string | number | null | undefined;
  ward?: string | null | undefined;
  website?: string | null | undefined;
  workingTimes?: Array<ParkingWorkingTimeInput> | null | undefined;
};

/** A post written by an admin on behalf of a member (userId). */
export type AdminPostInput = {
  bodyType?: string | number | null | undefined;
  brand?: string | number | null | undefined;
  cityId?: string | number | null | undefined;
  colour?: string | number | null | undefined;
  condition?: Condition | null | undefined;
  countryCode?: string | null | undefined;
  currency?: Currency | null | undefined;
  description?: string | null | undefined;
  door?: string | number | null | undefined;
  driverType?: string | number | null | undefined;
  fuelEconomy?: string | number | null | undefined;
  fuelType?: string | number | null | undefined;
  hiddenPrice?: number | null | undefined;
  hidePlateMediaIds?: Array<string | number> | null | undefined;
  includeTax?: boolean | null | undefined;
  inspection?: Inspection | null | undefined;
  mediaIds?: Array<string | number> | null | undefined;
  model?: string | number | null | undefined;
  odometer?: number | null | undefined;
  offer?: boolean | null | undefined;
  plateHidden?: boolean | null | undefined;
  price?: number | null | undefined;
  regExprice?: string | null | undefined;
  regPlate?: string | null | undefined;
  remoteAssessment?: boolean | null | undefined;
  roadworthyCeftificate?: boolean | null | undefined;
  seat?: string | number | null | undefined;
  showHiddenPrice?: boolean | null | undefined;
  /** DRAFT or PENDING on create; the admin's review sets other statuses. */
  status?: PostStatus | null | undefined;
  title: string;
  transmission?: Transmission | null | undefined;
  userId: string | number;
  /** Catalogue version id (must belong to the model). */
  version?: string | number | null | undefined;
  videoUrl?: string | null | undefined;
  year?: number | null | undefined;
};

export type AdminQuestionSimulationGroupInput = {
  name: string;
  questions: Array<string | number>;
  type: QuestionSimulationType;
};

export type AdminQuestionSimulationInput = {
  answers: Array<QuestionSimulationAnswerInput>;
  content: string;
  explainAnswer?: string | null | undefined;
  images?: Array<string | number> | null | undefined;
  no: number;
  type: Array<QuestionSimulationType>;
  /** The video's length in seconds as the editor's player read it; the answer segments must lie within it. */
  videoDuration: number;
  videos?: string | number | null | undefined;
};

export type AdminQuestionTheoryInput = {
  answerType: QuestionAnswerType;
  answers: Array<QuestionTheoryAnswerInput>;
  content: string;
  explainAnswer?: string | null | undefined;
  imageExplainAnswer?: Array<string | number> | null | undefined;
  images?: Array<string | number> | null | undefined;
  isActive?: boolean | null | undefined;
  no: number;
  type: Array<QuestionTheoryType>;
};

export type AdminReviewCategoryInput = {
  isActive?: boolean | null | undefined;
  nameEn: string;
  nameVi: string;
  /** Made from nameVi when absent. */
  slug?: string | null | undefined;
};

/** Review content; contentVi and contentEn are rich text, sanitised by the server. */
export type AdminReviewInput = {
  applyType?: string | null | undefined;
  category: string | number;
  contentEn?: string | null | undefined;
  contentVi?: string | null | undefined;
  descriptionEn?: string | null | undefined;
  descriptionVi?: string | null | undefined;
  isActive?: boolean | null | undefined;
  mediaIds?: Array<string | number> | null | undefined;
  modelIds?: Array<string | number> | null | undefined;
  nameEn: string;
  nameVi: string;
  /** The slug, editable before the first save; made from nameVi when absent. An edit keeps the stored slug. */
  slug?: string | null | undefined;
  thumnail?: string | number | null | undefined;
};

export type AdminReviewVideoInput = {
  description?: string | null | undefined;
  linkVideo: string;
  title: string;
};

/** A role as the role editor saves it. A built-in role's name and permissions are the product's: only its policies change. */
export type AdminRoleInput = {
  /** VND per day; null for no limit. */
  dailyApprovalLimit?: number | null | undefined;
  name: string;
  permissions: Array<string>;
  twoFactorRequired: boolean;
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

export type AdminTrafficSignInput = {
  content?: string | null | undefined;
  images?: Array<string | number> | null | undefined;
  symbol: string;
  title: string;
  type: TrafficSignType;
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

/** How a tab says its task ended. */
export type BackgroundTaskEnd =
  | 'CANCELLED'
  | 'DONE'
  | 'FAILED';

/** What a tab reports it runs (a broadcast is the server's own). */
export type BackgroundTaskKind =
  | 'EXPORT'
  | 'IMPORT';

export type BackgroundWorkKind =
  /** A notification or email broadcast, delivered by the server's queue. */
  | 'BROADCAST'
  /** A list's Export, run in the admin's browser. */
  | 'EXPORT'
  /** A spreadsheet import, run in the admin's browser. */
  | 'IMPORT';

export type BackgroundWorkStatus =
  | 'CANCELLED'
  /** Ended; `failed` may still count rows or recipients that did not make it. */
  | 'DONE'
  | 'FAILED'
  | 'RUNNING'
  /** Still running when its tab last reported, over a minute ago: the tab was closed or went to sleep. */
  | 'STOPPED';

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

/** Buying need status: new 'Mới', following 'Đang chăm sóc', considering 'Đang cân nhắc', changed mind 'Không còn nhu cầu', had a car 'Đã có xe'. */
export type CarBuyingNeedStatus =
  | 'CHANGED_MIND'
  | 'CONSIDERING'
  | 'FOLLOWING'
  | 'HAD_A_CAR'
  | 'NEW';

export type CarMetaInput = {
  type: CarMetaType;
  value: string;
};

/** Kind of a car meta row; `value` holds the id of the referenced catalogue item. */
export type CarMetaType =
  | 'BODY_TYPE'
  | 'BRAND'
  | 'DOOR'
  | 'FUEL_TYPE'
  | 'MODEL'
  | 'SEAT'
  | 'VERSION';

export type Condition =
  | 'NEAR_NEW_AND_DEMO'
  | 'NEW'
  | 'OLD'
  | 'USED';

export type Currency =
  | 'USD'
  | 'VND';

export type DeleteCarInput = {
  id: string | number;
};

export type GarageStatus =
  | 'ACTIVE'
  | 'PENDING'
  | 'REJECT';

export type Inspection =
  | 'CERTIFIED'
  | 'CHECK_WITH_SELLER'
  | 'INSPECTED'
  | 'OTHERS';

export type Language =
  | 'EN'
  | 'VI';

export type ListColumnsInput = {
  hidden: Array<string>;
  order: Array<string>;
};

export type LiveEventKind =
  /** A record was written (its audit row was). */
  | 'CHANGE'
  /** Someone opened, left or is still on a record's page: read adminRecordViewers again. */
  | 'PRESENCE'
  /** The stream may have missed changes (the server lost its listening connection): read everything again. */
  | 'RESYNC'
  /** The signed-in admin's own background work moved (an export, an import, a broadcast): read adminMyBackgroundWork again. Sent to that admin only. */
  | 'WORK';

/** Delivery state of an outgoing email: pending until tried, then sent (SMTP), stored (local outbox) or failed. */
export type MailStatus =
  | 'failed'
  | 'pending'
  | 'sent'
  | 'stored';

/** Kind of an upload, read from its MIME type (media library filter). */
export type MediaKind =
  | 'DOCUMENT'
  | 'IMAGE'
  | 'VIDEO';

export type NotificationSendStatus =
  | 'DONE'
  | 'QUEUED'
  | 'SENDING';

/** App screen a push notification opens (SPEC §9 target screens). */
export type NotificationTargetScreen =
  | 'ACCOUNT_SALES_LIST'
  | 'BALANCE'
  | 'BUY'
  | 'COLD_PENALTIES_LOOKUP'
  | 'GARAGE_AND_SALON'
  | 'HOME'
  | 'INVITE_FRIENDS'
  | 'LICENCE_THEORY_LEARNING'
  | 'LOAN'
  | 'MARKET_PRICE'
  | 'MY_CUSTOMERS'
  | 'NEWS_REVIEW_DETAIL'
  | 'OTHER'
  | 'PARKING'
  | 'POST_DETAIL'
  | 'RATE_APP'
  | 'SERVICES'
  | 'SIMULATION_EXAM';

/** Notification kind (list filter 'All Type' = absent). */
export type NotificationType =
  | 'EMAIL'
  | 'NOTIFICATION';

export type ParkingPricePropertyInput = {
  price: number;
  type: string;
};

export type ParkingStatus =
  | 'ACTIVE'
  | 'PENDING'
  | 'REJECT';

export type ParkingWorkingTimeInput = {
  day: number;
  endTime: string;
  startTime: string;
};

/** Why an admin rejected or suspended a post; the seller is told the reason and the note. */
export type PostModerationReason =
  | 'DUPLICATE'
  | 'MISSING_INFORMATION'
  | 'OTHER'
  | 'PROHIBITED_CONTENT'
  | 'SUSPECTED_FRAUD'
  | 'WRONG_PHOTOS'
  | 'WRONG_PRICE';

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

export type QuestionAnswerType =
  | 'SELECT_MULTIPLE'
  | 'SELECT_ONE';

export type QuestionSimulationAnswerInput = {
  minuteFrom: number;
  minuteTo: number;
  no: number;
  parentNo?: number | null | undefined;
  point: number;
  secondFrom: number;
  secondTo: number;
};

/** Simulation types: the three group kinds (practice exam, frequently wrong, wrong) and the six chapters. */
export type QuestionSimulationType =
  | 'FREQUENTLY_WRONG'
  | 'HIGHWAY'
  | 'MOUNTAIN'
  | 'NATIONAL_ROAD'
  | 'PRACTICE_EXAM'
  | 'REAL_ACCIDENTS'
  | 'SUBURBAN'
  | 'URBAN'
  | 'WRONG';

export type QuestionTheoryAnswerInput = {
  content: string;
  correctAnswer: boolean;
  no: number;
};

/** The eight theory question categories. */
export type QuestionTheoryType =
  | 'CRITICAL_POINTS'
  | 'DRIVING_CULTURE_AND_ETHICS'
  | 'DRIVING_TECHNIQUE'
  | 'ROAD_LAYOUT'
  | 'RULE_CONCEPTS'
  | 'TRAFFIC_SIGNS'
  | 'TRANSPORT_OPERATIONS'
  | 'VEHICLE_STRUCTURE_AND_REPAIR';

export type ReportReason =
  | 'CAR_STOLEN'
  | 'FRAUD'
  | 'INCORRECT_INFORMATION'
  | 'INVALID_SELLER'
  | 'OBJECTIONABLE_CONTENT'
  | 'OTHERS';

export type SavedViewInput = {
  columns?: ListColumnsInput | null | undefined;
  listKey: string;
  name: string;
  search: Record<string, string | number | boolean>;
  visibility: SavedViewVisibility;
};

/** A change to one's own view: what is given changes, the rest stays. */
export type SavedViewUpdateInput = {
  columns?: ListColumnsInput | null | undefined;
  name?: string | null | undefined;
  search?: Record<string, string | number | boolean> | null | undefined;
  visibility?: SavedViewVisibility | null | undefined;
};

/** Who sees a saved view: its owner only, or every admin (who may open it but not change it). */
export type SavedViewVisibility =
  | 'EVERYONE'
  | 'ONLY_ME';

/** A directory listing a duplicate check is about. */
export type ServiceListingKind =
  | 'DRIVING_CENTER'
  | 'GARAGE'
  | 'PARKING';

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

/** Sort order of location-based lists (garages, driving centres, parking). */
export type Sort =
  | 'LATEST'
  | 'NEAREST'
  | 'RATING_ASC'
  | 'RATING_DESC';

/** A staff member's state (docs/staff.md). */
export type StaffStatus =
  | 'ACTIVE'
  | 'DEACTIVATED'
  | 'INVITED';

export type TrafficSignType =
  | 'DANGER'
  | 'HIGHWAY'
  | 'INFORMATIONAL'
  | 'MANDATORY'
  | 'PROHIBITION'
  | 'ROAD_MARKING'
  | 'SUPPLEMENTARY';

/** Raw lower-case values, shown as-is by the UI. */
export type TransferRequestStatus =
  | 'confirm'
  | 'new'
  | 'rejected';

export type Transmission =
  | 'AMT'
  | 'AUTOMATIC'
  | 'MANUAL';

/** What a deleted record of the Trash is: the kinds whose delete can be undone. */
export type TrashKind =
  | 'BANNER'
  | 'DRIVING_CENTER'
  | 'GARAGE'
  | 'PARKING'
  | 'REVIEW'
  | 'REVIEW_CATEGORY'
  | 'REVIEW_VIDEO';

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

export type AdminAuditFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAuditFilterOptionsQuery = { adminAuditFilterOptions: { actors: Array<{ id: string, fullName: string | null, email: string }>, actions: Array<{ action: string, text: string, entityType: string, entityTypeText: string }> } };

export type AdminGetAuditLogDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetAuditLogDetailQuery = { adminGetAuditLogDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'AuditLogDetailFragment': AuditLogDetailFragment } }
  ) };

export type AdminListAuditLogsQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  actorId?: string | number | null | undefined;
  action?: string | null | undefined;
  entityType?: string | null | undefined;
  entityId?: string | null | undefined;
  createFrom?: string | null | undefined;
  createTo?: string | null | undefined;
}>;


export type AdminListAuditLogsQuery = { adminListAuditLogs: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'AuditLogRowFragment': AuditLogRowFragment } }> } };

export type AdminAcceptInviteMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type AdminAcceptInviteMutation = { adminAcceptInvite: boolean };

export type AdminChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type AdminChangePasswordMutation = { adminChangePassword: boolean };

export type AdminLoginMutationVariables = Exact<{
  email: string;
  password: string;
  deviceToken?: string | null | undefined;
}>;


export type AdminLoginMutation = { adminLogin: { expireTokenDate: string | null, expireRefreshTokenDate: string | null, twoFactorRequired: boolean, twoFactorChallenge: string | null, user: { ' $fragmentRefs'?: { 'AdminProfileFragment': AdminProfileFragment } } | null } };

export type AdminProfileFragment = { id: string, firstName: string | null, lastName: string | null, fullName: string | null, email: string, authority: string, permissions: Array<string>, twoFactorEnabled: boolean, twoFactorRequired: boolean, role: { code: string, name: string } } & { ' $fragmentName'?: 'AdminProfileFragment' };

export type AdminRefreshTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminRefreshTokenMutation = { adminRefreshToken: { expireTokenDate: string | null, expireRefreshTokenDate: string | null } };

export type AdminRequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type AdminRequestPasswordResetMutation = { adminRequestPasswordReset: boolean };

export type AdminResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type AdminResetPasswordMutation = { adminResetPassword: boolean };

export type AdminVerifyTwoFactorMutationVariables = Exact<{
  challenge: string;
  code: string;
}>;


export type AdminVerifyTwoFactorMutation = { adminVerifyTwoFactor: { expireTokenDate: string | null, expireRefreshTokenDate: string | null } };

export type MeAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type MeAdminQuery = { meAdmin: { ' $fragmentRefs'?: { 'AdminProfileFragment': AdminProfileFragment } } };

export type SignOutMutationVariables = Exact<{
  deviceToken?: string | null | undefined;
}>;


export type SignOutMutation = { signOut: boolean };

export type AdminCreateAvatarsMutationVariables = Exact<{
  input: AdminAvatarInput;
}>;


export type AdminCreateAvatarsMutation = { adminCreateAvatars: { id: string } };

export type AdminDeleteAvatarsMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteAvatarsMutation = { adminDeleteAvatars: boolean };

export type AdminEditAvatarsMutationVariables = Exact<{
  id: string | number;
  input: AdminAvatarInput;
  editVersion?: number | null | undefined;
}>;


export type AdminEditAvatarsMutation = { adminEditAvatars: { id: string } };

export type AdminGetAvatarDetailQueryVariables = Exact<{
  id?: string | number | null | undefined;
  slug?: string | null | undefined;
}>;


export type AdminGetAvatarDetailQuery = { adminGetAvatarDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'AvatarDetailFragment': AvatarDetailFragment } }
  ) };

export type AdminGetListAvatarsQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
}>;


export type AdminGetListAvatarsQuery = { adminGetListAvatars: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'AvatarRowFragment': AvatarRowFragment } }> } };

export type AdminBulkDeleteBannersMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type AdminBulkDeleteBannersMutation = { adminBulkDeleteBanners: Array<{ ' $fragmentRefs'?: { 'BulkActionResultFragment': BulkActionResultFragment } }> };

export type AdminBulkUpdateStatusBannersMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  active: boolean;
}>;


export type AdminBulkUpdateStatusBannersMutation = { adminBulkUpdateStatusBanners: Array<{ ' $fragmentRefs'?: { 'BulkActionResultFragment': BulkActionResultFragment } }> };

export type AdminCreateBannerMutationVariables = Exact<{
  name: string;
  positionId: string | number;
  mediaIds: Array<string | number> | string | number;
  linkBanner: string;
}>;


export type AdminCreateBannerMutation = { adminCreateBanner: { id: string } };

export type AdminDeleteBannerMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteBannerMutation = { adminDeleteBanner: boolean };

export type AdminEditBannerMutationVariables = Exact<{
  id: string | number;
  name: string;
  positionId: string | number;
  mediaIds: Array<string | number> | string | number;
  linkBanner: string;
  editVersion?: number | null | undefined;
}>;


export type AdminEditBannerMutation = { adminEditBanner: { id: string } };

export type AdminListBannerPositionQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminListBannerPositionQuery = { adminListBannerPosition: Array<{ ' $fragmentRefs'?: { 'BannerPositionOptionFragment': BannerPositionOptionFragment } }> };

export type AdminListBannerQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
}>;


export type AdminListBannerQuery = { adminListBanner: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'BannerRowFragment': BannerRowFragment } }> } };

export type AdminUpdateStatusBannerMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminUpdateStatusBannerMutation = { adminUpdateStatusBanner: { id: string, isActive: boolean } };

export type GetBannerDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type GetBannerDetailQuery = { getBannerDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'BannerDetailFragment': BannerDetailFragment } }
  ) };

export type AdminCreateCarBuyingNeedMutationVariables = Exact<{
  input: AdminCarBuyingNeedInput;
}>;


export type AdminCreateCarBuyingNeedMutation = { adminCreateCarBuyingNeed: { id: string } };

export type AdminDeleteCarBuyingNeedMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteCarBuyingNeedMutation = { adminDeleteCarBuyingNeed: boolean };

export type AdminEditCarBuyingNeedMutationVariables = Exact<{
  id: string | number;
  input: AdminCarBuyingNeedInput;
  editVersion?: number | null | undefined;
}>;


export type AdminEditCarBuyingNeedMutation = { adminEditCarBuyingNeed: { id: string } };

export type AdminGetCarBuyingNeedDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetCarBuyingNeedDetailQuery = { adminGetCarBuyingNeedDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'BuyingDemandDetailFragment': BuyingDemandDetailFragment;'BuyingDemandFormValuesFragment': BuyingDemandFormValuesFragment } }
  ) };

export type AdminGetListCustomerCarBuyingNeedByUserIdQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
}>;


export type AdminGetListCustomerCarBuyingNeedByUserIdQuery = { adminGetListCustomerCarBuyingNeedByUserId: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'BuyingCustomerRowFragment': BuyingCustomerRowFragment } }> } };

export type AdminPaginationCarBuyingNeedsQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
}>;


export type AdminPaginationCarBuyingNeedsQuery = { adminPaginationCarBuyingNeeds: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'BuyingDemandRowFragment': BuyingDemandRowFragment } }> } };

export type AdminUpdateStatusCarBuyingNeedMutationVariables = Exact<{
  id: string | number;
  status: CarBuyingNeedStatus;
}>;


export type AdminUpdateStatusCarBuyingNeedMutation = { adminUpdateStatusCarBuyingNeed: { id: string, status: CarBuyingNeedStatus, updatedAt: string } };

export type BuyingDemandCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type BuyingDemandCatalogueQuery = { adminGetListBrands: Array<{ id: string, name: string, isActive: boolean }>, adminGetListModels: Array<{ id: string, name: string, brand: string, isActive: boolean }> };

export type BuyingDemandProvinceOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BuyingDemandProvinceOptionsQuery = { provinces: { items: Array<{ id: string, name: string }> } };

export type AdminCarListQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
}>;


export type AdminCarListQuery = { adminCarList: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'CarRowFragment': CarRowFragment } }> } };

export type AdminCreateCarMutationVariables = Exact<{
  input: AdminCarInput;
}>;


export type AdminCreateCarMutation = { adminCreateCar: { id: string } };

export type AdminEditCarMutationVariables = Exact<{
  id: string | number;
  input: AdminCarInput;
  editVersion?: number | null | undefined;
}>;


export type AdminEditCarMutation = { adminEditCar: { id: string } };

export type AdminGetCarDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetCarDetailQuery = { adminGetCarDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'CarDetailFragment': CarDetailFragment } }
  ) };

export type CarCatalogueOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CarCatalogueOptionsQuery = { adminGetListBrands: Array<{ id: string, name: string, isActive: boolean }>, adminGetListModels: Array<{ id: string, name: string, brand: string, isActive: boolean }>, adminGetListVersion: Array<{ id: string, name: string, model: string | null, isActive: boolean }>, adminGetListBodyTypes: Array<{ id: string, name: string, isActive: boolean }>, adminGetListFuelType: Array<{ id: string, name: string, isActive: boolean }>, adminGetListSeats: Array<{ id: string, name: string, isActive: boolean }>, adminGetListDoors: Array<{ id: string, name: string, isActive: boolean }> };

export type DeleteCarMutationVariables = Exact<{
  input: DeleteCarInput;
}>;


export type DeleteCarMutation = { deleteCar: boolean };

export type BulkActionResultFragment = { id: string, ok: boolean, error: string | null, code: string | null } & { ' $fragmentName'?: 'BulkActionResultFragment' };

export type ListingOwnerOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  take?: number | null | undefined;
}>;


export type ListingOwnerOptionsQuery = { users: { items: Array<{ ' $fragmentRefs'?: { 'ListingOwnerOptionFragment': ListingOwnerOptionFragment } }> } };

export type PageMetaFragment = { itemCount: number, totalItems: number, itemsPerPage: number, totalPages: number, currentPage: number, totalIsLowerBound: boolean | null } & { ' $fragmentName'?: 'PageMetaFragment' };

export type ServiceDuplicatesQueryVariables = Exact<{
  kind: ServiceListingKind;
  title?: string | null | undefined;
  phone?: string | null | undefined;
  ward?: string | null | undefined;
  excludeId?: string | number | null | undefined;
}>;


export type ServiceDuplicatesQuery = { adminFindServiceDuplicates: Array<{ id: string, title: string, phone: string | null, address: string | null, matchedBy: string }> };

export type AdminCreateContestMutationVariables = Exact<{
  input: AdminContestInput;
}>;


export type AdminCreateContestMutation = { adminCreateContest: { id: string } };

export type AdminEditContestMutationVariables = Exact<{
  id: string | number;
  input: AdminContestInput;
  editVersion?: number | null | undefined;
}>;


export type AdminEditContestMutation = { adminEditContest: { id: string } };

export type AdminGetContestDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetContestDetailQuery = { adminGetContestDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ContestDetailFragment': ContestDetailFragment } }
  ) };

export type ContestPaginationQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
}>;


export type ContestPaginationQuery = { contestPagination: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'ContestRowFragment': ContestRowFragment } }> } };

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


export type DashboardUserByLocationQuery = { adminDashboardUserByLocation: Array<{ count: number, cityid: string | null, province: string | null, isFormer: boolean }> };

export type DashboardUserGrowthRateQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardUserGrowthRateQuery = { adminDashboardUserGrowthRate: { value: number, change: number } };

export type DashboardUserStatusActiveQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardUserStatusActiveQuery = { adminDashboardUserStatusActive: { active: number, total: number, unverified: number, totalViewPost: number } };

export type DashboardUserTotalQueryVariables = Exact<{
  numberMonth?: number | null | undefined;
}>;


export type DashboardUserTotalQuery = { adminDashboardUserTotal: Array<{ count: number, date: string }> };

export type AdminBulkUpdateStatusCenterDriverLisenseMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  active: boolean;
}>;


export type AdminBulkUpdateStatusCenterDriverLisenseMutation = { adminBulkUpdateStatusCenterDriverLisense: Array<{ ' $fragmentRefs'?: { 'BulkActionResultFragment': BulkActionResultFragment } }> };

export type AdminCenterDriverLisensePaginationQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  order?: string | null | undefined;
  keyword?: string | null | undefined;
  createFrom?: string | null | undefined;
  createTo?: string | null | undefined;
  province?: string | null | undefined;
  district?: string | null | undefined;
  ward?: string | null | undefined;
}>;


export type AdminCenterDriverLisensePaginationQuery = { adminCenterDriverLisensePagination: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'DrivingCenterRowFragment': DrivingCenterRowFragment } }> } };

export type AdminGetCenterDriverLisenseDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetCenterDriverLisenseDetailQuery = { adminGetCenterDriverLisenseDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'DrivingCenterDetailFragment': DrivingCenterDetailFragment;'ListingFormValues_DrivingCenter_Fragment': ListingFormValues_DrivingCenter_Fragment } }
  ) };

export type AdminCreateCenterDriverLisenseMutationVariables = Exact<{
  input: AdminDrivingCenterInput;
}>;


export type AdminCreateCenterDriverLisenseMutation = { adminCreateCenterDriverLisense: { id: string } };

export type AdminEditCenterDriverLisenseMutationVariables = Exact<{
  id: string | number;
  input: AdminDrivingCenterInput;
  editVersion?: number | null | undefined;
}>;


export type AdminEditCenterDriverLisenseMutation = { adminEditCenterDriverLisense: { id: string } };

export type AdminUpdateStatusCenterDriverLisenseMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type AdminUpdateStatusCenterDriverLisenseMutation = { adminUpdateStatusCenterDriverLisense: { id: string, isActive: boolean } };

export type DeleteCenterDriverLisenseMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCenterDriverLisenseMutation = { deleteCenterDriverLisense: boolean };

export type AdminDeleteFeedBackMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteFeedBackMutation = { adminDeleteFeedBack: boolean };

export type AdminGetFeedBackDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetFeedBackDetailQuery = { adminGetFeedBackDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'FeedbackDetailFragment': FeedbackDetailFragment } }
  ) };

export type AdminGetListReportPostQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
}>;


export type AdminGetListReportPostQuery = { adminGetListReportPost: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'ReportPostRowFragment': ReportPostRowFragment } }> } };

export type AdminGetReportPostDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetReportPostDetailQuery = { adminGetReportPostDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ReportPostDetailFragment': ReportPostDetailFragment } }
  ) };

export type AdminListFeedBackQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
}>;


export type AdminListFeedBackQuery = { adminListFeedBack: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'FeedbackRowFragment': FeedbackRowFragment } }> } };

export type GetListPhoneErrorMessagesQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
}>;


export type GetListPhoneErrorMessagesQuery = { getListPhoneErrorMessages: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'PhoneErrorRowFragment': PhoneErrorRowFragment } }> } };

export type AdminBulkDeleteServiceListingsMutationVariables = Exact<{
  kind: ServiceListingKind;
  ids: Array<string | number> | string | number;
}>;


export type AdminBulkDeleteServiceListingsMutation = { adminBulkDeleteServiceListings: Array<{ ' $fragmentRefs'?: { 'BulkActionResultFragment': BulkActionResultFragment } }> };

export type AdminGaragePaginationQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  order?: string | null | undefined;
  keyword?: string | null | undefined;
  createFrom?: string | null | undefined;
  createTo?: string | null | undefined;
  province?: string | null | undefined;
  district?: string | null | undefined;
  ward?: string | null | undefined;
}>;


export type AdminGaragePaginationQuery = { adminGaragePagination: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'GarageRowFragment': GarageRowFragment } }> } };

export type AdminGetGarageDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetGarageDetailQuery = { adminGetGarageDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'GarageDetailFragment': GarageDetailFragment;'GarageFormValuesFragment': GarageFormValuesFragment } }
  ) };

export type AdminCreateGarageMutationVariables = Exact<{
  input: AdminGarageInput;
}>;


export type AdminCreateGarageMutation = { adminCreateGarage: { id: string } };

export type AdminEditGarageMutationVariables = Exact<{
  id: string | number;
  input: AdminGarageInput;
  editVersion?: number | null | undefined;
}>;


export type AdminEditGarageMutation = { adminEditGarage: { id: string } };

export type AdminDeleteGarageMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteGarageMutation = { adminDeleteGarage: boolean };

export type AdminEditGarageKarCheckMutationVariables = Exact<{
  id: string | number;
  isKarCheck: boolean;
}>;


export type AdminEditGarageKarCheckMutation = { adminEditGarageKarCheck: { id: string, karCheck: boolean } };

export type AdminUpdateGarageStatusMutationVariables = Exact<{
  id: string | number;
  status: GarageStatus;
  reason?: string | null | undefined;
}>;


export type AdminUpdateGarageStatusMutation = { adminUpdateGarageStatus: { id: string, status: GarageStatus, reason: string | null } };

export type AdminCreateQuestionSimulationGroupMutationVariables = Exact<{
  input: AdminQuestionSimulationGroupInput;
}>;


export type AdminCreateQuestionSimulationGroupMutation = { adminCreateQuestionSimulationGroup: { id: string } };

export type AdminCreateQuestionSimulationMutationVariables = Exact<{
  input: AdminQuestionSimulationInput;
}>;


export type AdminCreateQuestionSimulationMutation = { adminCreateQuestionSimulation: { id: string } };

export type AdminDeleteQuestionSimulationGroupMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteQuestionSimulationGroupMutation = { adminDeleteQuestionSimulationGroup: boolean };

export type AdminDeleteQuestionSimulationMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteQuestionSimulationMutation = { adminDeleteQuestionSimulation: boolean };

export type AdminEditQuestionSimulationGroupMutationVariables = Exact<{
  id: string | number;
  input: AdminQuestionSimulationGroupInput;
  editVersion?: number | null | undefined;
}>;


export type AdminEditQuestionSimulationGroupMutation = { adminEditQuestionSimulationGroup: { id: string } };

export type AdminEditQuestionSimulationMutationVariables = Exact<{
  id: string | number;
  input: AdminQuestionSimulationInput;
  editVersion?: number | null | undefined;
}>;


export type AdminEditQuestionSimulationMutation = { adminEditQuestionSimulation: { id: string } };

export type AdminGetQuestionSimulationDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetQuestionSimulationDetailQuery = { adminGetQuestionSimulationDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'QuestionSimulationDetailFragment': QuestionSimulationDetailFragment;'QuestionSimulationFormValuesFragment': QuestionSimulationFormValuesFragment } }
  ) };

export type AdminGetQuestionSimulationGroupDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetQuestionSimulationGroupDetailQuery = { adminGetQuestionSimulationGroupDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'QuestionSimulationGroupDetailFragment': QuestionSimulationGroupDetailFragment } }
  ) };

export type AdminListQuestionSimulationGroupQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
}>;


export type AdminListQuestionSimulationGroupQuery = { adminListQuestionSimulationGroup: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'QuestionSimulationGroupRowFragment': QuestionSimulationGroupRowFragment } }> } };

export type AdminListQuestionSimulationQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  type?: QuestionSimulationType | null | undefined;
}>;


export type AdminListQuestionSimulationQuery = { adminListQuestionSimulation: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'QuestionSimulationRowFragment': QuestionSimulationRowFragment } }> } };

export type SimulationQuestionChoicesQueryVariables = Exact<{
  keyword?: string | null | undefined;
}>;


export type SimulationQuestionChoicesQuery = { adminListQuestionSimulation: { items: Array<{ ' $fragmentRefs'?: { 'SimulationQuestionChoiceFragment': SimulationQuestionChoiceFragment } }> } };

export type AdminBulkCreateQuestionsMutationVariables = Exact<{
  rows: Array<AdminBulkQuestionRowInput> | AdminBulkQuestionRowInput;
}>;


export type AdminBulkCreateQuestionsMutation = { adminBulkCreateQuestions: Array<(
    { id: string | null, field: string | null }
    & { ' $fragmentRefs'?: { 'BulkRowAnswerFragment': BulkRowAnswerFragment } }
  )> };

export type AdminCreateQuestionMutationVariables = Exact<{
  input: AdminQuestionTheoryInput;
}>;


export type AdminCreateQuestionMutation = { adminCreateQuestion: { id: string, no: number } };

export type AdminCreateTrafficSignsMutationVariables = Exact<{
  input: AdminTrafficSignInput;
}>;


export type AdminCreateTrafficSignsMutation = { adminCreateTrafficSigns: { id: string, slug: string } };

export type AdminDeleteQuestionMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteQuestionMutation = { adminDeleteQuestion: boolean };

export type AdminDeleteTrafficSignsMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteTrafficSignsMutation = { adminDeleteTrafficSigns: boolean };

export type AdminEditQuestionMutationVariables = Exact<{
  no: number;
  input: AdminQuestionTheoryInput;
  editVersion?: number | null | undefined;
}>;


export type AdminEditQuestionMutation = { adminEditQuestion: { id: string, no: number } };

export type AdminEditTrafficSignsMutationVariables = Exact<{
  id: string | number;
  input: AdminTrafficSignInput;
  editVersion?: number | null | undefined;
}>;


export type AdminEditTrafficSignsMutation = { adminEditTrafficSigns: { id: string, slug: string } };

export type AdminGetListTrafficSignsQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  type?: TrafficSignType | null | undefined;
}>;


export type AdminGetListTrafficSignsQuery = { adminGetListTrafficSigns: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'TrafficSignRowFragment': TrafficSignRowFragment } }> } };

export type AdminGetQuestionDetailQueryVariables = Exact<{
  no: number;
}>;


export type AdminGetQuestionDetailQuery = { adminGetQuestionDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'QuestionTheoryDetailFragment': QuestionTheoryDetailFragment;'QuestionTheoryFormValuesFragment': QuestionTheoryFormValuesFragment;'LearnerQuestionFragment': LearnerQuestionFragment } }
  ) };

export type AdminGetTrafficSignDetailQueryVariables = Exact<{
  slug: string;
}>;


export type AdminGetTrafficSignDetailQuery = { adminGetTrafficSignDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'TrafficSignDetailFragment': TrafficSignDetailFragment;'TrafficSignFormValuesFragment': TrafficSignFormValuesFragment;'LearnerSignFragment': LearnerSignFragment } }
  ) };

export type AdminListQuestionNumbersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminListQuestionNumbersQuery = { adminListQuestionNumbers: Array<number> };

export type AdminListQuestionQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  type?: QuestionTheoryType | null | undefined;
}>;


export type AdminListQuestionQuery = { adminListQuestion: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'QuestionTheoryRowFragment': QuestionTheoryRowFragment } }> } };

export type LearnerSignChoicesQueryVariables = Exact<{
  type?: TrafficSignType | null | undefined;
}>;


export type LearnerSignChoicesQuery = { adminGetListTrafficSigns: { items: Array<{ ' $fragmentRefs'?: { 'LearnerSignChoiceFragment': LearnerSignChoiceFragment } }> } };

export type CountriesQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type CountriesQuery = { countries: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ id: string, name: string, code: string }> } };

export type CurrentProvincesQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentProvincesQuery = { provinces: { items: Array<{ ' $fragmentRefs'?: { 'AddressProvinceOptionFragment': AddressProvinceOptionFragment } }> } };

export type DistrictsQueryVariables = Exact<{
  provinceCode?: string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type DistrictsQuery = { districts: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ id: string, name: string, code: string, prefix: string | null, provinceCode: string }> } };

export type ProvinceWardsQueryVariables = Exact<{
  provinceCode: string;
}>;


export type ProvinceWardsQuery = { wards: { items: Array<{ ' $fragmentRefs'?: { 'AddressWardOptionFragment': AddressWardOptionFragment } }> } };

export type ProvincesQueryVariables = Exact<{
  countryCode?: string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type ProvincesQuery = { provinces: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ id: string, name: string, code: string, countryCode: string, isActive: boolean }> } };

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
  editVersion?: number | null | undefined;
}>;


export type AdminEditMarketPriceMutation = { adminEditMarketPrice: { id: string } };

export type AdminGetListAllVersionQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
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

export type AdminDeleteMediaMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteMediaMutation = { adminDeleteMedia: boolean };

export type AdminListMediaUploadersQueryVariables = Exact<{
  keyword?: string | null | undefined;
  id?: string | number | null | undefined;
}>;


export type AdminListMediaUploadersQuery = { adminListMediaUploaders: Array<{ id: string, name: string, email: string | null, isAdmin: boolean }> };

export type AdminListMediaQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  kind?: MediaKind | null | undefined;
  uploadBy?: string | number | null | undefined;
}>;


export type AdminListMediaQuery = { adminListMedia: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'MediaCardFragment': MediaCardFragment } }> } };

export type AdminBulkDeactivateUsersMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  reason: string;
}>;


export type AdminBulkDeactivateUsersMutation = { adminBulkDeactivateUsers: Array<{ ' $fragmentRefs'?: { 'BulkActionResultFragment': BulkActionResultFragment } }> };

export type AdminBulkReactivateUsersMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type AdminBulkReactivateUsersMutation = { adminBulkReactivateUsers: Array<{ ' $fragmentRefs'?: { 'BulkActionResultFragment': BulkActionResultFragment } }> };

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
  editVersion?: number | null | undefined;
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
  sort?: string | null | undefined;
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

export type AdminGetNotificationDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetNotificationDetailQuery = { adminGetNotificationDetail: { ' $fragmentRefs'?: { 'NotificationDetailFragment': NotificationDetailFragment } } };

export type AdminListNotificationQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  createFrom?: string | null | undefined;
  createTo?: string | null | undefined;
  keyword?: string | null | undefined;
  type?: NotificationType | null | undefined;
}>;


export type AdminListNotificationQuery = { adminListNotification: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'NotificationRowFragment': NotificationRowFragment } }> } };

export type AdminSendEmailMutationVariables = Exact<{
  userIds: Array<string | number> | string | number;
  titleVi: string;
  titleEn: string;
  contentVi: string;
  role?: UserRole | null | undefined;
  idempotencyKey?: string | null | undefined;
  confirmRecipients?: number | null | undefined;
}>;


export type AdminSendEmailMutation = { adminSendEmail: { id: string } };

export type AdminSendNotificationMutationVariables = Exact<{
  userIds: Array<string | number> | string | number;
  titleVi: string;
  titleEn: string;
  contentVi: string;
  contentEn: string;
  role?: UserRole | null | undefined;
  notificationType?: NotificationType | null | undefined;
  type?: NotificationTargetScreen | null | undefined;
  tagetId?: string | number | null | undefined;
  idempotencyKey?: string | null | undefined;
  confirmRecipients?: number | null | undefined;
}>;


export type AdminSendNotificationMutation = { adminSendNotification: { id: string } };

export type AdminNotificationAudienceCountQueryVariables = Exact<{
  userIds: Array<string | number> | string | number;
  role?: UserRole | null | undefined;
  notificationType?: NotificationType | null | undefined;
}>;


export type AdminNotificationAudienceCountQuery = { adminNotificationAudienceCount: number };

export type AdminSearchNotificationTargetsQueryVariables = Exact<{
  type: NotificationTargetScreen;
  keyword?: string | null | undefined;
}>;


export type AdminSearchNotificationTargetsQuery = { adminSearchNotificationTargets: Array<{ id: string, title: string }> };

export type NotificationRecipientOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  take?: number | null | undefined;
}>;


export type NotificationRecipientOptionsQuery = { users: { items: Array<{ id: string, email: string | null, firstName: string | null, lastName: string | null, isActiveEmail: boolean }> } };

export type AdminRetryNotificationDeliveriesMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminRetryNotificationDeliveriesMutation = { adminRetryNotificationDeliveries: { id: string } };

export type AdminSendNotificationTestMutationVariables = Exact<{
  titleVi: string;
  titleEn: string;
  contentVi: string;
  contentEn: string;
}>;


export type AdminSendNotificationTestMutation = { adminSendNotificationTest: boolean };

export type AdminBulkDeletePackagesMutationVariables = Exact<{
  kind: AdminBulkPackageKind;
  ids: Array<string | number> | string | number;
}>;


export type AdminBulkDeletePackagesMutation = { adminBulkDeletePackages: Array<{ ' $fragmentRefs'?: { 'BulkActionResultFragment': BulkActionResultFragment } }> };

export type AdminBulkUpdateStatusPackagesMutationVariables = Exact<{
  kind: AdminBulkPackageKind;
  ids: Array<string | number> | string | number;
  active: boolean;
}>;


export type AdminBulkUpdateStatusPackagesMutation = { adminBulkUpdateStatusPackages: Array<{ ' $fragmentRefs'?: { 'BulkActionResultFragment': BulkActionResultFragment } }> };

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
  editVersion?: number | null | undefined;
}>;


export type AdminEditServicesMutation = { adminEditServices: { id: string } };

export type AdminEditUserServiceBenefitsMutationVariables = Exact<{
  id: string | number;
  type: BenefitType;
  title: string;
  editVersion?: number | null | undefined;
}>;


export type AdminEditUserServiceBenefitsMutation = { adminEditUserServiceBenefits: { id: string, editVersion: number } };

export type AdminEditUserServicesMutationVariables = Exact<{
  id: string | number;
  input: AdminUserServiceInput;
  editVersion?: number | null | undefined;
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
  sort?: string | null | undefined;
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
  sort?: string | null | undefined;
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

export type AdminSearchQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
}>;


export type AdminSearchQuery = { adminSearch: { members: Array<{ ' $fragmentRefs'?: { 'PaletteHitFragment': PaletteHitFragment } }> | null, posts: Array<{ ' $fragmentRefs'?: { 'PaletteHitFragment': PaletteHitFragment } }> | null, transferRequests: Array<{ ' $fragmentRefs'?: { 'PaletteHitFragment': PaletteHitFragment } }> | null, garages: Array<{ ' $fragmentRefs'?: { 'PaletteHitFragment': PaletteHitFragment } }> | null, drivingCenters: Array<{ ' $fragmentRefs'?: { 'PaletteHitFragment': PaletteHitFragment } }> | null, parkings: Array<{ ' $fragmentRefs'?: { 'PaletteHitFragment': PaletteHitFragment } }> | null, reviews: Array<{ ' $fragmentRefs'?: { 'PaletteHitFragment': PaletteHitFragment } }> | null } };

export type AdminCreateParkingMutationVariables = Exact<{
  input: AdminParkingInput;
}>;


export type AdminCreateParkingMutation = { adminCreateParking: { id: string } };

export type AdminDeleteParkingMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteParkingMutation = { adminDeleteParking: boolean };

export type AdminEditParkingMutationVariables = Exact<{
  id: string | number;
  input: AdminParkingInput;
  editVersion?: number | null | undefined;
}>;


export type AdminEditParkingMutation = { adminEditParking: { id: string } };

export type AdminGetParkingDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetParkingDetailQuery = { adminGetParkingDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ParkingDetailFragment': ParkingDetailFragment;'ParkingFormValuesFragment': ParkingFormValuesFragment } }
  ) };

export type AdminParkingPaginationQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  order?: string | null | undefined;
  sort?: Sort | null | undefined;
  keyword?: string | null | undefined;
  createFrom?: string | null | undefined;
  createTo?: string | null | undefined;
}>;


export type AdminParkingPaginationQuery = { adminParkingPagination: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'ParkingRowFragment': ParkingRowFragment } }> } };

export type AdminBulkModeratePostsMutationVariables = Exact<{
  posts: Array<AdminBulkPostInput> | AdminBulkPostInput;
  action: AdminBulkPostAction;
  reason?: PostModerationReason | null | undefined;
  note?: string | null | undefined;
}>;


export type AdminBulkModeratePostsMutation = { adminBulkModeratePosts: Array<{ ' $fragmentRefs'?: { 'BulkActionResultFragment': BulkActionResultFragment } }> };

export type AdminChangeStatusPostMutationVariables = Exact<{
  id: string | number;
  status: PostStatus;
  note?: string | null | undefined;
  reason?: PostModerationReason | null | undefined;
  expectedStatus?: PostStatus | null | undefined;
}>;


export type AdminChangeStatusPostMutation = { adminChangeStatusPost: { id: string, status: PostStatus } };

export type AdminClaimPostMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminClaimPostMutation = { adminClaimPost: { ' $fragmentRefs'?: { 'PostClaimInfoFragment': PostClaimInfoFragment } } };

export type AdminReleasePostMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminReleasePostMutation = { adminReleasePost: boolean };

export type AdminDismissPostReportsMutationVariables = Exact<{
  id: string | number;
  expectedStatus?: PostStatus | null | undefined;
}>;


export type AdminDismissPostReportsMutation = { adminDismissPostReports: { id: string, status: PostStatus } };

export type AdminGetPostDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetPostDetailQuery = { adminGetPostDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'PostDetailFragment': PostDetailFragment } }
  ) };

export type AdminListPostQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  titleAndPostId?: string | null | undefined;
  status?: PostStatus | null | undefined;
  createFrom?: string | null | undefined;
  createTo?: string | null | undefined;
  userId?: string | number | null | undefined;
  location?: string | null | undefined;
  brand?: string | number | null | undefined;
}>;


export type AdminListPostQuery = { adminListPost: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'PostRowFragment': PostRowFragment } }> } };

export type AdminGetPostForEditQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetPostForEditQuery = { adminGetPostDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'PostFormValuesFragment': PostFormValuesFragment } }
  ) };

export type AdminCreatePostMutationVariables = Exact<{
  input: AdminPostInput;
}>;


export type AdminCreatePostMutation = { adminCreatePost: { id: string } };

export type AdminEditPostMutationVariables = Exact<{
  id: string | number;
  input: AdminPostInput;
  editVersion?: number | null | undefined;
}>;


export type AdminEditPostMutation = { adminEditPost: { id: string } };

export type AdminPostReviewQueueQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  kind?: string | null | undefined;
}>;


export type AdminPostReviewQueueQuery = { adminPostReviewQueue: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'PostQueueItemFragment': PostQueueItemFragment } }> } };

export type AdminUndoPostApprovalMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminUndoPostApprovalMutation = { adminUndoPostApproval: { id: string, status: PostStatus } };

export type PostCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type PostCatalogueQuery = { adminGetListBrands: Array<{ id: string, name: string, isActive: boolean }>, adminGetListModels: Array<{ id: string, name: string, brand: string, isActive: boolean }> };

export type PostFormCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type PostFormCatalogueQuery = { adminGetListBrands: Array<{ id: string, name: string, isActive: boolean }>, adminGetListModels: Array<{ id: string, name: string, brand: string, isActive: boolean }>, adminGetListVersion: Array<{ id: string, name: string, model: string | null, isActive: boolean }>, adminGetListBodyTypes: Array<{ id: string, name: string, isActive: boolean }>, adminGetListColous: Array<{ id: string, name: string, isActive: boolean }>, adminGetListFuelType: Array<{ id: string, name: string, isActive: boolean }>, adminGetListFuelEconomy: Array<{ id: string, nameEn: string | null, nameVi: string | null, isActive: boolean }>, adminGetListDriverType: Array<{ id: string, nameEn: string, isActive: boolean }>, adminGetListSeats: Array<{ id: string, name: string, isActive: boolean }>, adminGetListDoors: Array<{ id: string, name: string, isActive: boolean }> };

export type PostPosterOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  take?: number | null | undefined;
}>;


export type PostPosterOptionsQuery = { users: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'PostPosterFragment': PostPosterFragment } }
    )> } };

export type PostPosterQueryVariables = Exact<{
  id: string | number;
}>;


export type PostPosterQuery = { adminGetUserDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'PostPosterFragment': PostPosterFragment } }
  ) };

export type AdminCreateReviewVideosMutationVariables = Exact<{
  input: AdminReviewVideoInput;
}>;


export type AdminCreateReviewVideosMutation = { adminCreateReviewVideos: { id: string, slug: string } };

export type AdminDeleteReviewVideosMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteReviewVideosMutation = { adminDeleteReviewVideos: boolean };

export type AdminEditReviewVideosMutationVariables = Exact<{
  id: string | number;
  input: AdminReviewVideoInput;
  editVersion?: number | null | undefined;
}>;


export type AdminEditReviewVideosMutation = { adminEditReviewVideos: { id: string, slug: string } };

export type AdminGetListReviewVideosQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
}>;


export type AdminGetListReviewVideosQuery = { adminGetListReviewVideos: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'ReviewVideoRowFragment': ReviewVideoRowFragment } }> } };

export type AdminGetReviewVideoDetailQueryVariables = Exact<{
  id?: string | number | null | undefined;
  slug?: string | null | undefined;
}>;


export type AdminGetReviewVideoDetailQuery = { adminGetReviewVideoDetail: (
    { id: string, updatedAt: string }
    & { ' $fragmentRefs'?: { 'ReviewVideoRowFragment': ReviewVideoRowFragment } }
  ) };

export type AdminBulkChangeStatusReviewsMutationVariables = Exact<{
  kind: AdminBulkReviewKind;
  ids: Array<string | number> | string | number;
  active: boolean;
}>;


export type AdminBulkChangeStatusReviewsMutation = { adminBulkChangeStatusReviews: Array<{ ' $fragmentRefs'?: { 'BulkActionResultFragment': BulkActionResultFragment } }> };

export type AdminBulkDeleteReviewsMutationVariables = Exact<{
  kind: AdminBulkReviewKind;
  ids: Array<string | number> | string | number;
}>;


export type AdminBulkDeleteReviewsMutation = { adminBulkDeleteReviews: Array<{ ' $fragmentRefs'?: { 'BulkActionResultFragment': BulkActionResultFragment } }> };

export type AdminChangeStatusReviewCategoryMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type AdminChangeStatusReviewCategoryMutation = { adminChangeStatusReviewCategory: { id: string, isActive: boolean } };

export type AdminChangeStatusReviewMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type AdminChangeStatusReviewMutation = { adminChangeStatusReview: { id: string, isActive: boolean } };

export type AdminCreateReviewCategoryMutationVariables = Exact<{
  input: AdminReviewCategoryInput;
}>;


export type AdminCreateReviewCategoryMutation = { adminCreateReviewCategory: { id: string } };

export type AdminCreateReviewMutationVariables = Exact<{
  input: AdminReviewInput;
}>;


export type AdminCreateReviewMutation = { adminCreateReview: { id: string } };

export type AdminDeleteReviewCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteReviewCategoryMutation = { adminDeleteReviewCategory: boolean };

export type AdminDeleteReviewMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteReviewMutation = { adminDeleteReview: boolean };

export type AdminEditReviewCategoryMutationVariables = Exact<{
  id: string | number;
  input: AdminReviewCategoryInput;
  editVersion?: number | null | undefined;
}>;


export type AdminEditReviewCategoryMutation = { adminEditReviewCategory: { id: string } };

export type AdminEditReviewMutationVariables = Exact<{
  id: string | number;
  input: AdminReviewInput;
  editVersion?: number | null | undefined;
}>;


export type AdminEditReviewMutation = { adminEditReview: { id: string } };

export type AdminGetListReviewCategoriesQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
}>;


export type AdminGetListReviewCategoriesQuery = { adminGetListReviewCategories: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'ReviewCategoryRowFragment': ReviewCategoryRowFragment } }> } };

export type AdminGetListReviewsQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  category?: string | number | null | undefined;
}>;


export type AdminGetListReviewsQuery = { adminGetListReviews: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'ReviewRowFragment': ReviewRowFragment } }> } };

export type AdminGetReviewCategoryDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetReviewCategoryDetailQuery = { adminGetReviewCategoryDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ReviewCategoryRowFragment': ReviewCategoryRowFragment } }
  ) };

export type AdminGetReviewDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetReviewDetailQuery = { adminGetReviewDetail: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ReviewDetailFragment': ReviewDetailFragment;'ReviewFormValuesFragment': ReviewFormValuesFragment } }
  ) };

export type AdminGetReviewsCatetoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGetReviewsCatetoriesQuery = { adminGetReviewsCatetories: Array<{ id: string, nameVi: string, nameEn: string, isActive: boolean }> };

export type ReviewModelOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReviewModelOptionsQuery = { adminGetListModels: Array<{ id: string, name: string, isActive: boolean, brandMeta: { id: string, name: string } | null }> };

export type AdminCreateSavedViewMutationVariables = Exact<{
  input: SavedViewInput;
}>;


export type AdminCreateSavedViewMutation = { adminCreateSavedView: (
    { id: string }
    & { ' $fragmentRefs'?: { 'SavedViewItemFragment': SavedViewItemFragment } }
  ) };

export type AdminDeleteSavedViewMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteSavedViewMutation = { adminDeleteSavedView: boolean };

export type AdminListColumnsQueryVariables = Exact<{
  listKey: string;
}>;


export type AdminListColumnsQuery = { adminListColumns: { listKey: string, columns: { ' $fragmentRefs'?: { 'ListColumnsItemFragment': ListColumnsItemFragment } } | null } };

export type AdminPinSavedViewMutationVariables = Exact<{
  id: string | number;
  pinned: boolean;
}>;


export type AdminPinSavedViewMutation = { adminPinSavedView: (
    { id: string }
    & { ' $fragmentRefs'?: { 'SavedViewItemFragment': SavedViewItemFragment } }
  ) };

export type AdminSaveListColumnsMutationVariables = Exact<{
  listKey: string;
  columns?: ListColumnsInput | null | undefined;
}>;


export type AdminSaveListColumnsMutation = { adminSaveListColumns: { listKey: string, columns: { ' $fragmentRefs'?: { 'ListColumnsItemFragment': ListColumnsItemFragment } } | null } };

export type AdminSavedViewsQueryVariables = Exact<{
  listKey: string;
}>;


export type AdminSavedViewsQuery = { adminSavedViews: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'SavedViewItemFragment': SavedViewItemFragment } }
  )> };

export type AdminPinnedViewsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPinnedViewsQuery = { adminPinnedViews: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'SavedViewItemFragment': SavedViewItemFragment } }
  )> };

export type AdminUpdateSavedViewMutationVariables = Exact<{
  id: string | number;
  input: SavedViewUpdateInput;
  editVersion?: number | null | undefined;
}>;


export type AdminUpdateSavedViewMutation = { adminUpdateSavedView: (
    { id: string }
    & { ' $fragmentRefs'?: { 'SavedViewItemFragment': SavedViewItemFragment } }
  ) };

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
  editVersion?: number | null | undefined;
}>;


export type AdminEditBodyTypeMutation = { adminEditBodyType: { id: string } };

export type AdminEditBrandMutationVariables = Exact<{
  id: string | number;
  name: string;
  mediaId: string | number;
  isDisplayTopSearch?: boolean | null | undefined;
  editVersion?: number | null | undefined;
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
  editVersion?: number | null | undefined;
}>;


export type AdminEditCarPurchaseCostProvinceSettingOptionMutation = { adminEditCarPurchaseCostProvinceSettingOption: { id: string } };

export type AdminEditColousMutationVariables = Exact<{
  id: string | number;
  name: string;
  editVersion?: number | null | undefined;
}>;


export type AdminEditColousMutation = { adminEditColous: { id: string } };

export type AdminEditDoorsMutationVariables = Exact<{
  id: string | number;
  name: string;
  value: number;
  editVersion?: number | null | undefined;
}>;


export type AdminEditDoorsMutation = { adminEditDoors: { id: string } };

export type AdminEditDriverTypeMutationVariables = Exact<{
  id: string | number;
  nameVi: string;
  nameEn: string;
  editVersion?: number | null | undefined;
}>;


export type AdminEditDriverTypeMutation = { adminEditDriverType: { id: string } };

export type AdminEditFuelEconomyMutationVariables = Exact<{
  id: string | number;
  nameVi?: string | null | undefined;
  nameEn?: string | null | undefined;
  liter: number;
  kilometer: number;
  isLess: boolean;
  editVersion?: number | null | undefined;
}>;


export type AdminEditFuelEconomyMutation = { adminEditFuelEconomy: { id: string } };

export type AdminEditFuelTypeMutationVariables = Exact<{
  id: string | number;
  name: string;
  editVersion?: number | null | undefined;
}>;


export type AdminEditFuelTypeMutation = { adminEditFuelType: { id: string } };

export type AdminEditModelMutationVariables = Exact<{
  id: string | number;
  name: string;
  brand: string | number;
  editVersion?: number | null | undefined;
}>;


export type AdminEditModelMutation = { adminEditModel: { id: string } };

export type AdminEditPaymentItemsMutationVariables = Exact<{
  id: string | number;
  amount: number;
  currency: Currency;
  editVersion?: number | null | undefined;
}>;


export type AdminEditPaymentItemsMutation = { adminEditPaymentItems: { id: string } };

export type AdminEditSeatsMutationVariables = Exact<{
  id: string | number;
  name: string;
  value: number;
  fixed?: boolean | null | undefined;
  editVersion?: number | null | undefined;
}>;


export type AdminEditSeatsMutation = { adminEditSeats: { id: string } };

export type AdminEditVersionMutationVariables = Exact<{
  id: string | number;
  name: string;
  model?: string | number | null | undefined;
  priceCarVersion: number;
  mediaId?: string | number | null | undefined;
  editVersion?: number | null | undefined;
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

export type AdminChangeStaffRoleMutationVariables = Exact<{
  id: string | number;
  roleId: string | number;
}>;


export type AdminChangeStaffRoleMutation = { adminChangeStaffRole: (
    { id: string }
    & { ' $fragmentRefs'?: { 'StaffDetailFragment': StaffDetailFragment } }
  ) };

export type AdminCreateRoleMutationVariables = Exact<{
  input: AdminRoleInput;
}>;


export type AdminCreateRoleMutation = { adminCreateRole: { ' $fragmentRefs'?: { 'RoleRowFragment': RoleRowFragment } } };

export type AdminDeactivateStaffMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type AdminDeactivateStaffMutation = { adminDeactivateStaff: (
    { id: string }
    & { ' $fragmentRefs'?: { 'StaffDetailFragment': StaffDetailFragment } }
  ) };

export type AdminDeleteRoleMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteRoleMutation = { adminDeleteRole: boolean };

export type AdminEditRoleMutationVariables = Exact<{
  id: string | number;
  input: AdminRoleInput;
  editVersion?: number | null | undefined;
}>;


export type AdminEditRoleMutation = { adminEditRole: { ' $fragmentRefs'?: { 'RoleRowFragment': RoleRowFragment } } };

export type AdminGetStaffDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGetStaffDetailQuery = { adminGetStaffDetail: { staff: (
      { id: string }
      & { ' $fragmentRefs'?: { 'StaffDetailFragment': StaffDetailFragment } }
    ), recentActions: Array<{ ' $fragmentRefs'?: { 'AuditLogRowFragment': AuditLogRowFragment } }>, sessions: Array<{ ' $fragmentRefs'?: { 'StaffSessionFragment': StaffSessionFragment } }> } };

export type AdminInviteStaffMutationVariables = Exact<{
  input: AdminInviteStaffInput;
}>;


export type AdminInviteStaffMutation = { adminInviteStaff: { inviteUrl: string, expiresAt: string, staff: { id: string } } };

export type AdminListRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminListRolesQuery = { adminListRoles: Array<{ ' $fragmentRefs'?: { 'RoleRowFragment': RoleRowFragment } }> };

export type AdminListStaffQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  keyword?: string | null | undefined;
  roleId?: string | number | null | undefined;
  status?: StaffStatus | null | undefined;
}>;


export type AdminListStaffQuery = { adminListStaff: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'StaffRowFragment': StaffRowFragment } }> } };

export type AdminReactivateStaffMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminReactivateStaffMutation = { adminReactivateStaff: (
    { id: string }
    & { ' $fragmentRefs'?: { 'StaffDetailFragment': StaffDetailFragment } }
  ) };

export type AdminBulkUpdateUserTransferRequestsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  approve: boolean;
  moneyTransferReason?: string | null | undefined;
}>;


export type AdminBulkUpdateUserTransferRequestsMutation = { adminBulkUpdateUserTransferRequests: Array<{ ' $fragmentRefs'?: { 'BulkActionResultFragment': BulkActionResultFragment } }> };

export type AdminListUserTransferRequestQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: string | null | undefined;
  userId?: string | number | null | undefined;
  status?: TransferRequestStatus | null | undefined;
  keyword?: string | null | undefined;
  createFrom?: string | null | undefined;
  createTo?: string | null | undefined;
}>;


export type AdminListUserTransferRequestQuery = { adminListUserTransferRequest: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'TransferRowFragment': TransferRowFragment } }> } };

export type AdminTransferDecisionContextQueryVariables = Exact<{
  userId: string | number;
  take?: number | null | undefined;
}>;


export type AdminTransferDecisionContextQuery = { adminGetUserDetail: { ' $fragmentRefs'?: { 'TransferContextMemberFragment': TransferContextMemberFragment } }, adminListUserTransferRequest: { meta: { totalItems: number }, items: Array<{ ' $fragmentRefs'?: { 'TransferHistoryRowFragment': TransferHistoryRowFragment } }> } };

export type AdminUpdateUserTransferRequestMutationVariables = Exact<{
  id: string | number;
  approve: boolean;
  moneyTransferReason?: string | null | undefined;
}>;


export type AdminUpdateUserTransferRequestMutation = { adminUpdateUserTransferRequest: { id: string, status: TransferRequestStatus, moneyTransferReason: string | null, updatedAt: string, approvalsNeeded: number, approvals: Array<{ createdAt: string, admin: { id: string, fullName: string | null } }>, users: { id: string, userBalance: { id: string, amount: number } | null } | null } };

export type AdminDeleteBannerForGoodMutationVariables = Exact<{
  kind: TrashKind;
  id: string | number;
}>;


export type AdminDeleteBannerForGoodMutation = { adminDeleteBannerForGood: boolean };

export type AdminDeleteReviewForGoodMutationVariables = Exact<{
  kind: TrashKind;
  id: string | number;
}>;


export type AdminDeleteReviewForGoodMutation = { adminDeleteReviewForGood: boolean };

export type AdminDeleteServiceForGoodMutationVariables = Exact<{
  kind: TrashKind;
  id: string | number;
}>;


export type AdminDeleteServiceForGoodMutation = { adminDeleteServiceForGood: boolean };

export type AdminListBannerTrashQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type AdminListBannerTrashQuery = { adminListBannerTrash: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'TrashRowFragment': TrashRowFragment } }> } };

export type AdminListReviewTrashQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type AdminListReviewTrashQuery = { adminListReviewTrash: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'TrashRowFragment': TrashRowFragment } }> } };

export type AdminListServiceTrashQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type AdminListServiceTrashQuery = { adminListServiceTrash: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'TrashRowFragment': TrashRowFragment } }> } };

export type AdminRestoreBannerFromTrashMutationVariables = Exact<{
  kind: TrashKind;
  id: string | number;
}>;


export type AdminRestoreBannerFromTrashMutation = { adminRestoreBannerFromTrash: boolean };

export type AdminRestoreReviewFromTrashMutationVariables = Exact<{
  kind: TrashKind;
  id: string | number;
}>;


export type AdminRestoreReviewFromTrashMutation = { adminRestoreReviewFromTrash: boolean };

export type AdminRestoreServiceFromTrashMutationVariables = Exact<{
  kind: TrashKind;
  id: string | number;
}>;


export type AdminRestoreServiceFromTrashMutation = { adminRestoreServiceFromTrash: boolean };

export type AddressProvinceOptionFragment = { code: string, name: string } & { ' $fragmentName'?: 'AddressProvinceOptionFragment' };

export type AddressWardOptionFragment = { code: string, name: string, prefix: string | null } & { ' $fragmentName'?: 'AddressWardOptionFragment' };

export type AddressProvinceNameFragment = { code: string, name: string, isActive: boolean } & { ' $fragmentName'?: 'AddressProvinceNameFragment' };

export type AddressDistrictNameFragment = { code: string, name: string, prefix: string | null, isActive: boolean } & { ' $fragmentName'?: 'AddressDistrictNameFragment' };

export type AddressWardNameFragment = { code: string, name: string, prefix: string | null, isActive: boolean } & { ' $fragmentName'?: 'AddressWardNameFragment' };

export type AdminMyBackgroundWorkQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMyBackgroundWorkQuery = { adminMyBackgroundWork: Array<{ ' $fragmentRefs'?: { 'BackgroundWorkItemFragment': BackgroundWorkItemFragment } }> };

export type BackgroundWorkItemFragment = { id: string, kind: BackgroundWorkKind, title: string, subject: string | null, status: BackgroundWorkStatus, total: number | null, done: number, failed: number, outcome: string | null, link: string | null, startedAt: string, finishedAt: string | null } & { ' $fragmentName'?: 'BackgroundWorkItemFragment' };

export type AdminStartBackgroundTaskMutationVariables = Exact<{
  kind: BackgroundTaskKind;
  title: string;
  total?: number | null | undefined;
  link?: string | null | undefined;
}>;


export type AdminStartBackgroundTaskMutation = { adminStartBackgroundTask: { id: string } };

export type AdminReportBackgroundTaskMutationVariables = Exact<{
  id: string | number;
  done: number;
  total?: number | null | undefined;
  failed?: number | null | undefined;
}>;


export type AdminReportBackgroundTaskMutation = { adminReportBackgroundTask: { id: string } };

export type AdminEndBackgroundTaskMutationVariables = Exact<{
  id: string | number;
  status: BackgroundTaskEnd;
  done: number;
  total?: number | null | undefined;
  failed?: number | null | undefined;
  error?: string | null | undefined;
}>;


export type AdminEndBackgroundTaskMutation = { adminEndBackgroundTask: { id: string } };

export type BulkRowAnswerFragment = { row: number, ok: boolean, error: string | null } & { ' $fragmentName'?: 'BulkRowAnswerFragment' };

export type SavedViewItemFragment = { id: string, listKey: string, name: string, search: Record<string, string | number | boolean>, visibility: SavedViewVisibility, mine: boolean, ownerName: string, pinned: boolean, editVersion: number, columns: { ' $fragmentRefs'?: { 'ListColumnsItemFragment': ListColumnsItemFragment } } | null } & { ' $fragmentName'?: 'SavedViewItemFragment' };

export type ListColumnsItemFragment = { order: Array<string>, hidden: Array<string> } & { ' $fragmentName'?: 'ListColumnsItemFragment' };

export type MemberSelectOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  take?: number | null | undefined;
}>;


export type MemberSelectOptionsQuery = { users: { items: Array<{ ' $fragmentRefs'?: { 'MemberSelectOptionFragment': MemberSelectOptionFragment } }> } };

export type MemberSelectOptionFragment = { id: string, firstName: string | null, lastName: string | null, email: string | null, phone: string | null, prefixPhone: string | null } & { ' $fragmentName'?: 'MemberSelectOptionFragment' };

type ListingRow_DrivingCenter_Fragment = { id: string, title: string, phone: string | null, email: string | null, website: string | null, address: string | null, createdAt: string, province: string | null, district: string | null, ward: string | null, medias: Array<{ id: string, filePathSM: string | null, filePathOriginal: string }>, provinceDetail: { ' $fragmentRefs'?: { 'AddressProvinceNameFragment': AddressProvinceNameFragment } } | null, wardDetail: { ' $fragmentRefs'?: { 'AddressWardNameFragment': AddressWardNameFragment } } | null } & { ' $fragmentName'?: 'ListingRow_DrivingCenter_Fragment' };

type ListingRow_Garage_Fragment = { id: string, title: string, phone: string | null, email: string | null, website: string | null, address: string | null, createdAt: string, province: string | null, district: string | null, ward: string | null, medias: Array<{ id: string, filePathSM: string | null, filePathOriginal: string }>, provinceDetail: { ' $fragmentRefs'?: { 'AddressProvinceNameFragment': AddressProvinceNameFragment } } | null, wardDetail: { ' $fragmentRefs'?: { 'AddressWardNameFragment': AddressWardNameFragment } } | null } & { ' $fragmentName'?: 'ListingRow_Garage_Fragment' };

export type ListingRowFragment =
  | ListingRow_DrivingCenter_Fragment
  | ListingRow_Garage_Fragment
;

type ListingDetail_DrivingCenter_Fragment = { id: string, title: string, description: string | null, services: Array<string>, phone: string | null, email: string | null, website: string | null, address: string | null, province: string | null, district: string | null, ward: string | null, createdAt: string, updatedAt: string, medias: Array<{ id: string, filePathSM: string | null, filePathLG: string | null, filePathOriginal: string }>, provinceDetail: { ' $fragmentRefs'?: { 'AddressProvinceNameFragment': AddressProvinceNameFragment } } | null, districtDetail: { ' $fragmentRefs'?: { 'AddressDistrictNameFragment': AddressDistrictNameFragment } } | null, wardDetail: { ' $fragmentRefs'?: { 'AddressWardNameFragment': AddressWardNameFragment } } | null } & { ' $fragmentName'?: 'ListingDetail_DrivingCenter_Fragment' };

type ListingDetail_Garage_Fragment = { id: string, title: string, description: string | null, services: Array<string>, phone: string | null, email: string | null, website: string | null, address: string | null, province: string | null, district: string | null, ward: string | null, createdAt: string, updatedAt: string, medias: Array<{ id: string, filePathSM: string | null, filePathLG: string | null, filePathOriginal: string }>, provinceDetail: { ' $fragmentRefs'?: { 'AddressProvinceNameFragment': AddressProvinceNameFragment } } | null, districtDetail: { ' $fragmentRefs'?: { 'AddressDistrictNameFragment': AddressDistrictNameFragment } } | null, wardDetail: { ' $fragmentRefs'?: { 'AddressWardNameFragment': AddressWardNameFragment } } | null } & { ' $fragmentName'?: 'ListingDetail_Garage_Fragment' };

export type ListingDetailFragment =
  | ListingDetail_DrivingCenter_Fragment
  | ListingDetail_Garage_Fragment
;

type ListingFormValues_DrivingCenter_Fragment = { editVersion: number, title: string, description: string | null, services: Array<string>, address: string | null, phone: string | null, email: string | null, website: string | null, province: string | null, district: string | null, ward: string | null, isActive: boolean, medias: Array<{ id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathOriginal: string }>, provinceDetail: { name: string } | null, districtDetail: { name: string, prefix: string | null } | null, wardDetail: { name: string, prefix: string | null } | null } & { ' $fragmentName'?: 'ListingFormValues_DrivingCenter_Fragment' };

type ListingFormValues_Garage_Fragment = { editVersion: number, title: string, description: string | null, services: Array<string>, address: string | null, phone: string | null, email: string | null, website: string | null, province: string | null, district: string | null, ward: string | null, isActive: boolean, medias: Array<{ id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathOriginal: string }>, provinceDetail: { name: string } | null, districtDetail: { name: string, prefix: string | null } | null, wardDetail: { name: string, prefix: string | null } | null } & { ' $fragmentName'?: 'ListingFormValues_Garage_Fragment' };

export type ListingFormValuesFragment =
  | ListingFormValues_DrivingCenter_Fragment
  | ListingFormValues_Garage_Fragment
;

export type ListingOwnerOptionFragment = { id: string, firstName: string | null, lastName: string | null, email: string | null, phone: string | null } & { ' $fragmentName'?: 'ListingOwnerOptionFragment' };

export type AdminLiveSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminLiveSubscription = { adminLive: { kind: LiveEventKind, entity: string | null, entityId: string | null, action: string | null, actionText: string | null, at: string, actor: { id: string, fullName: string } | null } };

export type AdminRecordViewersQueryVariables = Exact<{
  entity: string;
  entityId: string | number;
}>;


export type AdminRecordViewersQuery = { adminRecordViewers: Array<{ adminId: string, fullName: string, editing: boolean }> };

export type AdminRecordPresenceMutationVariables = Exact<{
  entity: string;
  entityId: string | number;
  editing: boolean;
  leaving?: boolean | null | undefined;
}>;


export type AdminRecordPresenceMutation = { adminRecordPresence: boolean };

export type PaletteHitFragment = { id: string, title: string, detail: string | null, listSearch: string | null } & { ' $fragmentName'?: 'PaletteHitFragment' };

export type RecordHistoryQueryVariables = Exact<{
  entityType: string;
  entityId: string;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type RecordHistoryQuery = { adminListAuditLogs: { meta: { ' $fragmentRefs'?: { 'PageMetaFragment': PageMetaFragment } }, items: Array<{ ' $fragmentRefs'?: { 'RecordHistoryRowFragment': RecordHistoryRowFragment } }> } };

export type RecordHistoryRowFragment = { id: string, createdAt: string, action: string, actionText: string, actor: { id: string, fullName: string | null, email: string } | null } & { ' $fragmentName'?: 'RecordHistoryRowFragment' };

export type AdminConfirmIdentityMutationVariables = Exact<{
  password: string;
  code?: string | null | undefined;
}>;


export type AdminConfirmIdentityMutation = { adminConfirmIdentity: boolean };

export type AdminListMySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminListMySessionsQuery = { adminListMySessions: Array<{ id: string, current: boolean, browser: string | null, system: string | null, userAgent: string | null, ip: string | null, createdAt: string, lastSeenAt: string }> };

export type AdminRevokeSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminRevokeSessionMutation = { adminRevokeSession: boolean };

export type AdminSignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminSignOutEverywhereMutation = { adminSignOutEverywhere: boolean };

export type TwoFactorSetupFragment = { secret: string, otpauthUrl: string } & { ' $fragmentName'?: 'TwoFactorSetupFragment' };

export type AdminStartTwoFactorMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminStartTwoFactorMutation = { adminStartTwoFactor: { ' $fragmentRefs'?: { 'TwoFactorSetupFragment': TwoFactorSetupFragment } } };

export type AdminConfirmTwoFactorMutationVariables = Exact<{
  code: string;
}>;


export type AdminConfirmTwoFactorMutation = { adminConfirmTwoFactor: { recoveryCodes: Array<string> } };

export type AdminDisableTwoFactorMutationVariables = Exact<{
  password: string;
  code: string;
}>;


export type AdminDisableTwoFactorMutation = { adminDisableTwoFactor: boolean };

export type AuditLogDetailFragment = { id: string, createdAt: string, action: string, actionText: string, entityType: string, entityId: string | null, ip: string | null, before: string | null, after: string | null, actor: { id: string, fullName: string | null, email: string } | null } & { ' $fragmentName'?: 'AuditLogDetailFragment' };

export type AuditLogRowFragment = { id: string, createdAt: string, action: string, actionText: string, entityType: string, entityId: string | null, ip: string | null, actor: { id: string, fullName: string | null, email: string } | null } & { ' $fragmentName'?: 'AuditLogRowFragment' };

export type AvatarDetailFragment = { editVersion: number, id: string, title: string, description: string | null, slug: string, isDefault: boolean, media: string | null, createdAt: string, updatedAt: string, mediaDetail: { id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathLG: string | null, filePathOriginal: string } | null } & { ' $fragmentName'?: 'AvatarDetailFragment' };

export type AvatarRowFragment = { id: string, title: string, description: string | null, slug: string, isDefault: boolean, mediaDetail: { id: string, filePathSM: string | null, filePathOriginal: string } | null } & { ' $fragmentName'?: 'AvatarRowFragment' };

export type BannerDetailFragment = { editVersion: number, id: string, name: string, positionId: string, linkBanner: string | null, isActive: boolean, createdAt: string, updatedAt: string, position: { id: string, name: string, ratioWidth: number | null, ratioHeight: number | null } | null, medias: Array<{ id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathLG: string | null, filePathOriginal: string }> } & { ' $fragmentName'?: 'BannerDetailFragment' };

export type BannerPositionOptionFragment = { id: string, name: string, ratioWidth: number | null, ratioHeight: number | null } & { ' $fragmentName'?: 'BannerPositionOptionFragment' };

export type BannerRowFragment = { id: string, name: string, isActive: boolean, position: { id: string, name: string, ratioWidth: number | null, ratioHeight: number | null } | null, medias: Array<{ id: string, filePathSM: string | null, filePathOriginal: string }> } & { ' $fragmentName'?: 'BannerRowFragment' };

export type BuyingDemandDetailFragment = { id: string, budget: number | null, vehicleLife: number | null, numKilometerCarRun: number | null, buyerName: string | null, phone: string | null, isInstallmentPurchase: boolean, isVehicleInspectionService: boolean, isInsuranceConsultant: boolean, isOther: boolean, descriptionOther: string | null, status: CarBuyingNeedStatus, isCustomer: boolean, createdAt: string, updatedAt: string, user: { id: string, firstName: string | null, lastName: string | null, email: string | null } | null, brandDetail: { id: string, name: string } | null, modelDetail: { id: string, name: string } | null, provinceDetail: { id: string, name: string, isActive: boolean } | null, sellers: Array<{ id: string, firstName: string | null, lastName: string | null, email: string | null, phone: string | null, prefixPhone: string | null }> } & { ' $fragmentName'?: 'BuyingDemandDetailFragment' };

export type BuyingDemandFormValuesFragment = { editVersion: number, id: string, userId: string | null, brand: string | null, model: string | null, budget: number | null, vehicleLife: number | null, numKilometerCarRun: number | null, provinceId: string | null, buyerName: string | null, phone: string | null, isInstallmentPurchase: boolean, isVehicleInspectionService: boolean, isInsuranceConsultant: boolean, isOther: boolean, descriptionOther: string | null, status: CarBuyingNeedStatus, userSellerIds: Array<string>, user: { id: string, firstName: string | null, lastName: string | null, email: string | null } | null, sellers: Array<{ id: string, firstName: string | null, lastName: string | null, email: string | null }>, provinceDetail: { id: string, name: string } | null } & { ' $fragmentName'?: 'BuyingDemandFormValuesFragment' };

export type BuyingDemandRowFragment = { id: string, budget: number | null, vehicleLife: number | null, numKilometerCarRun: number | null, phone: string | null, isInstallmentPurchase: boolean, buyerName: string | null, user: { id: string, firstName: string | null, lastName: string | null } | null, brandDetail: { id: string, name: string } | null, modelDetail: { id: string, name: string } | null } & { ' $fragmentName'?: 'BuyingDemandRowFragment' };

export type BuyingCustomerRowFragment = { id: string, budget: number | null, phone: string | null, status: CarBuyingNeedStatus, userSellerIds: Array<string>, buyerName: string | null, user: { id: string, firstName: string | null, lastName: string | null } | null, brandDetail: { id: string, name: string } | null, modelDetail: { id: string, name: string } | null } & { ' $fragmentName'?: 'BuyingCustomerRowFragment' };

export type CarDetailFragment = { editVersion: number, id: string, title: string, slug: string, debutDay: string | null, origin: string | null, size: string | null, description: string | null, price: number | null, priceSegment: string | null, classificationByRegistration: string | null, createdAt: string, updatedAt: string, imagesInside: Array<{ id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathLG: string | null, filePathOriginal: string }>, imagesOutside: Array<{ id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathLG: string | null, filePathOriginal: string }>, videos: Array<{ videoId: string, mediaDetail: { id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathOriginal: string } | null }>, metas: Array<{ type: CarMetaType, value: string | null, brand: { id: string, name: string } | null, model: { id: string, name: string } | null, version: { id: string, name: string } | null, bodyType: { id: string, name: string } | null, fuelType: { id: string, name: string } | null, seat: { id: string, name: string } | null, door: { id: string, name: string } | null }> } & { ' $fragmentName'?: 'CarDetailFragment' };

export type CarRowFragment = { id: string, title: string, price: number | null, metas: Array<{ type: CarMetaType, value: string | null, brand: { id: string, name: string } | null, model: { id: string, name: string } | null, version: { id: string, name: string } | null }> } & { ' $fragmentName'?: 'CarRowFragment' };

export type ContestDetailFragment = { editVersion: number, id: string, name: string, slug: string, description: string | null, duration: number | null, noWiner: number | null, startDate: string | null, endDate: string | null, createdAt: string, updatedAt: string } & { ' $fragmentName'?: 'ContestDetailFragment' };

export type ContestRowFragment = { id: string, name: string, duration: number | null, noWiner: number | null, startDate: string | null, endDate: string | null } & { ' $fragmentName'?: 'ContestRowFragment' };

export type DrivingCenterDetailFragment = (
  { id: string, title: string, isActive: boolean, totalRating: number, averageRating: number }
  & { ' $fragmentRefs'?: { 'ListingDetail_DrivingCenter_Fragment': ListingDetail_DrivingCenter_Fragment } }
) & { ' $fragmentName'?: 'DrivingCenterDetailFragment' };

export type DrivingCenterRowFragment = (
  { id: string, title: string, isActive: boolean, averageRating: number, totalRating: number }
  & { ' $fragmentRefs'?: { 'ListingRow_DrivingCenter_Fragment': ListingRow_DrivingCenter_Fragment } }
) & { ' $fragmentName'?: 'DrivingCenterRowFragment' };

export type FeedbackDetailFragment = { id: string, content: string, userId: string | null, email: string | null, isActive: boolean, createdAt: string, medias: Array<{ id: string, fileName: string, filePathLG: string | null, filePathOriginal: string }>, user: { id: string, firstName: string | null, lastName: string | null, email: string | null } | null } & { ' $fragmentName'?: 'FeedbackDetailFragment' };

export type FeedbackRowFragment = { id: string, content: string, userId: string | null, email: string | null, createdAt: string, medias: Array<{ id: string }>, user: { id: string, firstName: string | null, lastName: string | null } | null } & { ' $fragmentName'?: 'FeedbackRowFragment' };

export type PhoneErrorRowFragment = { id: string, phoneNumber: string, errorMessage: string, createdAt: string } & { ' $fragmentName'?: 'PhoneErrorRowFragment' };

export type ReportPostDetailFragment = { id: string, postId: string, userId: string | null, reason: ReportReason, content: string | null, type: string | null, createdAt: string, updatedAt: string, user: { id: string, firstName: string | null, lastName: string | null, email: string | null } | null } & { ' $fragmentName'?: 'ReportPostDetailFragment' };

export type ReportPostRowFragment = { id: string, postId: string, userId: string | null, reason: ReportReason, content: string | null, createdAt: string, user: { id: string, firstName: string | null, lastName: string | null } | null } & { ' $fragmentName'?: 'ReportPostRowFragment' };

export type GarageDetailFragment = (
  { id: string, title: string, status: GarageStatus, reason: string | null, karCheck: boolean, latitude: number | null, longitude: number | null, totalRating: number, averageRating: number, user: { id: string, firstName: string | null, lastName: string | null } | null }
  & { ' $fragmentRefs'?: { 'ListingDetail_Garage_Fragment': ListingDetail_Garage_Fragment } }
) & { ' $fragmentName'?: 'GarageDetailFragment' };

export type GarageFormValuesFragment = (
  { latitude: number | null, longitude: number | null, userId: string | null, user: { id: string, firstName: string | null, lastName: string | null } | null }
  & { ' $fragmentRefs'?: { 'ListingFormValues_Garage_Fragment': ListingFormValues_Garage_Fragment } }
) & { ' $fragmentName'?: 'GarageFormValuesFragment' };

export type GarageRowFragment = (
  { id: string, title: string, status: GarageStatus, karCheck: boolean, user: { id: string, firstName: string | null, lastName: string | null } | null }
  & { ' $fragmentRefs'?: { 'ListingRow_Garage_Fragment': ListingRow_Garage_Fragment } }
) & { ' $fragmentName'?: 'GarageRowFragment' };

export type SimulationSegmentFragment = { id: string, no: number, minuteFrom: number, secondFrom: number, minuteTo: number, secondTo: number, point: number } & { ' $fragmentName'?: 'SimulationSegmentFragment' };

export type QuestionSimulationDetailFragment = { id: string, no: number, content: string, explainAnswer: string | null, type: Array<QuestionSimulationType>, createdAt: string, updatedAt: string, answers: Array<{ ' $fragmentRefs'?: { 'SimulationSegmentFragment': SimulationSegmentFragment } }>, mediaDetail: { id: string, fileName: string, filePathOriginal: string } | null, imageDetail: Array<{ id: string, filePathLG: string | null, filePathOriginal: string }> } & { ' $fragmentName'?: 'QuestionSimulationDetailFragment' };

export type QuestionSimulationFormValuesFragment = { editVersion: number, id: string, no: number, content: string, explainAnswer: string | null, type: Array<QuestionSimulationType>, answers: Array<{ ' $fragmentRefs'?: { 'SimulationSegmentFragment': SimulationSegmentFragment } }>, mediaDetail: { id: string, fileName: string, mimeType: string, filePathOriginal: string } | null, imageDetail: Array<{ id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathOriginal: string }> } & { ' $fragmentName'?: 'QuestionSimulationFormValuesFragment' };

export type QuestionSimulationGroupRowFragment = { id: string, name: string, type: QuestionSimulationType } & { ' $fragmentName'?: 'QuestionSimulationGroupRowFragment' };

export type SimulationQuestionChoiceFragment = { id: string, no: number, content: string } & { ' $fragmentName'?: 'SimulationQuestionChoiceFragment' };

export type QuestionSimulationGroupDetailFragment = { editVersion: number, id: string, name: string, type: QuestionSimulationType, createdAt: string, updatedAt: string, questionSimulationDetails: Array<{ ' $fragmentRefs'?: { 'SimulationQuestionChoiceFragment': SimulationQuestionChoiceFragment } }> } & { ' $fragmentName'?: 'QuestionSimulationGroupDetailFragment' };

export type QuestionSimulationRowFragment = { id: string, no: number, content: string, type: Array<QuestionSimulationType> } & { ' $fragmentName'?: 'QuestionSimulationRowFragment' };

export type LearnerQuestionFragment = { id: string, no: number, content: string, explainAnswer: string | null, type: Array<QuestionTheoryType>, answerType: QuestionAnswerType, answers: Array<{ id: string, no: number, content: string, correctAnswer: boolean }>, imageDetail: Array<{ id: string, filePathLG: string | null, filePathOriginal: string }>, imageExplainAnswerDetail: Array<{ id: string, filePathLG: string | null, filePathOriginal: string }> } & { ' $fragmentName'?: 'LearnerQuestionFragment' };

export type LearnerSignFragment = { id: string, title: string, symbol: string, content: string | null, type: TrafficSignType, medias: Array<{ id: string, filePathLG: string | null, filePathOriginal: string }> } & { ' $fragmentName'?: 'LearnerSignFragment' };

export type LearnerSignChoiceFragment = { id: string, title: string } & { ' $fragmentName'?: 'LearnerSignChoiceFragment' };

export type QuestionTheoryDetailFragment = { id: string, no: number, content: string, explainAnswer: string | null, isActive: boolean, type: Array<QuestionTheoryType>, answerType: QuestionAnswerType, createdAt: string, updatedAt: string, answers: Array<{ id: string, no: number, content: string, correctAnswer: boolean }>, imageDetail: Array<{ id: string, filePathLG: string | null, filePathOriginal: string }>, imageExplainAnswerDetail: Array<{ id: string, filePathLG: string | null, filePathOriginal: string }> } & { ' $fragmentName'?: 'QuestionTheoryDetailFragment' };

export type QuestionTheoryFormValuesFragment = { id: string, no: number, editVersion: number, content: string, explainAnswer: string | null, isActive: boolean, type: Array<QuestionTheoryType>, answerType: QuestionAnswerType, answers: Array<{ id: string, no: number, content: string, correctAnswer: boolean }>, imageDetail: Array<{ id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathOriginal: string }>, imageExplainAnswerDetail: Array<{ id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathOriginal: string }> } & { ' $fragmentName'?: 'QuestionTheoryFormValuesFragment' };

export type QuestionTheoryRowFragment = { id: string, no: number, content: string, explainAnswer: string | null, isActive: boolean, type: Array<QuestionTheoryType> } & { ' $fragmentName'?: 'QuestionTheoryRowFragment' };

export type TrafficSignDetailFragment = { id: string, slug: string, title: string, symbol: string, content: string | null, type: TrafficSignType, createdAt: string, updatedAt: string, medias: Array<{ id: string, filePathLG: string | null, filePathOriginal: string }> } & { ' $fragmentName'?: 'TrafficSignDetailFragment' };

export type TrafficSignFormValuesFragment = { editVersion: number, id: string, slug: string, title: string, symbol: string, content: string | null, type: TrafficSignType, medias: Array<{ id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathOriginal: string }> } & { ' $fragmentName'?: 'TrafficSignFormValuesFragment' };

export type TrafficSignRowFragment = { id: string, slug: string, title: string, symbol: string, content: string | null, type: TrafficSignType, medias: Array<{ id: string, filePathSM: string | null, filePathLG: string | null, filePathOriginal: string }> } & { ' $fragmentName'?: 'TrafficSignRowFragment' };

export type MarketPriceDetailFragment = { id: string, name: string, priceCarVersion: number | null, yearManufacture: number | null, numKilometerCarRun: number | null, typeCarVersion: string | null, isActive: boolean, createdAt: string, updatedAt: string, mediaDetail: { id: string, filePathLG: string | null, filePathOriginal: string } | null, brandDetail: { id: string, name: string } | null, modelDetail: { id: string, name: string } | null } & { ' $fragmentName'?: 'MarketPriceDetailFragment' };

export type MarketPriceFormValuesFragment = { editVersion: number, id: string, name: string, brand: string | null, model: string | null, priceCarVersion: number | null, yearManufacture: number | null, numKilometerCarRun: number | null, mediaId: string | null, mediaDetail: { id: string, filePathSM: string | null, filePathOriginal: string } | null } & { ' $fragmentName'?: 'MarketPriceFormValuesFragment' };

export type MarketPriceRowFragment = { id: string, name: string, priceCarVersion: number | null, yearManufacture: number | null, numKilometerCarRun: number | null, createdAt: string, brandDetail: { id: string, name: string } | null, modelDetail: { id: string, name: string } | null } & { ' $fragmentName'?: 'MarketPriceRowFragment' };

export type MediaCardFragment = { id: string, kind: MediaKind, sizeBytes: number | null, media: { id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathOriginal: string, createdAt: string }, uploader: { id: string, name: string, isAdmin: boolean } | null, usage: { reviews: number, banners: number, cars: number, avatars: number, posts: number, others: number, total: number } } & { ' $fragmentName'?: 'MediaCardFragment' };

export type MemberHeaderFragment = { id: string, email: string | null, firstName: string | null, lastName: string | null, isActive: boolean, avatarMedia: { id: string, filePathSM: string | null } | null } & { ' $fragmentName'?: 'MemberHeaderFragment' };

export type MemberCardsFragment = { id: string, email: string | null, username: string | null, storeName: string | null, firstName: string | null, lastName: string | null, dob: string | null, prefixPhone: string | null, phone: string | null, isWithdraw: boolean, withdrawReason: string | null, createdAt: string, lastLoginAt: string | null, updatedAt: string, isActiveEmail: boolean, isActivePhone: boolean, referralCode: string | null, hasPassword: boolean, userBalance: { id: string, amount: number, promotion: number } | null, metadata: { language: Language | null, isPushNotification: boolean, isEmailNotification: boolean, isSmsNotification: boolean, isPromotionNotification: boolean, totalRating: number, avgRating: number, province: { id: string, name: string } | null, country: { id: string, name: string } | null } | null } & { ' $fragmentName'?: 'MemberCardsFragment' };

export type MemberPackageRowFragment = (
  { id: string, createdAt: string }
  & { ' $fragmentRefs'?: { 'UserServiceTermsFragment': UserServiceTermsFragment } }
) & { ' $fragmentName'?: 'MemberPackageRowFragment' };

export type MemberTransferRowFragment = { id: string, amount: number, status: TransferRequestStatus, bankName: string | null, moneyTransferReason: string | null, createdAt: string } & { ' $fragmentName'?: 'MemberTransferRowFragment' };

export type MemberAuditRowFragment = { id: string, action: string, actionText: string, entity: string, entityId: string | null, before: string | null, after: string | null, createdAt: string, admin: { id: string, email: string, fullName: string | null } | null } & { ' $fragmentName'?: 'MemberAuditRowFragment' };

export type MemberEmailRowFragment = { id: string, to: string, subject: string, status: MailStatus, transport: string | null, error: string | null, createdAt: string, sentAt: string | null } & { ' $fragmentName'?: 'MemberEmailRowFragment' };

export type MemberFormValuesFragment = { editVersion: number, id: string, email: string | null, prefixPhone: string | null, phone: string | null, firstName: string | null, lastName: string | null, username: string | null, storeName: string | null, dob: string | null, avatar: string | null, isActive: boolean, avatarMedia: { id: string, filePathSM: string | null } | null, metadata: { countryId: string | null, cityId: string | null, language: Language | null } | null } & { ' $fragmentName'?: 'MemberFormValuesFragment' };

export type MemberRowFragment = { id: string, email: string | null, firstName: string | null, lastName: string | null, phone: string | null, prefixPhone: string | null, isActive: boolean, createdAt: string, avatarMedia: { id: string, filePathSM: string | null } | null, userBalance: { id: string, amount: number, promotion: number } | null } & { ' $fragmentName'?: 'MemberRowFragment' };

export type NotificationDetailFragment = { id: string, titleVi: string, titleEn: string, contentVi: string | null, contentEn: string | null, type: NotificationType, role: UserRole | null, targetScreen: NotificationTargetScreen | null, tagetId: string | null, targetItemTitle: string | null, recipientCount: number | null, pickedRecipients: boolean, status: NotificationSendStatus, pushConfigured: boolean, createdAt: string, sender: { id: string, fullName: string | null, email: string } | null, delivery: { total: number, queued: number, sent: number, failed: number, read: number, lastError: string | null }, pushDelivery: { total: number, queued: number, sent: number, failed: number, lastError: string | null } | null } & { ' $fragmentName'?: 'NotificationDetailFragment' };

export type NotificationRowFragment = { id: string, titleVi: string, titleEn: string, type: NotificationType, createdAt: string } & { ' $fragmentName'?: 'NotificationRowFragment' };

export type BenefitOptionFragment = { id: string, title: string, type: BenefitType, isActive: boolean } & { ' $fragmentName'?: 'BenefitOptionFragment' };

export type BenefitRowFragment = { id: string, title: string, type: BenefitType, isActive: boolean } & { ' $fragmentName'?: 'BenefitRowFragment' };

export type BenefitFormStartFragment = { id: string, type: BenefitType, title: string, editVersion: number } & { ' $fragmentName'?: 'BenefitFormStartFragment' };

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
  { editVersion: number, id: string, description: string | null, benefitsItems: Array<{ id: string }> }
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

export type UserServiceFormValuesFragment = { editVersion: number, id: string, userId: string, servicesId: string, quantity: number | null, day: number | null, used: number, isActive: boolean, expriedDate: string | null, user: { id: string, firstName: string | null, lastName: string | null, email: string | null } | null, package: { ' $fragmentRefs'?: { 'PackageOptionFragment': PackageOptionFragment } } | null } & { ' $fragmentName'?: 'UserServiceFormValuesFragment' };

export type UserServiceRowFragment = (
  { id: string, userId: string, user: { id: string, firstName: string | null, lastName: string | null } | null }
  & { ' $fragmentRefs'?: { 'UserServiceTermsFragment': UserServiceTermsFragment } }
) & { ' $fragmentName'?: 'UserServiceRowFragment' };

export type ParkingDetailFragment = { id: string, title: string, description: string | null, total: number | null, address: string | null, phone: string | null, email: string | null, website: string | null, province: string | null, district: string | null, ward: string | null, latitude: number | null, longitude: number | null, isActive: boolean, closeOnPublicHolidays: boolean, sameWeekOfOperation: boolean, status: ParkingStatus, reason: string | null, createdAt: string, updatedAt: string, user: { id: string, firstName: string | null, lastName: string | null } | null, medias: Array<{ id: string, mediaDetail: { id: string, filePathLG: string | null, filePathOriginal: string } | null }>, provinceDetail: { ' $fragmentRefs'?: { 'AddressProvinceNameFragment': AddressProvinceNameFragment } } | null, districtDetail: { ' $fragmentRefs'?: { 'AddressDistrictNameFragment': AddressDistrictNameFragment } } | null, wardDetail: { ' $fragmentRefs'?: { 'AddressWardNameFragment': AddressWardNameFragment } } | null, workingTimes: Array<{ id: string, day: number, startTime: string, endTime: string }>, priceProperties: Array<{ id: string, type: string, price: number }> } & { ' $fragmentName'?: 'ParkingDetailFragment' };

export type ParkingFormValuesFragment = { editVersion: number, id: string, title: string, userId: string | null, description: string | null, total: number | null, mediaIds: Array<string>, address: string | null, phone: string | null, email: string | null, website: string | null, province: string | null, district: string | null, ward: string | null, latitude: number | null, longitude: number | null, isActive: boolean, closeOnPublicHolidays: boolean, sameWeekOfOperation: boolean, status: ParkingStatus, reason: string | null, user: { id: string, firstName: string | null, lastName: string | null, email: string | null } | null, medias: Array<{ id: string, mediaId: string, mediaDetail: { id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathOriginal: string } | null }>, provinceDetail: { code: string, name: string } | null, districtDetail: { code: string, name: string, prefix: string | null } | null, wardDetail: { code: string, name: string, prefix: string | null } | null, workingTimes: Array<{ day: number, startTime: string, endTime: string }>, priceProperties: Array<{ type: string, price: number }> } & { ' $fragmentName'?: 'ParkingFormValuesFragment' };

export type ParkingRowFragment = { id: string, title: string, phone: string | null, email: string | null, website: string | null, address: string | null, createdAt: string, status: ParkingStatus, province: string | null, district: string | null, ward: string | null, user: { id: string, firstName: string | null, lastName: string | null } | null, medias: Array<{ mediaDetail: { filePathSM: string | null, filePathOriginal: string } | null }>, provinceDetail: { ' $fragmentRefs'?: { 'AddressProvinceNameFragment': AddressProvinceNameFragment } } | null, districtDetail: { ' $fragmentRefs'?: { 'AddressDistrictNameFragment': AddressDistrictNameFragment } } | null, wardDetail: { ' $fragmentRefs'?: { 'AddressWardNameFragment': AddressWardNameFragment } } | null } & { ' $fragmentName'?: 'ParkingRowFragment' };

export type PostDetailFragment = { id: string, title: string, status: PostStatus, price: number | null, hiddenPrice: number | null, showHiddenPrice: boolean, currency: Currency, includeTax: boolean, condition: Condition | null, odometer: number | null, year: number | null, regPlate: string | null, plateHidden: boolean, regExprice: string | null, transmission: Transmission | null, description: string | null, offer: boolean, inspection: Inspection | null, planExpried: string | null, remoteAssessment: boolean, roadworthyCeftificate: boolean, countryCode: string | null, totalView: number, videoUrl: string | null, createdAt: string, updatedAt: string, waitingSince: string | null, reportCount: number, sellerPostCount: number, medias: Array<{ ' $fragmentRefs'?: { 'PostMediaFragment': PostMediaFragment } }>, hidePlateMedias: Array<{ ' $fragmentRefs'?: { 'PostMediaFragment': PostMediaFragment } }>, brand: { id: string, name: string } | null, model: { id: string, name: string } | null, version: { id: string, name: string } | null, bodyType: { id: string, name: string } | null, colour: { id: string, name: string } | null, fuelType: { id: string, name: string } | null, fuelEconomy: { id: string, nameEn: string | null, nameVi: string | null } | null, driverType: { id: string, nameEn: string } | null, seat: { id: string, name: string } | null, door: { id: string, name: string } | null, city: { id: string, name: string } | null, user: (
    { id: string, metadata: { language: Language | null } | null }
    & { ' $fragmentRefs'?: { 'PostPosterFragment': PostPosterFragment } }
  ) | null, statusReasonRejected: { status: PostStatus | null, note: string | null, reason: PostModerationReason | null, planRemainingTime: number | null } | null, marketPrice: (
    { outlier: boolean }
    & { ' $fragmentRefs'?: { 'PostPriceCheckFragment': PostPriceCheckFragment } }
  ) | null, claim: { ' $fragmentRefs'?: { 'PostClaimInfoFragment': PostClaimInfoFragment } } | null, pendingEdit: { ' $fragmentRefs'?: { 'PostPendingEditViewFragment': PostPendingEditViewFragment } } | null, reports: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'PostReportItemFragment': PostReportItemFragment } }
  )>, statusHistory: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'PostStatusChangeItemFragment': PostStatusChangeItemFragment } }
  )> } & { ' $fragmentName'?: 'PostDetailFragment' };

export type PostPriceCheckFragment = { versionPrice: number, ratio: number, outlier: boolean } & { ' $fragmentName'?: 'PostPriceCheckFragment' };

export type PostPendingEditViewFragment = { submittedAt: string, changes: Array<{ field: string, before: string | null, after: string | null }> } & { ' $fragmentName'?: 'PostPendingEditViewFragment' };

export type PostReportItemFragment = { id: string, reason: ReportReason, content: string | null, createdAt: string, userId: string | null, user: { id: string, firstName: string | null, lastName: string | null } | null } & { ' $fragmentName'?: 'PostReportItemFragment' };

export type PostStatusChangeItemFragment = { id: string, at: string, from: PostStatus | null, to: PostStatus, reason: PostModerationReason | null, note: string | null, undo: boolean, admin: { id: string, fullName: string | null, email: string } | null } & { ' $fragmentName'?: 'PostStatusChangeItemFragment' };

export type PostMediaFragment = { id: string, fileName: string, filePathSM: string | null, filePathLG: string | null, filePathOriginal: string, mimeType: string } & { ' $fragmentName'?: 'PostMediaFragment' };

export type PostClaimInfoFragment = { mine: boolean, claimedAt: string, expiresAt: string, admin: { id: string, fullName: string | null, email: string } } & { ' $fragmentName'?: 'PostClaimInfoFragment' };

export type PostFormValuesFragment = { id: string, editVersion: number, title: string, price: number | null, hiddenPrice: number | null, showHiddenPrice: boolean, currency: Currency, includeTax: boolean, condition: Condition | null, odometer: number | null, year: number | null, regPlate: string | null, plateHidden: boolean, regExprice: string | null, transmission: Transmission | null, description: string | null, offer: boolean, inspection: Inspection | null, remoteAssessment: boolean, roadworthyCeftificate: boolean, countryCode: string | null, videoUrl: string | null, status: PostStatus, city: { id: string } | null, brand: { id: string } | null, model: { id: string } | null, version: { id: string } | null, bodyType: { id: string } | null, colour: { id: string } | null, fuelType: { id: string } | null, fuelEconomy: { id: string } | null, driverType: { id: string } | null, seat: { id: string } | null, door: { id: string } | null, user: (
    { id: string }
    & { ' $fragmentRefs'?: { 'PostPosterFragment': PostPosterFragment } }
  ) | null, medias: Array<{ ' $fragmentRefs'?: { 'PostFormMediaFragment': PostFormMediaFragment } }>, hidePlateMedias: Array<{ ' $fragmentRefs'?: { 'PostFormMediaFragment': PostFormMediaFragment } }> } & { ' $fragmentName'?: 'PostFormValuesFragment' };

export type PostFormMediaFragment = { id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathOriginal: string } & { ' $fragmentName'?: 'PostFormMediaFragment' };

export type PostQueueItemFragment = { waitingSince: string, reportCount: number, reasons: Array<ReportReason>, kind: string, post: { id: string, title: string, status: PostStatus, price: number | null, currency: Currency, medias: Array<{ id: string, filePathSM: string | null, filePathOriginal: string }>, user: (
      { id: string, metadata: { language: Language | null } | null }
      & { ' $fragmentRefs'?: { 'PostPosterFragment': PostPosterFragment } }
    ) | null, claim: { ' $fragmentRefs'?: { 'PostClaimInfoFragment': PostClaimInfoFragment } } | null, marketPrice: { outlier: boolean } | null } } & { ' $fragmentName'?: 'PostQueueItemFragment' };

export type PostRowFragment = { id: string, title: string, totalView: number, price: number | null, currency: Currency, status: PostStatus, countryCode: string | null, createdAt: string, medias: Array<{ id: string, filePathSM: string | null, filePathOriginal: string }>, brand: { id: string, name: string } | null, model: { id: string, name: string } | null, city: { id: string, name: string } | null, user: (
    { id: string }
    & { ' $fragmentRefs'?: { 'PostPosterFragment': PostPosterFragment } }
  ) | null, marketPrice: { outlier: boolean } | null } & { ' $fragmentName'?: 'PostRowFragment' };

export type PostPosterFragment = { id: string, firstName: string | null, lastName: string | null, email: string | null, phone: string | null, prefixPhone: string | null } & { ' $fragmentName'?: 'PostPosterFragment' };

export type ReviewVideoRowFragment = { editVersion: number, id: string, title: string, description: string | null, linkVideo: string, slug: string, createdAt: string } & { ' $fragmentName'?: 'ReviewVideoRowFragment' };

export type ReviewCategoryRowFragment = { editVersion: number, id: string, nameVi: string, nameEn: string, slug: string, isActive: boolean, total: number } & { ' $fragmentName'?: 'ReviewCategoryRowFragment' };

export type ReviewDetailFragment = { id: string, nameVi: string, nameEn: string, slug: string, descriptionVi: string | null, descriptionEn: string | null, contentVi: string | null, contentEn: string | null, isActive: boolean, createdAt: string, updatedAt: string, categories: Array<{ id: string, nameVi: string, nameEn: string }>, carModels: Array<{ id: string, name: string, brandMeta: { id: string, name: string } | null }>, thumnailMedia: { id: string, filePathLG: string | null, filePathOriginal: string } | null, medias: Array<{ id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathOriginal: string }> } & { ' $fragmentName'?: 'ReviewDetailFragment' };

export type ReviewFormValuesFragment = { editVersion: number, id: string, nameVi: string, nameEn: string, slug: string, descriptionVi: string | null, descriptionEn: string | null, contentVi: string | null, contentEn: string | null, category: string | null, modelIds: Array<string>, mediaIds: Array<string>, thumnail: string | null, applyType: string | null, isActive: boolean, thumnailMedia: { id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathOriginal: string } | null, medias: Array<{ id: string, fileName: string, mimeType: string, filePathSM: string | null, filePathOriginal: string }> } & { ' $fragmentName'?: 'ReviewFormValuesFragment' };

export type ReviewRowFragment = { id: string, nameVi: string, nameEn: string, slug: string, isActive: boolean, createdAt: string, categories: Array<{ id: string, nameVi: string, nameEn: string }> } & { ' $fragmentName'?: 'ReviewRowFragment' };

export type CatalogueBrandFragment = { id: string, name: string } & { ' $fragmentName'?: 'CatalogueBrandFragment' };

export type CatalogueModelFragment = { id: string, name: string, brand: string } & { ' $fragmentName'?: 'CatalogueModelFragment' };

export type BrandItemFragment = { id: string, name: string, slug: string, image: string | null, mediaId: string | null, isDisplayTopSearch: boolean, isActive: boolean, editVersion: number } & { ' $fragmentName'?: 'BrandItemFragment' };

export type ModelItemFragment = { id: string, name: string, brand: string, isActive: boolean, editVersion: number, brandMeta: { id: string, name: string } | null } & { ' $fragmentName'?: 'ModelItemFragment' };

export type VersionItemFragment = { id: string, name: string, brand: string | null, model: string | null, slug: string, image: string | null, mediaId: string | null, priceCarVersion: number | null, isActive: boolean, editVersion: number } & { ' $fragmentName'?: 'VersionItemFragment' };

export type BodyTypeItemFragment = { id: string, name: string, slug: string, isActive: boolean, editVersion: number } & { ' $fragmentName'?: 'BodyTypeItemFragment' };

export type ColourItemFragment = { id: string, name: string, slug: string, isActive: boolean, editVersion: number } & { ' $fragmentName'?: 'ColourItemFragment' };

export type FuelTypeItemFragment = { id: string, name: string, slug: string, isActive: boolean, editVersion: number } & { ' $fragmentName'?: 'FuelTypeItemFragment' };

export type SeatItemFragment = { id: string, name: string, value: number, fixed: boolean, isActive: boolean, editVersion: number } & { ' $fragmentName'?: 'SeatItemFragment' };

export type DoorItemFragment = { id: string, name: string, value: number, isActive: boolean, editVersion: number } & { ' $fragmentName'?: 'DoorItemFragment' };

export type DriverTypeItemFragment = { id: string, nameVi: string, nameEn: string, isActive: boolean, editVersion: number } & { ' $fragmentName'?: 'DriverTypeItemFragment' };

export type FuelEconomyItemFragment = { id: string, nameVi: string | null, nameEn: string | null, liter: number, kilometer: number, isLess: boolean, isActive: boolean, editVersion: number } & { ' $fragmentName'?: 'FuelEconomyItemFragment' };

export type PaymentItemItemFragment = { id: string, amount: number, currency: Currency, isActive: boolean, editVersion: number } & { ' $fragmentName'?: 'PaymentItemItemFragment' };

export type RegistrationItemFragment = { id: string, provinceId: string, registrationFeeNewCar: number, registrationFeeOldCar: number, registry: number, roadMaintenanceFee: number, civilInsurance: number, licensePlateFee: number, bodyInsuranceOneYear: number, otherCost: number | null, isActive: boolean, editVersion: number, proviceDetail: { id: string, name: string } | null } & { ' $fragmentName'?: 'RegistrationItemFragment' };

export type AdminTransferApprovalSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTransferApprovalSettingsQuery = { adminTransferApprovalSettings: { twoApprovalThreshold: number, editVersion: number } };

export type AdminEditTransferApprovalSettingsMutationVariables = Exact<{
  twoApprovalThreshold: number;
  editVersion?: number | null | undefined;
}>;


export type AdminEditTransferApprovalSettingsMutation = { adminEditTransferApprovalSettings: { twoApprovalThreshold: number, editVersion: number } };

export type RoleRowFragment = { editVersion: number, id: string, code: string, name: string, builtIn: boolean, permissions: Array<string>, twoFactorRequired: boolean, dailyApprovalLimit: number | null, staffCount: number } & { ' $fragmentName'?: 'RoleRowFragment' };

export type StaffDetailFragment = { id: string, email: string, firstName: string | null, lastName: string | null, fullName: string | null, isActive: boolean, status: StaffStatus, deactivateReason: string | null, lastLoginAt: string | null, createdAt: string | null, role: { id: string, code: string, name: string } } & { ' $fragmentName'?: 'StaffDetailFragment' };

export type StaffRowFragment = { id: string, email: string, fullName: string | null, isActive: boolean, status: StaffStatus, lastLoginAt: string | null, createdAt: string | null, role: { id: string, code: string, name: string } } & { ' $fragmentName'?: 'StaffRowFragment' };

export type StaffSessionFragment = { id: string, current: boolean, browser: string | null, system: string | null, ip: string | null, createdAt: string, lastSeenAt: string } & { ' $fragmentName'?: 'StaffSessionFragment' };

export type AdminEndStaffSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminEndStaffSessionMutation = { adminEndStaffSession: boolean };

export type TransferContextMemberFragment = { id: string, userBalance: { id: string, amount: number } | null, metadata: { language: Language | null } | null } & { ' $fragmentName'?: 'TransferContextMemberFragment' };

export type TransferHistoryRowFragment = { id: string, amount: number, status: TransferRequestStatus, bankName: string | null, moneyTransferReason: string | null, createdAt: string } & { ' $fragmentName'?: 'TransferHistoryRowFragment' };

export type TransferRowFragment = { id: string, amount: number, status: TransferRequestStatus, bankName: string | null, userId: string, moneyTransferReason: string | null, createdAt: string, approvalsNeeded: number, approvals: Array<{ createdAt: string, admin: { id: string, fullName: string | null } }>, users: { id: string, firstName: string | null, lastName: string | null, userBalance: { id: string, amount: number } | null } | null } & { ' $fragmentName'?: 'TransferRowFragment' };

export type TrashRowFragment = { kind: TrashKind, id: string, title: string, deletedAt: string, deletedByName: string | null, purgeAt: string } & { ' $fragmentName'?: 'TrashRowFragment' };

export type ServiceTermsFragment = { type: ServicePackageType, quantity: number | null, day: number | null, unitPrice: number | null, totalPrice: number | null, isActive: boolean } & { ' $fragmentName'?: 'ServiceTermsFragment' };

export type UserServiceTermsFragment = { type: ServicePackageType, quantity: number | null, used: number, day: number | null, isActive: boolean, totalPrice: number | null, expriedDate: string | null } & { ' $fragmentName'?: 'UserServiceTermsFragment' };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AdminProfileFragmentDoc = new TypedDocumentString(`
    fragment AdminProfile on AdminUser {
  id
  firstName
  lastName
  fullName
  email
  authority
  role {
    code
    name
  }
  permissions
  twoFactorEnabled
  twoFactorRequired
}
    `, {"fragmentName":"AdminProfile"}) as unknown as TypedDocumentString<AdminProfileFragment, unknown>;
export const BulkActionResultFragmentDoc = new TypedDocumentString(`
    fragment BulkActionResult on AdminBulkActionResult {
  id
  ok
  error
  code
}
    `, {"fragmentName":"BulkActionResult"}) as unknown as TypedDocumentString<BulkActionResultFragment, unknown>;
export const PageMetaFragmentDoc = new TypedDocumentString(`
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
    `, {"fragmentName":"PageMeta"}) as unknown as TypedDocumentString<PageMetaFragment, unknown>;
export const AddressProvinceOptionFragmentDoc = new TypedDocumentString(`
    fragment AddressProvinceOption on Province {
  code
  name
}
    `, {"fragmentName":"AddressProvinceOption"}) as unknown as TypedDocumentString<AddressProvinceOptionFragment, unknown>;
export const AddressWardOptionFragmentDoc = new TypedDocumentString(`
    fragment AddressWardOption on Ward {
  code
  name
  prefix
}
    `, {"fragmentName":"AddressWardOption"}) as unknown as TypedDocumentString<AddressWardOptionFragment, unknown>;
export const BackgroundWorkItemFragmentDoc = new TypedDocumentString(`
    fragment BackgroundWorkItem on BackgroundWork {
  id
  kind
  title
  subject
  status
  total
  done
  failed
  outcome
  link
  startedAt
  finishedAt
}
    `, {"fragmentName":"BackgroundWorkItem"}) as unknown as TypedDocumentString<BackgroundWorkItemFragment, unknown>;
export const BulkRowAnswerFragmentDoc = new TypedDocumentString(`
    fragment BulkRowAnswer on AdminBulkRowResult {
  row
  ok
  error
}
    `, {"fragmentName":"BulkRowAnswer"}) as unknown as TypedDocumentString<BulkRowAnswerFragment, unknown>;
export const ListColumnsItemFragmentDoc = new TypedDocumentString(`
    fragment ListColumnsItem on ListColumns {
  order
  hidden
}
    `, {"fragmentName":"ListColumnsItem"}) as unknown as TypedDocumentString<ListColumnsItemFragment, unknown>;
export const SavedViewItemFragmentDoc = new TypedDocumentString(`
    fragment SavedViewItem on SavedView {
  id
  listKey
  name
  search
  columns {
    ...ListColumnsItem
  }
  visibility
  mine
  ownerName
  pinned
  editVersion
}
    fragment ListColumnsItem on ListColumns {
  order
  hidden
}`, {"fragmentName":"SavedViewItem"}) as unknown as TypedDocumentString<SavedViewItemFragment, unknown>;
export const MemberSelectOptionFragmentDoc = new TypedDocumentString(`
    fragment MemberSelectOption on User {
  id
  firstName
  lastName
  email
  phone
  prefixPhone
}
    `, {"fragmentName":"MemberSelectOption"}) as unknown as TypedDocumentString<MemberSelectOptionFragment, unknown>;
export const ListingOwnerOptionFragmentDoc = new TypedDocumentString(`
    fragment ListingOwnerOption on User {
  id
  firstName
  lastName
  email
  phone
}
    `, {"fragmentName":"ListingOwnerOption"}) as unknown as TypedDocumentString<ListingOwnerOptionFragment, unknown>;
export const PaletteHitFragmentDoc = new TypedDocumentString(`
    fragment PaletteHit on AdminSearchHit {
  id
  title
  detail
  listSearch
}
    `, {"fragmentName":"PaletteHit"}) as unknown as TypedDocumentString<PaletteHitFragment, unknown>;
export const RecordHistoryRowFragmentDoc = new TypedDocumentString(`
    fragment RecordHistoryRow on AuditLog {
  id
  createdAt
  action
  actionText
  actor {
    id
    fullName
    email
  }
}
    `, {"fragmentName":"RecordHistoryRow"}) as unknown as TypedDocumentString<RecordHistoryRowFragment, unknown>;
export const TwoFactorSetupFragmentDoc = new TypedDocumentString(`
    fragment TwoFactorSetup on AdminTwoFactorSetup {
  secret
  otpauthUrl
}
    `, {"fragmentName":"TwoFactorSetup"}) as unknown as TypedDocumentString<TwoFactorSetupFragment, unknown>;
export const AuditLogDetailFragmentDoc = new TypedDocumentString(`
    fragment AuditLogDetail on AuditLog {
  id
  createdAt
  action
  actionText
  entityType
  entityId
  ip
  before
  after
  actor {
    id
    fullName
    email
  }
}
    `, {"fragmentName":"AuditLogDetail"}) as unknown as TypedDocumentString<AuditLogDetailFragment, unknown>;
export const AuditLogRowFragmentDoc = new TypedDocumentString(`
    fragment AuditLogRow on AuditLog {
  id
  createdAt
  action
  actionText
  entityType
  entityId
  ip
  actor {
    id
    fullName
    email
  }
}
    `, {"fragmentName":"AuditLogRow"}) as unknown as TypedDocumentString<AuditLogRowFragment, unknown>;
export const AvatarDetailFragmentDoc = new TypedDocumentString(`
    fragment AvatarDetail on Avatar {
  editVersion
  id
  title
  description
  slug
  isDefault
  media
  createdAt
  updatedAt
  mediaDetail {
    id
    fileName
    mimeType
    filePathSM
    filePathLG
    filePathOriginal
  }
}
    `, {"fragmentName":"AvatarDetail"}) as unknown as TypedDocumentString<AvatarDetailFragment, unknown>;
export const AvatarRowFragmentDoc = new TypedDocumentString(`
    fragment AvatarRow on Avatar {
  id
  title
  description
  slug
  isDefault
  mediaDetail {
    id
    filePathSM
    filePathOriginal
  }
}
    `, {"fragmentName":"AvatarRow"}) as unknown as TypedDocumentString<AvatarRowFragment, unknown>;
export const BannerDetailFragmentDoc = new TypedDocumentString(`
    fragment BannerDetail on Banner {
  editVersion
  id
  name
  positionId
  linkBanner
  isActive
  createdAt
  updatedAt
  position {
    id
    name
    ratioWidth
    ratioHeight
  }
  medias {
    id
    fileName
    mimeType
    filePathSM
    filePathLG
    filePathOriginal
  }
}
    `, {"fragmentName":"BannerDetail"}) as unknown as TypedDocumentString<BannerDetailFragment, unknown>;
export const BannerPositionOptionFragmentDoc = new TypedDocumentString(`
    fragment BannerPositionOption on BannerPosition {
  id
  name
  ratioWidth
  ratioHeight
}
    `, {"fragmentName":"BannerPositionOption"}) as unknown as TypedDocumentString<BannerPositionOptionFragment, unknown>;
export const BannerRowFragmentDoc = new TypedDocumentString(`
    fragment BannerRow on Banner {
  id
  name
  isActive
  position {
    id
    name
    ratioWidth
    ratioHeight
  }
  medias {
    id
    filePathSM
    filePathOriginal
  }
}
    `, {"fragmentName":"BannerRow"}) as unknown as TypedDocumentString<BannerRowFragment, unknown>;
export const BuyingDemandDetailFragmentDoc = new TypedDocumentString(`
    fragment BuyingDemandDetail on CarBuyingNeed {
  id
  budget
  vehicleLife
  numKilometerCarRun
  buyerName
  phone
  isInstallmentPurchase
  isVehicleInspectionService
  isInsuranceConsultant
  isOther
  descriptionOther
  status
  isCustomer
  createdAt
  updatedAt
  user {
    id
    firstName
    lastName
    email
  }
  brandDetail {
    id
    name
  }
  modelDetail {
    id
    name
  }
  provinceDetail {
    id
    name
    isActive
  }
  sellers {
    id
    firstName
    lastName
    email
    phone
    prefixPhone
  }
}
    `, {"fragmentName":"BuyingDemandDetail"}) as unknown as TypedDocumentString<BuyingDemandDetailFragment, unknown>;
export const BuyingDemandFormValuesFragmentDoc = new TypedDocumentString(`
    fragment BuyingDemandFormValues on CarBuyingNeed {
  editVersion
  id
  userId
  user {
    id
    firstName
    lastName
    email
  }
  brand
  model
  budget
  vehicleLife
  numKilometerCarRun
  provinceId
  buyerName
  phone
  isInstallmentPurchase
  isVehicleInspectionService
  isInsuranceConsultant
  isOther
  descriptionOther
  status
  userSellerIds
  sellers {
    id
    firstName
    lastName
    email
  }
  provinceDetail {
    id
    name
  }
}
    `, {"fragmentName":"BuyingDemandFormValues"}) as unknown as TypedDocumentString<BuyingDemandFormValuesFragment, unknown>;
export const BuyingDemandRowFragmentDoc = new TypedDocumentString(`
    fragment BuyingDemandRow on CarBuyingNeed {
  id
  budget
  vehicleLife
  numKilometerCarRun
  phone
  isInstallmentPurchase
  buyerName
  user {
    id
    firstName
    lastName
  }
  brandDetail {
    id
    name
  }
  modelDetail {
    id
    name
  }
}
    `, {"fragmentName":"BuyingDemandRow"}) as unknown as TypedDocumentString<BuyingDemandRowFragment, unknown>;
export const BuyingCustomerRowFragmentDoc = new TypedDocumentString(`
    fragment BuyingCustomerRow on CarBuyingNeed {
  id
  budget
  phone
  status
  userSellerIds
  buyerName
  user {
    id
    firstName
    lastName
  }
  brandDetail {
    id
    name
  }
  modelDetail {
    id
    name
  }
}
    `, {"fragmentName":"BuyingCustomerRow"}) as unknown as TypedDocumentString<BuyingCustomerRowFragment, unknown>;
export const CarDetailFragmentDoc = new TypedDocumentString(`
    fragment CarDetail on Car {
  editVersion
  id
  title
  slug
  debutDay
  origin
  size
  description
  price
  priceSegment
  classificationByRegistration
  createdAt
  updatedAt
  imagesInside {
    id
    fileName
    mimeType
    filePathSM
    filePathLG
    filePathOriginal
  }
  imagesOutside {
    id
    fileName
    mimeType
    filePathSM
    filePathLG
    filePathOriginal
  }
  videos {
    videoId
    mediaDetail {
      id
      fileName
      mimeType
      filePathSM
      filePathOriginal
    }
  }
  metas {
    type
    value
    brand {
      id
      name
    }
    model {
      id
      name
    }
    version {
      id
      name
    }
    bodyType {
      id
      name
    }
    fuelType {
      id
      name
    }
    seat {
      id
      name
    }
    door {
      id
      name
    }
  }
}
    `, {"fragmentName":"CarDetail"}) as unknown as TypedDocumentString<CarDetailFragment, unknown>;
export const CarRowFragmentDoc = new TypedDocumentString(`
    fragment CarRow on Car {
  id
  title
  price
  metas {
    type
    value
    brand {
      id
      name
    }
    model {
      id
      name
    }
    version {
      id
      name
    }
  }
}
    `, {"fragmentName":"CarRow"}) as unknown as TypedDocumentString<CarRowFragment, unknown>;
export const ContestDetailFragmentDoc = new TypedDocumentString(`
    fragment ContestDetail on Contest {
  editVersion
  id
  name
  slug
  description
  duration
  noWiner
  startDate
  endDate
  createdAt
  updatedAt
}
    `, {"fragmentName":"ContestDetail"}) as unknown as TypedDocumentString<ContestDetailFragment, unknown>;
export const ContestRowFragmentDoc = new TypedDocumentString(`
    fragment ContestRow on Contest {
  id
  name
  duration
  noWiner
  startDate
  endDate
}
    `, {"fragmentName":"ContestRow"}) as unknown as TypedDocumentString<ContestRowFragment, unknown>;
export const AddressProvinceNameFragmentDoc = new TypedDocumentString(`
    fragment AddressProvinceName on Province {
  code
  name
  isActive
}
    `, {"fragmentName":"AddressProvinceName"}) as unknown as TypedDocumentString<AddressProvinceNameFragment, unknown>;
export const AddressDistrictNameFragmentDoc = new TypedDocumentString(`
    fragment AddressDistrictName on District {
  code
  name
  prefix
  isActive
}
    `, {"fragmentName":"AddressDistrictName"}) as unknown as TypedDocumentString<AddressDistrictNameFragment, unknown>;
export const AddressWardNameFragmentDoc = new TypedDocumentString(`
    fragment AddressWardName on Ward {
  code
  name
  prefix
  isActive
}
    `, {"fragmentName":"AddressWardName"}) as unknown as TypedDocumentString<AddressWardNameFragment, unknown>;
export const ListingDetailFragmentDoc = new TypedDocumentString(`
    fragment ListingDetail on ServiceListing {
  id
  title
  description
  services
  phone
  email
  website
  address
  province
  district
  ward
  createdAt
  updatedAt
  medias {
    id
    filePathSM
    filePathLG
    filePathOriginal
  }
  provinceDetail {
    ...AddressProvinceName
  }
  districtDetail {
    ...AddressDistrictName
  }
  wardDetail {
    ...AddressWardName
  }
}
    fragment AddressProvinceName on Province {
  code
  name
  isActive
}
fragment AddressDistrictName on District {
  code
  name
  prefix
  isActive
}
fragment AddressWardName on Ward {
  code
  name
  prefix
  isActive
}`, {"fragmentName":"ListingDetail"}) as unknown as TypedDocumentString<ListingDetailFragment, unknown>;
export const DrivingCenterDetailFragmentDoc = new TypedDocumentString(`
    fragment DrivingCenterDetail on DrivingCenter {
  ...ListingDetail
  id
  title
  isActive
  totalRating
  averageRating
}
    fragment AddressProvinceName on Province {
  code
  name
  isActive
}
fragment AddressDistrictName on District {
  code
  name
  prefix
  isActive
}
fragment AddressWardName on Ward {
  code
  name
  prefix
  isActive
}
fragment ListingDetail on ServiceListing {
  id
  title
  description
  services
  phone
  email
  website
  address
  province
  district
  ward
  createdAt
  updatedAt
  medias {
    id
    filePathSM
    filePathLG
    filePathOriginal
  }
  provinceDetail {
    ...AddressProvinceName
  }
  districtDetail {
    ...AddressDistrictName
  }
  wardDetail {
    ...AddressWardName
  }
}`, {"fragmentName":"DrivingCenterDetail"}) as unknown as TypedDocumentString<DrivingCenterDetailFragment, unknown>;
export const ListingRowFragmentDoc = new TypedDocumentString(`
    fragment ListingRow on ServiceListing {
  id
  title
  phone
  email
  website
  address
  createdAt
  province
  district
  ward
  medias {
    id
    filePathSM
    filePathOriginal
  }
  provinceDetail {
    ...AddressProvinceName
  }
  wardDetail {
    ...AddressWardName
  }
}
    fragment AddressProvinceName on Province {
  code
  name
  isActive
}
fragment AddressWardName on Ward {
  code
  name
  prefix
  isActive
}`, {"fragmentName":"ListingRow"}) as unknown as TypedDocumentString<ListingRowFragment, unknown>;
export const DrivingCenterRowFragmentDoc = new TypedDocumentString(`
    fragment DrivingCenterRow on DrivingCenter {
  ...ListingRow
  id
  title
  isActive
  averageRating
  totalRating
}
    fragment AddressProvinceName on Province {
  code
  name
  isActive
}
fragment AddressWardName on Ward {
  code
  name
  prefix
  isActive
}
fragment ListingRow on ServiceListing {
  id
  title
  phone
  email
  website
  address
  createdAt
  province
  district
  ward
  medias {
    id
    filePathSM
    filePathOriginal
  }
  provinceDetail {
    ...AddressProvinceName
  }
  wardDetail {
    ...AddressWardName
  }
}`, {"fragmentName":"DrivingCenterRow"}) as unknown as TypedDocumentString<DrivingCenterRowFragment, unknown>;
export const FeedbackDetailFragmentDoc = new TypedDocumentString(`
    fragment FeedbackDetail on Feedback {
  id
  content
  userId
  email
  isActive
  createdAt
  medias {
    id
    fileName
    filePathLG
    filePathOriginal
  }
  user {
    id
    firstName
    lastName
    email
  }
}
    `, {"fragmentName":"FeedbackDetail"}) as unknown as TypedDocumentString<FeedbackDetailFragment, unknown>;
export const FeedbackRowFragmentDoc = new TypedDocumentString(`
    fragment FeedbackRow on Feedback {
  id
  content
  userId
  email
  createdAt
  medias {
    id
  }
  user {
    id
    firstName
    lastName
  }
}
    `, {"fragmentName":"FeedbackRow"}) as unknown as TypedDocumentString<FeedbackRowFragment, unknown>;
export const PhoneErrorRowFragmentDoc = new TypedDocumentString(`
    fragment PhoneErrorRow on PhoneErrorMessage {
  id
  phoneNumber
  errorMessage
  createdAt
}
    `, {"fragmentName":"PhoneErrorRow"}) as unknown as TypedDocumentString<PhoneErrorRowFragment, unknown>;
export const ReportPostDetailFragmentDoc = new TypedDocumentString(`
    fragment ReportPostDetail on ReportPost {
  id
  postId
  userId
  reason
  content
  type
  createdAt
  updatedAt
  user {
    id
    firstName
    lastName
    email
  }
}
    `, {"fragmentName":"ReportPostDetail"}) as unknown as TypedDocumentString<ReportPostDetailFragment, unknown>;
export const ReportPostRowFragmentDoc = new TypedDocumentString(`
    fragment ReportPostRow on ReportPost {
  id
  postId
  userId
  reason
  content
  createdAt
  user {
    id
    firstName
    lastName
  }
}
    `, {"fragmentName":"ReportPostRow"}) as unknown as TypedDocumentString<ReportPostRowFragment, unknown>;
export const GarageDetailFragmentDoc = new TypedDocumentString(`
    fragment GarageDetail on Garage {
  ...ListingDetail
  id
  title
  status
  reason
  karCheck
  latitude
  longitude
  totalRating
  averageRating
  user {
    id
    firstName
    lastName
  }
}
    fragment AddressProvinceName on Province {
  code
  name
  isActive
}
fragment AddressDistrictName on District {
  code
  name
  prefix
  isActive
}
fragment AddressWardName on Ward {
  code
  name
  prefix
  isActive
}
fragment ListingDetail on ServiceListing {
  id
  title
  description
  services
  phone
  email
  website
  address
  province
  district
  ward
  createdAt
  updatedAt
  medias {
    id
    filePathSM
    filePathLG
    filePathOriginal
  }
  provinceDetail {
    ...AddressProvinceName
  }
  districtDetail {
    ...AddressDistrictName
  }
  wardDetail {
    ...AddressWardName
  }
}`, {"fragmentName":"GarageDetail"}) as unknown as TypedDocumentString<GarageDetailFragment, unknown>;
export const ListingFormValuesFragmentDoc = new TypedDocumentString(`
    fragment ListingFormValues on ServiceListing {
  editVersion
  title
  description
  services
  address
  phone
  email
  website
  province
  district
  ward
  isActive
  medias {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
  provinceDetail {
    name
  }
  districtDetail {
    name
    prefix
  }
  wardDetail {
    name
    prefix
  }
}
    `, {"fragmentName":"ListingFormValues"}) as unknown as TypedDocumentString<ListingFormValuesFragment, unknown>;
export const GarageFormValuesFragmentDoc = new TypedDocumentString(`
    fragment GarageFormValues on Garage {
  ...ListingFormValues
  latitude
  longitude
  userId
  user {
    id
    firstName
    lastName
  }
}
    fragment ListingFormValues on ServiceListing {
  editVersion
  title
  description
  services
  address
  phone
  email
  website
  province
  district
  ward
  isActive
  medias {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
  provinceDetail {
    name
  }
  districtDetail {
    name
    prefix
  }
  wardDetail {
    name
    prefix
  }
}`, {"fragmentName":"GarageFormValues"}) as unknown as TypedDocumentString<GarageFormValuesFragment, unknown>;
export const GarageRowFragmentDoc = new TypedDocumentString(`
    fragment GarageRow on Garage {
  ...ListingRow
  id
  title
  status
  karCheck
  user {
    id
    firstName
    lastName
  }
}
    fragment AddressProvinceName on Province {
  code
  name
  isActive
}
fragment AddressWardName on Ward {
  code
  name
  prefix
  isActive
}
fragment ListingRow on ServiceListing {
  id
  title
  phone
  email
  website
  address
  createdAt
  province
  district
  ward
  medias {
    id
    filePathSM
    filePathOriginal
  }
  provinceDetail {
    ...AddressProvinceName
  }
  wardDetail {
    ...AddressWardName
  }
}`, {"fragmentName":"GarageRow"}) as unknown as TypedDocumentString<GarageRowFragment, unknown>;
export const SimulationSegmentFragmentDoc = new TypedDocumentString(`
    fragment SimulationSegment on QuestionSimulationAnswer {
  id
  no
  minuteFrom
  secondFrom
  minuteTo
  secondTo
  point
}
    `, {"fragmentName":"SimulationSegment"}) as unknown as TypedDocumentString<SimulationSegmentFragment, unknown>;
export const QuestionSimulationDetailFragmentDoc = new TypedDocumentString(`
    fragment QuestionSimulationDetail on QuestionSimulation {
  id
  no
  content
  explainAnswer
  type
  createdAt
  updatedAt
  answers {
    ...SimulationSegment
  }
  mediaDetail {
    id
    fileName
    filePathOriginal
  }
  imageDetail {
    id
    filePathLG
    filePathOriginal
  }
}
    fragment SimulationSegment on QuestionSimulationAnswer {
  id
  no
  minuteFrom
  secondFrom
  minuteTo
  secondTo
  point
}`, {"fragmentName":"QuestionSimulationDetail"}) as unknown as TypedDocumentString<QuestionSimulationDetailFragment, unknown>;
export const QuestionSimulationFormValuesFragmentDoc = new TypedDocumentString(`
    fragment QuestionSimulationFormValues on QuestionSimulation {
  editVersion
  id
  no
  content
  explainAnswer
  type
  answers {
    ...SimulationSegment
  }
  mediaDetail {
    id
    fileName
    mimeType
    filePathOriginal
  }
  imageDetail {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
}
    fragment SimulationSegment on QuestionSimulationAnswer {
  id
  no
  minuteFrom
  secondFrom
  minuteTo
  secondTo
  point
}`, {"fragmentName":"QuestionSimulationFormValues"}) as unknown as TypedDocumentString<QuestionSimulationFormValuesFragment, unknown>;
export const QuestionSimulationGroupRowFragmentDoc = new TypedDocumentString(`
    fragment QuestionSimulationGroupRow on QuestionSimulationGroup {
  id
  name
  type
}
    `, {"fragmentName":"QuestionSimulationGroupRow"}) as unknown as TypedDocumentString<QuestionSimulationGroupRowFragment, unknown>;
export const SimulationQuestionChoiceFragmentDoc = new TypedDocumentString(`
    fragment SimulationQuestionChoice on QuestionSimulation {
  id
  no
  content
}
    `, {"fragmentName":"SimulationQuestionChoice"}) as unknown as TypedDocumentString<SimulationQuestionChoiceFragment, unknown>;
export const QuestionSimulationGroupDetailFragmentDoc = new TypedDocumentString(`
    fragment QuestionSimulationGroupDetail on QuestionSimulationGroup {
  editVersion
  id
  name
  type
  createdAt
  updatedAt
  questionSimulationDetails {
    ...SimulationQuestionChoice
  }
}
    fragment SimulationQuestionChoice on QuestionSimulation {
  id
  no
  content
}`, {"fragmentName":"QuestionSimulationGroupDetail"}) as unknown as TypedDocumentString<QuestionSimulationGroupDetailFragment, unknown>;
export const QuestionSimulationRowFragmentDoc = new TypedDocumentString(`
    fragment QuestionSimulationRow on QuestionSimulation {
  id
  no
  content
  type
}
    `, {"fragmentName":"QuestionSimulationRow"}) as unknown as TypedDocumentString<QuestionSimulationRowFragment, unknown>;
export const LearnerQuestionFragmentDoc = new TypedDocumentString(`
    fragment LearnerQuestion on QuestionTheory {
  id
  no
  content
  explainAnswer
  type
  answerType
  answers {
    id
    no
    content
    correctAnswer
  }
  imageDetail {
    id
    filePathLG
    filePathOriginal
  }
  imageExplainAnswerDetail {
    id
    filePathLG
    filePathOriginal
  }
}
    `, {"fragmentName":"LearnerQuestion"}) as unknown as TypedDocumentString<LearnerQuestionFragment, unknown>;
export const LearnerSignFragmentDoc = new TypedDocumentString(`
    fragment LearnerSign on TrafficSign {
  id
  title
  symbol
  content
  type
  medias {
    id
    filePathLG
    filePathOriginal
  }
}
    `, {"fragmentName":"LearnerSign"}) as unknown as TypedDocumentString<LearnerSignFragment, unknown>;
export const LearnerSignChoiceFragmentDoc = new TypedDocumentString(`
    fragment LearnerSignChoice on TrafficSign {
  id
  title
}
    `, {"fragmentName":"LearnerSignChoice"}) as unknown as TypedDocumentString<LearnerSignChoiceFragment, unknown>;
export const QuestionTheoryDetailFragmentDoc = new TypedDocumentString(`
    fragment QuestionTheoryDetail on QuestionTheory {
  id
  no
  content
  explainAnswer
  isActive
  type
  answerType
  createdAt
  updatedAt
  answers {
    id
    no
    content
    correctAnswer
  }
  imageDetail {
    id
    filePathLG
    filePathOriginal
  }
  imageExplainAnswerDetail {
    id
    filePathLG
    filePathOriginal
  }
}
    `, {"fragmentName":"QuestionTheoryDetail"}) as unknown as TypedDocumentString<QuestionTheoryDetailFragment, unknown>;
export const QuestionTheoryFormValuesFragmentDoc = new TypedDocumentString(`
    fragment QuestionTheoryFormValues on QuestionTheory {
  id
  no
  editVersion
  content
  explainAnswer
  isActive
  type
  answerType
  answers {
    id
    no
    content
    correctAnswer
  }
  imageDetail {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
  imageExplainAnswerDetail {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
}
    `, {"fragmentName":"QuestionTheoryFormValues"}) as unknown as TypedDocumentString<QuestionTheoryFormValuesFragment, unknown>;
export const QuestionTheoryRowFragmentDoc = new TypedDocumentString(`
    fragment QuestionTheoryRow on QuestionTheory {
  id
  no
  content
  explainAnswer
  isActive
  type
}
    `, {"fragmentName":"QuestionTheoryRow"}) as unknown as TypedDocumentString<QuestionTheoryRowFragment, unknown>;
export const TrafficSignDetailFragmentDoc = new TypedDocumentString(`
    fragment TrafficSignDetail on TrafficSign {
  id
  slug
  title
  symbol
  content
  type
  createdAt
  updatedAt
  medias {
    id
    filePathLG
    filePathOriginal
  }
}
    `, {"fragmentName":"TrafficSignDetail"}) as unknown as TypedDocumentString<TrafficSignDetailFragment, unknown>;
export const TrafficSignFormValuesFragmentDoc = new TypedDocumentString(`
    fragment TrafficSignFormValues on TrafficSign {
  editVersion
  id
  slug
  title
  symbol
  content
  type
  medias {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
}
    `, {"fragmentName":"TrafficSignFormValues"}) as unknown as TypedDocumentString<TrafficSignFormValuesFragment, unknown>;
export const TrafficSignRowFragmentDoc = new TypedDocumentString(`
    fragment TrafficSignRow on TrafficSign {
  id
  slug
  title
  symbol
  content
  type
  medias {
    id
    filePathSM
    filePathLG
    filePathOriginal
  }
}
    `, {"fragmentName":"TrafficSignRow"}) as unknown as TypedDocumentString<TrafficSignRowFragment, unknown>;
export const MarketPriceDetailFragmentDoc = new TypedDocumentString(`
    fragment MarketPriceDetail on CarVersion {
  id
  name
  priceCarVersion
  yearManufacture
  numKilometerCarRun
  typeCarVersion
  isActive
  createdAt
  updatedAt
  mediaDetail {
    id
    filePathLG
    filePathOriginal
  }
  brandDetail {
    id
    name
  }
  modelDetail {
    id
    name
  }
}
    `, {"fragmentName":"MarketPriceDetail"}) as unknown as TypedDocumentString<MarketPriceDetailFragment, unknown>;
export const MarketPriceFormValuesFragmentDoc = new TypedDocumentString(`
    fragment MarketPriceFormValues on CarVersion {
  editVersion
  id
  name
  brand
  model
  priceCarVersion
  yearManufacture
  numKilometerCarRun
  mediaId
  mediaDetail {
    id
    filePathSM
    filePathOriginal
  }
}
    `, {"fragmentName":"MarketPriceFormValues"}) as unknown as TypedDocumentString<MarketPriceFormValuesFragment, unknown>;
export const MarketPriceRowFragmentDoc = new TypedDocumentString(`
    fragment MarketPriceRow on CarVersion {
  id
  name
  priceCarVersion
  yearManufacture
  numKilometerCarRun
  createdAt
  brandDetail {
    id
    name
  }
  modelDetail {
    id
    name
  }
}
    `, {"fragmentName":"MarketPriceRow"}) as unknown as TypedDocumentString<MarketPriceRowFragment, unknown>;
export const MediaCardFragmentDoc = new TypedDocumentString(`
    fragment MediaCard on MediaLibraryItem {
  id
  kind
  sizeBytes
  media {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
    createdAt
  }
  uploader {
    id
    name
    isAdmin
  }
  usage {
    reviews
    banners
    cars
    avatars
    posts
    others
    total
  }
}
    `, {"fragmentName":"MediaCard"}) as unknown as TypedDocumentString<MediaCardFragment, unknown>;
export const MemberHeaderFragmentDoc = new TypedDocumentString(`
    fragment MemberHeader on User {
  id
  email
  firstName
  lastName
  isActive
  avatarMedia {
    id
    filePathSM
  }
}
    `, {"fragmentName":"MemberHeader"}) as unknown as TypedDocumentString<MemberHeaderFragment, unknown>;
export const MemberCardsFragmentDoc = new TypedDocumentString(`
    fragment MemberCards on User {
  id
  email
  username
  storeName
  firstName
  lastName
  dob
  prefixPhone
  phone
  isWithdraw
  withdrawReason
  createdAt
  lastLoginAt
  updatedAt
  isActiveEmail
  isActivePhone
  referralCode
  hasPassword
  userBalance {
    id
    amount
    promotion
  }
  metadata {
    language
    isPushNotification
    isEmailNotification
    isSmsNotification
    isPromotionNotification
    totalRating
    avgRating
    province {
      id
      name
    }
    country {
      id
      name
    }
  }
}
    `, {"fragmentName":"MemberCards"}) as unknown as TypedDocumentString<MemberCardsFragment, unknown>;
export const UserServiceTermsFragmentDoc = new TypedDocumentString(`
    fragment UserServiceTerms on UserServicePackage {
  type
  quantity
  used
  day
  isActive
  totalPrice
  expriedDate
}
    `, {"fragmentName":"UserServiceTerms"}) as unknown as TypedDocumentString<UserServiceTermsFragment, unknown>;
export const MemberPackageRowFragmentDoc = new TypedDocumentString(`
    fragment MemberPackageRow on UserServicePackage {
  id
  ...UserServiceTerms
  createdAt
}
    fragment UserServiceTerms on UserServicePackage {
  type
  quantity
  used
  day
  isActive
  totalPrice
  expriedDate
}`, {"fragmentName":"MemberPackageRow"}) as unknown as TypedDocumentString<MemberPackageRowFragment, unknown>;
export const MemberTransferRowFragmentDoc = new TypedDocumentString(`
    fragment MemberTransferRow on TransferRequest {
  id
  amount
  status
  bankName
  moneyTransferReason
  createdAt
}
    `, {"fragmentName":"MemberTransferRow"}) as unknown as TypedDocumentString<MemberTransferRowFragment, unknown>;
export const MemberAuditRowFragmentDoc = new TypedDocumentString(`
    fragment MemberAuditRow on AuditLog {
  id
  action
  actionText
  entity
  entityId
  before
  after
  createdAt
  admin {
    id
    email
    fullName
  }
}
    `, {"fragmentName":"MemberAuditRow"}) as unknown as TypedDocumentString<MemberAuditRowFragment, unknown>;
export const MemberEmailRowFragmentDoc = new TypedDocumentString(`
    fragment MemberEmailRow on MailMessage {
  id
  to
  subject
  status
  transport
  error
  createdAt
  sentAt
}
    `, {"fragmentName":"MemberEmailRow"}) as unknown as TypedDocumentString<MemberEmailRowFragment, unknown>;
export const MemberFormValuesFragmentDoc = new TypedDocumentString(`
    fragment MemberFormValues on User {
  editVersion
  id
  email
  prefixPhone
  phone
  firstName
  lastName
  username
  storeName
  dob
  avatar
  avatarMedia {
    id
    filePathSM
  }
  isActive
  metadata {
    countryId
    cityId
    language
  }
}
    `, {"fragmentName":"MemberFormValues"}) as unknown as TypedDocumentString<MemberFormValuesFragment, unknown>;
export const MemberRowFragmentDoc = new TypedDocumentString(`
    fragment MemberRow on User {
  id
  email
  firstName
  lastName
  phone
  prefixPhone
  isActive
  createdAt
  avatarMedia {
    id
    filePathSM
  }
  userBalance {
    id
    amount
    promotion
  }
}
    `, {"fragmentName":"MemberRow"}) as unknown as TypedDocumentString<MemberRowFragment, unknown>;
export const NotificationDetailFragmentDoc = new TypedDocumentString(`
    fragment NotificationDetail on Notification {
  id
  titleVi
  titleEn
  contentVi
  contentEn
  type
  role
  targetScreen
  tagetId
  targetItemTitle
  recipientCount
  pickedRecipients
  status
  pushConfigured
  createdAt
  sender {
    id
    fullName
    email
  }
  delivery {
    total
    queued
    sent
    failed
    read
    lastError
  }
  pushDelivery {
    total
    queued
    sent
    failed
    lastError
  }
}
    `, {"fragmentName":"NotificationDetail"}) as unknown as TypedDocumentString<NotificationDetailFragment, unknown>;
export const NotificationRowFragmentDoc = new TypedDocumentString(`
    fragment NotificationRow on Notification {
  id
  titleVi
  titleEn
  type
  createdAt
}
    `, {"fragmentName":"NotificationRow"}) as unknown as TypedDocumentString<NotificationRowFragment, unknown>;
export const BenefitOptionFragmentDoc = new TypedDocumentString(`
    fragment BenefitOption on UserServiceBenefit {
  id
  title
  type
  isActive
}
    `, {"fragmentName":"BenefitOption"}) as unknown as TypedDocumentString<BenefitOptionFragment, unknown>;
export const BenefitRowFragmentDoc = new TypedDocumentString(`
    fragment BenefitRow on UserServiceBenefit {
  id
  title
  type
  isActive
}
    `, {"fragmentName":"BenefitRow"}) as unknown as TypedDocumentString<BenefitRowFragment, unknown>;
export const BenefitFormStartFragmentDoc = new TypedDocumentString(`
    fragment BenefitFormStart on UserServiceBenefit {
  id
  type
  title
  editVersion
}
    `, {"fragmentName":"BenefitFormStart"}) as unknown as TypedDocumentString<BenefitFormStartFragment, unknown>;
export const MemberOptionFragmentDoc = new TypedDocumentString(`
    fragment MemberOption on User {
  id
  firstName
  lastName
  email
  phone
  prefixPhone
}
    `, {"fragmentName":"MemberOption"}) as unknown as TypedDocumentString<MemberOptionFragment, unknown>;
export const ServiceTermsFragmentDoc = new TypedDocumentString(`
    fragment ServiceTerms on ServicePackage {
  type
  quantity
  day
  unitPrice
  totalPrice
  isActive
}
    `, {"fragmentName":"ServiceTerms"}) as unknown as TypedDocumentString<ServiceTermsFragment, unknown>;
export const ServiceDetailFragmentDoc = new TypedDocumentString(`
    fragment ServiceDetail on ServicePackage {
  id
  ...ServiceTerms
  description
  isDeleted
  createdAt
  updatedAt
  benefitsItems {
    id
    title
    isActive
    type
  }
}
    fragment ServiceTerms on ServicePackage {
  type
  quantity
  day
  unitPrice
  totalPrice
  isActive
}`, {"fragmentName":"ServiceDetail"}) as unknown as TypedDocumentString<ServiceDetailFragment, unknown>;
export const ServiceFormValuesFragmentDoc = new TypedDocumentString(`
    fragment ServiceFormValues on ServicePackage {
  editVersion
  id
  ...ServiceTerms
  description
  benefitsItems {
    id
  }
}
    fragment ServiceTerms on ServicePackage {
  type
  quantity
  day
  unitPrice
  totalPrice
  isActive
}`, {"fragmentName":"ServiceFormValues"}) as unknown as TypedDocumentString<ServiceFormValuesFragment, unknown>;
export const ServiceRowFragmentDoc = new TypedDocumentString(`
    fragment ServiceRow on ServicePackage {
  id
  ...ServiceTerms
}
    fragment ServiceTerms on ServicePackage {
  type
  quantity
  day
  unitPrice
  totalPrice
  isActive
}`, {"fragmentName":"ServiceRow"}) as unknown as TypedDocumentString<ServiceRowFragment, unknown>;
export const UserServiceDetailFragmentDoc = new TypedDocumentString(`
    fragment UserServiceDetail on UserServicePackage {
  id
  userId
  ...UserServiceTerms
  unitPrice
  createdAt
  user {
    id
    firstName
    lastName
    email
    phone
    prefixPhone
  }
  package {
    id
    description
    benefitsItems {
      id
      title
    }
  }
}
    fragment UserServiceTerms on UserServicePackage {
  type
  quantity
  used
  day
  isActive
  totalPrice
  expriedDate
}`, {"fragmentName":"UserServiceDetail"}) as unknown as TypedDocumentString<UserServiceDetailFragment, unknown>;
export const PackageOptionFragmentDoc = new TypedDocumentString(`
    fragment PackageOption on ServicePackage {
  id
  ...ServiceTerms
  description
  isDeleted
}
    fragment ServiceTerms on ServicePackage {
  type
  quantity
  day
  unitPrice
  totalPrice
  isActive
}`, {"fragmentName":"PackageOption"}) as unknown as TypedDocumentString<PackageOptionFragment, unknown>;
export const UserServiceFormValuesFragmentDoc = new TypedDocumentString(`
    fragment UserServiceFormValues on UserServicePackage {
  editVersion
  id
  userId
  servicesId
  quantity
  day
  used
  isActive
  expriedDate
  user {
    id
    firstName
    lastName
    email
  }
  package {
    ...PackageOption
  }
}
    fragment PackageOption on ServicePackage {
  id
  ...ServiceTerms
  description
  isDeleted
}
fragment ServiceTerms on ServicePackage {
  type
  quantity
  day
  unitPrice
  totalPrice
  isActive
}`, {"fragmentName":"UserServiceFormValues"}) as unknown as TypedDocumentString<UserServiceFormValuesFragment, unknown>;
export const UserServiceRowFragmentDoc = new TypedDocumentString(`
    fragment UserServiceRow on UserServicePackage {
  id
  userId
  ...UserServiceTerms
  user {
    id
    firstName
    lastName
  }
}
    fragment UserServiceTerms on UserServicePackage {
  type
  quantity
  used
  day
  isActive
  totalPrice
  expriedDate
}`, {"fragmentName":"UserServiceRow"}) as unknown as TypedDocumentString<UserServiceRowFragment, unknown>;
export const ParkingDetailFragmentDoc = new TypedDocumentString(`
    fragment ParkingDetail on Parking {
  id
  title
  description
  total
  address
  phone
  email
  website
  province
  district
  ward
  latitude
  longitude
  isActive
  closeOnPublicHolidays
  sameWeekOfOperation
  status
  reason
  createdAt
  updatedAt
  user {
    id
    firstName
    lastName
  }
  medias {
    id
    mediaDetail {
      id
      filePathLG
      filePathOriginal
    }
  }
  provinceDetail {
    ...AddressProvinceName
  }
  districtDetail {
    ...AddressDistrictName
  }
  wardDetail {
    ...AddressWardName
  }
  workingTimes {
    id
    day
    startTime
    endTime
  }
  priceProperties {
    id
    type
    price
  }
}
    fragment AddressProvinceName on Province {
  code
  name
  isActive
}
fragment AddressDistrictName on District {
  code
  name
  prefix
  isActive
}
fragment AddressWardName on Ward {
  code
  name
  prefix
  isActive
}`, {"fragmentName":"ParkingDetail"}) as unknown as TypedDocumentString<ParkingDetailFragment, unknown>;
export const ParkingFormValuesFragmentDoc = new TypedDocumentString(`
    fragment ParkingFormValues on Parking {
  editVersion
  id
  title
  userId
  user {
    id
    firstName
    lastName
    email
  }
  description
  total
  mediaIds
  medias {
    id
    mediaId
    mediaDetail {
      id
      fileName
      mimeType
      filePathSM
      filePathOriginal
    }
  }
  address
  phone
  email
  website
  province
  district
  ward
  provinceDetail {
    code
    name
  }
  districtDetail {
    code
    name
    prefix
  }
  wardDetail {
    code
    name
    prefix
  }
  latitude
  longitude
  isActive
  closeOnPublicHolidays
  sameWeekOfOperation
  status
  reason
  workingTimes {
    day
    startTime
    endTime
  }
  priceProperties {
    type
    price
  }
}
    `, {"fragmentName":"ParkingFormValues"}) as unknown as TypedDocumentString<ParkingFormValuesFragment, unknown>;
export const ParkingRowFragmentDoc = new TypedDocumentString(`
    fragment ParkingRow on Parking {
  id
  title
  phone
  email
  website
  address
  createdAt
  status
  province
  district
  ward
  user {
    id
    firstName
    lastName
  }
  medias {
    mediaDetail {
      filePathSM
      filePathOriginal
    }
  }
  provinceDetail {
    ...AddressProvinceName
  }
  districtDetail {
    ...AddressDistrictName
  }
  wardDetail {
    ...AddressWardName
  }
}
    fragment AddressProvinceName on Province {
  code
  name
  isActive
}
fragment AddressDistrictName on District {
  code
  name
  prefix
  isActive
}
fragment AddressWardName on Ward {
  code
  name
  prefix
  isActive
}`, {"fragmentName":"ParkingRow"}) as unknown as TypedDocumentString<ParkingRowFragment, unknown>;
export const PostMediaFragmentDoc = new TypedDocumentString(`
    fragment PostMedia on Media {
  id
  fileName
  filePathSM
  filePathLG
  filePathOriginal
  mimeType
}
    `, {"fragmentName":"PostMedia"}) as unknown as TypedDocumentString<PostMediaFragment, unknown>;
export const PostPosterFragmentDoc = new TypedDocumentString(`
    fragment PostPoster on User {
  id
  firstName
  lastName
  email
  phone
  prefixPhone
}
    `, {"fragmentName":"PostPoster"}) as unknown as TypedDocumentString<PostPosterFragment, unknown>;
export const PostPriceCheckFragmentDoc = new TypedDocumentString(`
    fragment PostPriceCheck on MarketPriceCheck {
  versionPrice
  ratio
  outlier
}
    `, {"fragmentName":"PostPriceCheck"}) as unknown as TypedDocumentString<PostPriceCheckFragment, unknown>;
export const PostClaimInfoFragmentDoc = new TypedDocumentString(`
    fragment PostClaimInfo on PostClaim {
  mine
  claimedAt
  expiresAt
  admin {
    id
    fullName
    email
  }
}
    `, {"fragmentName":"PostClaimInfo"}) as unknown as TypedDocumentString<PostClaimInfoFragment, unknown>;
export const PostPendingEditViewFragmentDoc = new TypedDocumentString(`
    fragment PostPendingEditView on PostPendingEdit {
  submittedAt
  changes {
    field
    before
    after
  }
}
    `, {"fragmentName":"PostPendingEditView"}) as unknown as TypedDocumentString<PostPendingEditViewFragment, unknown>;
export const PostReportItemFragmentDoc = new TypedDocumentString(`
    fragment PostReportItem on ReportPost {
  id
  reason
  content
  createdAt
  userId
  user {
    id
    firstName
    lastName
  }
}
    `, {"fragmentName":"PostReportItem"}) as unknown as TypedDocumentString<PostReportItemFragment, unknown>;
export const PostStatusChangeItemFragmentDoc = new TypedDocumentString(`
    fragment PostStatusChangeItem on PostStatusChange {
  id
  at
  from
  to
  reason
  note
  undo
  admin {
    id
    fullName
    email
  }
}
    `, {"fragmentName":"PostStatusChangeItem"}) as unknown as TypedDocumentString<PostStatusChangeItemFragment, unknown>;
export const PostDetailFragmentDoc = new TypedDocumentString(`
    fragment PostDetail on Post {
  id
  title
  status
  price
  hiddenPrice
  showHiddenPrice
  currency
  includeTax
  condition
  odometer
  year
  regPlate
  plateHidden
  regExprice
  transmission
  description
  offer
  inspection
  planExpried
  remoteAssessment
  roadworthyCeftificate
  countryCode
  totalView
  videoUrl
  createdAt
  updatedAt
  waitingSince
  reportCount
  sellerPostCount
  medias {
    ...PostMedia
  }
  hidePlateMedias {
    ...PostMedia
  }
  brand {
    id
    name
  }
  model {
    id
    name
  }
  version {
    id
    name
  }
  bodyType {
    id
    name
  }
  colour {
    id
    name
  }
  fuelType {
    id
    name
  }
  fuelEconomy {
    id
    nameEn
    nameVi
  }
  driverType {
    id
    nameEn
  }
  seat {
    id
    name
  }
  door {
    id
    name
  }
  city {
    id
    name
  }
  user {
    id
    ...PostPoster
    metadata {
      language
    }
  }
  statusReasonRejected {
    status
    note
    reason
    planRemainingTime
  }
  marketPrice {
    outlier
    ...PostPriceCheck
  }
  claim {
    ...PostClaimInfo
  }
  pendingEdit {
    ...PostPendingEditView
  }
  reports {
    id
    ...PostReportItem
  }
  statusHistory {
    id
    ...PostStatusChangeItem
  }
}
    fragment PostPriceCheck on MarketPriceCheck {
  versionPrice
  ratio
  outlier
}
fragment PostPendingEditView on PostPendingEdit {
  submittedAt
  changes {
    field
    before
    after
  }
}
fragment PostReportItem on ReportPost {
  id
  reason
  content
  createdAt
  userId
  user {
    id
    firstName
    lastName
  }
}
fragment PostStatusChangeItem on PostStatusChange {
  id
  at
  from
  to
  reason
  note
  undo
  admin {
    id
    fullName
    email
  }
}
fragment PostMedia on Media {
  id
  fileName
  filePathSM
  filePathLG
  filePathOriginal
  mimeType
}
fragment PostClaimInfo on PostClaim {
  mine
  claimedAt
  expiresAt
  admin {
    id
    fullName
    email
  }
}
fragment PostPoster on User {
  id
  firstName
  lastName
  email
  phone
  prefixPhone
}`, {"fragmentName":"PostDetail"}) as unknown as TypedDocumentString<PostDetailFragment, unknown>;
export const PostFormMediaFragmentDoc = new TypedDocumentString(`
    fragment PostFormMedia on Media {
  id
  fileName
  mimeType
  filePathSM
  filePathOriginal
}
    `, {"fragmentName":"PostFormMedia"}) as unknown as TypedDocumentString<PostFormMediaFragment, unknown>;
export const PostFormValuesFragmentDoc = new TypedDocumentString(`
    fragment PostFormValues on Post {
  id
  editVersion
  title
  price
  hiddenPrice
  showHiddenPrice
  currency
  includeTax
  condition
  odometer
  year
  regPlate
  plateHidden
  regExprice
  transmission
  description
  offer
  inspection
  remoteAssessment
  roadworthyCeftificate
  countryCode
  videoUrl
  status
  city {
    id
  }
  brand {
    id
  }
  model {
    id
  }
  version {
    id
  }
  bodyType {
    id
  }
  colour {
    id
  }
  fuelType {
    id
  }
  fuelEconomy {
    id
  }
  driverType {
    id
  }
  seat {
    id
  }
  door {
    id
  }
  user {
    id
    ...PostPoster
  }
  medias {
    ...PostFormMedia
  }
  hidePlateMedias {
    ...PostFormMedia
  }
}
    fragment PostFormMedia on Media {
  id
  fileName
  mimeType
  filePathSM
  filePathOriginal
}
fragment PostPoster on User {
  id
  firstName
  lastName
  email
  phone
  prefixPhone
}`, {"fragmentName":"PostFormValues"}) as unknown as TypedDocumentString<PostFormValuesFragment, unknown>;
export const PostQueueItemFragmentDoc = new TypedDocumentString(`
    fragment PostQueueItem on PostReviewQueueItem {
  waitingSince
  reportCount
  reasons
  kind
  post {
    id
    title
    status
    price
    currency
    medias {
      id
      filePathSM
      filePathOriginal
    }
    user {
      id
      ...PostPoster
      metadata {
        language
      }
    }
    claim {
      ...PostClaimInfo
    }
    marketPrice {
      outlier
    }
  }
}
    fragment PostClaimInfo on PostClaim {
  mine
  claimedAt
  expiresAt
  admin {
    id
    fullName
    email
  }
}
fragment PostPoster on User {
  id
  firstName
  lastName
  email
  phone
  prefixPhone
}`, {"fragmentName":"PostQueueItem"}) as unknown as TypedDocumentString<PostQueueItemFragment, unknown>;
export const PostRowFragmentDoc = new TypedDocumentString(`
    fragment PostRow on Post {
  id
  title
  totalView
  price
  currency
  status
  countryCode
  createdAt
  medias {
    id
    filePathSM
    filePathOriginal
  }
  brand {
    id
    name
  }
  model {
    id
    name
  }
  city {
    id
    name
  }
  user {
    id
    ...PostPoster
  }
  marketPrice {
    outlier
  }
}
    fragment PostPoster on User {
  id
  firstName
  lastName
  email
  phone
  prefixPhone
}`, {"fragmentName":"PostRow"}) as unknown as TypedDocumentString<PostRowFragment, unknown>;
export const ReviewVideoRowFragmentDoc = new TypedDocumentString(`
    fragment ReviewVideoRow on ReviewVideo {
  editVersion
  id
  title
  description
  linkVideo
  slug
  createdAt
}
    `, {"fragmentName":"ReviewVideoRow"}) as unknown as TypedDocumentString<ReviewVideoRowFragment, unknown>;
export const ReviewCategoryRowFragmentDoc = new TypedDocumentString(`
    fragment ReviewCategoryRow on ReviewCategory {
  editVersion
  id
  nameVi
  nameEn
  slug
  isActive
  total
}
    `, {"fragmentName":"ReviewCategoryRow"}) as unknown as TypedDocumentString<ReviewCategoryRowFragment, unknown>;
export const ReviewDetailFragmentDoc = new TypedDocumentString(`
    fragment ReviewDetail on Review {
  id
  nameVi
  nameEn
  slug
  descriptionVi
  descriptionEn
  contentVi
  contentEn
  isActive
  createdAt
  updatedAt
  categories {
    id
    nameVi
    nameEn
  }
  carModels {
    id
    name
    brandMeta {
      id
      name
    }
  }
  thumnailMedia {
    id
    filePathLG
    filePathOriginal
  }
  medias {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
}
    `, {"fragmentName":"ReviewDetail"}) as unknown as TypedDocumentString<ReviewDetailFragment, unknown>;
export const ReviewFormValuesFragmentDoc = new TypedDocumentString(`
    fragment ReviewFormValues on Review {
  editVersion
  id
  nameVi
  nameEn
  slug
  descriptionVi
  descriptionEn
  contentVi
  contentEn
  category
  modelIds
  mediaIds
  thumnail
  applyType
  isActive
  thumnailMedia {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
  medias {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
}
    `, {"fragmentName":"ReviewFormValues"}) as unknown as TypedDocumentString<ReviewFormValuesFragment, unknown>;
export const ReviewRowFragmentDoc = new TypedDocumentString(`
    fragment ReviewRow on Review {
  id
  nameVi
  nameEn
  slug
  isActive
  createdAt
  categories {
    id
    nameVi
    nameEn
  }
}
    `, {"fragmentName":"ReviewRow"}) as unknown as TypedDocumentString<ReviewRowFragment, unknown>;
export const CatalogueBrandFragmentDoc = new TypedDocumentString(`
    fragment CatalogueBrand on Brand {
  id
  name
}
    `, {"fragmentName":"CatalogueBrand"}) as unknown as TypedDocumentString<CatalogueBrandFragment, unknown>;
export const CatalogueModelFragmentDoc = new TypedDocumentString(`
    fragment CatalogueModel on CarModel {
  id
  name
  brand
}
    `, {"fragmentName":"CatalogueModel"}) as unknown as TypedDocumentString<CatalogueModelFragment, unknown>;
export const BrandItemFragmentDoc = new TypedDocumentString(`
    fragment BrandItem on Brand {
  id
  name
  slug
  image
  mediaId
  isDisplayTopSearch
  isActive
  editVersion
}
    `, {"fragmentName":"BrandItem"}) as unknown as TypedDocumentString<BrandItemFragment, unknown>;
export const ModelItemFragmentDoc = new TypedDocumentString(`
    fragment ModelItem on CarModel {
  id
  name
  brand
  isActive
  editVersion
  brandMeta {
    id
    name
  }
}
    `, {"fragmentName":"ModelItem"}) as unknown as TypedDocumentString<ModelItemFragment, unknown>;
export const VersionItemFragmentDoc = new TypedDocumentString(`
    fragment VersionItem on CarVersion {
  id
  name
  brand
  model
  slug
  image
  mediaId
  priceCarVersion
  isActive
  editVersion
}
    `, {"fragmentName":"VersionItem"}) as unknown as TypedDocumentString<VersionItemFragment, unknown>;
export const BodyTypeItemFragmentDoc = new TypedDocumentString(`
    fragment BodyTypeItem on BodyType {
  id
  name
  slug
  isActive
  editVersion
}
    `, {"fragmentName":"BodyTypeItem"}) as unknown as TypedDocumentString<BodyTypeItemFragment, unknown>;
export const ColourItemFragmentDoc = new TypedDocumentString(`
    fragment ColourItem on Colour {
  id
  name
  slug
  isActive
  editVersion
}
    `, {"fragmentName":"ColourItem"}) as unknown as TypedDocumentString<ColourItemFragment, unknown>;
export const FuelTypeItemFragmentDoc = new TypedDocumentString(`
    fragment FuelTypeItem on FuelType {
  id
  name
  slug
  isActive
  editVersion
}
    `, {"fragmentName":"FuelTypeItem"}) as unknown as TypedDocumentString<FuelTypeItemFragment, unknown>;
export const SeatItemFragmentDoc = new TypedDocumentString(`
    fragment SeatItem on Seat {
  id
  name
  value
  fixed
  isActive
  editVersion
}
    `, {"fragmentName":"SeatItem"}) as unknown as TypedDocumentString<SeatItemFragment, unknown>;
export const DoorItemFragmentDoc = new TypedDocumentString(`
    fragment DoorItem on Door {
  id
  name
  value
  isActive
  editVersion
}
    `, {"fragmentName":"DoorItem"}) as unknown as TypedDocumentString<DoorItemFragment, unknown>;
export const DriverTypeItemFragmentDoc = new TypedDocumentString(`
    fragment DriverTypeItem on DriverType {
  id
  nameVi
  nameEn
  isActive
  editVersion
}
    `, {"fragmentName":"DriverTypeItem"}) as unknown as TypedDocumentString<DriverTypeItemFragment, unknown>;
export const FuelEconomyItemFragmentDoc = new TypedDocumentString(`
    fragment FuelEconomyItem on FuelEconomy {
  id
  nameVi
  nameEn
  liter
  kilometer
  isLess
  isActive
  editVersion
}
    `, {"fragmentName":"FuelEconomyItem"}) as unknown as TypedDocumentString<FuelEconomyItemFragment, unknown>;
export const PaymentItemItemFragmentDoc = new TypedDocumentString(`
    fragment PaymentItemItem on PaymentItem {
  id
  amount
  currency
  isActive
  editVersion
}
    `, {"fragmentName":"PaymentItemItem"}) as unknown as TypedDocumentString<PaymentItemItemFragment, unknown>;
export const RegistrationItemFragmentDoc = new TypedDocumentString(`
    fragment RegistrationItem on CarPurchaseCostProvince {
  id
  provinceId
  registrationFeeNewCar
  registrationFeeOldCar
  registry
  roadMaintenanceFee
  civilInsurance
  licensePlateFee
  bodyInsuranceOneYear
  otherCost
  isActive
  editVersion
  proviceDetail {
    id
    name
  }
}
    `, {"fragmentName":"RegistrationItem"}) as unknown as TypedDocumentString<RegistrationItemFragment, unknown>;
export const RoleRowFragmentDoc = new TypedDocumentString(`
    fragment RoleRow on AdminRole {
  editVersion
  id
  code
  name
  builtIn
  permissions
  twoFactorRequired
  dailyApprovalLimit
  staffCount
}
    `, {"fragmentName":"RoleRow"}) as unknown as TypedDocumentString<RoleRowFragment, unknown>;
export const StaffDetailFragmentDoc = new TypedDocumentString(`
    fragment StaffDetail on AdminUser {
  id
  email
  firstName
  lastName
  fullName
  isActive
  status
  deactivateReason
  lastLoginAt
  createdAt
  role {
    id
    code
    name
  }
}
    `, {"fragmentName":"StaffDetail"}) as unknown as TypedDocumentString<StaffDetailFragment, unknown>;
export const StaffRowFragmentDoc = new TypedDocumentString(`
    fragment StaffRow on AdminUser {
  id
  email
  fullName
  isActive
  status
  lastLoginAt
  createdAt
  role {
    id
    code
    name
  }
}
    `, {"fragmentName":"StaffRow"}) as unknown as TypedDocumentString<StaffRowFragment, unknown>;
export const StaffSessionFragmentDoc = new TypedDocumentString(`
    fragment StaffSession on AdminSession {
  id
  current
  browser
  system
  ip
  createdAt
  lastSeenAt
}
    `, {"fragmentName":"StaffSession"}) as unknown as TypedDocumentString<StaffSessionFragment, unknown>;
export const TransferContextMemberFragmentDoc = new TypedDocumentString(`
    fragment TransferContextMember on User {
  id
  userBalance {
    id
    amount
  }
  metadata {
    language
  }
}
    `, {"fragmentName":"TransferContextMember"}) as unknown as TypedDocumentString<TransferContextMemberFragment, unknown>;
export const TransferHistoryRowFragmentDoc = new TypedDocumentString(`
    fragment TransferHistoryRow on TransferRequest {
  id
  amount
  status
  bankName
  moneyTransferReason
  createdAt
}
    `, {"fragmentName":"TransferHistoryRow"}) as unknown as TypedDocumentString<TransferHistoryRowFragment, unknown>;
export const TransferRowFragmentDoc = new TypedDocumentString(`
    fragment TransferRow on TransferRequest {
  id
  amount
  status
  bankName
  userId
  moneyTransferReason
  createdAt
  approvalsNeeded
  approvals {
    admin {
      id
      fullName
    }
    createdAt
  }
  users {
    id
    firstName
    lastName
    userBalance {
      id
      amount
    }
  }
}
    `, {"fragmentName":"TransferRow"}) as unknown as TypedDocumentString<TransferRowFragment, unknown>;
export const TrashRowFragmentDoc = new TypedDocumentString(`
    fragment TrashRow on TrashItem {
  kind
  id
  title
  deletedAt
  deletedByName
  purgeAt
}
    `, {"fragmentName":"TrashRow"}) as unknown as TypedDocumentString<TrashRowFragment, unknown>;
export const AdminAuditFilterOptionsDocument = new TypedDocumentString(`
    query AdminAuditFilterOptions {
  adminAuditFilterOptions {
    actors {
      id
      fullName
      email
    }
    actions {
      action
      text
      entityType
      entityTypeText
    }
  }
}
    `, {"hash":"sha256:9f2a4428faebbb76369a4c1f9126d731c2fbff976def90cde10ea3ee76a366d7"}) as unknown as TypedDocumentString<AdminAuditFilterOptionsQuery, AdminAuditFilterOptionsQueryVariables>;
export const AdminGetAuditLogDetailDocument = new TypedDocumentString(`
    query AdminGetAuditLogDetail($id: ID!) {
  adminGetAuditLogDetail(id: $id) {
    id
    ...AuditLogDetail
  }
}
    fragment AuditLogDetail on AuditLog {
  id
  createdAt
  action
  actionText
  entityType
  entityId
  ip
  before
  after
  actor {
    id
    fullName
    email
  }
}`, {"hash":"sha256:d8b84fe7218b1c9f9bb101e6171ac0d939410e2803bde43bbef6abd5b93eb53c"}) as unknown as TypedDocumentString<AdminGetAuditLogDetailQuery, AdminGetAuditLogDetailQueryVariables>;
export const AdminListAuditLogsDocument = new TypedDocumentString(`
    query AdminListAuditLogs($skip: Int, $take: Int, $actorId: ID, $action: String, $entityType: String, $entityId: String, $createFrom: String, $createTo: String) {
  adminListAuditLogs(
    skip: $skip
    take: $take
    actorId: $actorId
    action: $action
    entityType: $entityType
    entityId: $entityId
    createFrom: $createFrom
    createTo: $createTo
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...AuditLogRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment AuditLogRow on AuditLog {
  id
  createdAt
  action
  actionText
  entityType
  entityId
  ip
  actor {
    id
    fullName
    email
  }
}`, {"hash":"sha256:e1de0141b85c69df13a07badd70bf888ccdd1830e24d94513af7a11e81b28c67"}) as unknown as TypedDocumentString<AdminListAuditLogsQuery, AdminListAuditLogsQueryVariables>;
export const AdminAcceptInviteDocument = new TypedDocumentString(`
    mutation AdminAcceptInvite($token: String!, $password: String!) {
  adminAcceptInvite(token: $token, password: $password)
}
    `, {"hash":"sha256:1a5e1addee24179381357c711435055dc137ebbcf15885cdbc6e8171bfb50aa6"}) as unknown as TypedDocumentString<AdminAcceptInviteMutation, AdminAcceptInviteMutationVariables>;
export const AdminChangePasswordDocument = new TypedDocumentString(`
    mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {
  adminChangePassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
  )
}
    `, {"hash":"sha256:3b105c88576c46437cbb5d005f1923e6c9ab6d29802ae949242ca75165d5790c"}) as unknown as TypedDocumentString<AdminChangePasswordMutation, AdminChangePasswordMutationVariables>;
export const AdminLoginDocument = new TypedDocumentString(`
    mutation AdminLogin($email: String!, $password: String!, $deviceToken: String) {
  adminLogin(email: $email, password: $password, deviceToken: $deviceToken) {
    expireTokenDate
    expireRefreshTokenDate
    twoFactorRequired
    twoFactorChallenge
    user {
      ...AdminProfile
    }
  }
}
    fragment AdminProfile on AdminUser {
  id
  firstName
  lastName
  fullName
  email
  authority
  role {
    code
    name
  }
  permissions
  twoFactorEnabled
  twoFactorRequired
}`, {"hash":"sha256:78c6f78cd39f2fff7bd1fe2f43e753fe18a6279228634d2e5e52d07e15441622"}) as unknown as TypedDocumentString<AdminLoginMutation, AdminLoginMutationVariables>;
export const AdminRefreshTokenDocument = new TypedDocumentString(`
    mutation AdminRefreshToken {
  adminRefreshToken {
    expireTokenDate
    expireRefreshTokenDate
  }
}
    `, {"hash":"sha256:75fa184247455179cab239115c01b21f109b5081f6a96060461874b6025eb089"}) as unknown as TypedDocumentString<AdminRefreshTokenMutation, AdminRefreshTokenMutationVariables>;
export const AdminRequestPasswordResetDocument = new TypedDocumentString(`
    mutation AdminRequestPasswordReset($email: String!) {
  adminRequestPasswordReset(email: $email)
}
    `, {"hash":"sha256:2a67f8bbeebcc0cbf81c7f473ad92fcdefbd8d4377a3808e42682cd61eefe1d0"}) as unknown as TypedDocumentString<AdminRequestPasswordResetMutation, AdminRequestPasswordResetMutationVariables>;
export const AdminResetPasswordDocument = new TypedDocumentString(`
    mutation AdminResetPassword($token: String!, $password: String!) {
  adminResetPassword(token: $token, password: $password)
}
    `, {"hash":"sha256:826e6daa0841e17642d2097c51949b8d429d2c7c0857f4ebf488ca1533b2f3f3"}) as unknown as TypedDocumentString<AdminResetPasswordMutation, AdminResetPasswordMutationVariables>;
export const AdminVerifyTwoFactorDocument = new TypedDocumentString(`
    mutation AdminVerifyTwoFactor($challenge: String!, $code: String!) {
  adminVerifyTwoFactor(challenge: $challenge, code: $code) {
    expireTokenDate
    expireRefreshTokenDate
  }
}
    `, {"hash":"sha256:dd151977e15fc56ec6681da1b02ebd22bd84040715f908d9dcda70443f4fe5a0"}) as unknown as TypedDocumentString<AdminVerifyTwoFactorMutation, AdminVerifyTwoFactorMutationVariables>;
export const MeAdminDocument = new TypedDocumentString(`
    query MeAdmin {
  meAdmin {
    ...AdminProfile
  }
}
    fragment AdminProfile on AdminUser {
  id
  firstName
  lastName
  fullName
  email
  authority
  role {
    code
    name
  }
  permissions
  twoFactorEnabled
  twoFactorRequired
}`, {"hash":"sha256:e09e4f82b763497e36e7bd74a97a2d8f248124a9a8493ee5b8070369e972dd88"}) as unknown as TypedDocumentString<MeAdminQuery, MeAdminQueryVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut($deviceToken: String) {
  signOut(deviceToken: $deviceToken)
}
    `, {"hash":"sha256:1ba18d3af257f3c43d37fdd6c17694f79115733d46362d2a560997ae730d3d49"}) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const AdminCreateAvatarsDocument = new TypedDocumentString(`
    mutation AdminCreateAvatars($input: AdminAvatarInput!) {
  adminCreateAvatars(input: $input) {
    id
  }
}
    `, {"hash":"sha256:15e969891e3db61172e2153c2924fbf67e7c43a7fe808773a248bb7a261c74b2"}) as unknown as TypedDocumentString<AdminCreateAvatarsMutation, AdminCreateAvatarsMutationVariables>;
export const AdminDeleteAvatarsDocument = new TypedDocumentString(`
    mutation AdminDeleteAvatars($id: ID!) {
  adminDeleteAvatars(id: $id)
}
    `, {"hash":"sha256:c35879149ff487699c4cb88abb93ec2af62878faecb042d34f2fb7c7d9e60c14"}) as unknown as TypedDocumentString<AdminDeleteAvatarsMutation, AdminDeleteAvatarsMutationVariables>;
export const AdminEditAvatarsDocument = new TypedDocumentString(`
    mutation AdminEditAvatars($id: ID!, $input: AdminAvatarInput!, $editVersion: Int) {
  adminEditAvatars(id: $id, input: $input, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:45c026257833b87a47f1d3bc435e66468dd8eda39c7eba3a276ac8d7bbeb2347"}) as unknown as TypedDocumentString<AdminEditAvatarsMutation, AdminEditAvatarsMutationVariables>;
export const AdminGetAvatarDetailDocument = new TypedDocumentString(`
    query AdminGetAvatarDetail($id: ID, $slug: String) {
  adminGetAvatarDetail(id: $id, slug: $slug) {
    id
    ...AvatarDetail
  }
}
    fragment AvatarDetail on Avatar {
  editVersion
  id
  title
  description
  slug
  isDefault
  media
  createdAt
  updatedAt
  mediaDetail {
    id
    fileName
    mimeType
    filePathSM
    filePathLG
    filePathOriginal
  }
}`, {"hash":"sha256:7d632b3206c4bf4dcdeae58eca1c98a56a8200ef8065bebe148a8f5ff0683590"}) as unknown as TypedDocumentString<AdminGetAvatarDetailQuery, AdminGetAvatarDetailQueryVariables>;
export const AdminGetListAvatarsDocument = new TypedDocumentString(`
    query AdminGetListAvatars($skip: Int, $take: Int, $sort: String, $keyword: String) {
  adminGetListAvatars(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {
    meta {
      ...PageMeta
    }
    items {
      ...AvatarRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment AvatarRow on Avatar {
  id
  title
  description
  slug
  isDefault
  mediaDetail {
    id
    filePathSM
    filePathOriginal
  }
}`, {"hash":"sha256:a213295fe1bb66727ef743160bf40f777c984f3fe5f97bec6bce1b2314382373"}) as unknown as TypedDocumentString<AdminGetListAvatarsQuery, AdminGetListAvatarsQueryVariables>;
export const AdminBulkDeleteBannersDocument = new TypedDocumentString(`
    mutation AdminBulkDeleteBanners($ids: [ID!]!) {
  adminBulkDeleteBanners(ids: $ids) {
    ...BulkActionResult
  }
}
    fragment BulkActionResult on AdminBulkActionResult {
  id
  ok
  error
  code
}`, {"hash":"sha256:92a0d1909692df6b749071265fda119f7436c2d0bf657a6960f34c4f58822067"}) as unknown as TypedDocumentString<AdminBulkDeleteBannersMutation, AdminBulkDeleteBannersMutationVariables>;
export const AdminBulkUpdateStatusBannersDocument = new TypedDocumentString(`
    mutation AdminBulkUpdateStatusBanners($ids: [ID!]!, $active: Boolean!) {
  adminBulkUpdateStatusBanners(ids: $ids, active: $active) {
    ...BulkActionResult
  }
}
    fragment BulkActionResult on AdminBulkActionResult {
  id
  ok
  error
  code
}`, {"hash":"sha256:93e3da3a674b58d386a668e640a5fd4be5c453b69636428931249e0731e2acd0"}) as unknown as TypedDocumentString<AdminBulkUpdateStatusBannersMutation, AdminBulkUpdateStatusBannersMutationVariables>;
export const AdminCreateBannerDocument = new TypedDocumentString(`
    mutation AdminCreateBanner($name: String!, $positionId: ID!, $mediaIds: [ID!]!, $linkBanner: String!) {
  adminCreateBanner(
    name: $name
    positionId: $positionId
    mediaIds: $mediaIds
    linkBanner: $linkBanner
  ) {
    id
  }
}
    `, {"hash":"sha256:bf92ff0a04b1c0bd68f75d56a69d2de0fe371b971006f3e5d51b56a1db18e79b"}) as unknown as TypedDocumentString<AdminCreateBannerMutation, AdminCreateBannerMutationVariables>;
export const AdminDeleteBannerDocument = new TypedDocumentString(`
    mutation AdminDeleteBanner($id: ID!) {
  adminDeleteBanner(id: $id)
}
    `, {"hash":"sha256:c1dec2687568aedc8b97148981614425f56ad01be473709fa8b5ad6c64837249"}) as unknown as TypedDocumentString<AdminDeleteBannerMutation, AdminDeleteBannerMutationVariables>;
export const AdminEditBannerDocument = new TypedDocumentString(`
    mutation AdminEditBanner($id: ID!, $name: String!, $positionId: ID!, $mediaIds: [ID!]!, $linkBanner: String!, $editVersion: Int) {
  adminEditBanner(
    id: $id
    name: $name
    positionId: $positionId
    mediaIds: $mediaIds
    linkBanner: $linkBanner
    editVersion: $editVersion
  ) {
    id
  }
}
    `, {"hash":"sha256:9f53a175929ec5cdf17bc1370c7b2b0c3c6b7af8e116b147e3f524f5920e27e7"}) as unknown as TypedDocumentString<AdminEditBannerMutation, AdminEditBannerMutationVariables>;
export const AdminListBannerPositionDocument = new TypedDocumentString(`
    query AdminListBannerPosition {
  adminListBannerPosition {
    ...BannerPositionOption
  }
}
    fragment BannerPositionOption on BannerPosition {
  id
  name
  ratioWidth
  ratioHeight
}`, {"hash":"sha256:00c378b76910091fd660dfc9316e24e5e1c2f9d245d94349dcbc484bbdbe3fb9"}) as unknown as TypedDocumentString<AdminListBannerPositionQuery, AdminListBannerPositionQueryVariables>;
export const AdminListBannerDocument = new TypedDocumentString(`
    query AdminListBanner($skip: Int, $take: Int, $sort: String, $keyword: String) {
  adminListBanner(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {
    meta {
      ...PageMeta
    }
    items {
      ...BannerRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment BannerRow on Banner {
  id
  name
  isActive
  position {
    id
    name
    ratioWidth
    ratioHeight
  }
  medias {
    id
    filePathSM
    filePathOriginal
  }
}`, {"hash":"sha256:77ce406022bb3cba984b8ee0d53ef20003828ebcd8da9a694572c4f435260658"}) as unknown as TypedDocumentString<AdminListBannerQuery, AdminListBannerQueryVariables>;
export const AdminUpdateStatusBannerDocument = new TypedDocumentString(`
    mutation AdminUpdateStatusBanner($id: ID!) {
  adminUpdateStatusBanner(id: $id) {
    id
    isActive
  }
}
    `, {"hash":"sha256:2f4dbf6f4edb7a938faaa751a93309365e63b0ee94e95268bb2b7718dfa87dfb"}) as unknown as TypedDocumentString<AdminUpdateStatusBannerMutation, AdminUpdateStatusBannerMutationVariables>;
export const GetBannerDetailDocument = new TypedDocumentString(`
    query GetBannerDetail($id: ID!) {
  getBannerDetail(id: $id) {
    id
    ...BannerDetail
  }
}
    fragment BannerDetail on Banner {
  editVersion
  id
  name
  positionId
  linkBanner
  isActive
  createdAt
  updatedAt
  position {
    id
    name
    ratioWidth
    ratioHeight
  }
  medias {
    id
    fileName
    mimeType
    filePathSM
    filePathLG
    filePathOriginal
  }
}`, {"hash":"sha256:7c24c63641961bd1bcc0a817c9a79d9b207ae6caf70899b355a546c43a7a5f62"}) as unknown as TypedDocumentString<GetBannerDetailQuery, GetBannerDetailQueryVariables>;
export const AdminCreateCarBuyingNeedDocument = new TypedDocumentString(`
    mutation AdminCreateCarBuyingNeed($input: AdminCarBuyingNeedInput!) {
  adminCreateCarBuyingNeed(input: $input) {
    id
  }
}
    `, {"hash":"sha256:2ae46daf78a3e23329969e01102c029e37f399a6a6753845e7574d6e400db3f5"}) as unknown as TypedDocumentString<AdminCreateCarBuyingNeedMutation, AdminCreateCarBuyingNeedMutationVariables>;
export const AdminDeleteCarBuyingNeedDocument = new TypedDocumentString(`
    mutation AdminDeleteCarBuyingNeed($id: ID!) {
  adminDeleteCarBuyingNeed(id: $id)
}
    `, {"hash":"sha256:cad708138cc70322d51421fb32493eb56e2debcb5868b6ab2d6634706dc963a4"}) as unknown as TypedDocumentString<AdminDeleteCarBuyingNeedMutation, AdminDeleteCarBuyingNeedMutationVariables>;
export const AdminEditCarBuyingNeedDocument = new TypedDocumentString(`
    mutation AdminEditCarBuyingNeed($id: ID!, $input: AdminCarBuyingNeedInput!, $editVersion: Int) {
  adminEditCarBuyingNeed(id: $id, input: $input, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:d1bf500e670172e5313244bbfaa15b2870020006aa81d88f302bfd977f7e671f"}) as unknown as TypedDocumentString<AdminEditCarBuyingNeedMutation, AdminEditCarBuyingNeedMutationVariables>;
export const AdminGetCarBuyingNeedDetailDocument = new TypedDocumentString(`
    query AdminGetCarBuyingNeedDetail($id: ID!) {
  adminGetCarBuyingNeedDetail(id: $id) {
    id
    ...BuyingDemandDetail
    ...BuyingDemandFormValues
  }
}
    fragment BuyingDemandDetail on CarBuyingNeed {
  id
  budget
  vehicleLife
  numKilometerCarRun
  buyerName
  phone
  isInstallmentPurchase
  isVehicleInspectionService
  isInsuranceConsultant
  isOther
  descriptionOther
  status
  isCustomer
  createdAt
  updatedAt
  user {
    id
    firstName
    lastName
    email
  }
  brandDetail {
    id
    name
  }
  modelDetail {
    id
    name
  }
  provinceDetail {
    id
    name
    isActive
  }
  sellers {
    id
    firstName
    lastName
    email
    phone
    prefixPhone
  }
}
fragment BuyingDemandFormValues on CarBuyingNeed {
  editVersion
  id
  userId
  user {
    id
    firstName
    lastName
    email
  }
  brand
  model
  budget
  vehicleLife
  numKilometerCarRun
  provinceId
  buyerName
  phone
  isInstallmentPurchase
  isVehicleInspectionService
  isInsuranceConsultant
  isOther
  descriptionOther
  status
  userSellerIds
  sellers {
    id
    firstName
    lastName
    email
  }
  provinceDetail {
    id
    name
  }
}`, {"hash":"sha256:7f1604e8779265107486a4b00ce4b431f7a65c511885c3c5d15c2e6a28f3d97e"}) as unknown as TypedDocumentString<AdminGetCarBuyingNeedDetailQuery, AdminGetCarBuyingNeedDetailQueryVariables>;
export const AdminGetListCustomerCarBuyingNeedByUserIdDocument = new TypedDocumentString(`
    query AdminGetListCustomerCarBuyingNeedByUserId($skip: Int, $take: Int, $sort: String, $keyword: String) {
  adminGetListCustomerCarBuyingNeedByUserId(
    skip: $skip
    take: $take
    sort: $sort
    keyword: $keyword
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...BuyingCustomerRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment BuyingCustomerRow on CarBuyingNeed {
  id
  budget
  phone
  status
  userSellerIds
  buyerName
  user {
    id
    firstName
    lastName
  }
  brandDetail {
    id
    name
  }
  modelDetail {
    id
    name
  }
}`, {"hash":"sha256:50e41b07ae31d68b76fa6497d9675151883f60261aacb7408f9cd01f649ac8f4"}) as unknown as TypedDocumentString<AdminGetListCustomerCarBuyingNeedByUserIdQuery, AdminGetListCustomerCarBuyingNeedByUserIdQueryVariables>;
export const AdminPaginationCarBuyingNeedsDocument = new TypedDocumentString(`
    query AdminPaginationCarBuyingNeeds($skip: Int, $take: Int, $sort: String, $keyword: String) {
  adminPaginationCarBuyingNeeds(
    skip: $skip
    take: $take
    sort: $sort
    keyword: $keyword
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...BuyingDemandRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment BuyingDemandRow on CarBuyingNeed {
  id
  budget
  vehicleLife
  numKilometerCarRun
  phone
  isInstallmentPurchase
  buyerName
  user {
    id
    firstName
    lastName
  }
  brandDetail {
    id
    name
  }
  modelDetail {
    id
    name
  }
}`, {"hash":"sha256:6375bfda1a588999b0e3b877c226f60f1da0dadf07b547b7ee53d1ff0d5fcd5f"}) as unknown as TypedDocumentString<AdminPaginationCarBuyingNeedsQuery, AdminPaginationCarBuyingNeedsQueryVariables>;
export const AdminUpdateStatusCarBuyingNeedDocument = new TypedDocumentString(`
    mutation AdminUpdateStatusCarBuyingNeed($id: ID!, $status: CarBuyingNeedStatus!) {
  adminUpdateStatusCarBuyingNeed(id: $id, status: $status) {
    id
    status
    updatedAt
  }
}
    `, {"hash":"sha256:02d92d552b2d221d42d238caa8087e2e7d448761f6317f72e75ef7a5342ef103"}) as unknown as TypedDocumentString<AdminUpdateStatusCarBuyingNeedMutation, AdminUpdateStatusCarBuyingNeedMutationVariables>;
export const BuyingDemandCatalogueDocument = new TypedDocumentString(`
    query BuyingDemandCatalogue {
  adminGetListBrands {
    id
    name
    isActive
  }
  adminGetListModels {
    id
    name
    brand
    isActive
  }
}
    `, {"hash":"sha256:ef891bcdf4c54f580f02c6d17ab202af466b4bf0c8365ee4ca8332e512c3f69f"}) as unknown as TypedDocumentString<BuyingDemandCatalogueQuery, BuyingDemandCatalogueQueryVariables>;
export const BuyingDemandProvinceOptionsDocument = new TypedDocumentString(`
    query BuyingDemandProvinceOptions {
  provinces(countryCode: "VN", active: true, skip: 1, take: 1000) {
    items {
      id
      name
    }
  }
}
    `, {"hash":"sha256:3895b13cb10b5f898de126f7b9199e39f7c8582dbb61bd7a1f4d1a468698589c"}) as unknown as TypedDocumentString<BuyingDemandProvinceOptionsQuery, BuyingDemandProvinceOptionsQueryVariables>;
export const AdminCarListDocument = new TypedDocumentString(`
    query AdminCarList($skip: Int, $take: Int, $sort: String, $keyword: String) {
  adminCarList(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {
    meta {
      ...PageMeta
    }
    items {
      ...CarRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment CarRow on Car {
  id
  title
  price
  metas {
    type
    value
    brand {
      id
      name
    }
    model {
      id
      name
    }
    version {
      id
      name
    }
  }
}`, {"hash":"sha256:2e0129b29534694fd0aa7e999b771eb9265202c864632efa2f7d2fe34d43d996"}) as unknown as TypedDocumentString<AdminCarListQuery, AdminCarListQueryVariables>;
export const AdminCreateCarDocument = new TypedDocumentString(`
    mutation AdminCreateCar($input: AdminCarInput!) {
  adminCreateCar(input: $input) {
    id
  }
}
    `, {"hash":"sha256:85a3dbd6a3ab0965b6962fa3f9a6739114742395679fa57a074667214c241bc1"}) as unknown as TypedDocumentString<AdminCreateCarMutation, AdminCreateCarMutationVariables>;
export const AdminEditCarDocument = new TypedDocumentString(`
    mutation AdminEditCar($id: ID!, $input: AdminCarInput!, $editVersion: Int) {
  adminEditCar(id: $id, input: $input, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:8e5a5ac0720098e421cbb2154c525b358e9a188dc63c18ccaee78d383a99e68a"}) as unknown as TypedDocumentString<AdminEditCarMutation, AdminEditCarMutationVariables>;
export const AdminGetCarDetailDocument = new TypedDocumentString(`
    query AdminGetCarDetail($id: ID!) {
  adminGetCarDetail(id: $id) {
    id
    ...CarDetail
  }
}
    fragment CarDetail on Car {
  editVersion
  id
  title
  slug
  debutDay
  origin
  size
  description
  price
  priceSegment
  classificationByRegistration
  createdAt
  updatedAt
  imagesInside {
    id
    fileName
    mimeType
    filePathSM
    filePathLG
    filePathOriginal
  }
  imagesOutside {
    id
    fileName
    mimeType
    filePathSM
    filePathLG
    filePathOriginal
  }
  videos {
    videoId
    mediaDetail {
      id
      fileName
      mimeType
      filePathSM
      filePathOriginal
    }
  }
  metas {
    type
    value
    brand {
      id
      name
    }
    model {
      id
      name
    }
    version {
      id
      name
    }
    bodyType {
      id
      name
    }
    fuelType {
      id
      name
    }
    seat {
      id
      name
    }
    door {
      id
      name
    }
  }
}`, {"hash":"sha256:a8bf8e19253a80ee7e587c31b4a747ba34b00567121cd0d0c454ff6e44190c5b"}) as unknown as TypedDocumentString<AdminGetCarDetailQuery, AdminGetCarDetailQueryVariables>;
export const CarCatalogueOptionsDocument = new TypedDocumentString(`
    query CarCatalogueOptions {
  adminGetListBrands {
    id
    name
    isActive
  }
  adminGetListModels {
    id
    name
    brand
    isActive
  }
  adminGetListVersion {
    id
    name
    model
    isActive
  }
  adminGetListBodyTypes {
    id
    name
    isActive
  }
  adminGetListFuelType {
    id
    name
    isActive
  }
  adminGetListSeats {
    id
    name
    isActive
  }
  adminGetListDoors {
    id
    name
    isActive
  }
}
    `, {"hash":"sha256:583b17f1f27da6bc515dd2a5d384108661a2165675df145d52a868854b5835f0"}) as unknown as TypedDocumentString<CarCatalogueOptionsQuery, CarCatalogueOptionsQueryVariables>;
export const DeleteCarDocument = new TypedDocumentString(`
    mutation DeleteCar($input: DeleteCarInput!) {
  deleteCar(input: $input)
}
    `, {"hash":"sha256:3491b6529f6798eb9ffe61277a39c4e5a451de148b171e39bc344dd06bcde0b4"}) as unknown as TypedDocumentString<DeleteCarMutation, DeleteCarMutationVariables>;
export const ListingOwnerOptionsDocument = new TypedDocumentString(`
    query ListingOwnerOptions($keyword: String, $take: Int) {
  users(skip: 1, take: $take, keyword: $keyword, status: ACTIVE) {
    items {
      ...ListingOwnerOption
    }
  }
}
    fragment ListingOwnerOption on User {
  id
  firstName
  lastName
  email
  phone
}`, {"hash":"sha256:0ee378e8db4b4aa36dd3fa5a135507b3b7ef5ee4be511412eb322a45580c7d82"}) as unknown as TypedDocumentString<ListingOwnerOptionsQuery, ListingOwnerOptionsQueryVariables>;
export const ServiceDuplicatesDocument = new TypedDocumentString(`
    query ServiceDuplicates($kind: ServiceListingKind!, $title: String, $phone: String, $ward: String, $excludeId: ID) {
  adminFindServiceDuplicates(
    kind: $kind
    title: $title
    phone: $phone
    ward: $ward
    excludeId: $excludeId
  ) {
    id
    title
    phone
    address
    matchedBy
  }
}
    `, {"hash":"sha256:a0e7b453f6ca1eb98e8e5f52434be54534479f5977398d1a383d73d39d3da212"}) as unknown as TypedDocumentString<ServiceDuplicatesQuery, ServiceDuplicatesQueryVariables>;
export const AdminCreateContestDocument = new TypedDocumentString(`
    mutation AdminCreateContest($input: AdminContestInput!) {
  adminCreateContest(input: $input) {
    id
  }
}
    `, {"hash":"sha256:5c6bfc0e44f586b5edc4130c0ecf9d513aa89d63adf55e731d5fce1ce3f43628"}) as unknown as TypedDocumentString<AdminCreateContestMutation, AdminCreateContestMutationVariables>;
export const AdminEditContestDocument = new TypedDocumentString(`
    mutation AdminEditContest($id: ID!, $input: AdminContestInput!, $editVersion: Int) {
  adminEditContest(id: $id, input: $input, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:62dc62b2c3331fd56ccea3d116569c90f9bb7ee6e00f15a3d35a62d648f81693"}) as unknown as TypedDocumentString<AdminEditContestMutation, AdminEditContestMutationVariables>;
export const AdminGetContestDetailDocument = new TypedDocumentString(`
    query AdminGetContestDetail($id: ID!) {
  adminGetContestDetail(id: $id) {
    id
    ...ContestDetail
  }
}
    fragment ContestDetail on Contest {
  editVersion
  id
  name
  slug
  description
  duration
  noWiner
  startDate
  endDate
  createdAt
  updatedAt
}`, {"hash":"sha256:3286797c058e022e0e91768052353e566c26b9169397e978c57c529f5d6b470b"}) as unknown as TypedDocumentString<AdminGetContestDetailQuery, AdminGetContestDetailQueryVariables>;
export const ContestPaginationDocument = new TypedDocumentString(`
    query ContestPagination($skip: Int, $take: Int, $sort: String, $keyword: String) {
  contestPagination(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {
    meta {
      ...PageMeta
    }
    items {
      ...ContestRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment ContestRow on Contest {
  id
  name
  duration
  noWiner
  startDate
  endDate
}`, {"hash":"sha256:df4dc02dd84df89c47fde0acc814151cd4b30133699158f1d9193210af86b817"}) as unknown as TypedDocumentString<ContestPaginationQuery, ContestPaginationQueryVariables>;
export const DashboardActiveListingAndActiveUserDocument = new TypedDocumentString(`
    query DashboardActiveListingAndActiveUser {
  adminDashboardActiveListingAndActiveUser {
    value
    change
  }
}
    `, {"hash":"sha256:5d9fdaa58e29fa8d9755f676ab9c0d39f04e47a5c18bdeb94ac00743592a6774"}) as unknown as TypedDocumentString<DashboardActiveListingAndActiveUserQuery, DashboardActiveListingAndActiveUserQueryVariables>;
export const DashboardListingByStatusDocument = new TypedDocumentString(`
    query DashboardListingByStatus {
  adminDashboardListingByStatus {
    count
    status
  }
}
    `, {"hash":"sha256:562fce23a2d40edaed55fa48e119332b2acd4e04e63a9911e0fcf8543847325d"}) as unknown as TypedDocumentString<DashboardListingByStatusQuery, DashboardListingByStatusQueryVariables>;
export const DashboardRevenuePerUserActiveDocument = new TypedDocumentString(`
    query DashboardRevenuePerUserActive {
  adminDashboardRevenuePerUserActive {
    value
    change
  }
}
    `, {"hash":"sha256:02213daeafc000ba5166a491fa61b2af9176a590edbe3dd78fc93a4f837db6f9"}) as unknown as TypedDocumentString<DashboardRevenuePerUserActiveQuery, DashboardRevenuePerUserActiveQueryVariables>;
export const DashboardRevenuePerUserDocument = new TypedDocumentString(`
    query DashboardRevenuePerUser {
  adminDashboardRevenuePerUser {
    value
    change
  }
}
    `, {"hash":"sha256:bddb5c8f18bac7c344294c6528c2c80985ff01881034c3af636f116f8c4e5589"}) as unknown as TypedDocumentString<DashboardRevenuePerUserQuery, DashboardRevenuePerUserQueryVariables>;
export const DashboardRevenueTotalDocument = new TypedDocumentString(`
    query DashboardRevenueTotal($numberMonth: Int) {
  adminDashboardRevenueTotal(numberMonth: $numberMonth) {
    count
    date
  }
}
    `, {"hash":"sha256:6b9c854eadd4334ae0253288828734f8ffca96f105b643407a001fb002a071f4"}) as unknown as TypedDocumentString<DashboardRevenueTotalQuery, DashboardRevenueTotalQueryVariables>;
export const DashboardTotalRevenueDocument = new TypedDocumentString(`
    query DashboardTotalRevenue {
  adminDashboardTotalRevenue {
    count
    type
  }
}
    `, {"hash":"sha256:ce200e2fc81e10509c4d55b199cbaf656af74f69848507a61cafa60e00854703"}) as unknown as TypedDocumentString<DashboardTotalRevenueQuery, DashboardTotalRevenueQueryVariables>;
export const DashboardUserByLocationDocument = new TypedDocumentString(`
    query DashboardUserByLocation {
  adminDashboardUserByLocation {
    count
    cityid
    province
    isFormer
  }
}
    `, {"hash":"sha256:4b0a5af0089cef750a6690b95b4c2b02be1f9b37204fd2df08f3f788fd344053"}) as unknown as TypedDocumentString<DashboardUserByLocationQuery, DashboardUserByLocationQueryVariables>;
export const DashboardUserGrowthRateDocument = new TypedDocumentString(`
    query DashboardUserGrowthRate {
  adminDashboardUserGrowthRate {
    value
    change
  }
}
    `, {"hash":"sha256:b12639a617024520f25b5796774d1dd92f1081eec2824cb89305515c133313cb"}) as unknown as TypedDocumentString<DashboardUserGrowthRateQuery, DashboardUserGrowthRateQueryVariables>;
export const DashboardUserStatusActiveDocument = new TypedDocumentString(`
    query DashboardUserStatusActive {
  adminDashboardUserStatusActive {
    active
    total
    unverified
    totalViewPost
  }
}
    `, {"hash":"sha256:11631505f00bef9e6655c23525c0d8f958b43b4ce8f4a123a618a2165a706d2a"}) as unknown as TypedDocumentString<DashboardUserStatusActiveQuery, DashboardUserStatusActiveQueryVariables>;
export const DashboardUserTotalDocument = new TypedDocumentString(`
    query DashboardUserTotal($numberMonth: Int) {
  adminDashboardUserTotal(numberMonth: $numberMonth) {
    count
    date
  }
}
    `, {"hash":"sha256:74f0046b4e6c2db69ab632c2fc43b6e2d08624e09cf2c19eeebacdfee9175044"}) as unknown as TypedDocumentString<DashboardUserTotalQuery, DashboardUserTotalQueryVariables>;
export const AdminBulkUpdateStatusCenterDriverLisenseDocument = new TypedDocumentString(`
    mutation AdminBulkUpdateStatusCenterDriverLisense($ids: [ID!]!, $active: Boolean!) {
  adminBulkUpdateStatusCenterDriverLisense(ids: $ids, active: $active) {
    ...BulkActionResult
  }
}
    fragment BulkActionResult on AdminBulkActionResult {
  id
  ok
  error
  code
}`, {"hash":"sha256:caf4e144f2ed1c59f355aaceead94d70ded468c0e172eec5689b92754db6d463"}) as unknown as TypedDocumentString<AdminBulkUpdateStatusCenterDriverLisenseMutation, AdminBulkUpdateStatusCenterDriverLisenseMutationVariables>;
export const AdminCenterDriverLisensePaginationDocument = new TypedDocumentString(`
    query AdminCenterDriverLisensePagination($skip: Int, $take: Int, $order: String, $keyword: String, $createFrom: String, $createTo: String, $province: String, $district: String, $ward: String) {
  adminCenterDriverLisensePagination(
    skip: $skip
    take: $take
    order: $order
    keyword: $keyword
    createFrom: $createFrom
    createTo: $createTo
    province: $province
    district: $district
    ward: $ward
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...DrivingCenterRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment AddressProvinceName on Province {
  code
  name
  isActive
}
fragment AddressWardName on Ward {
  code
  name
  prefix
  isActive
}
fragment ListingRow on ServiceListing {
  id
  title
  phone
  email
  website
  address
  createdAt
  province
  district
  ward
  medias {
    id
    filePathSM
    filePathOriginal
  }
  provinceDetail {
    ...AddressProvinceName
  }
  wardDetail {
    ...AddressWardName
  }
}
fragment DrivingCenterRow on DrivingCenter {
  ...ListingRow
  id
  title
  isActive
  averageRating
  totalRating
}`, {"hash":"sha256:7052ada18d7113c9724d5ad86fd4671d20cec9708dc4d6d57c03805929fcd9f6"}) as unknown as TypedDocumentString<AdminCenterDriverLisensePaginationQuery, AdminCenterDriverLisensePaginationQueryVariables>;
export const AdminGetCenterDriverLisenseDetailDocument = new TypedDocumentString(`
    query AdminGetCenterDriverLisenseDetail($id: ID!) {
  adminGetCenterDriverLisenseDetail(id: $id) {
    id
    ...DrivingCenterDetail
    ...ListingFormValues
  }
}
    fragment AddressProvinceName on Province {
  code
  name
  isActive
}
fragment AddressDistrictName on District {
  code
  name
  prefix
  isActive
}
fragment AddressWardName on Ward {
  code
  name
  prefix
  isActive
}
fragment ListingDetail on ServiceListing {
  id
  title
  description
  services
  phone
  email
  website
  address
  province
  district
  ward
  createdAt
  updatedAt
  medias {
    id
    filePathSM
    filePathLG
    filePathOriginal
  }
  provinceDetail {
    ...AddressProvinceName
  }
  districtDetail {
    ...AddressDistrictName
  }
  wardDetail {
    ...AddressWardName
  }
}
fragment ListingFormValues on ServiceListing {
  editVersion
  title
  description
  services
  address
  phone
  email
  website
  province
  district
  ward
  isActive
  medias {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
  provinceDetail {
    name
  }
  districtDetail {
    name
    prefix
  }
  wardDetail {
    name
    prefix
  }
}
fragment DrivingCenterDetail on DrivingCenter {
  ...ListingDetail
  id
  title
  isActive
  totalRating
  averageRating
}`, {"hash":"sha256:e9e5ff9abe799fe34900faf4e0a5c0a1d2ecb4b399adc1139aeb184fdbdfa23f"}) as unknown as TypedDocumentString<AdminGetCenterDriverLisenseDetailQuery, AdminGetCenterDriverLisenseDetailQueryVariables>;
export const AdminCreateCenterDriverLisenseDocument = new TypedDocumentString(`
    mutation AdminCreateCenterDriverLisense($input: AdminDrivingCenterInput!) {
  adminCreateCenterDriverLisense(input: $input) {
    id
  }
}
    `, {"hash":"sha256:383522342806edfbfd74220a306dce4020f31fe251ca9ffbf826d44512185f70"}) as unknown as TypedDocumentString<AdminCreateCenterDriverLisenseMutation, AdminCreateCenterDriverLisenseMutationVariables>;
export const AdminEditCenterDriverLisenseDocument = new TypedDocumentString(`
    mutation AdminEditCenterDriverLisense($id: ID!, $input: AdminDrivingCenterInput!, $editVersion: Int) {
  adminEditCenterDriverLisense(id: $id, input: $input, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:6f3c8d3ae882d4ae71b5555ec43251f844b5cc19e031e2b00d2d77caa7eb2e17"}) as unknown as TypedDocumentString<AdminEditCenterDriverLisenseMutation, AdminEditCenterDriverLisenseMutationVariables>;
export const AdminUpdateStatusCenterDriverLisenseDocument = new TypedDocumentString(`
    mutation AdminUpdateStatusCenterDriverLisense($id: ID!, $active: Boolean!) {
  adminUpdateStatusCenterDriverLisense(id: $id, active: $active) {
    id
    isActive
  }
}
    `, {"hash":"sha256:1e1ffa46fcca490f4423aff695a28190fe2eb01950eb2e9bc9c6a6f95baf579c"}) as unknown as TypedDocumentString<AdminUpdateStatusCenterDriverLisenseMutation, AdminUpdateStatusCenterDriverLisenseMutationVariables>;
export const DeleteCenterDriverLisenseDocument = new TypedDocumentString(`
    mutation DeleteCenterDriverLisense($id: ID!) {
  deleteCenterDriverLisense(id: $id)
}
    `, {"hash":"sha256:e76d87da10abd820fba5783afe002071a6ab379d4d8ad96d26467b5539c5ec10"}) as unknown as TypedDocumentString<DeleteCenterDriverLisenseMutation, DeleteCenterDriverLisenseMutationVariables>;
export const AdminDeleteFeedBackDocument = new TypedDocumentString(`
    mutation AdminDeleteFeedBack($id: ID!) {
  adminDeleteFeedBack(id: $id)
}
    `, {"hash":"sha256:785cd6f3888b0a21fad3c3816c12f8741c9e2fb527d7288a14030f7230808f3c"}) as unknown as TypedDocumentString<AdminDeleteFeedBackMutation, AdminDeleteFeedBackMutationVariables>;
export const AdminGetFeedBackDetailDocument = new TypedDocumentString(`
    query AdminGetFeedBackDetail($id: ID!) {
  adminGetFeedBackDetail(id: $id) {
    id
    ...FeedbackDetail
  }
}
    fragment FeedbackDetail on Feedback {
  id
  content
  userId
  email
  isActive
  createdAt
  medias {
    id
    fileName
    filePathLG
    filePathOriginal
  }
  user {
    id
    firstName
    lastName
    email
  }
}`, {"hash":"sha256:cd6f3f453285af5a296d350cfe019a539e5b61c14bdb2cbf3111ea5a396e8d66"}) as unknown as TypedDocumentString<AdminGetFeedBackDetailQuery, AdminGetFeedBackDetailQueryVariables>;
export const AdminGetListReportPostDocument = new TypedDocumentString(`
    query AdminGetListReportPost($skip: Int, $take: Int, $sort: String) {
  adminGetListReportPost(skip: $skip, take: $take, sort: $sort) {
    meta {
      ...PageMeta
    }
    items {
      ...ReportPostRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment ReportPostRow on ReportPost {
  id
  postId
  userId
  reason
  content
  createdAt
  user {
    id
    firstName
    lastName
  }
}`, {"hash":"sha256:54d19c09cf081b6ffb3bffc47b85d0db5accfca4a105886aa18f57b54f5c4e68"}) as unknown as TypedDocumentString<AdminGetListReportPostQuery, AdminGetListReportPostQueryVariables>;
export const AdminGetReportPostDetailDocument = new TypedDocumentString(`
    query AdminGetReportPostDetail($id: ID!) {
  adminGetReportPostDetail(id: $id) {
    id
    ...ReportPostDetail
  }
}
    fragment ReportPostDetail on ReportPost {
  id
  postId
  userId
  reason
  content
  type
  createdAt
  updatedAt
  user {
    id
    firstName
    lastName
    email
  }
}`, {"hash":"sha256:dfc2703bd383f33aea4902f704b0143ada86393304a1d3e5a8e3976aeeb270b3"}) as unknown as TypedDocumentString<AdminGetReportPostDetailQuery, AdminGetReportPostDetailQueryVariables>;
export const AdminListFeedBackDocument = new TypedDocumentString(`
    query AdminListFeedBack($skip: Int, $take: Int, $sort: String) {
  adminListFeedBack(skip: $skip, take: $take, sort: $sort) {
    meta {
      ...PageMeta
    }
    items {
      ...FeedbackRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment FeedbackRow on Feedback {
  id
  content
  userId
  email
  createdAt
  medias {
    id
  }
  user {
    id
    firstName
    lastName
  }
}`, {"hash":"sha256:d6f4d570030b540a0a6098e540fb45a6d4eb34040b8a2307bd592990e4bd77af"}) as unknown as TypedDocumentString<AdminListFeedBackQuery, AdminListFeedBackQueryVariables>;
export const GetListPhoneErrorMessagesDocument = new TypedDocumentString(`
    query GetListPhoneErrorMessages($skip: Int, $take: Int, $sort: String, $keyword: String) {
  getListPhoneErrorMessages(
    skip: $skip
    take: $take
    sort: $sort
    keyword: $keyword
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...PhoneErrorRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment PhoneErrorRow on PhoneErrorMessage {
  id
  phoneNumber
  errorMessage
  createdAt
}`, {"hash":"sha256:9ff91b8c09417834adc82950cfde771ce78dbb4f081d2595f9f8e6c3a9798e3d"}) as unknown as TypedDocumentString<GetListPhoneErrorMessagesQuery, GetListPhoneErrorMessagesQueryVariables>;
export const AdminBulkDeleteServiceListingsDocument = new TypedDocumentString(`
    mutation AdminBulkDeleteServiceListings($kind: ServiceListingKind!, $ids: [ID!]!) {
  adminBulkDeleteServiceListings(kind: $kind, ids: $ids) {
    ...BulkActionResult
  }
}
    fragment BulkActionResult on AdminBulkActionResult {
  id
  ok
  error
  code
}`, {"hash":"sha256:3362fbb69da8a04cf7d0afe9a917d7708e0304cde7f56fe6fc542c2971f533d6"}) as unknown as TypedDocumentString<AdminBulkDeleteServiceListingsMutation, AdminBulkDeleteServiceListingsMutationVariables>;
export const AdminGaragePaginationDocument = new TypedDocumentString(`
    query AdminGaragePagination($skip: Int, $take: Int, $order: String, $keyword: String, $createFrom: String, $createTo: String, $province: String, $district: String, $ward: String) {
  adminGaragePagination(
    skip: $skip
    take: $take
    order: $order
    keyword: $keyword
    createFrom: $createFrom
    createTo: $createTo
    province: $province
    district: $district
    ward: $ward
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...GarageRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment AddressProvinceName on Province {
  code
  name
  isActive
}
fragment AddressWardName on Ward {
  code
  name
  prefix
  isActive
}
fragment ListingRow on ServiceListing {
  id
  title
  phone
  email
  website
  address
  createdAt
  province
  district
  ward
  medias {
    id
    filePathSM
    filePathOriginal
  }
  provinceDetail {
    ...AddressProvinceName
  }
  wardDetail {
    ...AddressWardName
  }
}
fragment GarageRow on Garage {
  ...ListingRow
  id
  title
  status
  karCheck
  user {
    id
    firstName
    lastName
  }
}`, {"hash":"sha256:09ddb0f595e234ca71052b42105a6b87f8266dc8538a4557ad6cc3eaff506284"}) as unknown as TypedDocumentString<AdminGaragePaginationQuery, AdminGaragePaginationQueryVariables>;
export const AdminGetGarageDetailDocument = new TypedDocumentString(`
    query AdminGetGarageDetail($id: ID!) {
  adminGetGarageDetail(id: $id) {
    id
    ...GarageDetail
    ...GarageFormValues
  }
}
    fragment AddressProvinceName on Province {
  code
  name
  isActive
}
fragment AddressDistrictName on District {
  code
  name
  prefix
  isActive
}
fragment AddressWardName on Ward {
  code
  name
  prefix
  isActive
}
fragment ListingDetail on ServiceListing {
  id
  title
  description
  services
  phone
  email
  website
  address
  province
  district
  ward
  createdAt
  updatedAt
  medias {
    id
    filePathSM
    filePathLG
    filePathOriginal
  }
  provinceDetail {
    ...AddressProvinceName
  }
  districtDetail {
    ...AddressDistrictName
  }
  wardDetail {
    ...AddressWardName
  }
}
fragment ListingFormValues on ServiceListing {
  editVersion
  title
  description
  services
  address
  phone
  email
  website
  province
  district
  ward
  isActive
  medias {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
  provinceDetail {
    name
  }
  districtDetail {
    name
    prefix
  }
  wardDetail {
    name
    prefix
  }
}
fragment GarageDetail on Garage {
  ...ListingDetail
  id
  title
  status
  reason
  karCheck
  latitude
  longitude
  totalRating
  averageRating
  user {
    id
    firstName
    lastName
  }
}
fragment GarageFormValues on Garage {
  ...ListingFormValues
  latitude
  longitude
  userId
  user {
    id
    firstName
    lastName
  }
}`, {"hash":"sha256:12b1a8bffdd7b9ae5f9dae2f73efb19fe0748b375426bd7eed45e63f402576b7"}) as unknown as TypedDocumentString<AdminGetGarageDetailQuery, AdminGetGarageDetailQueryVariables>;
export const AdminCreateGarageDocument = new TypedDocumentString(`
    mutation AdminCreateGarage($input: AdminGarageInput!) {
  adminCreateGarage(input: $input) {
    id
  }
}
    `, {"hash":"sha256:d268c84c3b5230aefa08987023b509ec39a3af6f81197aaca8dab1265bda4e9f"}) as unknown as TypedDocumentString<AdminCreateGarageMutation, AdminCreateGarageMutationVariables>;
export const AdminEditGarageDocument = new TypedDocumentString(`
    mutation AdminEditGarage($id: ID!, $input: AdminGarageInput!, $editVersion: Int) {
  adminEditGarage(id: $id, input: $input, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:64fb6b38ad15b182b06b88e55559afc68646a603930334dce239f05cbab0274e"}) as unknown as TypedDocumentString<AdminEditGarageMutation, AdminEditGarageMutationVariables>;
export const AdminDeleteGarageDocument = new TypedDocumentString(`
    mutation AdminDeleteGarage($id: ID!) {
  adminDeleteGarage(id: $id)
}
    `, {"hash":"sha256:300256ff731da7153ab59024e1c4009d52578494a52ab8806b782bf14846d194"}) as unknown as TypedDocumentString<AdminDeleteGarageMutation, AdminDeleteGarageMutationVariables>;
export const AdminEditGarageKarCheckDocument = new TypedDocumentString(`
    mutation AdminEditGarageKarCheck($id: ID!, $isKarCheck: Boolean!) {
  adminEditGarageKarCheck(id: $id, isKarCheck: $isKarCheck) {
    id
    karCheck
  }
}
    `, {"hash":"sha256:b40d0a54e3e113b2035c4e208ce8225393493f59e6f91c58844947804dde7eaa"}) as unknown as TypedDocumentString<AdminEditGarageKarCheckMutation, AdminEditGarageKarCheckMutationVariables>;
export const AdminUpdateGarageStatusDocument = new TypedDocumentString(`
    mutation AdminUpdateGarageStatus($id: ID!, $status: GarageStatus!, $reason: String) {
  adminUpdateGarageStatus(id: $id, status: $status, reason: $reason) {
    id
    status
    reason
  }
}
    `, {"hash":"sha256:c365d3e9ca747301946ff68a189fbd94256cc9f99524ea3147887bafe9886385"}) as unknown as TypedDocumentString<AdminUpdateGarageStatusMutation, AdminUpdateGarageStatusMutationVariables>;
export const AdminCreateQuestionSimulationGroupDocument = new TypedDocumentString(`
    mutation AdminCreateQuestionSimulationGroup($input: AdminQuestionSimulationGroupInput!) {
  adminCreateQuestionSimulationGroup(input: $input) {
    id
  }
}
    `, {"hash":"sha256:5cf42caa9af73ff8e4ea01ae532e4ef4875be03fc59a03cde19ebadcdbe52ab7"}) as unknown as TypedDocumentString<AdminCreateQuestionSimulationGroupMutation, AdminCreateQuestionSimulationGroupMutationVariables>;
export const AdminCreateQuestionSimulationDocument = new TypedDocumentString(`
    mutation AdminCreateQuestionSimulation($input: AdminQuestionSimulationInput!) {
  adminCreateQuestionSimulation(input: $input) {
    id
  }
}
    `, {"hash":"sha256:e997c90fac007ea80ea35366d5ac634b13160091c1c3d8c12328e8761ff58fac"}) as unknown as TypedDocumentString<AdminCreateQuestionSimulationMutation, AdminCreateQuestionSimulationMutationVariables>;
export const AdminDeleteQuestionSimulationGroupDocument = new TypedDocumentString(`
    mutation AdminDeleteQuestionSimulationGroup($id: ID!) {
  adminDeleteQuestionSimulationGroup(id: $id)
}
    `, {"hash":"sha256:bde514e1dc8677ac5e2c6ce1e6494898c2a2e71e179832b91e0c1aaef3ecf38d"}) as unknown as TypedDocumentString<AdminDeleteQuestionSimulationGroupMutation, AdminDeleteQuestionSimulationGroupMutationVariables>;
export const AdminDeleteQuestionSimulationDocument = new TypedDocumentString(`
    mutation AdminDeleteQuestionSimulation($id: ID!) {
  adminDeleteQuestionSimulation(id: $id)
}
    `, {"hash":"sha256:6ce634944873c60e455986a4ac60c9bb36d88be7a8e20b53674b781e97265d49"}) as unknown as TypedDocumentString<AdminDeleteQuestionSimulationMutation, AdminDeleteQuestionSimulationMutationVariables>;
export const AdminEditQuestionSimulationGroupDocument = new TypedDocumentString(`
    mutation AdminEditQuestionSimulationGroup($id: ID!, $input: AdminQuestionSimulationGroupInput!, $editVersion: Int) {
  adminEditQuestionSimulationGroup(
    id: $id
    input: $input
    editVersion: $editVersion
  ) {
    id
  }
}
    `, {"hash":"sha256:6fd1bc0a348854b966c64a09592d9ba9d5a25bca2b98e10c519361c0d3f8fb6a"}) as unknown as TypedDocumentString<AdminEditQuestionSimulationGroupMutation, AdminEditQuestionSimulationGroupMutationVariables>;
export const AdminEditQuestionSimulationDocument = new TypedDocumentString(`
    mutation AdminEditQuestionSimulation($id: ID!, $input: AdminQuestionSimulationInput!, $editVersion: Int) {
  adminEditQuestionSimulation(id: $id, input: $input, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:db5b97c3ed8caa3013107beb7f5c85ee18be46147c1e264b3906a73a05543463"}) as unknown as TypedDocumentString<AdminEditQuestionSimulationMutation, AdminEditQuestionSimulationMutationVariables>;
export const AdminGetQuestionSimulationDetailDocument = new TypedDocumentString(`
    query AdminGetQuestionSimulationDetail($id: ID!) {
  adminGetQuestionSimulationDetail(id: $id) {
    id
    ...QuestionSimulationDetail
    ...QuestionSimulationFormValues
  }
}
    fragment SimulationSegment on QuestionSimulationAnswer {
  id
  no
  minuteFrom
  secondFrom
  minuteTo
  secondTo
  point
}
fragment QuestionSimulationDetail on QuestionSimulation {
  id
  no
  content
  explainAnswer
  type
  createdAt
  updatedAt
  answers {
    ...SimulationSegment
  }
  mediaDetail {
    id
    fileName
    filePathOriginal
  }
  imageDetail {
    id
    filePathLG
    filePathOriginal
  }
}
fragment QuestionSimulationFormValues on QuestionSimulation {
  editVersion
  id
  no
  content
  explainAnswer
  type
  answers {
    ...SimulationSegment
  }
  mediaDetail {
    id
    fileName
    mimeType
    filePathOriginal
  }
  imageDetail {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
}`, {"hash":"sha256:efbeb73d2386c07c02a93533e9a9929f1cada95f60207c5cee22b69736e5128d"}) as unknown as TypedDocumentString<AdminGetQuestionSimulationDetailQuery, AdminGetQuestionSimulationDetailQueryVariables>;
export const AdminGetQuestionSimulationGroupDetailDocument = new TypedDocumentString(`
    query AdminGetQuestionSimulationGroupDetail($id: ID!) {
  adminGetQuestionSimulationGroupDetail(id: $id) {
    id
    ...QuestionSimulationGroupDetail
  }
}
    fragment SimulationQuestionChoice on QuestionSimulation {
  id
  no
  content
}
fragment QuestionSimulationGroupDetail on QuestionSimulationGroup {
  editVersion
  id
  name
  type
  createdAt
  updatedAt
  questionSimulationDetails {
    ...SimulationQuestionChoice
  }
}`, {"hash":"sha256:e5fca93fa661342fdf491be7792fc5c664c2f124b1d7455f7827cf470a91f88e"}) as unknown as TypedDocumentString<AdminGetQuestionSimulationGroupDetailQuery, AdminGetQuestionSimulationGroupDetailQueryVariables>;
export const AdminListQuestionSimulationGroupDocument = new TypedDocumentString(`
    query AdminListQuestionSimulationGroup($skip: Int, $take: Int, $sort: String, $keyword: String) {
  adminListQuestionSimulationGroup(
    skip: $skip
    take: $take
    sort: $sort
    keyword: $keyword
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...QuestionSimulationGroupRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment QuestionSimulationGroupRow on QuestionSimulationGroup {
  id
  name
  type
}`, {"hash":"sha256:72780b7affddc89bcb4db3728f05c4a085808a4bd4391b99ed8e986144a5b163"}) as unknown as TypedDocumentString<AdminListQuestionSimulationGroupQuery, AdminListQuestionSimulationGroupQueryVariables>;
export const AdminListQuestionSimulationDocument = new TypedDocumentString(`
    query AdminListQuestionSimulation($skip: Int, $take: Int, $sort: String, $keyword: String, $type: QuestionSimulationType) {
  adminListQuestionSimulation(
    skip: $skip
    take: $take
    sort: $sort
    keyword: $keyword
    type: $type
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...QuestionSimulationRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment QuestionSimulationRow on QuestionSimulation {
  id
  no
  content
  type
}`, {"hash":"sha256:8d83332496cc0d3d794823375a2c5b72c5b0c28032e970a4a66226f1bf11c071"}) as unknown as TypedDocumentString<AdminListQuestionSimulationQuery, AdminListQuestionSimulationQueryVariables>;
export const SimulationQuestionChoicesDocument = new TypedDocumentString(`
    query SimulationQuestionChoices($keyword: String) {
  adminListQuestionSimulation(skip: 1, take: 20, keyword: $keyword) {
    items {
      ...SimulationQuestionChoice
    }
  }
}
    fragment SimulationQuestionChoice on QuestionSimulation {
  id
  no
  content
}`, {"hash":"sha256:d62cdec7472a1439f704a94b71335b0f5d3e278a60bd5c980c0985ecc0971fb1"}) as unknown as TypedDocumentString<SimulationQuestionChoicesQuery, SimulationQuestionChoicesQueryVariables>;
export const AdminBulkCreateQuestionsDocument = new TypedDocumentString(`
    mutation AdminBulkCreateQuestions($rows: [AdminBulkQuestionRowInput!]!) {
  adminBulkCreateQuestions(rows: $rows) {
    ...BulkRowAnswer
    id
    field
  }
}
    fragment BulkRowAnswer on AdminBulkRowResult {
  row
  ok
  error
}`, {"hash":"sha256:f432a7cc68e507ac10904088ff355057480bcd38d2f14b342027748ad19849c7"}) as unknown as TypedDocumentString<AdminBulkCreateQuestionsMutation, AdminBulkCreateQuestionsMutationVariables>;
export const AdminCreateQuestionDocument = new TypedDocumentString(`
    mutation AdminCreateQuestion($input: AdminQuestionTheoryInput!) {
  adminCreateQuestion(input: $input) {
    id
    no
  }
}
    `, {"hash":"sha256:c2e3f48a374077ad064cc3d3d16201e160edde8ad0c773def6fdbc8b66b3947c"}) as unknown as TypedDocumentString<AdminCreateQuestionMutation, AdminCreateQuestionMutationVariables>;
export const AdminCreateTrafficSignsDocument = new TypedDocumentString(`
    mutation AdminCreateTrafficSigns($input: AdminTrafficSignInput!) {
  adminCreateTrafficSigns(input: $input) {
    id
    slug
  }
}
    `, {"hash":"sha256:f35d8a5b600c0d8ec91a25672fcc9ade297714e9ffa45f2e3d316160fa387946"}) as unknown as TypedDocumentString<AdminCreateTrafficSignsMutation, AdminCreateTrafficSignsMutationVariables>;
export const AdminDeleteQuestionDocument = new TypedDocumentString(`
    mutation AdminDeleteQuestion($id: ID!) {
  adminDeleteQuestion(id: $id)
}
    `, {"hash":"sha256:388c687ca15b8c29cb24521c58d4a9680c3a1ba4fbffded510e0fd72f507f3cb"}) as unknown as TypedDocumentString<AdminDeleteQuestionMutation, AdminDeleteQuestionMutationVariables>;
export const AdminDeleteTrafficSignsDocument = new TypedDocumentString(`
    mutation AdminDeleteTrafficSigns($id: ID!) {
  adminDeleteTrafficSigns(id: $id)
}
    `, {"hash":"sha256:863f37c4e56320091ee861663364bf1b66d83af5ea161bcc24031481e55deb95"}) as unknown as TypedDocumentString<AdminDeleteTrafficSignsMutation, AdminDeleteTrafficSignsMutationVariables>;
export const AdminEditQuestionDocument = new TypedDocumentString(`
    mutation AdminEditQuestion($no: Int!, $input: AdminQuestionTheoryInput!, $editVersion: Int) {
  adminEditQuestion(no: $no, input: $input, editVersion: $editVersion) {
    id
    no
  }
}
    `, {"hash":"sha256:1c80b4c4d77bc3a8f0601e28a0344ad83b2d8517a79c87253af9b4cdd0f047f1"}) as unknown as TypedDocumentString<AdminEditQuestionMutation, AdminEditQuestionMutationVariables>;
export const AdminEditTrafficSignsDocument = new TypedDocumentString(`
    mutation AdminEditTrafficSigns($id: ID!, $input: AdminTrafficSignInput!, $editVersion: Int) {
  adminEditTrafficSigns(id: $id, input: $input, editVersion: $editVersion) {
    id
    slug
  }
}
    `, {"hash":"sha256:ad81f37d236e1c9a98318eddc9d22e6d8b6bbd8a0af7d3201c020f69d1c014d6"}) as unknown as TypedDocumentString<AdminEditTrafficSignsMutation, AdminEditTrafficSignsMutationVariables>;
export const AdminGetListTrafficSignsDocument = new TypedDocumentString(`
    query AdminGetListTrafficSigns($skip: Int, $take: Int, $sort: String, $keyword: String, $type: TrafficSignType) {
  adminGetListTrafficSigns(
    skip: $skip
    take: $take
    sort: $sort
    keyword: $keyword
    type: $type
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...TrafficSignRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment TrafficSignRow on TrafficSign {
  id
  slug
  title
  symbol
  content
  type
  medias {
    id
    filePathSM
    filePathLG
    filePathOriginal
  }
}`, {"hash":"sha256:b30e69f5c7ac374d4d0d64cad04bcdbc60c8978214464df804a559946f0469c9"}) as unknown as TypedDocumentString<AdminGetListTrafficSignsQuery, AdminGetListTrafficSignsQueryVariables>;
export const AdminGetQuestionDetailDocument = new TypedDocumentString(`
    query AdminGetQuestionDetail($no: Int!) {
  adminGetQuestionDetail(no: $no) {
    id
    ...QuestionTheoryDetail
    ...QuestionTheoryFormValues
    ...LearnerQuestion
  }
}
    fragment LearnerQuestion on QuestionTheory {
  id
  no
  content
  explainAnswer
  type
  answerType
  answers {
    id
    no
    content
    correctAnswer
  }
  imageDetail {
    id
    filePathLG
    filePathOriginal
  }
  imageExplainAnswerDetail {
    id
    filePathLG
    filePathOriginal
  }
}
fragment QuestionTheoryDetail on QuestionTheory {
  id
  no
  content
  explainAnswer
  isActive
  type
  answerType
  createdAt
  updatedAt
  answers {
    id
    no
    content
    correctAnswer
  }
  imageDetail {
    id
    filePathLG
    filePathOriginal
  }
  imageExplainAnswerDetail {
    id
    filePathLG
    filePathOriginal
  }
}
fragment QuestionTheoryFormValues on QuestionTheory {
  id
  no
  editVersion
  content
  explainAnswer
  isActive
  type
  answerType
  answers {
    id
    no
    content
    correctAnswer
  }
  imageDetail {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
  imageExplainAnswerDetail {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
}`, {"hash":"sha256:d9d85682b45ca541b65315befdde637457426e72270f7f18fe58859a4ebf6d8e"}) as unknown as TypedDocumentString<AdminGetQuestionDetailQuery, AdminGetQuestionDetailQueryVariables>;
export const AdminGetTrafficSignDetailDocument = new TypedDocumentString(`
    query AdminGetTrafficSignDetail($slug: String!) {
  adminGetTrafficSignDetail(slug: $slug) {
    id
    ...TrafficSignDetail
    ...TrafficSignFormValues
    ...LearnerSign
  }
}
    fragment LearnerSign on TrafficSign {
  id
  title
  symbol
  content
  type
  medias {
    id
    filePathLG
    filePathOriginal
  }
}
fragment TrafficSignDetail on TrafficSign {
  id
  slug
  title
  symbol
  content
  type
  createdAt
  updatedAt
  medias {
    id
    filePathLG
    filePathOriginal
  }
}
fragment TrafficSignFormValues on TrafficSign {
  editVersion
  id
  slug
  title
  symbol
  content
  type
  medias {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
}`, {"hash":"sha256:89c99fa449153cade9e32ada1593e0483d0cbd3408fb2951a63d5c34eef17d72"}) as unknown as TypedDocumentString<AdminGetTrafficSignDetailQuery, AdminGetTrafficSignDetailQueryVariables>;
export const AdminListQuestionNumbersDocument = new TypedDocumentString(`
    query AdminListQuestionNumbers {
  adminListQuestionNumbers
}
    `, {"hash":"sha256:16765d404fde5cbb3fd2162edce42f1feeca49a616e829ee68f6dc12b7e19c44"}) as unknown as TypedDocumentString<AdminListQuestionNumbersQuery, AdminListQuestionNumbersQueryVariables>;
export const AdminListQuestionDocument = new TypedDocumentString(`
    query AdminListQuestion($skip: Int, $take: Int, $sort: String, $keyword: String, $type: QuestionTheoryType) {
  adminListQuestion(
    skip: $skip
    take: $take
    sort: $sort
    keyword: $keyword
    type: $type
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...QuestionTheoryRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment QuestionTheoryRow on QuestionTheory {
  id
  no
  content
  explainAnswer
  isActive
  type
}`, {"hash":"sha256:1b1b5644ecaf82a79fa34eb3b2e12a67fd6a5f4ee5149b6da4bf2b447d8da917"}) as unknown as TypedDocumentString<AdminListQuestionQuery, AdminListQuestionQueryVariables>;
export const LearnerSignChoicesDocument = new TypedDocumentString(`
    query LearnerSignChoices($type: TrafficSignType) {
  adminGetListTrafficSigns(skip: 1, take: 6, type: $type) {
    items {
      ...LearnerSignChoice
    }
  }
}
    fragment LearnerSignChoice on TrafficSign {
  id
  title
}`, {"hash":"sha256:7da473d826e1223950cad7b79c91f8179df59f1cf945a9bdd7b058bfc7fa6127"}) as unknown as TypedDocumentString<LearnerSignChoicesQuery, LearnerSignChoicesQueryVariables>;
export const CountriesDocument = new TypedDocumentString(`
    query Countries($skip: Int, $take: Int) {
  countries(skip: $skip, take: $take) {
    meta {
      ...PageMeta
    }
    items {
      id
      name
      code
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}`, {"hash":"sha256:260df49ab65c11bdb5b64cdbdbe35dbda782d86b243a4d4499064f06547d3ec5"}) as unknown as TypedDocumentString<CountriesQuery, CountriesQueryVariables>;
export const CurrentProvincesDocument = new TypedDocumentString(`
    query CurrentProvinces {
  provinces(countryCode: "VN", active: true, skip: 1, take: 1000) {
    items {
      ...AddressProvinceOption
    }
  }
}
    fragment AddressProvinceOption on Province {
  code
  name
}`, {"hash":"sha256:3004c079058389dac3350159b1631e7244f29ec768be2ce1617fbdabdf16b1ba"}) as unknown as TypedDocumentString<CurrentProvincesQuery, CurrentProvincesQueryVariables>;
export const DistrictsDocument = new TypedDocumentString(`
    query Districts($provinceCode: String, $skip: Int, $take: Int) {
  districts(provinceCode: $provinceCode, skip: $skip, take: $take) {
    meta {
      ...PageMeta
    }
    items {
      id
      name
      code
      prefix
      provinceCode
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}`, {"hash":"sha256:e06594728a2195f2b2183e881e94d41b6bd8fad427c8c7173a1e42af4f420c0f"}) as unknown as TypedDocumentString<DistrictsQuery, DistrictsQueryVariables>;
export const ProvinceWardsDocument = new TypedDocumentString(`
    query ProvinceWards($provinceCode: String!) {
  wards(provinceCode: $provinceCode, active: true, skip: 1, take: 1000) {
    items {
      ...AddressWardOption
    }
  }
}
    fragment AddressWardOption on Ward {
  code
  name
  prefix
}`, {"hash":"sha256:e057d6bddf40d13bf58a17b39f1bfdc64195679ff290298b88c0c16f03b775e8"}) as unknown as TypedDocumentString<ProvinceWardsQuery, ProvinceWardsQueryVariables>;
export const ProvincesDocument = new TypedDocumentString(`
    query Provinces($countryCode: String, $skip: Int, $take: Int) {
  provinces(countryCode: $countryCode, skip: $skip, take: $take) {
    meta {
      ...PageMeta
    }
    items {
      id
      name
      code
      countryCode
      isActive
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}`, {"hash":"sha256:0989b700ed9459b61e1cfa02c6e7d16725df34307df93c9262e0bfe248585367"}) as unknown as TypedDocumentString<ProvincesQuery, ProvincesQueryVariables>;
export const WardsDocument = new TypedDocumentString(`
    query Wards($districtCode: String, $skip: Int, $take: Int) {
  wards(districtCode: $districtCode, skip: $skip, take: $take) {
    meta {
      ...PageMeta
    }
    items {
      id
      name
      code
      prefix
      districtCode
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}`, {"hash":"sha256:4479d4a8ba1fd5ce2dd45615b4c1e77895774d5303c0b63e54a1cf757828f6ab"}) as unknown as TypedDocumentString<WardsQuery, WardsQueryVariables>;
export const AdminCreateMarketPriceDocument = new TypedDocumentString(`
    mutation AdminCreateMarketPrice($input: AdminMarketPriceInput!) {
  adminCreateMarketPrice(input: $input) {
    id
  }
}
    `, {"hash":"sha256:63f9a5ef5947897e8a3150fcec31cf046178cc9813682db966bc18f3fbab2b3b"}) as unknown as TypedDocumentString<AdminCreateMarketPriceMutation, AdminCreateMarketPriceMutationVariables>;
export const AdminDeleteVersionDocument = new TypedDocumentString(`
    mutation AdminDeleteVersion($id: ID!) {
  adminDeleteVersion(id: $id)
}
    `, {"hash":"sha256:cd68279bef960a8741b841f8308aa8ed7451ff7d2342b3cf5d723ad09a28a3b8"}) as unknown as TypedDocumentString<AdminDeleteVersionMutation, AdminDeleteVersionMutationVariables>;
export const AdminEditMarketPriceDocument = new TypedDocumentString(`
    mutation AdminEditMarketPrice($id: ID!, $input: AdminMarketPriceInput!, $editVersion: Int) {
  adminEditMarketPrice(id: $id, input: $input, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:18be8a99dc77d34b3594a401188658fd5ab3019b7bcde576ec7503445f2300e4"}) as unknown as TypedDocumentString<AdminEditMarketPriceMutation, AdminEditMarketPriceMutationVariables>;
export const AdminGetListAllVersionDocument = new TypedDocumentString(`
    query AdminGetListAllVersion($skip: Int, $take: Int, $sort: String, $keyword: String) {
  adminGetListAllVersion(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {
    meta {
      ...PageMeta
    }
    items {
      ...MarketPriceRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment MarketPriceRow on CarVersion {
  id
  name
  priceCarVersion
  yearManufacture
  numKilometerCarRun
  createdAt
  brandDetail {
    id
    name
  }
  modelDetail {
    id
    name
  }
}`, {"hash":"sha256:0e751ae404d649f16cac40e038130d636ac49a5be70efddeb4b71421f5c5feb2"}) as unknown as TypedDocumentString<AdminGetListAllVersionQuery, AdminGetListAllVersionQueryVariables>;
export const AdminGetVersionDetailDocument = new TypedDocumentString(`
    query AdminGetVersionDetail($id: ID!) {
  adminGetVersionDetail(id: $id) {
    id
    ...MarketPriceDetail
    ...MarketPriceFormValues
  }
}
    fragment MarketPriceDetail on CarVersion {
  id
  name
  priceCarVersion
  yearManufacture
  numKilometerCarRun
  typeCarVersion
  isActive
  createdAt
  updatedAt
  mediaDetail {
    id
    filePathLG
    filePathOriginal
  }
  brandDetail {
    id
    name
  }
  modelDetail {
    id
    name
  }
}
fragment MarketPriceFormValues on CarVersion {
  editVersion
  id
  name
  brand
  model
  priceCarVersion
  yearManufacture
  numKilometerCarRun
  mediaId
  mediaDetail {
    id
    filePathSM
    filePathOriginal
  }
}`, {"hash":"sha256:a23847b73c1366188d8925eb3a4218f6656fda0e871756e78e8bb820650b0dc7"}) as unknown as TypedDocumentString<AdminGetVersionDetailQuery, AdminGetVersionDetailQueryVariables>;
export const MarketPriceBrandOptionsDocument = new TypedDocumentString(`
    query MarketPriceBrandOptions {
  adminGetListBrands {
    id
    name
    isActive
  }
}
    `, {"hash":"sha256:4a42e1773644561cc44897d76fedad565307231211dea7a8cc1f3518a55fc4f5"}) as unknown as TypedDocumentString<MarketPriceBrandOptionsQuery, MarketPriceBrandOptionsQueryVariables>;
export const MarketPriceModelOptionsDocument = new TypedDocumentString(`
    query MarketPriceModelOptions {
  adminGetListModels {
    id
    name
    brand
    isActive
  }
}
    `, {"hash":"sha256:6ab95bd30519422597d43838088eb70b676969a07cee292b06c941b34be44eec"}) as unknown as TypedDocumentString<MarketPriceModelOptionsQuery, MarketPriceModelOptionsQueryVariables>;
export const AdminDeleteMediaDocument = new TypedDocumentString(`
    mutation AdminDeleteMedia($id: ID!) {
  adminDeleteMedia(id: $id)
}
    `, {"hash":"sha256:818a22c816da16ea61256172a990eefefb46705b59344ffd6a9d32ae981ccd7a"}) as unknown as TypedDocumentString<AdminDeleteMediaMutation, AdminDeleteMediaMutationVariables>;
export const AdminListMediaUploadersDocument = new TypedDocumentString(`
    query AdminListMediaUploaders($keyword: String, $id: ID) {
  adminListMediaUploaders(keyword: $keyword, id: $id) {
    id
    name
    email
    isAdmin
  }
}
    `, {"hash":"sha256:6283e11e9b41010f312eab99572f39c94f43f176f6d53ae579f13f0bfb5a2469"}) as unknown as TypedDocumentString<AdminListMediaUploadersQuery, AdminListMediaUploadersQueryVariables>;
export const AdminListMediaDocument = new TypedDocumentString(`
    query AdminListMedia($skip: Int, $take: Int, $sort: String, $keyword: String, $kind: MediaKind, $uploadBy: ID) {
  adminListMedia(
    skip: $skip
    take: $take
    sort: $sort
    keyword: $keyword
    kind: $kind
    uploadBy: $uploadBy
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...MediaCard
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment MediaCard on MediaLibraryItem {
  id
  kind
  sizeBytes
  media {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
    createdAt
  }
  uploader {
    id
    name
    isAdmin
  }
  usage {
    reviews
    banners
    cars
    avatars
    posts
    others
    total
  }
}`, {"hash":"sha256:06d9b8108ceaac39ecc6cfd9b5cbe584b7bf28c98889b42a36220d6ac75ee442"}) as unknown as TypedDocumentString<AdminListMediaQuery, AdminListMediaQueryVariables>;
export const AdminBulkDeactivateUsersDocument = new TypedDocumentString(`
    mutation AdminBulkDeactivateUsers($ids: [ID!]!, $reason: String!) {
  adminBulkDeactivateUsers(ids: $ids, reason: $reason) {
    ...BulkActionResult
  }
}
    fragment BulkActionResult on AdminBulkActionResult {
  id
  ok
  error
  code
}`, {"hash":"sha256:a83ad7e512a638aca0e39b0289878709a74076d21d68fcd4e3bf25db1b33876a"}) as unknown as TypedDocumentString<AdminBulkDeactivateUsersMutation, AdminBulkDeactivateUsersMutationVariables>;
export const AdminBulkReactivateUsersDocument = new TypedDocumentString(`
    mutation AdminBulkReactivateUsers($ids: [ID!]!) {
  adminBulkReactivateUsers(ids: $ids) {
    ...BulkActionResult
  }
}
    fragment BulkActionResult on AdminBulkActionResult {
  id
  ok
  error
  code
}`, {"hash":"sha256:4ceef969e1c92a8e172dc87b4cb2e5ca812cf3e927c52ac3478d182a2ea671a7"}) as unknown as TypedDocumentString<AdminBulkReactivateUsersMutation, AdminBulkReactivateUsersMutationVariables>;
export const AdminCreateUserDocument = new TypedDocumentString(`
    mutation AdminCreateUser($input: AdminCreateUserInput!) {
  adminCreateUser(input: $input) {
    id
  }
}
    `, {"hash":"sha256:bdead22b640c883471861accc720965c6383621e706a516f833a1096152f24db"}) as unknown as TypedDocumentString<AdminCreateUserMutation, AdminCreateUserMutationVariables>;
export const AdminDeactivateUserDocument = new TypedDocumentString(`
    mutation AdminDeactivateUser($id: ID!, $reason: String!) {
  adminDeactivateUser(id: $id, reason: $reason) {
    id
    isActive
  }
}
    `, {"hash":"sha256:2965c0e1909c945540675dc4b563f250dbd2e1e612a735c390142148f2bb1bf5"}) as unknown as TypedDocumentString<AdminDeactivateUserMutation, AdminDeactivateUserMutationVariables>;
export const AdminEditUserDocument = new TypedDocumentString(`
    mutation AdminEditUser($id: ID!, $input: AdminEditUserInput!, $editVersion: Int) {
  adminEditUser(id: $id, input: $input, editVersion: $editVersion) {
    id
    updatedAt
  }
}
    `, {"hash":"sha256:d473b47fe9aee47335b6a55e0ad967f4f82c31288d73a3df5ae22b24db637d3a"}) as unknown as TypedDocumentString<AdminEditUserMutation, AdminEditUserMutationVariables>;
export const AdminGetMemberPackagesDocument = new TypedDocumentString(`
    query AdminGetMemberPackages($userId: ID!, $skip: Int, $take: Int) {
  adminGetUserServices(userId: $userId, skip: $skip, take: $take) {
    meta {
      ...PageMeta
    }
    items {
      id
      ...MemberPackageRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment MemberPackageRow on UserServicePackage {
  id
  ...UserServiceTerms
  createdAt
}
fragment UserServiceTerms on UserServicePackage {
  type
  quantity
  used
  day
  isActive
  totalPrice
  expriedDate
}`, {"hash":"sha256:248bfe97944c9a673bc6cd281bc0851d3021b34f4b37e2797e71b201a96f9856"}) as unknown as TypedDocumentString<AdminGetMemberPackagesQuery, AdminGetMemberPackagesQueryVariables>;
export const AdminGetMemberTransfersDocument = new TypedDocumentString(`
    query AdminGetMemberTransfers($userId: ID!, $skip: Int, $take: Int) {
  adminListUserTransferRequest(userId: $userId, skip: $skip, take: $take) {
    meta {
      ...PageMeta
    }
    items {
      id
      ...MemberTransferRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment MemberTransferRow on TransferRequest {
  id
  amount
  status
  bankName
  moneyTransferReason
  createdAt
}`, {"hash":"sha256:d6f1c946f1aa054c7ae211e2d442180eab5c186868aeb088387b8f313297404e"}) as unknown as TypedDocumentString<AdminGetMemberTransfersQuery, AdminGetMemberTransfersQueryVariables>;
export const AdminGetUserAuditLogsDocument = new TypedDocumentString(`
    query AdminGetUserAuditLogs($userId: ID!, $skip: Int, $take: Int) {
  adminGetUserAuditLogs(userId: $userId, skip: $skip, take: $take) {
    meta {
      ...PageMeta
    }
    items {
      id
      ...MemberAuditRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment MemberAuditRow on AuditLog {
  id
  action
  actionText
  entity
  entityId
  before
  after
  createdAt
  admin {
    id
    email
    fullName
  }
}`, {"hash":"sha256:b76f114ac8700332ff8aacb5d355c6efc752c18933708cf9f07bc87940af6220"}) as unknown as TypedDocumentString<AdminGetUserAuditLogsQuery, AdminGetUserAuditLogsQueryVariables>;
export const AdminGetUserDetailDocument = new TypedDocumentString(`
    query AdminGetUserDetail($id: ID!) {
  adminGetUserDetail(id: $id) {
    id
    ...MemberHeader
    ...MemberCards
  }
}
    fragment MemberHeader on User {
  id
  email
  firstName
  lastName
  isActive
  avatarMedia {
    id
    filePathSM
  }
}
fragment MemberCards on User {
  id
  email
  username
  storeName
  firstName
  lastName
  dob
  prefixPhone
  phone
  isWithdraw
  withdrawReason
  createdAt
  lastLoginAt
  updatedAt
  isActiveEmail
  isActivePhone
  referralCode
  hasPassword
  userBalance {
    id
    amount
    promotion
  }
  metadata {
    language
    isPushNotification
    isEmailNotification
    isSmsNotification
    isPromotionNotification
    totalRating
    avgRating
    province {
      id
      name
    }
    country {
      id
      name
    }
  }
}`, {"hash":"sha256:66075f6a2fcba32049a0e8f5f417ba51cbd0d74624d0f0b4c590c46919157117"}) as unknown as TypedDocumentString<AdminGetUserDetailQuery, AdminGetUserDetailQueryVariables>;
export const AdminGetUserEmailsDocument = new TypedDocumentString(`
    query AdminGetUserEmails($userId: ID!, $skip: Int, $take: Int) {
  adminGetUserEmails(userId: $userId, skip: $skip, take: $take) {
    meta {
      ...PageMeta
    }
    items {
      id
      ...MemberEmailRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment MemberEmailRow on MailMessage {
  id
  to
  subject
  status
  transport
  error
  createdAt
  sentAt
}`, {"hash":"sha256:fcc5a0d7553f6133fd4accdf6129c4d4998a52c2cbc8c073f42e2115e9141c3e"}) as unknown as TypedDocumentString<AdminGetUserEmailsQuery, AdminGetUserEmailsQueryVariables>;
export const AdminGetUserForEditDocument = new TypedDocumentString(`
    query AdminGetUserForEdit($id: ID!) {
  adminGetUserDetail(id: $id) {
    id
    ...MemberFormValues
  }
}
    fragment MemberFormValues on User {
  editVersion
  id
  email
  prefixPhone
  phone
  firstName
  lastName
  username
  storeName
  dob
  avatar
  avatarMedia {
    id
    filePathSM
  }
  isActive
  metadata {
    countryId
    cityId
    language
  }
}`, {"hash":"sha256:1cbe0668299c930191611266fcbb64280fbf96dcadc25405736b0063c1408e98"}) as unknown as TypedDocumentString<AdminGetUserForEditQuery, AdminGetUserForEditQueryVariables>;
export const AdminReactivateUserDocument = new TypedDocumentString(`
    mutation AdminReactivateUser($id: ID!) {
  adminReactivateUser(id: $id) {
    id
    isActive
  }
}
    `, {"hash":"sha256:04a335d4d53789010caf933e9a09c88ca36f98f8ecf6339e9604f4a5852b3b8b"}) as unknown as TypedDocumentString<AdminReactivateUserMutation, AdminReactivateUserMutationVariables>;
export const UsersDocument = new TypedDocumentString(`
    query Users($skip: Int, $take: Int, $sort: String, $status: UserStatusFilter, $createFrom: String, $createTo: String, $keyword: String, $type: UserRole) {
  users(
    skip: $skip
    take: $take
    sort: $sort
    status: $status
    createFrom: $createFrom
    createTo: $createTo
    keyword: $keyword
    type: $type
  ) {
    meta {
      ...PageMeta
    }
    items {
      id
      ...MemberRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment MemberRow on User {
  id
  email
  firstName
  lastName
  phone
  prefixPhone
  isActive
  createdAt
  avatarMedia {
    id
    filePathSM
  }
  userBalance {
    id
    amount
    promotion
  }
}`, {"hash":"sha256:96cfe50a53e33f90726ef2b4620929131e3cd4f016f62f9bb23a9e2c1fec19f9"}) as unknown as TypedDocumentString<UsersQuery, UsersQueryVariables>;
export const AdminGetNotificationDetailDocument = new TypedDocumentString(`
    query AdminGetNotificationDetail($id: ID!) {
  adminGetNotificationDetail(id: $id) {
    ...NotificationDetail
  }
}
    fragment NotificationDetail on Notification {
  id
  titleVi
  titleEn
  contentVi
  contentEn
  type
  role
  targetScreen
  tagetId
  targetItemTitle
  recipientCount
  pickedRecipients
  status
  pushConfigured
  createdAt
  sender {
    id
    fullName
    email
  }
  delivery {
    total
    queued
    sent
    failed
    read
    lastError
  }
  pushDelivery {
    total
    queued
    sent
    failed
    lastError
  }
}`, {"hash":"sha256:201813b11d0363fecc7bb055a840a9efe5e64877f8fc5dc77ee3677b805b875f"}) as unknown as TypedDocumentString<AdminGetNotificationDetailQuery, AdminGetNotificationDetailQueryVariables>;
export const AdminListNotificationDocument = new TypedDocumentString(`
    query AdminListNotification($skip: Int, $take: Int, $sort: String, $createFrom: String, $createTo: String, $keyword: String, $type: NotificationType) {
  adminListNotification(
    skip: $skip
    take: $take
    sort: $sort
    createFrom: $createFrom
    createTo: $createTo
    keyword: $keyword
    type: $type
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...NotificationRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment NotificationRow on Notification {
  id
  titleVi
  titleEn
  type
  createdAt
}`, {"hash":"sha256:f08b1c40fee1652d210fb6be5c0bd45490440a9f0af130be545d8f9d1657db74"}) as unknown as TypedDocumentString<AdminListNotificationQuery, AdminListNotificationQueryVariables>;
export const AdminSendEmailDocument = new TypedDocumentString(`
    mutation AdminSendEmail($userIds: [ID!]!, $titleVi: String!, $titleEn: String!, $contentVi: String!, $role: UserRole, $idempotencyKey: String, $confirmRecipients: Int) {
  adminSendEmail(
    userIds: $userIds
    titleVi: $titleVi
    titleEn: $titleEn
    contentVi: $contentVi
    role: $role
    idempotencyKey: $idempotencyKey
    confirmRecipients: $confirmRecipients
  ) {
    id
  }
}
    `, {"hash":"sha256:eb22ce79b144e41477ae3b90a0bc2d0520e7c19cc708474d6022409e13fa59bc"}) as unknown as TypedDocumentString<AdminSendEmailMutation, AdminSendEmailMutationVariables>;
export const AdminSendNotificationDocument = new TypedDocumentString(`
    mutation AdminSendNotification($userIds: [ID!]!, $titleVi: String!, $titleEn: String!, $contentVi: String!, $contentEn: String!, $role: UserRole, $notificationType: NotificationType, $type: NotificationTargetScreen, $tagetId: ID, $idempotencyKey: String, $confirmRecipients: Int) {
  adminSendNotification(
    userIds: $userIds
    titleVi: $titleVi
    titleEn: $titleEn
    contentVi: $contentVi
    contentEn: $contentEn
    role: $role
    notificationType: $notificationType
    type: $type
    tagetId: $tagetId
    idempotencyKey: $idempotencyKey
    confirmRecipients: $confirmRecipients
  ) {
    id
  }
}
    `, {"hash":"sha256:c294b8c93be9e1c44d9e96c269de74a3a28e4a88b1bf3e1fa960f50a174e0b12"}) as unknown as TypedDocumentString<AdminSendNotificationMutation, AdminSendNotificationMutationVariables>;
export const AdminNotificationAudienceCountDocument = new TypedDocumentString(`
    query AdminNotificationAudienceCount($userIds: [ID!]!, $role: UserRole, $notificationType: NotificationType) {
  adminNotificationAudienceCount(
    userIds: $userIds
    role: $role
    notificationType: $notificationType
  )
}
    `, {"hash":"sha256:fddc4bc0f6869aff94bf1402035668e89619ddcfeee8e9559ee8796b9f5d5b53"}) as unknown as TypedDocumentString<AdminNotificationAudienceCountQuery, AdminNotificationAudienceCountQueryVariables>;
export const AdminSearchNotificationTargetsDocument = new TypedDocumentString(`
    query AdminSearchNotificationTargets($type: NotificationTargetScreen!, $keyword: String) {
  adminSearchNotificationTargets(type: $type, keyword: $keyword) {
    id
    title
  }
}
    `, {"hash":"sha256:a7f38f96e0d2ce34f6217ae9400382bc1cb127ed5415a9da56cce21d30b394ca"}) as unknown as TypedDocumentString<AdminSearchNotificationTargetsQuery, AdminSearchNotificationTargetsQueryVariables>;
export const NotificationRecipientOptionsDocument = new TypedDocumentString(`
    query NotificationRecipientOptions($keyword: String, $take: Int) {
  users(skip: 1, take: $take, keyword: $keyword, status: ACTIVE) {
    items {
      id
      email
      firstName
      lastName
      isActiveEmail
    }
  }
}
    `, {"hash":"sha256:41cb9cd6ba4dc1137ba0238d7a5b53026fee38633858cd002a9fd14798a9f7c4"}) as unknown as TypedDocumentString<NotificationRecipientOptionsQuery, NotificationRecipientOptionsQueryVariables>;
export const AdminRetryNotificationDeliveriesDocument = new TypedDocumentString(`
    mutation AdminRetryNotificationDeliveries($id: ID!) {
  adminRetryNotificationDeliveries(id: $id) {
    id
  }
}
    `, {"hash":"sha256:b5b04d0f528ae8612a210ea58b47627aa5f181d146e80eb841aafb80bd85f29d"}) as unknown as TypedDocumentString<AdminRetryNotificationDeliveriesMutation, AdminRetryNotificationDeliveriesMutationVariables>;
export const AdminSendNotificationTestDocument = new TypedDocumentString(`
    mutation AdminSendNotificationTest($titleVi: String!, $titleEn: String!, $contentVi: String!, $contentEn: String!) {
  adminSendNotificationTest(
    titleVi: $titleVi
    titleEn: $titleEn
    contentVi: $contentVi
    contentEn: $contentEn
  )
}
    `, {"hash":"sha256:a1ae2a82b2741f8c45f76b1567bad996c8bcfd181c9f83e6964194ff3527b0bb"}) as unknown as TypedDocumentString<AdminSendNotificationTestMutation, AdminSendNotificationTestMutationVariables>;
export const AdminBulkDeletePackagesDocument = new TypedDocumentString(`
    mutation AdminBulkDeletePackages($kind: AdminBulkPackageKind!, $ids: [ID!]!) {
  adminBulkDeletePackages(kind: $kind, ids: $ids) {
    ...BulkActionResult
  }
}
    fragment BulkActionResult on AdminBulkActionResult {
  id
  ok
  error
  code
}`, {"hash":"sha256:f7b81c28b3a1105e4b65e27325944d2e8a82124d293fba574407950d698bb2d8"}) as unknown as TypedDocumentString<AdminBulkDeletePackagesMutation, AdminBulkDeletePackagesMutationVariables>;
export const AdminBulkUpdateStatusPackagesDocument = new TypedDocumentString(`
    mutation AdminBulkUpdateStatusPackages($kind: AdminBulkPackageKind!, $ids: [ID!]!, $active: Boolean!) {
  adminBulkUpdateStatusPackages(kind: $kind, ids: $ids, active: $active) {
    ...BulkActionResult
  }
}
    fragment BulkActionResult on AdminBulkActionResult {
  id
  ok
  error
  code
}`, {"hash":"sha256:a51f08a8a5c8a17b619501103f7c3fb1fbd3f9e9c2fa7dc972e37c22264c8f2d"}) as unknown as TypedDocumentString<AdminBulkUpdateStatusPackagesMutation, AdminBulkUpdateStatusPackagesMutationVariables>;
export const AdminCreateServicesDocument = new TypedDocumentString(`
    mutation AdminCreateServices($input: AdminServiceInput!) {
  adminCreateServices(input: $input) {
    id
  }
}
    `, {"hash":"sha256:439216f9fddf154c6257033fff50b06c4ee31943d8af863a6624c03064d16373"}) as unknown as TypedDocumentString<AdminCreateServicesMutation, AdminCreateServicesMutationVariables>;
export const AdminCreateUserServiceBenefitsDocument = new TypedDocumentString(`
    mutation AdminCreateUserServiceBenefits($type: BenefitType!, $title: String!) {
  adminCreateUserServiceBenefits(type: $type, title: $title) {
    id
  }
}
    `, {"hash":"sha256:00f8fc5e8b631fbacdd161f95c113f418c81ac2d16f6552f6fb1da05fb5efde0"}) as unknown as TypedDocumentString<AdminCreateUserServiceBenefitsMutation, AdminCreateUserServiceBenefitsMutationVariables>;
export const AdminCreateUserServicesDocument = new TypedDocumentString(`
    mutation AdminCreateUserServices($input: AdminUserServiceInput!) {
  adminCreateUserServices(input: $input) {
    id
  }
}
    `, {"hash":"sha256:e9699e88af879961b907c7b5a0b9b3ed855296608ada8786b567d43fcc3b4c1d"}) as unknown as TypedDocumentString<AdminCreateUserServicesMutation, AdminCreateUserServicesMutationVariables>;
export const AdminDeleteServicesDocument = new TypedDocumentString(`
    mutation AdminDeleteServices($id: ID!) {
  adminDeleteServices(id: $id)
}
    `, {"hash":"sha256:5f42781a4b7d5da8baed4031cae53330096f15318e3e3d4111dc03d9d6b4020f"}) as unknown as TypedDocumentString<AdminDeleteServicesMutation, AdminDeleteServicesMutationVariables>;
export const AdminDeleteUserServiceBenefitsDocument = new TypedDocumentString(`
    mutation AdminDeleteUserServiceBenefits($id: ID!) {
  adminDeleteUserServiceBenefits(id: $id)
}
    `, {"hash":"sha256:3b1dbbbabb5adaa453a327266e1170c4a3bf0c15b89b14d900c8f51a80a5de21"}) as unknown as TypedDocumentString<AdminDeleteUserServiceBenefitsMutation, AdminDeleteUserServiceBenefitsMutationVariables>;
export const AdminEditServicesDocument = new TypedDocumentString(`
    mutation AdminEditServices($id: ID!, $input: AdminServiceInput!, $editVersion: Int) {
  adminEditServices(id: $id, input: $input, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:0b7c42ed8698c47d077ceceeac31c615fd7b7cf65a7d16648fc82ef6cc586c5e"}) as unknown as TypedDocumentString<AdminEditServicesMutation, AdminEditServicesMutationVariables>;
export const AdminEditUserServiceBenefitsDocument = new TypedDocumentString(`
    mutation AdminEditUserServiceBenefits($id: ID!, $type: BenefitType!, $title: String!, $editVersion: Int) {
  adminEditUserServiceBenefits(
    id: $id
    type: $type
    title: $title
    editVersion: $editVersion
  ) {
    id
    editVersion
  }
}
    `, {"hash":"sha256:1ea52d8ca5a5e0e500d2da3353947bb5fd05b6c7d73b21b94a4a1fbc79de1b19"}) as unknown as TypedDocumentString<AdminEditUserServiceBenefitsMutation, AdminEditUserServiceBenefitsMutationVariables>;
export const AdminEditUserServicesDocument = new TypedDocumentString(`
    mutation AdminEditUserServices($id: ID!, $input: AdminUserServiceInput!, $editVersion: Int) {
  adminEditUserServices(id: $id, input: $input, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:923ed0d9ca9d85b9498ab9a9e697561b869b4175b7a4c179de9a81abf0eda519"}) as unknown as TypedDocumentString<AdminEditUserServicesMutation, AdminEditUserServicesMutationVariables>;
export const AdminGetServiceDetailDocument = new TypedDocumentString(`
    query AdminGetServiceDetail($id: ID!) {
  adminGetServiceDetail(id: $id) {
    id
    isDeleted
    ...ServiceDetail
    ...ServiceFormValues
  }
}
    fragment ServiceDetail on ServicePackage {
  id
  ...ServiceTerms
  description
  isDeleted
  createdAt
  updatedAt
  benefitsItems {
    id
    title
    isActive
    type
  }
}
fragment ServiceFormValues on ServicePackage {
  editVersion
  id
  ...ServiceTerms
  description
  benefitsItems {
    id
  }
}
fragment ServiceTerms on ServicePackage {
  type
  quantity
  day
  unitPrice
  totalPrice
  isActive
}`, {"hash":"sha256:917dffd1cef3ef5c521c1dad0cf49e528e8c2eca721618b782bfe61f5111edd7"}) as unknown as TypedDocumentString<AdminGetServiceDetailQuery, AdminGetServiceDetailQueryVariables>;
export const AdminGetServicesDocument = new TypedDocumentString(`
    query AdminGetServices($skip: Int, $take: Int, $sort: String, $keyword: String) {
  adminGetServices(skip: $skip, take: $take, sort: $sort, keyword: $keyword) {
    meta {
      ...PageMeta
    }
    items {
      id
      ...ServiceRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment ServiceRow on ServicePackage {
  id
  ...ServiceTerms
}
fragment ServiceTerms on ServicePackage {
  type
  quantity
  day
  unitPrice
  totalPrice
  isActive
}`, {"hash":"sha256:9bd5d73511c1a4316ee7664b424c2e8ab5d817523e105a801d474d55cdc92470"}) as unknown as TypedDocumentString<AdminGetServicesQuery, AdminGetServicesQueryVariables>;
export const AdminGetUserServiceBenefitDetailDocument = new TypedDocumentString(`
    query AdminGetUserServiceBenefitDetail($id: ID!) {
  adminGetUserServiceBenefitDetail(id: $id) {
    id
    ...BenefitFormStart
  }
}
    fragment BenefitFormStart on UserServiceBenefit {
  id
  type
  title
  editVersion
}`, {"hash":"sha256:ea16a0d76fc60fd9c7df665f4f5a63645dc77379452a74f5cfd10c842db5f18b"}) as unknown as TypedDocumentString<AdminGetUserServiceBenefitDetailQuery, AdminGetUserServiceBenefitDetailQueryVariables>;
export const AdminGetUserServiceBenefitsDocument = new TypedDocumentString(`
    query AdminGetUserServiceBenefits {
  adminGetUserServiceBenefits {
    id
    ...BenefitRow
    ...BenefitOption
  }
}
    fragment BenefitOption on UserServiceBenefit {
  id
  title
  type
  isActive
}
fragment BenefitRow on UserServiceBenefit {
  id
  title
  type
  isActive
}`, {"hash":"sha256:0c9b7abe4ff6b2e682ccabd203097388709095957ddc935928050f87535a187c"}) as unknown as TypedDocumentString<AdminGetUserServiceBenefitsQuery, AdminGetUserServiceBenefitsQueryVariables>;
export const AdminGetUserServiceDetailDocument = new TypedDocumentString(`
    query AdminGetUserServiceDetail($id: ID!) {
  adminGetUserServiceDetail(id: $id) {
    id
    ...UserServiceDetail
    ...UserServiceFormValues
  }
}
    fragment PackageOption on ServicePackage {
  id
  ...ServiceTerms
  description
  isDeleted
}
fragment UserServiceDetail on UserServicePackage {
  id
  userId
  ...UserServiceTerms
  unitPrice
  createdAt
  user {
    id
    firstName
    lastName
    email
    phone
    prefixPhone
  }
  package {
    id
    description
    benefitsItems {
      id
      title
    }
  }
}
fragment UserServiceFormValues on UserServicePackage {
  editVersion
  id
  userId
  servicesId
  quantity
  day
  used
  isActive
  expriedDate
  user {
    id
    firstName
    lastName
    email
  }
  package {
    ...PackageOption
  }
}
fragment ServiceTerms on ServicePackage {
  type
  quantity
  day
  unitPrice
  totalPrice
  isActive
}
fragment UserServiceTerms on UserServicePackage {
  type
  quantity
  used
  day
  isActive
  totalPrice
  expriedDate
}`, {"hash":"sha256:705b6ab29af5dbc45226ab904d14b20319b1671e9809439ec39363c22867a0e8"}) as unknown as TypedDocumentString<AdminGetUserServiceDetailQuery, AdminGetUserServiceDetailQueryVariables>;
export const AdminGetUserServicesDocument = new TypedDocumentString(`
    query AdminGetUserServices($skip: Int, $take: Int, $sort: String, $keyword: String, $status: UserServiceStatus) {
  adminGetUserServices(
    skip: $skip
    take: $take
    sort: $sort
    keyword: $keyword
    status: $status
  ) {
    meta {
      ...PageMeta
    }
    items {
      id
      ...UserServiceRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment UserServiceRow on UserServicePackage {
  id
  userId
  ...UserServiceTerms
  user {
    id
    firstName
    lastName
  }
}
fragment UserServiceTerms on UserServicePackage {
  type
  quantity
  used
  day
  isActive
  totalPrice
  expriedDate
}`, {"hash":"sha256:3770722bca0ca8858ffbfba5be55b7c790527aec0577bb82fba7fe1f2ab30e6d"}) as unknown as TypedDocumentString<AdminGetUserServicesQuery, AdminGetUserServicesQueryVariables>;
export const AdminUpdateStatusServicesDocument = new TypedDocumentString(`
    mutation AdminUpdateStatusServices($id: ID!, $active: Boolean!) {
  adminUpdateStatusServices(id: $id, active: $active) {
    id
    isActive
  }
}
    `, {"hash":"sha256:f0a854c3a8cec1f4338227090e075c48418063ff12c824586b3c26c6aff2a550"}) as unknown as TypedDocumentString<AdminUpdateStatusServicesMutation, AdminUpdateStatusServicesMutationVariables>;
export const AdminUpdateStatusUserServiceBenefitsDocument = new TypedDocumentString(`
    mutation AdminUpdateStatusUserServiceBenefits($id: ID!, $active: Boolean!) {
  adminUpdateStatusUserServiceBenefits(id: $id, active: $active) {
    id
    isActive
  }
}
    `, {"hash":"sha256:28c0d1661b977bf59b3932bd1582ddd5ea90b6891eb1e96bbec2853055fb5394"}) as unknown as TypedDocumentString<AdminUpdateStatusUserServiceBenefitsMutation, AdminUpdateStatusUserServiceBenefitsMutationVariables>;
export const PackageMemberOptionsDocument = new TypedDocumentString(`
    query PackageMemberOptions($keyword: String, $take: Int) {
  users(skip: 1, take: $take, keyword: $keyword) {
    items {
      id
      ...MemberOption
    }
  }
}
    fragment MemberOption on User {
  id
  firstName
  lastName
  email
  phone
  prefixPhone
}`, {"hash":"sha256:48bb94114eeb16993d2b35c4e0b0965537d503ef225c7bcc2bdc164bad343e30"}) as unknown as TypedDocumentString<PackageMemberOptionsQuery, PackageMemberOptionsQueryVariables>;
export const PackageOptionsDocument = new TypedDocumentString(`
    query PackageOptions($take: Int) {
  adminGetServices(skip: 1, take: $take) {
    items {
      id
      ...PackageOption
    }
  }
}
    fragment PackageOption on ServicePackage {
  id
  ...ServiceTerms
  description
  isDeleted
}
fragment ServiceTerms on ServicePackage {
  type
  quantity
  day
  unitPrice
  totalPrice
  isActive
}`, {"hash":"sha256:1205b9bc8613ee32530ac4a4d9521d576e5b7a3f6ae7d378a1cb6d4152b99626"}) as unknown as TypedDocumentString<PackageOptionsQuery, PackageOptionsQueryVariables>;
export const AdminSearchDocument = new TypedDocumentString(`
    query AdminSearch($query: String!, $first: Int) {
  adminSearch(query: $query, first: $first) {
    members {
      ...PaletteHit
    }
    posts {
      ...PaletteHit
    }
    transferRequests {
      ...PaletteHit
    }
    garages {
      ...PaletteHit
    }
    drivingCenters {
      ...PaletteHit
    }
    parkings {
      ...PaletteHit
    }
    reviews {
      ...PaletteHit
    }
  }
}
    fragment PaletteHit on AdminSearchHit {
  id
  title
  detail
  listSearch
}`, {"hash":"sha256:f236ec11e98219cae51c4689603e8c65d4888f4413e0237364b535f455126c0f"}) as unknown as TypedDocumentString<AdminSearchQuery, AdminSearchQueryVariables>;
export const AdminCreateParkingDocument = new TypedDocumentString(`
    mutation AdminCreateParking($input: AdminParkingInput!) {
  adminCreateParking(input: $input) {
    id
  }
}
    `, {"hash":"sha256:e7f722fed4e720eff53ca7b8d121e4ba47ae295adaaacf0bc884ad320de4c177"}) as unknown as TypedDocumentString<AdminCreateParkingMutation, AdminCreateParkingMutationVariables>;
export const AdminDeleteParkingDocument = new TypedDocumentString(`
    mutation AdminDeleteParking($id: ID!) {
  adminDeleteParking(id: $id)
}
    `, {"hash":"sha256:e7825a71e6ec183d4bcec7967d344aa403dad6954f784a756069bc676044c251"}) as unknown as TypedDocumentString<AdminDeleteParkingMutation, AdminDeleteParkingMutationVariables>;
export const AdminEditParkingDocument = new TypedDocumentString(`
    mutation AdminEditParking($id: ID!, $input: AdminParkingInput!, $editVersion: Int) {
  adminEditParking(id: $id, input: $input, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:3a9af890be97e85098121804576136866847c0e6eed205a6296d153723777571"}) as unknown as TypedDocumentString<AdminEditParkingMutation, AdminEditParkingMutationVariables>;
export const AdminGetParkingDetailDocument = new TypedDocumentString(`
    query AdminGetParkingDetail($id: ID!) {
  adminGetParkingDetail(id: $id) {
    id
    ...ParkingDetail
    ...ParkingFormValues
  }
}
    fragment AddressProvinceName on Province {
  code
  name
  isActive
}
fragment AddressDistrictName on District {
  code
  name
  prefix
  isActive
}
fragment AddressWardName on Ward {
  code
  name
  prefix
  isActive
}
fragment ParkingDetail on Parking {
  id
  title
  description
  total
  address
  phone
  email
  website
  province
  district
  ward
  latitude
  longitude
  isActive
  closeOnPublicHolidays
  sameWeekOfOperation
  status
  reason
  createdAt
  updatedAt
  user {
    id
    firstName
    lastName
  }
  medias {
    id
    mediaDetail {
      id
      filePathLG
      filePathOriginal
    }
  }
  provinceDetail {
    ...AddressProvinceName
  }
  districtDetail {
    ...AddressDistrictName
  }
  wardDetail {
    ...AddressWardName
  }
  workingTimes {
    id
    day
    startTime
    endTime
  }
  priceProperties {
    id
    type
    price
  }
}
fragment ParkingFormValues on Parking {
  editVersion
  id
  title
  userId
  user {
    id
    firstName
    lastName
    email
  }
  description
  total
  mediaIds
  medias {
    id
    mediaId
    mediaDetail {
      id
      fileName
      mimeType
      filePathSM
      filePathOriginal
    }
  }
  address
  phone
  email
  website
  province
  district
  ward
  provinceDetail {
    code
    name
  }
  districtDetail {
    code
    name
    prefix
  }
  wardDetail {
    code
    name
    prefix
  }
  latitude
  longitude
  isActive
  closeOnPublicHolidays
  sameWeekOfOperation
  status
  reason
  workingTimes {
    day
    startTime
    endTime
  }
  priceProperties {
    type
    price
  }
}`, {"hash":"sha256:1870b48c17afabc4c6ca815228e7a83cabdb7688893092170821bb9e487ca187"}) as unknown as TypedDocumentString<AdminGetParkingDetailQuery, AdminGetParkingDetailQueryVariables>;
export const AdminParkingPaginationDocument = new TypedDocumentString(`
    query AdminParkingPagination($skip: Int, $take: Int, $order: String, $sort: Sort, $keyword: String, $createFrom: String, $createTo: String) {
  adminParkingPagination(
    skip: $skip
    take: $take
    order: $order
    sort: $sort
    keyword: $keyword
    createFrom: $createFrom
    createTo: $createTo
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...ParkingRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment AddressProvinceName on Province {
  code
  name
  isActive
}
fragment AddressDistrictName on District {
  code
  name
  prefix
  isActive
}
fragment AddressWardName on Ward {
  code
  name
  prefix
  isActive
}
fragment ParkingRow on Parking {
  id
  title
  phone
  email
  website
  address
  createdAt
  status
  province
  district
  ward
  user {
    id
    firstName
    lastName
  }
  medias {
    mediaDetail {
      filePathSM
      filePathOriginal
    }
  }
  provinceDetail {
    ...AddressProvinceName
  }
  districtDetail {
    ...AddressDistrictName
  }
  wardDetail {
    ...AddressWardName
  }
}`, {"hash":"sha256:16b9fda131debc22261c71495be5b8822aa7db26423e1118d9bb5922b3dc702d"}) as unknown as TypedDocumentString<AdminParkingPaginationQuery, AdminParkingPaginationQueryVariables>;
export const AdminBulkModeratePostsDocument = new TypedDocumentString(`
    mutation AdminBulkModeratePosts($posts: [AdminBulkPostInput!]!, $action: AdminBulkPostAction!, $reason: PostModerationReason, $note: String) {
  adminBulkModeratePosts(
    posts: $posts
    action: $action
    reason: $reason
    note: $note
  ) {
    ...BulkActionResult
  }
}
    fragment BulkActionResult on AdminBulkActionResult {
  id
  ok
  error
  code
}`, {"hash":"sha256:6ab1c1e9ca458b8a1a2b6ad8791d6615c114efad8a4c83fb6af5d883bade112a"}) as unknown as TypedDocumentString<AdminBulkModeratePostsMutation, AdminBulkModeratePostsMutationVariables>;
export const AdminChangeStatusPostDocument = new TypedDocumentString(`
    mutation AdminChangeStatusPost($id: ID!, $status: PostStatus!, $note: String, $reason: PostModerationReason, $expectedStatus: PostStatus) {
  adminChangeStatusPost(
    id: $id
    status: $status
    note: $note
    reason: $reason
    expectedStatus: $expectedStatus
  ) {
    id
    status
  }
}
    `, {"hash":"sha256:c510f56128c7f7ec0be393282979ef08dfed686b1b498161b652af2b25798f95"}) as unknown as TypedDocumentString<AdminChangeStatusPostMutation, AdminChangeStatusPostMutationVariables>;
export const AdminClaimPostDocument = new TypedDocumentString(`
    mutation AdminClaimPost($id: ID!) {
  adminClaimPost(id: $id) {
    ...PostClaimInfo
  }
}
    fragment PostClaimInfo on PostClaim {
  mine
  claimedAt
  expiresAt
  admin {
    id
    fullName
    email
  }
}`, {"hash":"sha256:a8b6210a78baf43c15c3409f15f8e2a8a18261aa0fe45f21a6c30e59b6e27997"}) as unknown as TypedDocumentString<AdminClaimPostMutation, AdminClaimPostMutationVariables>;
export const AdminReleasePostDocument = new TypedDocumentString(`
    mutation AdminReleasePost($id: ID!) {
  adminReleasePost(id: $id)
}
    `, {"hash":"sha256:a71774f0931638870e4361244f71ab70cd9a024b466aae3f903288744126d618"}) as unknown as TypedDocumentString<AdminReleasePostMutation, AdminReleasePostMutationVariables>;
export const AdminDismissPostReportsDocument = new TypedDocumentString(`
    mutation AdminDismissPostReports($id: ID!, $expectedStatus: PostStatus) {
  adminDismissPostReports(id: $id, expectedStatus: $expectedStatus) {
    id
    status
  }
}
    `, {"hash":"sha256:62c67965f1359e40bea2005a6d8400c5ccca06643e6fe7fb253b87f6de23303a"}) as unknown as TypedDocumentString<AdminDismissPostReportsMutation, AdminDismissPostReportsMutationVariables>;
export const AdminGetPostDetailDocument = new TypedDocumentString(`
    query AdminGetPostDetail($id: ID!) {
  adminGetPostDetail(id: $id) {
    id
    ...PostDetail
  }
}
    fragment PostDetail on Post {
  id
  title
  status
  price
  hiddenPrice
  showHiddenPrice
  currency
  includeTax
  condition
  odometer
  year
  regPlate
  plateHidden
  regExprice
  transmission
  description
  offer
  inspection
  planExpried
  remoteAssessment
  roadworthyCeftificate
  countryCode
  totalView
  videoUrl
  createdAt
  updatedAt
  waitingSince
  reportCount
  sellerPostCount
  medias {
    ...PostMedia
  }
  hidePlateMedias {
    ...PostMedia
  }
  brand {
    id
    name
  }
  model {
    id
    name
  }
  version {
    id
    name
  }
  bodyType {
    id
    name
  }
  colour {
    id
    name
  }
  fuelType {
    id
    name
  }
  fuelEconomy {
    id
    nameEn
    nameVi
  }
  driverType {
    id
    nameEn
  }
  seat {
    id
    name
  }
  door {
    id
    name
  }
  city {
    id
    name
  }
  user {
    id
    ...PostPoster
    metadata {
      language
    }
  }
  statusReasonRejected {
    status
    note
    reason
    planRemainingTime
  }
  marketPrice {
    outlier
    ...PostPriceCheck
  }
  claim {
    ...PostClaimInfo
  }
  pendingEdit {
    ...PostPendingEditView
  }
  reports {
    id
    ...PostReportItem
  }
  statusHistory {
    id
    ...PostStatusChangeItem
  }
}
fragment PostPriceCheck on MarketPriceCheck {
  versionPrice
  ratio
  outlier
}
fragment PostPendingEditView on PostPendingEdit {
  submittedAt
  changes {
    field
    before
    after
  }
}
fragment PostReportItem on ReportPost {
  id
  reason
  content
  createdAt
  userId
  user {
    id
    firstName
    lastName
  }
}
fragment PostStatusChangeItem on PostStatusChange {
  id
  at
  from
  to
  reason
  note
  undo
  admin {
    id
    fullName
    email
  }
}
fragment PostMedia on Media {
  id
  fileName
  filePathSM
  filePathLG
  filePathOriginal
  mimeType
}
fragment PostClaimInfo on PostClaim {
  mine
  claimedAt
  expiresAt
  admin {
    id
    fullName
    email
  }
}
fragment PostPoster on User {
  id
  firstName
  lastName
  email
  phone
  prefixPhone
}`, {"hash":"sha256:8ddf9592bbc1922ee05e027b494fc03b99f9cc300b8fd6e421349856f8bd6663"}) as unknown as TypedDocumentString<AdminGetPostDetailQuery, AdminGetPostDetailQueryVariables>;
export const AdminListPostDocument = new TypedDocumentString(`
    query AdminListPost($skip: Int, $take: Int, $sort: String, $titleAndPostId: String, $status: PostStatus, $createFrom: String, $createTo: String, $userId: ID, $location: String, $brand: ID) {
  adminListPost(
    skip: $skip
    take: $take
    sort: $sort
    titleAndPostId: $titleAndPostId
    status: $status
    createFrom: $createFrom
    createTo: $createTo
    userId: $userId
    location: $location
    brand: $brand
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...PostRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment PostRow on Post {
  id
  title
  totalView
  price
  currency
  status
  countryCode
  createdAt
  medias {
    id
    filePathSM
    filePathOriginal
  }
  brand {
    id
    name
  }
  model {
    id
    name
  }
  city {
    id
    name
  }
  user {
    id
    ...PostPoster
  }
  marketPrice {
    outlier
  }
}
fragment PostPoster on User {
  id
  firstName
  lastName
  email
  phone
  prefixPhone
}`, {"hash":"sha256:640a17430f408aa97162c8b17d73a82ef50e7be8e75ec0ba0e8e2b1087964c58"}) as unknown as TypedDocumentString<AdminListPostQuery, AdminListPostQueryVariables>;
export const AdminGetPostForEditDocument = new TypedDocumentString(`
    query AdminGetPostForEdit($id: ID!) {
  adminGetPostDetail(id: $id) {
    id
    ...PostFormValues
  }
}
    fragment PostFormValues on Post {
  id
  editVersion
  title
  price
  hiddenPrice
  showHiddenPrice
  currency
  includeTax
  condition
  odometer
  year
  regPlate
  plateHidden
  regExprice
  transmission
  description
  offer
  inspection
  remoteAssessment
  roadworthyCeftificate
  countryCode
  videoUrl
  status
  city {
    id
  }
  brand {
    id
  }
  model {
    id
  }
  version {
    id
  }
  bodyType {
    id
  }
  colour {
    id
  }
  fuelType {
    id
  }
  fuelEconomy {
    id
  }
  driverType {
    id
  }
  seat {
    id
  }
  door {
    id
  }
  user {
    id
    ...PostPoster
  }
  medias {
    ...PostFormMedia
  }
  hidePlateMedias {
    ...PostFormMedia
  }
}
fragment PostFormMedia on Media {
  id
  fileName
  mimeType
  filePathSM
  filePathOriginal
}
fragment PostPoster on User {
  id
  firstName
  lastName
  email
  phone
  prefixPhone
}`, {"hash":"sha256:c281f70ab07d97d025013973593d36edbe7f8f556c3089566f1b5724a901f8f9"}) as unknown as TypedDocumentString<AdminGetPostForEditQuery, AdminGetPostForEditQueryVariables>;
export const AdminCreatePostDocument = new TypedDocumentString(`
    mutation AdminCreatePost($input: AdminPostInput!) {
  adminCreatePost(input: $input) {
    id
  }
}
    `, {"hash":"sha256:77ef587c688759ed7688c6a24e5b01a22b04ddc4a7af7a8041853ac9a4bfe24e"}) as unknown as TypedDocumentString<AdminCreatePostMutation, AdminCreatePostMutationVariables>;
export const AdminEditPostDocument = new TypedDocumentString(`
    mutation AdminEditPost($id: ID!, $input: AdminPostInput!, $editVersion: Int) {
  adminEditPost(id: $id, input: $input, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:146eda90e5b7b9a0240da1fe2bc6ecaccbdf6d8788e4328db5d468951f5fac55"}) as unknown as TypedDocumentString<AdminEditPostMutation, AdminEditPostMutationVariables>;
export const AdminPostReviewQueueDocument = new TypedDocumentString(`
    query AdminPostReviewQueue($skip: Int, $take: Int, $kind: String) {
  adminPostReviewQueue(skip: $skip, take: $take, kind: $kind) {
    meta {
      ...PageMeta
    }
    items {
      ...PostQueueItem
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment PostClaimInfo on PostClaim {
  mine
  claimedAt
  expiresAt
  admin {
    id
    fullName
    email
  }
}
fragment PostQueueItem on PostReviewQueueItem {
  waitingSince
  reportCount
  reasons
  kind
  post {
    id
    title
    status
    price
    currency
    medias {
      id
      filePathSM
      filePathOriginal
    }
    user {
      id
      ...PostPoster
      metadata {
        language
      }
    }
    claim {
      ...PostClaimInfo
    }
    marketPrice {
      outlier
    }
  }
}
fragment PostPoster on User {
  id
  firstName
  lastName
  email
  phone
  prefixPhone
}`, {"hash":"sha256:2aa722b90c759cd29be54de7091bf55bb0e3660a53601a55de0812950a05a06f"}) as unknown as TypedDocumentString<AdminPostReviewQueueQuery, AdminPostReviewQueueQueryVariables>;
export const AdminUndoPostApprovalDocument = new TypedDocumentString(`
    mutation AdminUndoPostApproval($id: ID!) {
  adminUndoPostApproval(id: $id) {
    id
    status
  }
}
    `, {"hash":"sha256:4e4ebcd97d9389fdbb2400ace40ba6336b1334981f97141cafcf71ff3a63c16a"}) as unknown as TypedDocumentString<AdminUndoPostApprovalMutation, AdminUndoPostApprovalMutationVariables>;
export const PostCatalogueDocument = new TypedDocumentString(`
    query PostCatalogue {
  adminGetListBrands {
    id
    name
    isActive
  }
  adminGetListModels {
    id
    name
    brand
    isActive
  }
}
    `, {"hash":"sha256:7ecf8e9820a13639bf12a6256cd15929abe30dda488cc29ef9061d0d7a4cf2d6"}) as unknown as TypedDocumentString<PostCatalogueQuery, PostCatalogueQueryVariables>;
export const PostFormCatalogueDocument = new TypedDocumentString(`
    query PostFormCatalogue {
  adminGetListBrands {
    id
    name
    isActive
  }
  adminGetListModels {
    id
    name
    brand
    isActive
  }
  adminGetListVersion {
    id
    name
    model
    isActive
  }
  adminGetListBodyTypes {
    id
    name
    isActive
  }
  adminGetListColous {
    id
    name
    isActive
  }
  adminGetListFuelType {
    id
    name
    isActive
  }
  adminGetListFuelEconomy {
    id
    nameEn
    nameVi
    isActive
  }
  adminGetListDriverType {
    id
    nameEn
    isActive
  }
  adminGetListSeats {
    id
    name
    isActive
  }
  adminGetListDoors {
    id
    name
    isActive
  }
}
    `, {"hash":"sha256:0efa5b0b8d4d27b4e32f2cd9d2b3dbfa19e6c39b2c96f4fe3d39f35e9afce4e0"}) as unknown as TypedDocumentString<PostFormCatalogueQuery, PostFormCatalogueQueryVariables>;
export const PostPosterOptionsDocument = new TypedDocumentString(`
    query PostPosterOptions($keyword: String, $take: Int) {
  users(skip: 1, take: $take, keyword: $keyword, status: ACTIVE) {
    items {
      id
      ...PostPoster
    }
  }
}
    fragment PostPoster on User {
  id
  firstName
  lastName
  email
  phone
  prefixPhone
}`, {"hash":"sha256:2373b7fb87ee35c91118dc289ff98351e56365c595133bb1c8e91f6d25645351"}) as unknown as TypedDocumentString<PostPosterOptionsQuery, PostPosterOptionsQueryVariables>;
export const PostPosterDocument = new TypedDocumentString(`
    query PostPoster($id: ID!) {
  adminGetUserDetail(id: $id) {
    id
    ...PostPoster
  }
}
    fragment PostPoster on User {
  id
  firstName
  lastName
  email
  phone
  prefixPhone
}`, {"hash":"sha256:679337def473d917052130b20fc522874cc5d51d23478395665355aa693ce332"}) as unknown as TypedDocumentString<PostPosterQuery, PostPosterQueryVariables>;
export const AdminCreateReviewVideosDocument = new TypedDocumentString(`
    mutation AdminCreateReviewVideos($input: AdminReviewVideoInput!) {
  adminCreateReviewVideos(input: $input) {
    id
    slug
  }
}
    `, {"hash":"sha256:a6734ccd87792f6dab5b7adea3d4e8b02a67b060b10606d4b194f7b92782753b"}) as unknown as TypedDocumentString<AdminCreateReviewVideosMutation, AdminCreateReviewVideosMutationVariables>;
export const AdminDeleteReviewVideosDocument = new TypedDocumentString(`
    mutation AdminDeleteReviewVideos($id: ID!) {
  adminDeleteReviewVideos(id: $id)
}
    `, {"hash":"sha256:6e273cdc0ee4e394459faa5b0d55b2a586d7c5e4ae521c03de263aebf47e555d"}) as unknown as TypedDocumentString<AdminDeleteReviewVideosMutation, AdminDeleteReviewVideosMutationVariables>;
export const AdminEditReviewVideosDocument = new TypedDocumentString(`
    mutation AdminEditReviewVideos($id: ID!, $input: AdminReviewVideoInput!, $editVersion: Int) {
  adminEditReviewVideos(id: $id, input: $input, editVersion: $editVersion) {
    id
    slug
  }
}
    `, {"hash":"sha256:8bbcf0d37ac89af8da5e3f44f3eb09d245e60717ba5d7e9652652080db1574c7"}) as unknown as TypedDocumentString<AdminEditReviewVideosMutation, AdminEditReviewVideosMutationVariables>;
export const AdminGetListReviewVideosDocument = new TypedDocumentString(`
    query AdminGetListReviewVideos($skip: Int, $take: Int, $sort: String, $keyword: String) {
  adminGetListReviewVideos(
    skip: $skip
    take: $take
    sort: $sort
    keyword: $keyword
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...ReviewVideoRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment ReviewVideoRow on ReviewVideo {
  editVersion
  id
  title
  description
  linkVideo
  slug
  createdAt
}`, {"hash":"sha256:03eeb2678bbcdc602b8da690d10b05586f64de791947c74f0f7ef78b16b2a223"}) as unknown as TypedDocumentString<AdminGetListReviewVideosQuery, AdminGetListReviewVideosQueryVariables>;
export const AdminGetReviewVideoDetailDocument = new TypedDocumentString(`
    query AdminGetReviewVideoDetail($id: ID, $slug: String) {
  adminGetReviewVideoDetail(id: $id, slug: $slug) {
    id
    ...ReviewVideoRow
    updatedAt
  }
}
    fragment ReviewVideoRow on ReviewVideo {
  editVersion
  id
  title
  description
  linkVideo
  slug
  createdAt
}`, {"hash":"sha256:d764cc461b648ccf5d4aeb8ee0a57da2ecc25fd6af542b275332fa505be3f7d1"}) as unknown as TypedDocumentString<AdminGetReviewVideoDetailQuery, AdminGetReviewVideoDetailQueryVariables>;
export const AdminBulkChangeStatusReviewsDocument = new TypedDocumentString(`
    mutation AdminBulkChangeStatusReviews($kind: AdminBulkReviewKind!, $ids: [ID!]!, $active: Boolean!) {
  adminBulkChangeStatusReviews(kind: $kind, ids: $ids, active: $active) {
    ...BulkActionResult
  }
}
    fragment BulkActionResult on AdminBulkActionResult {
  id
  ok
  error
  code
}`, {"hash":"sha256:e6f8b21d629eaaec0b373afc252632432768c258e72daa98b8625cd3373d1f35"}) as unknown as TypedDocumentString<AdminBulkChangeStatusReviewsMutation, AdminBulkChangeStatusReviewsMutationVariables>;
export const AdminBulkDeleteReviewsDocument = new TypedDocumentString(`
    mutation AdminBulkDeleteReviews($kind: AdminBulkReviewKind!, $ids: [ID!]!) {
  adminBulkDeleteReviews(kind: $kind, ids: $ids) {
    ...BulkActionResult
  }
}
    fragment BulkActionResult on AdminBulkActionResult {
  id
  ok
  error
  code
}`, {"hash":"sha256:570d0c4c7f74f4442f1b116cea1303489e94c62fbaee21251c13a4e4f4b644ae"}) as unknown as TypedDocumentString<AdminBulkDeleteReviewsMutation, AdminBulkDeleteReviewsMutationVariables>;
export const AdminChangeStatusReviewCategoryDocument = new TypedDocumentString(`
    mutation AdminChangeStatusReviewCategory($id: ID!, $active: Boolean!) {
  adminChangeStatusReviewCategory(input: {id: $id, active: $active}) {
    id
    isActive
  }
}
    `, {"hash":"sha256:4ae9b7a0527705c4403449664a1fafb237d3053e6f185e7adc28437684824d23"}) as unknown as TypedDocumentString<AdminChangeStatusReviewCategoryMutation, AdminChangeStatusReviewCategoryMutationVariables>;
export const AdminChangeStatusReviewDocument = new TypedDocumentString(`
    mutation AdminChangeStatusReview($id: ID!, $active: Boolean!) {
  adminChangeStatusReview(input: {id: $id, active: $active}) {
    id
    isActive
  }
}
    `, {"hash":"sha256:2824d386d117b4392f48ad8c9c0357d102abde7078bb2ac29c6c7b51d1de05c1"}) as unknown as TypedDocumentString<AdminChangeStatusReviewMutation, AdminChangeStatusReviewMutationVariables>;
export const AdminCreateReviewCategoryDocument = new TypedDocumentString(`
    mutation AdminCreateReviewCategory($input: AdminReviewCategoryInput!) {
  adminCreateReviewCategory(input: $input) {
    id
  }
}
    `, {"hash":"sha256:3f1e1ac1e06bbee8b2432e77c3d7be447debad75f9b76356937e6166a5471a39"}) as unknown as TypedDocumentString<AdminCreateReviewCategoryMutation, AdminCreateReviewCategoryMutationVariables>;
export const AdminCreateReviewDocument = new TypedDocumentString(`
    mutation AdminCreateReview($input: AdminReviewInput!) {
  adminCreateReview(input: $input) {
    id
  }
}
    `, {"hash":"sha256:fbea6bbb6d891a0cc1a6685f206d26d8c3e34459dba94f1e02a27e3ff204de1c"}) as unknown as TypedDocumentString<AdminCreateReviewMutation, AdminCreateReviewMutationVariables>;
export const AdminDeleteReviewCategoryDocument = new TypedDocumentString(`
    mutation AdminDeleteReviewCategory($id: ID!) {
  adminDeleteReviewCategory(id: $id)
}
    `, {"hash":"sha256:c60cc5e76bfaa8d40265c90bd21a0992e67410f533ea4c1884845e4f7f03c809"}) as unknown as TypedDocumentString<AdminDeleteReviewCategoryMutation, AdminDeleteReviewCategoryMutationVariables>;
export const AdminDeleteReviewDocument = new TypedDocumentString(`
    mutation AdminDeleteReview($id: ID!) {
  adminDeleteReview(id: $id)
}
    `, {"hash":"sha256:64b62168fae5ee66f6467a638e07a8d05ab22c45df80acf0e24e83a02a30c758"}) as unknown as TypedDocumentString<AdminDeleteReviewMutation, AdminDeleteReviewMutationVariables>;
export const AdminEditReviewCategoryDocument = new TypedDocumentString(`
    mutation AdminEditReviewCategory($id: ID!, $input: AdminReviewCategoryInput!, $editVersion: Int) {
  adminEditReviewCategory(id: $id, input: $input, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:5f26c59220d7f1bb3bef84c2e1b5187df283b1c6118c269e915059e7c7757210"}) as unknown as TypedDocumentString<AdminEditReviewCategoryMutation, AdminEditReviewCategoryMutationVariables>;
export const AdminEditReviewDocument = new TypedDocumentString(`
    mutation AdminEditReview($id: ID!, $input: AdminReviewInput!, $editVersion: Int) {
  adminEditReview(id: $id, input: $input, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:ec09e837c874b9bc442fffe956a23304d960da292960596c60d197f755c030c7"}) as unknown as TypedDocumentString<AdminEditReviewMutation, AdminEditReviewMutationVariables>;
export const AdminGetListReviewCategoriesDocument = new TypedDocumentString(`
    query AdminGetListReviewCategories($skip: Int, $take: Int, $sort: String, $keyword: String) {
  adminGetListReviewCategories(
    skip: $skip
    take: $take
    sort: $sort
    keyword: $keyword
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...ReviewCategoryRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment ReviewCategoryRow on ReviewCategory {
  editVersion
  id
  nameVi
  nameEn
  slug
  isActive
  total
}`, {"hash":"sha256:2c2d3c932cdc8577c8b3613ab01ee78772473f39f4dc619a71d74b35e04ee91e"}) as unknown as TypedDocumentString<AdminGetListReviewCategoriesQuery, AdminGetListReviewCategoriesQueryVariables>;
export const AdminGetListReviewsDocument = new TypedDocumentString(`
    query AdminGetListReviews($skip: Int, $take: Int, $sort: String, $keyword: String, $category: ID) {
  adminGetListReviews(
    skip: $skip
    take: $take
    sort: $sort
    keyword: $keyword
    category: $category
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...ReviewRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment ReviewRow on Review {
  id
  nameVi
  nameEn
  slug
  isActive
  createdAt
  categories {
    id
    nameVi
    nameEn
  }
}`, {"hash":"sha256:54dee0ffb9727e295802917e7f9c174d93df8e3704b7a851ab89caa41cdbe474"}) as unknown as TypedDocumentString<AdminGetListReviewsQuery, AdminGetListReviewsQueryVariables>;
export const AdminGetReviewCategoryDetailDocument = new TypedDocumentString(`
    query AdminGetReviewCategoryDetail($id: ID!) {
  adminGetReviewCategoryDetail(id: $id) {
    id
    ...ReviewCategoryRow
  }
}
    fragment ReviewCategoryRow on ReviewCategory {
  editVersion
  id
  nameVi
  nameEn
  slug
  isActive
  total
}`, {"hash":"sha256:f55fbf8594e2ea40ea87605169382f9338fef8ebbf765b9473831986812a1c61"}) as unknown as TypedDocumentString<AdminGetReviewCategoryDetailQuery, AdminGetReviewCategoryDetailQueryVariables>;
export const AdminGetReviewDetailDocument = new TypedDocumentString(`
    query AdminGetReviewDetail($id: ID!) {
  adminGetReviewDetail(id: $id) {
    id
    ...ReviewDetail
    ...ReviewFormValues
  }
}
    fragment ReviewDetail on Review {
  id
  nameVi
  nameEn
  slug
  descriptionVi
  descriptionEn
  contentVi
  contentEn
  isActive
  createdAt
  updatedAt
  categories {
    id
    nameVi
    nameEn
  }
  carModels {
    id
    name
    brandMeta {
      id
      name
    }
  }
  thumnailMedia {
    id
    filePathLG
    filePathOriginal
  }
  medias {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
}
fragment ReviewFormValues on Review {
  editVersion
  id
  nameVi
  nameEn
  slug
  descriptionVi
  descriptionEn
  contentVi
  contentEn
  category
  modelIds
  mediaIds
  thumnail
  applyType
  isActive
  thumnailMedia {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
  medias {
    id
    fileName
    mimeType
    filePathSM
    filePathOriginal
  }
}`, {"hash":"sha256:477b541e71cdd8b53264d75c4f5be8f47114c9a18eec1d7d3e2e53e8cb0e80b6"}) as unknown as TypedDocumentString<AdminGetReviewDetailQuery, AdminGetReviewDetailQueryVariables>;
export const AdminGetReviewsCatetoriesDocument = new TypedDocumentString(`
    query AdminGetReviewsCatetories {
  adminGetReviewsCatetories {
    id
    nameVi
    nameEn
    isActive
  }
}
    `, {"hash":"sha256:52386d6f6c4f38c4a4e4f07c93c4b1234421e8f344d4ef284282b343ca93213d"}) as unknown as TypedDocumentString<AdminGetReviewsCatetoriesQuery, AdminGetReviewsCatetoriesQueryVariables>;
export const ReviewModelOptionsDocument = new TypedDocumentString(`
    query ReviewModelOptions {
  adminGetListModels {
    id
    name
    isActive
    brandMeta {
      id
      name
    }
  }
}
    `, {"hash":"sha256:feb6945e888d8b71ef2c1ce483507bce8ac2ff3b13b324b5afb04f947f04a154"}) as unknown as TypedDocumentString<ReviewModelOptionsQuery, ReviewModelOptionsQueryVariables>;
export const AdminCreateSavedViewDocument = new TypedDocumentString(`
    mutation AdminCreateSavedView($input: SavedViewInput!) {
  adminCreateSavedView(input: $input) {
    id
    ...SavedViewItem
  }
}
    fragment SavedViewItem on SavedView {
  id
  listKey
  name
  search
  columns {
    ...ListColumnsItem
  }
  visibility
  mine
  ownerName
  pinned
  editVersion
}
fragment ListColumnsItem on ListColumns {
  order
  hidden
}`, {"hash":"sha256:40492a7c811d11382ce7c8cdcc10fbcfa9fa7233bd39f3538b963a956c0afba1"}) as unknown as TypedDocumentString<AdminCreateSavedViewMutation, AdminCreateSavedViewMutationVariables>;
export const AdminDeleteSavedViewDocument = new TypedDocumentString(`
    mutation AdminDeleteSavedView($id: ID!) {
  adminDeleteSavedView(id: $id)
}
    `, {"hash":"sha256:73c4128d50f27a0156e4633a17e4910eb9141f96df60c8061d09f33c52e64f3a"}) as unknown as TypedDocumentString<AdminDeleteSavedViewMutation, AdminDeleteSavedViewMutationVariables>;
export const AdminListColumnsDocument = new TypedDocumentString(`
    query AdminListColumns($listKey: String!) {
  adminListColumns(listKey: $listKey) {
    listKey
    columns {
      ...ListColumnsItem
    }
  }
}
    fragment ListColumnsItem on ListColumns {
  order
  hidden
}`, {"hash":"sha256:c72f898b4c403c8b35e61da13731ec8eb4149964ba342471018255056dcd6f34"}) as unknown as TypedDocumentString<AdminListColumnsQuery, AdminListColumnsQueryVariables>;
export const AdminPinSavedViewDocument = new TypedDocumentString(`
    mutation AdminPinSavedView($id: ID!, $pinned: Boolean!) {
  adminPinSavedView(id: $id, pinned: $pinned) {
    id
    ...SavedViewItem
  }
}
    fragment SavedViewItem on SavedView {
  id
  listKey
  name
  search
  columns {
    ...ListColumnsItem
  }
  visibility
  mine
  ownerName
  pinned
  editVersion
}
fragment ListColumnsItem on ListColumns {
  order
  hidden
}`, {"hash":"sha256:f7fd71817f141f03b8df6524fc2807bbbf74dbc3563380b62cb56ca7bdb39c3f"}) as unknown as TypedDocumentString<AdminPinSavedViewMutation, AdminPinSavedViewMutationVariables>;
export const AdminSaveListColumnsDocument = new TypedDocumentString(`
    mutation AdminSaveListColumns($listKey: String!, $columns: ListColumnsInput) {
  adminSaveListColumns(listKey: $listKey, columns: $columns) {
    listKey
    columns {
      ...ListColumnsItem
    }
  }
}
    fragment ListColumnsItem on ListColumns {
  order
  hidden
}`, {"hash":"sha256:a01b7f44872054ebd449411672c86a9548add97d7abdb5459460893489139c1d"}) as unknown as TypedDocumentString<AdminSaveListColumnsMutation, AdminSaveListColumnsMutationVariables>;
export const AdminSavedViewsDocument = new TypedDocumentString(`
    query AdminSavedViews($listKey: String!) {
  adminSavedViews(listKey: $listKey) {
    id
    ...SavedViewItem
  }
}
    fragment SavedViewItem on SavedView {
  id
  listKey
  name
  search
  columns {
    ...ListColumnsItem
  }
  visibility
  mine
  ownerName
  pinned
  editVersion
}
fragment ListColumnsItem on ListColumns {
  order
  hidden
}`, {"hash":"sha256:ddceccb274cb8cd6d5cc6368301c246d806af8148cbf287d8595fdce0c6c0187"}) as unknown as TypedDocumentString<AdminSavedViewsQuery, AdminSavedViewsQueryVariables>;
export const AdminPinnedViewsDocument = new TypedDocumentString(`
    query AdminPinnedViews {
  adminPinnedViews {
    id
    ...SavedViewItem
  }
}
    fragment SavedViewItem on SavedView {
  id
  listKey
  name
  search
  columns {
    ...ListColumnsItem
  }
  visibility
  mine
  ownerName
  pinned
  editVersion
}
fragment ListColumnsItem on ListColumns {
  order
  hidden
}`, {"hash":"sha256:6e4014ba000096d0390e1e1ecd03028617a8bdb287417dc40b45a28496b67689"}) as unknown as TypedDocumentString<AdminPinnedViewsQuery, AdminPinnedViewsQueryVariables>;
export const AdminUpdateSavedViewDocument = new TypedDocumentString(`
    mutation AdminUpdateSavedView($id: ID!, $input: SavedViewUpdateInput!, $editVersion: Int) {
  adminUpdateSavedView(id: $id, input: $input, editVersion: $editVersion) {
    id
    ...SavedViewItem
  }
}
    fragment SavedViewItem on SavedView {
  id
  listKey
  name
  search
  columns {
    ...ListColumnsItem
  }
  visibility
  mine
  ownerName
  pinned
  editVersion
}
fragment ListColumnsItem on ListColumns {
  order
  hidden
}`, {"hash":"sha256:b9863dc76b6bab90c80d9e5b10df41ccd95cfed5e6f8db6d8541c8ce788f7990"}) as unknown as TypedDocumentString<AdminUpdateSavedViewMutation, AdminUpdateSavedViewMutationVariables>;
export const AdminCreateBodyTypeDocument = new TypedDocumentString(`
    mutation AdminCreateBodyType($name: String!) {
  adminCreateBodyType(name: $name) {
    id
  }
}
    `, {"hash":"sha256:b014556c36886ced70a40f5be08c8c0d9661c62e518752b92551a74211d577c2"}) as unknown as TypedDocumentString<AdminCreateBodyTypeMutation, AdminCreateBodyTypeMutationVariables>;
export const AdminCreateBrandDocument = new TypedDocumentString(`
    mutation AdminCreateBrand($name: String!, $mediaId: ID!, $isDisplayTopSearch: Boolean) {
  adminCreateBrand(
    name: $name
    mediaId: $mediaId
    isDisplayTopSearch: $isDisplayTopSearch
  ) {
    id
  }
}
    `, {"hash":"sha256:c0e238fc20de9e25a36c60cf2b556d107fb1aee721170a32db7ea1f892e2f8da"}) as unknown as TypedDocumentString<AdminCreateBrandMutation, AdminCreateBrandMutationVariables>;
export const AdminCreateCarPurchaseCostProvinceSettingOptionDocument = new TypedDocumentString(`
    mutation AdminCreateCarPurchaseCostProvinceSettingOption($provinceId: ID!, $registrationFeeNewCar: Float!, $registrationFeeOldCar: Float!, $registry: Float!, $roadMaintenanceFee: Float!, $civilInsurance: Float!, $licensePlateFee: Float!, $bodyInsuranceOneYear: Float!, $otherCost: Float) {
  adminCreateCarPurchaseCostProvinceSettingOption(
    provinceId: $provinceId
    registrationFeeNewCar: $registrationFeeNewCar
    registrationFeeOldCar: $registrationFeeOldCar
    registry: $registry
    roadMaintenanceFee: $roadMaintenanceFee
    civilInsurance: $civilInsurance
    licensePlateFee: $licensePlateFee
    bodyInsuranceOneYear: $bodyInsuranceOneYear
    otherCost: $otherCost
  ) {
    id
  }
}
    `, {"hash":"sha256:6465f217d4a36ebb64154624557c3545b2b927b42f7d8ca2bfb8888660d29f28"}) as unknown as TypedDocumentString<AdminCreateCarPurchaseCostProvinceSettingOptionMutation, AdminCreateCarPurchaseCostProvinceSettingOptionMutationVariables>;
export const AdminCreateColousDocument = new TypedDocumentString(`
    mutation AdminCreateColous($name: String!) {
  adminCreateColous(name: $name) {
    id
  }
}
    `, {"hash":"sha256:316877c5cdf8c6d8100b7d4e7db4e04bab742c589445664a00bf5072e0d404dd"}) as unknown as TypedDocumentString<AdminCreateColousMutation, AdminCreateColousMutationVariables>;
export const AdminCreateDoorsDocument = new TypedDocumentString(`
    mutation AdminCreateDoors($name: String!, $value: Int!) {
  adminCreateDoors(name: $name, value: $value) {
    id
  }
}
    `, {"hash":"sha256:319908bfc90d2ee417410f56528ad5697542c834186c0994fbe97c6bfbe7eba2"}) as unknown as TypedDocumentString<AdminCreateDoorsMutation, AdminCreateDoorsMutationVariables>;
export const AdminCreateDriverTypeDocument = new TypedDocumentString(`
    mutation AdminCreateDriverType($nameVi: String!, $nameEn: String!) {
  adminCreateDriverType(nameVi: $nameVi, nameEn: $nameEn) {
    id
  }
}
    `, {"hash":"sha256:83b4325d41e10000a7fcedeb58dfbada972e99b72146466207f16ea949f08a71"}) as unknown as TypedDocumentString<AdminCreateDriverTypeMutation, AdminCreateDriverTypeMutationVariables>;
export const AdminCreateFuelEconomyDocument = new TypedDocumentString(`
    mutation AdminCreateFuelEconomy($nameVi: String, $nameEn: String, $liter: Float!, $kilometer: Float!, $isLess: Boolean!) {
  adminCreateFuelEconomy(
    nameVi: $nameVi
    nameEn: $nameEn
    liter: $liter
    kilometer: $kilometer
    isLess: $isLess
  ) {
    id
  }
}
    `, {"hash":"sha256:e860136793b45fb834d6d3e2328cf99275fb7dc203f6961a52457c7a1745c61f"}) as unknown as TypedDocumentString<AdminCreateFuelEconomyMutation, AdminCreateFuelEconomyMutationVariables>;
export const AdminCreateFuelTypeDocument = new TypedDocumentString(`
    mutation AdminCreateFuelType($name: String!) {
  adminCreateFuelType(name: $name) {
    id
  }
}
    `, {"hash":"sha256:744a6de2e97b247c842d70b248faed3696852f4cb5a5a3aab9cb85124441b07b"}) as unknown as TypedDocumentString<AdminCreateFuelTypeMutation, AdminCreateFuelTypeMutationVariables>;
export const AdminCreateModelDocument = new TypedDocumentString(`
    mutation AdminCreateModel($name: String!, $brand: ID!) {
  adminCreateModel(name: $name, brand: $brand) {
    id
  }
}
    `, {"hash":"sha256:7415afbea35f9726718abcbb2f7e14e46a589bcddf021bf3e2de609c5bd31aa0"}) as unknown as TypedDocumentString<AdminCreateModelMutation, AdminCreateModelMutationVariables>;
export const AdminCreatePaymentItemsDocument = new TypedDocumentString(`
    mutation AdminCreatePaymentItems($amount: Float!, $currency: Currency!) {
  adminCreatePaymentItems(amount: $amount, currency: $currency) {
    id
  }
}
    `, {"hash":"sha256:39282b439647890af30a305b5ccd5a9365eeb8ae6b5904850aedd2cae530b836"}) as unknown as TypedDocumentString<AdminCreatePaymentItemsMutation, AdminCreatePaymentItemsMutationVariables>;
export const AdminCreateSeatsDocument = new TypedDocumentString(`
    mutation AdminCreateSeats($name: String!, $value: Int!, $fixed: Boolean) {
  adminCreateSeats(name: $name, value: $value, fixed: $fixed) {
    id
  }
}
    `, {"hash":"sha256:5d2269ec9231e945db35a9467255d26206eed653dabcd671aa7960b3d823c9d8"}) as unknown as TypedDocumentString<AdminCreateSeatsMutation, AdminCreateSeatsMutationVariables>;
export const AdminCreateVersionDocument = new TypedDocumentString(`
    mutation AdminCreateVersion($name: String!, $model: ID!, $priceCarVersion: Float!, $mediaId: ID) {
  adminCreateVersion(
    name: $name
    model: $model
    priceCarVersion: $priceCarVersion
    mediaId: $mediaId
  ) {
    id
  }
}
    `, {"hash":"sha256:74690790c7c2e8fe830fced862dc82e25cd426109de6c96c508b4923e3dc975d"}) as unknown as TypedDocumentString<AdminCreateVersionMutation, AdminCreateVersionMutationVariables>;
export const AdminDeleteOptionsDocument = new TypedDocumentString(`
    mutation AdminDeleteOptions($id: ID!, $type: SettingType!) {
  adminDeleteOptions(id: $id, type: $type)
}
    `, {"hash":"sha256:5897554d7a534b1cad1076689a9a3b1e49803f1500d9a590a6fe359c83f6af76"}) as unknown as TypedDocumentString<AdminDeleteOptionsMutation, AdminDeleteOptionsMutationVariables>;
export const AdminEditBodyTypeDocument = new TypedDocumentString(`
    mutation AdminEditBodyType($id: ID!, $name: String!, $editVersion: Int) {
  adminEditBodyType(id: $id, name: $name, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:9432a1e0daa90facea97ca969cfe1086e95710814549ed0b3ef1cc15e68dce37"}) as unknown as TypedDocumentString<AdminEditBodyTypeMutation, AdminEditBodyTypeMutationVariables>;
export const AdminEditBrandDocument = new TypedDocumentString(`
    mutation AdminEditBrand($id: ID!, $name: String!, $mediaId: ID!, $isDisplayTopSearch: Boolean, $editVersion: Int) {
  adminEditBrand(
    id: $id
    name: $name
    mediaId: $mediaId
    isDisplayTopSearch: $isDisplayTopSearch
    editVersion: $editVersion
  ) {
    id
  }
}
    `, {"hash":"sha256:d048162de855a2f5926b05bd6166f1b6e1d264d28618d48fc4a9dc70b5b0489d"}) as unknown as TypedDocumentString<AdminEditBrandMutation, AdminEditBrandMutationVariables>;
export const AdminEditCarPurchaseCostProvinceSettingOptionDocument = new TypedDocumentString(`
    mutation AdminEditCarPurchaseCostProvinceSettingOption($id: ID!, $registrationFeeNewCar: Float!, $registrationFeeOldCar: Float!, $registry: Float!, $roadMaintenanceFee: Float!, $civilInsurance: Float!, $licensePlateFee: Float!, $bodyInsuranceOneYear: Float!, $otherCost: Float, $editVersion: Int) {
  adminEditCarPurchaseCostProvinceSettingOption(
    id: $id
    registrationFeeNewCar: $registrationFeeNewCar
    registrationFeeOldCar: $registrationFeeOldCar
    registry: $registry
    roadMaintenanceFee: $roadMaintenanceFee
    civilInsurance: $civilInsurance
    licensePlateFee: $licensePlateFee
    bodyInsuranceOneYear: $bodyInsuranceOneYear
    otherCost: $otherCost
    editVersion: $editVersion
  ) {
    id
  }
}
    `, {"hash":"sha256:6caa5c07de93492d24886d1a97b19c80b75bffc5449f89352be5a80a487301e0"}) as unknown as TypedDocumentString<AdminEditCarPurchaseCostProvinceSettingOptionMutation, AdminEditCarPurchaseCostProvinceSettingOptionMutationVariables>;
export const AdminEditColousDocument = new TypedDocumentString(`
    mutation AdminEditColous($id: ID!, $name: String!, $editVersion: Int) {
  adminEditColous(id: $id, name: $name, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:9f93b5aaa090fb79efb719de6de9de63ad6ab18d2803977af3f1cd5bfa04f503"}) as unknown as TypedDocumentString<AdminEditColousMutation, AdminEditColousMutationVariables>;
export const AdminEditDoorsDocument = new TypedDocumentString(`
    mutation AdminEditDoors($id: ID!, $name: String!, $value: Int!, $editVersion: Int) {
  adminEditDoors(id: $id, name: $name, value: $value, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:9bc78e01c20b57374b49dba109018ba06ec9ced5f0972aedb4efed74dd6b55d0"}) as unknown as TypedDocumentString<AdminEditDoorsMutation, AdminEditDoorsMutationVariables>;
export const AdminEditDriverTypeDocument = new TypedDocumentString(`
    mutation AdminEditDriverType($id: ID!, $nameVi: String!, $nameEn: String!, $editVersion: Int) {
  adminEditDriverType(
    id: $id
    nameVi: $nameVi
    nameEn: $nameEn
    editVersion: $editVersion
  ) {
    id
  }
}
    `, {"hash":"sha256:17018d4b259981a65ed32429b63e5b45d395a3552f58fbd05098e256eaf3c852"}) as unknown as TypedDocumentString<AdminEditDriverTypeMutation, AdminEditDriverTypeMutationVariables>;
export const AdminEditFuelEconomyDocument = new TypedDocumentString(`
    mutation AdminEditFuelEconomy($id: ID!, $nameVi: String, $nameEn: String, $liter: Float!, $kilometer: Float!, $isLess: Boolean!, $editVersion: Int) {
  adminEditFuelEconomy(
    id: $id
    nameVi: $nameVi
    nameEn: $nameEn
    liter: $liter
    kilometer: $kilometer
    isLess: $isLess
    editVersion: $editVersion
  ) {
    id
  }
}
    `, {"hash":"sha256:73ce3705e7f3e4ca2f89b0bd88f051a8e37f312d0a29da56b0fb9d4303566cf8"}) as unknown as TypedDocumentString<AdminEditFuelEconomyMutation, AdminEditFuelEconomyMutationVariables>;
export const AdminEditFuelTypeDocument = new TypedDocumentString(`
    mutation AdminEditFuelType($id: ID!, $name: String!, $editVersion: Int) {
  adminEditFuelType(id: $id, name: $name, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:336d240728d0cafa61353c01d7d6a78d95184bb1111827a978985045a1b00f30"}) as unknown as TypedDocumentString<AdminEditFuelTypeMutation, AdminEditFuelTypeMutationVariables>;
export const AdminEditModelDocument = new TypedDocumentString(`
    mutation AdminEditModel($id: ID!, $name: String!, $brand: ID!, $editVersion: Int) {
  adminEditModel(id: $id, name: $name, brand: $brand, editVersion: $editVersion) {
    id
  }
}
    `, {"hash":"sha256:4582e3ee05104a3ba4b67b992ba9fe23de3ed04b13a123193ff8e64a93e84560"}) as unknown as TypedDocumentString<AdminEditModelMutation, AdminEditModelMutationVariables>;
export const AdminEditPaymentItemsDocument = new TypedDocumentString(`
    mutation AdminEditPaymentItems($id: ID!, $amount: Float!, $currency: Currency!, $editVersion: Int) {
  adminEditPaymentItems(
    id: $id
    amount: $amount
    currency: $currency
    editVersion: $editVersion
  ) {
    id
  }
}
    `, {"hash":"sha256:eee4b784511425399d79b2a0ca6d74fb90820806132cf57387f25c7d79f2c283"}) as unknown as TypedDocumentString<AdminEditPaymentItemsMutation, AdminEditPaymentItemsMutationVariables>;
export const AdminEditSeatsDocument = new TypedDocumentString(`
    mutation AdminEditSeats($id: ID!, $name: String!, $value: Int!, $fixed: Boolean, $editVersion: Int) {
  adminEditSeats(
    id: $id
    name: $name
    value: $value
    fixed: $fixed
    editVersion: $editVersion
  ) {
    id
  }
}
    `, {"hash":"sha256:46c206326a32bd2b109332c51de7d3f3c48d8bfe06b21887bd3b862e3305c930"}) as unknown as TypedDocumentString<AdminEditSeatsMutation, AdminEditSeatsMutationVariables>;
export const AdminEditVersionDocument = new TypedDocumentString(`
    mutation AdminEditVersion($id: ID!, $name: String!, $model: ID, $priceCarVersion: Float!, $mediaId: ID, $editVersion: Int) {
  adminEditVersion(
    id: $id
    name: $name
    model: $model
    priceCarVersion: $priceCarVersion
    mediaId: $mediaId
    editVersion: $editVersion
  ) {
    id
  }
}
    `, {"hash":"sha256:1d804ca89749e37ed0d6ecb4318af7257b93affde773c6cbedfaefeeb7c4ad1f"}) as unknown as TypedDocumentString<AdminEditVersionMutation, AdminEditVersionMutationVariables>;
export const AdminGetListBodyTypesDocument = new TypedDocumentString(`
    query AdminGetListBodyTypes {
  adminGetListBodyTypes {
    ...BodyTypeItem
  }
}
    fragment BodyTypeItem on BodyType {
  id
  name
  slug
  isActive
  editVersion
}`, {"hash":"sha256:ae1ff79199c77cd05b1fbaf15b85dd29b4464616cbfdb017ddfa25df2129eb2d"}) as unknown as TypedDocumentString<AdminGetListBodyTypesQuery, AdminGetListBodyTypesQueryVariables>;
export const AdminGetListBrandsDocument = new TypedDocumentString(`
    query AdminGetListBrands {
  adminGetListBrands {
    ...BrandItem
    ...CatalogueBrand
  }
}
    fragment CatalogueBrand on Brand {
  id
  name
}
fragment BrandItem on Brand {
  id
  name
  slug
  image
  mediaId
  isDisplayTopSearch
  isActive
  editVersion
}`, {"hash":"sha256:073b16d6b88b0bab194bbee00b6f6f6bc452d82d59e1e2835190c372da12a78d"}) as unknown as TypedDocumentString<AdminGetListBrandsQuery, AdminGetListBrandsQueryVariables>;
export const AdminGetListCarPurchaseCostProvinceSettingOptionDocument = new TypedDocumentString(`
    query AdminGetListCarPurchaseCostProvinceSettingOption {
  adminGetListCarPurchaseCostProvinceSettingOption {
    ...RegistrationItem
  }
}
    fragment RegistrationItem on CarPurchaseCostProvince {
  id
  provinceId
  registrationFeeNewCar
  registrationFeeOldCar
  registry
  roadMaintenanceFee
  civilInsurance
  licensePlateFee
  bodyInsuranceOneYear
  otherCost
  isActive
  editVersion
  proviceDetail {
    id
    name
  }
}`, {"hash":"sha256:b27bf3c6cee84fd1c485398f8e0bb25c5014c9619e922518e20c295104e01250"}) as unknown as TypedDocumentString<AdminGetListCarPurchaseCostProvinceSettingOptionQuery, AdminGetListCarPurchaseCostProvinceSettingOptionQueryVariables>;
export const AdminGetListColousDocument = new TypedDocumentString(`
    query AdminGetListColous {
  adminGetListColous {
    ...ColourItem
  }
}
    fragment ColourItem on Colour {
  id
  name
  slug
  isActive
  editVersion
}`, {"hash":"sha256:250ee1d558e81bc565959e6806a5793413679b819ea84c7a09a1f50e813ea8fc"}) as unknown as TypedDocumentString<AdminGetListColousQuery, AdminGetListColousQueryVariables>;
export const AdminGetListDoorsDocument = new TypedDocumentString(`
    query AdminGetListDoors {
  adminGetListDoors {
    ...DoorItem
  }
}
    fragment DoorItem on Door {
  id
  name
  value
  isActive
  editVersion
}`, {"hash":"sha256:4724685d077a137fe5ef8f8f3384341a74eae8de59a1ae3a420fa543ce4c6732"}) as unknown as TypedDocumentString<AdminGetListDoorsQuery, AdminGetListDoorsQueryVariables>;
export const AdminGetListDriverTypeDocument = new TypedDocumentString(`
    query AdminGetListDriverType {
  adminGetListDriverType {
    ...DriverTypeItem
  }
}
    fragment DriverTypeItem on DriverType {
  id
  nameVi
  nameEn
  isActive
  editVersion
}`, {"hash":"sha256:d0aab44f4db315270957d23db34e6989e7ecc08b2c92600b0cbdf2f38b37897b"}) as unknown as TypedDocumentString<AdminGetListDriverTypeQuery, AdminGetListDriverTypeQueryVariables>;
export const AdminGetListFuelEconomyDocument = new TypedDocumentString(`
    query AdminGetListFuelEconomy {
  adminGetListFuelEconomy {
    ...FuelEconomyItem
  }
}
    fragment FuelEconomyItem on FuelEconomy {
  id
  nameVi
  nameEn
  liter
  kilometer
  isLess
  isActive
  editVersion
}`, {"hash":"sha256:9d0f4b86a023f9384af63a5bbb31add2c04ac07f0b5c80d8b4b87cd3e7ff0939"}) as unknown as TypedDocumentString<AdminGetListFuelEconomyQuery, AdminGetListFuelEconomyQueryVariables>;
export const AdminGetListFuelTypeDocument = new TypedDocumentString(`
    query AdminGetListFuelType {
  adminGetListFuelType {
    ...FuelTypeItem
  }
}
    fragment FuelTypeItem on FuelType {
  id
  name
  slug
  isActive
  editVersion
}`, {"hash":"sha256:3383bffd4f20b46901c88e7323b57969bb57dad5ba33a8aee6379926cf24abaf"}) as unknown as TypedDocumentString<AdminGetListFuelTypeQuery, AdminGetListFuelTypeQueryVariables>;
export const AdminGetListModelsDocument = new TypedDocumentString(`
    query AdminGetListModels {
  adminGetListModels {
    ...ModelItem
    ...CatalogueModel
  }
}
    fragment CatalogueModel on CarModel {
  id
  name
  brand
}
fragment ModelItem on CarModel {
  id
  name
  brand
  isActive
  editVersion
  brandMeta {
    id
    name
  }
}`, {"hash":"sha256:3e90195e34516cc9ee3110a848942e2f8202f293ab0ee11e4f1318bda827cbc4"}) as unknown as TypedDocumentString<AdminGetListModelsQuery, AdminGetListModelsQueryVariables>;
export const AdminGetListSeatsDocument = new TypedDocumentString(`
    query AdminGetListSeats {
  adminGetListSeats {
    ...SeatItem
  }
}
    fragment SeatItem on Seat {
  id
  name
  value
  fixed
  isActive
  editVersion
}`, {"hash":"sha256:44def3d0acee4c647a27fa758bff55bd8c9ab622bd4b7e36571e17aba72bd15c"}) as unknown as TypedDocumentString<AdminGetListSeatsQuery, AdminGetListSeatsQueryVariables>;
export const AdminGetListVersionDocument = new TypedDocumentString(`
    query AdminGetListVersion {
  adminGetListVersion {
    ...VersionItem
  }
}
    fragment VersionItem on CarVersion {
  id
  name
  brand
  model
  slug
  image
  mediaId
  priceCarVersion
  isActive
  editVersion
}`, {"hash":"sha256:547673e12f8924cc0de05749b3ebf8af78b4a38c741705573dd4b294afab7bd0"}) as unknown as TypedDocumentString<AdminGetListVersionQuery, AdminGetListVersionQueryVariables>;
export const AdminPaymentItemsDocument = new TypedDocumentString(`
    query AdminPaymentItems {
  adminPaymentItems {
    ...PaymentItemItem
  }
}
    fragment PaymentItemItem on PaymentItem {
  id
  amount
  currency
  isActive
  editVersion
}`, {"hash":"sha256:d5278773bc92065aafa01225fdb286739f06b58fb34fe7a91405bc13d7234072"}) as unknown as TypedDocumentString<AdminPaymentItemsQuery, AdminPaymentItemsQueryVariables>;
export const AdminUpdateStatusOptionsDocument = new TypedDocumentString(`
    mutation AdminUpdateStatusOptions($id: ID!, $active: Boolean!, $type: SettingType!) {
  adminUpdateStatusOptions(id: $id, active: $active, type: $type)
}
    `, {"hash":"sha256:e20969d761da8c8a95fb0569f89538edd22021f2217cd38ca0e9d51122dfd7fb"}) as unknown as TypedDocumentString<AdminUpdateStatusOptionsMutation, AdminUpdateStatusOptionsMutationVariables>;
export const AdminBulkCreateVersionsDocument = new TypedDocumentString(`
    mutation AdminBulkCreateVersions($rows: [AdminBulkVersionRowInput!]!) {
  adminBulkCreateVersions(rows: $rows) {
    ...BulkRowAnswer
    id
    field
  }
}
    fragment BulkRowAnswer on AdminBulkRowResult {
  row
  ok
  error
}`, {"hash":"sha256:2a35745097b8b4eea28e631918ccaedac0eabc23d4cbfdf6a2877cd1a547c89d"}) as unknown as TypedDocumentString<AdminBulkCreateVersionsMutation, AdminBulkCreateVersionsMutationVariables>;
export const AdminBulkEditVersionsDocument = new TypedDocumentString(`
    mutation AdminBulkEditVersions($rows: [AdminBulkVersionEditRowInput!]!) {
  adminBulkEditVersions(rows: $rows) {
    ...BulkRowAnswer
    id
    field
  }
}
    fragment BulkRowAnswer on AdminBulkRowResult {
  row
  ok
  error
}`, {"hash":"sha256:cf85c41d8a81dc73bd38eb783c168103770545d20e39683bf84840474e211f11"}) as unknown as TypedDocumentString<AdminBulkEditVersionsMutation, AdminBulkEditVersionsMutationVariables>;
export const AdminChangeStaffRoleDocument = new TypedDocumentString(`
    mutation AdminChangeStaffRole($id: ID!, $roleId: ID!) {
  adminChangeStaffRole(id: $id, roleId: $roleId) {
    id
    ...StaffDetail
  }
}
    fragment StaffDetail on AdminUser {
  id
  email
  firstName
  lastName
  fullName
  isActive
  status
  deactivateReason
  lastLoginAt
  createdAt
  role {
    id
    code
    name
  }
}`, {"hash":"sha256:53fd6c7f6150f6d8106931c43883f854329bee8613b02452329062912556cad1"}) as unknown as TypedDocumentString<AdminChangeStaffRoleMutation, AdminChangeStaffRoleMutationVariables>;
export const AdminCreateRoleDocument = new TypedDocumentString(`
    mutation AdminCreateRole($input: AdminRoleInput!) {
  adminCreateRole(input: $input) {
    ...RoleRow
  }
}
    fragment RoleRow on AdminRole {
  editVersion
  id
  code
  name
  builtIn
  permissions
  twoFactorRequired
  dailyApprovalLimit
  staffCount
}`, {"hash":"sha256:ae826b2e3231afa33185f1b641ab7f757d14e908716aa656b4c29c2452c7d274"}) as unknown as TypedDocumentString<AdminCreateRoleMutation, AdminCreateRoleMutationVariables>;
export const AdminDeactivateStaffDocument = new TypedDocumentString(`
    mutation AdminDeactivateStaff($id: ID!, $reason: String!) {
  adminDeactivateStaff(id: $id, reason: $reason) {
    id
    ...StaffDetail
  }
}
    fragment StaffDetail on AdminUser {
  id
  email
  firstName
  lastName
  fullName
  isActive
  status
  deactivateReason
  lastLoginAt
  createdAt
  role {
    id
    code
    name
  }
}`, {"hash":"sha256:db4ec710a1885b6545c7a88dd25a0f19e4832a909d111ec5397fa5e36d4c1e51"}) as unknown as TypedDocumentString<AdminDeactivateStaffMutation, AdminDeactivateStaffMutationVariables>;
export const AdminDeleteRoleDocument = new TypedDocumentString(`
    mutation AdminDeleteRole($id: ID!) {
  adminDeleteRole(id: $id)
}
    `, {"hash":"sha256:4ae083746b21f660f3cdc654c677a4319ac14331a21bb0011037fccb9d9d0b20"}) as unknown as TypedDocumentString<AdminDeleteRoleMutation, AdminDeleteRoleMutationVariables>;
export const AdminEditRoleDocument = new TypedDocumentString(`
    mutation AdminEditRole($id: ID!, $input: AdminRoleInput!, $editVersion: Int) {
  adminEditRole(id: $id, input: $input, editVersion: $editVersion) {
    ...RoleRow
  }
}
    fragment RoleRow on AdminRole {
  editVersion
  id
  code
  name
  builtIn
  permissions
  twoFactorRequired
  dailyApprovalLimit
  staffCount
}`, {"hash":"sha256:00426146a6c0bc5da7dc43a458b809601573b568f65ccfc78b3227cae973ed80"}) as unknown as TypedDocumentString<AdminEditRoleMutation, AdminEditRoleMutationVariables>;
export const AdminGetStaffDetailDocument = new TypedDocumentString(`
    query AdminGetStaffDetail($id: ID!) {
  adminGetStaffDetail(id: $id) {
    staff {
      id
      ...StaffDetail
    }
    recentActions {
      ...AuditLogRow
    }
    sessions {
      ...StaffSession
    }
  }
}
    fragment AuditLogRow on AuditLog {
  id
  createdAt
  action
  actionText
  entityType
  entityId
  ip
  actor {
    id
    fullName
    email
  }
}
fragment StaffDetail on AdminUser {
  id
  email
  firstName
  lastName
  fullName
  isActive
  status
  deactivateReason
  lastLoginAt
  createdAt
  role {
    id
    code
    name
  }
}
fragment StaffSession on AdminSession {
  id
  current
  browser
  system
  ip
  createdAt
  lastSeenAt
}`, {"hash":"sha256:919f6e56e4a8c8549b904be84673ff0f86545ed53cae46b4f2ca695584c14f08"}) as unknown as TypedDocumentString<AdminGetStaffDetailQuery, AdminGetStaffDetailQueryVariables>;
export const AdminInviteStaffDocument = new TypedDocumentString(`
    mutation AdminInviteStaff($input: AdminInviteStaffInput!) {
  adminInviteStaff(input: $input) {
    staff {
      id
    }
    inviteUrl
    expiresAt
  }
}
    `, {"hash":"sha256:527e046d281478bd2e366dbd69cf425d2d35c2180b73d3c6c93273e4f574feb2"}) as unknown as TypedDocumentString<AdminInviteStaffMutation, AdminInviteStaffMutationVariables>;
export const AdminListRolesDocument = new TypedDocumentString(`
    query AdminListRoles {
  adminListRoles {
    ...RoleRow
  }
}
    fragment RoleRow on AdminRole {
  editVersion
  id
  code
  name
  builtIn
  permissions
  twoFactorRequired
  dailyApprovalLimit
  staffCount
}`, {"hash":"sha256:fb35a731f0e436d5b5d2caa8ac7b1a6f652b6121875de8aa95bc41227030c41a"}) as unknown as TypedDocumentString<AdminListRolesQuery, AdminListRolesQueryVariables>;
export const AdminListStaffDocument = new TypedDocumentString(`
    query AdminListStaff($skip: Int, $take: Int, $keyword: String, $roleId: ID, $status: StaffStatus) {
  adminListStaff(
    skip: $skip
    take: $take
    keyword: $keyword
    roleId: $roleId
    status: $status
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...StaffRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment StaffRow on AdminUser {
  id
  email
  fullName
  isActive
  status
  lastLoginAt
  createdAt
  role {
    id
    code
    name
  }
}`, {"hash":"sha256:ce237ca2d31357ee6b7f95931538365da3e46ee03f9ba6bee12ad5d8a9729278"}) as unknown as TypedDocumentString<AdminListStaffQuery, AdminListStaffQueryVariables>;
export const AdminReactivateStaffDocument = new TypedDocumentString(`
    mutation AdminReactivateStaff($id: ID!) {
  adminReactivateStaff(id: $id) {
    id
    ...StaffDetail
  }
}
    fragment StaffDetail on AdminUser {
  id
  email
  firstName
  lastName
  fullName
  isActive
  status
  deactivateReason
  lastLoginAt
  createdAt
  role {
    id
    code
    name
  }
}`, {"hash":"sha256:4b3f68e1f010e3e7999b2f325142241b0420267337e464206eb5c547a0bcaf12"}) as unknown as TypedDocumentString<AdminReactivateStaffMutation, AdminReactivateStaffMutationVariables>;
export const AdminBulkUpdateUserTransferRequestsDocument = new TypedDocumentString(`
    mutation AdminBulkUpdateUserTransferRequests($ids: [ID!]!, $approve: Boolean!, $moneyTransferReason: String) {
  adminBulkUpdateUserTransferRequests(
    ids: $ids
    approve: $approve
    moneyTransferReason: $moneyTransferReason
  ) {
    ...BulkActionResult
  }
}
    fragment BulkActionResult on AdminBulkActionResult {
  id
  ok
  error
  code
}`, {"hash":"sha256:3fd41ae63e7a812c471d55d476fb99f3ff7da612c218dac3d7f1f6ca69b95a41"}) as unknown as TypedDocumentString<AdminBulkUpdateUserTransferRequestsMutation, AdminBulkUpdateUserTransferRequestsMutationVariables>;
export const AdminListUserTransferRequestDocument = new TypedDocumentString(`
    query AdminListUserTransferRequest($skip: Int, $take: Int, $sort: String, $userId: ID, $status: TransferRequestStatus, $keyword: String, $createFrom: String, $createTo: String) {
  adminListUserTransferRequest(
    skip: $skip
    take: $take
    sort: $sort
    userId: $userId
    status: $status
    keyword: $keyword
    createFrom: $createFrom
    createTo: $createTo
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...TransferRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment TransferRow on TransferRequest {
  id
  amount
  status
  bankName
  userId
  moneyTransferReason
  createdAt
  approvalsNeeded
  approvals {
    admin {
      id
      fullName
    }
    createdAt
  }
  users {
    id
    firstName
    lastName
    userBalance {
      id
      amount
    }
  }
}`, {"hash":"sha256:69e80044918e1c43ed2b617f40854c6e12dbce3f22dcfad7e81c74893695dc71"}) as unknown as TypedDocumentString<AdminListUserTransferRequestQuery, AdminListUserTransferRequestQueryVariables>;
export const AdminTransferDecisionContextDocument = new TypedDocumentString(`
    query AdminTransferDecisionContext($userId: ID!, $take: Int) {
  adminGetUserDetail(id: $userId) {
    ...TransferContextMember
  }
  adminListUserTransferRequest(userId: $userId, skip: 1, take: $take) {
    meta {
      totalItems
    }
    items {
      ...TransferHistoryRow
    }
  }
}
    fragment TransferContextMember on User {
  id
  userBalance {
    id
    amount
  }
  metadata {
    language
  }
}
fragment TransferHistoryRow on TransferRequest {
  id
  amount
  status
  bankName
  moneyTransferReason
  createdAt
}`, {"hash":"sha256:fe860f568cf39049624584896110fbc154626da0117eaecf394446bd7588dcc8"}) as unknown as TypedDocumentString<AdminTransferDecisionContextQuery, AdminTransferDecisionContextQueryVariables>;
export const AdminUpdateUserTransferRequestDocument = new TypedDocumentString(`
    mutation AdminUpdateUserTransferRequest($id: ID!, $approve: Boolean!, $moneyTransferReason: String) {
  adminUpdateUserTransferRequest(
    id: $id
    approve: $approve
    moneyTransferReason: $moneyTransferReason
  ) {
    id
    status
    moneyTransferReason
    updatedAt
    approvalsNeeded
    approvals {
      admin {
        id
        fullName
      }
      createdAt
    }
    users {
      id
      userBalance {
        id
        amount
      }
    }
  }
}
    `, {"hash":"sha256:f0f1fb45e065766ccb095acab69f3d952c700469f2d8af31e3033540e4c473b2"}) as unknown as TypedDocumentString<AdminUpdateUserTransferRequestMutation, AdminUpdateUserTransferRequestMutationVariables>;
export const AdminDeleteBannerForGoodDocument = new TypedDocumentString(`
    mutation AdminDeleteBannerForGood($kind: TrashKind!, $id: ID!) {
  adminDeleteBannerForGood(kind: $kind, id: $id)
}
    `, {"hash":"sha256:42ef3501ee82a27acea5825013571bed2cd04dc4b38d3e5a818393520f2ce18a"}) as unknown as TypedDocumentString<AdminDeleteBannerForGoodMutation, AdminDeleteBannerForGoodMutationVariables>;
export const AdminDeleteReviewForGoodDocument = new TypedDocumentString(`
    mutation AdminDeleteReviewForGood($kind: TrashKind!, $id: ID!) {
  adminDeleteReviewForGood(kind: $kind, id: $id)
}
    `, {"hash":"sha256:d1558659ba5169f02da1ae8077c31b6ed21123e713951983521dcae99019111f"}) as unknown as TypedDocumentString<AdminDeleteReviewForGoodMutation, AdminDeleteReviewForGoodMutationVariables>;
export const AdminDeleteServiceForGoodDocument = new TypedDocumentString(`
    mutation AdminDeleteServiceForGood($kind: TrashKind!, $id: ID!) {
  adminDeleteServiceForGood(kind: $kind, id: $id)
}
    `, {"hash":"sha256:9b890988824b60bd6a0d20fc985c23bb23e38e4169523707e66525ff409e3dc5"}) as unknown as TypedDocumentString<AdminDeleteServiceForGoodMutation, AdminDeleteServiceForGoodMutationVariables>;
export const AdminListBannerTrashDocument = new TypedDocumentString(`
    query AdminListBannerTrash($skip: Int, $take: Int) {
  adminListBannerTrash(skip: $skip, take: $take) {
    meta {
      ...PageMeta
    }
    items {
      ...TrashRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment TrashRow on TrashItem {
  kind
  id
  title
  deletedAt
  deletedByName
  purgeAt
}`, {"hash":"sha256:7c0ef433d34e57e20fa068de629714b80b8093cd23924a8cdfbd3a22c22d0cab"}) as unknown as TypedDocumentString<AdminListBannerTrashQuery, AdminListBannerTrashQueryVariables>;
export const AdminListReviewTrashDocument = new TypedDocumentString(`
    query AdminListReviewTrash($skip: Int, $take: Int) {
  adminListReviewTrash(skip: $skip, take: $take) {
    meta {
      ...PageMeta
    }
    items {
      ...TrashRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment TrashRow on TrashItem {
  kind
  id
  title
  deletedAt
  deletedByName
  purgeAt
}`, {"hash":"sha256:f5fe16613b8f36265cc633220f888ab9ea0c3ffccf87887df3f8b23568eb99d3"}) as unknown as TypedDocumentString<AdminListReviewTrashQuery, AdminListReviewTrashQueryVariables>;
export const AdminListServiceTrashDocument = new TypedDocumentString(`
    query AdminListServiceTrash($skip: Int, $take: Int) {
  adminListServiceTrash(skip: $skip, take: $take) {
    meta {
      ...PageMeta
    }
    items {
      ...TrashRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment TrashRow on TrashItem {
  kind
  id
  title
  deletedAt
  deletedByName
  purgeAt
}`, {"hash":"sha256:9d54bfa6400a107351da62eb694462a3309f0dfc57bdb29f52a21d4b651bedd7"}) as unknown as TypedDocumentString<AdminListServiceTrashQuery, AdminListServiceTrashQueryVariables>;
export const AdminRestoreBannerFromTrashDocument = new TypedDocumentString(`
    mutation AdminRestoreBannerFromTrash($kind: TrashKind!, $id: ID!) {
  adminRestoreBannerFromTrash(kind: $kind, id: $id)
}
    `, {"hash":"sha256:73774510869578f86ddb6dc7c59ef6a9082858a6b85c1af7864d97b22e171345"}) as unknown as TypedDocumentString<AdminRestoreBannerFromTrashMutation, AdminRestoreBannerFromTrashMutationVariables>;
export const AdminRestoreReviewFromTrashDocument = new TypedDocumentString(`
    mutation AdminRestoreReviewFromTrash($kind: TrashKind!, $id: ID!) {
  adminRestoreReviewFromTrash(kind: $kind, id: $id)
}
    `, {"hash":"sha256:773022b75a189bf433e27abdae671eda29e13458c06918af0fcf92271da7f33c"}) as unknown as TypedDocumentString<AdminRestoreReviewFromTrashMutation, AdminRestoreReviewFromTrashMutationVariables>;
export const AdminRestoreServiceFromTrashDocument = new TypedDocumentString(`
    mutation AdminRestoreServiceFromTrash($kind: TrashKind!, $id: ID!) {
  adminRestoreServiceFromTrash(kind: $kind, id: $id)
}
    `, {"hash":"sha256:b325c15fda4110d927727fee0ce44b875dc23dd233edb06584b3d4e223e88bc2"}) as unknown as TypedDocumentString<AdminRestoreServiceFromTrashMutation, AdminRestoreServiceFromTrashMutationVariables>;
export const AdminMyBackgroundWorkDocument = new TypedDocumentString(`
    query AdminMyBackgroundWork {
  adminMyBackgroundWork {
    ...BackgroundWorkItem
  }
}
    fragment BackgroundWorkItem on BackgroundWork {
  id
  kind
  title
  subject
  status
  total
  done
  failed
  outcome
  link
  startedAt
  finishedAt
}`, {"hash":"sha256:d67c18a83dd581b1e2253953b2149b789a19fa6453861d42f1680e02d7f252e0"}) as unknown as TypedDocumentString<AdminMyBackgroundWorkQuery, AdminMyBackgroundWorkQueryVariables>;
export const AdminStartBackgroundTaskDocument = new TypedDocumentString(`
    mutation AdminStartBackgroundTask($kind: BackgroundTaskKind!, $title: String!, $total: Int, $link: String) {
  adminStartBackgroundTask(kind: $kind, title: $title, total: $total, link: $link) {
    id
  }
}
    `, {"hash":"sha256:b78dc9a3a8615010ca2d6f9b1330edc2464a674a4e6492283f33e38471d7359b"}) as unknown as TypedDocumentString<AdminStartBackgroundTaskMutation, AdminStartBackgroundTaskMutationVariables>;
export const AdminReportBackgroundTaskDocument = new TypedDocumentString(`
    mutation AdminReportBackgroundTask($id: ID!, $done: Int!, $total: Int, $failed: Int) {
  adminReportBackgroundTask(id: $id, done: $done, total: $total, failed: $failed) {
    id
  }
}
    `, {"hash":"sha256:44b456e2684381b2f3b87100dacc54b4a34e03bde69ba5a5f0c7047c441a8ef3"}) as unknown as TypedDocumentString<AdminReportBackgroundTaskMutation, AdminReportBackgroundTaskMutationVariables>;
export const AdminEndBackgroundTaskDocument = new TypedDocumentString(`
    mutation AdminEndBackgroundTask($id: ID!, $status: BackgroundTaskEnd!, $done: Int!, $total: Int, $failed: Int, $error: String) {
  adminEndBackgroundTask(
    id: $id
    status: $status
    done: $done
    total: $total
    failed: $failed
    error: $error
  ) {
    id
  }
}
    `, {"hash":"sha256:93d167b63aca5af6ca196967b2fdfd7eab01197adb86d40875eeee004c160360"}) as unknown as TypedDocumentString<AdminEndBackgroundTaskMutation, AdminEndBackgroundTaskMutationVariables>;
export const MemberSelectOptionsDocument = new TypedDocumentString(`
    query MemberSelectOptions($keyword: String, $take: Int) {
  users(skip: 1, take: $take, keyword: $keyword) {
    items {
      ...MemberSelectOption
    }
  }
}
    fragment MemberSelectOption on User {
  id
  firstName
  lastName
  email
  phone
  prefixPhone
}`, {"hash":"sha256:934eaeec44904bc089813c42afff2bbc0d98f95dc7275da8c0253f76138a1b24"}) as unknown as TypedDocumentString<MemberSelectOptionsQuery, MemberSelectOptionsQueryVariables>;
export const AdminLiveDocument = new TypedDocumentString(`
    subscription AdminLive {
  adminLive {
    kind
    entity
    entityId
    action
    actionText
    actor {
      id
      fullName
    }
    at
  }
}
    `, {"hash":"sha256:b02021657e1813548e87ee2d65fee2989a4f026cb4b09624208a7595e33b1506"}) as unknown as TypedDocumentString<AdminLiveSubscription, AdminLiveSubscriptionVariables>;
export const AdminRecordViewersDocument = new TypedDocumentString(`
    query AdminRecordViewers($entity: String!, $entityId: ID!) {
  adminRecordViewers(entity: $entity, entityId: $entityId) {
    adminId
    fullName
    editing
  }
}
    `, {"hash":"sha256:6f975273b2265753bf388452c7fbaa83c9c8d9f221fb36b63bc44916e85a59fb"}) as unknown as TypedDocumentString<AdminRecordViewersQuery, AdminRecordViewersQueryVariables>;
export const AdminRecordPresenceDocument = new TypedDocumentString(`
    mutation AdminRecordPresence($entity: String!, $entityId: ID!, $editing: Boolean!, $leaving: Boolean) {
  adminRecordPresence(
    entity: $entity
    entityId: $entityId
    editing: $editing
    leaving: $leaving
  )
}
    `, {"hash":"sha256:4df29494e96536086dc5e62cee553132667acecad334d7c0a7b06ea631bbafd6"}) as unknown as TypedDocumentString<AdminRecordPresenceMutation, AdminRecordPresenceMutationVariables>;
export const RecordHistoryDocument = new TypedDocumentString(`
    query RecordHistory($entityType: String!, $entityId: String!, $skip: Int, $take: Int) {
  adminListAuditLogs(
    entityType: $entityType
    entityId: $entityId
    skip: $skip
    take: $take
  ) {
    meta {
      ...PageMeta
    }
    items {
      ...RecordHistoryRow
    }
  }
}
    fragment PageMeta on PaginationMeta {
  itemCount
  totalItems
  itemsPerPage
  totalPages
  currentPage
  totalIsLowerBound
}
fragment RecordHistoryRow on AuditLog {
  id
  createdAt
  action
  actionText
  actor {
    id
    fullName
    email
  }
}`, {"hash":"sha256:5adecac60ccab54183e02640f5ce5b56067a56f1e7cee74752d19f94991a7de5"}) as unknown as TypedDocumentString<RecordHistoryQuery, RecordHistoryQueryVariables>;
export const AdminConfirmIdentityDocument = new TypedDocumentString(`
    mutation AdminConfirmIdentity($password: String!, $code: String) {
  adminConfirmIdentity(password: $password, code: $code)
}
    `, {"hash":"sha256:250ec2276ab967b60743cec57c379859c0cbf8c0685b356afff32f3338b433e0"}) as unknown as TypedDocumentString<AdminConfirmIdentityMutation, AdminConfirmIdentityMutationVariables>;
export const AdminListMySessionsDocument = new TypedDocumentString(`
    query AdminListMySessions {
  adminListMySessions {
    id
    current
    browser
    system
    userAgent
    ip
    createdAt
    lastSeenAt
  }
}
    `, {"hash":"sha256:c8b4036e59a169cd8373a564c2dad511f977e06fd5ceaea585b059e85f8b9742"}) as unknown as TypedDocumentString<AdminListMySessionsQuery, AdminListMySessionsQueryVariables>;
export const AdminRevokeSessionDocument = new TypedDocumentString(`
    mutation AdminRevokeSession($id: ID!) {
  adminRevokeSession(id: $id)
}
    `, {"hash":"sha256:d282577e18221ce5340b01ead8ccc0e5338006b38d2b35522f9a2f75c54bcb22"}) as unknown as TypedDocumentString<AdminRevokeSessionMutation, AdminRevokeSessionMutationVariables>;
export const AdminSignOutEverywhereDocument = new TypedDocumentString(`
    mutation AdminSignOutEverywhere {
  adminSignOutEverywhere
}
    `, {"hash":"sha256:07629f5e6b8840288aa1b071dfa41106015cb5713abe8309cfaf691f1d4c780a"}) as unknown as TypedDocumentString<AdminSignOutEverywhereMutation, AdminSignOutEverywhereMutationVariables>;
export const AdminStartTwoFactorDocument = new TypedDocumentString(`
    mutation AdminStartTwoFactor {
  adminStartTwoFactor {
    ...TwoFactorSetup
  }
}
    fragment TwoFactorSetup on AdminTwoFactorSetup {
  secret
  otpauthUrl
}`, {"hash":"sha256:d44142c2000e0a5cd46cd76a8812260b342b7400ffc230797e1bf5fc75c05d5e"}) as unknown as TypedDocumentString<AdminStartTwoFactorMutation, AdminStartTwoFactorMutationVariables>;
export const AdminConfirmTwoFactorDocument = new TypedDocumentString(`
    mutation AdminConfirmTwoFactor($code: String!) {
  adminConfirmTwoFactor(code: $code) {
    recoveryCodes
  }
}
    `, {"hash":"sha256:26460cba494b8832a1aa4770a55170f7204e1102f3e2d1fbe72316808ad3055f"}) as unknown as TypedDocumentString<AdminConfirmTwoFactorMutation, AdminConfirmTwoFactorMutationVariables>;
export const AdminDisableTwoFactorDocument = new TypedDocumentString(`
    mutation AdminDisableTwoFactor($password: String!, $code: String!) {
  adminDisableTwoFactor(password: $password, code: $code)
}
    `, {"hash":"sha256:6248f3dfa6d2886230fa49e29e48ebd7ea063b34cf380ba82813c566da8f9c3d"}) as unknown as TypedDocumentString<AdminDisableTwoFactorMutation, AdminDisableTwoFactorMutationVariables>;
export const AdminTransferApprovalSettingsDocument = new TypedDocumentString(`
    query AdminTransferApprovalSettings {
  adminTransferApprovalSettings {
    twoApprovalThreshold
    editVersion
  }
}
    `, {"hash":"sha256:9dbee0a3235b4533732cf17e6b87737276bb10282742854d05572113e07e1120"}) as unknown as TypedDocumentString<AdminTransferApprovalSettingsQuery, AdminTransferApprovalSettingsQueryVariables>;
export const AdminEditTransferApprovalSettingsDocument = new TypedDocumentString(`
    mutation AdminEditTransferApprovalSettings($twoApprovalThreshold: Float!, $editVersion: Int) {
  adminEditTransferApprovalSettings(
    twoApprovalThreshold: $twoApprovalThreshold
    editVersion: $editVersion
  ) {
    twoApprovalThreshold
    editVersion
  }
}
    `, {"hash":"sha256:17ed6c4936a048daa4d9182a291ce9983af78954211217cd94a57c7666227b5c"}) as unknown as TypedDocumentString<AdminEditTransferApprovalSettingsMutation, AdminEditTransferApprovalSettingsMutationVariables>;
export const AdminEndStaffSessionDocument = new TypedDocumentString(`
    mutation AdminEndStaffSession($id: ID!) {
  adminEndStaffSession(id: $id)
}
    `, {"hash":"sha256:b8313b82f6f5e18ef3e52ff319ee5187dff95875d2e891162b95976d4a7b17ba"}) as unknown as TypedDocumentString<AdminEndStaffSessionMutation, AdminEndStaffSessionMutationVariables>;