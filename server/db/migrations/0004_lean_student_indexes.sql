DROP INDEX "students_enrolment_prefix";--> statement-breakpoint
DROP INDEX "students_kind_enrolment";--> statement-breakpoint
DROP INDEX "students_kind_name_id";--> statement-breakpoint
DROP INDEX "students_centre_class_name";--> statement-breakpoint
DROP INDEX "students_org_enrolment";--> statement-breakpoint
DROP INDEX "students_centre_enrolment";--> statement-breakpoint
DROP INDEX "students_centre_name";--> statement-breakpoint
CREATE UNIQUE INDEX "students_org_enrolment" ON "students" USING btree ("org_id","enrolment_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_centre_enrolment" ON "students" USING btree ("org_id","program_kind","status","centre_id","enrolment_no","id","class");--> statement-breakpoint
CREATE INDEX "students_centre_name" ON "students" USING btree ("org_id","program_kind","status","centre_id","name","id","class");