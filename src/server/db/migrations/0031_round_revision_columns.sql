-- A round's first review marks the round (first_review_at) before it inserts the review. Bumping the scores' revision
-- there took the revision row before the review's key, while a concurrent review of the same application took them the
-- other way round: Postgres aborted one with a deadlock. Marking changes no score; every column that does still bumps it.
DROP TRIGGER "review_rounds_bump_revision" ON "review_rounds";--> statement-breakpoint
CREATE TRIGGER "review_rounds_bump_revision"
	AFTER INSERT OR DELETE OR UPDATE OF "name", "rubric", "reviews_per_application", "opens_at", "closes_at", "visibility", "status", "opened_at"
	ON "review_rounds"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_review_revision"();
