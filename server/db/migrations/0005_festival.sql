-- The festival as data (contract/festival.ts): one row holding the organiser's settings as JSON. No row:
-- no festival yet (an empty start, FESTIVAL=empty), and visitors see the coming-soon page.
CREATE TABLE "festival" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "festival_one_row_ck" CHECK ("festival"."id" = 1)
);
