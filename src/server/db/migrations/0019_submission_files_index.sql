-- An application's files are read with it (its page in the workspace and the portal, each page of the export, the
-- applicant's own data): without an index every such read scanned the files of every application (3.5 ms of an
-- organiser's application page at 5,000 applications).
CREATE INDEX "submission_files_submission_idx" ON "submission_files" USING btree ("submission_id","field_name");