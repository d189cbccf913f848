CREATE TABLE "alert_rule_thresholds" (
	"org_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"thresholds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "alert_rule_thresholds_org_id_event_key_pk" PRIMARY KEY("org_id","event_key")
);
--> statement-breakpoint
ALTER TABLE "alert_rule_thresholds" ADD CONSTRAINT "alert_rule_thresholds_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rule_thresholds" ADD CONSTRAINT "alert_rule_thresholds_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;