CREATE TABLE "review_interests" (
	"round_id" integer NOT NULL,
	"submission_id" varchar(36) NOT NULL,
	"reviewer_mobile" varchar(10) NOT NULL,
	"interest" text NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_interests_round_id_submission_id_reviewer_mobile_pk" PRIMARY KEY("round_id","submission_id","reviewer_mobile")
);
--> statement-breakpoint
ALTER TABLE "review_interests" ADD CONSTRAINT "review_interests_round_id_review_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."review_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_interests" ADD CONSTRAINT "review_interests_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;