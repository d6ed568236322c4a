CREATE TABLE "review_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rubric" jsonb,
	"reviews_per_application" smallint NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"visibility" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"opened_at" timestamp with time zone,
	"first_review_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL
);--> statement-breakpoint
CREATE TABLE "round_applications" (
	"round_id" integer NOT NULL,
	"submission_id" varchar(36) NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"added_by" text NOT NULL,
	CONSTRAINT "round_applications_round_id_submission_id_pk" PRIMARY KEY("round_id","submission_id")
);--> statement-breakpoint
-- The first round: an installation's reviews and assignments from before rounds are its (round_id defaults to 1).
-- Its rubric stays null until start-up copies content/review-rubric.json into it (review/rounds-startup.ts).
INSERT INTO "review_rounds" ("name", "rubric", "reviews_per_application", "visibility", "status", "opened_at", "created_at", "created_by")
	VALUES ('Review', NULL, 3, '{"othersScores":"afterOwn"}', 'open', now(), now(), 'content');--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "round_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_unassignments" ADD COLUMN "round_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "round_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_assignments" DROP CONSTRAINT "review_assignments_submission_id_reviewer_mobile_pk";--> statement-breakpoint
ALTER TABLE "review_unassignments" DROP CONSTRAINT "review_unassignments_submission_id_reviewer_mobile_pk";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_submission_id_reviewer_mobile_pk";--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_round_id_submission_id_reviewer_mobile_pk" PRIMARY KEY("round_id","submission_id","reviewer_mobile");--> statement-breakpoint
ALTER TABLE "review_unassignments" ADD CONSTRAINT "review_unassignments_round_id_submission_id_reviewer_mobile_pk" PRIMARY KEY("round_id","submission_id","reviewer_mobile");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_round_id_submission_id_reviewer_mobile_pk" PRIMARY KEY("round_id","submission_id","reviewer_mobile");--> statement-breakpoint
ALTER TABLE "round_applications" ADD CONSTRAINT "round_applications_round_id_review_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."review_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_applications" ADD CONSTRAINT "round_applications_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_rounds_one_open" ON "review_rounds" USING btree ("status") WHERE "review_rounds"."status" = 'open';--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_round_id_review_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."review_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_unassignments" ADD CONSTRAINT "review_unassignments_round_id_review_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."review_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_round_id_review_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."review_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A rubric edited changes every score of its round: the cached scores move with it (migration 0006).
CREATE TRIGGER "review_rounds_bump_revision" AFTER INSERT OR UPDATE OR DELETE ON "review_rounds"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_review_revision"();
