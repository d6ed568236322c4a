-- The answers the workspace lists, filters and searches by, copied by the database into columns of their own whenever
-- answers are written (schema.ts, LISTED_ANSWER_COLUMNS): read out of every answer array, they cost most of a search.
ALTER TABLE "submissions" ADD COLUMN "answer_startup_name" text GENERATED ALWAYS AS (jsonb_path_query_first("answers", '$[*] ? (@.name == "startupName").value') #>> '{}') STORED;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "answer_stage" text GENERATED ALWAYS AS (jsonb_path_query_first("answers", '$[*] ? (@.name == "currentStage").value') #>> '{}') STORED;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "answer_full_name" text GENERATED ALWAYS AS (jsonb_path_query_first("answers", '$[*] ? (@.name == "fullName").value') #>> '{}') STORED;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "answer_email" text GENERATED ALWAYS AS (jsonb_path_query_first("answers", '$[*] ? (@.name == "email").value') #>> '{}') STORED;