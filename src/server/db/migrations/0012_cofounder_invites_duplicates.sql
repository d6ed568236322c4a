CREATE TABLE "cofounder_invites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" varchar(64),
	"token_expires_at" timestamp with time zone,
	"invited_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"sends" integer DEFAULT 1 NOT NULL,
	"last_queued_at" timestamp with time zone NOT NULL,
	"sms_due_at" timestamp with time zone,
	"sms_claimed_until" timestamp with time zone,
	"sms_attempts" integer DEFAULT 0 NOT NULL,
	"sms_last_error" text DEFAULT '' NOT NULL,
	"sms_sent_at" timestamp with time zone,
	CONSTRAINT "cofounder_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "submission_fingerprints" (
	"submission_id" varchar(36) NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "submission_fingerprints_submission_id_kind_value_pk" PRIMARY KEY("submission_id","kind","value")
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "duplicate_of" varchar(36);--> statement-breakpoint
ALTER TABLE "cofounder_invites" ADD CONSTRAINT "cofounder_invites_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_fingerprints" ADD CONSTRAINT "submission_fingerprints_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cofounder_invites_inviter_mobile_unique" ON "cofounder_invites" USING btree ("inviter_id","mobile");--> statement-breakpoint
CREATE INDEX "cofounder_invites_mobile_idx" ON "cofounder_invites" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "cofounder_invites_sms_due_idx" ON "cofounder_invites" USING btree ("sms_due_at");--> statement-breakpoint
CREATE INDEX "submission_fingerprints_value_idx" ON "submission_fingerprints" USING btree ("kind","value");--> statement-breakpoint
-- Fingerprints of the applications already in, as duplicates/fingerprints.ts computes them for new versions.
INSERT INTO "submission_fingerprints" ("submission_id", "kind", "value")
SELECT "id", 'name', "name" FROM (
	SELECT s."id", regexp_replace(regexp_replace(lower(coalesce(nullif((SELECT e->>'value' FROM jsonb_array_elements(s."answers") e WHERE e->>'name' = 'startupName' LIMIT 1), ''), st."name", '')), '[^a-z0-9]', '', 'g'), '(privatelimited|pvtltd|limited|ltd|llp|inc)$', '') AS "name"
	FROM "submissions" s LEFT JOIN "startups" st ON st."user_id" = s."user_id"
) n WHERE length("name") >= 3
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "submission_fingerprints" ("submission_id", "kind", "value")
SELECT "id", 'site', "host" FROM (
	SELECT s."id", regexp_replace(regexp_replace(regexp_replace(lower(trim(st."website")), '^[a-z]+://', ''), '^www\.', ''), '[/:?#].*$', '') AS "host"
	FROM "submissions" s JOIN "startups" st ON st."user_id" = s."user_id"
) h WHERE "host" LIKE '%.%' AND "host" NOT IN ('linkedin.com', 'facebook.com', 'instagram.com', 'twitter.com', 'x.com', 'youtube.com', 'github.com', 'medium.com', 'google.com', 'sites.google.com')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "submission_fingerprints" ("submission_id", "kind", "value")
SELECT "submission_id", 'file', "sha256" FROM "submission_files"
ON CONFLICT DO NOTHING;
