ALTER TABLE "students" DROP CONSTRAINT "students_org_id_organisations_id_fk";
--> statement-breakpoint
-- The students' organisation, checked once per statement with their centres and batches (0005) instead of by a FOREIGN
-- KEY constraint, which ran one lookup per row: 0.3 s of a 100,000-row create's INSERT on PostgreSQL, 0.5 s on PGlite.
-- Same guarantees and error code (23503): the organisations, centres and batches the rows name are locked FOR KEY
-- SHARE, as a foreign key locks them, and a value that names none fails the statement. The rows are read once for all
-- three (0005 read them four times for two: a pass over 100,000 rows is some 30 ms).
CREATE OR REPLACE FUNCTION students_check_refs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs integer[];
  centre_ids integer[];
  batch_ids integer[];
  missing integer;
BEGIN
  SELECT array_agg(DISTINCT org_id), array_agg(DISTINCT centre_id), array_agg(DISTINCT batch_id) FILTER (WHERE batch_id IS NOT NULL)
    INTO orgs, centre_ids, batch_ids FROM new_rows;
  PERFORM 1 FROM organisations WHERE id = ANY (orgs) ORDER BY id FOR KEY SHARE;
  SELECT k INTO missing FROM unnest(orgs) k WHERE NOT EXISTS (SELECT 1 FROM organisations o WHERE o.id = k) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'insert or update on table "students" violates foreign key constraint "students_org_id_organisations_id_fk"'
      USING ERRCODE = 'foreign_key_violation', DETAIL = format('Key (org_id)=(%s) is not present in table "organisations".', missing);
  END IF;
  PERFORM 1 FROM centres WHERE id = ANY (centre_ids) ORDER BY id FOR KEY SHARE;
  SELECT k INTO missing FROM unnest(centre_ids) k WHERE NOT EXISTS (SELECT 1 FROM centres c WHERE c.id = k) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'insert or update on table "students" violates foreign key constraint "students_centre_id_centres_id_fk"'
      USING ERRCODE = 'foreign_key_violation', DETAIL = format('Key (centre_id)=(%s) is not present in table "centres".', missing);
  END IF;
  PERFORM 1 FROM batches WHERE id = ANY (batch_ids) ORDER BY id FOR KEY SHARE;
  SELECT k INTO missing FROM unnest(batch_ids) k WHERE NOT EXISTS (SELECT 1 FROM batches b WHERE b.id = k) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'insert or update on table "students" violates foreign key constraint "students_batch_id_batches_id_fk"'
      USING ERRCODE = 'foreign_key_violation', DETAIL = format('Key (batch_id)=(%s) is not present in table "batches".', missing);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The other side: an organisation that students still name can be neither deleted, nor given another id, nor
-- truncated away (students_org_enrolment, on (org_id, ...), finds them).
CREATE FUNCTION students_guard_org() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    SELECT org_id INTO held FROM students LIMIT 1;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT org_id INTO held FROM students WHERE org_id IN (SELECT id FROM old_rows) LIMIT 1;
  ELSE
    SELECT org_id INTO held FROM students WHERE org_id IN (SELECT id FROM old_rows EXCEPT SELECT id FROM new_rows) LIMIT 1;
  END IF;
  IF FOUND THEN
    RAISE EXCEPTION 'update or delete on table "organisations" violates foreign key constraint "students_org_id_organisations_id_fk" on table "students"'
      USING ERRCODE = 'foreign_key_violation', DETAIL = format('Key (id)=(%s) is still referenced from table "students".', held);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER students_refs_organisations_delete AFTER DELETE ON organisations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION students_guard_org();
--> statement-breakpoint
CREATE TRIGGER students_refs_organisations_update AFTER UPDATE ON organisations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION students_guard_org();
--> statement-breakpoint
CREATE TRIGGER students_refs_organisations_truncate BEFORE TRUNCATE ON organisations FOR EACH STATEMENT EXECUTE FUNCTION students_guard_org();
