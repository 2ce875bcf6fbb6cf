-- One admin may be logged in on several devices: a session is keyed by its token, not by its admin.
ALTER TABLE "admin_sessions" DROP CONSTRAINT "admin_sessions_pkey";--> statement-breakpoint
ALTER TABLE "admin_sessions" DROP CONSTRAINT "admin_sessions_token_hash_unique";--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_pkey" PRIMARY KEY ("token_hash");--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_idx" ON "admin_sessions" USING btree ("expires_at");
