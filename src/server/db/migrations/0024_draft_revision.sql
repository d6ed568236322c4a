-- Draft saves name the revision they were made from, so a save from a tab or device that has not seen another's
-- save is refused (409 with the newer draft) instead of silently overwriting it. Drafts saved before count as 1.
ALTER TABLE "application_drafts" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;