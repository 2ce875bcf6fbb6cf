-- Web Push for the virtual queue (issue 25; docs/queue.md): a visitor's push subscription, kept with the ticket it
-- was given for, and the notification's text in the visitor's language. Gone with its ticket; dropped when the
-- push service answers that the subscription no longer exists (404/410).
CREATE TABLE "queue_push" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queue_push" ADD CONSTRAINT "queue_push_ticket_id_queue_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."queue_tickets"("id") ON DELETE cascade ON UPDATE no action;
