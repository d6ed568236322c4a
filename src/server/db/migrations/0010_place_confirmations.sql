CREATE TABLE "place_confirmations" (
	"submission_id" varchar(36) PRIMARY KEY NOT NULL,
	"confirm_by" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"handed_on_at" timestamp with time zone,
	"promoted_id" varchar(36)
);
--> statement-breakpoint
ALTER TABLE "place_confirmations" ADD CONSTRAINT "place_confirmations_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_confirmations_waiting_idx" ON "place_confirmations" USING btree ("confirm_by") WHERE "place_confirmations"."answer" is null;