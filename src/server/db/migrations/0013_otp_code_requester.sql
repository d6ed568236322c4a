ALTER TABLE "otp_codes" ADD COLUMN "requester_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "others_attempts" integer DEFAULT 0 NOT NULL;