CREATE TABLE "upload_job_changes" (
	"job_id" bigint NOT NULL,
	"record_id" integer NOT NULL,
	"before" jsonb,
	CONSTRAINT "upload_job_changes_job_id_record_id_pk" PRIMARY KEY("job_id","record_id")
);
--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD COLUMN "undoes_job_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_jobs_undo_once" ON "upload_jobs" USING btree ("undoes_job_id") WHERE undoes_job_id is not null and status <> 'failed';--> statement-breakpoint
CREATE INDEX "ptm_schedules_student_id" ON "ptm_schedules" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "attendance_marks_student_id" ON "attendance_marks" USING btree ("student_id");