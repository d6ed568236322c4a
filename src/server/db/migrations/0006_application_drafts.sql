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
ALTER TABLE "application_draft_files" ADD CONSTRAINT "application_draft_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_drafts" ADD CONSTRAINT "application_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;