-- The 'site' fingerprint becomes the website's registrable domain (duplicates/fingerprints.ts, websiteDomain): the last
-- two labels of the host, or three under a two-label suffix, so 'app.acme.in' matches 'acme.in'. The suffixes and the
-- shared domains are those of fingerprints.ts; backfill.test.ts checks the two agree.
DELETE FROM "submission_fingerprints" WHERE "kind" = 'site';--> statement-breakpoint
INSERT INTO "submission_fingerprints" ("submission_id", "kind", "value")
SELECT "id", 'site', "domain" FROM (
	SELECT "id", CASE
		WHEN "host" ~ '^[0-9.]+$' OR "host" ~ '(^\.|\.\.|\.$)' THEN NULL
		WHEN "host" ~ '(^|\.)(co\.in|net\.in|org\.in|firm\.in|gen\.in|ind\.in|ac\.in|edu\.in|res\.in|gov\.in|co\.uk|org\.uk|com\.au|com\.sg|github\.io|gitlab\.io|netlify\.app|vercel\.app|pages\.dev|web\.app|firebaseapp\.com|herokuapp\.com|wixsite\.com|wordpress\.com|blogspot\.com|webflow\.io|notion\.site)$' THEN substring("host" from '([^.]+\.(?:co\.in|net\.in|org\.in|firm\.in|gen\.in|ind\.in|ac\.in|edu\.in|res\.in|gov\.in|co\.uk|org\.uk|com\.au|com\.sg|github\.io|gitlab\.io|netlify\.app|vercel\.app|pages\.dev|web\.app|firebaseapp\.com|herokuapp\.com|wixsite\.com|wordpress\.com|blogspot\.com|webflow\.io|notion\.site))$')
		ELSE substring("host" from '([^.]+\.[^.]+)$')
	END AS "domain"
	FROM (
		SELECT s."id", regexp_replace(regexp_replace(lower(trim(st."website")), '^[a-z]+://', ''), '[/:?#].*$', '') AS "host"
		FROM "submissions" s JOIN "startups" st ON st."user_id" = s."user_id"
	) h
) d WHERE "domain" IS NOT NULL AND "domain" NOT IN ('linkedin.com', 'facebook.com', 'instagram.com', 'twitter.com', 'x.com', 'youtube.com', 'github.com', 'medium.com', 'google.com')
ON CONFLICT DO NOTHING;
