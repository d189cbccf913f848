ALTER TABLE "students" DROP CONSTRAINT "students_org_id_organisations_id_fk";
--> statement-breakpoint
-- The students' organisation, checked once per statement with their centres and batches (0005) instead of by a FOREIGN
-- KEY constraint, which ran one lookup per row: 0.3 s of a 100,000-row create's INSERT on PostgreSQL, 0.5 s on PGlite.
-- Same guarantees and error code (23503): the organisations, centres and batches the rows name are locked FOR KEY
-- SHARE, as a foreign key locks them, and a value that names none fails the statement. The rows are read once for all
-- three (0005 read them four times for two: a pass over 100,000 rows is some 30 ms), and one loop checks each kind.
CREATE OR REPLACE FUNCTION students_check_refs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ref record;
  orgs integer[];
  centre_ids integer[];
  batch_ids integer[];
  missing integer;
BEGIN
  SELECT array_agg(DISTINCT org_id), array_agg(DISTINCT centre_id), array_agg(DISTINCT batch_id) FILTER (WHERE batch_id IS NOT NULL)
    INTO orgs, centre_ids, batch_ids FROM new_rows;
  FOR ref IN SELECT * FROM (VALUES ('org_id', 'organisations', orgs), ('centre_id', 'centres', centre_ids), ('batch_id', 'batches', batch_ids)) v(col, tab, ids) LOOP
    EXECUTE format('SELECT 1 FROM %I WHERE id = ANY ($1) ORDER BY id FOR KEY SHARE', ref.tab) USING ref.ids;
    EXECUTE format('SELECT k FROM unnest($1) k WHERE NOT EXISTS (SELECT 1 FROM %I t WHERE t.id = k) LIMIT 1', ref.tab) INTO missing USING ref.ids;
    IF missing IS NOT NULL THEN
      RAISE EXCEPTION 'insert or update on table "students" violates foreign key constraint "students_%_%_id_fk"', ref.col, ref.tab
        USING ERRCODE = 'foreign_key_violation', DETAIL = format('Key (%s)=(%s) is not present in table "%s".', ref.col, missing, ref.tab);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The other side, for organisations as 0005 did it for centres and batches (now one function for the three): a row
-- that students still name can be neither deleted, nor given another id, nor truncated away.
CREATE OR REPLACE FUNCTION students_guard_refs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text := CASE TG_TABLE_NAME WHEN 'organisations' THEN 'org_id' WHEN 'centres' THEN 'centre_id' ELSE 'batch_id' END;
  held integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('SELECT %1$I FROM students WHERE %1$I IS NOT NULL LIMIT 1', col) INTO held;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT %1$I FROM students WHERE %1$I IN (SELECT id FROM old_rows) LIMIT 1', col) INTO held;
  ELSE
    EXECUTE format('SELECT %1$I FROM students WHERE %1$I IN (SELECT id FROM old_rows EXCEPT SELECT id FROM new_rows) LIMIT 1', col) INTO held;
  END IF;
  IF held IS NOT NULL THEN
    RAISE EXCEPTION 'update or delete on table "%" violates foreign key constraint "students_%_%_id_fk" on table "students"', TG_TABLE_NAME, col, TG_TABLE_NAME
      USING ERRCODE = 'foreign_key_violation', DETAIL = format('Key (id)=(%s) is still referenced from table "students".', held);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER students_refs_organisations_delete AFTER DELETE ON organisations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION students_guard_refs();
--> statement-breakpoint
CREATE TRIGGER students_refs_organisations_update AFTER UPDATE ON organisations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION students_guard_refs();
--> statement-breakpoint
CREATE TRIGGER students_refs_organisations_truncate BEFORE TRUNCATE ON organisations FOR EACH STATEMENT EXECUTE FUNCTION students_guard_refs();
