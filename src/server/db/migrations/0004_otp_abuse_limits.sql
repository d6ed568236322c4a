CREATE TABLE "otp_hours" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"verified" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pow_spent" (
	"signature" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_budget_days" (
	"day" varchar(10) PRIMARY KEY NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "otp_sends" ADD COLUMN "prefix" varchar(6) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "otp_sends_prefix_idx" ON "otp_sends" USING btree ("prefix","sent_at");--> statement-breakpoint
CREATE INDEX "otp_sends_sent_idx" ON "otp_sends" USING btree ("sent_at");