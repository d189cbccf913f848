CREATE TABLE "upload_previews" (
	"key" text PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"entity_kind" text NOT NULL,
	"operation" text NOT NULL,
	"centre_id" integer,
	"multi_centre" boolean NOT NULL,
	"mapping" jsonb,
	"params" jsonb,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"file_data" "bytea" NOT NULL,
	"edits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD COLUMN "original_file" "bytea";--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD COLUMN "original_file_name" text;--> statement-breakpoint
ALTER TABLE "upload_previews" ADD CONSTRAINT "upload_previews_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_previews" ADD CONSTRAINT "upload_previews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_previews_touched" ON "upload_previews" USING btree ("touched_at");