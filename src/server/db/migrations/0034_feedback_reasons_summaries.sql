-- Feedback to founders and the committee's summary. A reason ticked in a review is referred to by
-- its id with ON DELETE RESTRICT, so deleting a used reason is refused by the database itself, whichever process
-- ticks it at the same moment. Released feedback is the reasons' wording as it stood at the release, kept on the
-- decision it went out with: a later rename or a later release without feedback does not change what was sent.
CREATE TABLE "feedback_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_feedback_reasons" (
	"round_id" integer NOT NULL,
	"submission_id" varchar(36) NOT NULL,
	"reviewer_mobile" varchar(10) NOT NULL,
	"reason_id" integer NOT NULL,
	CONSTRAINT "review_feedback_reasons_pk" PRIMARY KEY("round_id","submission_id","reviewer_mobile","reason_id")
);
--> statement-breakpoint
ALTER TABLE "review_feedback_reasons" ADD CONSTRAINT "review_feedback_reasons_review_fk" FOREIGN KEY ("round_id","submission_id","reviewer_mobile") REFERENCES "public"."reviews"("round_id","submission_id","reviewer_mobile") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_feedback_reasons" ADD CONSTRAINT "review_feedback_reasons_reason_id_feedback_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."feedback_reasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_feedback_reasons_reason_idx" ON "review_feedback_reasons" USING btree ("reason_id");--> statement-breakpoint
CREATE INDEX "review_feedback_reasons_submission_idx" ON "review_feedback_reasons" USING btree ("submission_id");--> statement-breakpoint
CREATE TABLE "application_summaries" (
	"submission_id" varchar(36) PRIMARY KEY NOT NULL,
	"lead_mobile" varchar(10),
	"lead_set_by" varchar(10) NOT NULL,
	"lead_set_at" timestamp with time zone NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"written_by" varchar(10),
	"written_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "application_summaries" ADD CONSTRAINT "application_summaries_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_status_changes" ADD COLUMN "feedback" jsonb;
