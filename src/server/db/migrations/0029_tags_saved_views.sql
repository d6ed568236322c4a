CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_mobile" varchar(10) NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" varchar(36) NOT NULL,
	"name" text NOT NULL,
	"owner_mobile" varchar(10) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" varchar(10) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_tags" ADD CONSTRAINT "submission_tags_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_name_unique" ON "saved_views" USING btree ("owner_mobile",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "submission_tags_name_unique" ON "submission_tags" USING btree ("submission_id","owner_mobile",lower("name"));--> statement-breakpoint
CREATE INDEX "submission_tags_name_idx" ON "submission_tags" USING btree (lower("name"));