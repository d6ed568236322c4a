DROP INDEX "submissions_user_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_user_live_unique" ON "submissions" USING btree ("user_id") WHERE "submissions"."status" <> 'WITHDRAWN';--> statement-breakpoint
CREATE INDEX "submissions_user_idx" ON "submissions" USING btree ("user_id","created_at");