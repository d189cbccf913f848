ALTER TABLE "upload_jobs" ADD COLUMN "original_file" "bytea";--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD COLUMN "original_file_name" text;