import { sql } from 'drizzle-orm';
import { auditLogs, feedbacks, media, postPendingEdits, reportPosts, userNotifications } from '../db/schema';
import { postModerationReasons, reportReasons, type PostStatus } from '../db/tables/enums';
import { auditRow } from '../kit/audit';
import type { MediaStore } from '../services/media/media-store';
import { POST_REASON_NOTES } from '../../src/rules/posts';
import { type SeedContext, insertAll, SEED_BASE_DATE } from './context';
import { type CarPicture, type DemoBody, type DemoMediaRow, writeDemoImages } from './demo-media';

/*
 * The moderation side of the demo posts (issue 11): photos on every post that is not a draft, pending
 * edits on EDIT_PENDING posts, decisions with their reasons, audit rows and seller notifications, several
 * reports on some posts, and feedback with screenshots. It runs after the other seed steps with its own
 * random stream, so the rows they write stay as they were.
 */

const COLOURS = ['#f9fafb', '#111827', '#9ca3af', '#b91c1c', '#1d4ed8', '#78716c', '#065f46', '#a16207'];
const BODIES: DemoBody[] = ['sedan', 'suv', 'hatchback', 'pickup'];
const SCENES = ['street', 'showroom', 'dusk'] as const;

interface SeededPost {
  id: string;
  title: string;
  status: PostStatus;
  user_id: string;
  plate_hidden: boolean;
  price: number;
  odometer: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  city: string | null;
}

const at = (d: Date | string, plusMinutes = 0) => new Date(new Date(d).getTime() + plusMinutes * 60_000);

export async function seedModeration(ctx: SeedContext, adminId: string, store: MediaStore | undefined) {
  const { db, rng } = ctx;
  const result = (await db.execute(sql`
    select p.id, p.title, p.status, p.user_id, p.plate_hidden, p.price, p.odometer, p.created_at, p.updated_at,
           c.name as city
    from posts p left join provinces c on c.id = p.city_id order by p.created_at, p.id
  `)) as unknown as { rows: SeededPost[] };
  const all = result.rows;

  // --- photos -------------------------------------------------------------------------------
  let cars: DemoMediaRow[] = [];
  let hidden: DemoMediaRow[] = [];
  let screens: DemoMediaRow[] = [];
  if (store) {
    const pictures: CarPicture[] = Array.from({ length: 8 }, (_, i) => ({
      kind: 'car',
      body: BODIES[i % BODIES.length] ?? 'sedan',
      colour: COLOURS[i % COLOURS.length] ?? '#9ca3af',
      scene: SCENES[i % SCENES.length] ?? 'street',
    }));
    const rows = await writeDemoImages(
      store,
      [
        ...pictures.map((picture, i) => ({
          id: rng.uuid(),
          picture,
          fileName: `xe-${i + 1}.jpg`,
          uploadBy: null,
        })),
        ...pictures.slice(0, 2).map((p, i) => ({
          id: rng.uuid(),
          picture: { ...p, plateHidden: true },
          fileName: `xe-che-bien-${i + 1}.jpg`,
          uploadBy: null,
        })),
        ...['#2563eb', '#16a34a'].map((accent, i) => ({
          id: rng.uuid(),
          picture: { kind: 'screen' as const, accent },
          fileName: `gop-y-${i + 1}.jpg`,
          uploadBy: null,
        })),
      ],
      SEED_BASE_DATE,
    );
    cars = rows.slice(0, 8);
    hidden = rows.slice(8, 10);
    screens = rows.slice(10);
    await insertAll(db, media, rows);
  }

  // --- photos and titles on the posts, review times ------------------------------------------
  const updates = all.map((p, i) => {
    const photos =
      cars.length && p.status !== 'DRAFT'
        ? rng.sample(
            cars.map((c) => c.id),
            rng.int(3, 5),
          )
        : [];
    const hiddenPhotos = hidden.length && p.plate_hidden && photos.length ? [rng.pick(hidden).id] : [];
    // Sellers often name the city; 'ha noi' then finds 'Hà Nội' in the demo's title search.
    const title = i % 3 === 0 && p.city ? `${p.title} tại ${p.city}` : p.title;
    return { id: p.id, photos, hiddenPhotos, title };
  });
  for (let i = 0; i < updates.length; i += 400) {
    const part = updates.slice(i, i + 400);
    await db.execute(sql`
      update posts p set media_ids = v.photos::uuid[], hide_plate_media_ids = v.hidden::uuid[], title = v.title,
        review_since = case when p.status in ('PENDING', 'EDIT_PENDING') then p.updated_at end
      from (values ${sql.join(
        part.map(
          (u) =>
            sql`(${u.id}::uuid, ${`{${u.photos.join(',')}}`}, ${`{${u.hiddenPhotos.join(',')}}`}, ${u.title})`,
        ),
        sql`, `,
      )}) as v(id, photos, hidden, title)
      where p.id = v.id
    `);
  }
  const titleOf = new Map(updates.map((u) => [u.id, u.title]));

  // --- pending edits --------------------------------------------------------------------------
  const editPending = all.filter((p) => p.status === 'EDIT_PENDING');
  await insertAll(
    db,
    postPendingEdits,
    editPending.map((p) => {
      const cut = rng.pick([5_000_000, 10_000_000, 20_000_000]);
      const values: Record<string, unknown> = { price: Math.max(50_000_000, Number(p.price) - cut) };
      if (rng.chance(0.6)) values.title = `${titleOf.get(p.id) ?? p.title} - giá tốt`;
      if (p.odometer !== null && rng.chance(0.5)) values.odometer = p.odometer + rng.int(1, 20) * 500;
      if (cars.length && rng.chance(0.4))
        values.mediaIds = rng.sample(
          cars.map((c) => c.id),
          4,
        );
      return { postId: p.id, values, submittedAt: at(p.updated_at) };
    }),
  );

  // --- decisions: reason, note, audit rows and the seller's notifications ---------------------
  const decided = all.filter((p) => ['ACTIVE', 'REJECTED', 'SUSPENDED'].includes(p.status));
  const decisions = decided.map((p) => {
    const reason = p.status === 'ACTIVE' ? null : rng.pick(postModerationReasons);
    // Approval an hour after posting: reports come later and stay open.
    const when = at(p.created_at, 60);
    return { post: p, reason, note: reason ? POST_REASON_NOTES[reason].vi : null, when };
  });
  for (let i = 0; i < decisions.length; i += 400) {
    const part = decisions.slice(i, i + 400);
    await db.execute(sql`
      update posts p set status_reason = v.reason, status_note = v.note, moderated_at = v.at::timestamptz,
        moderated_by = ${adminId}::uuid
      from (values ${sql.join(
        part.map((d) => sql`(${d.post.id}::uuid, ${d.reason}, ${d.note}, ${d.when.toISOString()})`),
        sql`, `,
      )}) as v(id, reason, note, at)
      where p.id = v.id
    `);
  }
  await insertAll(
    db,
    auditLogs,
    decisions.map((d) => {
      const verb =
        d.post.status === 'ACTIVE' ? 'approve' : d.post.status === 'REJECTED' ? 'reject' : 'suspend';
      return {
        ...auditRow(adminId, {
          entity: 'post',
          verb,
          entityId: d.post.id,
          before: { status: verb === 'suspend' ? 'ACTIVE' : 'PENDING', statusReason: null, statusNote: null },
          after: { status: d.post.status, statusReason: d.reason, statusNote: d.note },
        }),
        createdAt: d.when,
      };
    }),
  );
  await insertAll(
    db,
    userNotifications,
    decisions
      .filter((d) => d.post.status !== 'ACTIVE')
      .map((d) => ({
        userId: d.post.user_id,
        titleVi: d.post.status === 'REJECTED' ? 'Tin đăng không được duyệt' : 'Tin đăng bị tạm ngưng',
        titleEn: d.post.status === 'REJECTED' ? 'Your post was not approved' : 'Your post is suspended',
        contentVi: `Tin đăng "${titleOf.get(d.post.id) ?? d.post.title}". Lý do: ${d.note ?? ''}`,
        contentEn: `Your post "${titleOf.get(d.post.id) ?? d.post.title}". Reason: ${d.reason ? POST_REASON_NOTES[d.reason].en : ''}`,
        targetScreen: 'post detail',
        targetId: d.post.id,
        createdAt: d.when,
      })),
  );

  // --- more reports: a few posts reported several times, a few pending ones reported --------
  const sellers = [...new Set(all.map((p) => p.user_id))];
  const reported = rng.sample(
    all.filter((p) => p.status === 'ACTIVE'),
    10,
  );
  const pendingReported = rng.sample(
    all.filter((p) => p.status === 'PENDING'),
    3,
  );
  await insertAll(
    db,
    reportPosts,
    [...reported, ...pendingReported].flatMap((p) =>
      Array.from({ length: rng.int(2, 4) }, () => {
        const reason = rng.pick(reportReasons);
        const createdAt = ctx.after(at(p.created_at, 120), 30);
        return {
          postId: p.id,
          userId: rng.pick(sellers.filter((s) => s !== p.user_id)),
          reason,
          type: reason,
          content: REPORT_NOTES[reason],
          createdAt,
          updatedAt: createdAt,
        };
      }),
    ),
  );
  await db.execute(sql`update posts set is_report = true where id in (select post_id from report_posts)`);

  // --- feedback with screenshots ------------------------------------------------------------
  if (screens.length) {
    const rows = await db
      .select({ id: feedbacks.id })
      .from(feedbacks)
      .orderBy(feedbacks.createdAt, feedbacks.id);
    for (const row of rows.filter((_, i) => i % 3 === 0)) {
      const images = rng.sample(
        screens.map((s) => s.id),
        rng.int(1, 2),
      );
      await db.execute(
        sql`update feedbacks set images = ${`{${images.join(',')}}`}::uuid[] where id = ${row.id}`,
      );
    }
  }
  ctx.log(
    `seed: post photos (${cars.length + hidden.length}), ${editPending.length} pending edits, ${decisions.length} decisions, reports on ${reported.length + pendingReported.length} more posts`,
  );
}

const REPORT_NOTES: Record<(typeof reportReasons)[number], string> = {
  FRAUD: 'Người bán đòi chuyển khoản đặt cọc qua số tài khoản cá nhân.',
  CAR_STOLEN: 'Xe có dấu hiệu bị đục lại số khung.',
  INVALID_SELLER: 'Người bán không phải chủ xe, không có giấy tờ.',
  INCORRECT_INFORMATION: 'Ảnh chụp không phải chiếc xe trong tin.',
  OTHERS: 'Tin đăng lại nhiều lần trong ngày.',
  OBJECTIONABLE_CONTENT: 'Mô tả có lời lẽ không phù hợp.',
};
