CREATE TABLE "student_counts" (
	"org_id" integer NOT NULL,
	"program_kind" text NOT NULL,
	"status" text NOT NULL,
	"centre_id" integer NOT NULL,
	"class" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "student_counts_org_id_program_kind_status_centre_id_class_pk" PRIMARY KEY("org_id","program_kind","status","centre_id","class")
);
--> statement-breakpoint
-- Kept exact by statement-level triggers: one grouped upsert per statement, however many rows it touched, in the
-- statement's own transaction. Keys are taken in order, so two writers never wait on each other in a cycle.
CREATE FUNCTION student_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO student_counts AS c (org_id, program_kind, status, centre_id, class, n)
      SELECT org_id, program_kind, status, centre_id, class, count(*) FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (org_id, program_kind, status, centre_id, class) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO student_counts AS c (org_id, program_kind, status, centre_id, class, n)
      SELECT org_id, program_kind, status, centre_id, class, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (org_id, program_kind, status, centre_id, class) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO student_counts AS c (org_id, program_kind, status, centre_id, class, n)
      SELECT org_id, program_kind, status, centre_id, class, sum(d) FROM (
        SELECT org_id, program_kind, status, centre_id, class, 1 AS d FROM new_rows
        UNION ALL
        SELECT org_id, program_kind, status, centre_id, class, -1 AS d FROM old_rows) x
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (org_id, program_kind, status, centre_id, class) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION student_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM student_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER student_counts_insert AFTER INSERT ON students REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_counts_apply();
--> statement-breakpoint
CREATE TRIGGER student_counts_update AFTER UPDATE ON students REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_counts_apply();
--> statement-breakpoint
CREATE TRIGGER student_counts_delete AFTER DELETE ON students REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_counts_apply();
--> statement-breakpoint
CREATE TRIGGER student_counts_truncate AFTER TRUNCATE ON students FOR EACH STATEMENT EXECUTE FUNCTION student_counts_truncate();
--> statement-breakpoint
INSERT INTO student_counts (org_id, program_kind, status, centre_id, class, n)
  SELECT org_id, program_kind, status, centre_id, class, count(*) FROM students GROUP BY 1, 2, 3, 4, 5;
