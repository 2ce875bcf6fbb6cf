-- Characters sent to each translation provider per day (UTC), counted here so that the daily budget
-- holds across every server process sharing the database.
CREATE TABLE "translation_usage" (
	"provider" text NOT NULL,
	"day" text NOT NULL,
	"chars" bigint DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "translation_usage_pk" PRIMARY KEY("provider","day"),
	CONSTRAINT "translation_usage_chars_ck" CHECK ("translation_usage"."chars" >= 0)
);
--> statement-breakpoint
-- Rows written for entities or texts the server never held (the open resolve calls of before) go.
DELETE FROM "translations" WHERE "status" <> 'ok';
