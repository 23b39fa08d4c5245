CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "roles_code_uq" ON "roles" USING btree ("code");--> statement-breakpoint
-- The built-in roles (issue 26 §2), on every database. Their permission sets are written again from
-- src/rules/permissions.ts (BUILT_IN_ROLES) at every start, so these are only the sets of today.
INSERT INTO "roles" ("code", "name", "built_in", "permissions") VALUES
  ('SUPPER_ADMIN', 'Admin', true, ARRAY[
    'dashboard.read', 'members.read', 'members.write', 'transfers.read', 'transfers.approve',
    'packages.read', 'packages.write', 'packages.delete', 'notifications.read', 'notifications.send',
    'posts.read', 'posts.write', 'posts.moderate', 'reviews.read', 'reviews.write', 'reviews.delete',
    'avatars.read', 'avatars.write', 'avatars.delete', 'demands.read', 'demands.write', 'demands.delete',
    'cars.read', 'cars.write', 'cars.delete', 'contests.read', 'contests.write', 'marketPrice.read',
    'marketPrice.write', 'settings.read', 'settings.write', 'settings.delete', 'learning.read',
    'learning.write', 'learning.delete', 'feedback.read', 'feedback.delete', 'media.read', 'media.delete',
    'banners.read', 'banners.write', 'banners.delete', 'services.read', 'services.write', 'services.delete'
  ]::text[]),
  ('MODERATOR', 'Moderator', true, ARRAY[
    'posts.read', 'posts.moderate', 'feedback.read', 'feedback.delete', 'members.read'
  ]::text[]),
  ('FINANCE', 'Finance', true, ARRAY[
    'dashboard.read', 'transfers.read', 'transfers.approve', 'packages.read', 'packages.write',
    'packages.delete', 'members.read'
  ]::text[]),
  ('CONTENT_EDITOR', 'Content editor', true, ARRAY[
    'reviews.read', 'reviews.write', 'reviews.delete', 'avatars.read', 'avatars.write', 'avatars.delete',
    'banners.read', 'banners.write', 'banners.delete', 'contests.read', 'contests.write', 'cars.read',
    'cars.write', 'cars.delete', 'marketPrice.read', 'marketPrice.write', 'settings.read', 'settings.write',
    'settings.delete', 'learning.read', 'learning.write', 'learning.delete', 'media.read', 'media.delete'
  ]::text[]),
  ('SUPPORT', 'Support', true, ARRAY['members.read', 'posts.read', 'feedback.read', 'transfers.read']::text[]);
--> statement-breakpoint
-- Until now an admin whose authority was anything but SUPPER_ADMIN could do nothing: such an authority
-- becomes a custom role holding no permission, so it still opens nothing.
INSERT INTO "roles" ("code", "name", "permissions")
  SELECT DISTINCT "authority", "authority", '{}'::text[] FROM "admins"
  WHERE "authority" NOT IN (SELECT "code" FROM "roles");
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role_id" uuid;--> statement-breakpoint
UPDATE "admins" SET "role_id" = "roles"."id" FROM "roles" WHERE "roles"."code" = "admins"."authority";--> statement-breakpoint
ALTER TABLE "admins" ALTER COLUMN "role_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admins_role_id_idx" ON "admins" USING btree ("role_id");--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "authority";