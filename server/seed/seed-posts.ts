import { carBuyingNeeds, posts, reportPosts } from '../db/schema';
import {
  type BuyingNeedStatus,
  buyingNeedStatuses,
  type PostStatus,
  postStatuses,
  reportReasons,
} from '../db/tables/enums';
import { type SeedContext, daysFrom, insertAll } from './context';
import type { MemberRef } from './seed-members';
import type { ReferenceRefs } from './seed-reference';

export const POST_COUNT = 1200;

const STATUS_WEIGHTS: readonly (readonly [PostStatus, number])[] = [
  ['ACTIVE', 40],
  ['PENDING', 10],
  ['EDIT_PENDING', 4],
  ['DRAFT', 8],
  ['INSUFFICIENT_FUND', 4],
  ['INSUFFICIENT_FUND_RENEW', 3],
  ['SOLD', 12],
  ['EXPIRED', 10],
  ['DETELED', 3],
  ['REJECTED', 4],
  ['SUSPENDED', 2],
];

export async function seedPosts(ctx: SeedContext, refs: ReferenceRefs, members: readonly MemberRef[]) {
  const { db, rng } = ctx;
  const sellers = members.filter((m) => m.isActive);
  // Posts are on the provinces in force (docs/locations.md): the seller's city when it is one, else any.
  // A handful stay on a former province, so the post form shows one marked '(former unit)'.
  const currentIds = new Set(refs.currentProvinces.map((p) => p.id));
  const former = refs.formerProvinces;
  let onFormer = 0;
  const rows: (typeof posts.$inferInsert & { id: string })[] = [];
  for (let i = 0; i < POST_COUNT; i++) {
    const version = rng.pick(refs.versions);
    const model = refs.models.find((m) => m.id === version.modelId);
    const user = rng.pick(sellers);
    // The first rows cycle through every status so each filter value has rows.
    const status =
      i < postStatuses.length * 3
        ? (postStatuses[i % postStatuses.length] ?? 'ACTIVE')
        : rng.weighted(STATUS_WEIGHTS);
    const year = rng.int(2012, 2026);
    const age = 2026 - year;
    const isNew = age === 0 && rng.chance(0.6);
    // Used cars lose roughly 8-12% a year in Vietnam; rounded the way sellers quote (to 5 million).
    const price = Math.max(
      80_000_000,
      Math.round((version.price * Math.pow(1 - (0.08 + rng.next() * 0.04), age)) / 5_000_000) * 5_000_000,
    );
    const createdAt = ctx.after(user.createdAt, 400);
    const home = user.cityId && currentIds.has(user.cityId) ? user.cityId : null;
    const formerCity = isOnFormerProvince(i) ? former[(7 * onFormer++) % former.length] : undefined;
    rows.push({
      id: rng.uuid(),
      title: `${model?.brandName ?? ''} ${version.name} ${year}`.trim(),
      price,
      currency: 'VND',
      includeTax: rng.chance(0.3),
      condition: isNew ? 'NEW' : age <= 1 ? 'NEAR_NEW_AND_DEMO' : age > 10 ? 'OLD' : 'USED',
      odometer: isNew ? rng.int(0, 50) : age * rng.int(8_000, 20_000),
      year,
      regPlate: isNew ? null : `${rng.int(11, 99)}A-${rng.int(100, 999)}.${rng.int(10, 99)}`,
      plateHidden: rng.chance(0.5),
      transmission: rng.weighted([
        ['AUTOMATIC', 7],
        ['MANUAL', 2],
        ['AMT', 1],
      ]),
      status,
      statusNote:
        status === 'REJECTED' || status === 'SUSPENDED' ? 'Hình ảnh không đúng với xe đăng bán' : null,
      description: `Xe ${model?.name ?? ''} đời ${year}, ${isNew ? 'xe mới' : 'chính chủ, bảo dưỡng định kỳ tại hãng'}. Liên hệ để xem xe trực tiếp.`,
      inspection: rng.pick(['INSPECTED', 'CERTIFIED', 'OTHERS', 'CHECK_WITH_SELLER'] as const),
      planExpried: status === 'ACTIVE' ? daysFrom(createdAt, 30) : null,
      remoteAssessment: rng.chance(0.2),
      roadworthyCeftificate: rng.chance(0.4),
      stepDraft: status === 'DRAFT' ? rng.int(1, 4) : null,
      countryCode: 'VN',
      cityId: formerCity?.id ?? home ?? rng.pick(refs.currentProvinces).id,
      userId: user.id,
      totalView: status === 'DRAFT' ? 0 : Math.floor(rng.next() ** 2 * 3000),
      isReport: false,
      brandId: version.brandId,
      modelId: version.modelId,
      versionId: version.id,
      bodyTypeId: model ? (refs.bodyTypeIds.get(model.bodyType) ?? null) : null,
      colourId: rng.pick(refs.colourIds),
      fuelTypeId: rng.pick(refs.fuelTypeIds),
      fuelEconomyId: rng.pick(refs.fuelEconomyIds),
      driverTypeId: rng.pick(refs.driverTypeIds),
      seatId: rng.pick(refs.seatIds),
      doorId: rng.pick(refs.doorIds),
      createdAt,
      updatedAt: ctx.after(createdAt, 30),
    });
  }

  const reported = rng.sample(
    rows.filter((r) => r.status === 'ACTIVE'),
    50,
  );
  for (const r of reported) r.isReport = true;
  await insertAll(db, posts, rows);

  await insertAll(
    db,
    reportPosts,
    reported.map((post, i) => {
      const reason = reportReasons[i % reportReasons.length] ?? 'OTHERS';
      const createdAt = ctx.after(post.createdAt ?? ctx.pastDate(), 20);
      return {
        postId: post.id,
        userId: rng.pick(members).id,
        reason,
        type: reason,
        content: REPORT_TEXT[reason],
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  await insertAll(
    db,
    carBuyingNeeds,
    Array.from({ length: 80 }, (_, i) => {
      const member = rng.pick(members);
      const model = rng.pick(refs.models);
      const versions = refs.versions.filter((v) => v.modelId === model.id);
      const basePrice = versions.length > 0 ? rng.pick(versions).price : 600_000_000;
      const status: BuyingNeedStatus = buyingNeedStatuses[i % buyingNeedStatuses.length] ?? 'NEW';
      const sellers = i % 2 === 0 ? rng.sample(members, rng.int(1, 4)).map((m) => m.id) : [];
      const createdAt = ctx.after(member.createdAt, 300);
      return {
        userId: member.id,
        userSellerIds: sellers,
        brand: model.brandId,
        model: model.id,
        budget: Math.round((basePrice * (0.6 + rng.next() * 0.5)) / 10_000_000) * 10_000_000,
        vehicleLife: rng.int(0, 8),
        numKilometerCarRun: rng.int(0, 12) * 10_000,
        // Round the provinces in force, so each has demands.
        provinceId: refs.currentProvinces[i % refs.currentProvinces.length]?.id ?? null,
        buyerName: [member.firstName, member.lastName].filter(Boolean).join(' ') || null,
        phone: `0${member.phone}`,
        isInstallmentPurchase: rng.chance(0.4),
        isVehicleInspectionService: rng.chance(0.3),
        isInsuranceConsultant: rng.chance(0.3),
        isOther: rng.chance(0.1),
        descriptionOther: null,
        status,
        isCustomer: sellers.length > 0,
        createdAt,
        updatedAt: ctx.after(createdAt, 14),
      };
    }),
  );
}

/** Every 240th post (five of the 1,200) is on a former province. */
const isOnFormerProvince = (i: number) => i % 240 === 239;

const REPORT_TEXT: Record<(typeof reportReasons)[number], string> = {
  FRAUD: 'Người bán yêu cầu đặt cọc trước khi xem xe.',
  CAR_STOLEN: 'Biển số xe trùng với xe bị mất cắp đã báo công an.',
  INVALID_SELLER: 'Số điện thoại người bán không liên lạc được.',
  INCORRECT_INFORMATION: 'Số km và năm sản xuất không đúng thực tế.',
  OTHERS: 'Tin đăng trùng lặp nhiều lần.',
  OBJECTIONABLE_CONTENT: 'Hình ảnh có nội dung không phù hợp.',
};
