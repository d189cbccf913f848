-- The likely-duplicate check's mobile and email keys move out of the student row into a table of their own (issue 28
-- item 2): a transfer rewrites the student row, and with it every index of the row, and the two key indexes were a
-- quarter of a 100,000-row transfer's UPDATE. The keys are those of server/db/duplicateKeys.ts's duplicateKey: a
-- mobile by its last ten digits, an email in lower case. Kept by the triggers below, in the writing statement's own
-- transaction; the application only reads the table.
CREATE TABLE "students_duplicate_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"mobile_key" text,
	"email_id_key" text
);
--> statement-breakpoint
INSERT INTO "students_duplicate_keys" ("id", "org_id", "mobile_key", "email_id_key")
  SELECT "id", "org_id", right(replace("mobile", '+', ''), 10), lower("email_id") FROM "students";
--> statement-breakpoint
DROP INDEX "students_mobile_key";--> statement-breakpoint
DROP INDEX "students_email_id_key";--> statement-breakpoint
CREATE INDEX "students_duplicate_keys_mobile" ON "students_duplicate_keys" USING btree ("org_id","mobile_key");--> statement-breakpoint
CREATE INDEX "students_duplicate_keys_email_id" ON "students_duplicate_keys" USING btree ("org_id","email_id_key");
--> statement-breakpoint
-- A create's rows in one statement; a delete likewise (an undone create: one hash join, not a lookup per row).
CREATE FUNCTION students_duplicate_keys_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO students_duplicate_keys (id, org_id, mobile_key, email_id_key)
      SELECT id, org_id, right(replace(mobile, '+', ''), 10), lower(email_id) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM students_duplicate_keys k USING old_rows o WHERE k.id = o.id;
  ELSE
    TRUNCATE students_duplicate_keys;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An edit of a mobile or an email, row by row: such an UPDATE names those columns, and a transfer's does not, so a
-- transfer never fires it (a statement trigger with transition tables cannot be limited to some columns).
CREATE FUNCTION students_duplicate_keys_edit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE students_duplicate_keys SET org_id = NEW.org_id, mobile_key = right(replace(NEW.mobile, '+', ''), 10),
    email_id_key = lower(NEW.email_id) WHERE id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER students_duplicate_keys_insert AFTER INSERT ON students REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION students_duplicate_keys_apply();
--> statement-breakpoint
CREATE TRIGGER students_duplicate_keys_delete AFTER DELETE ON students REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION students_duplicate_keys_apply();
--> statement-breakpoint
CREATE TRIGGER students_duplicate_keys_truncate AFTER TRUNCATE ON students
  FOR EACH STATEMENT EXECUTE FUNCTION students_duplicate_keys_apply();
--> statement-breakpoint
CREATE TRIGGER students_duplicate_keys_edit AFTER UPDATE OF org_id, mobile, email_id ON students FOR EACH ROW
  WHEN (OLD.org_id IS DISTINCT FROM NEW.org_id OR OLD.mobile IS DISTINCT FROM NEW.mobile OR OLD.email_id IS DISTINCT FROM NEW.email_id)
  EXECUTE FUNCTION students_duplicate_keys_edit();
