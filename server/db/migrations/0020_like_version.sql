-- Each write of a booth's like count takes the next number of one sequence (under the booth row's lock), so a
-- process that hears of two toggles out of order, or reads the table while toggles commit, keeps the later count.
CREATE SEQUENCE "booth_like_version_seq";
--> statement-breakpoint
ALTER TABLE "booths" ADD COLUMN "like_version" bigint DEFAULT nextval('booth_like_version_seq') NOT NULL;
