CREATE TABLE "export_leases" (
	"mobile" varchar(10) NOT NULL,
	"slot" smallint NOT NULL,
	"token" varchar(36) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "export_leases_mobile_slot_pk" PRIMARY KEY("mobile","slot")
);
--> statement-breakpoint
ALTER TABLE "status_sms" ADD COLUMN "outcome_unknown_at" timestamp with time zone;