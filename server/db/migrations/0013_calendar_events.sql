CREATE TABLE "calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"title" text NOT NULL,
	"centre_id" integer NOT NULL,
	"event_date" date NOT NULL,
	"kind" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_unique" ON "calendar_events" USING btree ("org_id","centre_id","event_date","title");--> statement-breakpoint
CREATE INDEX "calendar_events_list" ON "calendar_events" USING btree ("org_id","status","centre_id","event_date","id");--> statement-breakpoint
CREATE INDEX "calendar_events_title_trgm" ON "calendar_events" USING gin ("title" gin_trgm_ops);