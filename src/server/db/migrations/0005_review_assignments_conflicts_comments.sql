CREATE TABLE "review_assignments" (
	"submission_id" varchar(36) NOT NULL,
	"reviewer_mobile" varchar(10) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "review_assignments_submission_id_reviewer_mobile_pk" PRIMARY KEY("submission_id","reviewer_mobile")
);
--> statement-breakpoint
CREATE TABLE "review_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" varchar(36) NOT NULL,
	"author_mobile" varchar(10) NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_conflicts" (
	"submission_id" varchar(36) NOT NULL,
	"reviewer_mobile" varchar(10) NOT NULL,
	"reason" text NOT NULL,
	"declared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_conflicts_submission_id_reviewer_mobile_pk" PRIMARY KEY("submission_id","reviewer_mobile")
);
--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_conflicts" ADD CONSTRAINT "review_conflicts_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_assignments_reviewer_idx" ON "review_assignments" USING btree ("reviewer_mobile");--> statement-breakpoint
CREATE INDEX "review_comments_submission_idx" ON "review_comments" USING btree ("submission_id","created_at");