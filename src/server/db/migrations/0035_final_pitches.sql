-- The live final: its pitches, each opened and closed by the organiser, its score revealed on the big screen or
-- not. At most one pitch of a final is on stage (the partial unique index), decided by the database for every process.
-- A round's kind says whether reviewers review it or judges score it live.
CREATE TABLE "final_pitches" (
	"round_id" integer NOT NULL,
	"submission_id" varchar(36) NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "final_pitches_round_id_submission_id_pk" PRIMARY KEY("round_id","submission_id")
);
--> statement-breakpoint
ALTER TABLE "review_rounds" ADD COLUMN "kind" text DEFAULT 'review' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_rounds" ADD COLUMN "ranking_revealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "final_pitches" ADD CONSTRAINT "final_pitches_round_id_review_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."review_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_pitches" ADD CONSTRAINT "final_pitches_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "final_pitches_one_on_stage" ON "final_pitches" USING btree ("round_id") WHERE "final_pitches"."closed_at" is null;