CREATE TABLE "submission_versions" (
	"submission_id" varchar(36) NOT NULL,
	"version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"files" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "submission_versions_submission_id_version_pk" PRIMARY KEY("submission_id","version")
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submission_versions" ADD CONSTRAINT "submission_versions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Applications submitted before versions were kept get their first version: what was submitted.
INSERT INTO "submission_versions" ("submission_id", "version", "answers", "files", "created_at")
SELECT s."id", 1, s."answers",
  COALESCE((SELECT jsonb_agg(jsonb_build_object('fieldName', f."field_name", 'originalName', f."original_name",
    'mimeType', f."mime_type", 'size', f."size", 'sha256', f."sha256") ORDER BY f."field_name")
    FROM "submission_files" f WHERE f."submission_id" = s."id"), '[]'::jsonb),
  s."created_at"
FROM "submissions" s;
