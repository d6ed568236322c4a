CREATE TABLE "invite_sms_days" (
	"inviter_id" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "invite_sms_days_inviter_id_day_pk" PRIMARY KEY("inviter_id","day")
);
--> statement-breakpoint
CREATE TABLE "invite_sms_numbers" (
	"inviter_id" integer NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"day" varchar(10) NOT NULL,
	"sends" integer NOT NULL,
	"last_queued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invite_sms_numbers_inviter_id_mobile_pk" PRIMARY KEY("inviter_id","mobile")
);
--> statement-breakpoint
ALTER TABLE "invite_sms_days" ADD CONSTRAINT "invite_sms_days_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_sms_numbers" ADD CONSTRAINT "invite_sms_numbers_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_sms_numbers_mobile_idx" ON "invite_sms_numbers" USING btree ("mobile");--> statement-breakpoint
-- Invites already sent keep their wait and their count, as of the India day of their last SMS.
INSERT INTO "invite_sms_numbers" ("inviter_id", "mobile", "day", "sends", "last_queued_at")
SELECT "inviter_id", "mobile", to_char("last_queued_at" AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD'), "sends", "last_queued_at"
FROM "cofounder_invites";--> statement-breakpoint
ALTER TABLE "cofounder_invites" DROP COLUMN "sends";--> statement-breakpoint
ALTER TABLE "cofounder_invites" DROP COLUMN "last_queued_at";