CREATE INDEX "students_mobile_key" ON "students" USING btree ("org_id",right(replace("mobile", '+', ''), 10));--> statement-breakpoint
CREATE INDEX "students_email_id_key" ON "students" USING btree ("org_id",lower("email_id"));--> statement-breakpoint
-- The keys' statistics at once (the lookups are planned from them; without them each looks like 5,000 rows).
ANALYZE "students";
