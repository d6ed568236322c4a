CREATE TABLE "staff_members" (
	"mobile" varchar(10) PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"sectors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"invited_by" varchar(10) NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"invite_queued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_sms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"wording" text NOT NULL,
	"date" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sms_due_at" timestamp with time zone,
	"sms_claimed_until" timestamp with time zone,
	"sms_attempts" integer DEFAULT 0 NOT NULL,
	"sms_last_error" text DEFAULT '' NOT NULL,
	"sms_sent_at" timestamp with time zone,
	CONSTRAINT "staff_sms_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "staff_sms_due_idx" ON "staff_sms" USING btree ("sms_due_at");