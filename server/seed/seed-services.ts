import { drivingCenters, garages, parkingPriceProperties, parkings, parkingWorkingTimes } from '../db/schema';
import type { GarageStatus, ParkingStatus } from '../db/tables/enums';
import { type SeedContext, insertAll } from './context';
import * as loc from './data/locations';
import { provinceCentres } from './data/province-centres';
import * as ref from './data/reference';
import type { MemberRef } from './seed-members';
import type { ReferenceRefs } from './seed-reference';
import { slugify } from '../kit/slug';

/** Every tenth listing (the 8th, 18th, …) stays on former units, to show 'Needs address update'. */
export const isOnFormerUnits = (i: number) => i % 10 === 7;

/** How far a demo pin may lie from its province's administrative centre: ±0.1°, about 11 km. */
const PIN_SPREAD = 0.2;

interface Place {
  province: string;
  district: string | null;
  ward: string | null;
  address: string;
}

/**
 * Demo garages, driving centres and parking lots on Viet Nam's current map (docs/locations.md): each list
 * goes round the 34 provinces in force, on a ward of the province, and every tenth row stays on a former
 * district and ward, to show 'Needs address update'. Garage and parking pins lie near their province's
 * administrative centre.
 */
export async function seedServices(ctx: SeedContext, refs: ReferenceRefs, members: readonly MemberRef[]) {
  const { db, rng } = ctx;
  const districtNames = new Map(loc.districts.map((d) => [d.code, `${d.prefix} ${d.name}`]));
  const wardNames = new Map(loc.wards.map((w) => [w.code, `${w.prefix} ${w.name}`]));
  const provinceNames = new Map(refs.provinces.map((p) => [p.code, p.name]));
  const street = () => `${rng.int(1, 350)} ${rng.pick(ref.streetNames)}`;
  const current = refs.currentProvinces.filter(
    (p) => (refs.currentWardsByProvince.get(p.code) ?? []).length > 0,
  );
  // The former districts the seed knows, with the former wards still under them.
  const formerDistricts = [...refs.districtsByProvince].flatMap(([province, districts]) =>
    districts.flatMap((district) => {
      const wards = refs.wardsByDistrict.get(district) ?? [];
      return wards.length > 0 ? [{ province, district, wards }] : [];
    }),
  );
  if (current.length === 0 || formerDistricts.length === 0)
    throw new Error('seedServices needs the current and former units: run seedReference first');

  /** A list's places: its i-th row on a former unit or, going round the current provinces, on a ward of one. */
  const places = () => {
    let round = 0;
    return (i: number): Place => {
      if (isOnFormerUnits(i)) {
        const { province, district, wards } = rng.pick(formerDistricts);
        const ward = rng.pick(wards);
        const parts = [
          street(),
          wardNames.get(ward),
          districtNames.get(district),
          provinceNames.get(province),
        ];
        return { province, district, ward, address: parts.filter(Boolean).join(', ') };
      }
      const province = current[round++ % current.length];
      if (!province) throw new Error('no current province');
      const ward = rng.pick(refs.currentWardsByProvince.get(province.code) ?? []);
      const address = [street(), ward.name, province.name].join(', ');
      return { province: province.code, district: null, ward: ward.code, address };
    };
  };
  const pin = (province: string) => {
    const centre = provinceCentres[province];
    if (!centre) return { latitude: null, longitude: null };
    const near = (v: number) => Math.round((v + (rng.next() - 0.5) * PIN_SPREAD) * 1e6) / 1e6;
    return { latitude: near(centre[0]), longitude: near(centre[1]) };
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

  const garagePlace = places();
  await insertAll(
    db,
    garages,
    Array.from({ length: 60 }, (_, i) => {
      const place = garagePlace(i);
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
        ...place,
        ...contact(title, i),
        isActive: status !== 'REJECT',
        ...pin(place.province),
        karCheck: status === 'ACTIVE' && rng.chance(0.5),
        ...rating(),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  const centrePlace = places();
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
        services: rng.sample(
          ['Hạng B1', 'Hạng B2', 'Hạng C', 'Bổ túc tay lái', 'Thi sát hạch'],
          rng.int(2, 4),
        ),
        ...centrePlace(i),
        ...contact(title, i),
        isActive: rng.chance(0.85),
        ...rating(),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  const parkingPlace = places();
  const parkingRows = Array.from({ length: 40 }, (_, i) => {
    const place = parkingPlace(i);
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
      ...place,
      ...contact(title, i),
      isActive: status === 'Active',
      closeOnPublicHolidays: rng.chance(0.2),
      sameWeekOfOperation: rng.chance(0.7),
      ...pin(place.province),
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
