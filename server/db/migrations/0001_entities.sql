CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"batch_code" text NOT NULL,
	"class" text NOT NULL,
	"course_program_id" integer,
	"start_date" date,
	"end_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_program_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"class" text NOT NULL,
	"program_name" text NOT NULL,
	"sku" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"staff_kind" text NOT NULL,
	CONSTRAINT "staff_roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"program_kind" text NOT NULL,
	"enrolment_no" text NOT NULL,
	"name" text NOT NULL,
	"centre_id" integer NOT NULL,
	"batch_id" integer,
	"class" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"email_id" text,
	"mobile" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "subjects_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"staff_kind" text NOT NULL,
	"employee_code" text NOT NULL,
	"name" text NOT NULL,
	"role_id" integer,
	"centre_id" integer NOT NULL,
	"subject_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"batch_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"email_id" text,
	"mobile" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"entity_kind" text NOT NULL,
	"operation" text NOT NULL,
	"centre_id" integer,
	"multi_centre" boolean DEFAULT false NOT NULL,
	"file_name" text NOT NULL,
	"file_data" "bytea" NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"summary" jsonb,
	"result_file" "bytea",
	"idempotency_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"worker_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_course_program_id_course_program_mappings_id_fk" FOREIGN KEY ("course_program_id") REFERENCES "public"."course_program_mappings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_program_mappings" ADD CONSTRAINT "course_program_mappings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_role_id_staff_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."staff_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD CONSTRAINT "upload_jobs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD CONSTRAINT "upload_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD CONSTRAINT "upload_jobs_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batches_centre_code" ON "batches" USING btree ("centre_id","batch_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cpm_org_sku" ON "course_program_mappings" USING btree ("org_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "students_org_enrolment" ON "students" USING btree ("org_id","enrolment_no");--> statement-breakpoint
CREATE INDEX "students_enrolment_prefix" ON "students" USING btree ("enrolment_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_list_enrolment" ON "students" USING btree ("program_kind","status","centre_id","enrolment_no");--> statement-breakpoint
CREATE INDEX "students_list_name" ON "students" USING btree ("program_kind","status","centre_id","name");--> statement-breakpoint
CREATE INDEX "students_kind_name" ON "students" USING btree ("program_kind","status","name");--> statement-breakpoint
CREATE INDEX "students_name_trgm" ON "students" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_batch" ON "students" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_org_code" ON "teachers" USING btree ("org_id","employee_code");--> statement-breakpoint
CREATE INDEX "teachers_list" ON "teachers" USING btree ("staff_kind","status","centre_id","name");--> statement-breakpoint
CREATE INDEX "teachers_name_trgm" ON "teachers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "upload_jobs_idempotency" ON "upload_jobs" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "upload_jobs_claim" ON "upload_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "upload_jobs_org" ON "upload_jobs" USING btree ("org_id","created_at");