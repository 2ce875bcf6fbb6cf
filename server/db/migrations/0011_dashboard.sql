-- Organiser dashboard (issue 20). Counters of cheap events (board posts read, requests by language), kept per
-- Korea hour: each process adds up its own in memory and flushes the sums every few seconds (services/dashboard.ts),
-- so no hot GET writes a row.
CREATE TABLE "dashboard_counts" (
	"kind" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_counts_pk" PRIMARY KEY("kind","key","hour")
);
--> statement-breakpoint
-- Each process's open live streams, written every few seconds; rows not refreshed lately belong to a process
-- that stopped, and are left out of "live visitors now".
CREATE TABLE "dashboard_presence" (
	"process_id" text PRIMARY KEY NOT NULL,
	"streams" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The dashboard's per-hour aggregates read one Korea day's range of these.
CREATE INDEX "booth_likes_created_idx" ON "booth_likes" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "game_plays_started_idx" ON "game_plays" USING btree ("started_at");
