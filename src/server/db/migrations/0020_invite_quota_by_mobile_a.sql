CREATE TABLE "invite_recipients" (
	"mobile" varchar(10) PRIMARY KEY NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"received" integer NOT NULL,
	"opted_out_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invite_sms_days" ADD COLUMN "inviter_mobile" varchar(10);--> statement-breakpoint
ALTER TABLE "invite_sms_numbers" ADD COLUMN "inviter_mobile" varchar(10);--> statement-breakpoint
-- The counts follow the inviter's mobile from now on (an erased account's number keeps them).
UPDATE "invite_sms_days" SET "inviter_mobile" = "users"."mobile" FROM "users" WHERE "users"."id" = "invite_sms_days"."inviter_id";--> statement-breakpoint
UPDATE "invite_sms_numbers" SET "inviter_mobile" = "users"."mobile" FROM "users" WHERE "users"."id" = "invite_sms_numbers"."inviter_id";--> statement-breakpoint
-- Numbers texted in the last week start their week with the invites they already received.
INSERT INTO "invite_recipients" ("mobile", "week_start", "received")
SELECT "mobile", min("last_queued_at"), sum("sends")::int FROM "invite_sms_numbers"
WHERE "last_queued_at" > now() - interval '7 days' GROUP BY "mobile";
