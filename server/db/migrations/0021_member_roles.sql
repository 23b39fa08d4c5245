-- Members' roles (users.roles: the notification audiences of SPEC §6 and the Members list's type filter)
-- follow what members are in the data, instead of being set once and left (docs/notifications.md, "Who
-- receives"). Until now nothing kept them: the demo drew them at random, and a member who posted a car
-- stayed out of the Seller audience.
--
--   SELLER                a post whose status is not DETELED
--   GARAGE_OWNER          owns a garage or salon listing (garages.user_id), whatever its moderation status
--   PARKING_OWNER         owns a parking listing (parkings.user_id), whatever its moderation status
--   LEARN_DRIVER_LICENSE  an active package of type NO_ADS_THEORY_AND_SIMULATION (the theory and
--                         simulation part of the app; the database keeps no per-member learning progress)
--   BUYER                 a buying demand still open: NEW, FOLLOWING or CONSIDERING
--   CAR_OWNERSHIP         a buying demand closed as HAD_A_CAR ('Đã có xe')
--
-- Statement-level triggers on those five tables recompute the roles of the members a statement touched,
-- for every writer (API, seed, bulk SQL), so reading an audience stays one GIN-indexed containment test on
-- users. `select member_roles_rebuild()` recomputes every member, e.g. after a restore without triggers.
CREATE OR REPLACE FUNCTION "member_roles_of"(uid uuid) RETURNS text[] LANGUAGE sql STABLE
  RETURN array_remove(ARRAY[
    CASE WHEN EXISTS (SELECT 1 FROM posts p WHERE p.user_id = uid AND p.status <> 'DETELED') THEN 'SELLER' END,
    CASE WHEN EXISTS (SELECT 1 FROM garages g WHERE g.user_id = uid) THEN 'GARAGE_OWNER' END,
    CASE WHEN EXISTS (SELECT 1 FROM parkings k WHERE k.user_id = uid) THEN 'PARKING_OWNER' END,
    CASE WHEN EXISTS (SELECT 1 FROM user_service_packages s
                      WHERE s.user_id = uid AND s.type = 'NO_ADS_THEORY_AND_SIMULATION' AND s.is_active)
         THEN 'LEARN_DRIVER_LICENSE' END,
    CASE WHEN EXISTS (SELECT 1 FROM car_buying_needs b
                      WHERE b.user_id = uid AND b.status IN ('NEW', 'FOLLOWING', 'CONSIDERING')) THEN 'BUYER' END,
    CASE WHEN EXISTS (SELECT 1 FROM car_buying_needs b WHERE b.user_id = uid AND b.status = 'HAD_A_CAR')
         THEN 'CAR_OWNERSHIP' END
  ], NULL)::text[];
--> statement-breakpoint
-- The members' rows are locked (in id order, so concurrent writers wait rather than deadlock) before their
-- roles are read: a writer that commits meanwhile (another post of the same member, say) is then seen by
-- the next statement, which takes a fresh snapshot. Without the lock, deleting a member's last post while
-- another transaction adds one could leave the member out of the Seller audience.
CREATE OR REPLACE FUNCTION "member_roles_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM users WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users u SET roles = r.roles
    FROM (SELECT x.id, member_roles_of(x.id) AS roles FROM unnest(ids) AS x(id)) r
    WHERE u.id = r.id AND u.roles IS DISTINCT FROM r.roles;
END
$$;
--> statement-breakpoint
-- One trigger function per kind of deciding column (owner and status: posts and buying demands; owner
-- alone: garages and parkings; owner, type and switch: packages): an UPDATE refreshes only the members of
-- rows whose owner or deciding column changed, so a post's edit, view count or moderation note costs
-- nothing here.
CREATE OR REPLACE FUNCTION "owner_status_member_roles_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM member_roles_refresh((SELECT array_agg(DISTINCT user_id) FROM new_rows WHERE user_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM member_roles_refresh((SELECT array_agg(DISTINCT user_id) FROM old_rows WHERE user_id IS NOT NULL));
  ELSE
    PERFORM member_roles_refresh((
      SELECT array_agg(DISTINCT v.uid) FROM new_rows n JOIN old_rows o ON o.id = n.id,
        LATERAL (VALUES (n.user_id), (o.user_id)) v(uid)
      WHERE v.uid IS NOT NULL AND (n.user_id IS DISTINCT FROM o.user_id OR n.status IS DISTINCT FROM o.status)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "owner_member_roles_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM member_roles_refresh((SELECT array_agg(DISTINCT user_id) FROM new_rows WHERE user_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM member_roles_refresh((SELECT array_agg(DISTINCT user_id) FROM old_rows WHERE user_id IS NOT NULL));
  ELSE
    PERFORM member_roles_refresh((
      SELECT array_agg(DISTINCT v.uid) FROM new_rows n JOIN old_rows o ON o.id = n.id,
        LATERAL (VALUES (n.user_id), (o.user_id)) v(uid)
      WHERE v.uid IS NOT NULL AND n.user_id IS DISTINCT FROM o.user_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_packages_member_roles_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM member_roles_refresh((SELECT array_agg(DISTINCT user_id) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM member_roles_refresh((SELECT array_agg(DISTINCT user_id) FROM old_rows));
  ELSE
    PERFORM member_roles_refresh((
      SELECT array_agg(DISTINCT v.uid) FROM new_rows n JOIN old_rows o ON o.id = n.id,
        LATERAL (VALUES (n.user_id), (o.user_id)) v(uid)
      WHERE n.user_id IS DISTINCT FROM o.user_id OR n.type IS DISTINCT FROM o.type
         OR n.is_active IS DISTINCT FROM o.is_active));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_member_roles_ins" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "owner_status_member_roles_trg"();
--> statement-breakpoint
CREATE TRIGGER "posts_member_roles_upd" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "owner_status_member_roles_trg"();
--> statement-breakpoint
CREATE TRIGGER "posts_member_roles_del" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "owner_status_member_roles_trg"();
--> statement-breakpoint
CREATE TRIGGER "garages_member_roles_ins" AFTER INSERT ON "garages" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "owner_member_roles_trg"();
--> statement-breakpoint
CREATE TRIGGER "garages_member_roles_upd" AFTER UPDATE ON "garages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "owner_member_roles_trg"();
--> statement-breakpoint
CREATE TRIGGER "garages_member_roles_del" AFTER DELETE ON "garages" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "owner_member_roles_trg"();
--> statement-breakpoint
CREATE TRIGGER "parkings_member_roles_ins" AFTER INSERT ON "parkings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "owner_member_roles_trg"();
--> statement-breakpoint
CREATE TRIGGER "parkings_member_roles_upd" AFTER UPDATE ON "parkings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "owner_member_roles_trg"();
--> statement-breakpoint
CREATE TRIGGER "parkings_member_roles_del" AFTER DELETE ON "parkings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "owner_member_roles_trg"();
--> statement-breakpoint
CREATE TRIGGER "car_buying_needs_member_roles_ins" AFTER INSERT ON "car_buying_needs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "owner_status_member_roles_trg"();
--> statement-breakpoint
CREATE TRIGGER "car_buying_needs_member_roles_upd" AFTER UPDATE ON "car_buying_needs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "owner_status_member_roles_trg"();
--> statement-breakpoint
CREATE TRIGGER "car_buying_needs_member_roles_del" AFTER DELETE ON "car_buying_needs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "owner_status_member_roles_trg"();
--> statement-breakpoint
CREATE TRIGGER "user_service_packages_member_roles_ins" AFTER INSERT ON "user_service_packages" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_packages_member_roles_trg"();
--> statement-breakpoint
CREATE TRIGGER "user_service_packages_member_roles_upd" AFTER UPDATE ON "user_service_packages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_packages_member_roles_trg"();
--> statement-breakpoint
CREATE TRIGGER "user_service_packages_member_roles_del" AFTER DELETE ON "user_service_packages" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_packages_member_roles_trg"();
--> statement-breakpoint
-- TRUNCATE fires no DELETE trigger: a truncated source table leaves every member to be recomputed.
CREATE OR REPLACE FUNCTION "member_roles_rebuild"() RETURNS void LANGUAGE sql
  BEGIN ATOMIC
    UPDATE users u SET roles = r.roles
      FROM (SELECT id, member_roles_of(id) AS roles FROM users) r
      WHERE u.id = r.id AND u.roles IS DISTINCT FROM r.roles;
  END;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "member_roles_truncate_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_roles_rebuild();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_member_roles_truncate" AFTER TRUNCATE ON "posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "member_roles_truncate_trg"();
--> statement-breakpoint
CREATE TRIGGER "garages_member_roles_truncate" AFTER TRUNCATE ON "garages"
  FOR EACH STATEMENT EXECUTE FUNCTION "member_roles_truncate_trg"();
--> statement-breakpoint
CREATE TRIGGER "parkings_member_roles_truncate" AFTER TRUNCATE ON "parkings"
  FOR EACH STATEMENT EXECUTE FUNCTION "member_roles_truncate_trg"();
--> statement-breakpoint
CREATE TRIGGER "car_buying_needs_member_roles_truncate" AFTER TRUNCATE ON "car_buying_needs"
  FOR EACH STATEMENT EXECUTE FUNCTION "member_roles_truncate_trg"();
--> statement-breakpoint
CREATE TRIGGER "user_service_packages_member_roles_truncate" AFTER TRUNCATE ON "user_service_packages"
  FOR EACH STATEMENT EXECUTE FUNCTION "member_roles_truncate_trg"();
--> statement-breakpoint
-- The roles held so far were never kept: every member's are recomputed from the data now.
SELECT member_roles_rebuild();
