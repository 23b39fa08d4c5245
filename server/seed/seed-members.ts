import {
  auditLogs,
  feedbacks,
  phoneErrorMessages,
  transactions,
  transferApprovals,
  transferRequests,
  userBalances,
  userMetadata,
  users,
} from '../db/schema';
import {
  transactionTypes,
  type TransactionType,
  type UserRole,
  type UserStatus,
  userRoles,
} from '../db/tables/enums';
import { type SeedContext, insertAll } from './context';
import * as people from './data/people';
import * as ref from './data/reference';
import type { ReferenceRefs } from './seed-reference';
import { slugify } from '../kit/slug';
import { auditRow } from '../kit/audit';
import { transferDecisionAudit, transferFirstApprovalAudit } from '../kit/transfer-audit';
import { DEFAULT_TWO_APPROVAL_THRESHOLD } from '../../src/rules/transfers';

/**
 * A demo member's number as the member form would accept it (src/rules/member-form.ts): a Vietnamese
 * mobile (9 digits) under +84; under +86 an 11-digit Chinese mobile ('13' before the same unique digits).
 */
function demoPhone(vn: string, prefixPhone: '84' | '86') {
  return { prefixPhone, phone: prefixPhone === '86' ? `13${vn}` : vn };
}

export interface MemberRef {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string;
  isActive: boolean;
  createdAt: Date;
  cityId: string | null;
}

export const MEMBER_COUNT = 320;

export async function seedMembers(
  ctx: SeedContext,
  refs: ReferenceRefs,
  adminId: string,
): Promise<MemberRef[]> {
  const { db, rng } = ctx;
  const usedPhones = new Set<string>();
  const usedEmails = new Set<string>();
  const members: MemberRef[] = [];
  const userRows: (typeof users.$inferInsert)[] = [];
  const balanceRows: (typeof userBalances.$inferInsert)[] = [];
  const metaRows: (typeof userMetadata.$inferInsert)[] = [];
  const vn = refs.countryIds.get('VN') ?? null;
  const uniquePhone = () => {
    for (;;) {
      const phone = `${rng.pick(people.mobilePrefixes)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
      if (!usedPhones.has(phone)) {
        usedPhones.add(phone);
        return phone;
      }
    }
  };
  // Members live in the provinces in force (docs/locations.md); Hà Nội and TP.HCM dominate the real user
  // base, the rest spread evenly.
  const provinceWeights = refs.currentProvinces.map(
    (p) => [p, p.code === '01' || p.code === '79' ? 30 : 1] as const,
  );
  // A handful never updated their city from a former province: the dashboard's users by location counts
  // them in the province in force that took it over, and the member form shows it marked '(former unit)'.
  const former = refs.formerProvinces;
  let onFormer = 0;

  for (let i = 0; i < MEMBER_COUNT; i++) {
    const id = rng.uuid();
    const male = rng.chance(0.6);
    const family = rng.pick(people.familyNames);
    const middle = male ? rng.pick(people.middleNames) : rng.pick(['Thị', ...people.middleNames]);
    const given = rng.pick(male ? people.givenNamesMale : people.givenNamesFemale);
    const named = !rng.chance(0.05);
    const phone = uniquePhone();
    let email: string | null = null;
    if (!rng.chance(0.1)) {
      const local = `${slugify(given)}.${slugify(family)}${rng.int(1, 9999)}`.replace(/-/g, '');
      email = `${local}@${rng.pick(people.emailDomains)}`;
      if (usedEmails.has(email)) email = `${local}.${i}@${rng.pick(people.emailDomains)}`;
      usedEmails.add(email);
    }
    const createdAt = ctx.pastDate();
    const isActive = rng.chance(0.86);
    const status: UserStatus = isActive
      ? 'ACTIVE'
      : rng.weighted<UserStatus>([
          ['DEACTIVATED', 5],
          ['SUSPENDED', 2],
          ['TERMINATED', 1],
          ['DELETED', 1],
        ]);
    const drawn = rng.chance(0.1) ? null : rng.weighted(provinceWeights);
    // Stepping five former provinces at a time spreads the handful over the country.
    const province = isOnFormerProvince(i) ? (former[(5 * onFormer++) % former.length] ?? drawn) : drawn;
    // Roles follow what a member does (posts, listings, demands, packages: migration 0021), so none is
    // set here; the draw that once chose them stays, so every later draw, and the demo, is unchanged.
    const drawnRoles: UserRole[] = rng.sample(userRoles, rng.int(1, 2));
    userRows.push({
      id,
      email,
      username: email ? email.split('@')[0] : null,
      ...demoPhone(phone, rng.chance(0.97) ? '84' : '86'),
      firstName: named ? `${family} ${middle}` : null,
      lastName: named ? given : null,
      dob: rng.chance(0.7) ? `${rng.int(1965, 2005)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}` : null,
      isActive,
      status,
      deactivateReason: isActive ? null : 'Vi phạm quy định đăng tin nhiều lần',
      isActiveEmail: email !== null && rng.chance(0.8),
      isActivePhone: rng.chance(0.9),
      referralCode: `KAR${id.replace(/-/g, '').slice(0, 7).toUpperCase()}`,
      hasPassword: rng.chance(0.85),
      storeName: drawnRoles.includes('SELLER') && rng.chance(0.3) ? `Salon ô tô ${given}` : null,
      lastLoginAt: isActive ? ctx.after(createdAt, 120) : null,
      createdAt,
      updatedAt: ctx.after(createdAt, 60),
    });
    balanceRows.push({
      userId: id,
      amount: rng.chance(0.3) ? 0 : rng.int(1, 500) * 10_000,
      promotion: rng.chance(0.5) ? 0 : rng.int(1, 50) * 10_000,
    });
    metaRows.push({
      userId: id,
      countryId: province ? vn : null,
      cityId: province?.id ?? null,
      isPushNotification: rng.chance(0.8),
      isEmailNotification: email !== null && rng.chance(0.7),
      isSmsNotification: rng.chance(0.2),
      isPromotionNotification: rng.chance(0.6),
      totalRating: rng.int(0, 40),
      avgRating: Math.round((3 + rng.next() * 2) * 10) / 10,
      language: rng.chance(0.85) ? 'VI' : 'EN',
    });
    members.push({
      id,
      firstName: named ? `${family} ${middle}` : null,
      lastName: named ? given : null,
      email,
      phone,
      isActive,
      createdAt,
      cityId: province?.id ?? null,
    });
  }
  await insertAll(db, users, userRows);
  await insertAll(db, userBalances, balanceRows);
  await insertAll(db, userMetadata, metaRows);

  await insertAll(db, transactions, transactionRows(ctx, members));

  const transferRows = Array.from({ length: 90 }, (_, i) => {
    const member = rng.pick(members);
    const createdAt = ctx.after(member.createdAt, 200);
    const status = (['new', 'confirm', 'rejected'] as const)[i % 3] ?? 'new';
    return {
      amount: rng.int(10, 2000) * 10_000,
      status,
      bankName: rng.pick(ref.bankNames),
      userId: member.id,
      moneyTransferReason: status === 'rejected' ? rng.pick(REJECT_REASONS) : null,
      createdAt,
      updatedAt: status === 'new' ? createdAt : ctx.after(createdAt, 3),
    };
  });
  const requests = await db.insert(transferRequests).values(transferRows).returning();
  // A decided request in the demo has the audit row a real decision writes (who, when, before/after), so
  // the member page never shows a decision nobody made. The seed sets balances directly, so the snapshots
  // carry no balance rather than an invented one.
  await insertAll(
    db,
    auditLogs,
    requests.flatMap((r) =>
      r.status === 'new'
        ? []
        : [
            {
              ...auditRow(
                adminId,
                transferDecisionAudit(r, {
                  approve: r.status === 'confirm',
                  reasonBefore: null,
                  reasonAfter: r.moneyTransferReason,
                }),
              ),
              createdAt: r.updatedAt,
            },
          ],
    ),
  );

  // Who approved each confirmed request (one approval: the demo history predates two approvals), and the
  // newest new request at or above the two-approval threshold waiting for its second approval, so the list
  // shows '1 of 2 approvals' (docs/money.md#two-approvals). Chosen from the rows above, not drawn: the
  // random stream, and so every later demo row, stays as it was.
  const waiting = requests
    .filter((r) => r.status === 'new' && r.amount >= DEFAULT_TWO_APPROVAL_THRESHOLD)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.amount - b.amount)[0];
  await insertAll(db, transferApprovals, [
    ...requests
      .filter((r) => r.status === 'confirm')
      .map((r) => ({ transferRequestId: r.id, adminId, amount: r.amount, createdAt: r.updatedAt })),
    ...(waiting
      ? [{ transferRequestId: waiting.id, adminId, amount: waiting.amount, createdAt: waiting.createdAt }]
      : []),
  ]);
  if (waiting) {
    await insertAll(db, auditLogs, [
      {
        ...auditRow(adminId, transferFirstApprovalAudit(waiting, { before: 0, after: 1, needed: 2 })),
        createdAt: waiting.createdAt,
      },
    ]);
  }

  await insertAll(
    db,
    feedbacks,
    Array.from({ length: 60 }, () => {
      const member = rng.chance(0.85) ? rng.pick(members) : null;
      const createdAt = member ? ctx.after(member.createdAt, 200) : ctx.pastDate();
      return {
        content: rng.pick(ref.feedbackTexts),
        userId: member?.id ?? null,
        email: member?.email ?? null,
        isActive: rng.chance(0.9),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  await insertAll(
    db,
    phoneErrorMessages,
    Array.from({ length: 60 }, () => {
      const createdAt = ctx.pastDate(120);
      return {
        phoneNumber: `+84${rng.pick(people.mobilePrefixes)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`,
        errorMessage: rng.pick(ref.phoneErrorMessages),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  return members;
}

/** Every 50th member (six of the 320) keeps a former province. */
const isOnFormerProvince = (i: number) => i % 50 === 49;

const REJECT_REASONS = [
  'Không tìm thấy giao dịch chuyển khoản tương ứng',
  'Số tiền chuyển khoản không khớp với yêu cầu',
  'Nội dung chuyển khoản thiếu mã thành viên',
];

const AMOUNTS: Record<TransactionType, readonly [number, number]> = {
  DEPOSIT: [50_000, 5_000_000],
  ADMIN_ADD: [10_000, 500_000],
  POST_CREATE: [20_000, 100_000],
  POST_RENEW: [20_000, 80_000],
  POST_UPDATE: [10_000, 30_000],
  REFERRAL: [20_000, 50_000],
  INVITE: [10_000, 30_000],
  VN_PAY: [100_000, 5_000_000],
  STRIPE: [100_000, 3_000_000],
  BANK_TRANSFER: [100_000, 10_000_000],
  MOMO: [50_000, 2_000_000],
  KAR_GIVE_AWAY: [10_000, 100_000],
};

function transactionRows(
  ctx: SeedContext,
  members: readonly MemberRef[],
): (typeof transactions.$inferInsert)[] {
  const { rng } = ctx;
  // Every type at least 30 times, so each list filter and the revenue-by-type card have data.
  return Array.from({ length: 1500 }, (_, i) => {
    const type =
      i < transactionTypes.length * 30
        ? (transactionTypes[i % transactionTypes.length] ?? 'DEPOSIT')
        : rng.weighted<TransactionType>([
            ['DEPOSIT', 6],
            ['POST_CREATE', 8],
            ['POST_RENEW', 4],
            ['VN_PAY', 4],
            ['MOMO', 3],
            ['BANK_TRANSFER', 3],
            ['KAR_GIVE_AWAY', 2],
            ['REFERRAL', 1],
          ]);
    const [min, max] = AMOUNTS[type];
    const member = rng.pick(members);
    return {
      userId: member.id,
      type,
      amount: Math.round(rng.int(min, max) / 1000) * 1000,
      createdAt: ctx.after(member.createdAt, 300),
    };
  });
}

function pad(n: number) {
  return String(n).padStart(2, '0');
}
