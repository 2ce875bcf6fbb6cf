-- Each building's detail plan as festival data (issue 22): per location an optional uploaded image (a file in the
-- uploads folder; null: the sample's drawn shapes, or a plain plan) and its booth labels' spots per festival date
-- and day/night, in percent of the plan. A location has a plan while it has a row here; locations.has_detail_map
-- follows it. The 2025 sample's plans were code until now: a database that already holds them gets their spots.
CREATE TABLE "building_plans" (
	"location_id" integer PRIMARY KEY NOT NULL REFERENCES "locations"("id") ON DELETE CASCADE,
	"image_url" text,
	"width" integer,
	"height" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_spots" (
	"location_id" integer NOT NULL REFERENCES "building_plans"("location_id") ON DELETE CASCADE,
	"booth_id" integer NOT NULL REFERENCES "booths"("id") ON DELETE CASCADE,
	"date" text NOT NULL,
	"night" boolean NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	CONSTRAINT "plan_spots_pk" PRIMARY KEY ("location_id", "booth_id", "date", "night")
);
--> statement-breakpoint
CREATE INDEX "plan_spots_booth_idx" ON "plan_spots" ("booth_id");
--> statement-breakpoint
INSERT INTO "building_plans" ("location_id", "updated_at") SELECT "id", now() FROM "locations" WHERE "has_detail_map";
--> statement-breakpoint
INSERT INTO "plan_spots" ("location_id", "booth_id", "date", "night", "x", "y")
SELECT v.loc, v.booth, v.d, v.night, v.x, v.y
FROM (VALUES
	(11, 12, '2025-09-24', false, 28, 41),
	(11, 25, '2025-09-24', false, 70, 41),
	(11, 1, '2025-09-24', true, 30, 41),
	(11, 7, '2025-09-24', true, 30, 71),
	(11, 12, '2025-09-25', false, 28, 41),
	(11, 25, '2025-09-25', false, 70, 41),
	(11, 1, '2025-09-25', true, 30, 41),
	(11, 7, '2025-09-25', true, 70, 41),
	(11, 12, '2025-09-26', false, 28, 71),
	(11, 25, '2025-09-26', false, 70, 71),
	(11, 1, '2025-09-26', true, 30, 41),
	(11, 7, '2025-09-26', true, 70, 71),
	(8, 4, '2025-09-24', true, 50, 44),
	(8, 14, '2025-09-25', false, 62, 68),
	(8, 4, '2025-09-25', true, 45, 44),
	(8, 5, '2025-09-25', true, 78, 44),
	(8, 14, '2025-09-26', false, 62, 44),
	(8, 5, '2025-09-26', true, 62, 44),
	(7, 13, '2025-09-24', false, 22, 12),
	(7, 20, '2025-09-24', false, 50, 12),
	(7, 27, '2025-09-24', false, 78, 12),
	(7, 3, '2025-09-24', true, 50, 88),
	(7, 13, '2025-09-25', false, 22, 12),
	(7, 20, '2025-09-25', false, 50, 12),
	(7, 27, '2025-09-25', false, 78, 12),
	(7, 3, '2025-09-25', true, 50, 88),
	(7, 20, '2025-09-26', false, 35, 12),
	(7, 27, '2025-09-26', false, 70, 12),
	(7, 3, '2025-09-26', true, 50, 88),
	(5, 9, '2025-09-24', true, 50, 55),
	(5, 16, '2025-09-25', false, 30, 55),
	(5, 21, '2025-09-25', false, 70, 55),
	(5, 9, '2025-09-25', true, 50, 55),
	(5, 16, '2025-09-26', false, 30, 55),
	(5, 21, '2025-09-26', false, 70, 55),
	(3, 17, '2025-09-24', false, 28, 47),
	(3, 22, '2025-09-25', false, 28, 47),
	(3, 8, '2025-09-25', true, 28, 47),
	(3, 22, '2025-09-26', false, 28, 47),
	(12, 10, '2025-09-24', true, 50, 59),
	(12, 19, '2025-09-25', false, 50, 59),
	(12, 2, '2025-09-25', true, 50, 59),
	(12, 19, '2025-09-26', false, 50, 59),
	(12, 2, '2025-09-26', true, 30, 59),
	(12, 10, '2025-09-26', true, 70, 59),
	(17, 15, '2025-09-24', false, 50, 76),
	(17, 15, '2025-09-25', false, 30, 76),
	(17, 24, '2025-09-25', false, 72, 76),
	(17, 15, '2025-09-26', false, 25, 76),
	(17, 24, '2025-09-26', false, 52, 76),
	(17, 26, '2025-09-26', false, 78, 76),
	(4, 18, '2025-09-24', false, 30, 62),
	(4, 23, '2025-09-24', false, 70, 62),
	(4, 6, '2025-09-24', true, 50, 62),
	(4, 18, '2025-09-25', false, 30, 62),
	(4, 23, '2025-09-25', false, 70, 62),
	(4, 18, '2025-09-26', false, 50, 62),
	(4, 6, '2025-09-26', true, 30, 62),
	(4, 11, '2025-09-26', true, 70, 62)
) AS v(loc, booth, d, night, x, y)
JOIN "building_plans" p ON p."location_id" = v.loc
JOIN "booths" b ON b."id" = v.booth AND b."location_id" = v.loc;
