CREATE TABLE "application_draft_files" (
	"user_id" integer NOT NULL,
	"field_name" text NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_draft_files_user_id_field_name_pk" PRIMARY KEY("user_id","field_name")
);
--> statement-breakpoint
CREATE TABLE "application_drafts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_versions" (
	"submission_id" varchar(36) NOT NULL,
	"version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"files" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "submission_versions_submission_id_version_pk" PRIMARY KEY("submission_id","version")
);
--> statement-breakpoint
DROP INDEX "submissions_user_unique";--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_draft_files" ADD CONSTRAINT "application_draft_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_drafts" ADD CONSTRAINT "application_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_versions" ADD CONSTRAINT "submission_versions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_user_live_unique" ON "submissions" USING btree ("user_id") WHERE "submissions"."status" <> 'WITHDRAWN';--> statement-breakpoint
CREATE INDEX "submissions_user_idx" ON "submissions" USING btree ("user_id","created_at");--> statement-breakpoint
-- Applications submitted before versions were kept get their first version: what was submitted.
INSERT INTO "submission_versions" ("submission_id", "version", "answers", "files", "created_at")
SELECT s."id", 1, s."answers",
  COALESCE((SELECT jsonb_agg(jsonb_build_object('fieldName', f."field_name", 'originalName', f."original_name",
    'mimeType', f."mime_type", 'size', f."size", 'sha256', f."sha256") ORDER BY f."field_name")
    FROM "submission_files" f WHERE f."submission_id" = s."id"), '[]'::jsonb),
  s."created_at"
FROM "submissions" s;
