import { drivingCenters, garages, parkingPriceProperties, parkings, parkingWorkingTimes } from '../db/schema';
import type { GarageStatus, ParkingStatus } from '../db/tables/enums';
import { type SeedContext, insertAll } from './context';
import { createRng } from './random';
import * as loc from './data/locations';
import * as ref from './data/reference';
import type { MemberRef } from './seed-members';
import type { ReferenceRefs } from './seed-reference';
import { slugify } from '../kit/slug';

const CURRENT_UNITS_SEED = 20_261_113;

interface Place {
  province: string;
  district: string | null;
  ward: string | null;
  address: string;
}

export async function seedServices(ctx: SeedContext, refs: ReferenceRefs, members: readonly MemberRef[]) {
  const { db, rng } = ctx;
  const districtNames = new Map(loc.districts.map((d) => [d.code, `${d.prefix} ${d.name}`]));
  const wardNames = new Map(loc.wards.map((w) => [w.code, `${w.prefix} ${w.name}`]));
  const provinceNames = new Map(refs.provinces.map((p) => [p.code, p.name]));
  // Services cluster where wards are known, so every location filter has matches.
  const withWards = refs.provinces.filter((p) =>
    (refs.districtsByProvince.get(p.code) ?? []).some((d) => (refs.wardsByDistrict.get(d) ?? []).length > 0),
  );
  const place = (): Place => {
    const province = rng.pick(withWards.length > 0 && rng.chance(0.85) ? withWards : refs.provinces);
    const districts = refs.districtsByProvince.get(province.code) ?? [];
    const district = districts.length > 0 ? rng.pick(districts) : null;
    const wards = district ? (refs.wardsByDistrict.get(district) ?? []) : [];
    const ward = wards.length > 0 ? rng.pick(wards) : null;
    const parts = [
      `${rng.int(1, 350)} ${rng.pick(ref.streetNames)}`,
      ward ? wardNames.get(ward) : undefined,
      district ? districtNames.get(district) : undefined,
      provinceNames.get(province.code),
    ].filter((p): p is string => Boolean(p));
    return { province: province.code, district, ward, address: parts.join(', ') };
  };
  // Garages and driving centres sit on the units in force since 30 April 2026 (docs/locations.md);
  // every tenth stays on a former province, district and ward, to show 'Needs address update'.
  const currentNames = new Map(refs.currentProvinces.map((p) => [p.code, p.name]));
  // Their own random stream: the former place is still drawn from the main one, so every row seeded
  // after these stays as it was.
  const unitRng = createRng(CURRENT_UNITS_SEED);
  const currentPlace = (i: number): Place => {
    const former = place();
    if (i % 10 === 7) return former;
    const province = unitRng.pick(refs.currentProvinces);
    const wards = refs.currentWardsByProvince.get(province.code) ?? [];
    const ward = wards.length > 0 ? unitRng.pick(wards) : null;
    const parts = [
      `${unitRng.int(1, 350)} ${unitRng.pick(ref.streetNames)}`,
      ward?.name,
      currentNames.get(province.code),
    ].filter((p): p is string => Boolean(p));
    return { province: province.code, district: null, ward: ward?.code ?? null, address: parts.join(', ') };
  };
  const contact = (title: string, i: number) => ({
    phone: `0${rng.pick(['24', '28', '236'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`.slice(0, 11),
    email: `lienhe${i + 1}@${slugify(title).replace(/-/g, '').slice(0, 20)}.vn`,
    website: rng.chance(0.6) ? `https://www.${slugify(title).replace(/-/g, '').slice(0, 24)}.vn` : null,
  });
  const named = (pool: readonly string[], i: number) => {
    const base = pool[i % pool.length] ?? 'KAR';
    const round = Math.floor(i / Math.max(1, pool.length));
    return round === 0 ? base : `${base} - Chi nhánh ${round + 1}`;
  };
  const rating = () => {
    const totalRating = rng.int(0, 120);
    const averageRating = totalRating === 0 ? 0 : Math.round((3 + rng.next() * 2) * 10) / 10;
    return { totalRating, averageRating, totalRatingScore: Math.round(totalRating * averageRating) };
  };

  await insertAll(
    db,
    garages,
    Array.from({ length: 60 }, (_, i) => {
      const title = named(ref.garageNames, i);
      const owner = rng.chance(0.85) ? rng.pick(members) : null;
      const createdAt = owner ? ctx.after(owner.createdAt, 200) : ctx.pastDate();
      const status = rng.weighted<GarageStatus>([
        ['ACTIVE', 6],
        ['PENDING', 3],
        ['REJECT', 1],
      ]);
      return {
        title,
        slug: `${slugify(title)}-${i + 1}`,
        userId: owner?.id ?? null,
        description: 'Sửa chữa, bảo dưỡng và chăm sóc xe các hãng; mua bán xe đã qua sử dụng.',
        services: rng.sample(
          ['Bảo dưỡng', 'Sửa chữa', 'Đồng sơn', 'Rửa xe', 'Mua bán xe cũ', 'Độ xe'],
          rng.int(2, 4),
        ),
        status,
        reason: status === 'REJECT' ? 'Ảnh và địa chỉ chưa khớp với thực tế' : null,
        ...currentPlace(i),
        ...contact(title, i),
        isActive: status !== 'REJECT',
        latitude: 10 + rng.next() * 11,
        longitude: 104 + rng.next() * 5,
        karCheck: status === 'ACTIVE' && rng.chance(0.5),
        ...rating(),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  await insertAll(
    db,
    drivingCenters,
    Array.from({ length: 40 }, (_, i) => {
      const title = named(ref.drivingCenterNames, i);
      const createdAt = ctx.pastDate();
      return {
        title,
        slug: `${slugify(title)}-${i + 1}`,
        description: 'Đào tạo lái xe hạng B1, B2, C; sân tập đạt chuẩn, xe tập đời mới.',
        services: unitRng.sample(
          ['Hạng B1', 'Hạng B2', 'Hạng C', 'Bổ túc tay lái', 'Thi sát hạch'],
          unitRng.int(2, 4),
        ),
        ...currentPlace(i),
        ...contact(title, i),
        isActive: rng.chance(0.85),
        ...rating(),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  const parkingRows = Array.from({ length: 40 }, (_, i) => {
    const title = named(ref.parkingNames, i);
    const owner = rng.chance(0.8) ? rng.pick(members) : null;
    const createdAt = owner ? ctx.after(owner.createdAt, 200) : ctx.pastDate();
    const status = rng.weighted<ParkingStatus>([
      ['Active', 6],
      ['Pending', 3],
      ['Reject', 1],
    ]);
    return {
      id: rng.uuid(),
      title,
      userId: owner?.id ?? null,
      slug: `${slugify(title)}-${i + 1}`,
      description: 'Bãi đỗ xe ô tô có mái che, camera an ninh 24/7.',
      reason: status === 'Reject' ? 'Thông tin địa chỉ chưa chính xác' : null,
      total: rng.int(2, 30) * 10,
      ...place(),
      ...contact(title, i),
      isActive: status === 'Active',
      closeOnPublicHolidays: rng.chance(0.2),
      sameWeekOfOperation: rng.chance(0.7),
      latitude: 10 + rng.next() * 11,
      longitude: 104 + rng.next() * 5,
      status,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertAll(db, parkings, parkingRows);
  await insertAll(
    db,
    parkingWorkingTimes,
    parkingRows.flatMap((p) =>
      [1, 2, 3, 4, 5, 6, 0].map((day) => ({
        parkingId: p.id,
        day,
        startTime: '06:00',
        endTime: day === 0 ? '18:00' : '22:00',
      })),
    ),
  );
  await insertAll(
    db,
    parkingPriceProperties,
    parkingRows.flatMap((p) => [
      { parkingId: p.id, type: 'HOUR', price: rng.pick([20_000, 25_000, 30_000]) },
      { parkingId: p.id, type: 'DAY', price: rng.pick([100_000, 150_000, 200_000]) },
      { parkingId: p.id, type: 'MONTH', price: rng.pick([1_500_000, 2_000_000, 3_000_000]) },
    ]),
  );
}
