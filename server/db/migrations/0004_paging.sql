-- Board pages and search in SQL: the listed posts (no urgent notice) newest first, per category too,
-- posts by booth (search by booth name), and a trigram index for the case-insensitive search over
-- title, writer and content (pg_trgm ships with PostgreSQL and PGlite; trusted, so the owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_list_idx" ON "posts" USING btree ("created_at" DESC, "id" DESC) WHERE NOT "is_emergency";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_category_list_idx" ON "posts" USING btree ("category", "created_at" DESC, "id" DESC) WHERE NOT "is_emergency";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_booth_idx" ON "posts" USING btree ("booth_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_search_idx" ON "posts" USING gin (("title" || E'\n' || "writer_name" || E'\n' || "content") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "booths_name_trgm_idx" ON "booths" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "booth_schedules_day_idx" ON "booth_schedules" USING btree ("day", "booth_id");
