-- A change whose befores are few records them once per set (issue 28 item 2): a transfer's chunk of 2,500 students
-- from one centre, batch and status is one set with one `before`, where a jsonb per student cost PGlite about 0.35 s
-- and PostgreSQL about 0.1 s of a 100,000-row transfer (server/uploads/db/changes.ts). `befores` stays for changes
-- whose befores differ record by record; a set has one or the other, or neither (created records).
ALTER TABLE "upload_job_change_sets" ADD COLUMN "before" jsonb;
--> statement-breakpoint
CREATE OR REPLACE VIEW "upload_job_changes" AS
  SELECT DISTINCT ON (s."job_id", c."record_id") s."job_id", c."record_id", coalesce(c."before", s."before") AS "before"
  FROM "upload_job_change_sets" s CROSS JOIN LATERAL unnest(s."record_ids", s."befores") AS c("record_id", "before")
  ORDER BY s."job_id", c."record_id", s."id";
