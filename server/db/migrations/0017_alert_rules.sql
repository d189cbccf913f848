ALTER TABLE "alert_actionables" ADD COLUMN "subject_key" text;--> statement-breakpoint
ALTER TABLE "alert_actionables" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD COLUMN "thresholds" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_actionables_open_subject" ON "alert_actionables" USING btree ("event_key","subject_key") WHERE "alert_actionables"."status" = 'open' and "alert_actionables"."subject_key" is not null;--> statement-breakpoint
-- Written by hand (the time table's table is derived from its schema): the alert rules read active classes by date.
CREATE INDEX "time_table_classes_active_date" ON "time_table_classes" USING btree ("class_date","batch_id") WHERE "status" = 'active';
