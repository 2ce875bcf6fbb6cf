-- Per-address limits shared by every app process: one token bucket per key (kind and address).
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"at_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_at_idx" ON "rate_limits" USING btree ("at_ms");
--> statement-breakpoint
-- Coupons are released over the festival's opening hours (10:00-23:00 Korea time, 3 days = 39 h).
ALTER TABLE "coupons" ADD COLUMN "available_from" timestamp with time zone;
--> statement-breakpoint
-- Coupons already seeded get the same schedule the seeder gives new ones (server/services/coupon-release.ts).
UPDATE "coupons" AS c SET "available_from" = timestamptz '2025-09-24 10:00:00+09'
	+ ((s.m / 780) * interval '1 day') + ((s.m % 780) * interval '1 minute')
FROM (
	SELECT "id", ((row_number() OVER (PARTITION BY "pub_name" ORDER BY "id") - 1) * 2340
		/ count(*) OVER (PARTITION BY "pub_name"))::int AS m
	FROM "coupons"
) AS s
WHERE c."id" = s."id";
--> statement-breakpoint
CREATE INDEX "coupons_release_idx" ON "coupons" USING btree ("pub_name","available_from");
