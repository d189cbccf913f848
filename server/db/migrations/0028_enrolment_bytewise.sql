DROP INDEX "students_org_enrolment";--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "enrolment_no" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
CREATE UNIQUE INDEX "students_org_enrolment" ON "students" USING btree ("org_id","enrolment_no");