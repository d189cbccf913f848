ALTER TABLE "ptm_attendees" ADD COLUMN "attended" boolean;--> statement-breakpoint
ALTER TABLE "ptm_schedules" ADD COLUMN "attendance_marked_at" timestamp with time zone;