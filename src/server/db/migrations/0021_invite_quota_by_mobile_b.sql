ALTER TABLE "invite_sms_days" DROP CONSTRAINT "invite_sms_days_inviter_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invite_sms_numbers" DROP CONSTRAINT "invite_sms_numbers_inviter_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invite_sms_days" DROP CONSTRAINT "invite_sms_days_inviter_id_day_pk";--> statement-breakpoint
ALTER TABLE "invite_sms_numbers" DROP CONSTRAINT "invite_sms_numbers_inviter_id_mobile_pk";--> statement-breakpoint
ALTER TABLE "invite_sms_days" ALTER COLUMN "inviter_mobile" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_sms_numbers" ALTER COLUMN "inviter_mobile" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_sms_days" ADD CONSTRAINT "invite_sms_days_inviter_mobile_day_pk" PRIMARY KEY("inviter_mobile","day");--> statement-breakpoint
ALTER TABLE "invite_sms_numbers" ADD CONSTRAINT "invite_sms_numbers_inviter_mobile_mobile_pk" PRIMARY KEY("inviter_mobile","mobile");--> statement-breakpoint
ALTER TABLE "invite_sms_days" DROP COLUMN "inviter_id";--> statement-breakpoint
ALTER TABLE "invite_sms_numbers" DROP COLUMN "inviter_id";--> statement-breakpoint
ALTER TABLE "invite_sms_numbers" DROP COLUMN "day";--> statement-breakpoint
ALTER TABLE "invite_sms_numbers" DROP COLUMN "sends";