CREATE TABLE "review_unassignments" (
	"submission_id" varchar(36) NOT NULL,
	"reviewer_mobile" varchar(10) NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	"removed_by" text NOT NULL,
	CONSTRAINT "review_unassignments_submission_id_reviewer_mobile_pk" PRIMARY KEY("submission_id","reviewer_mobile")
);
--> statement-breakpoint
ALTER TABLE "review_unassignments" ADD CONSTRAINT "review_unassignments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The conflict rule (organiser/conflict-rule.ts) also reads the applicant's and the staff's e-mail, the mobile and
-- e-mail written on the application, the startup's website and the co-founder invites: a review stops counting when
-- one of them makes it conflicted, so the cached scores must move with them too (see 0006).
CREATE TRIGGER "users_bump_review_revision" AFTER UPDATE OF "email", "mobile" ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_review_revision"();
--> statement-breakpoint
CREATE TRIGGER "startups_bump_review_revision" AFTER INSERT OR DELETE OR UPDATE OF "website" ON "startups"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_review_revision"();
--> statement-breakpoint
CREATE TRIGGER "submissions_bump_review_revision" AFTER UPDATE OF "answers", "user_id" ON "submissions"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_review_revision"();
--> statement-breakpoint
CREATE TRIGGER "cofounder_invites_bump_review_revision" AFTER INSERT OR DELETE OR UPDATE OF "status", "mobile", "inviter_id" ON "cofounder_invites"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_review_revision"();
