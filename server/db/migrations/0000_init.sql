CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"authority" text DEFAULT 'SUPPER_ADMIN' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"notification_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"thumbnail" text,
	"file_path_sm" text,
	"file_path_lg" text,
	"file_path_original" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer,
	"upload_by" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"province_code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"district_code" text NOT NULL,
	"province_code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "body_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"media_id" uuid,
	"is_display_top_search" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_purchase_cost_provinces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"province_id" uuid NOT NULL,
	"registration_fee_new_car" double precision NOT NULL,
	"registration_fee_old_car" double precision NOT NULL,
	"registry" bigint NOT NULL,
	"road_maintenance_fee" bigint NOT NULL,
	"civil_insurance" bigint NOT NULL,
	"license_plate_fee" bigint NOT NULL,
	"body_insurance_one_year" double precision NOT NULL,
	"other_cost" bigint,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"brand" uuid NOT NULL,
	"model" uuid NOT NULL,
	"slug" text NOT NULL,
	"price_car_version" bigint NOT NULL,
	"year_manufacture" integer,
	"num_kilometer_car_run" integer,
	"type_car_version" text,
	"media_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"value" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"slug" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuel_economies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"liter" double precision NOT NULL,
	"kilometer" double precision NOT NULL,
	"is_less" boolean NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuel_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"brand" uuid NOT NULL,
	"slug" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"value" integer NOT NULL,
	"fixed" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" text NOT NULL,
	"images" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"user_id" uuid,
	"email" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"bank_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"money_transfer_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_balances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"promotion" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_balances_user_id_uq" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "user_metadata" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"country_id" uuid,
	"city_id" uuid,
	"is_push_notification" boolean DEFAULT true NOT NULL,
	"is_email_notification" boolean DEFAULT true NOT NULL,
	"is_sms_notification" boolean DEFAULT false NOT NULL,
	"is_promotion_notification" boolean DEFAULT true NOT NULL,
	"total_rating" integer DEFAULT 0 NOT NULL,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'VI' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_metadata_user_id_uq" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"username" text,
	"store_name" text,
	"phone" text,
	"prefix_phone" text,
	"first_name" text,
	"last_name" text,
	"avatar" uuid,
	"dob" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"deactivate_reason" text,
	"is_withdraw" boolean DEFAULT false NOT NULL,
	"withdraw_reason" text,
	"is_active_email" boolean DEFAULT false NOT NULL,
	"is_active_phone" boolean DEFAULT false NOT NULL,
	"referral_code" text,
	"has_password" boolean DEFAULT true NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"price" bigint NOT NULL,
	"hidden_price" bigint,
	"show_hidden_price" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'VND' NOT NULL,
	"include_tax" boolean DEFAULT false NOT NULL,
	"condition" text,
	"odometer" integer,
	"year" integer,
	"reg_plate" text,
	"plate_hidden" boolean DEFAULT false NOT NULL,
	"reg_exprice" timestamp with time zone,
	"transmission" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"status_note" text,
	"description" text,
	"offer" text,
	"inspection" text,
	"plan_id" uuid,
	"plan_expried" timestamp with time zone,
	"remote_assessment" boolean DEFAULT false NOT NULL,
	"roadworthy_ceftificate" boolean DEFAULT false NOT NULL,
	"step_draft" integer,
	"country_code" text DEFAULT 'VN' NOT NULL,
	"city_id" uuid,
	"user_id" uuid NOT NULL,
	"total_view" integer DEFAULT 0 NOT NULL,
	"is_report" boolean DEFAULT false NOT NULL,
	"video_url" text,
	"media_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"hide_plate_media_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"brand_id" uuid,
	"model_id" uuid,
	"version_id" uuid,
	"body_type_id" uuid,
	"colour_id" uuid,
	"fuel_type_id" uuid,
	"fuel_economy_id" uuid,
	"driver_type_id" uuid,
	"seat_id" uuid,
	"door_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid,
	"reason" text NOT NULL,
	"content" text,
	"type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avatars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"media" uuid,
	"slug" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"ratio_width" integer NOT NULL,
	"ratio_height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position_id" uuid NOT NULL,
	"media_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"link_banner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_metas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"video_id" uuid,
	"thumbnail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"debut_day" timestamp with time zone,
	"origin" text,
	"size" text,
	"description" text,
	"image_inside_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"image_outside_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"price" bigint,
	"price_segment" text,
	"classification_by_registration" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"duration" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"no_winer" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_user_id" uuid,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"content_vi" text NOT NULL,
	"content_en" text NOT NULL,
	"type" text NOT NULL,
	"schedule" timestamp with time zone,
	"role" text,
	"target_screen" text,
	"taget_id" text,
	"user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"send_all" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"slug" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"link_video" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"slug" text NOT NULL,
	"description_vi" text,
	"description_en" text,
	"media_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"model_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"apply_type" text,
	"thumnail" text,
	"category" uuid,
	"content_vi" text,
	"content_en" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benefit_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_package_benefits" (
	"service_package_id" uuid NOT NULL,
	"benefit_item_id" uuid NOT NULL,
	CONSTRAINT "service_package_benefits_service_package_id_benefit_item_id_pk" PRIMARY KEY("service_package_id","benefit_item_id")
);
--> statement-breakpoint
CREATE TABLE "service_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"quantity" integer,
	"day" integer,
	"unit_price" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_service_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"services_id" uuid NOT NULL,
	"quantity" integer,
	"day" integer,
	"type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"total_price" bigint NOT NULL,
	"unit_price" bigint NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"expried_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_buying_needs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"user_seller_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"brand" uuid,
	"model" uuid,
	"budget" bigint,
	"vehicle_life" integer,
	"num_kilometer_car_run" integer,
	"province_id" uuid,
	"buyer_name" text,
	"phone" text,
	"is_installment_purchase" boolean DEFAULT false NOT NULL,
	"is_vehicle_inspection_service" boolean DEFAULT false NOT NULL,
	"is_insurance_consultant" boolean DEFAULT false NOT NULL,
	"is_other" boolean DEFAULT false NOT NULL,
	"description_other" text,
	"status" text DEFAULT 'NEW' NOT NULL,
	"is_customer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driving_centers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"media_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"website" text,
	"province" text,
	"district" text,
	"ward" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"total_rating" integer DEFAULT 0 NOT NULL,
	"average_rating" double precision DEFAULT 0 NOT NULL,
	"total_rating_score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"user_id" uuid,
	"description" text,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"media_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"website" text,
	"province" text,
	"district" text,
	"ward" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"kar_check" boolean DEFAULT false NOT NULL,
	"total_rating" integer DEFAULT 0 NOT NULL,
	"average_rating" double precision DEFAULT 0 NOT NULL,
	"total_rating_score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_price_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parking_id" uuid NOT NULL,
	"price" bigint NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_working_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parking_id" uuid NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"day" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parkings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"user_id" uuid,
	"slug" text NOT NULL,
	"description" text,
	"reason" text,
	"total" integer,
	"media_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"website" text,
	"province" text,
	"district" text,
	"ward" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"close_on_public_holidays" boolean DEFAULT false NOT NULL,
	"same_week_of_operation" boolean DEFAULT true NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_error_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"error_message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_simulation_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"no" integer NOT NULL,
	"parent_no" integer,
	"question_id" uuid NOT NULL,
	"minute_from" integer NOT NULL,
	"second_from" integer NOT NULL,
	"minute_to" integer NOT NULL,
	"second_to" integer NOT NULL,
	"point" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_simulation_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"questions" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_simulations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" text NOT NULL,
	"no" integer NOT NULL,
	"explain_answer" text,
	"videos" uuid,
	"images" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"explain_images" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"type" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_theories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" text NOT NULL,
	"no" integer NOT NULL,
	"explain_answer" text,
	"image_explain_answer" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"images" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"type" text[] DEFAULT '{}'::text[] NOT NULL,
	"chapters" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"answer_type" text DEFAULT 'SELECT_ONE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_theory_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"no" integer NOT NULL,
	"parent_no" integer,
	"question_id" uuid NOT NULL,
	"content" text NOT NULL,
	"correct_answer" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_signs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"symbol" text NOT NULL,
	"content" text,
	"type" text NOT NULL,
	"images" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_purchase_cost_provinces" ADD CONSTRAINT "car_purchase_cost_provinces_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_versions" ADD CONSTRAINT "car_versions_brand_brands_id_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_versions" ADD CONSTRAINT "car_versions_model_models_id_fk" FOREIGN KEY ("model") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_versions" ADD CONSTRAINT "car_versions_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_brand_brands_id_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_balances" ADD CONSTRAINT "user_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_metadata" ADD CONSTRAINT "user_metadata_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_metadata" ADD CONSTRAINT "user_metadata_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_metadata" ADD CONSTRAINT "user_metadata_city_id_provinces_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."provinces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_media_id_fk" FOREIGN KEY ("avatar") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_city_id_provinces_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."provinces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_version_id_car_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."car_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_body_type_id_body_types_id_fk" FOREIGN KEY ("body_type_id") REFERENCES "public"."body_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_fuel_type_id_fuel_types_id_fk" FOREIGN KEY ("fuel_type_id") REFERENCES "public"."fuel_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_fuel_economy_id_fuel_economies_id_fk" FOREIGN KEY ("fuel_economy_id") REFERENCES "public"."fuel_economies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_driver_type_id_driver_types_id_fk" FOREIGN KEY ("driver_type_id") REFERENCES "public"."driver_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_door_id_doors_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."doors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_posts" ADD CONSTRAINT "report_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_posts" ADD CONSTRAINT "report_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_media_media_id_fk" FOREIGN KEY ("media") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_position_id_banner_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."banner_positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_metas" ADD CONSTRAINT "car_metas_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_videos" ADD CONSTRAINT "car_videos_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_videos" ADD CONSTRAINT "car_videos_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_admin_user_id_admins_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_category_review_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."review_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_package_benefits" ADD CONSTRAINT "service_package_benefits_service_package_id_service_packages_id_fk" FOREIGN KEY ("service_package_id") REFERENCES "public"."service_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_package_benefits" ADD CONSTRAINT "service_package_benefits_benefit_item_id_benefit_items_id_fk" FOREIGN KEY ("benefit_item_id") REFERENCES "public"."benefit_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_service_packages" ADD CONSTRAINT "user_service_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_service_packages" ADD CONSTRAINT "user_service_packages_services_id_service_packages_id_fk" FOREIGN KEY ("services_id") REFERENCES "public"."service_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_buying_needs" ADD CONSTRAINT "car_buying_needs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_buying_needs" ADD CONSTRAINT "car_buying_needs_brand_brands_id_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_buying_needs" ADD CONSTRAINT "car_buying_needs_model_models_id_fk" FOREIGN KEY ("model") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_buying_needs" ADD CONSTRAINT "car_buying_needs_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garages" ADD CONSTRAINT "garages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_price_properties" ADD CONSTRAINT "parking_price_properties_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_working_times" ADD CONSTRAINT "parking_working_times_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parkings" ADD CONSTRAINT "parkings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_simulation_answers" ADD CONSTRAINT "question_simulation_answers_question_id_question_simulations_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question_simulations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_simulations" ADD CONSTRAINT "question_simulations_videos_media_id_fk" FOREIGN KEY ("videos") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_theory_answers" ADD CONSTRAINT "question_theory_answers_question_id_question_theories_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question_theories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_lower_uq" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_logs_admin_id_idx" ON "audit_logs" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_notification_id_idx" ON "mail_outbox" USING btree ("notification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_admin_id_idx" ON "refresh_tokens" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "media_upload_by_idx" ON "media" USING btree ("upload_by");--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_uq" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "districts_code_uq" ON "districts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "districts_province_code_idx" ON "districts" USING btree ("province_code");--> statement-breakpoint
CREATE UNIQUE INDEX "provinces_code_uq" ON "provinces" USING btree ("code");--> statement-breakpoint
CREATE INDEX "provinces_country_code_idx" ON "provinces" USING btree ("country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "wards_code_uq" ON "wards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "wards_district_code_idx" ON "wards" USING btree ("district_code");--> statement-breakpoint
CREATE INDEX "wards_province_code_idx" ON "wards" USING btree ("province_code");--> statement-breakpoint
CREATE UNIQUE INDEX "body_types_slug_uq" ON "body_types" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_uq" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "brands_media_id_idx" ON "brands" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "car_purchase_cost_provinces_province_id_uq" ON "car_purchase_cost_provinces" USING btree ("province_id");--> statement-breakpoint
CREATE UNIQUE INDEX "car_versions_slug_uq" ON "car_versions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "car_versions_brand_idx" ON "car_versions" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "car_versions_model_idx" ON "car_versions" USING btree ("model");--> statement-breakpoint
CREATE INDEX "car_versions_media_id_idx" ON "car_versions" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "car_versions_created_at_idx" ON "car_versions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "colours_slug_uq" ON "colours" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_types_slug_uq" ON "driver_types" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_types_slug_uq" ON "fuel_types" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "models_slug_uq" ON "models" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "models_brand_idx" ON "models" USING btree ("brand","name");--> statement-breakpoint
CREATE INDEX "feedbacks_user_id_idx" ON "feedbacks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedbacks_created_at_idx" ON "feedbacks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transactions_user_id_idx" ON "transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transactions_type_created_at_idx" ON "transactions" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "transfer_requests_status_created_at_idx" ON "transfer_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "transfer_requests_created_at_idx" ON "transfer_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transfer_requests_user_id_idx" ON "transfer_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_metadata_city_id_idx" ON "user_metadata" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "user_metadata_country_id_idx" ON "user_metadata" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_is_active_created_at_idx" ON "users" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_full_name_lower_idx" ON "users" USING btree (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')));--> statement-breakpoint
CREATE INDEX "users_avatar_idx" ON "users" USING btree ("avatar");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_uq" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "posts_status_created_at_idx" ON "posts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "posts_user_id_created_at_idx" ON "posts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "posts_brand_id_created_at_idx" ON "posts" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "posts_city_id_idx" ON "posts" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "posts_title_lower_idx" ON "posts" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "posts_model_id_idx" ON "posts" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "posts_version_id_idx" ON "posts" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "posts_body_type_id_idx" ON "posts" USING btree ("body_type_id");--> statement-breakpoint
CREATE INDEX "posts_colour_id_idx" ON "posts" USING btree ("colour_id");--> statement-breakpoint
CREATE INDEX "posts_fuel_type_id_idx" ON "posts" USING btree ("fuel_type_id");--> statement-breakpoint
CREATE INDEX "posts_fuel_economy_id_idx" ON "posts" USING btree ("fuel_economy_id");--> statement-breakpoint
CREATE INDEX "posts_driver_type_id_idx" ON "posts" USING btree ("driver_type_id");--> statement-breakpoint
CREATE INDEX "posts_seat_id_idx" ON "posts" USING btree ("seat_id");--> statement-breakpoint
CREATE INDEX "posts_door_id_idx" ON "posts" USING btree ("door_id");--> statement-breakpoint
CREATE INDEX "report_posts_post_id_idx" ON "report_posts" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "report_posts_user_id_idx" ON "report_posts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "report_posts_created_at_idx" ON "report_posts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "avatars_slug_uq" ON "avatars" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "avatars_media_idx" ON "avatars" USING btree ("media");--> statement-breakpoint
CREATE INDEX "avatars_created_at_idx" ON "avatars" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "banners_position_id_idx" ON "banners" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "car_metas_car_id_type_idx" ON "car_metas" USING btree ("car_id","type");--> statement-breakpoint
CREATE INDEX "car_videos_car_id_idx" ON "car_videos" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "car_videos_video_id_idx" ON "car_videos" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_slug_uq" ON "cars" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cars_created_at_idx" ON "cars" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contests_slug_uq" ON "contests" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "contests_created_at_idx" ON "contests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_type_created_at_idx" ON "notifications" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "notifications_admin_user_id_idx" ON "notifications" USING btree ("admin_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_categories_slug_uq" ON "review_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "review_videos_slug_uq" ON "review_videos" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "review_videos_created_at_idx" ON "review_videos" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_slug_uq" ON "reviews" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "reviews_category_created_at_idx" ON "reviews" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "benefit_items_created_at_idx" ON "benefit_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_package_benefits_benefit_item_id_idx" ON "service_package_benefits" USING btree ("benefit_item_id");--> statement-breakpoint
CREATE INDEX "service_packages_created_at_idx" ON "service_packages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_service_packages_user_id_idx" ON "user_service_packages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_service_packages_services_id_idx" ON "user_service_packages" USING btree ("services_id");--> statement-breakpoint
CREATE INDEX "user_service_packages_is_active_created_at_idx" ON "user_service_packages" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE INDEX "user_service_packages_created_at_idx" ON "user_service_packages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "car_buying_needs_created_at_idx" ON "car_buying_needs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "car_buying_needs_user_id_idx" ON "car_buying_needs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "car_buying_needs_brand_idx" ON "car_buying_needs" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "car_buying_needs_model_idx" ON "car_buying_needs" USING btree ("model");--> statement-breakpoint
CREATE INDEX "car_buying_needs_province_id_idx" ON "car_buying_needs" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "car_buying_needs_status_idx" ON "car_buying_needs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "driving_centers_slug_uq" ON "driving_centers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "driving_centers_created_at_idx" ON "driving_centers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "driving_centers_location_idx" ON "driving_centers" USING btree ("province","district","ward");--> statement-breakpoint
CREATE UNIQUE INDEX "garages_slug_uq" ON "garages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "garages_created_at_idx" ON "garages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "garages_user_id_idx" ON "garages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "garages_location_idx" ON "garages" USING btree ("province","district","ward");--> statement-breakpoint
CREATE INDEX "parking_price_properties_parking_id_idx" ON "parking_price_properties" USING btree ("parking_id");--> statement-breakpoint
CREATE INDEX "parking_working_times_parking_id_idx" ON "parking_working_times" USING btree ("parking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parkings_slug_uq" ON "parkings" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "parkings_created_at_idx" ON "parkings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "parkings_user_id_idx" ON "parkings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "parkings_location_idx" ON "parkings" USING btree ("province","district","ward");--> statement-breakpoint
CREATE INDEX "phone_error_messages_created_at_idx" ON "phone_error_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "phone_error_messages_phone_number_idx" ON "phone_error_messages" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "question_simulation_answers_question_id_idx" ON "question_simulation_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_simulation_groups_created_at_idx" ON "question_simulation_groups" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "question_simulations_no_uq" ON "question_simulations" USING btree ("no");--> statement-breakpoint
CREATE INDEX "question_simulations_videos_idx" ON "question_simulations" USING btree ("videos");--> statement-breakpoint
CREATE INDEX "question_simulations_type_idx" ON "question_simulations" USING gin ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "question_theories_no_uq" ON "question_theories" USING btree ("no");--> statement-breakpoint
CREATE INDEX "question_theories_type_idx" ON "question_theories" USING gin ("type");--> statement-breakpoint
CREATE INDEX "question_theory_answers_question_id_idx" ON "question_theory_answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "traffic_signs_slug_uq" ON "traffic_signs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "traffic_signs_type_created_at_idx" ON "traffic_signs" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "traffic_signs_created_at_idx" ON "traffic_signs" USING btree ("created_at");