CREATE TABLE "table_writes" (
	"xid" "xid8" NOT NULL,
	"table_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_writes_xid_table_name_pk" PRIMARY KEY("xid","table_name")
);
--> statement-breakpoint
-- A clean preview's plan is kept for its submit (server/uploads/parkedSheets.ts), and the job applies it instead of
-- checking 100,000 rows again, but only when nothing the plan read has changed since the preview began reading (issue
-- 28 item 2). Each statement writing a table that a reusable planner reads records its transaction here, in that
-- transaction: a rolled-back write leaves no row, a committed one is seen by every later check. The job then asks
-- whether any recorded transaction is one the preview's snapshot did not see (pg_visible_in_snapshot): committed
-- after the preview began, or still running then. One row per transaction and table, whatever the rows touched, and
-- no row is ever updated, so concurrent writers never wait on each other here.
CREATE FUNCTION table_writes_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_writes (xid, table_name) VALUES (pg_current_xact_id(), TG_TABLE_NAME) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The tables the planners that name them read (OperationPlanner.reads); tests/server/uploads-plan-reuse.test.ts
-- checks that these are exactly those.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['centres', 'batches', 'students', 'students_duplicate_keys', 'teachers', 'staff_roles', 'subjects'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION table_writes_log()', 'table_writes_' || t, t);
  END LOOP;
END $$;
