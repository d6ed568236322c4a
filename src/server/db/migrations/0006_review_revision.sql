-- A counter that moves with every statement changing reviews (or declared conflicts, below), so a process can cache the scores computed from all
-- reviews and know, with one cheap read, when they are stale. Kept by a trigger: no writer can forget it.
CREATE TABLE "review_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "review_revision" ("id", "revision") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_review_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "review_revision" SET "revision" = "revision" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_review_revision"();
--> statement-breakpoint
-- A declared conflict takes its reviewer's review out of every score: the cached scores must move with it too.
CREATE TRIGGER "review_conflicts_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review_conflicts"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_review_revision"();
