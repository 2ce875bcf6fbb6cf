-- Booth status set by the booth's own admin (issue 20): the wait at the booth now, with when it was said.
-- A menu item's sold-out state stays in booth_menus.is_soldout (the spec field); soldout_at records when.
CREATE TABLE "booth_status" (
	"booth_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "booth_status_status_ck" CHECK ("booth_status"."status" IN ('open', 'short', 'long', 'very_long', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "booth_status" ADD CONSTRAINT "booth_status_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booth_status" ADD CONSTRAINT "booth_status_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booth_menus" ADD COLUMN "soldout_at" timestamp with time zone;
