import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserModel, PostModel, TransferRequestModel, CarBuyingNeedModel, ParkingModel, NotificationModel, AdminUserModel, AdminRoleModel } from '../mappers';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO-8601 date-time string. */
  DateTime: { input: string; output: Date | string; }
  /** A list's URL state as a JSON object: filter names to string, number or boolean values (at most 2,000 characters as JSON). */
  SearchParams: { input: unknown; output: Record<string, string | number | boolean>; }
};

export type AdminAvatarInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  media: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

/** One row of a bulk action: each row is applied like the single action, in its own transaction. */
export type AdminBulkActionResult = {
  __typename?: 'AdminBulkActionResult';
  /** The refusal's code (CONFLICT, NOT_FOUND, BAD_USER_INPUT, LIMIT_REACHED…); null when ok. */
  code: Maybe<Scalars['String']['output']>;
  /** Why it did not (the single action's own message); null when ok. */
  error: Maybe<Scalars['String']['output']>;
  /** The row's id, as sent. */
  id: Scalars['ID']['output'];
  /** Whether the action applied to this row. */
  ok: Scalars['Boolean']['output'];
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
  id: Scalars['ID']['input'];
};

/** One row of adminBulkCreateQuestions: a theory question as adminCreateQuestion takes it, without pictures (a spreadsheet carries none). */
export type AdminBulkQuestionRowInput = {
  answerType: QuestionAnswerType;
  answers: Array<QuestionTheoryAnswerInput>;
  content: Scalars['String']['input'];
  explainAnswer?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  no: Scalars['Int']['input'];
  type: Array<QuestionTheoryType>;
};

/** The list a review bulk action acts on. */
export type AdminBulkReviewKind =
  | 'CATEGORY'
  | 'REVIEW';

/** What became of one row of a bulk mutation. */
export type AdminBulkRowResult = {
  __typename?: 'AdminBulkRowResult';
  /** Why the row was not saved (the same message the single-row mutation gives); null when ok. */
  error: Maybe<Scalars['String']['output']>;
  /** The input field the error names, e.g. priceCarVersion; null when ok or when no one field is at fault. */
  field: Maybe<Scalars['String']['output']>;
  /** The created or edited record's id; null when the row was not saved. */
  id: Maybe<Scalars['ID']['output']>;
  /** Whether the row was saved. */
  ok: Scalars['Boolean']['output'];
  /** The row's index in the list as sent (0-based). */
  row: Scalars['Int']['output'];
};

/** One row of adminBulkEditVersions: the fields of adminEditVersion; a left-out model keeps the version's own. */
export type AdminBulkVersionEditRowInput = {
  id: Scalars['ID']['input'];
  model?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  priceCarVersion: Scalars['Float']['input'];
};

/** One row of adminBulkCreateVersions: the fields of adminCreateVersion (bulk rows never carry an image). */
export type AdminBulkVersionRowInput = {
  /** Model id. */
  model: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  priceCarVersion: Scalars['Float']['input'];
};

export type AdminCarBuyingNeedInput = {
  brand?: InputMaybe<Scalars['ID']['input']>;
  budget?: InputMaybe<Scalars['Float']['input']>;
  buyerName?: InputMaybe<Scalars['String']['input']>;
  descriptionOther?: InputMaybe<Scalars['String']['input']>;
  isInstallmentPurchase?: InputMaybe<Scalars['Boolean']['input']>;
  isInsuranceConsultant?: InputMaybe<Scalars['Boolean']['input']>;
  isOther?: InputMaybe<Scalars['Boolean']['input']>;
  isVehicleInspectionService?: InputMaybe<Scalars['Boolean']['input']>;
  model?: InputMaybe<Scalars['ID']['input']>;
  numKilometerCarRun?: InputMaybe<Scalars['Int']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  provinceId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<CarBuyingNeedStatus>;
  userId?: InputMaybe<Scalars['ID']['input']>;
  userSellerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  vehicleLife?: InputMaybe<Scalars['Int']['input']>;
};

export type AdminCarInput = {
  classificationByRegistration?: InputMaybe<Scalars['String']['input']>;
  debutDay?: InputMaybe<Scalars['DateTime']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  imageInsideIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  imageOutsideIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  metas?: InputMaybe<Array<CarMetaInput>>;
  origin?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  priceSegment?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  /** Media ids of uploaded videos. */
  videoIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type AdminChangeStatusReviewCategoryInput = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};

export type AdminChangeStatusReviewInput = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};

export type AdminContestInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  duration?: InputMaybe<Scalars['Int']['input']>;
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  name: Scalars['String']['input'];
  noWiner?: InputMaybe<Scalars['Int']['input']>;
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A member created by an admin; at least one of email or phone is required. */
export type AdminCreateUserInput = {
  /** Media id of the avatar. */
  avatar?: InputMaybe<Scalars['ID']['input']>;
  cityId?: InputMaybe<Scalars['ID']['input']>;
  countryId?: InputMaybe<Scalars['ID']['input']>;
  dob?: InputMaybe<Scalars['DateTime']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Language>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Optional initial password; without it the member signs in by OTP or social login. */
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  prefixPhone?: InputMaybe<Scalars['String']['input']>;
  storeName?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type AdminDrivingCenterInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  district?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  mediaIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  phone?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  services?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
  ward?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Fields an admin may change on a member; absent fields are left unchanged. */
export type AdminEditUserInput = {
  avatar?: InputMaybe<Scalars['ID']['input']>;
  cityId?: InputMaybe<Scalars['ID']['input']>;
  countryId?: InputMaybe<Scalars['ID']['input']>;
  dob?: InputMaybe<Scalars['DateTime']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Language>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  prefixPhone?: InputMaybe<Scalars['String']['input']>;
  storeName?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type AdminGarageInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  district?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  mediaIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  phone?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  services?: InputMaybe<Array<Scalars['String']['input']>>;
  status?: InputMaybe<GarageStatus>;
  title: Scalars['String']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
  ward?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
};

export type AdminInviteStaffInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  roleId: Scalars['ID']['input'];
};

export type AdminInviteStaffResult = {
  __typename?: 'AdminInviteStaffResult';
  expiresAt: Scalars['DateTime']['output'];
  /** The single-use link the invitee opens to choose a password (also emailed), for the inviter to copy. */
  inviteUrl: Scalars['String']['output'];
  staff: AdminUser;
};

/**
 * SPEC §3's login result. When two-step sign-in is on, adminLogin answers no tokens (accessToken, the dates
 * and user are null) but twoFactorRequired and twoFactorChallenge; adminVerifyTwoFactor then answers the rest.
 */
export type AdminLoginResult = {
  __typename?: 'AdminLoginResult';
  accessToken: Maybe<Scalars['String']['output']>;
  expireRefreshTokenDate: Maybe<Scalars['DateTime']['output']>;
  expireTokenDate: Maybe<Scalars['DateTime']['output']>;
  /** Null for a browser, whose refresh token travels only in its HttpOnly cookie; a client that is not a browser gets it here (SPEC §3 names the field). */
  refreshToken: Maybe<Scalars['String']['output']>;
  /** The second step's challenge for adminVerifyTwoFactor: valid 5 minutes, once. */
  twoFactorChallenge: Maybe<Scalars['String']['output']>;
  /** True when the password was right and a code of the admin's authenticator (or a recovery code) is needed. */
  twoFactorRequired: Scalars['Boolean']['output'];
  user: Maybe<AdminUser>;
};

/** A market price entry or catalogue version created from the Market Price screens. */
export type AdminMarketPriceInput = {
  mediaId?: InputMaybe<Scalars['ID']['input']>;
  /** Model id; the brand follows from the model. */
  model: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  numKilometerCarRun?: InputMaybe<Scalars['Int']['input']>;
  priceCarVersion: Scalars['Float']['input'];
  yearManufacture?: InputMaybe<Scalars['Int']['input']>;
};

export type AdminParkingInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  closeOnPublicHolidays?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  district?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  mediaIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  phone?: InputMaybe<Scalars['String']['input']>;
  priceProperties?: InputMaybe<Array<ParkingPricePropertyInput>>;
  province?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  sameWeekOfOperation?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<ParkingStatus>;
  title: Scalars['String']['input'];
  total?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
  ward?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
  workingTimes?: InputMaybe<Array<ParkingWorkingTimeInput>>;
};

/** A post written by an admin on behalf of a member (userId). */
export type AdminPostInput = {
  bodyType?: InputMaybe<Scalars['ID']['input']>;
  brand?: InputMaybe<Scalars['ID']['input']>;
  cityId?: InputMaybe<Scalars['ID']['input']>;
  colour?: InputMaybe<Scalars['ID']['input']>;
  condition?: InputMaybe<Condition>;
  countryCode?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Currency>;
  description?: InputMaybe<Scalars['String']['input']>;
  door?: InputMaybe<Scalars['ID']['input']>;
  driverType?: InputMaybe<Scalars['ID']['input']>;
  fuelEconomy?: InputMaybe<Scalars['ID']['input']>;
  fuelType?: InputMaybe<Scalars['ID']['input']>;
  hiddenPrice?: InputMaybe<Scalars['Float']['input']>;
  hidePlateMediaIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  includeTax?: InputMaybe<Scalars['Boolean']['input']>;
  inspection?: InputMaybe<Inspection>;
  mediaIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  model?: InputMaybe<Scalars['ID']['input']>;
  odometer?: InputMaybe<Scalars['Int']['input']>;
  offer?: InputMaybe<Scalars['Boolean']['input']>;
  plateHidden?: InputMaybe<Scalars['Boolean']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  regExprice?: InputMaybe<Scalars['DateTime']['input']>;
  regPlate?: InputMaybe<Scalars['String']['input']>;
  remoteAssessment?: InputMaybe<Scalars['Boolean']['input']>;
  roadworthyCeftificate?: InputMaybe<Scalars['Boolean']['input']>;
  seat?: InputMaybe<Scalars['ID']['input']>;
  showHiddenPrice?: InputMaybe<Scalars['Boolean']['input']>;
  /** DRAFT or PENDING on create; the admin's review sets other statuses. */
  status?: InputMaybe<PostStatus>;
  title: Scalars['String']['input'];
  transmission?: InputMaybe<Transmission>;
  userId: Scalars['ID']['input'];
  /** Catalogue version id (must belong to the model). */
  version?: InputMaybe<Scalars['ID']['input']>;
  videoUrl?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

export type AdminQuestionSimulationGroupInput = {
  name: Scalars['String']['input'];
  questions: Array<Scalars['ID']['input']>;
  type: QuestionSimulationType;
};

export type AdminQuestionSimulationInput = {
  answers: Array<QuestionSimulationAnswerInput>;
  content: Scalars['String']['input'];
  explainAnswer?: InputMaybe<Scalars['String']['input']>;
  images?: InputMaybe<Array<Scalars['ID']['input']>>;
  no: Scalars['Int']['input'];
  type: Array<QuestionSimulationType>;
  /** The video's length in seconds as the editor's player read it; the answer segments must lie within it. */
  videoDuration: Scalars['Float']['input'];
  videos?: InputMaybe<Scalars['ID']['input']>;
};

export type AdminQuestionTheoryInput = {
  answerType: QuestionAnswerType;
  answers: Array<QuestionTheoryAnswerInput>;
  content: Scalars['String']['input'];
  explainAnswer?: InputMaybe<Scalars['String']['input']>;
  imageExplainAnswer?: InputMaybe<Array<Scalars['ID']['input']>>;
  images?: InputMaybe<Array<Scalars['ID']['input']>>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  no: Scalars['Int']['input'];
  type: Array<QuestionTheoryType>;
};

/** Ten single-use recovery codes, shown once; only their hashes are kept. */
export type AdminRecoveryCodes = {
  __typename?: 'AdminRecoveryCodes';
  recoveryCodes: Array<Scalars['String']['output']>;
};

export type AdminReviewCategoryInput = {
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  nameEn: Scalars['String']['input'];
  nameVi: Scalars['String']['input'];
  /** Made from nameVi when absent. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** Review content; contentVi and contentEn are rich text, sanitised by the server. */
export type AdminReviewInput = {
  applyType?: InputMaybe<Scalars['String']['input']>;
  category: Scalars['ID']['input'];
  contentEn?: InputMaybe<Scalars['String']['input']>;
  contentVi?: InputMaybe<Scalars['String']['input']>;
  descriptionEn?: InputMaybe<Scalars['String']['input']>;
  descriptionVi?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  mediaIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  modelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  nameEn: Scalars['String']['input'];
  nameVi: Scalars['String']['input'];
  /** The slug, editable before the first save; made from nameVi when absent. An edit keeps the stored slug. */
  slug?: InputMaybe<Scalars['String']['input']>;
  thumnail?: InputMaybe<Scalars['ID']['input']>;
};

export type AdminReviewVideoInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  linkVideo: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** A role: built-in ones (SUPPER_ADMIN, MODERATOR, FINANCE, CONTENT_EDITOR, SUPPORT) cannot be deleted. */
export type AdminRole = {
  __typename?: 'AdminRole';
  builtIn: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  /** The most each holder may approve in transfers per day, in VND; null for no limit. */
  dailyApprovalLimit: Maybe<Scalars['Float']['output']>;
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  permissions: Array<Scalars['String']['output']>;
  /** How many staff hold the role (a held role cannot be deleted). */
  staffCount: Scalars['Int']['output'];
  /** Holders must use two-step sign-in (issue 27). */
  twoFactorRequired: Scalars['Boolean']['output'];
};

/** A role as the role editor saves it. A built-in role's name and permissions are the product's: only its policies change. */
export type AdminRoleInput = {
  /** VND per day; null for no limit. */
  dailyApprovalLimit?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  permissions: Array<Scalars['String']['input']>;
  twoFactorRequired: Scalars['Boolean']['input'];
};

/** One record the command palette lists. */
export type AdminSearchHit = {
  __typename?: 'AdminSearchHit';
  /** A second line telling similar records apart: email and phone, short code and status, amount and status. */
  detail: Maybe<Scalars['String']['output']>;
  /** The record's id (a transfer request's own id). */
  id: Scalars['ID']['output'];
  /** What the record's list searches it by, for a kind with no page of its own (a transfer request: its member's email, else phone). */
  listSearch: Maybe<Scalars['String']['output']>;
  /** What the record is called: a member's name (else email, else phone), a post's or a service's title, a transfer's member. */
  title: Scalars['String']['output'];
};

/** What the command palette finds, by kind (docs/palette.md). A kind the admin may not read (its list's permission) is null; a kind searched with no match is empty. */
export type AdminSearchResult = {
  __typename?: 'AdminSearchResult';
  /** Driving centres by title or phone, newest first. */
  drivingCenters: Maybe<Array<AdminSearchHit>>;
  /** Garages and salons by title or phone, newest first. */
  garages: Maybe<Array<AdminSearchHit>>;
  /** Members by name, email or phone, newest first. */
  members: Maybe<Array<AdminSearchHit>>;
  /** Parking lots by title or phone, newest first. */
  parkings: Maybe<Array<AdminSearchHit>>;
  /** Posts by title, id or short code (SPEC §2.13), newest first. */
  posts: Maybe<Array<AdminSearchHit>>;
  /** Reviews by title (Vietnamese or English), newest first. */
  reviews: Maybe<Array<AdminSearchHit>>;
  /** Transfer requests of the members found by name, email or phone, newest first. */
  transferRequests: Maybe<Array<AdminSearchHit>>;
};

export type AdminServiceInput = {
  benefitsItemIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  day?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  totalPrice?: InputMaybe<Scalars['Float']['input']>;
  type: ServicePackageType;
  unitPrice?: InputMaybe<Scalars['Float']['input']>;
};

/** A signed-in session of the admin (a refresh-token family). */
export type AdminSession = {
  __typename?: 'AdminSession';
  /** The browser read from the user agent, e.g. 'Chrome 131'. */
  browser: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** The session this request belongs to. */
  current: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  ip: Maybe<Scalars['String']['output']>;
  lastSeenAt: Scalars['DateTime']['output'];
  /** The operating system read from the user agent, e.g. 'macOS 14.5'. */
  system: Maybe<Scalars['String']['output']>;
  userAgent: Maybe<Scalars['String']['output']>;
};

export type AdminTrafficSignInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  images?: InputMaybe<Array<Scalars['ID']['input']>>;
  symbol: Scalars['String']['input'];
  title: Scalars['String']['input'];
  type: TrafficSignType;
};

/** Two-step sign-in being set up: shown once, before it is confirmed by a code. */
export type AdminTwoFactorSetup = {
  __typename?: 'AdminTwoFactorSetup';
  /** The otpauth:// address the QR code carries. */
  otpauthUrl: Scalars['String']['output'];
  /** The TOTP secret in base32, for typing into an authenticator app. */
  secret: Scalars['String']['output'];
};

export type AdminUser = {
  __typename?: 'AdminUser';
  /** The code of the admin's role: SUPPER_ADMIN for the first admin, as SPEC §6 spells it. */
  authority: Scalars['String']['output'];
  createdAt: Maybe<Scalars['DateTime']['output']>;
  /** Why a staff manager deactivated them; null while active. */
  deactivateReason: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Maybe<Scalars['String']['output']>;
  fullName: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  lastLoginAt: Maybe<Scalars['DateTime']['output']>;
  lastName: Maybe<Scalars['String']['output']>;
  /** The role's permissions (src/rules/permissions.ts), read by the SPA's menu, routes and buttons. */
  permissions: Array<Scalars['String']['output']>;
  /** What the admin may do: a named set of permissions. */
  role: AdminRole;
  /** Invited (no password chosen yet), active, or deactivated (docs/staff.md). */
  status: StaffStatus;
  /** Two-step sign-in (TOTP) is on for this admin. */
  twoFactorEnabled: Scalars['Boolean']['output'];
  /** The admin's role requires two-step sign-in: until it is on, only its setup answers. */
  twoFactorRequired: Scalars['Boolean']['output'];
};

/** Gives a service package to a member; absent quantity, day or expriedDate are taken from the package. */
export type AdminUserServiceInput = {
  day?: InputMaybe<Scalars['Int']['input']>;
  expriedDate?: InputMaybe<Scalars['DateTime']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  servicesId: Scalars['ID']['input'];
  used?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};

/** One action the server writes, for the audit log's filter. */
export type AuditActionOption = {
  __typename?: 'AuditActionOption';
  /** `<entity>.<verb>`, as stored. */
  action: Scalars['String']['output'];
  /** The entity part of the action ('user'). */
  entityType: Scalars['String']['output'];
  /** The entity in words ('Member'). */
  entityTypeText: Scalars['String']['output'];
  /** The action in words ('Member deactivated'). */
  text: Scalars['String']['output'];
};

/** The audit trail's hash chain checked whole (docs/audit.md). */
export type AuditChainCheck = {
  __typename?: 'AuditChainCheck';
  /** The first row, in the order written, that was changed, removed from under the next, or written around the chain; null when ok. */
  firstBrokenId: Maybe<Scalars['ID']['output']>;
  /** True when every row's hash matches its content and links to the row before it. */
  ok: Scalars['Boolean']['output'];
  /** How many audit rows were checked. */
  rows: Scalars['Int']['output'];
};

/** What the audit log's filters offer: the admins, and every action with its words. */
export type AuditFilterOptions = {
  __typename?: 'AuditFilterOptions';
  actions: Array<AuditActionOption>;
  actors: Array<AdminUser>;
};

/**
 * One admin decision recorded with the row it changed (audit_logs). Written in the same database
 * transaction as the change, so a decision without its audit row cannot exist.
 */
export type AuditLog = {
  __typename?: 'AuditLog';
  /** `<entity>.<verb>`, e.g. 'transfer_request.approve', 'user.deactivate' (docs/server-kit.md#audit). */
  action: Scalars['String']['output'];
  /** The action in words for people ('Member deactivated'; server/kit/audit.ts); the key itself if it has none. */
  actionText: Scalars['String']['output'];
  /** Who did it: the signed-in admin whose request wrote the row; null for the system (jobs, the seed). */
  actor: Maybe<AdminUser>;
  /** The admin who decided; null for writes made by the system (jobs, the seed). */
  admin: Maybe<AdminUser>;
  /** JSON text of the values after the change. */
  after: Maybe<Scalars['String']['output']>;
  /** JSON text of the values before the change (status, amount, the member's balance). */
  before: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** The table the change touched, e.g. 'transfer_request' or 'user'. */
  entity: Scalars['String']['output'];
  entityId: Maybe<Scalars['String']['output']>;
  /** What kind of record the row is about: the singular table name, e.g. 'user', 'post', 'brand'. */
  entityType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The address the request came from (after the trusted proxies); null for writes made off a request. */
  ip: Maybe<Scalars['String']['output']>;
};

export type AuditLogPagination = {
  __typename?: 'AuditLogPagination';
  items: Array<AuditLog>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type Avatar = {
  __typename?: 'Avatar';
  createdAt: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isDefault: Scalars['Boolean']['output'];
  /** Media id of the image. */
  media: Maybe<Scalars['ID']['output']>;
  mediaDetail: Maybe<Media>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type AvatarPagination = {
  __typename?: 'AvatarPagination';
  items: Array<Avatar>;
  links: PaginationLinks;
  meta: PaginationMeta;
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

/** One piece of the signed-in admin's work, as the bell lists it. */
export type BackgroundWork = {
  __typename?: 'BackgroundWork';
  /** Rows or recipients handled so far (sent, saved, written). */
  done: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  /** The task's id, or the broadcast's (the notification's). */
  id: Scalars['ID']['output'];
  kind: BackgroundWorkKind;
  /** Where its result is: a path in the app. */
  link: Maybe<Scalars['String']['output']>;
  /** How it ended, in words ('12,030 sent, 4 failed'); null while it runs. */
  outcome: Maybe<Scalars['String']['output']>;
  startedAt: Scalars['DateTime']['output'];
  status: BackgroundWorkStatus;
  /** What a broadcast is about: its title (Vietnamese, as the Notification list shows it first); null for a task. */
  subject: Maybe<Scalars['String']['output']>;
  /** 'Export Members', 'Email to 12,034 members'. */
  title: Scalars['String']['output'];
  /** Rows or recipients in all; null while not known yet. */
  total: Maybe<Scalars['Int']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

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

export type Banner = {
  __typename?: 'Banner';
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  linkBanner: Maybe<Scalars['String']['output']>;
  mediaIds: Array<Scalars['ID']['output']>;
  medias: Array<Media>;
  name: Scalars['String']['output'];
  position: Maybe<BannerPosition>;
  positionId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type BannerPagination = {
  __typename?: 'BannerPagination';
  items: Array<Banner>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type BannerPosition = {
  __typename?: 'BannerPosition';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  ratioHeight: Maybe<Scalars['Int']['output']>;
  ratioWidth: Maybe<Scalars['Int']['output']>;
  type: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
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

export type BodyType = {
  __typename?: 'BodyType';
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type Brand = {
  __typename?: 'Brand';
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** URL of the icon (the mediaDetail's small path). */
  image: Maybe<Scalars['String']['output']>;
  isActive: Scalars['Boolean']['output'];
  isDisplayTopSearch: Scalars['Boolean']['output'];
  mediaDetail: Maybe<Media>;
  mediaId: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type Car = {
  __typename?: 'Car';
  classificationByRegistration: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  debutDay: Maybe<Scalars['DateTime']['output']>;
  description: Maybe<Scalars['String']['output']>;
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  imageInsideIds: Array<Scalars['ID']['output']>;
  imageOutsideIds: Array<Scalars['ID']['output']>;
  imagesInside: Array<Media>;
  imagesOutside: Array<Media>;
  metas: Array<CarMeta>;
  origin: Maybe<Scalars['String']['output']>;
  price: Maybe<Scalars['Float']['output']>;
  priceSegment: Maybe<Scalars['String']['output']>;
  size: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  videos: Array<CarVideo>;
};

export type CarBuyingNeed = {
  __typename?: 'CarBuyingNeed';
  /** Brand id. */
  brand: Maybe<Scalars['ID']['output']>;
  brandDetail: Maybe<Brand>;
  budget: Maybe<Scalars['Float']['output']>;
  buyerName: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  descriptionOther: Maybe<Scalars['String']['output']>;
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isCustomer: Scalars['Boolean']['output'];
  isInstallmentPurchase: Scalars['Boolean']['output'];
  isInsuranceConsultant: Scalars['Boolean']['output'];
  isOther: Scalars['Boolean']['output'];
  isVehicleInspectionService: Scalars['Boolean']['output'];
  /** Model id. */
  model: Maybe<Scalars['ID']['output']>;
  modelDetail: Maybe<CarModel>;
  numKilometerCarRun: Maybe<Scalars['Int']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  provinceDetail: Maybe<Province>;
  provinceId: Maybe<Scalars['ID']['output']>;
  sellers: Array<User>;
  status: CarBuyingNeedStatus;
  updatedAt: Scalars['DateTime']['output'];
  user: Maybe<User>;
  userId: Maybe<Scalars['ID']['output']>;
  userSellerIds: Array<Scalars['ID']['output']>;
  /** Maximum age of the wanted car in years. */
  vehicleLife: Maybe<Scalars['Int']['output']>;
};

export type CarBuyingNeedPagination = {
  __typename?: 'CarBuyingNeedPagination';
  items: Array<CarBuyingNeed>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

/** Buying need status: new 'Mới', following 'Đang chăm sóc', considering 'Đang cân nhắc', changed mind 'Không còn nhu cầu', had a car 'Đã có xe'. */
export type CarBuyingNeedStatus =
  | 'CHANGED_MIND'
  | 'CONSIDERING'
  | 'FOLLOWING'
  | 'HAD_A_CAR'
  | 'NEW';

export type CarMeta = {
  __typename?: 'CarMeta';
  bodyType: Maybe<BodyType>;
  brand: Maybe<Brand>;
  door: Maybe<Door>;
  fuelType: Maybe<FuelType>;
  model: Maybe<CarModel>;
  seat: Maybe<Seat>;
  type: CarMetaType;
  /** Id of the referenced catalogue item. */
  value: Maybe<Scalars['String']['output']>;
  version: Maybe<CarVersion>;
};

export type CarMetaInput = {
  type: CarMetaType;
  value: Scalars['String']['input'];
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

export type CarModel = {
  __typename?: 'CarModel';
  /** Brand id. */
  brand: Scalars['ID']['output'];
  brandMeta: Maybe<Brand>;
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  image: Maybe<Scalars['String']['output']>;
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** Number of active posts of this model. */
  totalPost: Maybe<Scalars['Int']['output']>;
};

export type CarPagination = {
  __typename?: 'CarPagination';
  items: Array<Car>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

/** Car purchase cost per province (Registration Location). Fees marked (percent) are percentages, others VND. */
export type CarPurchaseCostProvince = {
  __typename?: 'CarPurchaseCostProvince';
  /** Percent. */
  bodyInsuranceOneYear: Scalars['Float']['output'];
  /** VND. */
  civilInsurance: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  /** VND. */
  licensePlateFee: Scalars['Float']['output'];
  otherCost: Maybe<Scalars['Float']['output']>;
  /** The province (spelled so). */
  proviceDetail: Maybe<Province>;
  provinceId: Scalars['ID']['output'];
  /** Percent. */
  registrationFeeNewCar: Scalars['Float']['output'];
  /** Percent. */
  registrationFeeOldCar: Scalars['Float']['output'];
  /** VND. */
  registry: Scalars['Float']['output'];
  /** VND. */
  roadMaintenanceFee: Scalars['Float']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type CarVersion = {
  __typename?: 'CarVersion';
  /** Brand id. */
  brand: Maybe<Scalars['ID']['output']>;
  brandDetail: Maybe<Brand>;
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  image: Maybe<Scalars['String']['output']>;
  isActive: Scalars['Boolean']['output'];
  mediaDetail: Maybe<Media>;
  mediaId: Maybe<Scalars['ID']['output']>;
  /** Model id. */
  model: Maybe<Scalars['ID']['output']>;
  modelDetail: Maybe<CarModel>;
  name: Scalars['String']['output'];
  numKilometerCarRun: Maybe<Scalars['Int']['output']>;
  priceCarVersion: Maybe<Scalars['Float']['output']>;
  slug: Scalars['String']['output'];
  typeCarVersion: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  yearManufacture: Maybe<Scalars['Int']['output']>;
};

export type CarVersionPagination = {
  __typename?: 'CarVersionPagination';
  items: Array<CarVersion>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type CarVideo = {
  __typename?: 'CarVideo';
  carId: Scalars['ID']['output'];
  mediaDetail: Maybe<Media>;
  thumbnail: Maybe<Scalars['String']['output']>;
  videoId: Scalars['ID']['output'];
};

export type Colour = {
  __typename?: 'Colour';
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type Condition =
  | 'NEAR_NEW_AND_DEMO'
  | 'NEW'
  | 'OLD'
  | 'USED';

export type Contest = {
  __typename?: 'Contest';
  createdAt: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  /** Duration in days. */
  duration: Maybe<Scalars['Int']['output']>;
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  endDate: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Number of winners (spelled so). */
  noWiner: Maybe<Scalars['Int']['output']>;
  slug: Scalars['String']['output'];
  startDate: Maybe<Scalars['DateTime']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type ContestPagination = {
  __typename?: 'ContestPagination';
  items: Array<Contest>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type Country = {
  __typename?: 'Country';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CountryPagination = {
  __typename?: 'CountryPagination';
  items: Array<Country>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type Currency =
  | 'USD'
  | 'VND';

export type DashboardCountDate = {
  __typename?: 'DashboardCountDate';
  /** Float, not Int: a month of revenue in VND passes 2^31 (the user series holds whole numbers). */
  count: Scalars['Float']['output'];
  /** The month in Viet Nam time, 'YYYY-MM'. */
  date: Scalars['String']['output'];
};

export type DashboardListingByStatus = {
  __typename?: 'DashboardListingByStatus';
  count: Scalars['Int']['output'];
  status: PostStatus;
};

export type DashboardRevenueByType = {
  __typename?: 'DashboardRevenueByType';
  count: Scalars['Float']['output'];
  type: Scalars['String']['output'];
};

export type DashboardUserByLocation = {
  __typename?: 'DashboardUserByLocation';
  cityid: Maybe<Scalars['ID']['output']>;
  count: Scalars['Int']['output'];
  /** True for a former province (inactive since 1 July 2025); the screen marks it. */
  isFormer: Scalars['Boolean']['output'];
  province: Maybe<Scalars['String']['output']>;
};

export type DashboardUserStatus = {
  __typename?: 'DashboardUserStatus';
  active: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalViewPost: Scalars['Int']['output'];
  unverified: Scalars['Int']['output'];
};

export type DashboardValueChange = {
  __typename?: 'DashboardValueChange';
  change: Scalars['Float']['output'];
  value: Scalars['Float']['output'];
};

export type DeleteCarInput = {
  id: Scalars['ID']['input'];
};

export type District = {
  __typename?: 'District';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  prefix: Maybe<Scalars['String']['output']>;
  provinceCode: Scalars['String']['output'];
};

export type DistrictPagination = {
  __typename?: 'DistrictPagination';
  items: Array<District>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type Door = {
  __typename?: 'Door';
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  value: Scalars['Int']['output'];
};

export type DriverType = {
  __typename?: 'DriverType';
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  nameEn: Scalars['String']['output'];
  nameVi: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type DrivingCenter = ServiceListing & {
  __typename?: 'DrivingCenter';
  address: Maybe<Scalars['String']['output']>;
  averageRating: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  distance: Maybe<Scalars['Float']['output']>;
  /** District code. */
  district: Maybe<Scalars['String']['output']>;
  districtDetail: Maybe<District>;
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  location: Maybe<Scalars['String']['output']>;
  mediaIds: Array<Scalars['ID']['output']>;
  medias: Array<Media>;
  phone: Maybe<Scalars['String']['output']>;
  /** Province code. */
  province: Maybe<Scalars['String']['output']>;
  provinceDetail: Maybe<Province>;
  services: Array<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  totalRating: Scalars['Int']['output'];
  totalRatingScore: Scalars['Float']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Ward code. */
  ward: Maybe<Scalars['String']['output']>;
  wardDetail: Maybe<Ward>;
  website: Maybe<Scalars['String']['output']>;
};

export type DrivingCenterPagination = {
  __typename?: 'DrivingCenterPagination';
  items: Array<DrivingCenter>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type Feedback = {
  __typename?: 'Feedback';
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Media ids. */
  images: Array<Scalars['ID']['output']>;
  isActive: Scalars['Boolean']['output'];
  medias: Array<Media>;
  user: Maybe<User>;
  userId: Maybe<Scalars['ID']['output']>;
};

export type FeedbackPagination = {
  __typename?: 'FeedbackPagination';
  items: Array<Feedback>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type FuelEconomy = {
  __typename?: 'FuelEconomy';
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isLess: Scalars['Boolean']['output'];
  kilometer: Scalars['Float']['output'];
  liter: Scalars['Float']['output'];
  nameEn: Maybe<Scalars['String']['output']>;
  nameVi: Maybe<Scalars['String']['output']>;
};

export type FuelType = {
  __typename?: 'FuelType';
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type Garage = ServiceListing & {
  __typename?: 'Garage';
  address: Maybe<Scalars['String']['output']>;
  averageRating: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  /** Distance in km from the caller's position (null for admins). */
  distance: Maybe<Scalars['Float']['output']>;
  /** District code. */
  district: Maybe<Scalars['String']['output']>;
  districtDetail: Maybe<District>;
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  karCheck: Scalars['Boolean']['output'];
  latitude: Maybe<Scalars['Float']['output']>;
  location: Maybe<Scalars['String']['output']>;
  longitude: Maybe<Scalars['Float']['output']>;
  mediaIds: Array<Scalars['ID']['output']>;
  medias: Array<Media>;
  phone: Maybe<Scalars['String']['output']>;
  /** Province code. */
  province: Maybe<Scalars['String']['output']>;
  provinceDetail: Maybe<Province>;
  /** Why the listing was rejected (sent to the owner as an in-app notification). */
  reason: Maybe<Scalars['String']['output']>;
  services: Array<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  status: GarageStatus;
  title: Scalars['String']['output'];
  totalRating: Scalars['Int']['output'];
  totalRatingScore: Scalars['Float']['output'];
  updatedAt: Scalars['DateTime']['output'];
  user: Maybe<User>;
  userId: Maybe<Scalars['ID']['output']>;
  /** Ward code. */
  ward: Maybe<Scalars['String']['output']>;
  wardDetail: Maybe<Ward>;
  website: Maybe<Scalars['String']['output']>;
};

export type GaragePagination = {
  __typename?: 'GaragePagination';
  items: Array<Garage>;
  links: PaginationLinks;
  meta: PaginationMeta;
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

/** A list's columns as an admin arranged them: every column id in its order, and the ones hidden. */
export type ListColumns = {
  __typename?: 'ListColumns';
  hidden: Array<Scalars['String']['output']>;
  order: Array<Scalars['String']['output']>;
};

export type ListColumnsInput = {
  hidden: Array<Scalars['String']['input']>;
  order: Array<Scalars['String']['input']>;
};

/** One admin's columns of one list: null columns are the list's own. */
export type ListColumnsPref = {
  __typename?: 'ListColumnsPref';
  columns: Maybe<ListColumns>;
  listKey: Scalars['String']['output'];
};

/** Who made a change. */
export type LiveActor = {
  __typename?: 'LiveActor';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** One thing that happened, as the stream tells it. */
export type LiveEvent = {
  __typename?: 'LiveEvent';
  /** The audit action (`post.approve`); CHANGE only. */
  action: Maybe<Scalars['String']['output']>;
  /** The action in words ('Post approved'); CHANGE only. */
  actionText: Maybe<Scalars['String']['output']>;
  /** Who did it: null for the system, and for PRESENCE, RESYNC and WORK. */
  actor: Maybe<LiveActor>;
  at: Scalars['DateTime']['output'];
  /** The record's audit entity (`post`, `garage`…), as its History names it; null for RESYNC. */
  entity: Maybe<Scalars['String']['output']>;
  entityId: Maybe<Scalars['ID']['output']>;
  kind: LiveEventKind;
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

/** One outgoing email as the outbox recorded it (docs/mail.md). */
export type MailMessage = {
  __typename?: 'MailMessage';
  createdAt: Scalars['DateTime']['output'];
  /** The last delivery error, e.g. the SMTP server's answer; null unless failed. */
  error: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  sentAt: Maybe<Scalars['DateTime']['output']>;
  status: MailStatus;
  subject: Scalars['String']['output'];
  text: Scalars['String']['output'];
  to: Scalars['String']['output'];
  /** smtp or outbox: how delivery was (or will be) attempted. */
  transport: Maybe<Scalars['String']['output']>;
};

export type MailMessagePagination = {
  __typename?: 'MailMessagePagination';
  items: Array<MailMessage>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

/** Delivery state of an outgoing email: pending until tried, then sent (SMTP), stored (local outbox) or failed. */
export type MailStatus =
  | 'failed'
  | 'pending'
  | 'sent'
  | 'stored';

/** The post's price against the Market Price of the same version and year; outlier when ratio < 0.5 or > 2. */
export type MarketPriceCheck = {
  __typename?: 'MarketPriceCheck';
  outlier: Scalars['Boolean']['output'];
  ratio: Scalars['Float']['output'];
  versionPrice: Scalars['Float']['output'];
};

export type Media = {
  __typename?: 'Media';
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  fileName: Scalars['String']['output'];
  filePathLG: Maybe<Scalars['String']['output']>;
  filePathOriginal: Scalars['String']['output'];
  filePathSM: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isDeleted: Scalars['Boolean']['output'];
  mimeType: Scalars['String']['output'];
  thumbnail: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  uploadBy: Maybe<Scalars['ID']['output']>;
};

/** Kind of an upload, read from its MIME type (media library filter). */
export type MediaKind =
  | 'DOCUMENT'
  | 'IMAGE'
  | 'VIDEO';

/** A file of the media library, with its size, uploader and uses. */
export type MediaLibraryItem = {
  __typename?: 'MediaLibraryItem';
  id: Scalars['ID']['output'];
  kind: MediaKind;
  media: Media;
  sizeBytes: Maybe<Scalars['Int']['output']>;
  uploader: Maybe<MediaUploader>;
  usage: MediaUsage;
};

export type MediaLibraryPagination = {
  __typename?: 'MediaLibraryPagination';
  items: Array<MediaLibraryItem>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

/** Who uploaded a file: an admin or a member. */
export type MediaUploader = {
  __typename?: 'MediaUploader';
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/** How many records of each kind use a file (the media library's 'used in'). */
export type MediaUsage = {
  __typename?: 'MediaUsage';
  avatars: Scalars['Int']['output'];
  banners: Scalars['Int']['output'];
  cars: Scalars['Int']['output'];
  /** Other records holding the file: learning content, catalogue icons and pictures, member avatars, services, feedback. */
  others: Scalars['Int']['output'];
  posts: Scalars['Int']['output'];
  reviews: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Spends an invitation link: the invitee's password is set and they may sign in. */
  adminAcceptInvite: Scalars['Boolean']['output'];
  /** Publishes or unpublishes many reviews or review categories (by kind); each is one adminChangeStatusReview or adminChangeStatusReviewCategory, answered per row. */
  adminBulkChangeStatusReviews: Array<AdminBulkActionResult>;
  /** Creates many theory questions (at most 200 rows) in one transaction; each row is checked like adminCreateQuestion, and a number already used (or repeated in the rows) is refused. A bad row writes nothing and the others are saved. */
  adminBulkCreateQuestions: Array<AdminBulkRowResult>;
  /** Creates many car versions (at most 200 rows); each row is checked like adminCreateVersion, a bad row writes nothing and the others are saved. */
  adminBulkCreateVersions: Array<AdminBulkRowResult>;
  /** Deactivates many members with one reason (10 to 100 characters, checked once) emailed to each; each is one adminDeactivateUser, answered per row. */
  adminBulkDeactivateUsers: Array<AdminBulkActionResult>;
  /** Deletes many banners; each is one adminDeleteBanner, answered per row. */
  adminBulkDeleteBanners: Array<AdminBulkActionResult>;
  /** Deletes many service packages or benefit items (by kind); each is one adminDeleteServices or adminDeleteUserServiceBenefits (a benefit a package lists is refused on its row), answered per row. */
  adminBulkDeletePackages: Array<AdminBulkActionResult>;
  /** Deletes many reviews or review categories (by kind); each is one adminDeleteReview or adminDeleteReviewCategory (a category in use is refused on its row), answered per row. */
  adminBulkDeleteReviews: Array<AdminBulkActionResult>;
  /** Deletes many garages, driving centres or parking lots (by kind); each is one delete of that kind, answered per row. */
  adminBulkDeleteServiceListings: Array<AdminBulkActionResult>;
  /** Edits many car versions by id (at most 200 rows) like adminEditVersion; an unknown id or a bad row writes nothing and the others are saved. */
  adminBulkEditVersions: Array<AdminBulkRowResult>;
  /** Approves, rejects (one reason and note for all) or dismisses the reports of many posts; each post is one adminChangeStatusPost or adminDismissPostReports, answered per row. */
  adminBulkModeratePosts: Array<AdminBulkActionResult>;
  /** Reactivates many members; each is one adminReactivateUser, answered per row. */
  adminBulkReactivateUsers: Array<AdminBulkActionResult>;
  /** Sets many banners active or inactive (a given state, not a toggle: a banner already so is left as it is, unaudited); answered per row. */
  adminBulkUpdateStatusBanners: Array<AdminBulkActionResult>;
  /** Sets many driving centres active or inactive; each is one adminUpdateStatusCenterDriverLisense, answered per row. */
  adminBulkUpdateStatusCenterDriverLisense: Array<AdminBulkActionResult>;
  /** Sets many service packages or benefit items (by kind) active or inactive; each is one adminUpdateStatusServices or adminUpdateStatusUserServiceBenefits, answered per row. */
  adminBulkUpdateStatusPackages: Array<AdminBulkActionResult>;
  /** Approves or rejects (one reason for all) many transfer requests; each is one adminUpdateUserTransferRequest (two approvals above the threshold, each approver's daily limit), answered per row. */
  adminBulkUpdateUserTransferRequests: Array<AdminBulkActionResult>;
  /** Changes the signed-in admin's own password and ends their other sessions. */
  adminChangePassword: Scalars['Boolean']['output'];
  adminChangeStaffRole: AdminUser;
  /** Approves (ACTIVE) or rejects (REJECTED, with a note) a PENDING or EDIT_PENDING post, or suspends one. */
  adminChangeStatusPost: Post;
  /** Sets a review active or inactive (the list's active toggle). */
  adminChangeStatusReview: Review;
  /** Sets a review category active or inactive. */
  adminChangeStatusReviewCategory: ReviewCategory;
  /** Claims a post for 10 minutes (re-claiming extends it); CONFLICT 'Reviewing: {name}' when another admin holds it. */
  adminClaimPost: PostClaim;
  /** Proves who the admin is again (password, and a code when two-step sign-in is on) for step-up fields. */
  adminConfirmIdentity: Scalars['Boolean']['output'];
  /** Turns two-step sign-in on with a code of the new secret; answers the recovery codes, once. */
  adminConfirmTwoFactor: AdminRecoveryCodes;
  /** Creates an avatar. */
  adminCreateAvatars: Avatar;
  /** Creates a banner. */
  adminCreateBanner: Banner;
  /** Creates a body type. */
  adminCreateBodyType: BodyType;
  /** Creates a brand; mediaId is its icon. */
  adminCreateBrand: Brand;
  /** Creates a car. */
  adminCreateCar: Car;
  /** Creates a car buying need. */
  adminCreateCarBuyingNeed: CarBuyingNeed;
  /** Creates the purchase costs of a province (one per province). */
  adminCreateCarPurchaseCostProvinceSettingOption: CarPurchaseCostProvince;
  /** Creates a driving centre. */
  adminCreateCenterDriverLisense: DrivingCenter;
  /** Creates a colour. */
  adminCreateColous: Colour;
  /** Creates a contest. */
  adminCreateContest: Contest;
  /** Creates a door option. */
  adminCreateDoors: Door;
  /** Creates a driver type. */
  adminCreateDriverType: DriverType;
  /** Creates a fuel economy option. */
  adminCreateFuelEconomy: FuelEconomy;
  /** Creates a fuel type. */
  adminCreateFuelType: FuelType;
  /** Creates a garage or salon. */
  adminCreateGarage: Garage;
  /** Creates a market price entry (a car version with year and km). */
  adminCreateMarketPrice: CarVersion;
  /** Creates a model of a brand (brand id). */
  adminCreateModel: CarModel;
  /** Creates a parking. */
  adminCreateParking: Parking;
  /** Creates a payment (top-up) item. */
  adminCreatePaymentItems: PaymentItem;
  /** Creates a post on behalf of a member. */
  adminCreatePost: Post;
  /** Creates a theory question. */
  adminCreateQuestion: QuestionTheory;
  /** Creates a simulation question. */
  adminCreateQuestionSimulation: QuestionSimulation;
  /** Creates a simulation question group. */
  adminCreateQuestionSimulationGroup: QuestionSimulationGroup;
  /** Creates a review. */
  adminCreateReview: Review;
  /** Creates a review category. */
  adminCreateReviewCategory: ReviewCategory;
  /** Creates a review video. */
  adminCreateReviewVideos: ReviewVideo;
  adminCreateRole: AdminRole;
  adminCreateSavedView: SavedView;
  /** Creates a seat option. */
  adminCreateSeats: Seat;
  /** Creates a service package. */
  adminCreateServices: ServicePackage;
  /** Creates a traffic sign. */
  adminCreateTrafficSigns: TrafficSign;
  /** Creates a member. */
  adminCreateUser: User;
  /** Creates a benefit package item. */
  adminCreateUserServiceBenefits: UserServiceBenefit;
  /** Gives a service package to a member. */
  adminCreateUserServices: UserServicePackage;
  /** Creates a car version of a model (model id). */
  adminCreateVersion: CarVersion;
  /** Deactivates a staff member and ends every session of theirs at once. */
  adminDeactivateStaff: AdminUser;
  /** Deactivates a member; the reason (10 to 100 characters) is emailed to the member. */
  adminDeactivateUser: User;
  /** Deletes an avatar. */
  adminDeleteAvatars: Scalars['Boolean']['output'];
  /** Deletes a banner. */
  adminDeleteBanner: Scalars['Boolean']['output'];
  /** Deletes a banner in the Trash for good. */
  adminDeleteBannerForGood: Scalars['Boolean']['output'];
  /** Deletes a car buying need. */
  adminDeleteCarBuyingNeed: Scalars['Boolean']['output'];
  /** Deletes a feedback. */
  adminDeleteFeedBack: Scalars['Boolean']['output'];
  /** Deletes a garage or salon. */
  adminDeleteGarage: Scalars['Boolean']['output'];
  /** Deletes an upload (kept as deleted); refused while a review, banner, car, avatar or post uses it. */
  adminDeleteMedia: Scalars['Boolean']['output'];
  /** Deletes a setting item of the given type. */
  adminDeleteOptions: Scalars['Boolean']['output'];
  /** Deletes a parking. */
  adminDeleteParking: Scalars['Boolean']['output'];
  /** Deletes a theory question; id is the question number as text. */
  adminDeleteQuestion: Scalars['Boolean']['output'];
  /** Deletes a simulation question. */
  adminDeleteQuestionSimulation: Scalars['Boolean']['output'];
  /** Deletes a simulation question group. */
  adminDeleteQuestionSimulationGroup: Scalars['Boolean']['output'];
  /** Deletes a review. */
  adminDeleteReview: Scalars['Boolean']['output'];
  /** Deletes a review category; CONFLICT while reviews use it. */
  adminDeleteReviewCategory: Scalars['Boolean']['output'];
  /** Deletes a review, review category or review video in the Trash for good. */
  adminDeleteReviewForGood: Scalars['Boolean']['output'];
  /** Deletes a review video. */
  adminDeleteReviewVideos: Scalars['Boolean']['output'];
  /** Deletes a custom role no staff member holds. */
  adminDeleteRole: Scalars['Boolean']['output'];
  /** Only the owner may delete a view; anyone else is refused. */
  adminDeleteSavedView: Scalars['Boolean']['output'];
  /** Deletes a garage, driving centre or parking in the Trash for good. */
  adminDeleteServiceForGood: Scalars['Boolean']['output'];
  /** Deletes (soft) a service package. */
  adminDeleteServices: Scalars['Boolean']['output'];
  /** Deletes a traffic sign. */
  adminDeleteTrafficSigns: Scalars['Boolean']['output'];
  /** Deletes a benefit package item. */
  adminDeleteUserServiceBenefits: Scalars['Boolean']['output'];
  /** Deletes a car version. */
  adminDeleteVersion: Scalars['Boolean']['output'];
  /** Turns two-step sign-in off: the password and a code (or a recovery code). Refused when the role requires it. */
  adminDisableTwoFactor: Scalars['Boolean']['output'];
  /** Closes a post's open reports when the post is fine: it keeps its status and leaves the review queue. */
  adminDismissPostReports: Post;
  /** Edits an avatar. */
  adminEditAvatars: Avatar;
  /** Edits a banner. */
  adminEditBanner: Banner;
  /** Edits a body type. */
  adminEditBodyType: BodyType;
  /** Edits a brand. */
  adminEditBrand: Brand;
  /** Edits a car. */
  adminEditCar: Car;
  /** Edits a car buying need. */
  adminEditCarBuyingNeed: CarBuyingNeed;
  /** Edits the purchase costs of a province (the province cannot change). */
  adminEditCarPurchaseCostProvinceSettingOption: CarPurchaseCostProvince;
  /** Edits a driving centre. */
  adminEditCenterDriverLisense: DrivingCenter;
  /** Edits a colour. */
  adminEditColous: Colour;
  /** Edits a contest. */
  adminEditContest: Contest;
  /** Edits a door option. */
  adminEditDoors: Door;
  /** Edits a driver type. */
  adminEditDriverType: DriverType;
  /** Edits a fuel economy option. */
  adminEditFuelEconomy: FuelEconomy;
  /** Edits a fuel type. */
  adminEditFuelType: FuelType;
  /** Edits a garage or salon. */
  adminEditGarage: Garage;
  /** Sets or clears the Kar Check mark of a garage. */
  adminEditGarageKarCheck: Garage;
  /** Edits a market price entry. */
  adminEditMarketPrice: CarVersion;
  /** Edits a model. */
  adminEditModel: CarModel;
  /** Edits a parking. */
  adminEditParking: Parking;
  /** Edits a payment (top-up) item. */
  adminEditPaymentItems: PaymentItem;
  /** Edits a post. */
  adminEditPost: Post;
  /** Edits the theory question with this number. */
  adminEditQuestion: QuestionTheory;
  /** Edits a simulation question. */
  adminEditQuestionSimulation: QuestionSimulation;
  /** Edits a simulation question group. */
  adminEditQuestionSimulationGroup: QuestionSimulationGroup;
  /** Edits a review. */
  adminEditReview: Review;
  /** Edits a review category. */
  adminEditReviewCategory: ReviewCategory;
  /** Edits a review video. */
  adminEditReviewVideos: ReviewVideo;
  adminEditRole: AdminRole;
  /** Edits a seat option. */
  adminEditSeats: Seat;
  /** Edits a service package. */
  adminEditServices: ServicePackage;
  /** Edits a traffic sign. */
  adminEditTrafficSigns: TrafficSign;
  /** Sets the amount (whole VND) from which a transfer request needs two approvals. */
  adminEditTransferApprovalSettings: TransferApprovalSettings;
  /** Edits a member. */
  adminEditUser: User;
  /** Edits a benefit package item. */
  adminEditUserServiceBenefits: UserServiceBenefit;
  /** Edits a member's service package. */
  adminEditUserServices: UserServicePackage;
  /** Edits a car version; model may be left out; returns null when the id is unknown (bulk update). */
  adminEditVersion: Maybe<CarVersion>;
  /** One's own running task ended: done, failed (with why) or cancelled. */
  adminEndBackgroundTask: BackgroundWork;
  /** Ends any admin's session by its id, from a staff member's page; their next request is refused. */
  adminEndStaffSession: Scalars['Boolean']['output'];
  /** Creates the account (status INVITED) and emails a single-use link valid 72 hours; inviting a pending address again sends a new link. */
  adminInviteStaff: AdminInviteStaffResult;
  /** Signs an admin in; the tokens are also set as httpOnly cookies. */
  adminLogin: AdminLoginResult;
  /** Pins a view to (or unpins it from) the signed-in admin's side menu only. */
  adminPinSavedView: SavedView;
  /** Lets a deactivated staff member sign in again; no old session comes back. */
  adminReactivateStaff: AdminUser;
  /** Reactivates a deactivated member. */
  adminReactivateUser: User;
  /**
   * The heartbeat of a record's page (every 20 s while open; `leaving` when it closes). Not audited: it
   * changes no record, and a row per heartbeat would bury the trail.
   */
  adminRecordPresence: Scalars['Boolean']['output'];
  /** Rotates the refresh token (argument or cookie) and issues a new access token. */
  adminRefreshToken: AdminLoginResult;
  /** Releases the signed-in admin's claim on a post. */
  adminReleasePost: Scalars['Boolean']['output'];
  /** How far one's own running task is (at most about once a second). An ended task stays as it ended. */
  adminReportBackgroundTask: BackgroundWork;
  /** Emails a short-lived reset link when the address belongs to an active admin; answers true either way. */
  adminRequestPasswordReset: Scalars['Boolean']['output'];
  /** Spends a reset link: sets the new password and ends every session of that admin. */
  adminResetPassword: Scalars['Boolean']['output'];
  /** Takes a banner out of the Trash as it was (kind BANNER); the Undo of its delete. */
  adminRestoreBannerFromTrash: Scalars['Boolean']['output'];
  /** Takes a review, review category or review video out of the Trash as it was. */
  adminRestoreReviewFromTrash: Scalars['Boolean']['output'];
  /** Takes a garage, driving centre or parking out of the Trash as it was. */
  adminRestoreServiceFromTrash: Scalars['Boolean']['output'];
  /** Queues the failed deliveries of a notification or email again. */
  adminRetryNotificationDeliveries: Notification;
  /** Ends one of the signed-in admin's sessions. */
  adminRevokeSession: Scalars['Boolean']['output'];
  /** Keeps the signed-in admin's columns for one list; null goes back to the list's own. */
  adminSaveListColumns: ListColumnsPref;
  /** Sends an email to the given members (active emails only), or to every member of the role when userIds is empty. */
  adminSendEmail: Notification;
  /** Sends a push notification to the given members, or to every member of the role when userIds is empty. */
  adminSendNotification: Notification;
  /** Emails the notification as written to the signed-in admin, so it can be read before it goes out. */
  adminSendNotificationTest: Scalars['Boolean']['output'];
  /** Ends every session of the signed-in admin except this one. */
  adminSignOutEverywhere: Scalars['Boolean']['output'];
  /** A task starts in this tab: listed in the admin's bell at once. */
  adminStartBackgroundTask: BackgroundWork;
  /** Starts turning on two-step sign-in: a new secret, confirmed by adminConfirmTwoFactor. */
  adminStartTwoFactor: AdminTwoFactorSetup;
  /** Takes back the signed-in admin's approval of a post within 10 seconds (back to PENDING or EDIT_PENDING, seller's notice and held email withdrawn); CONFLICT when anything happened to the post since. */
  adminUndoPostApproval: Post;
  /** Moves a garage between statuses: PENDING to ACTIVE (approve) or REJECT (reason required, sent to the owner), ACTIVE back to PENDING. */
  adminUpdateGarageStatus: Garage;
  /** Only the owner may change a view; anyone else is refused. */
  adminUpdateSavedView: SavedView;
  /** Toggles a banner between active and inactive (under the row's lock, so two toggles at once flip it twice). */
  adminUpdateStatusBanner: Banner;
  /** Changes the status of a car buying need (audited). */
  adminUpdateStatusCarBuyingNeed: CarBuyingNeed;
  /** Sets a driving centre active or inactive. */
  adminUpdateStatusCenterDriverLisense: DrivingCenter;
  /** Sets a setting item of the given type active or inactive. */
  adminUpdateStatusOptions: Scalars['Boolean']['output'];
  /** Sets a service package active or inactive. */
  adminUpdateStatusServices: ServicePackage;
  /** Sets a benefit package item active or inactive. */
  adminUpdateStatusUserServiceBenefits: UserServiceBenefit;
  /** Approves (status confirm, amount credited) or rejects a new transfer request with a reason. At or above the two-approval threshold the first approval is only recorded (status stays new) and a second admin's completes it; each approver's role may cap what they approve per day. */
  adminUpdateUserTransferRequest: TransferRequest;
  /** The second step of signing in: the challenge adminLogin answered and a code (or a recovery code). */
  adminVerifyTwoFactor: AdminLoginResult;
  /** Deletes a car. */
  deleteCar: Scalars['Boolean']['output'];
  /** Deletes a driving centre. */
  deleteCenterDriverLisense: Scalars['Boolean']['output'];
  /** Signs the admin out and revokes the session's refresh token. */
  signOut: Scalars['Boolean']['output'];
};


export type MutationAdminAcceptInviteArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationAdminBulkChangeStatusReviewsArgs = {
  active: Scalars['Boolean']['input'];
  ids: Array<Scalars['ID']['input']>;
  kind: AdminBulkReviewKind;
};


export type MutationAdminBulkCreateQuestionsArgs = {
  rows: Array<AdminBulkQuestionRowInput>;
};


export type MutationAdminBulkCreateVersionsArgs = {
  rows: Array<AdminBulkVersionRowInput>;
};


export type MutationAdminBulkDeactivateUsersArgs = {
  ids: Array<Scalars['ID']['input']>;
  reason: Scalars['String']['input'];
};


export type MutationAdminBulkDeleteBannersArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationAdminBulkDeletePackagesArgs = {
  ids: Array<Scalars['ID']['input']>;
  kind: AdminBulkPackageKind;
};


export type MutationAdminBulkDeleteReviewsArgs = {
  ids: Array<Scalars['ID']['input']>;
  kind: AdminBulkReviewKind;
};


export type MutationAdminBulkDeleteServiceListingsArgs = {
  ids: Array<Scalars['ID']['input']>;
  kind: ServiceListingKind;
};


export type MutationAdminBulkEditVersionsArgs = {
  rows: Array<AdminBulkVersionEditRowInput>;
};


export type MutationAdminBulkModeratePostsArgs = {
  action: AdminBulkPostAction;
  note?: InputMaybe<Scalars['String']['input']>;
  posts: Array<AdminBulkPostInput>;
  reason?: InputMaybe<PostModerationReason>;
};


export type MutationAdminBulkReactivateUsersArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationAdminBulkUpdateStatusBannersArgs = {
  active: Scalars['Boolean']['input'];
  ids: Array<Scalars['ID']['input']>;
};


export type MutationAdminBulkUpdateStatusCenterDriverLisenseArgs = {
  active: Scalars['Boolean']['input'];
  ids: Array<Scalars['ID']['input']>;
};


export type MutationAdminBulkUpdateStatusPackagesArgs = {
  active: Scalars['Boolean']['input'];
  ids: Array<Scalars['ID']['input']>;
  kind: AdminBulkPackageKind;
};


export type MutationAdminBulkUpdateUserTransferRequestsArgs = {
  approve: Scalars['Boolean']['input'];
  ids: Array<Scalars['ID']['input']>;
  moneyTransferReason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAdminChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationAdminChangeStaffRoleArgs = {
  id: Scalars['ID']['input'];
  roleId: Scalars['ID']['input'];
};


export type MutationAdminChangeStatusPostArgs = {
  expectedStatus?: InputMaybe<PostStatus>;
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<PostModerationReason>;
  status: PostStatus;
};


export type MutationAdminChangeStatusReviewArgs = {
  input: AdminChangeStatusReviewInput;
};


export type MutationAdminChangeStatusReviewCategoryArgs = {
  input: AdminChangeStatusReviewCategoryInput;
};


export type MutationAdminClaimPostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminConfirmIdentityArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
};


export type MutationAdminConfirmTwoFactorArgs = {
  code: Scalars['String']['input'];
};


export type MutationAdminCreateAvatarsArgs = {
  input: AdminAvatarInput;
};


export type MutationAdminCreateBannerArgs = {
  linkBanner: Scalars['String']['input'];
  mediaIds: Array<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  positionId: Scalars['ID']['input'];
};


export type MutationAdminCreateBodyTypeArgs = {
  name: Scalars['String']['input'];
};


export type MutationAdminCreateBrandArgs = {
  isDisplayTopSearch?: InputMaybe<Scalars['Boolean']['input']>;
  mediaId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationAdminCreateCarArgs = {
  input: AdminCarInput;
};


export type MutationAdminCreateCarBuyingNeedArgs = {
  input: AdminCarBuyingNeedInput;
};


export type MutationAdminCreateCarPurchaseCostProvinceSettingOptionArgs = {
  bodyInsuranceOneYear: Scalars['Float']['input'];
  civilInsurance: Scalars['Float']['input'];
  licensePlateFee: Scalars['Float']['input'];
  otherCost?: InputMaybe<Scalars['Float']['input']>;
  provinceId: Scalars['ID']['input'];
  registrationFeeNewCar: Scalars['Float']['input'];
  registrationFeeOldCar: Scalars['Float']['input'];
  registry: Scalars['Float']['input'];
  roadMaintenanceFee: Scalars['Float']['input'];
};


export type MutationAdminCreateCenterDriverLisenseArgs = {
  input: AdminDrivingCenterInput;
};


export type MutationAdminCreateColousArgs = {
  name: Scalars['String']['input'];
};


export type MutationAdminCreateContestArgs = {
  input: AdminContestInput;
};


export type MutationAdminCreateDoorsArgs = {
  name: Scalars['String']['input'];
  value: Scalars['Int']['input'];
};


export type MutationAdminCreateDriverTypeArgs = {
  nameEn: Scalars['String']['input'];
  nameVi: Scalars['String']['input'];
};


export type MutationAdminCreateFuelEconomyArgs = {
  isLess: Scalars['Boolean']['input'];
  kilometer: Scalars['Float']['input'];
  liter: Scalars['Float']['input'];
  nameEn?: InputMaybe<Scalars['String']['input']>;
  nameVi?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAdminCreateFuelTypeArgs = {
  name: Scalars['String']['input'];
};


export type MutationAdminCreateGarageArgs = {
  input: AdminGarageInput;
};


export type MutationAdminCreateMarketPriceArgs = {
  input: AdminMarketPriceInput;
};


export type MutationAdminCreateModelArgs = {
  brand: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationAdminCreateParkingArgs = {
  input: AdminParkingInput;
};


export type MutationAdminCreatePaymentItemsArgs = {
  amount: Scalars['Float']['input'];
  currency: Currency;
};


export type MutationAdminCreatePostArgs = {
  input: AdminPostInput;
};


export type MutationAdminCreateQuestionArgs = {
  input: AdminQuestionTheoryInput;
};


export type MutationAdminCreateQuestionSimulationArgs = {
  input: AdminQuestionSimulationInput;
};


export type MutationAdminCreateQuestionSimulationGroupArgs = {
  input: AdminQuestionSimulationGroupInput;
};


export type MutationAdminCreateReviewArgs = {
  input: AdminReviewInput;
};


export type MutationAdminCreateReviewCategoryArgs = {
  input: AdminReviewCategoryInput;
};


export type MutationAdminCreateReviewVideosArgs = {
  input: AdminReviewVideoInput;
};


export type MutationAdminCreateRoleArgs = {
  input: AdminRoleInput;
};


export type MutationAdminCreateSavedViewArgs = {
  input: SavedViewInput;
};


export type MutationAdminCreateSeatsArgs = {
  fixed?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  value: Scalars['Int']['input'];
};


export type MutationAdminCreateServicesArgs = {
  input: AdminServiceInput;
};


export type MutationAdminCreateTrafficSignsArgs = {
  input: AdminTrafficSignInput;
};


export type MutationAdminCreateUserArgs = {
  input: AdminCreateUserInput;
};


export type MutationAdminCreateUserServiceBenefitsArgs = {
  title: Scalars['String']['input'];
  type: BenefitType;
};


export type MutationAdminCreateUserServicesArgs = {
  input: AdminUserServiceInput;
};


export type MutationAdminCreateVersionArgs = {
  mediaId?: InputMaybe<Scalars['ID']['input']>;
  model: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  priceCarVersion: Scalars['Float']['input'];
};


export type MutationAdminDeactivateStaffArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationAdminDeactivateUserArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationAdminDeleteAvatarsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteBannerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteBannerForGoodArgs = {
  id: Scalars['ID']['input'];
  kind: TrashKind;
};


export type MutationAdminDeleteCarBuyingNeedArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteFeedBackArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteGarageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteMediaArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteOptionsArgs = {
  id: Scalars['ID']['input'];
  type: SettingType;
};


export type MutationAdminDeleteParkingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteQuestionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteQuestionSimulationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteQuestionSimulationGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteReviewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteReviewCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteReviewForGoodArgs = {
  id: Scalars['ID']['input'];
  kind: TrashKind;
};


export type MutationAdminDeleteReviewVideosArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteRoleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteSavedViewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteServiceForGoodArgs = {
  id: Scalars['ID']['input'];
  kind: TrashKind;
};


export type MutationAdminDeleteServicesArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteTrafficSignsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteUserServiceBenefitsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeleteVersionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDisableTwoFactorArgs = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationAdminDismissPostReportsArgs = {
  expectedStatus?: InputMaybe<PostStatus>;
  id: Scalars['ID']['input'];
};


export type MutationAdminEditAvatarsArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminAvatarInput;
};


export type MutationAdminEditBannerArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  linkBanner: Scalars['String']['input'];
  mediaIds: Array<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  positionId: Scalars['ID']['input'];
};


export type MutationAdminEditBodyTypeArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationAdminEditBrandArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  isDisplayTopSearch?: InputMaybe<Scalars['Boolean']['input']>;
  mediaId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationAdminEditCarArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminCarInput;
};


export type MutationAdminEditCarBuyingNeedArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminCarBuyingNeedInput;
};


export type MutationAdminEditCarPurchaseCostProvinceSettingOptionArgs = {
  bodyInsuranceOneYear: Scalars['Float']['input'];
  civilInsurance: Scalars['Float']['input'];
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  licensePlateFee: Scalars['Float']['input'];
  otherCost?: InputMaybe<Scalars['Float']['input']>;
  registrationFeeNewCar: Scalars['Float']['input'];
  registrationFeeOldCar: Scalars['Float']['input'];
  registry: Scalars['Float']['input'];
  roadMaintenanceFee: Scalars['Float']['input'];
};


export type MutationAdminEditCenterDriverLisenseArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminDrivingCenterInput;
};


export type MutationAdminEditColousArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationAdminEditContestArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminContestInput;
};


export type MutationAdminEditDoorsArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  value: Scalars['Int']['input'];
};


export type MutationAdminEditDriverTypeArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  nameEn: Scalars['String']['input'];
  nameVi: Scalars['String']['input'];
};


export type MutationAdminEditFuelEconomyArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  isLess: Scalars['Boolean']['input'];
  kilometer: Scalars['Float']['input'];
  liter: Scalars['Float']['input'];
  nameEn?: InputMaybe<Scalars['String']['input']>;
  nameVi?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAdminEditFuelTypeArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationAdminEditGarageArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminGarageInput;
};


export type MutationAdminEditGarageKarCheckArgs = {
  id: Scalars['ID']['input'];
  isKarCheck: Scalars['Boolean']['input'];
};


export type MutationAdminEditMarketPriceArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminMarketPriceInput;
};


export type MutationAdminEditModelArgs = {
  brand: Scalars['ID']['input'];
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationAdminEditParkingArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminParkingInput;
};


export type MutationAdminEditPaymentItemsArgs = {
  amount: Scalars['Float']['input'];
  currency: Currency;
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationAdminEditPostArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminPostInput;
};


export type MutationAdminEditQuestionArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  input: AdminQuestionTheoryInput;
  no: Scalars['Int']['input'];
};


export type MutationAdminEditQuestionSimulationArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminQuestionSimulationInput;
};


export type MutationAdminEditQuestionSimulationGroupArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminQuestionSimulationGroupInput;
};


export type MutationAdminEditReviewArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminReviewInput;
};


export type MutationAdminEditReviewCategoryArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminReviewCategoryInput;
};


export type MutationAdminEditReviewVideosArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminReviewVideoInput;
};


export type MutationAdminEditRoleArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminRoleInput;
};


export type MutationAdminEditSeatsArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  fixed?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  value: Scalars['Int']['input'];
};


export type MutationAdminEditServicesArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminServiceInput;
};


export type MutationAdminEditTrafficSignsArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminTrafficSignInput;
};


export type MutationAdminEditTransferApprovalSettingsArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  twoApprovalThreshold: Scalars['Float']['input'];
};


export type MutationAdminEditUserArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminEditUserInput;
};


export type MutationAdminEditUserServiceBenefitsArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
  type: BenefitType;
};


export type MutationAdminEditUserServicesArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: AdminUserServiceInput;
};


export type MutationAdminEditVersionArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  mediaId?: InputMaybe<Scalars['ID']['input']>;
  model?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  priceCarVersion: Scalars['Float']['input'];
};


export type MutationAdminEndBackgroundTaskArgs = {
  done: Scalars['Int']['input'];
  error?: InputMaybe<Scalars['String']['input']>;
  failed?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  status: BackgroundTaskEnd;
  total?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationAdminEndStaffSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminInviteStaffArgs = {
  input: AdminInviteStaffInput;
};


export type MutationAdminLoginArgs = {
  deviceToken?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationAdminPinSavedViewArgs = {
  id: Scalars['ID']['input'];
  pinned: Scalars['Boolean']['input'];
};


export type MutationAdminReactivateStaffArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminReactivateUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminRecordPresenceArgs = {
  editing: Scalars['Boolean']['input'];
  entity: Scalars['String']['input'];
  entityId: Scalars['ID']['input'];
  leaving?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationAdminRefreshTokenArgs = {
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAdminReleasePostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminReportBackgroundTaskArgs = {
  done: Scalars['Int']['input'];
  failed?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  total?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationAdminRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationAdminResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationAdminRestoreBannerFromTrashArgs = {
  id: Scalars['ID']['input'];
  kind: TrashKind;
};


export type MutationAdminRestoreReviewFromTrashArgs = {
  id: Scalars['ID']['input'];
  kind: TrashKind;
};


export type MutationAdminRestoreServiceFromTrashArgs = {
  id: Scalars['ID']['input'];
  kind: TrashKind;
};


export type MutationAdminRetryNotificationDeliveriesArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminRevokeSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminSaveListColumnsArgs = {
  columns?: InputMaybe<ListColumnsInput>;
  listKey: Scalars['String']['input'];
};


export type MutationAdminSendEmailArgs = {
  confirmRecipients?: InputMaybe<Scalars['Int']['input']>;
  contentEn?: InputMaybe<Scalars['String']['input']>;
  contentVi: Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<UserRole>;
  titleEn: Scalars['String']['input'];
  titleVi: Scalars['String']['input'];
  userIds: Array<Scalars['ID']['input']>;
};


export type MutationAdminSendNotificationArgs = {
  confirmRecipients?: InputMaybe<Scalars['Int']['input']>;
  contentEn: Scalars['String']['input'];
  contentVi: Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  notificationType?: InputMaybe<NotificationType>;
  role?: InputMaybe<UserRole>;
  tagetId?: InputMaybe<Scalars['ID']['input']>;
  titleEn: Scalars['String']['input'];
  titleVi: Scalars['String']['input'];
  type?: InputMaybe<NotificationTargetScreen>;
  userIds: Array<Scalars['ID']['input']>;
};


export type MutationAdminSendNotificationTestArgs = {
  contentEn: Scalars['String']['input'];
  contentVi: Scalars['String']['input'];
  titleEn: Scalars['String']['input'];
  titleVi: Scalars['String']['input'];
};


export type MutationAdminStartBackgroundTaskArgs = {
  kind: BackgroundTaskKind;
  link?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  total?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationAdminUndoPostApprovalArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminUpdateGarageStatusArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  status: GarageStatus;
};


export type MutationAdminUpdateSavedViewArgs = {
  editVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: SavedViewUpdateInput;
};


export type MutationAdminUpdateStatusBannerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminUpdateStatusCarBuyingNeedArgs = {
  id: Scalars['ID']['input'];
  status: CarBuyingNeedStatus;
};


export type MutationAdminUpdateStatusCenterDriverLisenseArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationAdminUpdateStatusOptionsArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  type: SettingType;
};


export type MutationAdminUpdateStatusServicesArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationAdminUpdateStatusUserServiceBenefitsArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationAdminUpdateUserTransferRequestArgs = {
  approve: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  moneyTransferReason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAdminVerifyTwoFactorArgs = {
  challenge: Scalars['String']['input'];
  code: Scalars['String']['input'];
};


export type MutationDeleteCarArgs = {
  input: DeleteCarInput;
};


export type MutationDeleteCenterDriverLisenseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSignOutArgs = {
  deviceToken?: InputMaybe<Scalars['String']['input']>;
};

export type Notification = {
  __typename?: 'Notification';
  adminUserId: Maybe<Scalars['ID']['output']>;
  contentEn: Maybe<Scalars['String']['output']>;
  contentVi: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Per-recipient delivery figures. */
  delivery: NotificationDelivery;
  id: Scalars['ID']['output'];
  /** True when the send named its recipients; false for Send all (everyone in the audience). */
  pickedRecipients: Scalars['Boolean']['output'];
  /** False when this server has no FCM service account: push is not sent (in-app rows and email still are). */
  pushConfigured: Scalars['Boolean']['output'];
  /** Device push (FCM) of each recipient, by state; null when no push was queued (an email, or push was not configured when the broadcast was planned). */
  pushDelivery: Maybe<NotificationPushDelivery>;
  /** Number of members the message was addressed to. */
  recipientCount: Maybe<Scalars['Int']['output']>;
  /** Audience role; absent means all roles. */
  role: Maybe<UserRole>;
  schedule: Maybe<Scalars['DateTime']['output']>;
  /** The admin who sent it. */
  sender: Maybe<AdminUser>;
  /** Where the broadcast stands: QUEUED (saved), SENDING (delivering), DONE (every recipient settled). */
  status: NotificationSendStatus;
  /** Target item of the screen (spelled so). */
  tagetId: Maybe<Scalars['ID']['output']>;
  /** Title of the review or post the target screen opens, when it still exists. */
  targetItemTitle: Maybe<Scalars['String']['output']>;
  /** App screen a push opens (the send payload's `type`). */
  targetScreen: Maybe<NotificationTargetScreen>;
  titleEn: Scalars['String']['output'];
  titleVi: Scalars['String']['output'];
  type: NotificationType;
  updatedAt: Scalars['DateTime']['output'];
};

/** Recipients of one broadcast by delivery state; `read` counts in-app rows the member has opened. */
export type NotificationDelivery = {
  __typename?: 'NotificationDelivery';
  failed: Scalars['Int']['output'];
  /** The last failure's reason, when any failed. */
  lastError: Maybe<Scalars['String']['output']>;
  queued: Scalars['Int']['output'];
  read: Scalars['Int']['output'];
  sent: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type NotificationPagination = {
  __typename?: 'NotificationPagination';
  items: Array<Notification>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

/** Recipients of one broadcast's device push by state (docs/notifications.md, Push). */
export type NotificationPushDelivery = {
  __typename?: 'NotificationPushDelivery';
  failed: Scalars['Int']['output'];
  /** The last push failure's reason, when any failed. */
  lastError: Maybe<Scalars['String']['output']>;
  queued: Scalars['Int']['output'];
  sent: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type NotificationSendStatus =
  | 'DONE'
  | 'QUEUED'
  | 'SENDING';

/** A review or post a notification can open (target item search). */
export type NotificationTargetItem = {
  __typename?: 'NotificationTargetItem';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

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

export type PaginationLinks = {
  __typename?: 'PaginationLinks';
  first: Scalars['String']['output'];
  last: Scalars['String']['output'];
  next: Scalars['String']['output'];
  previous: Scalars['String']['output'];
};

export type PaginationMeta = {
  __typename?: 'PaginationMeta';
  currentPage: Scalars['Int']['output'];
  itemCount: Scalars['Int']['output'];
  itemsPerPage: Scalars['Int']['output'];
  next: Maybe<Scalars['Int']['output']>;
  previous: Maybe<Scalars['Int']['output']>;
  /** True when the list stopped counting: at least totalItems match, and the pages go no further. False or null: totalItems is exact (only adminListPost's keyword search caps its count, docs/posts.md). */
  totalIsLowerBound: Maybe<Scalars['Boolean']['output']>;
  totalItems: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type Parking = {
  __typename?: 'Parking';
  address: Maybe<Scalars['String']['output']>;
  closeOnPublicHolidays: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  distance: Maybe<Scalars['Float']['output']>;
  /** District code. */
  district: Maybe<Scalars['String']['output']>;
  districtDetail: Maybe<District>;
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  latitude: Maybe<Scalars['Float']['output']>;
  location: Maybe<Scalars['String']['output']>;
  longitude: Maybe<Scalars['Float']['output']>;
  mediaIds: Array<Scalars['ID']['output']>;
  medias: Array<ParkingMedia>;
  phone: Maybe<Scalars['String']['output']>;
  priceProperties: Array<ParkingPriceProperty>;
  /** Province code. */
  province: Maybe<Scalars['String']['output']>;
  provinceDetail: Maybe<Province>;
  reason: Maybe<Scalars['String']['output']>;
  sameWeekOfOperation: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  status: ParkingStatus;
  title: Scalars['String']['output'];
  /** Number of parking places. */
  total: Maybe<Scalars['Int']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  user: Maybe<User>;
  userId: Maybe<Scalars['ID']['output']>;
  /** Ward code. */
  ward: Maybe<Scalars['String']['output']>;
  wardDetail: Maybe<Ward>;
  website: Maybe<Scalars['String']['output']>;
  workingTimes: Array<ParkingWorkingTime>;
};

export type ParkingMedia = {
  __typename?: 'ParkingMedia';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  mediaDetail: Maybe<Media>;
  mediaId: Scalars['ID']['output'];
  parkingId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ParkingPagination = {
  __typename?: 'ParkingPagination';
  items: Array<Parking>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type ParkingPriceProperty = {
  __typename?: 'ParkingPriceProperty';
  id: Scalars['ID']['output'];
  parkingId: Scalars['ID']['output'];
  price: Scalars['Float']['output'];
  /** Price unit, e.g. per hour, per day, per month. */
  type: Scalars['String']['output'];
};

export type ParkingPricePropertyInput = {
  price: Scalars['Float']['input'];
  type: Scalars['String']['input'];
};

export type ParkingStatus =
  | 'ACTIVE'
  | 'PENDING'
  | 'REJECT';

export type ParkingWorkingTime = {
  __typename?: 'ParkingWorkingTime';
  /** Day of week, 0 = Sunday … 6 = Saturday. */
  day: Scalars['Int']['output'];
  /** 'HH:mm'. */
  endTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  parkingId: Scalars['ID']['output'];
  /** 'HH:mm'. */
  startTime: Scalars['String']['output'];
};

export type ParkingWorkingTimeInput = {
  day: Scalars['Int']['input'];
  endTime: Scalars['String']['input'];
  startTime: Scalars['String']['input'];
};

export type PaymentItem = {
  __typename?: 'PaymentItem';
  amount: Scalars['Float']['output'];
  currency: Currency;
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
};

export type PhoneErrorMessage = {
  __typename?: 'PhoneErrorMessage';
  createdAt: Scalars['DateTime']['output'];
  errorMessage: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  phoneNumber: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type PhoneErrorMessagePagination = {
  __typename?: 'PhoneErrorMessagePagination';
  items: Array<PhoneErrorMessage>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type Post = {
  __typename?: 'Post';
  bodyType: Maybe<BodyType>;
  brand: Maybe<Brand>;
  city: Maybe<Province>;
  cityId: Maybe<Scalars['ID']['output']>;
  /** The admin reviewing the post now; null when unclaimed or the claim lapsed. */
  claim: Maybe<PostClaim>;
  colour: Maybe<Colour>;
  condition: Maybe<Condition>;
  countryCode: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Currency;
  description: Maybe<Scalars['String']['output']>;
  door: Maybe<Door>;
  driverType: Maybe<DriverType>;
  /** How many times the post was edited (by an admin, or a member's edit approved): an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  fuelEconomy: Maybe<FuelEconomy>;
  fuelType: Maybe<FuelType>;
  hiddenPrice: Maybe<Scalars['Float']['output']>;
  hidePlateMedias: Array<Media>;
  id: Scalars['ID']['output'];
  includeTax: Scalars['Boolean']['output'];
  inspection: Maybe<Inspection>;
  isReport: Scalars['Boolean']['output'];
  isSaved: Scalars['Boolean']['output'];
  /** Price against the Market Price of the same version and year; null when none matches. */
  marketPrice: Maybe<MarketPriceCheck>;
  medias: Array<Media>;
  model: Maybe<CarModel>;
  odometer: Maybe<Scalars['Int']['output']>;
  offer: Scalars['Boolean']['output'];
  /** The seller's edit waiting for review (EDIT_PENDING only). */
  pendingEdit: Maybe<PostPendingEdit>;
  planExpried: Maybe<Scalars['DateTime']['output']>;
  planId: Maybe<Scalars['ID']['output']>;
  plateHidden: Scalars['Boolean']['output'];
  price: Maybe<Scalars['Float']['output']>;
  /** Registration expiry (spelled so). */
  regExprice: Maybe<Scalars['DateTime']['output']>;
  regPlate: Maybe<Scalars['String']['output']>;
  remoteAssessment: Scalars['Boolean']['output'];
  /** How many reports buyers filed against the post. */
  reportCount: Scalars['Int']['output'];
  /** The post's reports, newest first, at most 50. */
  reports: Array<ReportPost>;
  roadworthyCeftificate: Scalars['Boolean']['output'];
  seat: Maybe<Seat>;
  /** How many other posts the seller has. */
  sellerPostCount: Scalars['Int']['output'];
  showHiddenPrice: Scalars['Boolean']['output'];
  status: PostStatus;
  /** Status changes from the audit rows, newest first. */
  statusHistory: Array<PostStatusChange>;
  statusReasonRejected: Maybe<PostStatusReason>;
  stepDraft: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  totalView: Scalars['Int']['output'];
  transmission: Maybe<Transmission>;
  updatedAt: Scalars['DateTime']['output'];
  user: Maybe<User>;
  userId: Scalars['ID']['output'];
  /** The catalogue version of the car. */
  version: Maybe<CarVersion>;
  videoUrl: Maybe<Scalars['String']['output']>;
  /** When the post entered PENDING or EDIT_PENDING, or its oldest open report. */
  waitingSince: Maybe<Scalars['DateTime']['output']>;
  year: Maybe<Scalars['Int']['output']>;
};

/** An admin reviewing a post holds it for 10 minutes; others cannot change its status meanwhile. */
export type PostClaim = {
  __typename?: 'PostClaim';
  admin: AdminUser;
  claimedAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  /** True when the signed-in admin holds the claim. */
  mine: Scalars['Boolean']['output'];
};

/** One field a pending edit changes: field is the human label, before and after are formatted text. */
export type PostFieldChange = {
  __typename?: 'PostFieldChange';
  after: Maybe<Scalars['String']['output']>;
  before: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
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

export type PostPagination = {
  __typename?: 'PostPagination';
  items: Array<Post>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

/** The edit a seller submitted, waiting for review (EDIT_PENDING posts only). */
export type PostPendingEdit = {
  __typename?: 'PostPendingEdit';
  changes: Array<PostFieldChange>;
  submittedAt: Scalars['DateTime']['output'];
};

/** One post waiting for review. kind: PENDING, EDIT_PENDING or REPORTED. */
export type PostReviewQueueItem = {
  __typename?: 'PostReviewQueueItem';
  kind: Scalars['String']['output'];
  post: Post;
  reasons: Array<ReportReason>;
  reportCount: Scalars['Int']['output'];
  waitingSince: Scalars['DateTime']['output'];
};

export type PostReviewQueuePagination = {
  __typename?: 'PostReviewQueuePagination';
  items: Array<PostReviewQueueItem>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

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

/** One status change of a post, read from the audit rows. */
export type PostStatusChange = {
  __typename?: 'PostStatusChange';
  admin: Maybe<AdminUser>;
  at: Scalars['DateTime']['output'];
  from: Maybe<PostStatus>;
  id: Scalars['ID']['output'];
  note: Maybe<Scalars['String']['output']>;
  reason: Maybe<PostModerationReason>;
  to: PostStatus;
  /** True for an approval its admin took back (adminUndoPostApproval). */
  undo: Scalars['Boolean']['output'];
};

export type PostStatusReason = {
  __typename?: 'PostStatusReason';
  note: Maybe<Scalars['String']['output']>;
  /** Remaining plan time in days when the post was rejected. */
  planRemainingTime: Maybe<Scalars['Int']['output']>;
  /** The reason code the admin chose when rejecting or suspending. */
  reason: Maybe<PostModerationReason>;
  status: Maybe<PostStatus>;
};

export type Province = {
  __typename?: 'Province';
  code: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  slug: Maybe<Scalars['String']['output']>;
};

export type ProvincePagination = {
  __typename?: 'ProvincePagination';
  items: Array<Province>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type Query = {
  __typename?: 'Query';
  /** The audit log filter's choices: admins and the actions the server writes. */
  adminAuditFilterOptions: AuditFilterOptions;
  /** Paged cars filtered by keyword. */
  adminCarList: CarPagination;
  /** Paged driving centres filtered by keyword, dates and province/district/ward codes. */
  adminCenterDriverLisensePagination: DrivingCenterPagination;
  /** Active listings per active user and its weekly change (Listings/user). */
  adminDashboardActiveListingAndActiveUser: DashboardValueChange;
  /** Number of listings per post status. */
  adminDashboardListingByStatus: Array<DashboardListingByStatus>;
  /** Revenue per user this week and its change from last week (VND/user). */
  adminDashboardRevenuePerUser: DashboardValueChange;
  /** Revenue per active user this week and its change from last week (VND/user). */
  adminDashboardRevenuePerUserActive: DashboardValueChange;
  /** Revenue per month over the last numberMonth months (null = all), newest first. */
  adminDashboardRevenueTotal: Array<DashboardCountDate>;
  /** Revenue per transaction type (VND). */
  adminDashboardTotalRevenue: Array<DashboardRevenueByType>;
  /** Number of users per province; the bucket with null cityid is 'No Location'. */
  adminDashboardUserByLocation: Array<DashboardUserByLocation>;
  /** New users this week and the weekly change (users/week). */
  adminDashboardUserGrowthRate: DashboardValueChange;
  /** Total, active and unverified users and total listing views. */
  adminDashboardUserStatusActive: DashboardUserStatus;
  /** New users per month over the last numberMonth months (null = all), newest first. */
  adminDashboardUserTotal: Array<DashboardCountDate>;
  /** Garages, driving centres or parking lots (by kind) that look like the one being saved: the same phone number (its last nine digits), or a very similar title in the same ward; at most 5, newest first; excludeId leaves out the record being edited. */
  adminFindServiceDuplicates: Array<ServiceDuplicate>;
  /** Paged garages and salons filtered by keyword, dates and province/district/ward codes. */
  adminGaragePagination: GaragePagination;
  /** One audit row with its before and after. */
  adminGetAuditLogDetail: AuditLog;
  /** One avatar by id or by slug (give one). */
  adminGetAvatarDetail: Avatar;
  /** One car buying need by id (buying demand and seller demand detail). */
  adminGetCarBuyingNeedDetail: CarBuyingNeed;
  /** One car by id. */
  adminGetCarDetail: Car;
  /** One driving centre by id. */
  adminGetCenterDriverLisenseDetail: DrivingCenter;
  /** One contest by id. */
  adminGetContestDetail: Contest;
  /** One feedback by id. */
  adminGetFeedBackDetail: Feedback;
  /** One garage or salon by id. */
  adminGetGarageDetail: Garage;
  /** Paged car versions (Market Price) filtered by keyword. */
  adminGetListAllVersion: CarVersionPagination;
  /** Paged avatars filtered by keyword. */
  adminGetListAvatars: AvatarPagination;
  /** All body types. */
  adminGetListBodyTypes: Array<BodyType>;
  /** All brands. */
  adminGetListBrands: Array<Brand>;
  /** All car purchase costs per province (Registration Location). */
  adminGetListCarPurchaseCostProvinceSettingOption: Array<CarPurchaseCostProvince>;
  /** All colours. */
  adminGetListColous: Array<Colour>;
  /** Paged seller demands (buying needs passed to sellers) filtered by keyword, seller user and status. */
  adminGetListCustomerCarBuyingNeedByUserId: CarBuyingNeedPagination;
  /** All door options. */
  adminGetListDoors: Array<Door>;
  /** All driver types. */
  adminGetListDriverType: Array<DriverType>;
  /** All fuel economy options. */
  adminGetListFuelEconomy: Array<FuelEconomy>;
  /** All fuel types. */
  adminGetListFuelType: Array<FuelType>;
  /** All models. */
  adminGetListModels: Array<CarModel>;
  /** Paged reported posts. */
  adminGetListReportPost: ReportPostPagination;
  /** Paged review categories filtered by keyword (name VI or EN), for /category-management. */
  adminGetListReviewCategories: ReviewCategoryPagination;
  /** Paged review videos filtered by keyword. */
  adminGetListReviewVideos: ReviewVideoPagination;
  /** Paged reviews filtered by keyword (title) and category id. */
  adminGetListReviews: ReviewPagination;
  /** All seat options. */
  adminGetListSeats: Array<Seat>;
  /** Paged traffic signs filtered by keyword and type. */
  adminGetListTrafficSigns: TrafficSignPagination;
  /** All car versions (settings list). */
  adminGetListVersion: Array<CarVersion>;
  /** One sent notification or email by id. */
  adminGetNotificationDetail: Notification;
  /** One parking by id. */
  adminGetParkingDetail: Parking;
  /** One post by id (post detail and edit screens). */
  adminGetPostDetail: Post;
  /** One theory question by its number. */
  adminGetQuestionDetail: QuestionTheory;
  /** One simulation question by id. */
  adminGetQuestionSimulationDetail: QuestionSimulation;
  /** One simulation question group by id. */
  adminGetQuestionSimulationGroupDetail: QuestionSimulationGroup;
  /** One reported post by id. */
  adminGetReportPostDetail: ReportPost;
  /** One review category by id. */
  adminGetReviewCategoryDetail: ReviewCategory;
  /** One review by id. */
  adminGetReviewDetail: Review;
  /** One review video by id or by slug (give one). */
  adminGetReviewVideoDetail: ReviewVideo;
  /** All review categories. */
  adminGetReviewsCatetories: Array<ReviewCategory>;
  /** One service package by id. */
  adminGetServiceDetail: ServicePackage;
  /** Paged service packages filtered by keyword. */
  adminGetServices: ServicePackagePagination;
  adminGetStaffDetail: StaffDetail;
  /** One traffic sign by slug. */
  adminGetTrafficSignDetail: TrafficSign;
  /** A member's audit entries, newest first: decisions on the member and on their transfer requests. */
  adminGetUserAuditLogs: AuditLogPagination;
  /** One member by id (user detail and edit screens). */
  adminGetUserDetail: User;
  /** Emails sent to one member (deactivation, reactivation), newest first, with their delivery status. */
  adminGetUserEmails: MailMessagePagination;
  /** One benefit package item by id. */
  adminGetUserServiceBenefitDetail: UserServiceBenefit;
  /** All benefit package items (flat list). */
  adminGetUserServiceBenefits: Array<UserServiceBenefit>;
  /** One user service package by id. */
  adminGetUserServiceDetail: UserServicePackage;
  /** Paged user service packages filtered by keyword (member name, email, phone), status and member. */
  adminGetUserServices: UserServicePackagePagination;
  /** One car version by id (market price detail and edit). */
  adminGetVersionDetail: CarVersion;
  /** Every audit row, newest first, filtered by actor, action, entity type, entity id and days (Viet Nam). The count stops at 10,000 (totalIsLowerBound). */
  adminListAuditLogs: AuditLogPagination;
  /** Paged banners filtered by keyword (name). */
  adminListBanner: BannerPagination;
  /** All banner positions. */
  adminListBannerPosition: Array<BannerPosition>;
  /** Deleted banners waiting in the Trash, the latest deleted first. */
  adminListBannerTrash: TrashPagination;
  /** The signed-in admin's columns for one list (columns null: the list's own). */
  adminListColumns: ListColumnsPref;
  /** Paged feedbacks. */
  adminListFeedBack: FeedbackPagination;
  /** Paged uploads, newest first, filtered by kind, uploader and file name (deleted files left out). */
  adminListMedia: MediaLibraryPagination;
  /** Up to 20 admins and members who uploaded files, matching the keyword, or the one with this id (uploader filter). */
  adminListMediaUploaders: Array<MediaUploader>;
  /** The signed-in admin's live sessions, the current one first. */
  adminListMySessions: Array<AdminSession>;
  /** Paged sent notifications and emails filtered by dates, keyword (title) and type. */
  adminListNotification: NotificationPagination;
  /** Paged posts filtered by title or id, status, dates, poster, location text and brand id. */
  adminListPost: PostPagination;
  /** Paged theory questions filtered by keyword and type. */
  adminListQuestion: QuestionTheoryPagination;
  /** The number of every theory question, ascending: what the bulk import's dry run checks a file's numbers against. */
  adminListQuestionNumbers: Array<Scalars['Int']['output']>;
  /** Paged simulation questions filtered by keyword and type. */
  adminListQuestionSimulation: QuestionSimulationPagination;
  /** Paged simulation question groups filtered by keyword. */
  adminListQuestionSimulationGroup: QuestionSimulationGroupPagination;
  /** Deleted reviews, review categories and review videos waiting in the Trash, the latest deleted first. */
  adminListReviewTrash: TrashPagination;
  /** Every role, built-in first, then by name. */
  adminListRoles: Array<AdminRole>;
  /** Deleted garages, driving centres and parkings waiting in the Trash, the latest deleted first. */
  adminListServiceTrash: TrashPagination;
  /** Staff accounts, newest first; keyword searches name and email. */
  adminListStaff: StaffPagination;
  /** Paged bank transfer requests filtered by requester, status, keyword (email, phone, name) and dates. */
  adminListUserTransferRequest: TransferRequestPagination;
  /** The signed-in admin's exports, imports and broadcasts of the last 7 days, at most 20, the latest first. */
  adminMyBackgroundWork: Array<BackgroundWork>;
  /** How many members a send would reach: the picked ones (active), or everyone in the audience; EMAIL counts active emails that accept email. */
  adminNotificationAudienceCount: Scalars['Int']['output'];
  /** Paged car buying needs filtered by keyword. */
  adminPaginationCarBuyingNeeds: CarBuyingNeedPagination;
  /** Paged parkings filtered by keyword, dates and province/district/ward codes. */
  adminParkingPagination: ParkingPagination;
  /** All payment (top-up) items. */
  adminPaymentItems: Array<PaymentItem>;
  /** The views the signed-in admin pinned to their side menu, in the order pinned. */
  adminPinnedViews: Array<SavedView>;
  /** Posts waiting for review (PENDING, EDIT_PENDING, reported), oldest first. */
  adminPostReviewQueue: PostReviewQueuePagination;
  /** Who else has this record's page open now (not the signed-in admin), those editing it first. */
  adminRecordViewers: Array<RecordViewer>;
  /** The views of one list the signed-in admin may open: their own, then those shared by others. */
  adminSavedViews: Array<SavedView>;
  /** Records matching what the admin typed (accents and case aside), a few of each kind; each kind only if the admin may read its list. */
  adminSearch: AdminSearchResult;
  /** Active reviews (NEWS_REVIEW_DETAIL) or active posts (POST_DETAIL) whose title matches, for the target item picker (20 at most). */
  adminSearchNotificationTargets: Array<NotificationTargetItem>;
  /** The two-approval threshold of transfer requests (default 10,000,000 VND). */
  adminTransferApprovalSettings: TransferApprovalSettings;
  /** Recomputes the audit trail's hash chain (the whole table) and names the first row that does not match. */
  adminVerifyAuditChain: AuditChainCheck;
  /** Paged contests filtered by keyword. */
  contestPagination: ContestPagination;
  /** Paged countries. */
  countries: CountryPagination;
  /** Paged districts of a province (every district is a former unit since 1 July 2025). */
  districts: DistrictPagination;
  /** One banner by id. */
  getBannerDetail: Banner;
  /** Active models of the brand with this slug. */
  getListModels: Array<CarModel>;
  /** Paged SMS/OTP delivery errors filtered by keyword (phone or message). */
  getListPhoneErrorMessages: PhoneErrorMessagePagination;
  /** The signed-in admin; the startup query that gates the app. */
  meAdmin: AdminUser;
  /** Paged provinces of a country; with active true only the units in force (since 30 April 2026). */
  provinces: ProvincePagination;
  /** Paged members filtered by status, creation date range, keyword (email, phone, name) and role. */
  users: UserPagination;
  /** Paged wards of a district, or of a province for two-level addresses (provinceCode). */
  wards: WardPagination;
};


export type QueryAdminCarListArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminCenterDriverLisensePaginationArgs = {
  createFrom?: InputMaybe<Scalars['String']['input']>;
  createTo?: InputMaybe<Scalars['String']['input']>;
  district?: InputMaybe<Scalars['String']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Sort>;
  take?: InputMaybe<Scalars['Int']['input']>;
  ward?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminDashboardRevenueTotalArgs = {
  numberMonth?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminDashboardUserTotalArgs = {
  numberMonth?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminFindServiceDuplicatesArgs = {
  excludeId?: InputMaybe<Scalars['ID']['input']>;
  kind: ServiceListingKind;
  phone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  ward?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminGaragePaginationArgs = {
  createFrom?: InputMaybe<Scalars['String']['input']>;
  createTo?: InputMaybe<Scalars['String']['input']>;
  district?: InputMaybe<Scalars['String']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Sort>;
  take?: InputMaybe<Scalars['Int']['input']>;
  ward?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminGetAuditLogDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetAvatarDetailArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminGetCarBuyingNeedDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetCarDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetCenterDriverLisenseDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetContestDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetFeedBackDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetGarageDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetListAllVersionArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminGetListAvatarsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminGetListCustomerCarBuyingNeedByUserIdArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CarBuyingNeedStatus>;
  take?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAdminGetListReportPostArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminGetListReviewCategoriesArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminGetListReviewVideosArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminGetListReviewsArgs = {
  category?: InputMaybe<Scalars['ID']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminGetListTrafficSignsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<TrafficSignType>;
};


export type QueryAdminGetNotificationDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetParkingDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetPostDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetQuestionDetailArgs = {
  no: Scalars['Int']['input'];
};


export type QueryAdminGetQuestionSimulationDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetQuestionSimulationGroupDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetReportPostDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetReviewCategoryDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetReviewDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetReviewVideoDetailArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminGetServiceDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetServicesArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminGetStaffDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetTrafficSignDetailArgs = {
  slug: Scalars['String']['input'];
};


export type QueryAdminGetUserAuditLogsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryAdminGetUserDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetUserEmailsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryAdminGetUserServiceBenefitDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetUserServiceDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGetUserServicesArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<UserServiceStatus>;
  take?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAdminGetVersionDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminListAuditLogsArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  actorId?: InputMaybe<Scalars['ID']['input']>;
  createFrom?: InputMaybe<Scalars['String']['input']>;
  createTo?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  entityType?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminListBannerArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminListBannerTrashArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminListColumnsArgs = {
  listKey: Scalars['String']['input'];
};


export type QueryAdminListFeedBackArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminListMediaArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<MediaKind>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  uploadBy?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAdminListMediaUploadersArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminListNotificationArgs = {
  createFrom?: InputMaybe<Scalars['String']['input']>;
  createTo?: InputMaybe<Scalars['String']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<NotificationType>;
};


export type QueryAdminListPostArgs = {
  brand?: InputMaybe<Scalars['ID']['input']>;
  createFrom?: InputMaybe<Scalars['String']['input']>;
  createTo?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PostStatus>;
  take?: InputMaybe<Scalars['Int']['input']>;
  titleAndPostId?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAdminListQuestionArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<QuestionTheoryType>;
};


export type QueryAdminListQuestionSimulationArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<QuestionSimulationType>;
};


export type QueryAdminListQuestionSimulationGroupArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminListReviewTrashArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminListServiceTrashArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminListStaffArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  roleId?: InputMaybe<Scalars['ID']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<StaffStatus>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminListUserTransferRequestArgs = {
  createFrom?: InputMaybe<Scalars['String']['input']>;
  createTo?: InputMaybe<Scalars['String']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<TransferRequestStatus>;
  take?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAdminNotificationAudienceCountArgs = {
  notificationType?: InputMaybe<NotificationType>;
  role?: InputMaybe<UserRole>;
  userIds: Array<Scalars['ID']['input']>;
};


export type QueryAdminPaginationCarBuyingNeedsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminParkingPaginationArgs = {
  createFrom?: InputMaybe<Scalars['String']['input']>;
  createTo?: InputMaybe<Scalars['String']['input']>;
  district?: InputMaybe<Scalars['String']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Sort>;
  take?: InputMaybe<Scalars['Int']['input']>;
  ward?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminPostReviewQueueArgs = {
  kind?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminRecordViewersArgs = {
  entity: Scalars['String']['input'];
  entityId: Scalars['ID']['input'];
};


export type QueryAdminSavedViewsArgs = {
  listKey: Scalars['String']['input'];
};


export type QueryAdminSearchArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryAdminSearchNotificationTargetsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  type: NotificationTargetScreen;
};


export type QueryContestPaginationArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCountriesArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDistrictsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  provinceCode?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetBannerDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetListModelsArgs = {
  brand: Scalars['String']['input'];
};


export type QueryGetListPhoneErrorMessagesArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProvincesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  countryCode?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUsersArgs = {
  createFrom?: InputMaybe<Scalars['String']['input']>;
  createTo?: InputMaybe<Scalars['String']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<UserStatusFilter>;
  take?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<UserRole>;
};


export type QueryWardsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  districtCode?: InputMaybe<Scalars['String']['input']>;
  provinceCode?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};

export type QuestionAnswerType =
  | 'SELECT_MULTIPLE'
  | 'SELECT_ONE';

export type QuestionSimulation = {
  __typename?: 'QuestionSimulation';
  answers: Array<QuestionSimulationAnswer>;
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  explainAnswer: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageDetail: Array<Media>;
  /** Media ids of the explanation images. */
  images: Array<Scalars['ID']['output']>;
  /** The video file. */
  mediaDetail: Maybe<Media>;
  no: Scalars['Int']['output'];
  /** Always null for admins (it is the app user's last score). */
  pointLastOfUser: Maybe<Scalars['Int']['output']>;
  type: Array<QuestionSimulationType>;
  updatedAt: Scalars['DateTime']['output'];
  /** Media id of the video. */
  videos: Maybe<Scalars['ID']['output']>;
};

/** A timed answer segment or time mark of a simulation question video. */
export type QuestionSimulationAnswer = {
  __typename?: 'QuestionSimulationAnswer';
  id: Scalars['ID']['output'];
  minuteFrom: Scalars['Int']['output'];
  minuteTo: Scalars['Int']['output'];
  no: Scalars['Int']['output'];
  parentNo: Maybe<Scalars['Int']['output']>;
  point: Scalars['Int']['output'];
  questionId: Scalars['ID']['output'];
  secondFrom: Scalars['Float']['output'];
  secondTo: Scalars['Float']['output'];
};

export type QuestionSimulationAnswerInput = {
  minuteFrom: Scalars['Int']['input'];
  minuteTo: Scalars['Int']['input'];
  no: Scalars['Int']['input'];
  parentNo?: InputMaybe<Scalars['Int']['input']>;
  point: Scalars['Int']['input'];
  secondFrom: Scalars['Float']['input'];
  secondTo: Scalars['Float']['input'];
};

export type QuestionSimulationGroup = {
  __typename?: 'QuestionSimulationGroup';
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  pointLastOfUser: Maybe<Scalars['Int']['output']>;
  questionSimulationDetails: Array<QuestionSimulation>;
  /** Ids of the simulation questions in the group. */
  questions: Array<Scalars['ID']['output']>;
  type: QuestionSimulationType;
  updatedAt: Scalars['DateTime']['output'];
};

export type QuestionSimulationGroupPagination = {
  __typename?: 'QuestionSimulationGroupPagination';
  items: Array<QuestionSimulationGroup>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type QuestionSimulationPagination = {
  __typename?: 'QuestionSimulationPagination';
  items: Array<QuestionSimulation>;
  links: PaginationLinks;
  meta: PaginationMeta;
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

export type QuestionTheory = {
  __typename?: 'QuestionTheory';
  answerType: QuestionAnswerType;
  answers: Array<QuestionTheoryAnswer>;
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  explainAnswer: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageDetail: Array<Media>;
  /** Media ids of the explanation images. */
  imageExplainAnswer: Array<Scalars['ID']['output']>;
  imageExplainAnswerDetail: Array<Media>;
  /** Media ids of the question images. */
  images: Array<Scalars['ID']['output']>;
  isActive: Scalars['Boolean']['output'];
  no: Scalars['Int']['output'];
  /** The chapters (categories) the question belongs to. */
  type: Array<QuestionTheoryType>;
  updatedAt: Scalars['DateTime']['output'];
};

export type QuestionTheoryAnswer = {
  __typename?: 'QuestionTheoryAnswer';
  content: Scalars['String']['output'];
  correctAnswer: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  no: Scalars['Int']['output'];
  parentNo: Maybe<Scalars['Int']['output']>;
  questionId: Scalars['ID']['output'];
};

export type QuestionTheoryAnswerInput = {
  content: Scalars['String']['input'];
  correctAnswer: Scalars['Boolean']['input'];
  no: Scalars['Int']['input'];
};

export type QuestionTheoryPagination = {
  __typename?: 'QuestionTheoryPagination';
  items: Array<QuestionTheory>;
  links: PaginationLinks;
  meta: PaginationMeta;
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

/** Someone else with a record's page open now. */
export type RecordViewer = {
  __typename?: 'RecordViewer';
  adminId: Scalars['ID']['output'];
  /** On its edit page rather than its view page. */
  editing: Scalars['Boolean']['output'];
  fullName: Scalars['String']['output'];
};

export type ReportPost = {
  __typename?: 'ReportPost';
  content: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  post: Maybe<Post>;
  postId: Scalars['ID']['output'];
  reason: ReportReason;
  type: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  user: Maybe<User>;
  userId: Maybe<Scalars['ID']['output']>;
};

export type ReportPostPagination = {
  __typename?: 'ReportPostPagination';
  items: Array<ReportPost>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type ReportReason =
  | 'CAR_STOLEN'
  | 'FRAUD'
  | 'INCORRECT_INFORMATION'
  | 'INVALID_SELLER'
  | 'OBJECTIONABLE_CONTENT'
  | 'OTHERS';

export type Review = {
  __typename?: 'Review';
  applyType: Maybe<Scalars['String']['output']>;
  carModels: Array<CarModel>;
  categories: Array<ReviewCategory>;
  /** Review category id. */
  category: Maybe<Scalars['ID']['output']>;
  contentEn: Maybe<Scalars['String']['output']>;
  contentVi: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  descriptionEn: Maybe<Scalars['String']['output']>;
  descriptionVi: Maybe<Scalars['String']['output']>;
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  mediaIds: Array<Scalars['ID']['output']>;
  medias: Array<Media>;
  modelIds: Array<Scalars['ID']['output']>;
  nameEn: Scalars['String']['output'];
  nameVi: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** Media id of the cover image (spelled so). */
  thumnail: Maybe<Scalars['ID']['output']>;
  /** The media row of thumnail (its picture's paths), null when there is none. */
  thumnailMedia: Maybe<Media>;
  updatedAt: Scalars['DateTime']['output'];
};

export type ReviewCategory = {
  __typename?: 'ReviewCategory';
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  nameEn: Scalars['String']['output'];
  nameVi: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** Number of reviews in the category. */
  total: Scalars['Int']['output'];
};

export type ReviewCategoryPagination = {
  __typename?: 'ReviewCategoryPagination';
  items: Array<ReviewCategory>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type ReviewPagination = {
  __typename?: 'ReviewPagination';
  items: Array<Review>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type ReviewVideo = {
  __typename?: 'ReviewVideo';
  createdAt: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  linkVideo: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ReviewVideoPagination = {
  __typename?: 'ReviewVideoPagination';
  items: Array<ReviewVideo>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

/** A list's filters, sort and columns saved under a name. `listKey` is the list's path (/post-management/list). */
export type SavedView = {
  __typename?: 'SavedView';
  /** Null: the view keeps whatever columns the admin has chosen for the list. */
  columns: Maybe<ListColumns>;
  createdAt: Scalars['DateTime']['output'];
  /** How many times the view was changed (not pinned): a change sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  listKey: Scalars['String']['output'];
  /** The signed-in admin owns it (only the owner may rename, change or delete it). */
  mine: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  ownerName: Scalars['String']['output'];
  /** Pinned to the signed-in admin's side menu (each admin pins for themselves). */
  pinned: Scalars['Boolean']['output'];
  search: Scalars['SearchParams']['output'];
  updatedAt: Scalars['DateTime']['output'];
  visibility: SavedViewVisibility;
};

export type SavedViewInput = {
  columns?: InputMaybe<ListColumnsInput>;
  listKey: Scalars['String']['input'];
  name: Scalars['String']['input'];
  search: Scalars['SearchParams']['input'];
  visibility: SavedViewVisibility;
};

/** A change to one's own view: what is given changes, the rest stays. */
export type SavedViewUpdateInput = {
  columns?: InputMaybe<ListColumnsInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['SearchParams']['input']>;
  visibility?: InputMaybe<SavedViewVisibility>;
};

/** Who sees a saved view: its owner only, or every admin (who may open it but not change it). */
export type SavedViewVisibility =
  | 'EVERYONE'
  | 'ONLY_ME';

export type Seat = {
  __typename?: 'Seat';
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  fixed: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  value: Scalars['Int']['output'];
};

/** An existing listing that looks like the one being saved: same phone, or a very similar name in the same ward. */
export type ServiceDuplicate = {
  __typename?: 'ServiceDuplicate';
  address: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** PHONE (same phone number) or NAME (very similar name in the same ward). */
  matchedBy: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/**
 * What a garage and a driving centre have alike (SPEC §3): the directory pages' shared pieces (list columns,
 * form fields, record page) declare their fragments on it. No field returns it.
 */
export type ServiceListing = {
  address: Maybe<Scalars['String']['output']>;
  averageRating: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  /** District code. */
  district: Maybe<Scalars['String']['output']>;
  districtDetail: Maybe<District>;
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  medias: Array<Media>;
  phone: Maybe<Scalars['String']['output']>;
  /** Province code. */
  province: Maybe<Scalars['String']['output']>;
  provinceDetail: Maybe<Province>;
  services: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  totalRating: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Ward code. */
  ward: Maybe<Scalars['String']['output']>;
  wardDetail: Maybe<Ward>;
  website: Maybe<Scalars['String']['output']>;
};

/** A directory listing a duplicate check is about. */
export type ServiceListingKind =
  | 'DRIVING_CENTER'
  | 'GARAGE'
  | 'PARKING';

/** A service package; absent quantity or day means unlimited. */
export type ServicePackage = {
  __typename?: 'ServicePackage';
  benefitsItems: Array<UserServiceBenefit>;
  createdAt: Scalars['DateTime']['output'];
  day: Maybe<Scalars['Int']['output']>;
  description: Maybe<Scalars['String']['output']>;
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isDeleted: Scalars['Boolean']['output'];
  quantity: Maybe<Scalars['Int']['output']>;
  totalPrice: Maybe<Scalars['Float']['output']>;
  type: ServicePackageType;
  unitPrice: Maybe<Scalars['Float']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type ServicePackagePagination = {
  __typename?: 'ServicePackagePagination';
  items: Array<ServicePackage>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

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

/** A staff member's page: the account and their latest actions from the audit trail. */
export type StaffDetail = {
  __typename?: 'StaffDetail';
  /** Their 20 latest audit rows, newest first. */
  recentActions: Array<AuditLog>;
  /** Their live sessions, the most recently active first; `current` marks the asking admin's own. */
  sessions: Array<AdminSession>;
  staff: AdminUser;
};

export type StaffPagination = {
  __typename?: 'StaffPagination';
  items: Array<AdminUser>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

/** A staff member's state (docs/staff.md). */
export type StaffStatus =
  | 'ACTIVE'
  | 'DEACTIVATED'
  | 'INVITED';

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Every change to records the signed-in admin may read, made by anyone on any instance, as it commits; and
   * the presence of others on record pages. The stream ends when the session does (or after at most 5
   * minutes, and the SPA opens it again), so a changed role or a revoked session takes effect.
   */
  adminLive: LiveEvent;
};

export type TrafficSign = {
  __typename?: 'TrafficSign';
  content: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Media ids. */
  images: Array<Scalars['ID']['output']>;
  medias: Array<Media>;
  slug: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: TrafficSignType;
  updatedAt: Scalars['DateTime']['output'];
};

export type TrafficSignPagination = {
  __typename?: 'TrafficSignPagination';
  items: Array<TrafficSign>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type TrafficSignType =
  | 'DANGER'
  | 'HIGHWAY'
  | 'INFORMATIONAL'
  | 'MANDATORY'
  | 'PROHIBITION'
  | 'ROAD_MARKING'
  | 'SUPPLEMENTARY';

/** One admin's approval of a transfer request. */
export type TransferApproval = {
  __typename?: 'TransferApproval';
  admin: AdminUser;
  createdAt: Scalars['DateTime']['output'];
};

/** How transfer requests are approved (the Settings screen). */
export type TransferApprovalSettings = {
  __typename?: 'TransferApprovalSettings';
  /** How many times the threshold was saved: the Settings form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  /** Requests of this amount (VND) or more need two approvals by two different admins; below it one is enough. */
  twoApprovalThreshold: Scalars['Float']['output'];
};

export type TransferRequest = {
  __typename?: 'TransferRequest';
  amount: Scalars['Float']['output'];
  /** The approvals given so far, oldest first: one completes a request below the two-approval threshold, two at or above it (docs/money.md). */
  approvals: Array<TransferApproval>;
  /** How many approvals, by different admins, this request's amount needs under the current threshold: 1 or 2. */
  approvalsNeeded: Scalars['Int']['output'];
  bankName: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  moneyTransferReason: Maybe<Scalars['String']['output']>;
  status: TransferRequestStatus;
  updatedAt: Scalars['DateTime']['output'];
  userId: Scalars['ID']['output'];
  /** The requester (named `users` in the SPEC although it is one member). */
  users: Maybe<User>;
};

export type TransferRequestPagination = {
  __typename?: 'TransferRequestPagination';
  items: Array<TransferRequest>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

/** Raw lower-case values, shown as-is by the UI. */
export type TransferRequestStatus =
  | 'confirm'
  | 'new'
  | 'rejected';

export type Transmission =
  | 'AMT'
  | 'AUTOMATIC'
  | 'MANUAL';

/** A deleted record waiting in the Trash. */
export type TrashItem = {
  __typename?: 'TrashItem';
  deletedAt: Scalars['DateTime']['output'];
  /** The name of the admin who deleted it. */
  deletedByName: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: TrashKind;
  /** When it is deleted for good if nobody restores it: 30 days after deletedAt. */
  purgeAt: Scalars['DateTime']['output'];
  /** Its title or name, as its list showed it. */
  title: Scalars['String']['output'];
};

/** What a deleted record of the Trash is: the kinds whose delete can be undone. */
export type TrashKind =
  | 'BANNER'
  | 'DRIVING_CENTER'
  | 'GARAGE'
  | 'PARKING'
  | 'REVIEW'
  | 'REVIEW_CATEGORY'
  | 'REVIEW_VIDEO';

export type TrashPagination = {
  __typename?: 'TrashPagination';
  items: Array<TrashItem>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

export type User = {
  __typename?: 'User';
  /** Media id of the avatar. */
  avatar: Maybe<Scalars['ID']['output']>;
  avatarMedia: Maybe<Media>;
  createdAt: Scalars['DateTime']['output'];
  dob: Maybe<Scalars['DateTime']['output']>;
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  email: Maybe<Scalars['String']['output']>;
  firstName: Maybe<Scalars['String']['output']>;
  hasPassword: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isActiveEmail: Scalars['Boolean']['output'];
  isActivePhone: Scalars['Boolean']['output'];
  isWithdraw: Scalars['Boolean']['output'];
  lastLoginAt: Maybe<Scalars['DateTime']['output']>;
  lastName: Maybe<Scalars['String']['output']>;
  metadata: Maybe<UserMetadata>;
  phone: Maybe<Scalars['String']['output']>;
  prefixPhone: Maybe<Scalars['String']['output']>;
  referralCode: Maybe<Scalars['String']['output']>;
  storeName: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Null to an admin whose role does not hold members.balances (docs/permissions.md#hidden-fields). */
  userBalance: Maybe<UserBalance>;
  username: Maybe<Scalars['String']['output']>;
  withdrawReason: Maybe<Scalars['String']['output']>;
};

export type UserBalance = {
  __typename?: 'UserBalance';
  amount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  promotion: Scalars['Float']['output'];
  userId: Scalars['ID']['output'];
};

export type UserMetadata = {
  __typename?: 'UserMetadata';
  avgRating: Scalars['Float']['output'];
  cityId: Maybe<Scalars['ID']['output']>;
  country: Maybe<Country>;
  countryId: Maybe<Scalars['ID']['output']>;
  isEmailNotification: Scalars['Boolean']['output'];
  isPromotionNotification: Scalars['Boolean']['output'];
  isPushNotification: Scalars['Boolean']['output'];
  isSmsNotification: Scalars['Boolean']['output'];
  language: Maybe<Language>;
  province: Maybe<Province>;
  totalRating: Scalars['Int']['output'];
};

export type UserPagination = {
  __typename?: 'UserPagination';
  items: Array<User>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

/** End-user roles; also the notification audience (absent = All). */
export type UserRole =
  | 'BUYERS'
  | 'CAR_OWNERSHIP'
  | 'GARAGE_OWNER'
  | 'LICENCE_LEARNER'
  | 'PARKING_OWNER'
  | 'SELLERS';

/** A benefit package item. */
export type UserServiceBenefit = {
  __typename?: 'UserServiceBenefit';
  createdAt: Scalars['DateTime']['output'];
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  type: BenefitType;
  updatedAt: Scalars['DateTime']['output'];
};

/** A package bought by (or given to) a member; absent quantity or day means unlimited. */
export type UserServicePackage = {
  __typename?: 'UserServicePackage';
  createdAt: Scalars['DateTime']['output'];
  day: Maybe<Scalars['Int']['output']>;
  /** How many times the record was edited: an edit form sends it back with its save (docs/conflicts.md). */
  editVersion: Scalars['Int']['output'];
  /** Expiry date (spelled so); absent means unlimited. */
  expriedDate: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  package: Maybe<ServicePackage>;
  quantity: Maybe<Scalars['Int']['output']>;
  servicesId: Scalars['ID']['output'];
  totalPrice: Maybe<Scalars['Float']['output']>;
  type: ServicePackageType;
  unitPrice: Maybe<Scalars['Float']['output']>;
  used: Scalars['Int']['output'];
  user: Maybe<User>;
  userId: Scalars['ID']['output'];
};

export type UserServicePackagePagination = {
  __typename?: 'UserServicePackagePagination';
  items: Array<UserServicePackage>;
  links: PaginationLinks;
  meta: PaginationMeta;
};

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

export type Ward = {
  __typename?: 'Ward';
  code: Scalars['String']['output'];
  districtCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  prefix: Maybe<Scalars['String']['output']>;
  provinceCode: Scalars['String']['output'];
};

export type WardPagination = {
  __typename?: 'WardPagination';
  items: Array<Ward>;
  links: PaginationLinks;
  meta: PaginationMeta;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  ServiceListing:
    | ( DrivingCenter )
    | ( Omit<Garage, 'user'> & { user?: Maybe<_RefType['User']> } )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminAvatarInput: AdminAvatarInput;
  AdminBulkActionResult: ResolverTypeWrapper<AdminBulkActionResult>;
  AdminBulkPackageKind: AdminBulkPackageKind;
  AdminBulkPostAction: AdminBulkPostAction;
  AdminBulkPostInput: AdminBulkPostInput;
  AdminBulkQuestionRowInput: AdminBulkQuestionRowInput;
  AdminBulkReviewKind: AdminBulkReviewKind;
  AdminBulkRowResult: ResolverTypeWrapper<AdminBulkRowResult>;
  AdminBulkVersionEditRowInput: AdminBulkVersionEditRowInput;
  AdminBulkVersionRowInput: AdminBulkVersionRowInput;
  AdminCarBuyingNeedInput: AdminCarBuyingNeedInput;
  AdminCarInput: AdminCarInput;
  AdminChangeStatusReviewCategoryInput: AdminChangeStatusReviewCategoryInput;
  AdminChangeStatusReviewInput: AdminChangeStatusReviewInput;
  AdminContestInput: AdminContestInput;
  AdminCreateUserInput: AdminCreateUserInput;
  AdminDrivingCenterInput: AdminDrivingCenterInput;
  AdminEditUserInput: AdminEditUserInput;
  AdminGarageInput: AdminGarageInput;
  AdminInviteStaffInput: AdminInviteStaffInput;
  AdminInviteStaffResult: ResolverTypeWrapper<Omit<AdminInviteStaffResult, 'staff'> & { staff: ResolversTypes['AdminUser'] }>;
  AdminLoginResult: ResolverTypeWrapper<Omit<AdminLoginResult, 'user'> & { user?: Maybe<ResolversTypes['AdminUser']> }>;
  AdminMarketPriceInput: AdminMarketPriceInput;
  AdminParkingInput: AdminParkingInput;
  AdminPostInput: AdminPostInput;
  AdminQuestionSimulationGroupInput: AdminQuestionSimulationGroupInput;
  AdminQuestionSimulationInput: AdminQuestionSimulationInput;
  AdminQuestionTheoryInput: AdminQuestionTheoryInput;
  AdminRecoveryCodes: ResolverTypeWrapper<AdminRecoveryCodes>;
  AdminReviewCategoryInput: AdminReviewCategoryInput;
  AdminReviewInput: AdminReviewInput;
  AdminReviewVideoInput: AdminReviewVideoInput;
  AdminRole: ResolverTypeWrapper<AdminRoleModel>;
  AdminRoleInput: AdminRoleInput;
  AdminSearchHit: ResolverTypeWrapper<AdminSearchHit>;
  AdminSearchResult: ResolverTypeWrapper<AdminSearchResult>;
  AdminServiceInput: AdminServiceInput;
  AdminSession: ResolverTypeWrapper<AdminSession>;
  AdminTrafficSignInput: AdminTrafficSignInput;
  AdminTwoFactorSetup: ResolverTypeWrapper<AdminTwoFactorSetup>;
  AdminUser: ResolverTypeWrapper<AdminUserModel>;
  AdminUserServiceInput: AdminUserServiceInput;
  AuditActionOption: ResolverTypeWrapper<AuditActionOption>;
  AuditChainCheck: ResolverTypeWrapper<AuditChainCheck>;
  AuditFilterOptions: ResolverTypeWrapper<Omit<AuditFilterOptions, 'actors'> & { actors: Array<ResolversTypes['AdminUser']> }>;
  AuditLog: ResolverTypeWrapper<Omit<AuditLog, 'actor' | 'admin'> & { actor?: Maybe<ResolversTypes['AdminUser']>, admin?: Maybe<ResolversTypes['AdminUser']> }>;
  AuditLogPagination: ResolverTypeWrapper<Omit<AuditLogPagination, 'items'> & { items: Array<ResolversTypes['AuditLog']> }>;
  Avatar: ResolverTypeWrapper<Avatar>;
  AvatarPagination: ResolverTypeWrapper<AvatarPagination>;
  BackgroundTaskEnd: BackgroundTaskEnd;
  BackgroundTaskKind: BackgroundTaskKind;
  BackgroundWork: ResolverTypeWrapper<BackgroundWork>;
  BackgroundWorkKind: BackgroundWorkKind;
  BackgroundWorkStatus: BackgroundWorkStatus;
  Banner: ResolverTypeWrapper<Banner>;
  BannerPagination: ResolverTypeWrapper<BannerPagination>;
  BannerPosition: ResolverTypeWrapper<BannerPosition>;
  BenefitType: BenefitType;
  BodyType: ResolverTypeWrapper<BodyType>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  Car: ResolverTypeWrapper<Car>;
  CarBuyingNeed: ResolverTypeWrapper<CarBuyingNeedModel>;
  CarBuyingNeedPagination: ResolverTypeWrapper<Omit<CarBuyingNeedPagination, 'items'> & { items: Array<ResolversTypes['CarBuyingNeed']> }>;
  CarBuyingNeedStatus: CarBuyingNeedStatus;
  CarMeta: ResolverTypeWrapper<CarMeta>;
  CarMetaInput: CarMetaInput;
  CarMetaType: CarMetaType;
  CarModel: ResolverTypeWrapper<CarModel>;
  CarPagination: ResolverTypeWrapper<CarPagination>;
  CarPurchaseCostProvince: ResolverTypeWrapper<CarPurchaseCostProvince>;
  CarVersion: ResolverTypeWrapper<CarVersion>;
  CarVersionPagination: ResolverTypeWrapper<CarVersionPagination>;
  CarVideo: ResolverTypeWrapper<CarVideo>;
  Colour: ResolverTypeWrapper<Colour>;
  Condition: Condition;
  Contest: ResolverTypeWrapper<Contest>;
  ContestPagination: ResolverTypeWrapper<ContestPagination>;
  Country: ResolverTypeWrapper<Country>;
  CountryPagination: ResolverTypeWrapper<CountryPagination>;
  Currency: Currency;
  DashboardCountDate: ResolverTypeWrapper<DashboardCountDate>;
  DashboardListingByStatus: ResolverTypeWrapper<DashboardListingByStatus>;
  DashboardRevenueByType: ResolverTypeWrapper<DashboardRevenueByType>;
  DashboardUserByLocation: ResolverTypeWrapper<DashboardUserByLocation>;
  DashboardUserStatus: ResolverTypeWrapper<DashboardUserStatus>;
  DashboardValueChange: ResolverTypeWrapper<DashboardValueChange>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteCarInput: DeleteCarInput;
  District: ResolverTypeWrapper<District>;
  DistrictPagination: ResolverTypeWrapper<DistrictPagination>;
  Door: ResolverTypeWrapper<Door>;
  DriverType: ResolverTypeWrapper<DriverType>;
  DrivingCenter: ResolverTypeWrapper<DrivingCenter>;
  DrivingCenterPagination: ResolverTypeWrapper<DrivingCenterPagination>;
  Feedback: ResolverTypeWrapper<Omit<Feedback, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  FeedbackPagination: ResolverTypeWrapper<Omit<FeedbackPagination, 'items'> & { items: Array<ResolversTypes['Feedback']> }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FuelEconomy: ResolverTypeWrapper<FuelEconomy>;
  FuelType: ResolverTypeWrapper<FuelType>;
  Garage: ResolverTypeWrapper<Omit<Garage, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  GaragePagination: ResolverTypeWrapper<Omit<GaragePagination, 'items'> & { items: Array<ResolversTypes['Garage']> }>;
  GarageStatus: GarageStatus;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Inspection: Inspection;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Language: Language;
  ListColumns: ResolverTypeWrapper<ListColumns>;
  ListColumnsInput: ListColumnsInput;
  ListColumnsPref: ResolverTypeWrapper<ListColumnsPref>;
  LiveActor: ResolverTypeWrapper<LiveActor>;
  LiveEvent: ResolverTypeWrapper<LiveEvent>;
  LiveEventKind: LiveEventKind;
  MailMessage: ResolverTypeWrapper<MailMessage>;
  MailMessagePagination: ResolverTypeWrapper<MailMessagePagination>;
  MailStatus: MailStatus;
  MarketPriceCheck: ResolverTypeWrapper<MarketPriceCheck>;
  Media: ResolverTypeWrapper<Media>;
  MediaKind: MediaKind;
  MediaLibraryItem: ResolverTypeWrapper<MediaLibraryItem>;
  MediaLibraryPagination: ResolverTypeWrapper<MediaLibraryPagination>;
  MediaUploader: ResolverTypeWrapper<MediaUploader>;
  MediaUsage: ResolverTypeWrapper<MediaUsage>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<NotificationModel>;
  NotificationDelivery: ResolverTypeWrapper<NotificationDelivery>;
  NotificationPagination: ResolverTypeWrapper<Omit<NotificationPagination, 'items'> & { items: Array<ResolversTypes['Notification']> }>;
  NotificationPushDelivery: ResolverTypeWrapper<NotificationPushDelivery>;
  NotificationSendStatus: NotificationSendStatus;
  NotificationTargetItem: ResolverTypeWrapper<NotificationTargetItem>;
  NotificationTargetScreen: NotificationTargetScreen;
  NotificationType: NotificationType;
  PaginationLinks: ResolverTypeWrapper<PaginationLinks>;
  PaginationMeta: ResolverTypeWrapper<PaginationMeta>;
  Parking: ResolverTypeWrapper<ParkingModel>;
  ParkingMedia: ResolverTypeWrapper<ParkingMedia>;
  ParkingPagination: ResolverTypeWrapper<Omit<ParkingPagination, 'items'> & { items: Array<ResolversTypes['Parking']> }>;
  ParkingPriceProperty: ResolverTypeWrapper<ParkingPriceProperty>;
  ParkingPricePropertyInput: ParkingPricePropertyInput;
  ParkingStatus: ParkingStatus;
  ParkingWorkingTime: ResolverTypeWrapper<ParkingWorkingTime>;
  ParkingWorkingTimeInput: ParkingWorkingTimeInput;
  PaymentItem: ResolverTypeWrapper<PaymentItem>;
  PhoneErrorMessage: ResolverTypeWrapper<PhoneErrorMessage>;
  PhoneErrorMessagePagination: ResolverTypeWrapper<PhoneErrorMessagePagination>;
  Post: ResolverTypeWrapper<PostModel>;
  PostClaim: ResolverTypeWrapper<Omit<PostClaim, 'admin'> & { admin: ResolversTypes['AdminUser'] }>;
  PostFieldChange: ResolverTypeWrapper<PostFieldChange>;
  PostModerationReason: PostModerationReason;
  PostPagination: ResolverTypeWrapper<Omit<PostPagination, 'items'> & { items: Array<ResolversTypes['Post']> }>;
  PostPendingEdit: ResolverTypeWrapper<PostPendingEdit>;
  PostReviewQueueItem: ResolverTypeWrapper<Omit<PostReviewQueueItem, 'post'> & { post: ResolversTypes['Post'] }>;
  PostReviewQueuePagination: ResolverTypeWrapper<Omit<PostReviewQueuePagination, 'items'> & { items: Array<ResolversTypes['PostReviewQueueItem']> }>;
  PostStatus: PostStatus;
  PostStatusChange: ResolverTypeWrapper<Omit<PostStatusChange, 'admin'> & { admin?: Maybe<ResolversTypes['AdminUser']> }>;
  PostStatusReason: ResolverTypeWrapper<PostStatusReason>;
  Province: ResolverTypeWrapper<Province>;
  ProvincePagination: ResolverTypeWrapper<ProvincePagination>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionAnswerType: QuestionAnswerType;
  QuestionSimulation: ResolverTypeWrapper<QuestionSimulation>;
  QuestionSimulationAnswer: ResolverTypeWrapper<QuestionSimulationAnswer>;
  QuestionSimulationAnswerInput: QuestionSimulationAnswerInput;
  QuestionSimulationGroup: ResolverTypeWrapper<QuestionSimulationGroup>;
  QuestionSimulationGroupPagination: ResolverTypeWrapper<QuestionSimulationGroupPagination>;
  QuestionSimulationPagination: ResolverTypeWrapper<QuestionSimulationPagination>;
  QuestionSimulationType: QuestionSimulationType;
  QuestionTheory: ResolverTypeWrapper<QuestionTheory>;
  QuestionTheoryAnswer: ResolverTypeWrapper<QuestionTheoryAnswer>;
  QuestionTheoryAnswerInput: QuestionTheoryAnswerInput;
  QuestionTheoryPagination: ResolverTypeWrapper<QuestionTheoryPagination>;
  QuestionTheoryType: QuestionTheoryType;
  RecordViewer: ResolverTypeWrapper<RecordViewer>;
  ReportPost: ResolverTypeWrapper<Omit<ReportPost, 'post' | 'user'> & { post?: Maybe<ResolversTypes['Post']>, user?: Maybe<ResolversTypes['User']> }>;
  ReportPostPagination: ResolverTypeWrapper<Omit<ReportPostPagination, 'items'> & { items: Array<ResolversTypes['ReportPost']> }>;
  ReportReason: ReportReason;
  Review: ResolverTypeWrapper<Review>;
  ReviewCategory: ResolverTypeWrapper<ReviewCategory>;
  ReviewCategoryPagination: ResolverTypeWrapper<ReviewCategoryPagination>;
  ReviewPagination: ResolverTypeWrapper<ReviewPagination>;
  ReviewVideo: ResolverTypeWrapper<ReviewVideo>;
  ReviewVideoPagination: ResolverTypeWrapper<ReviewVideoPagination>;
  SavedView: ResolverTypeWrapper<SavedView>;
  SavedViewInput: SavedViewInput;
  SavedViewUpdateInput: SavedViewUpdateInput;
  SavedViewVisibility: SavedViewVisibility;
  SearchParams: ResolverTypeWrapper<Scalars['SearchParams']['output']>;
  Seat: ResolverTypeWrapper<Seat>;
  ServiceDuplicate: ResolverTypeWrapper<ServiceDuplicate>;
  ServiceListing: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ServiceListing']>;
  ServiceListingKind: ServiceListingKind;
  ServicePackage: ResolverTypeWrapper<ServicePackage>;
  ServicePackagePagination: ResolverTypeWrapper<ServicePackagePagination>;
  ServicePackageType: ServicePackageType;
  SettingType: SettingType;
  Sort: Sort;
  StaffDetail: ResolverTypeWrapper<Omit<StaffDetail, 'recentActions' | 'staff'> & { recentActions: Array<ResolversTypes['AuditLog']>, staff: ResolversTypes['AdminUser'] }>;
  StaffPagination: ResolverTypeWrapper<Omit<StaffPagination, 'items'> & { items: Array<ResolversTypes['AdminUser']> }>;
  StaffStatus: StaffStatus;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TrafficSign: ResolverTypeWrapper<TrafficSign>;
  TrafficSignPagination: ResolverTypeWrapper<TrafficSignPagination>;
  TrafficSignType: TrafficSignType;
  TransferApproval: ResolverTypeWrapper<Omit<TransferApproval, 'admin'> & { admin: ResolversTypes['AdminUser'] }>;
  TransferApprovalSettings: ResolverTypeWrapper<TransferApprovalSettings>;
  TransferRequest: ResolverTypeWrapper<TransferRequestModel>;
  TransferRequestPagination: ResolverTypeWrapper<Omit<TransferRequestPagination, 'items'> & { items: Array<ResolversTypes['TransferRequest']> }>;
  TransferRequestStatus: TransferRequestStatus;
  Transmission: Transmission;
  TrashItem: ResolverTypeWrapper<TrashItem>;
  TrashKind: TrashKind;
  TrashPagination: ResolverTypeWrapper<TrashPagination>;
  User: ResolverTypeWrapper<UserModel>;
  UserBalance: ResolverTypeWrapper<UserBalance>;
  UserMetadata: ResolverTypeWrapper<UserMetadata>;
  UserPagination: ResolverTypeWrapper<Omit<UserPagination, 'items'> & { items: Array<ResolversTypes['User']> }>;
  UserRole: UserRole;
  UserServiceBenefit: ResolverTypeWrapper<UserServiceBenefit>;
  UserServicePackage: ResolverTypeWrapper<Omit<UserServicePackage, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  UserServicePackagePagination: ResolverTypeWrapper<Omit<UserServicePackagePagination, 'items'> & { items: Array<ResolversTypes['UserServicePackage']> }>;
  UserServiceStatus: UserServiceStatus;
  UserStatusFilter: UserStatusFilter;
  Ward: ResolverTypeWrapper<Ward>;
  WardPagination: ResolverTypeWrapper<WardPagination>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminAvatarInput: AdminAvatarInput;
  AdminBulkActionResult: AdminBulkActionResult;
  AdminBulkPostInput: AdminBulkPostInput;
  AdminBulkQuestionRowInput: AdminBulkQuestionRowInput;
  AdminBulkRowResult: AdminBulkRowResult;
  AdminBulkVersionEditRowInput: AdminBulkVersionEditRowInput;
  AdminBulkVersionRowInput: AdminBulkVersionRowInput;
  AdminCarBuyingNeedInput: AdminCarBuyingNeedInput;
  AdminCarInput: AdminCarInput;
  AdminChangeStatusReviewCategoryInput: AdminChangeStatusReviewCategoryInput;
  AdminChangeStatusReviewInput: AdminChangeStatusReviewInput;
  AdminContestInput: AdminContestInput;
  AdminCreateUserInput: AdminCreateUserInput;
  AdminDrivingCenterInput: AdminDrivingCenterInput;
  AdminEditUserInput: AdminEditUserInput;
  AdminGarageInput: AdminGarageInput;
  AdminInviteStaffInput: AdminInviteStaffInput;
  AdminInviteStaffResult: Omit<AdminInviteStaffResult, 'staff'> & { staff: ResolversParentTypes['AdminUser'] };
  AdminLoginResult: Omit<AdminLoginResult, 'user'> & { user?: Maybe<ResolversParentTypes['AdminUser']> };
  AdminMarketPriceInput: AdminMarketPriceInput;
  AdminParkingInput: AdminParkingInput;
  AdminPostInput: AdminPostInput;
  AdminQuestionSimulationGroupInput: AdminQuestionSimulationGroupInput;
  AdminQuestionSimulationInput: AdminQuestionSimulationInput;
  AdminQuestionTheoryInput: AdminQuestionTheoryInput;
  AdminRecoveryCodes: AdminRecoveryCodes;
  AdminReviewCategoryInput: AdminReviewCategoryInput;
  AdminReviewInput: AdminReviewInput;
  AdminReviewVideoInput: AdminReviewVideoInput;
  AdminRole: AdminRoleModel;
  AdminRoleInput: AdminRoleInput;
  AdminSearchHit: AdminSearchHit;
  AdminSearchResult: AdminSearchResult;
  AdminServiceInput: AdminServiceInput;
  AdminSession: AdminSession;
  AdminTrafficSignInput: AdminTrafficSignInput;
  AdminTwoFactorSetup: AdminTwoFactorSetup;
  AdminUser: AdminUserModel;
  AdminUserServiceInput: AdminUserServiceInput;
  AuditActionOption: AuditActionOption;
  AuditChainCheck: AuditChainCheck;
  AuditFilterOptions: Omit<AuditFilterOptions, 'actors'> & { actors: Array<ResolversParentTypes['AdminUser']> };
  AuditLog: Omit<AuditLog, 'actor' | 'admin'> & { actor?: Maybe<ResolversParentTypes['AdminUser']>, admin?: Maybe<ResolversParentTypes['AdminUser']> };
  AuditLogPagination: Omit<AuditLogPagination, 'items'> & { items: Array<ResolversParentTypes['AuditLog']> };
  Avatar: Avatar;
  AvatarPagination: AvatarPagination;
  BackgroundWork: BackgroundWork;
  Banner: Banner;
  BannerPagination: BannerPagination;
  BannerPosition: BannerPosition;
  BodyType: BodyType;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  Car: Car;
  CarBuyingNeed: CarBuyingNeedModel;
  CarBuyingNeedPagination: Omit<CarBuyingNeedPagination, 'items'> & { items: Array<ResolversParentTypes['CarBuyingNeed']> };
  CarMeta: CarMeta;
  CarMetaInput: CarMetaInput;
  CarModel: CarModel;
  CarPagination: CarPagination;
  CarPurchaseCostProvince: CarPurchaseCostProvince;
  CarVersion: CarVersion;
  CarVersionPagination: CarVersionPagination;
  CarVideo: CarVideo;
  Colour: Colour;
  Contest: Contest;
  ContestPagination: ContestPagination;
  Country: Country;
  CountryPagination: CountryPagination;
  DashboardCountDate: DashboardCountDate;
  DashboardListingByStatus: DashboardListingByStatus;
  DashboardRevenueByType: DashboardRevenueByType;
  DashboardUserByLocation: DashboardUserByLocation;
  DashboardUserStatus: DashboardUserStatus;
  DashboardValueChange: DashboardValueChange;
  DateTime: Scalars['DateTime']['output'];
  DeleteCarInput: DeleteCarInput;
  District: District;
  DistrictPagination: DistrictPagination;
  Door: Door;
  DriverType: DriverType;
  DrivingCenter: DrivingCenter;
  DrivingCenterPagination: DrivingCenterPagination;
  Feedback: Omit<Feedback, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  FeedbackPagination: Omit<FeedbackPagination, 'items'> & { items: Array<ResolversParentTypes['Feedback']> };
  Float: Scalars['Float']['output'];
  FuelEconomy: FuelEconomy;
  FuelType: FuelType;
  Garage: Omit<Garage, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  GaragePagination: Omit<GaragePagination, 'items'> & { items: Array<ResolversParentTypes['Garage']> };
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  ListColumns: ListColumns;
  ListColumnsInput: ListColumnsInput;
  ListColumnsPref: ListColumnsPref;
  LiveActor: LiveActor;
  LiveEvent: LiveEvent;
  MailMessage: MailMessage;
  MailMessagePagination: MailMessagePagination;
  MarketPriceCheck: MarketPriceCheck;
  Media: Media;
  MediaLibraryItem: MediaLibraryItem;
  MediaLibraryPagination: MediaLibraryPagination;
  MediaUploader: MediaUploader;
  MediaUsage: MediaUsage;
  Mutation: Record<PropertyKey, never>;
  Notification: NotificationModel;
  NotificationDelivery: NotificationDelivery;
  NotificationPagination: Omit<NotificationPagination, 'items'> & { items: Array<ResolversParentTypes['Notification']> };
  NotificationPushDelivery: NotificationPushDelivery;
  NotificationTargetItem: NotificationTargetItem;
  PaginationLinks: PaginationLinks;
  PaginationMeta: PaginationMeta;
  Parking: ParkingModel;
  ParkingMedia: ParkingMedia;
  ParkingPagination: Omit<ParkingPagination, 'items'> & { items: Array<ResolversParentTypes['Parking']> };
  ParkingPriceProperty: ParkingPriceProperty;
  ParkingPricePropertyInput: ParkingPricePropertyInput;
  ParkingWorkingTime: ParkingWorkingTime;
  ParkingWorkingTimeInput: ParkingWorkingTimeInput;
  PaymentItem: PaymentItem;
  PhoneErrorMessage: PhoneErrorMessage;
  PhoneErrorMessagePagination: PhoneErrorMessagePagination;
  Post: PostModel;
  PostClaim: Omit<PostClaim, 'admin'> & { admin: ResolversParentTypes['AdminUser'] };
  PostFieldChange: PostFieldChange;
  PostPagination: Omit<PostPagination, 'items'> & { items: Array<ResolversParentTypes['Post']> };
  PostPendingEdit: PostPendingEdit;
  PostReviewQueueItem: Omit<PostReviewQueueItem, 'post'> & { post: ResolversParentTypes['Post'] };
  PostReviewQueuePagination: Omit<PostReviewQueuePagination, 'items'> & { items: Array<ResolversParentTypes['PostReviewQueueItem']> };
  PostStatusChange: Omit<PostStatusChange, 'admin'> & { admin?: Maybe<ResolversParentTypes['AdminUser']> };
  PostStatusReason: PostStatusReason;
  Province: Province;
  ProvincePagination: ProvincePagination;
  Query: Record<PropertyKey, never>;
  QuestionSimulation: QuestionSimulation;
  QuestionSimulationAnswer: QuestionSimulationAnswer;
  QuestionSimulationAnswerInput: QuestionSimulationAnswerInput;
  QuestionSimulationGroup: QuestionSimulationGroup;
  QuestionSimulationGroupPagination: QuestionSimulationGroupPagination;
  QuestionSimulationPagination: QuestionSimulationPagination;
  QuestionTheory: QuestionTheory;
  QuestionTheoryAnswer: QuestionTheoryAnswer;
  QuestionTheoryAnswerInput: QuestionTheoryAnswerInput;
  QuestionTheoryPagination: QuestionTheoryPagination;
  RecordViewer: RecordViewer;
  ReportPost: Omit<ReportPost, 'post' | 'user'> & { post?: Maybe<ResolversParentTypes['Post']>, user?: Maybe<ResolversParentTypes['User']> };
  ReportPostPagination: Omit<ReportPostPagination, 'items'> & { items: Array<ResolversParentTypes['ReportPost']> };
  Review: Review;
  ReviewCategory: ReviewCategory;
  ReviewCategoryPagination: ReviewCategoryPagination;
  ReviewPagination: ReviewPagination;
  ReviewVideo: ReviewVideo;
  ReviewVideoPagination: ReviewVideoPagination;
  SavedView: SavedView;
  SavedViewInput: SavedViewInput;
  SavedViewUpdateInput: SavedViewUpdateInput;
  SearchParams: Scalars['SearchParams']['output'];
  Seat: Seat;
  ServiceDuplicate: ServiceDuplicate;
  ServiceListing: ResolversInterfaceTypes<ResolversParentTypes>['ServiceListing'];
  ServicePackage: ServicePackage;
  ServicePackagePagination: ServicePackagePagination;
  StaffDetail: Omit<StaffDetail, 'recentActions' | 'staff'> & { recentActions: Array<ResolversParentTypes['AuditLog']>, staff: ResolversParentTypes['AdminUser'] };
  StaffPagination: Omit<StaffPagination, 'items'> & { items: Array<ResolversParentTypes['AdminUser']> };
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TrafficSign: TrafficSign;
  TrafficSignPagination: TrafficSignPagination;
  TransferApproval: Omit<TransferApproval, 'admin'> & { admin: ResolversParentTypes['AdminUser'] };
  TransferApprovalSettings: TransferApprovalSettings;
  TransferRequest: TransferRequestModel;
  TransferRequestPagination: Omit<TransferRequestPagination, 'items'> & { items: Array<ResolversParentTypes['TransferRequest']> };
  TrashItem: TrashItem;
  TrashPagination: TrashPagination;
  User: UserModel;
  UserBalance: UserBalance;
  UserMetadata: UserMetadata;
  UserPagination: Omit<UserPagination, 'items'> & { items: Array<ResolversParentTypes['User']> };
  UserServiceBenefit: UserServiceBenefit;
  UserServicePackage: Omit<UserServicePackage, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  UserServicePackagePagination: Omit<UserServicePackagePagination, 'items'> & { items: Array<ResolversParentTypes['UserServicePackage']> };
  Ward: Ward;
  WardPagination: WardPagination;
};

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type RequiresDirectiveArgs = {
  permission: Scalars['String']['input'];
  stepUp?: Maybe<Scalars['Boolean']['input']>;
};

export type RequiresDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = RequiresDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type SignedInDirectiveArgs = { };

export type SignedInDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = SignedInDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AdminBulkActionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminBulkActionResult'] = ResolversParentTypes['AdminBulkActionResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminBulkRowResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminBulkRowResult'] = ResolversParentTypes['AdminBulkRowResult']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminInviteStaffResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminInviteStaffResult'] = ResolversParentTypes['AdminInviteStaffResult']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  inviteUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
};

export type AdminLoginResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminLoginResult'] = ResolversParentTypes['AdminLoginResult']> = {
  accessToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expireRefreshTokenDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expireTokenDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twoFactorChallenge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twoFactorRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['AdminUser']>, ParentType, ContextType>;
};

export type AdminRecoveryCodesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRecoveryCodes'] = ResolversParentTypes['AdminRecoveryCodes']> = {
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRole'] = ResolversParentTypes['AdminRole']> = {
  builtIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dailyApprovalLimit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  staffCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  twoFactorRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminSearchHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSearchHit'] = ResolversParentTypes['AdminSearchHit']> = {
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listSearch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminSearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSearchResult'] = ResolversParentTypes['AdminSearchResult']> = {
  drivingCenters?: Resolver<Maybe<Array<ResolversTypes['AdminSearchHit']>>, ParentType, ContextType>;
  garages?: Resolver<Maybe<Array<ResolversTypes['AdminSearchHit']>>, ParentType, ContextType>;
  members?: Resolver<Maybe<Array<ResolversTypes['AdminSearchHit']>>, ParentType, ContextType>;
  parkings?: Resolver<Maybe<Array<ResolversTypes['AdminSearchHit']>>, ParentType, ContextType>;
  posts?: Resolver<Maybe<Array<ResolversTypes['AdminSearchHit']>>, ParentType, ContextType>;
  reviews?: Resolver<Maybe<Array<ResolversTypes['AdminSearchHit']>>, ParentType, ContextType>;
  transferRequests?: Resolver<Maybe<Array<ResolversTypes['AdminSearchHit']>>, ParentType, ContextType>;
};

export type AdminSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSession'] = ResolversParentTypes['AdminSession']> = {
  browser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  system?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminTwoFactorSetupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminTwoFactorSetup'] = ResolversParentTypes['AdminTwoFactorSetup']> = {
  otpauthUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser']> = {
  authority?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deactivateReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['AdminRole'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StaffStatus'], ParentType, ContextType>;
  twoFactorEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  twoFactorRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AuditActionOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditActionOption'] = ResolversParentTypes['AuditActionOption']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityTypeText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditChainCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditChainCheck'] = ResolversParentTypes['AuditChainCheck']> = {
  firstBrokenId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditFilterOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditFilterOptions'] = ResolversParentTypes['AuditFilterOptions']> = {
  actions?: Resolver<Array<ResolversTypes['AuditActionOption']>, ParentType, ContextType>;
  actors?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
};

export type AuditLogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLog'] = ResolversParentTypes['AuditLog']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  admin?: Resolver<Maybe<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditLogPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLogPagination'] = ResolversParentTypes['AuditLogPagination']> = {
  items?: Resolver<Array<ResolversTypes['AuditLog']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type AvatarResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Avatar'] = ResolversParentTypes['Avatar']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  mediaDetail?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AvatarPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvatarPagination'] = ResolversParentTypes['AvatarPagination']> = {
  items?: Resolver<Array<ResolversTypes['Avatar']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type BackgroundWorkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BackgroundWork'] = ResolversParentTypes['BackgroundWork']> = {
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BackgroundWorkKind'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BackgroundWorkStatus'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkBanner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mediaIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  medias?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['BannerPosition']>, ParentType, ContextType>;
  positionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BannerPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BannerPagination'] = ResolversParentTypes['BannerPagination']> = {
  items?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type BannerPositionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BannerPosition'] = ResolversParentTypes['BannerPosition']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratioHeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ratioWidth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BodyTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BodyType'] = ResolversParentTypes['BodyType']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDisplayTopSearch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mediaDetail?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  mediaId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Car'] = ResolversParentTypes['Car']> = {
  classificationByRegistration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  debutDay?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageInsideIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  imageOutsideIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  imagesInside?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  imagesOutside?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  metas?: Resolver<Array<ResolversTypes['CarMeta']>, ParentType, ContextType>;
  origin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceSegment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  videos?: Resolver<Array<ResolversTypes['CarVideo']>, ParentType, ContextType>;
};

export type CarBuyingNeedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarBuyingNeed'] = ResolversParentTypes['CarBuyingNeed']> = {
  brand?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  brandDetail?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  budget?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  buyerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  descriptionOther?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isInstallmentPurchase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isInsuranceConsultant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOther?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVehicleInspectionService?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  modelDetail?: Resolver<Maybe<ResolversTypes['CarModel']>, ParentType, ContextType>;
  numKilometerCarRun?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provinceDetail?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  provinceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sellers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CarBuyingNeedStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userSellerIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  vehicleLife?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CarBuyingNeedPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarBuyingNeedPagination'] = ResolversParentTypes['CarBuyingNeedPagination']> = {
  items?: Resolver<Array<ResolversTypes['CarBuyingNeed']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type CarMetaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarMeta'] = ResolversParentTypes['CarMeta']> = {
  bodyType?: Resolver<Maybe<ResolversTypes['BodyType']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  door?: Resolver<Maybe<ResolversTypes['Door']>, ParentType, ContextType>;
  fuelType?: Resolver<Maybe<ResolversTypes['FuelType']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['CarModel']>, ParentType, ContextType>;
  seat?: Resolver<Maybe<ResolversTypes['Seat']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CarMetaType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['CarVersion']>, ParentType, ContextType>;
};

export type CarModelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarModel'] = ResolversParentTypes['CarModel']> = {
  brand?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  brandMeta?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPost?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CarPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarPagination'] = ResolversParentTypes['CarPagination']> = {
  items?: Resolver<Array<ResolversTypes['Car']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type CarPurchaseCostProvinceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarPurchaseCostProvince'] = ResolversParentTypes['CarPurchaseCostProvince']> = {
  bodyInsuranceOneYear?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  civilInsurance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  licensePlateFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  otherCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  proviceDetail?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  provinceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  registrationFeeNewCar?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  registrationFeeOldCar?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  registry?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  roadMaintenanceFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CarVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarVersion'] = ResolversParentTypes['CarVersion']> = {
  brand?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  brandDetail?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mediaDetail?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  mediaId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  modelDetail?: Resolver<Maybe<ResolversTypes['CarModel']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numKilometerCarRun?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceCarVersion?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeCarVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  yearManufacture?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CarVersionPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarVersionPagination'] = ResolversParentTypes['CarVersionPagination']> = {
  items?: Resolver<Array<ResolversTypes['CarVersion']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type CarVideoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarVideo'] = ResolversParentTypes['CarVideo']> = {
  carId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediaDetail?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  videoId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ColourResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Colour'] = ResolversParentTypes['Colour']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Contest'] = ResolversParentTypes['Contest']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noWiner?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ContestPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContestPagination'] = ResolversParentTypes['ContestPagination']> = {
  items?: Resolver<Array<ResolversTypes['Contest']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CountryPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CountryPagination'] = ResolversParentTypes['CountryPagination']> = {
  items?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type DashboardCountDateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardCountDate'] = ResolversParentTypes['DashboardCountDate']> = {
  count?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardListingByStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardListingByStatus'] = ResolversParentTypes['DashboardListingByStatus']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PostStatus'], ParentType, ContextType>;
};

export type DashboardRevenueByTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardRevenueByType'] = ResolversParentTypes['DashboardRevenueByType']> = {
  count?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardUserByLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardUserByLocation'] = ResolversParentTypes['DashboardUserByLocation']> = {
  cityid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isFormer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DashboardUserStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardUserStatus'] = ResolversParentTypes['DashboardUserStatus']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalViewPost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unverified?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardValueChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardValueChange'] = ResolversParentTypes['DashboardValueChange']> = {
  change?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DistrictResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['District'] = ResolversParentTypes['District']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provinceCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DistrictPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DistrictPagination'] = ResolversParentTypes['DistrictPagination']> = {
  items?: Resolver<Array<ResolversTypes['District']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type DoorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Door'] = ResolversParentTypes['Door']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DriverTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DriverType'] = ResolversParentTypes['DriverType']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameVi?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DrivingCenterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DrivingCenter'] = ResolversParentTypes['DrivingCenter']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  averageRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  district?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  districtDetail?: Resolver<Maybe<ResolversTypes['District']>, ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mediaIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  medias?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provinceDetail?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalRating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRatingScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ward?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wardDetail?: Resolver<Maybe<ResolversTypes['Ward']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DrivingCenterPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DrivingCenterPagination'] = ResolversParentTypes['DrivingCenterPagination']> = {
  items?: Resolver<Array<ResolversTypes['DrivingCenter']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type FeedbackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Feedback'] = ResolversParentTypes['Feedback']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  medias?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type FeedbackPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeedbackPagination'] = ResolversParentTypes['FeedbackPagination']> = {
  items?: Resolver<Array<ResolversTypes['Feedback']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type FuelEconomyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FuelEconomy'] = ResolversParentTypes['FuelEconomy']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kilometer?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  liter?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  nameEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameVi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FuelTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FuelType'] = ResolversParentTypes['FuelType']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GarageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Garage'] = ResolversParentTypes['Garage']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  averageRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  district?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  districtDetail?: Resolver<Maybe<ResolversTypes['District']>, ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  karCheck?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mediaIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  medias?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provinceDetail?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GarageStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalRating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRatingScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ward?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wardDetail?: Resolver<Maybe<ResolversTypes['Ward']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GaragePaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GaragePagination'] = ResolversParentTypes['GaragePagination']> = {
  items?: Resolver<Array<ResolversTypes['Garage']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type ListColumnsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListColumns'] = ResolversParentTypes['ListColumns']> = {
  hidden?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ListColumnsPrefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListColumnsPref'] = ResolversParentTypes['ListColumnsPref']> = {
  columns?: Resolver<Maybe<ResolversTypes['ListColumns']>, ParentType, ContextType>;
  listKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LiveActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LiveActor'] = ResolversParentTypes['LiveActor']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LiveEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LiveEvent'] = ResolversParentTypes['LiveEvent']> = {
  action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actionText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['LiveActor']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LiveEventKind'], ParentType, ContextType>;
};

export type MailMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailMessage'] = ResolversParentTypes['MailMessage']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MailStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transport?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MailMessagePaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailMessagePagination'] = ResolversParentTypes['MailMessagePagination']> = {
  items?: Resolver<Array<ResolversTypes['MailMessage']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type MarketPriceCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketPriceCheck'] = ResolversParentTypes['MarketPriceCheck']> = {
  outlier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ratio?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  versionPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MediaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Media'] = ResolversParentTypes['Media']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filePathLG?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filePathOriginal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filePathSM?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uploadBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type MediaLibraryItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaLibraryItem'] = ResolversParentTypes['MediaLibraryItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MediaKind'], ParentType, ContextType>;
  media?: Resolver<ResolversTypes['Media'], ParentType, ContextType>;
  sizeBytes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uploader?: Resolver<Maybe<ResolversTypes['MediaUploader']>, ParentType, ContextType>;
  usage?: Resolver<ResolversTypes['MediaUsage'], ParentType, ContextType>;
};

export type MediaLibraryPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaLibraryPagination'] = ResolversParentTypes['MediaLibraryPagination']> = {
  items?: Resolver<Array<ResolversTypes['MediaLibraryItem']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type MediaUploaderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaUploader'] = ResolversParentTypes['MediaUploader']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MediaUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaUsage'] = ResolversParentTypes['MediaUsage']> = {
  avatars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  banners?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  others?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  posts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adminAcceptInvite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminAcceptInviteArgs, 'password' | 'token'>>;
  adminBulkChangeStatusReviews?: Resolver<Array<ResolversTypes['AdminBulkActionResult']>, ParentType, ContextType, RequireFields<MutationAdminBulkChangeStatusReviewsArgs, 'active' | 'ids' | 'kind'>>;
  adminBulkCreateQuestions?: Resolver<Array<ResolversTypes['AdminBulkRowResult']>, ParentType, ContextType, RequireFields<MutationAdminBulkCreateQuestionsArgs, 'rows'>>;
  adminBulkCreateVersions?: Resolver<Array<ResolversTypes['AdminBulkRowResult']>, ParentType, ContextType, RequireFields<MutationAdminBulkCreateVersionsArgs, 'rows'>>;
  adminBulkDeactivateUsers?: Resolver<Array<ResolversTypes['AdminBulkActionResult']>, ParentType, ContextType, RequireFields<MutationAdminBulkDeactivateUsersArgs, 'ids' | 'reason'>>;
  adminBulkDeleteBanners?: Resolver<Array<ResolversTypes['AdminBulkActionResult']>, ParentType, ContextType, RequireFields<MutationAdminBulkDeleteBannersArgs, 'ids'>>;
  adminBulkDeletePackages?: Resolver<Array<ResolversTypes['AdminBulkActionResult']>, ParentType, ContextType, RequireFields<MutationAdminBulkDeletePackagesArgs, 'ids' | 'kind'>>;
  adminBulkDeleteReviews?: Resolver<Array<ResolversTypes['AdminBulkActionResult']>, ParentType, ContextType, RequireFields<MutationAdminBulkDeleteReviewsArgs, 'ids' | 'kind'>>;
  adminBulkDeleteServiceListings?: Resolver<Array<ResolversTypes['AdminBulkActionResult']>, ParentType, ContextType, RequireFields<MutationAdminBulkDeleteServiceListingsArgs, 'ids' | 'kind'>>;
  adminBulkEditVersions?: Resolver<Array<ResolversTypes['AdminBulkRowResult']>, ParentType, ContextType, RequireFields<MutationAdminBulkEditVersionsArgs, 'rows'>>;
  adminBulkModeratePosts?: Resolver<Array<ResolversTypes['AdminBulkActionResult']>, ParentType, ContextType, RequireFields<MutationAdminBulkModeratePostsArgs, 'action' | 'posts'>>;
  adminBulkReactivateUsers?: Resolver<Array<ResolversTypes['AdminBulkActionResult']>, ParentType, ContextType, RequireFields<MutationAdminBulkReactivateUsersArgs, 'ids'>>;
  adminBulkUpdateStatusBanners?: Resolver<Array<ResolversTypes['AdminBulkActionResult']>, ParentType, ContextType, RequireFields<MutationAdminBulkUpdateStatusBannersArgs, 'active' | 'ids'>>;
  adminBulkUpdateStatusCenterDriverLisense?: Resolver<Array<ResolversTypes['AdminBulkActionResult']>, ParentType, ContextType, RequireFields<MutationAdminBulkUpdateStatusCenterDriverLisenseArgs, 'active' | 'ids'>>;
  adminBulkUpdateStatusPackages?: Resolver<Array<ResolversTypes['AdminBulkActionResult']>, ParentType, ContextType, RequireFields<MutationAdminBulkUpdateStatusPackagesArgs, 'active' | 'ids' | 'kind'>>;
  adminBulkUpdateUserTransferRequests?: Resolver<Array<ResolversTypes['AdminBulkActionResult']>, ParentType, ContextType, RequireFields<MutationAdminBulkUpdateUserTransferRequestsArgs, 'approve' | 'ids'>>;
  adminChangePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  adminChangeStaffRole?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationAdminChangeStaffRoleArgs, 'id' | 'roleId'>>;
  adminChangeStatusPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationAdminChangeStatusPostArgs, 'id' | 'status'>>;
  adminChangeStatusReview?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationAdminChangeStatusReviewArgs, 'input'>>;
  adminChangeStatusReviewCategory?: Resolver<ResolversTypes['ReviewCategory'], ParentType, ContextType, RequireFields<MutationAdminChangeStatusReviewCategoryArgs, 'input'>>;
  adminClaimPost?: Resolver<ResolversTypes['PostClaim'], ParentType, ContextType, RequireFields<MutationAdminClaimPostArgs, 'id'>>;
  adminConfirmIdentity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminConfirmIdentityArgs, 'password'>>;
  adminConfirmTwoFactor?: Resolver<ResolversTypes['AdminRecoveryCodes'], ParentType, ContextType, RequireFields<MutationAdminConfirmTwoFactorArgs, 'code'>>;
  adminCreateAvatars?: Resolver<ResolversTypes['Avatar'], ParentType, ContextType, RequireFields<MutationAdminCreateAvatarsArgs, 'input'>>;
  adminCreateBanner?: Resolver<ResolversTypes['Banner'], ParentType, ContextType, RequireFields<MutationAdminCreateBannerArgs, 'linkBanner' | 'mediaIds' | 'name' | 'positionId'>>;
  adminCreateBodyType?: Resolver<ResolversTypes['BodyType'], ParentType, ContextType, RequireFields<MutationAdminCreateBodyTypeArgs, 'name'>>;
  adminCreateBrand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType, RequireFields<MutationAdminCreateBrandArgs, 'mediaId' | 'name'>>;
  adminCreateCar?: Resolver<ResolversTypes['Car'], ParentType, ContextType, RequireFields<MutationAdminCreateCarArgs, 'input'>>;
  adminCreateCarBuyingNeed?: Resolver<ResolversTypes['CarBuyingNeed'], ParentType, ContextType, RequireFields<MutationAdminCreateCarBuyingNeedArgs, 'input'>>;
  adminCreateCarPurchaseCostProvinceSettingOption?: Resolver<ResolversTypes['CarPurchaseCostProvince'], ParentType, ContextType, RequireFields<MutationAdminCreateCarPurchaseCostProvinceSettingOptionArgs, 'bodyInsuranceOneYear' | 'civilInsurance' | 'licensePlateFee' | 'provinceId' | 'registrationFeeNewCar' | 'registrationFeeOldCar' | 'registry' | 'roadMaintenanceFee'>>;
  adminCreateCenterDriverLisense?: Resolver<ResolversTypes['DrivingCenter'], ParentType, ContextType, RequireFields<MutationAdminCreateCenterDriverLisenseArgs, 'input'>>;
  adminCreateColous?: Resolver<ResolversTypes['Colour'], ParentType, ContextType, RequireFields<MutationAdminCreateColousArgs, 'name'>>;
  adminCreateContest?: Resolver<ResolversTypes['Contest'], ParentType, ContextType, RequireFields<MutationAdminCreateContestArgs, 'input'>>;
  adminCreateDoors?: Resolver<ResolversTypes['Door'], ParentType, ContextType, RequireFields<MutationAdminCreateDoorsArgs, 'name' | 'value'>>;
  adminCreateDriverType?: Resolver<ResolversTypes['DriverType'], ParentType, ContextType, RequireFields<MutationAdminCreateDriverTypeArgs, 'nameEn' | 'nameVi'>>;
  adminCreateFuelEconomy?: Resolver<ResolversTypes['FuelEconomy'], ParentType, ContextType, RequireFields<MutationAdminCreateFuelEconomyArgs, 'isLess' | 'kilometer' | 'liter'>>;
  adminCreateFuelType?: Resolver<ResolversTypes['FuelType'], ParentType, ContextType, RequireFields<MutationAdminCreateFuelTypeArgs, 'name'>>;
  adminCreateGarage?: Resolver<ResolversTypes['Garage'], ParentType, ContextType, RequireFields<MutationAdminCreateGarageArgs, 'input'>>;
  adminCreateMarketPrice?: Resolver<ResolversTypes['CarVersion'], ParentType, ContextType, RequireFields<MutationAdminCreateMarketPriceArgs, 'input'>>;
  adminCreateModel?: Resolver<ResolversTypes['CarModel'], ParentType, ContextType, RequireFields<MutationAdminCreateModelArgs, 'brand' | 'name'>>;
  adminCreateParking?: Resolver<ResolversTypes['Parking'], ParentType, ContextType, RequireFields<MutationAdminCreateParkingArgs, 'input'>>;
  adminCreatePaymentItems?: Resolver<ResolversTypes['PaymentItem'], ParentType, ContextType, RequireFields<MutationAdminCreatePaymentItemsArgs, 'amount' | 'currency'>>;
  adminCreatePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationAdminCreatePostArgs, 'input'>>;
  adminCreateQuestion?: Resolver<ResolversTypes['QuestionTheory'], ParentType, ContextType, RequireFields<MutationAdminCreateQuestionArgs, 'input'>>;
  adminCreateQuestionSimulation?: Resolver<ResolversTypes['QuestionSimulation'], ParentType, ContextType, RequireFields<MutationAdminCreateQuestionSimulationArgs, 'input'>>;
  adminCreateQuestionSimulationGroup?: Resolver<ResolversTypes['QuestionSimulationGroup'], ParentType, ContextType, RequireFields<MutationAdminCreateQuestionSimulationGroupArgs, 'input'>>;
  adminCreateReview?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationAdminCreateReviewArgs, 'input'>>;
  adminCreateReviewCategory?: Resolver<ResolversTypes['ReviewCategory'], ParentType, ContextType, RequireFields<MutationAdminCreateReviewCategoryArgs, 'input'>>;
  adminCreateReviewVideos?: Resolver<ResolversTypes['ReviewVideo'], ParentType, ContextType, RequireFields<MutationAdminCreateReviewVideosArgs, 'input'>>;
  adminCreateRole?: Resolver<ResolversTypes['AdminRole'], ParentType, ContextType, RequireFields<MutationAdminCreateRoleArgs, 'input'>>;
  adminCreateSavedView?: Resolver<ResolversTypes['SavedView'], ParentType, ContextType, RequireFields<MutationAdminCreateSavedViewArgs, 'input'>>;
  adminCreateSeats?: Resolver<ResolversTypes['Seat'], ParentType, ContextType, RequireFields<MutationAdminCreateSeatsArgs, 'name' | 'value'>>;
  adminCreateServices?: Resolver<ResolversTypes['ServicePackage'], ParentType, ContextType, RequireFields<MutationAdminCreateServicesArgs, 'input'>>;
  adminCreateTrafficSigns?: Resolver<ResolversTypes['TrafficSign'], ParentType, ContextType, RequireFields<MutationAdminCreateTrafficSignsArgs, 'input'>>;
  adminCreateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAdminCreateUserArgs, 'input'>>;
  adminCreateUserServiceBenefits?: Resolver<ResolversTypes['UserServiceBenefit'], ParentType, ContextType, RequireFields<MutationAdminCreateUserServiceBenefitsArgs, 'title' | 'type'>>;
  adminCreateUserServices?: Resolver<ResolversTypes['UserServicePackage'], ParentType, ContextType, RequireFields<MutationAdminCreateUserServicesArgs, 'input'>>;
  adminCreateVersion?: Resolver<ResolversTypes['CarVersion'], ParentType, ContextType, RequireFields<MutationAdminCreateVersionArgs, 'model' | 'name' | 'priceCarVersion'>>;
  adminDeactivateStaff?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationAdminDeactivateStaffArgs, 'id' | 'reason'>>;
  adminDeactivateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAdminDeactivateUserArgs, 'id' | 'reason'>>;
  adminDeleteAvatars?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteAvatarsArgs, 'id'>>;
  adminDeleteBanner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteBannerArgs, 'id'>>;
  adminDeleteBannerForGood?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteBannerForGoodArgs, 'id' | 'kind'>>;
  adminDeleteCarBuyingNeed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteCarBuyingNeedArgs, 'id'>>;
  adminDeleteFeedBack?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteFeedBackArgs, 'id'>>;
  adminDeleteGarage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteGarageArgs, 'id'>>;
  adminDeleteMedia?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteMediaArgs, 'id'>>;
  adminDeleteOptions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteOptionsArgs, 'id' | 'type'>>;
  adminDeleteParking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteParkingArgs, 'id'>>;
  adminDeleteQuestion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteQuestionArgs, 'id'>>;
  adminDeleteQuestionSimulation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteQuestionSimulationArgs, 'id'>>;
  adminDeleteQuestionSimulationGroup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteQuestionSimulationGroupArgs, 'id'>>;
  adminDeleteReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteReviewArgs, 'id'>>;
  adminDeleteReviewCategory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteReviewCategoryArgs, 'id'>>;
  adminDeleteReviewForGood?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteReviewForGoodArgs, 'id' | 'kind'>>;
  adminDeleteReviewVideos?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteReviewVideosArgs, 'id'>>;
  adminDeleteRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteRoleArgs, 'id'>>;
  adminDeleteSavedView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteSavedViewArgs, 'id'>>;
  adminDeleteServiceForGood?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteServiceForGoodArgs, 'id' | 'kind'>>;
  adminDeleteServices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteServicesArgs, 'id'>>;
  adminDeleteTrafficSigns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteTrafficSignsArgs, 'id'>>;
  adminDeleteUserServiceBenefits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteUserServiceBenefitsArgs, 'id'>>;
  adminDeleteVersion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteVersionArgs, 'id'>>;
  adminDisableTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDisableTwoFactorArgs, 'code' | 'password'>>;
  adminDismissPostReports?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationAdminDismissPostReportsArgs, 'id'>>;
  adminEditAvatars?: Resolver<ResolversTypes['Avatar'], ParentType, ContextType, RequireFields<MutationAdminEditAvatarsArgs, 'id' | 'input'>>;
  adminEditBanner?: Resolver<ResolversTypes['Banner'], ParentType, ContextType, RequireFields<MutationAdminEditBannerArgs, 'id' | 'linkBanner' | 'mediaIds' | 'name' | 'positionId'>>;
  adminEditBodyType?: Resolver<ResolversTypes['BodyType'], ParentType, ContextType, RequireFields<MutationAdminEditBodyTypeArgs, 'id' | 'name'>>;
  adminEditBrand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType, RequireFields<MutationAdminEditBrandArgs, 'id' | 'mediaId' | 'name'>>;
  adminEditCar?: Resolver<ResolversTypes['Car'], ParentType, ContextType, RequireFields<MutationAdminEditCarArgs, 'id' | 'input'>>;
  adminEditCarBuyingNeed?: Resolver<ResolversTypes['CarBuyingNeed'], ParentType, ContextType, RequireFields<MutationAdminEditCarBuyingNeedArgs, 'id' | 'input'>>;
  adminEditCarPurchaseCostProvinceSettingOption?: Resolver<ResolversTypes['CarPurchaseCostProvince'], ParentType, ContextType, RequireFields<MutationAdminEditCarPurchaseCostProvinceSettingOptionArgs, 'bodyInsuranceOneYear' | 'civilInsurance' | 'id' | 'licensePlateFee' | 'registrationFeeNewCar' | 'registrationFeeOldCar' | 'registry' | 'roadMaintenanceFee'>>;
  adminEditCenterDriverLisense?: Resolver<ResolversTypes['DrivingCenter'], ParentType, ContextType, RequireFields<MutationAdminEditCenterDriverLisenseArgs, 'id' | 'input'>>;
  adminEditColous?: Resolver<ResolversTypes['Colour'], ParentType, ContextType, RequireFields<MutationAdminEditColousArgs, 'id' | 'name'>>;
  adminEditContest?: Resolver<ResolversTypes['Contest'], ParentType, ContextType, RequireFields<MutationAdminEditContestArgs, 'id' | 'input'>>;
  adminEditDoors?: Resolver<ResolversTypes['Door'], ParentType, ContextType, RequireFields<MutationAdminEditDoorsArgs, 'id' | 'name' | 'value'>>;
  adminEditDriverType?: Resolver<ResolversTypes['DriverType'], ParentType, ContextType, RequireFields<MutationAdminEditDriverTypeArgs, 'id' | 'nameEn' | 'nameVi'>>;
  adminEditFuelEconomy?: Resolver<ResolversTypes['FuelEconomy'], ParentType, ContextType, RequireFields<MutationAdminEditFuelEconomyArgs, 'id' | 'isLess' | 'kilometer' | 'liter'>>;
  adminEditFuelType?: Resolver<ResolversTypes['FuelType'], ParentType, ContextType, RequireFields<MutationAdminEditFuelTypeArgs, 'id' | 'name'>>;
  adminEditGarage?: Resolver<ResolversTypes['Garage'], ParentType, ContextType, RequireFields<MutationAdminEditGarageArgs, 'id' | 'input'>>;
  adminEditGarageKarCheck?: Resolver<ResolversTypes['Garage'], ParentType, ContextType, RequireFields<MutationAdminEditGarageKarCheckArgs, 'id' | 'isKarCheck'>>;
  adminEditMarketPrice?: Resolver<ResolversTypes['CarVersion'], ParentType, ContextType, RequireFields<MutationAdminEditMarketPriceArgs, 'id' | 'input'>>;
  adminEditModel?: Resolver<ResolversTypes['CarModel'], ParentType, ContextType, RequireFields<MutationAdminEditModelArgs, 'brand' | 'id' | 'name'>>;
  adminEditParking?: Resolver<ResolversTypes['Parking'], ParentType, ContextType, RequireFields<MutationAdminEditParkingArgs, 'id' | 'input'>>;
  adminEditPaymentItems?: Resolver<ResolversTypes['PaymentItem'], ParentType, ContextType, RequireFields<MutationAdminEditPaymentItemsArgs, 'amount' | 'currency' | 'id'>>;
  adminEditPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationAdminEditPostArgs, 'id' | 'input'>>;
  adminEditQuestion?: Resolver<ResolversTypes['QuestionTheory'], ParentType, ContextType, RequireFields<MutationAdminEditQuestionArgs, 'input' | 'no'>>;
  adminEditQuestionSimulation?: Resolver<ResolversTypes['QuestionSimulation'], ParentType, ContextType, RequireFields<MutationAdminEditQuestionSimulationArgs, 'id' | 'input'>>;
  adminEditQuestionSimulationGroup?: Resolver<ResolversTypes['QuestionSimulationGroup'], ParentType, ContextType, RequireFields<MutationAdminEditQuestionSimulationGroupArgs, 'id' | 'input'>>;
  adminEditReview?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationAdminEditReviewArgs, 'id' | 'input'>>;
  adminEditReviewCategory?: Resolver<ResolversTypes['ReviewCategory'], ParentType, ContextType, RequireFields<MutationAdminEditReviewCategoryArgs, 'id' | 'input'>>;
  adminEditReviewVideos?: Resolver<ResolversTypes['ReviewVideo'], ParentType, ContextType, RequireFields<MutationAdminEditReviewVideosArgs, 'id' | 'input'>>;
  adminEditRole?: Resolver<ResolversTypes['AdminRole'], ParentType, ContextType, RequireFields<MutationAdminEditRoleArgs, 'id' | 'input'>>;
  adminEditSeats?: Resolver<ResolversTypes['Seat'], ParentType, ContextType, RequireFields<MutationAdminEditSeatsArgs, 'id' | 'name' | 'value'>>;
  adminEditServices?: Resolver<ResolversTypes['ServicePackage'], ParentType, ContextType, RequireFields<MutationAdminEditServicesArgs, 'id' | 'input'>>;
  adminEditTrafficSigns?: Resolver<ResolversTypes['TrafficSign'], ParentType, ContextType, RequireFields<MutationAdminEditTrafficSignsArgs, 'id' | 'input'>>;
  adminEditTransferApprovalSettings?: Resolver<ResolversTypes['TransferApprovalSettings'], ParentType, ContextType, RequireFields<MutationAdminEditTransferApprovalSettingsArgs, 'twoApprovalThreshold'>>;
  adminEditUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAdminEditUserArgs, 'id' | 'input'>>;
  adminEditUserServiceBenefits?: Resolver<ResolversTypes['UserServiceBenefit'], ParentType, ContextType, RequireFields<MutationAdminEditUserServiceBenefitsArgs, 'id' | 'title' | 'type'>>;
  adminEditUserServices?: Resolver<ResolversTypes['UserServicePackage'], ParentType, ContextType, RequireFields<MutationAdminEditUserServicesArgs, 'id' | 'input'>>;
  adminEditVersion?: Resolver<Maybe<ResolversTypes['CarVersion']>, ParentType, ContextType, RequireFields<MutationAdminEditVersionArgs, 'id' | 'name' | 'priceCarVersion'>>;
  adminEndBackgroundTask?: Resolver<ResolversTypes['BackgroundWork'], ParentType, ContextType, RequireFields<MutationAdminEndBackgroundTaskArgs, 'done' | 'id' | 'status'>>;
  adminEndStaffSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminEndStaffSessionArgs, 'id'>>;
  adminInviteStaff?: Resolver<ResolversTypes['AdminInviteStaffResult'], ParentType, ContextType, RequireFields<MutationAdminInviteStaffArgs, 'input'>>;
  adminLogin?: Resolver<ResolversTypes['AdminLoginResult'], ParentType, ContextType, RequireFields<MutationAdminLoginArgs, 'email' | 'password'>>;
  adminPinSavedView?: Resolver<ResolversTypes['SavedView'], ParentType, ContextType, RequireFields<MutationAdminPinSavedViewArgs, 'id' | 'pinned'>>;
  adminReactivateStaff?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationAdminReactivateStaffArgs, 'id'>>;
  adminReactivateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAdminReactivateUserArgs, 'id'>>;
  adminRecordPresence?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminRecordPresenceArgs, 'editing' | 'entity' | 'entityId'>>;
  adminRefreshToken?: Resolver<ResolversTypes['AdminLoginResult'], ParentType, ContextType, Partial<MutationAdminRefreshTokenArgs>>;
  adminReleasePost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminReleasePostArgs, 'id'>>;
  adminReportBackgroundTask?: Resolver<ResolversTypes['BackgroundWork'], ParentType, ContextType, RequireFields<MutationAdminReportBackgroundTaskArgs, 'done' | 'id'>>;
  adminRequestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminRequestPasswordResetArgs, 'email'>>;
  adminResetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminResetPasswordArgs, 'password' | 'token'>>;
  adminRestoreBannerFromTrash?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminRestoreBannerFromTrashArgs, 'id' | 'kind'>>;
  adminRestoreReviewFromTrash?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminRestoreReviewFromTrashArgs, 'id' | 'kind'>>;
  adminRestoreServiceFromTrash?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminRestoreServiceFromTrashArgs, 'id' | 'kind'>>;
  adminRetryNotificationDeliveries?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationAdminRetryNotificationDeliveriesArgs, 'id'>>;
  adminRevokeSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminRevokeSessionArgs, 'id'>>;
  adminSaveListColumns?: Resolver<ResolversTypes['ListColumnsPref'], ParentType, ContextType, RequireFields<MutationAdminSaveListColumnsArgs, 'listKey'>>;
  adminSendEmail?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationAdminSendEmailArgs, 'contentVi' | 'titleEn' | 'titleVi' | 'userIds'>>;
  adminSendNotification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationAdminSendNotificationArgs, 'contentEn' | 'contentVi' | 'titleEn' | 'titleVi' | 'userIds'>>;
  adminSendNotificationTest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminSendNotificationTestArgs, 'contentEn' | 'contentVi' | 'titleEn' | 'titleVi'>>;
  adminSignOutEverywhere?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  adminStartBackgroundTask?: Resolver<ResolversTypes['BackgroundWork'], ParentType, ContextType, RequireFields<MutationAdminStartBackgroundTaskArgs, 'kind' | 'title'>>;
  adminStartTwoFactor?: Resolver<ResolversTypes['AdminTwoFactorSetup'], ParentType, ContextType>;
  adminUndoPostApproval?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationAdminUndoPostApprovalArgs, 'id'>>;
  adminUpdateGarageStatus?: Resolver<ResolversTypes['Garage'], ParentType, ContextType, RequireFields<MutationAdminUpdateGarageStatusArgs, 'id' | 'status'>>;
  adminUpdateSavedView?: Resolver<ResolversTypes['SavedView'], ParentType, ContextType, RequireFields<MutationAdminUpdateSavedViewArgs, 'id' | 'input'>>;
  adminUpdateStatusBanner?: Resolver<ResolversTypes['Banner'], ParentType, ContextType, RequireFields<MutationAdminUpdateStatusBannerArgs, 'id'>>;
  adminUpdateStatusCarBuyingNeed?: Resolver<ResolversTypes['CarBuyingNeed'], ParentType, ContextType, RequireFields<MutationAdminUpdateStatusCarBuyingNeedArgs, 'id' | 'status'>>;
  adminUpdateStatusCenterDriverLisense?: Resolver<ResolversTypes['DrivingCenter'], ParentType, ContextType, RequireFields<MutationAdminUpdateStatusCenterDriverLisenseArgs, 'active' | 'id'>>;
  adminUpdateStatusOptions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminUpdateStatusOptionsArgs, 'active' | 'id' | 'type'>>;
  adminUpdateStatusServices?: Resolver<ResolversTypes['ServicePackage'], ParentType, ContextType, RequireFields<MutationAdminUpdateStatusServicesArgs, 'active' | 'id'>>;
  adminUpdateStatusUserServiceBenefits?: Resolver<ResolversTypes['UserServiceBenefit'], ParentType, ContextType, RequireFields<MutationAdminUpdateStatusUserServiceBenefitsArgs, 'active' | 'id'>>;
  adminUpdateUserTransferRequest?: Resolver<ResolversTypes['TransferRequest'], ParentType, ContextType, RequireFields<MutationAdminUpdateUserTransferRequestArgs, 'approve' | 'id'>>;
  adminVerifyTwoFactor?: Resolver<ResolversTypes['AdminLoginResult'], ParentType, ContextType, RequireFields<MutationAdminVerifyTwoFactorArgs, 'challenge' | 'code'>>;
  deleteCar?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCarArgs, 'input'>>;
  deleteCenterDriverLisense?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCenterDriverLisenseArgs, 'id'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationSignOutArgs>>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  adminUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contentEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentVi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['NotificationDelivery'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pickedRecipients?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pushConfigured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pushDelivery?: Resolver<Maybe<ResolversTypes['NotificationPushDelivery']>, ParentType, ContextType>;
  recipientCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['UserRole']>, ParentType, ContextType>;
  schedule?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sender?: Resolver<Maybe<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NotificationSendStatus'], ParentType, ContextType>;
  tagetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  targetItemTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetScreen?: Resolver<Maybe<ResolversTypes['NotificationTargetScreen']>, ParentType, ContextType>;
  titleEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleVi?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type NotificationDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationDelivery'] = ResolversParentTypes['NotificationDelivery']> = {
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPagination'] = ResolversParentTypes['NotificationPagination']> = {
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type NotificationPushDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPushDelivery'] = ResolversParentTypes['NotificationPushDelivery']> = {
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationTargetItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationTargetItem'] = ResolversParentTypes['NotificationTargetItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaginationLinksResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaginationLinks'] = ResolversParentTypes['PaginationLinks']> = {
  first?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  next?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaginationMetaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaginationMeta'] = ResolversParentTypes['PaginationMeta']> = {
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalIsLowerBound?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ParkingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Parking'] = ResolversParentTypes['Parking']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closeOnPublicHolidays?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  district?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  districtDetail?: Resolver<Maybe<ResolversTypes['District']>, ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mediaIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  medias?: Resolver<Array<ResolversTypes['ParkingMedia']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceProperties?: Resolver<Array<ResolversTypes['ParkingPriceProperty']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provinceDetail?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sameWeekOfOperation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ParkingStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ward?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wardDetail?: Resolver<Maybe<ResolversTypes['Ward']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workingTimes?: Resolver<Array<ResolversTypes['ParkingWorkingTime']>, ParentType, ContextType>;
};

export type ParkingMediaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ParkingMedia'] = ResolversParentTypes['ParkingMedia']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediaDetail?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  mediaId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parkingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ParkingPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ParkingPagination'] = ResolversParentTypes['ParkingPagination']> = {
  items?: Resolver<Array<ResolversTypes['Parking']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type ParkingPricePropertyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ParkingPriceProperty'] = ResolversParentTypes['ParkingPriceProperty']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parkingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ParkingWorkingTimeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ParkingWorkingTime'] = ResolversParentTypes['ParkingWorkingTime']> = {
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parkingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentItem'] = ResolversParentTypes['PaymentItem']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PhoneErrorMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneErrorMessage'] = ResolversParentTypes['PhoneErrorMessage']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  errorMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PhoneErrorMessagePaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneErrorMessagePagination'] = ResolversParentTypes['PhoneErrorMessagePagination']> = {
  items?: Resolver<Array<ResolversTypes['PhoneErrorMessage']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type PostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = {
  bodyType?: Resolver<Maybe<ResolversTypes['BodyType']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  cityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  claim?: Resolver<Maybe<ResolversTypes['PostClaim']>, ParentType, ContextType>;
  colour?: Resolver<Maybe<ResolversTypes['Colour']>, ParentType, ContextType>;
  condition?: Resolver<Maybe<ResolversTypes['Condition']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  door?: Resolver<Maybe<ResolversTypes['Door']>, ParentType, ContextType>;
  driverType?: Resolver<Maybe<ResolversTypes['DriverType']>, ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fuelEconomy?: Resolver<Maybe<ResolversTypes['FuelEconomy']>, ParentType, ContextType>;
  fuelType?: Resolver<Maybe<ResolversTypes['FuelType']>, ParentType, ContextType>;
  hiddenPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hidePlateMedias?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  includeTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inspection?: Resolver<Maybe<ResolversTypes['Inspection']>, ParentType, ContextType>;
  isReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSaved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  marketPrice?: Resolver<Maybe<ResolversTypes['MarketPriceCheck']>, ParentType, ContextType>;
  medias?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['CarModel']>, ParentType, ContextType>;
  odometer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pendingEdit?: Resolver<Maybe<ResolversTypes['PostPendingEdit']>, ParentType, ContextType>;
  planExpried?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  planId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  plateHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  regExprice?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  regPlate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remoteAssessment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reportCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reports?: Resolver<Array<ResolversTypes['ReportPost']>, ParentType, ContextType>;
  roadworthyCeftificate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seat?: Resolver<Maybe<ResolversTypes['Seat']>, ParentType, ContextType>;
  sellerPostCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  showHiddenPrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PostStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['PostStatusChange']>, ParentType, ContextType>;
  statusReasonRejected?: Resolver<Maybe<ResolversTypes['PostStatusReason']>, ParentType, ContextType>;
  stepDraft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalView?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transmission?: Resolver<Maybe<ResolversTypes['Transmission']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['CarVersion']>, ParentType, ContextType>;
  videoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  waitingSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PostClaimResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostClaim'] = ResolversParentTypes['PostClaim']> = {
  admin?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
  claimedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PostFieldChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostFieldChange'] = ResolversParentTypes['PostFieldChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PostPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostPagination'] = ResolversParentTypes['PostPagination']> = {
  items?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type PostPendingEditResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostPendingEdit'] = ResolversParentTypes['PostPendingEdit']> = {
  changes?: Resolver<Array<ResolversTypes['PostFieldChange']>, ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PostReviewQueueItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostReviewQueueItem'] = ResolversParentTypes['PostReviewQueueItem']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['ReportReason']>, ParentType, ContextType>;
  reportCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitingSince?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PostReviewQueuePaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostReviewQueuePagination'] = ResolversParentTypes['PostReviewQueuePagination']> = {
  items?: Resolver<Array<ResolversTypes['PostReviewQueueItem']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type PostStatusChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostStatusChange'] = ResolversParentTypes['PostStatusChange']> = {
  admin?: Resolver<Maybe<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['PostStatus']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['PostModerationReason']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['PostStatus'], ParentType, ContextType>;
  undo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PostStatusReasonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostStatusReason'] = ResolversParentTypes['PostStatusReason']> = {
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planRemainingTime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['PostModerationReason']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['PostStatus']>, ParentType, ContextType>;
};

export type ProvinceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Province'] = ResolversParentTypes['Province']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProvincePaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProvincePagination'] = ResolversParentTypes['ProvincePagination']> = {
  items?: Resolver<Array<ResolversTypes['Province']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminAuditFilterOptions?: Resolver<ResolversTypes['AuditFilterOptions'], ParentType, ContextType>;
  adminCarList?: Resolver<ResolversTypes['CarPagination'], ParentType, ContextType, Partial<QueryAdminCarListArgs>>;
  adminCenterDriverLisensePagination?: Resolver<ResolversTypes['DrivingCenterPagination'], ParentType, ContextType, Partial<QueryAdminCenterDriverLisensePaginationArgs>>;
  adminDashboardActiveListingAndActiveUser?: Resolver<ResolversTypes['DashboardValueChange'], ParentType, ContextType>;
  adminDashboardListingByStatus?: Resolver<Array<ResolversTypes['DashboardListingByStatus']>, ParentType, ContextType>;
  adminDashboardRevenuePerUser?: Resolver<ResolversTypes['DashboardValueChange'], ParentType, ContextType>;
  adminDashboardRevenuePerUserActive?: Resolver<ResolversTypes['DashboardValueChange'], ParentType, ContextType>;
  adminDashboardRevenueTotal?: Resolver<Array<ResolversTypes['DashboardCountDate']>, ParentType, ContextType, Partial<QueryAdminDashboardRevenueTotalArgs>>;
  adminDashboardTotalRevenue?: Resolver<Array<ResolversTypes['DashboardRevenueByType']>, ParentType, ContextType>;
  adminDashboardUserByLocation?: Resolver<Array<ResolversTypes['DashboardUserByLocation']>, ParentType, ContextType>;
  adminDashboardUserGrowthRate?: Resolver<ResolversTypes['DashboardValueChange'], ParentType, ContextType>;
  adminDashboardUserStatusActive?: Resolver<ResolversTypes['DashboardUserStatus'], ParentType, ContextType>;
  adminDashboardUserTotal?: Resolver<Array<ResolversTypes['DashboardCountDate']>, ParentType, ContextType, Partial<QueryAdminDashboardUserTotalArgs>>;
  adminFindServiceDuplicates?: Resolver<Array<ResolversTypes['ServiceDuplicate']>, ParentType, ContextType, RequireFields<QueryAdminFindServiceDuplicatesArgs, 'kind'>>;
  adminGaragePagination?: Resolver<ResolversTypes['GaragePagination'], ParentType, ContextType, Partial<QueryAdminGaragePaginationArgs>>;
  adminGetAuditLogDetail?: Resolver<ResolversTypes['AuditLog'], ParentType, ContextType, RequireFields<QueryAdminGetAuditLogDetailArgs, 'id'>>;
  adminGetAvatarDetail?: Resolver<ResolversTypes['Avatar'], ParentType, ContextType, Partial<QueryAdminGetAvatarDetailArgs>>;
  adminGetCarBuyingNeedDetail?: Resolver<ResolversTypes['CarBuyingNeed'], ParentType, ContextType, RequireFields<QueryAdminGetCarBuyingNeedDetailArgs, 'id'>>;
  adminGetCarDetail?: Resolver<ResolversTypes['Car'], ParentType, ContextType, RequireFields<QueryAdminGetCarDetailArgs, 'id'>>;
  adminGetCenterDriverLisenseDetail?: Resolver<ResolversTypes['DrivingCenter'], ParentType, ContextType, RequireFields<QueryAdminGetCenterDriverLisenseDetailArgs, 'id'>>;
  adminGetContestDetail?: Resolver<ResolversTypes['Contest'], ParentType, ContextType, RequireFields<QueryAdminGetContestDetailArgs, 'id'>>;
  adminGetFeedBackDetail?: Resolver<ResolversTypes['Feedback'], ParentType, ContextType, RequireFields<QueryAdminGetFeedBackDetailArgs, 'id'>>;
  adminGetGarageDetail?: Resolver<ResolversTypes['Garage'], ParentType, ContextType, RequireFields<QueryAdminGetGarageDetailArgs, 'id'>>;
  adminGetListAllVersion?: Resolver<ResolversTypes['CarVersionPagination'], ParentType, ContextType, Partial<QueryAdminGetListAllVersionArgs>>;
  adminGetListAvatars?: Resolver<ResolversTypes['AvatarPagination'], ParentType, ContextType, Partial<QueryAdminGetListAvatarsArgs>>;
  adminGetListBodyTypes?: Resolver<Array<ResolversTypes['BodyType']>, ParentType, ContextType>;
  adminGetListBrands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  adminGetListCarPurchaseCostProvinceSettingOption?: Resolver<Array<ResolversTypes['CarPurchaseCostProvince']>, ParentType, ContextType>;
  adminGetListColous?: Resolver<Array<ResolversTypes['Colour']>, ParentType, ContextType>;
  adminGetListCustomerCarBuyingNeedByUserId?: Resolver<ResolversTypes['CarBuyingNeedPagination'], ParentType, ContextType, Partial<QueryAdminGetListCustomerCarBuyingNeedByUserIdArgs>>;
  adminGetListDoors?: Resolver<Array<ResolversTypes['Door']>, ParentType, ContextType>;
  adminGetListDriverType?: Resolver<Array<ResolversTypes['DriverType']>, ParentType, ContextType>;
  adminGetListFuelEconomy?: Resolver<Array<ResolversTypes['FuelEconomy']>, ParentType, ContextType>;
  adminGetListFuelType?: Resolver<Array<ResolversTypes['FuelType']>, ParentType, ContextType>;
  adminGetListModels?: Resolver<Array<ResolversTypes['CarModel']>, ParentType, ContextType>;
  adminGetListReportPost?: Resolver<ResolversTypes['ReportPostPagination'], ParentType, ContextType, Partial<QueryAdminGetListReportPostArgs>>;
  adminGetListReviewCategories?: Resolver<ResolversTypes['ReviewCategoryPagination'], ParentType, ContextType, Partial<QueryAdminGetListReviewCategoriesArgs>>;
  adminGetListReviewVideos?: Resolver<ResolversTypes['ReviewVideoPagination'], ParentType, ContextType, Partial<QueryAdminGetListReviewVideosArgs>>;
  adminGetListReviews?: Resolver<ResolversTypes['ReviewPagination'], ParentType, ContextType, Partial<QueryAdminGetListReviewsArgs>>;
  adminGetListSeats?: Resolver<Array<ResolversTypes['Seat']>, ParentType, ContextType>;
  adminGetListTrafficSigns?: Resolver<ResolversTypes['TrafficSignPagination'], ParentType, ContextType, Partial<QueryAdminGetListTrafficSignsArgs>>;
  adminGetListVersion?: Resolver<Array<ResolversTypes['CarVersion']>, ParentType, ContextType>;
  adminGetNotificationDetail?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<QueryAdminGetNotificationDetailArgs, 'id'>>;
  adminGetParkingDetail?: Resolver<ResolversTypes['Parking'], ParentType, ContextType, RequireFields<QueryAdminGetParkingDetailArgs, 'id'>>;
  adminGetPostDetail?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<QueryAdminGetPostDetailArgs, 'id'>>;
  adminGetQuestionDetail?: Resolver<ResolversTypes['QuestionTheory'], ParentType, ContextType, RequireFields<QueryAdminGetQuestionDetailArgs, 'no'>>;
  adminGetQuestionSimulationDetail?: Resolver<ResolversTypes['QuestionSimulation'], ParentType, ContextType, RequireFields<QueryAdminGetQuestionSimulationDetailArgs, 'id'>>;
  adminGetQuestionSimulationGroupDetail?: Resolver<ResolversTypes['QuestionSimulationGroup'], ParentType, ContextType, RequireFields<QueryAdminGetQuestionSimulationGroupDetailArgs, 'id'>>;
  adminGetReportPostDetail?: Resolver<ResolversTypes['ReportPost'], ParentType, ContextType, RequireFields<QueryAdminGetReportPostDetailArgs, 'id'>>;
  adminGetReviewCategoryDetail?: Resolver<ResolversTypes['ReviewCategory'], ParentType, ContextType, RequireFields<QueryAdminGetReviewCategoryDetailArgs, 'id'>>;
  adminGetReviewDetail?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<QueryAdminGetReviewDetailArgs, 'id'>>;
  adminGetReviewVideoDetail?: Resolver<ResolversTypes['ReviewVideo'], ParentType, ContextType, Partial<QueryAdminGetReviewVideoDetailArgs>>;
  adminGetReviewsCatetories?: Resolver<Array<ResolversTypes['ReviewCategory']>, ParentType, ContextType>;
  adminGetServiceDetail?: Resolver<ResolversTypes['ServicePackage'], ParentType, ContextType, RequireFields<QueryAdminGetServiceDetailArgs, 'id'>>;
  adminGetServices?: Resolver<ResolversTypes['ServicePackagePagination'], ParentType, ContextType, Partial<QueryAdminGetServicesArgs>>;
  adminGetStaffDetail?: Resolver<ResolversTypes['StaffDetail'], ParentType, ContextType, RequireFields<QueryAdminGetStaffDetailArgs, 'id'>>;
  adminGetTrafficSignDetail?: Resolver<ResolversTypes['TrafficSign'], ParentType, ContextType, RequireFields<QueryAdminGetTrafficSignDetailArgs, 'slug'>>;
  adminGetUserAuditLogs?: Resolver<ResolversTypes['AuditLogPagination'], ParentType, ContextType, RequireFields<QueryAdminGetUserAuditLogsArgs, 'userId'>>;
  adminGetUserDetail?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryAdminGetUserDetailArgs, 'id'>>;
  adminGetUserEmails?: Resolver<ResolversTypes['MailMessagePagination'], ParentType, ContextType, RequireFields<QueryAdminGetUserEmailsArgs, 'userId'>>;
  adminGetUserServiceBenefitDetail?: Resolver<ResolversTypes['UserServiceBenefit'], ParentType, ContextType, RequireFields<QueryAdminGetUserServiceBenefitDetailArgs, 'id'>>;
  adminGetUserServiceBenefits?: Resolver<Array<ResolversTypes['UserServiceBenefit']>, ParentType, ContextType>;
  adminGetUserServiceDetail?: Resolver<ResolversTypes['UserServicePackage'], ParentType, ContextType, RequireFields<QueryAdminGetUserServiceDetailArgs, 'id'>>;
  adminGetUserServices?: Resolver<ResolversTypes['UserServicePackagePagination'], ParentType, ContextType, Partial<QueryAdminGetUserServicesArgs>>;
  adminGetVersionDetail?: Resolver<ResolversTypes['CarVersion'], ParentType, ContextType, RequireFields<QueryAdminGetVersionDetailArgs, 'id'>>;
  adminListAuditLogs?: Resolver<ResolversTypes['AuditLogPagination'], ParentType, ContextType, Partial<QueryAdminListAuditLogsArgs>>;
  adminListBanner?: Resolver<ResolversTypes['BannerPagination'], ParentType, ContextType, Partial<QueryAdminListBannerArgs>>;
  adminListBannerPosition?: Resolver<Array<ResolversTypes['BannerPosition']>, ParentType, ContextType>;
  adminListBannerTrash?: Resolver<ResolversTypes['TrashPagination'], ParentType, ContextType, Partial<QueryAdminListBannerTrashArgs>>;
  adminListColumns?: Resolver<ResolversTypes['ListColumnsPref'], ParentType, ContextType, RequireFields<QueryAdminListColumnsArgs, 'listKey'>>;
  adminListFeedBack?: Resolver<ResolversTypes['FeedbackPagination'], ParentType, ContextType, Partial<QueryAdminListFeedBackArgs>>;
  adminListMedia?: Resolver<ResolversTypes['MediaLibraryPagination'], ParentType, ContextType, Partial<QueryAdminListMediaArgs>>;
  adminListMediaUploaders?: Resolver<Array<ResolversTypes['MediaUploader']>, ParentType, ContextType, Partial<QueryAdminListMediaUploadersArgs>>;
  adminListMySessions?: Resolver<Array<ResolversTypes['AdminSession']>, ParentType, ContextType>;
  adminListNotification?: Resolver<ResolversTypes['NotificationPagination'], ParentType, ContextType, Partial<QueryAdminListNotificationArgs>>;
  adminListPost?: Resolver<ResolversTypes['PostPagination'], ParentType, ContextType, Partial<QueryAdminListPostArgs>>;
  adminListQuestion?: Resolver<ResolversTypes['QuestionTheoryPagination'], ParentType, ContextType, Partial<QueryAdminListQuestionArgs>>;
  adminListQuestionNumbers?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  adminListQuestionSimulation?: Resolver<ResolversTypes['QuestionSimulationPagination'], ParentType, ContextType, Partial<QueryAdminListQuestionSimulationArgs>>;
  adminListQuestionSimulationGroup?: Resolver<ResolversTypes['QuestionSimulationGroupPagination'], ParentType, ContextType, Partial<QueryAdminListQuestionSimulationGroupArgs>>;
  adminListReviewTrash?: Resolver<ResolversTypes['TrashPagination'], ParentType, ContextType, Partial<QueryAdminListReviewTrashArgs>>;
  adminListRoles?: Resolver<Array<ResolversTypes['AdminRole']>, ParentType, ContextType>;
  adminListServiceTrash?: Resolver<ResolversTypes['TrashPagination'], ParentType, ContextType, Partial<QueryAdminListServiceTrashArgs>>;
  adminListStaff?: Resolver<ResolversTypes['StaffPagination'], ParentType, ContextType, Partial<QueryAdminListStaffArgs>>;
  adminListUserTransferRequest?: Resolver<ResolversTypes['TransferRequestPagination'], ParentType, ContextType, Partial<QueryAdminListUserTransferRequestArgs>>;
  adminMyBackgroundWork?: Resolver<Array<ResolversTypes['BackgroundWork']>, ParentType, ContextType>;
  adminNotificationAudienceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryAdminNotificationAudienceCountArgs, 'userIds'>>;
  adminPaginationCarBuyingNeeds?: Resolver<ResolversTypes['CarBuyingNeedPagination'], ParentType, ContextType, Partial<QueryAdminPaginationCarBuyingNeedsArgs>>;
  adminParkingPagination?: Resolver<ResolversTypes['ParkingPagination'], ParentType, ContextType, Partial<QueryAdminParkingPaginationArgs>>;
  adminPaymentItems?: Resolver<Array<ResolversTypes['PaymentItem']>, ParentType, ContextType>;
  adminPinnedViews?: Resolver<Array<ResolversTypes['SavedView']>, ParentType, ContextType>;
  adminPostReviewQueue?: Resolver<ResolversTypes['PostReviewQueuePagination'], ParentType, ContextType, Partial<QueryAdminPostReviewQueueArgs>>;
  adminRecordViewers?: Resolver<Array<ResolversTypes['RecordViewer']>, ParentType, ContextType, RequireFields<QueryAdminRecordViewersArgs, 'entity' | 'entityId'>>;
  adminSavedViews?: Resolver<Array<ResolversTypes['SavedView']>, ParentType, ContextType, RequireFields<QueryAdminSavedViewsArgs, 'listKey'>>;
  adminSearch?: Resolver<ResolversTypes['AdminSearchResult'], ParentType, ContextType, RequireFields<QueryAdminSearchArgs, 'query'>>;
  adminSearchNotificationTargets?: Resolver<Array<ResolversTypes['NotificationTargetItem']>, ParentType, ContextType, RequireFields<QueryAdminSearchNotificationTargetsArgs, 'type'>>;
  adminTransferApprovalSettings?: Resolver<ResolversTypes['TransferApprovalSettings'], ParentType, ContextType>;
  adminVerifyAuditChain?: Resolver<ResolversTypes['AuditChainCheck'], ParentType, ContextType>;
  contestPagination?: Resolver<ResolversTypes['ContestPagination'], ParentType, ContextType, Partial<QueryContestPaginationArgs>>;
  countries?: Resolver<ResolversTypes['CountryPagination'], ParentType, ContextType, Partial<QueryCountriesArgs>>;
  districts?: Resolver<ResolversTypes['DistrictPagination'], ParentType, ContextType, Partial<QueryDistrictsArgs>>;
  getBannerDetail?: Resolver<ResolversTypes['Banner'], ParentType, ContextType, RequireFields<QueryGetBannerDetailArgs, 'id'>>;
  getListModels?: Resolver<Array<ResolversTypes['CarModel']>, ParentType, ContextType, RequireFields<QueryGetListModelsArgs, 'brand'>>;
  getListPhoneErrorMessages?: Resolver<ResolversTypes['PhoneErrorMessagePagination'], ParentType, ContextType, Partial<QueryGetListPhoneErrorMessagesArgs>>;
  meAdmin?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
  provinces?: Resolver<ResolversTypes['ProvincePagination'], ParentType, ContextType, Partial<QueryProvincesArgs>>;
  users?: Resolver<ResolversTypes['UserPagination'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  wards?: Resolver<ResolversTypes['WardPagination'], ParentType, ContextType, Partial<QueryWardsArgs>>;
};

export type QuestionSimulationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionSimulation'] = ResolversParentTypes['QuestionSimulation']> = {
  answers?: Resolver<Array<ResolversTypes['QuestionSimulationAnswer']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  explainAnswer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageDetail?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  mediaDetail?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  no?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointLastOfUser?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Array<ResolversTypes['QuestionSimulationType']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  videos?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type QuestionSimulationAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionSimulationAnswer'] = ResolversParentTypes['QuestionSimulationAnswer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minuteFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minuteTo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  no?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentNo?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  point?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secondFrom?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  secondTo?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type QuestionSimulationGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionSimulationGroup'] = ResolversParentTypes['QuestionSimulationGroup']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointLastOfUser?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  questionSimulationDetails?: Resolver<Array<ResolversTypes['QuestionSimulation']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['QuestionSimulationType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type QuestionSimulationGroupPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionSimulationGroupPagination'] = ResolversParentTypes['QuestionSimulationGroupPagination']> = {
  items?: Resolver<Array<ResolversTypes['QuestionSimulationGroup']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type QuestionSimulationPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionSimulationPagination'] = ResolversParentTypes['QuestionSimulationPagination']> = {
  items?: Resolver<Array<ResolversTypes['QuestionSimulation']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type QuestionTheoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionTheory'] = ResolversParentTypes['QuestionTheory']> = {
  answerType?: Resolver<ResolversTypes['QuestionAnswerType'], ParentType, ContextType>;
  answers?: Resolver<Array<ResolversTypes['QuestionTheoryAnswer']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  explainAnswer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageDetail?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  imageExplainAnswer?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  imageExplainAnswerDetail?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  no?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<Array<ResolversTypes['QuestionTheoryType']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type QuestionTheoryAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionTheoryAnswer'] = ResolversParentTypes['QuestionTheoryAnswer']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  correctAnswer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  no?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentNo?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QuestionTheoryPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionTheoryPagination'] = ResolversParentTypes['QuestionTheoryPagination']> = {
  items?: Resolver<Array<ResolversTypes['QuestionTheory']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type RecordViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecordViewer'] = ResolversParentTypes['RecordViewer']> = {
  adminId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  editing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportPostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportPost'] = ResolversParentTypes['ReportPost']> = {
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReportReason'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ReportPostPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportPostPagination'] = ResolversParentTypes['ReportPostPagination']> = {
  items?: Resolver<Array<ResolversTypes['ReportPost']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  applyType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carModels?: Resolver<Array<ResolversTypes['CarModel']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['ReviewCategory']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contentEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentVi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  descriptionEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptionVi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mediaIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  medias?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  modelIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameVi?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumnail?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  thumnailMedia?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ReviewCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewCategory'] = ResolversParentTypes['ReviewCategory']> = {
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameVi?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewCategoryPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewCategoryPagination'] = ResolversParentTypes['ReviewCategoryPagination']> = {
  items?: Resolver<Array<ResolversTypes['ReviewCategory']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type ReviewPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewPagination'] = ResolversParentTypes['ReviewPagination']> = {
  items?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type ReviewVideoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewVideo'] = ResolversParentTypes['ReviewVideo']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linkVideo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ReviewVideoPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewVideoPagination'] = ResolversParentTypes['ReviewVideoPagination']> = {
  items?: Resolver<Array<ResolversTypes['ReviewVideo']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type SavedViewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedView'] = ResolversParentTypes['SavedView']> = {
  columns?: Resolver<Maybe<ResolversTypes['ListColumns']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  search?: Resolver<ResolversTypes['SearchParams'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['SavedViewVisibility'], ParentType, ContextType>;
};

export interface SearchParamsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['SearchParams'], any> {
  name: 'SearchParams';
}

export type SeatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Seat'] = ResolversParentTypes['Seat']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fixed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ServiceDuplicateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceDuplicate'] = ResolversParentTypes['ServiceDuplicate']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  matchedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceListing'] = ResolversParentTypes['ServiceListing']> = {
  __resolveType: TypeResolveFn<'DrivingCenter' | 'Garage', ParentType, ContextType>;
};

export type ServicePackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServicePackage'] = ResolversParentTypes['ServicePackage']> = {
  benefitsItems?: Resolver<Array<ResolversTypes['UserServiceBenefit']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  day?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ServicePackageType'], ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ServicePackagePaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServicePackagePagination'] = ResolversParentTypes['ServicePackagePagination']> = {
  items?: Resolver<Array<ResolversTypes['ServicePackage']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type StaffDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffDetail'] = ResolversParentTypes['StaffDetail']> = {
  recentActions?: Resolver<Array<ResolversTypes['AuditLog']>, ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['AdminSession']>, ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
};

export type StaffPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffPagination'] = ResolversParentTypes['StaffPagination']> = {
  items?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  adminLive?: SubscriptionResolver<ResolversTypes['LiveEvent'], "adminLive", ParentType, ContextType>;
};

export type TrafficSignResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrafficSign'] = ResolversParentTypes['TrafficSign']> = {
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  medias?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TrafficSignType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TrafficSignPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrafficSignPagination'] = ResolversParentTypes['TrafficSignPagination']> = {
  items?: Resolver<Array<ResolversTypes['TrafficSign']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type TransferApprovalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransferApproval'] = ResolversParentTypes['TransferApproval']> = {
  admin?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TransferApprovalSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransferApprovalSettings'] = ResolversParentTypes['TransferApprovalSettings']> = {
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  twoApprovalThreshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TransferRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransferRequest'] = ResolversParentTypes['TransferRequest']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  approvals?: Resolver<Array<ResolversTypes['TransferApproval']>, ParentType, ContextType>;
  approvalsNeeded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  moneyTransferReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TransferRequestStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  users?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type TransferRequestPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransferRequestPagination'] = ResolversParentTypes['TransferRequestPagination']> = {
  items?: Resolver<Array<ResolversTypes['TransferRequest']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type TrashItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrashItem'] = ResolversParentTypes['TrashItem']> = {
  deletedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TrashKind'], ParentType, ContextType>;
  purgeAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrashPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrashPagination'] = ResolversParentTypes['TrashPagination']> = {
  items?: Resolver<Array<ResolversTypes['TrashItem']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  avatar?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  avatarMedia?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isActiveEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isActivePhone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isWithdraw?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metadata?: Resolver<Maybe<ResolversTypes['UserMetadata']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefixPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referralCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userBalance?: Resolver<Maybe<ResolversTypes['UserBalance']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  withdrawReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserBalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserBalance'] = ResolversParentTypes['UserBalance']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  promotion?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserMetadata'] = ResolversParentTypes['UserMetadata']> = {
  avgRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  countryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  isEmailNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPromotionNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPushNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSmsNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  totalRating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPagination'] = ResolversParentTypes['UserPagination']> = {
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type UserServiceBenefitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserServiceBenefit'] = ResolversParentTypes['UserServiceBenefit']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BenefitType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type UserServicePackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserServicePackage'] = ResolversParentTypes['UserServicePackage']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  day?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  editVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expriedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['ServicePackage']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  servicesId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ServicePackageType'], ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserServicePackagePaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserServicePackagePagination'] = ResolversParentTypes['UserServicePackagePagination']> = {
  items?: Resolver<Array<ResolversTypes['UserServicePackage']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type WardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Ward'] = ResolversParentTypes['Ward']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  districtCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provinceCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WardPaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WardPagination'] = ResolversParentTypes['WardPagination']> = {
  items?: Resolver<Array<ResolversTypes['Ward']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['PaginationLinks'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AdminBulkActionResult?: AdminBulkActionResultResolvers<ContextType>;
  AdminBulkRowResult?: AdminBulkRowResultResolvers<ContextType>;
  AdminInviteStaffResult?: AdminInviteStaffResultResolvers<ContextType>;
  AdminLoginResult?: AdminLoginResultResolvers<ContextType>;
  AdminRecoveryCodes?: AdminRecoveryCodesResolvers<ContextType>;
  AdminRole?: AdminRoleResolvers<ContextType>;
  AdminSearchHit?: AdminSearchHitResolvers<ContextType>;
  AdminSearchResult?: AdminSearchResultResolvers<ContextType>;
  AdminSession?: AdminSessionResolvers<ContextType>;
  AdminTwoFactorSetup?: AdminTwoFactorSetupResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  AuditActionOption?: AuditActionOptionResolvers<ContextType>;
  AuditChainCheck?: AuditChainCheckResolvers<ContextType>;
  AuditFilterOptions?: AuditFilterOptionsResolvers<ContextType>;
  AuditLog?: AuditLogResolvers<ContextType>;
  AuditLogPagination?: AuditLogPaginationResolvers<ContextType>;
  Avatar?: AvatarResolvers<ContextType>;
  AvatarPagination?: AvatarPaginationResolvers<ContextType>;
  BackgroundWork?: BackgroundWorkResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  BannerPagination?: BannerPaginationResolvers<ContextType>;
  BannerPosition?: BannerPositionResolvers<ContextType>;
  BodyType?: BodyTypeResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  Car?: CarResolvers<ContextType>;
  CarBuyingNeed?: CarBuyingNeedResolvers<ContextType>;
  CarBuyingNeedPagination?: CarBuyingNeedPaginationResolvers<ContextType>;
  CarMeta?: CarMetaResolvers<ContextType>;
  CarModel?: CarModelResolvers<ContextType>;
  CarPagination?: CarPaginationResolvers<ContextType>;
  CarPurchaseCostProvince?: CarPurchaseCostProvinceResolvers<ContextType>;
  CarVersion?: CarVersionResolvers<ContextType>;
  CarVersionPagination?: CarVersionPaginationResolvers<ContextType>;
  CarVideo?: CarVideoResolvers<ContextType>;
  Colour?: ColourResolvers<ContextType>;
  Contest?: ContestResolvers<ContextType>;
  ContestPagination?: ContestPaginationResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CountryPagination?: CountryPaginationResolvers<ContextType>;
  DashboardCountDate?: DashboardCountDateResolvers<ContextType>;
  DashboardListingByStatus?: DashboardListingByStatusResolvers<ContextType>;
  DashboardRevenueByType?: DashboardRevenueByTypeResolvers<ContextType>;
  DashboardUserByLocation?: DashboardUserByLocationResolvers<ContextType>;
  DashboardUserStatus?: DashboardUserStatusResolvers<ContextType>;
  DashboardValueChange?: DashboardValueChangeResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  District?: DistrictResolvers<ContextType>;
  DistrictPagination?: DistrictPaginationResolvers<ContextType>;
  Door?: DoorResolvers<ContextType>;
  DriverType?: DriverTypeResolvers<ContextType>;
  DrivingCenter?: DrivingCenterResolvers<ContextType>;
  DrivingCenterPagination?: DrivingCenterPaginationResolvers<ContextType>;
  Feedback?: FeedbackResolvers<ContextType>;
  FeedbackPagination?: FeedbackPaginationResolvers<ContextType>;
  FuelEconomy?: FuelEconomyResolvers<ContextType>;
  FuelType?: FuelTypeResolvers<ContextType>;
  Garage?: GarageResolvers<ContextType>;
  GaragePagination?: GaragePaginationResolvers<ContextType>;
  ListColumns?: ListColumnsResolvers<ContextType>;
  ListColumnsPref?: ListColumnsPrefResolvers<ContextType>;
  LiveActor?: LiveActorResolvers<ContextType>;
  LiveEvent?: LiveEventResolvers<ContextType>;
  MailMessage?: MailMessageResolvers<ContextType>;
  MailMessagePagination?: MailMessagePaginationResolvers<ContextType>;
  MarketPriceCheck?: MarketPriceCheckResolvers<ContextType>;
  Media?: MediaResolvers<ContextType>;
  MediaLibraryItem?: MediaLibraryItemResolvers<ContextType>;
  MediaLibraryPagination?: MediaLibraryPaginationResolvers<ContextType>;
  MediaUploader?: MediaUploaderResolvers<ContextType>;
  MediaUsage?: MediaUsageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationDelivery?: NotificationDeliveryResolvers<ContextType>;
  NotificationPagination?: NotificationPaginationResolvers<ContextType>;
  NotificationPushDelivery?: NotificationPushDeliveryResolvers<ContextType>;
  NotificationTargetItem?: NotificationTargetItemResolvers<ContextType>;
  PaginationLinks?: PaginationLinksResolvers<ContextType>;
  PaginationMeta?: PaginationMetaResolvers<ContextType>;
  Parking?: ParkingResolvers<ContextType>;
  ParkingMedia?: ParkingMediaResolvers<ContextType>;
  ParkingPagination?: ParkingPaginationResolvers<ContextType>;
  ParkingPriceProperty?: ParkingPricePropertyResolvers<ContextType>;
  ParkingWorkingTime?: ParkingWorkingTimeResolvers<ContextType>;
  PaymentItem?: PaymentItemResolvers<ContextType>;
  PhoneErrorMessage?: PhoneErrorMessageResolvers<ContextType>;
  PhoneErrorMessagePagination?: PhoneErrorMessagePaginationResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostClaim?: PostClaimResolvers<ContextType>;
  PostFieldChange?: PostFieldChangeResolvers<ContextType>;
  PostPagination?: PostPaginationResolvers<ContextType>;
  PostPendingEdit?: PostPendingEditResolvers<ContextType>;
  PostReviewQueueItem?: PostReviewQueueItemResolvers<ContextType>;
  PostReviewQueuePagination?: PostReviewQueuePaginationResolvers<ContextType>;
  PostStatusChange?: PostStatusChangeResolvers<ContextType>;
  PostStatusReason?: PostStatusReasonResolvers<ContextType>;
  Province?: ProvinceResolvers<ContextType>;
  ProvincePagination?: ProvincePaginationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuestionSimulation?: QuestionSimulationResolvers<ContextType>;
  QuestionSimulationAnswer?: QuestionSimulationAnswerResolvers<ContextType>;
  QuestionSimulationGroup?: QuestionSimulationGroupResolvers<ContextType>;
  QuestionSimulationGroupPagination?: QuestionSimulationGroupPaginationResolvers<ContextType>;
  QuestionSimulationPagination?: QuestionSimulationPaginationResolvers<ContextType>;
  QuestionTheory?: QuestionTheoryResolvers<ContextType>;
  QuestionTheoryAnswer?: QuestionTheoryAnswerResolvers<ContextType>;
  QuestionTheoryPagination?: QuestionTheoryPaginationResolvers<ContextType>;
  RecordViewer?: RecordViewerResolvers<ContextType>;
  ReportPost?: ReportPostResolvers<ContextType>;
  ReportPostPagination?: ReportPostPaginationResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewCategory?: ReviewCategoryResolvers<ContextType>;
  ReviewCategoryPagination?: ReviewCategoryPaginationResolvers<ContextType>;
  ReviewPagination?: ReviewPaginationResolvers<ContextType>;
  ReviewVideo?: ReviewVideoResolvers<ContextType>;
  ReviewVideoPagination?: ReviewVideoPaginationResolvers<ContextType>;
  SavedView?: SavedViewResolvers<ContextType>;
  SearchParams?: GraphQLScalarType;
  Seat?: SeatResolvers<ContextType>;
  ServiceDuplicate?: ServiceDuplicateResolvers<ContextType>;
  ServiceListing?: ServiceListingResolvers<ContextType>;
  ServicePackage?: ServicePackageResolvers<ContextType>;
  ServicePackagePagination?: ServicePackagePaginationResolvers<ContextType>;
  StaffDetail?: StaffDetailResolvers<ContextType>;
  StaffPagination?: StaffPaginationResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TrafficSign?: TrafficSignResolvers<ContextType>;
  TrafficSignPagination?: TrafficSignPaginationResolvers<ContextType>;
  TransferApproval?: TransferApprovalResolvers<ContextType>;
  TransferApprovalSettings?: TransferApprovalSettingsResolvers<ContextType>;
  TransferRequest?: TransferRequestResolvers<ContextType>;
  TransferRequestPagination?: TransferRequestPaginationResolvers<ContextType>;
  TrashItem?: TrashItemResolvers<ContextType>;
  TrashPagination?: TrashPaginationResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserBalance?: UserBalanceResolvers<ContextType>;
  UserMetadata?: UserMetadataResolvers<ContextType>;
  UserPagination?: UserPaginationResolvers<ContextType>;
  UserServiceBenefit?: UserServiceBenefitResolvers<ContextType>;
  UserServicePackage?: UserServicePackageResolvers<ContextType>;
  UserServicePackagePagination?: UserServicePackagePaginationResolvers<ContextType>;
  Ward?: WardResolvers<ContextType>;
  WardPagination?: WardPaginationResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  public?: PublicDirectiveResolver<any, any, ContextType>;
  requires?: RequiresDirectiveResolver<any, any, ContextType>;
  signedIn?: SignedInDirectiveResolver<any, any, ContextType>;
};
