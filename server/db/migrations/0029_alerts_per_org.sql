CREATE TABLE "alert_org_settings" (
	"org_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"priority_level" smallint,
	"escalation_rules" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "alert_org_settings_org_id_event_key_pk" PRIMARY KEY("org_id","event_key")
);
--> statement-breakpoint
DROP INDEX "alert_escalation_recipients_level_centre";--> statement-breakpoint
ALTER TABLE "alert_escalation_recipients" ADD COLUMN "org_id" integer;--> statement-breakpoint
-- A level-1 row belongs to its centre's organisation; a level-2 row to its user's (the only organisation when the
-- user has none). A row that still has none can escalate nothing in any organisation: it goes.
UPDATE "alert_escalation_recipients" r SET "org_id" = coalesce(
  (SELECT c."org_id" FROM "centres" c WHERE c."id" = r."centre_id"),
  (SELECT u."org_id" FROM "users" u WHERE u."id" = r."user_id"),
  (SELECT min(o."id") FROM "organisations" o HAVING count(*) = 1));--> statement-breakpoint
DELETE FROM "alert_escalation_recipients" WHERE "org_id" IS NULL;--> statement-breakpoint
ALTER TABLE "alert_escalation_recipients" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_org_settings" ADD CONSTRAINT "alert_org_settings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_org_settings" ADD CONSTRAINT "alert_org_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_escalation_recipients" ADD CONSTRAINT "alert_escalation_recipients_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_escalation_recipients_org_level_centre" ON "alert_escalation_recipients" USING btree ("org_id","level",coalesce("centre_id", 0));