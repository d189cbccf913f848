CREATE TABLE "alert_actionables" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"assigned_user_id" integer NOT NULL,
	"centre_id" integer,
	"priority_level" smallint DEFAULT 3 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"is_viewed" boolean DEFAULT false NOT NULL,
	"viewed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"escalation_level" smallint DEFAULT 0 NOT NULL,
	"escalated_at" timestamp with time zone,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accuracy" jsonb
);
--> statement-breakpoint
CREATE TABLE "alert_counts" (
	"assigned_user_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"status" text NOT NULL,
	"event_key" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "alert_counts_assigned_user_id_centre_id_status_event_key_pk" PRIMARY KEY("assigned_user_id","centre_id","status","event_key")
);
--> statement-breakpoint
CREATE TABLE "alert_escalation_counts" (
	"escalated_to_user_id" integer NOT NULL,
	"assigned_user_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"open" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "alert_escalation_counts_escalated_to_user_id_assigned_user_id_centre_id_open_pk" PRIMARY KEY("escalated_to_user_id","assigned_user_id","centre_id","open")
);
--> statement-breakpoint
CREATE TABLE "alert_escalation_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"centre_id" integer,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_escalations" (
	"id" serial PRIMARY KEY NOT NULL,
	"actionable_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"escalated_to_user_id" integer NOT NULL,
	"escalated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"assigned_user_id" integer NOT NULL,
	"centre_id" integer,
	"open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"priority_level" smallint DEFAULT 3 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"escalation_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "alert_settings_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
ALTER TABLE "alert_actionables" ADD CONSTRAINT "alert_actionables_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_actionables" ADD CONSTRAINT "alert_actionables_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_actionables" ADD CONSTRAINT "alert_actionables_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_escalation_recipients" ADD CONSTRAINT "alert_escalation_recipients_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_escalation_recipients" ADD CONSTRAINT "alert_escalation_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_escalations" ADD CONSTRAINT "alert_escalations_actionable_id_alert_actionables_id_fk" FOREIGN KEY ("actionable_id") REFERENCES "public"."alert_actionables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_escalations" ADD CONSTRAINT "alert_escalations_escalated_to_user_id_users_id_fk" FOREIGN KEY ("escalated_to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_escalations" ADD CONSTRAINT "alert_escalations_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_escalations" ADD CONSTRAINT "alert_escalations_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_actionables_user_status_created" ON "alert_actionables" USING btree ("assigned_user_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_actionables_centre_status_created" ON "alert_actionables" USING btree ("centre_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_actionables_status_created" ON "alert_actionables" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_actionables_status_priority" ON "alert_actionables" USING btree ("status","priority_level","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_actionables_user_pending" ON "alert_actionables" USING btree ("assigned_user_id") WHERE "alert_actionables"."status" = 'open' and "alert_actionables"."is_viewed" = false;--> statement-breakpoint
CREATE INDEX "alert_actionables_centre_pending" ON "alert_actionables" USING btree ("centre_id") WHERE "alert_actionables"."status" = 'open' and "alert_actionables"."is_viewed" = false;--> statement-breakpoint
CREATE INDEX "alert_actionables_escalatable" ON "alert_actionables" USING btree ("event_key","escalation_level","is_viewed","created_at") WHERE "alert_actionables"."status" = 'open' and "alert_actionables"."escalation_level" < 2;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_escalation_recipients_level_centre" ON "alert_escalation_recipients" USING btree ("level",coalesce("centre_id", 0));--> statement-breakpoint
CREATE INDEX "alert_escalation_recipients_user" ON "alert_escalation_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_escalations_actionable_level" ON "alert_escalations" USING btree ("actionable_id","level");--> statement-breakpoint
CREATE INDEX "alert_escalations_to_open_at" ON "alert_escalations" USING btree ("escalated_to_user_id","open","escalated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_escalations_assignee_open_at" ON "alert_escalations" USING btree ("assigned_user_id","open","escalated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_escalations_centre_open_at" ON "alert_escalations" USING btree ("centre_id","open","escalated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_escalations_open_at" ON "alert_escalations" USING btree ("open","escalated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- alert_counts and alert_escalation_counts are kept exact by statement-level triggers, as student_counts (0003): one
-- grouped upsert per statement, however many rows it touched, in the statement's own transaction, keys in order.
CREATE FUNCTION alert_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO alert_counts AS c (assigned_user_id, centre_id, status, event_key, n)
      SELECT assigned_user_id, coalesce(centre_id, 0), status, event_key, count(*) FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (assigned_user_id, centre_id, status, event_key) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO alert_counts AS c (assigned_user_id, centre_id, status, event_key, n)
      SELECT assigned_user_id, coalesce(centre_id, 0), status, event_key, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (assigned_user_id, centre_id, status, event_key) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO alert_counts AS c (assigned_user_id, centre_id, status, event_key, n)
      SELECT assigned_user_id, centre_id, status, event_key, sum(d) FROM (
        SELECT assigned_user_id, coalesce(centre_id, 0) AS centre_id, status, event_key, 1 AS d FROM new_rows
        UNION ALL
        SELECT assigned_user_id, coalesce(centre_id, 0) AS centre_id, status, event_key, -1 AS d FROM old_rows) x
      GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (assigned_user_id, centre_id, status, event_key) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION alert_escalation_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO alert_escalation_counts AS c (escalated_to_user_id, assigned_user_id, centre_id, open, n)
      SELECT escalated_to_user_id, assigned_user_id, coalesce(centre_id, 0), open, count(*) FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (escalated_to_user_id, assigned_user_id, centre_id, open) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO alert_escalation_counts AS c (escalated_to_user_id, assigned_user_id, centre_id, open, n)
      SELECT escalated_to_user_id, assigned_user_id, coalesce(centre_id, 0), open, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (escalated_to_user_id, assigned_user_id, centre_id, open) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO alert_escalation_counts AS c (escalated_to_user_id, assigned_user_id, centre_id, open, n)
      SELECT escalated_to_user_id, assigned_user_id, centre_id, open, sum(d) FROM (
        SELECT escalated_to_user_id, assigned_user_id, coalesce(centre_id, 0) AS centre_id, open, 1 AS d FROM new_rows
        UNION ALL
        SELECT escalated_to_user_id, assigned_user_id, coalesce(centre_id, 0) AS centre_id, open, -1 AS d FROM old_rows) x
      GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (escalated_to_user_id, assigned_user_id, centre_id, open) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION alert_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'alert_actionables' THEN DELETE FROM alert_counts; ELSE DELETE FROM alert_escalation_counts; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER alert_counts_insert AFTER INSERT ON alert_actionables REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION alert_counts_apply();
--> statement-breakpoint
CREATE TRIGGER alert_counts_update AFTER UPDATE ON alert_actionables REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION alert_counts_apply();
--> statement-breakpoint
CREATE TRIGGER alert_counts_delete AFTER DELETE ON alert_actionables REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION alert_counts_apply();
--> statement-breakpoint
CREATE TRIGGER alert_counts_truncate AFTER TRUNCATE ON alert_actionables FOR EACH STATEMENT EXECUTE FUNCTION alert_counts_truncate();
--> statement-breakpoint
CREATE TRIGGER alert_escalation_counts_insert AFTER INSERT ON alert_escalations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION alert_escalation_counts_apply();
--> statement-breakpoint
CREATE TRIGGER alert_escalation_counts_update AFTER UPDATE ON alert_escalations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION alert_escalation_counts_apply();
--> statement-breakpoint
CREATE TRIGGER alert_escalation_counts_delete AFTER DELETE ON alert_escalations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION alert_escalation_counts_apply();
--> statement-breakpoint
CREATE TRIGGER alert_escalation_counts_truncate AFTER TRUNCATE ON alert_escalations FOR EACH STATEMENT EXECUTE FUNCTION alert_counts_truncate();
