-- The campus map as festival data (issue 22): one uploaded image (a file in the uploads folder) and each
-- location's pin on it as fractions of the image (0..1; null: not placed). pin_x/pin_y stay the built-in
-- 2025 art's pins (percent), which the sample festival keeps drawing while no image is uploaded.
CREATE TABLE "campus_map" (
	"id" integer PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "map_x" double precision;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "map_y" double precision;
