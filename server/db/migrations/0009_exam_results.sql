CREATE TABLE "exam_result_uploads" (
	"job_id" bigint PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"year" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"year" integer NOT NULL,
	"student_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"marks" numeric(8, 2) NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_results_marks" CHECK ("exam_results"."marks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exam_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"max_marks" integer NOT NULL,
	CONSTRAINT "exam_subjects_max_marks" CHECK ("exam_subjects"."max_marks" > 0)
);
--> statement-breakpoint
CREATE TABLE "exam_upload_tokens" (
	"token_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" bigint,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_years" (
	"exam_id" integer NOT NULL,
	"year" integer NOT NULL,
	CONSTRAINT "exam_years_exam_id_year_pk" PRIMARY KEY("exam_id","year")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_result_uploads" ADD CONSTRAINT "exam_result_uploads_job_id_upload_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."upload_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_uploads" ADD CONSTRAINT "exam_result_uploads_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_subject_id_exam_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."exam_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_exam_year" FOREIGN KEY ("exam_id","year") REFERENCES "public"."exam_years"("exam_id","year") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_upload_tokens" ADD CONSTRAINT "exam_upload_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_upload_tokens" ADD CONSTRAINT "exam_upload_tokens_job_id_upload_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."upload_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_years" ADD CONSTRAINT "exam_years_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_result_uploads_exam" ON "exam_result_uploads" USING btree ("exam_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_results_natural_key" ON "exam_results" USING btree ("exam_id","year","student_id","subject_id");--> statement-breakpoint
CREATE INDEX "exam_results_student" ON "exam_results" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_subjects_exam_name" ON "exam_subjects" USING btree ("exam_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "exams_org_name" ON "exams" USING btree ("org_id",lower("name"));