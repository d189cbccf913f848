CREATE TABLE "upload_job_change_sets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint NOT NULL,
	"record_ids" integer[] NOT NULL,
	"befores" jsonb[]
);
--> statement-breakpoint
CREATE INDEX "upload_job_change_sets_job" ON "upload_job_change_sets" USING btree ("job_id");--> statement-breakpoint
-- What undoable jobs recorded moves from a row per record to a row per statement (upload_job_change_sets, issue 28
-- item 2): each job's created records as one set, its changed records and their befores as another.
INSERT INTO "upload_job_change_sets" ("job_id", "record_ids", "befores")
  SELECT "job_id", array_agg("record_id" ORDER BY "record_id"),
    CASE WHEN bool_and("before" IS NULL) THEN NULL ELSE array_agg("before" ORDER BY "record_id") END
  FROM "upload_job_changes" GROUP BY "job_id", "before" IS NULL ORDER BY "job_id";
--> statement-breakpoint
DROP TABLE "upload_job_changes";
--> statement-breakpoint
-- The readers' view (the undo, its counts and checks, the alert re-check's scope): a row per record, the job's
-- first before of a record it wrote twice (its set came first). A filter on job_id reaches the sets' index.
CREATE VIEW "upload_job_changes" AS
  SELECT DISTINCT ON (s."job_id", c."record_id") s."job_id", c."record_id", c."before"
  FROM "upload_job_change_sets" s CROSS JOIN LATERAL unnest(s."record_ids", s."befores") AS c("record_id", "before")
  ORDER BY s."job_id", c."record_id", s."id";
