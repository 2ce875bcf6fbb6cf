CREATE TABLE "admin_sessions" (
	"admin_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"code_lookup" text NOT NULL,
	"code_hash" text NOT NULL,
	"booth_id" integer,
	CONSTRAINT "admins_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_corners" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_likes" (
	"booth_id" integer NOT NULL,
	"visitor_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booth_likes_booth_id_visitor_id_pk" PRIMARY KEY("booth_id","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "booth_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"image_url" text,
	"is_soldout" boolean DEFAULT false NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"is_entry_fee" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"day" text NOT NULL,
	"start_time" text,
	"end_time" text
);
--> statement-breakpoint
CREATE TABLE "booths" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"location_id" integer NOT NULL,
	"image_url" text,
	"is_night" boolean DEFAULT false NOT NULL,
	"is_dorder" boolean DEFAULT false NOT NULL,
	"description" text,
	"can_usage" boolean,
	"like_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"pub_name" text NOT NULL,
	"code" text NOT NULL,
	"play_id" text,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "game_plays" (
	"id" text PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"day" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"succeeded" boolean DEFAULT false NOT NULL,
	"won" boolean DEFAULT false NOT NULL,
	"coupon_claimed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_tries" (
	"visitor_id" text NOT NULL,
	"day" text NOT NULL,
	"tries" integer NOT NULL,
	CONSTRAINT "game_tries_visitor_id_day_pk" PRIMARY KEY("visitor_id","day")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_zh" text NOT NULL,
	"pin_x" double precision NOT NULL,
	"pin_y" double precision NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"has_detail_map" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"writer_admin_id" integer,
	"writer_name" text NOT NULL,
	"booth_id" integer,
	"location" text,
	"image" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"is_emergency" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location_name" text NOT NULL,
	"image_url" text,
	"kind" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"field" text NOT NULL,
	"target_lang" text NOT NULL,
	"source_lang" text NOT NULL,
	"source_text" text NOT NULL,
	"source_checksum" text NOT NULL,
	"translated_text" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_status_ck" CHECK ("translations"."status" in ('ok', 'pending', 'error', 'stale'))
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_corners" ADD CONSTRAINT "booth_corners_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_likes" ADD CONSTRAINT "booth_likes_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_menus" ADD CONSTRAINT "booth_menus_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_schedules" ADD CONSTRAINT "booth_schedules_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booths" ADD CONSTRAINT "booths_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_play_id_game_plays_id_fk" FOREIGN KEY ("play_id") REFERENCES "public"."game_plays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_writer_admin_id_admins_id_fk" FOREIGN KEY ("writer_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_corners_booth_idx" ON "booth_corners" USING btree ("booth_id");--> statement-breakpoint
CREATE INDEX "booth_likes_visitor_idx" ON "booth_likes" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "booth_menus_booth_idx" ON "booth_menus" USING btree ("booth_id");--> statement-breakpoint
CREATE INDEX "booth_schedules_booth_idx" ON "booth_schedules" USING btree ("booth_id");--> statement-breakpoint
CREATE INDEX "booths_category_idx" ON "booths" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_play_idx" ON "coupons" USING btree ("play_id");--> statement-breakpoint
CREATE INDEX "coupons_pub_idx" ON "coupons" USING btree ("pub_name");--> statement-breakpoint
CREATE INDEX "game_plays_visitor_idx" ON "game_plays" USING btree ("visitor_id","started_at");--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stages_start_idx" ON "stages" USING btree ("start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "translations_key_uq" ON "translations" USING btree ("entity_type","entity_id","field","target_lang");