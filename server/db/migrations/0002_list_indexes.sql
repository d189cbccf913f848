DROP INDEX "students_list_enrolment";--> statement-breakpoint
DROP INDEX "students_list_name";--> statement-breakpoint
DROP INDEX "students_kind_name";--> statement-breakpoint
DROP INDEX "teachers_list";--> statement-breakpoint
CREATE INDEX "students_centre_enrolment" ON "students" USING btree ("org_id","program_kind","status","centre_id","enrolment_no","id");--> statement-breakpoint
CREATE INDEX "students_centre_name" ON "students" USING btree ("org_id","program_kind","status","centre_id","name","id");--> statement-breakpoint
CREATE INDEX "students_kind_enrolment" ON "students" USING btree ("org_id","program_kind","status","enrolment_no","id");--> statement-breakpoint
CREATE INDEX "students_kind_name_id" ON "students" USING btree ("org_id","program_kind","status","name","id");--> statement-breakpoint
CREATE INDEX "students_centre_class_name" ON "students" USING btree ("org_id","program_kind","status","centre_id","class","name","id");--> statement-breakpoint
CREATE INDEX "teachers_list" ON "teachers" USING btree ("org_id","staff_kind","status","centre_id","name","id");