ALTER TABLE "status_sms" ADD COLUMN "wording" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "status_sms" ADD COLUMN "vars" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Messages queued before wordings were registered go out as their status's first wording (a free-text note can no
-- longer ride in an SMS); the link, their one variable, is filled in from their old text.
UPDATE "status_sms" SET
  "wording" = CASE "c"."status" WHEN 'WITHDRAWN' THEN 'WITHDRAWN_DUPLICATE' ELSE "c"."status" END,
  "vars" = jsonb_build_object('link', coalesce(substring("status_sms"."text" from '(https?://\S+/application)'), ''))
FROM "submission_status_changes" "c"
WHERE "c"."id" = "status_sms"."status_change_id" AND "status_sms"."sent_at" IS NULL;
