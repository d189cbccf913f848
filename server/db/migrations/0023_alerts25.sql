CREATE TABLE "alert_confirmations" (
	"event_key" text NOT NULL,
	"subject" text NOT NULL,
	"org_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" integer,
	CONSTRAINT "alert_confirmations_event_key_subject_pk" PRIMARY KEY("event_key","subject")
);
--> statement-breakpoint
ALTER TABLE "alert_actionables" ADD COLUMN "confirm" jsonb;--> statement-breakpoint
ALTER TABLE "alert_confirmations" ADD CONSTRAINT "alert_confirmations_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_confirmations" ADD CONSTRAINT "alert_confirmations_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;