-- The line's figures on the organiser dashboard (issue 25): one Korea day's tickets are read by joined_at, and a
-- booth's recent calls (the wait estimate, now read with every booth status list) by booth and time.
CREATE INDEX "queue_tickets_joined_idx" ON "queue_tickets" USING btree ("joined_at");
--> statement-breakpoint
CREATE INDEX "queue_actions_booth_at_idx" ON "queue_actions" USING btree ("booth_id","at");
