CREATE TABLE "app_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_send_days" (
	"day" varchar(10) PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"submission_id" varchar(36) NOT NULL,
	"reviewer_mobile" varchar(10) NOT NULL,
	"scores" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_submission_id_reviewer_mobile_pk" PRIMARY KEY("submission_id","reviewer_mobile")
);
--> statement-breakpoint
CREATE TABLE "status_sms" (
	"status_change_id" bigint PRIMARY KEY NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"text" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"claimed_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" varchar(36) NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"changed_by" varchar(10) NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "status" text DEFAULT 'SUBMITTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_sms" ADD CONSTRAINT "status_sms_status_change_id_submission_status_changes_id_fk" FOREIGN KEY ("status_change_id") REFERENCES "public"."submission_status_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_status_changes" ADD CONSTRAINT "submission_status_changes_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "status_sms_due_idx" ON "status_sms" USING btree ("sent_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "status_changes_submission_idx" ON "submission_status_changes" USING btree ("submission_id","changed_at");--> statement-breakpoint
CREATE INDEX "submissions_status_idx" ON "submissions" USING btree ("status");