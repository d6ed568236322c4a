CREATE TABLE "request_windows" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "request_windows_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "slot_leases" (
	"kind" text NOT NULL,
	"holder" text NOT NULL,
	"slot" smallint NOT NULL,
	"token" varchar(36) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "slot_leases_kind_holder_slot_pk" PRIMARY KEY("kind","holder","slot")
);
--> statement-breakpoint
ALTER TABLE "status_sms" ADD COLUMN "outcome_unknown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "decision_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "submissions_created_idx" ON "submissions" USING btree ("created_at","id");