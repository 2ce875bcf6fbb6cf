-- The virtual queue (issue 25; docs/queue.md): a line per booth, a ticket per join, the admin's actions (undo).
CREATE TABLE "queue_lines" (
	"booth_id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'closed' NOT NULL,
	"party_min" integer DEFAULT 1 NOT NULL,
	"party_max" integer DEFAULT 6 NOT NULL,
	"minutes_per_party" integer DEFAULT 5 NOT NULL,
	"grace_minutes" integer DEFAULT 5 NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "queue_lines_state_ck" CHECK ("queue_lines"."state" IN ('open', 'paused', 'closed')),
	CONSTRAINT "queue_lines_party_ck" CHECK ("queue_lines"."party_min" >= 1 AND "queue_lines"."party_min" <= "queue_lines"."party_max")
);
--> statement-breakpoint
ALTER TABLE "queue_lines" ADD CONSTRAINT "queue_lines_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "queue_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"number" integer NOT NULL,
	"visitor_id" text NOT NULL,
	"party_size" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"called_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	CONSTRAINT "queue_tickets_state_ck" CHECK ("queue_tickets"."state" IN ('waiting', 'called', 'seated', 'missed', 'left'))
);
--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_booth_id_queue_lines_booth_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."queue_lines"("booth_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tickets_number_idx" ON "queue_tickets" USING btree ("booth_id","number");
--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tickets_open_idx" ON "queue_tickets" USING btree ("booth_id","visitor_id") WHERE "queue_tickets"."state" IN ('waiting', 'called');
--> statement-breakpoint
CREATE INDEX "queue_tickets_visitor_idx" ON "queue_tickets" USING btree ("visitor_id");
--> statement-breakpoint
CREATE TABLE "queue_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"admin_id" integer,
	"undone" boolean DEFAULT false NOT NULL,
	CONSTRAINT "queue_actions_action_ck" CHECK ("queue_actions"."action" IN ('call', 'seated', 'no_show'))
);
--> statement-breakpoint
ALTER TABLE "queue_actions" ADD CONSTRAINT "queue_actions_booth_id_queue_lines_booth_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."queue_lines"("booth_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "queue_actions" ADD CONSTRAINT "queue_actions_ticket_id_queue_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."queue_tickets"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "queue_actions" ADD CONSTRAINT "queue_actions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "queue_actions_booth_idx" ON "queue_actions" USING btree ("booth_id","id");
