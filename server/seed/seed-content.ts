import {
  avatars,
  bannerPositions,
  banners,
  carMetas,
  cars,
  contests,
  notifications,
  reviewCategories,
  reviews,
  reviewVideos,
} from '../db/schema';
import { type SeedContext, daysFrom, insertAll } from './context';
import * as ref from './data/reference';
import type { ReferenceRefs } from './seed-reference';
import { slugify } from '../kit/slug';

const YOUTUBE_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export async function seedContent(ctx: SeedContext, refs: ReferenceRefs, adminId: string) {
  const { db, rng } = ctx;

  const categoryRows = ref.reviewCategories.map((c) => ({ id: rng.uuid(), ...c, slug: slugify(c.nameEn) }));
  await insertAll(db, reviewCategories, categoryRows);

  const reviewCount = Math.max(60, ref.reviewTitles.length);
  await insertAll(
    db,
    reviews,
    Array.from({ length: reviewCount }, (_, i) => {
      const title = ref.reviewTitles[i % ref.reviewTitles.length] ?? { vi: 'Đánh giá xe', en: 'Car review' };
      const round = Math.floor(i / ref.reviewTitles.length);
      const nameVi = round === 0 ? title.vi : `${title.vi} (phần ${round + 1})`;
      const nameEn = round === 0 ? title.en : `${title.en} (part ${round + 1})`;
      const createdAt = ctx.pastDate();
      return {
        nameVi,
        nameEn,
        slug: `${slugify(nameEn)}-${i + 1}`,
        descriptionVi: `Bài viết: ${title.vi}`,
        descriptionEn: `Article: ${title.en}`,
        modelIds: rng.sample(refs.models, rng.int(0, 2)).map((m) => m.id),
        category: rng.pick(categoryRows).id,
        contentVi: `<p>${title.vi}.</p><p>Đội ngũ KAR đã trải nghiệm thực tế và tổng hợp ưu, nhược điểm cho người mua.</p>`,
        contentEn: `<p>${title.en}.</p><p>The KAR team drove it and summed up the pros and cons for buyers.</p>`,
        isActive: rng.chance(0.85),
        createdAt,
        updatedAt: ctx.after(createdAt, 30),
      };
    }),
  );

  await insertAll(
    db,
    reviewVideos,
    Array.from({ length: 36 }, (_, i) => {
      const model = rng.pick(refs.models);
      const createdAt = ctx.pastDate();
      const title = `Đánh giá nhanh ${model.brandName} ${model.name}`;
      const youtube = i % 4 !== 3;
      const videoId = Array.from({ length: 11 }, () => rng.pick([...YOUTUBE_ID_CHARS])).join('');
      return {
        title,
        description: `Video trải nghiệm ${model.brandName} ${model.name}: thiết kế, vận hành và trang bị an toàn.`,
        linkVideo: youtube
          ? `https://www.youtube.com/watch?v=${videoId}`
          : `https://cdn.kar.vn/videos/${slugify(title)}.mp4`,
        slug: `${slugify(title)}-${i + 1}`,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  await insertAll(
    db,
    avatars,
    Array.from({ length: 30 }, (_, i) => {
      const theme = AVATAR_THEMES[i % AVATAR_THEMES.length] ?? 'Xe';
      const title = `${theme} ${Math.floor(i / AVATAR_THEMES.length) + 1}`;
      const createdAt = ctx.pastDate();
      return {
        title,
        description: `Ảnh đại diện chủ đề ${theme.toLowerCase()} cho hồ sơ thành viên`,
        slug: `${slugify(title)}-${i + 1}`,
        isDefault: i === 0,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  await insertAll(
    db,
    contests,
    Array.from({ length: 30 }, (_, i) => {
      const theme = CONTEST_THEMES[i % CONTEST_THEMES.length] ?? 'Cuộc thi';
      const name = `${theme} - mùa ${Math.floor(i / CONTEST_THEMES.length) + 1}`;
      const startDate = ctx.pastDate();
      const duration = rng.pick([7, 14, 30]);
      return {
        name,
        slug: `${slugify(name)}-${i + 1}`,
        description: `${theme}: tham gia trên ứng dụng KAR để nhận quà.`,
        duration,
        noWiner: rng.pick([1, 3, 5, 10]),
        startDate,
        endDate: daysFrom(startDate, duration),
        createdAt: startDate,
        updatedAt: startDate,
      };
    }),
  );

  const carModels = rng.sample(refs.models, Math.min(40, refs.models.length));
  const carRows = carModels.map((m, i) => {
    const createdAt = ctx.pastDate();
    const versions = refs.versions.filter((v) => v.modelId === m.id);
    const price = versions.length > 0 ? Math.min(...versions.map((v) => v.price)) : null;
    return {
      id: rng.uuid(),
      title: `${m.brandName} ${m.name}`,
      slug: `${slugify(`${m.brandName} ${m.name}`)}-${i + 1}`,
      debutDay: ctx.pastDate(1500),
      origin: rng.pick(['Lắp ráp trong nước', 'Nhập khẩu']),
      size: m.bodyType,
      description: `${m.brandName} ${m.name} là mẫu ${m.bodyType.toLowerCase()} được ưa chuộng tại Việt Nam.`,
      price,
      priceSegment:
        price === null
          ? null
          : price < 600_000_000
            ? 'Phổ thông'
            : price < 1_500_000_000
              ? 'Trung cấp'
              : 'Cao cấp',
      classificationByRegistration: 'Xe con',
      createdAt,
      updatedAt: createdAt,
      versionId: versions[0]?.id,
      model: m,
    };
  });
  await insertAll(
    db,
    cars,
    carRows.map(({ versionId: _v, model: _m, ...row }) => row),
  );
  await insertAll(
    db,
    carMetas,
    carRows.flatMap((c) => [
      { carId: c.id, type: 'BRAND' as const, value: c.model.brandId },
      { carId: c.id, type: 'MODEL' as const, value: c.model.id },
      ...(c.versionId ? [{ carId: c.id, type: 'VERSION' as const, value: c.versionId }] : []),
    ]),
  );

  const positionRows = ref.bannerPositions.map((p) => ({ id: rng.uuid(), ...p }));
  await insertAll(db, bannerPositions, positionRows);
  await insertAll(
    db,
    banners,
    Array.from({ length: 30 }, (_, i) => {
      const position = positionRows[i % positionRows.length];
      const createdAt = ctx.pastDate();
      return {
        name: `${BANNER_CAMPAIGNS[i % BANNER_CAMPAIGNS.length] ?? 'Banner'} #${i + 1}`,
        positionId: position?.id ?? rng.pick(positionRows).id,
        isActive: rng.chance(0.7),
        linkBanner: `https://kar.vn/khuyen-mai/${i + 1}`,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  await insertAll(
    db,
    notifications,
    Array.from({ length: 60 }, (_, i) => {
      const n = NOTIFICATIONS[i % NOTIFICATIONS.length] ?? NOTIFICATIONS[0];
      const createdAt = ctx.pastDate();
      const type = i % 3 === 0 ? ('email' as const) : ('notification' as const);
      return {
        adminUserId: adminId,
        titleVi: n?.titleVi ?? '',
        titleEn: n?.titleEn ?? '',
        contentVi: n?.contentVi ?? '',
        contentEn: n?.contentEn ?? '',
        type,
        // The stored values are the API's enums (SPEC §6 audience, §9 target screens); null role is All.
        role: rng.pick([
          null,
          'BUYERS',
          'SELLERS',
          'GARAGE_OWNER',
          'PARKING_OWNER',
          'LICENCE_LEARNER',
          'CAR_OWNERSHIP',
        ]),
        targetScreen:
          type === 'notification' ? rng.pick(['OTHER', 'HOME', 'BUY', 'SERVICES', 'MARKET_PRICE']) : null,
        sendAll: true,
        // Sent before per-recipient delivery was recorded: finished, with no delivery rows.
        status: 'done' as const,
        finishedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}

const AVATAR_THEMES = ['Xe thể thao', 'Xe cổ điển', 'Xe bán tải', 'Xe điện', 'Xe SUV', 'Mô tô'];
const CONTEST_THEMES = [
  'Ảnh đẹp cùng xế yêu',
  'Thử thách lái xe an toàn',
  'Đố vui luật giao thông',
  'Chuyến đi đáng nhớ',
  'Giới thiệu bạn bè nhận quà',
];
const BANNER_CAMPAIGNS = [
  'Ưu đãi đăng tin',
  'Khuyến mãi nạp tiền',
  'Học lái xe miễn phí',
  'Định giá xe',
  'Garage uy tín',
];
const NOTIFICATIONS = [
  {
    titleVi: 'Ưu đãi nạp tiền cuối tuần',
    titleEn: 'Weekend top-up offer',
    contentVi: 'Nạp từ 500.000đ nhận thêm 10% vào tài khoản KAR.',
    contentEn: 'Top up 500,000 VND or more and get 10% extra KAR credit.',
  },
  {
    titleVi: 'Cập nhật bộ đề thi lý thuyết mới',
    titleEn: 'New theory exam questions',
    contentVi: 'Bộ 600 câu hỏi đã được cập nhật theo quy định mới.',
    contentEn: 'The 600-question set now follows the latest regulations.',
  },
  {
    titleVi: 'Tin đăng của bạn sắp hết hạn',
    titleEn: 'Your listing is about to expire',
    contentVi: 'Gia hạn ngay để tin đăng tiếp tục hiển thị.',
    contentEn: 'Renew now to keep your listing visible.',
  },
  {
    titleVi: 'Bảo trì hệ thống',
    titleEn: 'Scheduled maintenance',
    contentVi: 'Hệ thống bảo trì từ 0h đến 2h sáng Chủ nhật.',
    contentEn: 'The service will be down from 0:00 to 2:00 on Sunday.',
  },
];
