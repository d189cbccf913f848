CREATE TABLE "principal_generation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "principal_generation" ("id", "n") VALUES (1, 0);--> statement-breakpoint
-- A signed-in request's principal (user, roles with abilities, scope centres, organisation) is cached in each server's
-- memory under this number, which the session check reads on every request. Set in the changing transaction itself,
-- it becomes visible with the change, so no server uses a principal built from older rows. Each statement takes a new
-- number from a sequence, which never hands one out twice, even after a rollback: a principal read inside a
-- transaction that later rolls back, or between two of its statements, is kept under a number no commit will show.
-- Statement-level: one bump per statement, however many rows it touched.
CREATE SEQUENCE principal_generation_seq;--> statement-breakpoint
CREATE FUNCTION principal_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE principal_generation SET n = nextval('principal_generation_seq') WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER principal_generation_organisations AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organisations" FOR EACH STATEMENT EXECUTE FUNCTION principal_generation_bump();--> statement-breakpoint
CREATE TRIGGER principal_generation_centres AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "centres" FOR EACH STATEMENT EXECUTE FUNCTION principal_generation_bump();--> statement-breakpoint
CREATE TRIGGER principal_generation_roles AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION principal_generation_bump();--> statement-breakpoint
CREATE TRIGGER principal_generation_role_abilities AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_abilities" FOR EACH STATEMENT EXECUTE FUNCTION principal_generation_bump();--> statement-breakpoint
CREATE TRIGGER principal_generation_user_roles AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION principal_generation_bump();--> statement-breakpoint
CREATE TRIGGER principal_generation_user_centres AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_centres" FOR EACH STATEMENT EXECUTE FUNCTION principal_generation_bump();--> statement-breakpoint
-- Users: the columns a principal shows (a password change or a sign-in's rehash leaves cached principals alone).
CREATE TRIGGER principal_generation_users AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "username", "first_name", "last_name", "user_type", "org_id", "scope", "is_mypat_user", "training_user" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION principal_generation_bump();
