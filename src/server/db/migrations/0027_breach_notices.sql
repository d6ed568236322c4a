CREATE TABLE "breach_notice_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"told_at" timestamp with time zone NOT NULL,
	"sms_due_at" timestamp with time zone,
	"sms_claimed_until" timestamp with time zone,
	"sms_attempts" integer DEFAULT 0 NOT NULL,
	"sms_last_error" text DEFAULT '' NOT NULL,
	"sms_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "breach_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"details" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" varchar(10) NOT NULL,
	CONSTRAINT "breach_notices_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "breach_notice_recipients" ADD CONSTRAINT "breach_notice_recipients_notice_id_breach_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."breach_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breach_notice_recipients" ADD CONSTRAINT "breach_notice_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "breach_notice_recipients_unique" ON "breach_notice_recipients" USING btree ("notice_id","user_id");--> statement-breakpoint
CREATE INDEX "breach_notice_recipients_sms_due_idx" ON "breach_notice_recipients" USING btree ("sms_due_at");