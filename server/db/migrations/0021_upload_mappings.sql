CREATE TABLE "upload_job_mappings" (
	"job_id" bigint PRIMARY KEY NOT NULL,
	"pairs" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_mappings" (
	"org_id" integer NOT NULL,
	"entity_kind" text NOT NULL,
	"operation" text NOT NULL,
	"pairs" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_mappings_org_id_entity_kind_operation_pk" PRIMARY KEY("org_id","entity_kind","operation")
);
--> statement-breakpoint
ALTER TABLE "upload_job_mappings" ADD CONSTRAINT "upload_job_mappings_job_id_upload_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."upload_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_mappings" ADD CONSTRAINT "upload_mappings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;