-- A coupon is redeemed once at its pub's counter: when, and by which admin (the name the board shows).
ALTER TABLE "coupons" ADD COLUMN "redeemed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "redeemed_by" text;
