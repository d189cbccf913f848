CREATE TABLE "ptm_attendees" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"kind" text NOT NULL,
	"salutation" text,
	"name" text NOT NULL,
	"email_id" text,
	"mobile" text,
	"country_code" text DEFAULT '+91' NOT NULL,
	CONSTRAINT "ptm_attendees_kind" CHECK ("ptm_attendees"."kind" in ('student', 'father', 'mother', 'guardian')),
	CONSTRAINT "ptm_attendees_salutation" CHECK ("ptm_attendees"."salutation" is null or "ptm_attendees"."salutation" in ('Mr.', 'Mrs.', 'Miss'))
);
--> statement-breakpoint
CREATE TABLE "ptm_feedback_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"question" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "ptm_feedback_questions_type" CHECK ("ptm_feedback_questions"."type" in ('SMCQ', 'MMCQ', 'Rating', 'Blanks'))
);
--> statement-breakpoint
CREATE TABLE "ptm_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"class" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"upload_job_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ptm_schedules_times" CHECK ("ptm_schedules"."start_at" < "ptm_schedules"."end_at")
);
--> statement-breakpoint
ALTER TABLE "ptm_attendees" ADD CONSTRAINT "ptm_attendees_schedule_id_ptm_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."ptm_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptm_feedback_questions" ADD CONSTRAINT "ptm_feedback_questions_schedule_id_ptm_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."ptm_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptm_schedules" ADD CONSTRAINT "ptm_schedules_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptm_schedules" ADD CONSTRAINT "ptm_schedules_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptm_schedules" ADD CONSTRAINT "ptm_schedules_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptm_schedules" ADD CONSTRAINT "ptm_schedules_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptm_schedules" ADD CONSTRAINT "ptm_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ptm_attendees_schedule_kind" ON "ptm_attendees" USING btree ("schedule_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ptm_feedback_questions_position" ON "ptm_feedback_questions" USING btree ("schedule_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "ptm_schedules_student_start" ON "ptm_schedules" USING btree ("org_id","student_id","start_at");--> statement-breakpoint
CREATE INDEX "ptm_schedules_list" ON "ptm_schedules" USING btree ("org_id","centre_id","start_at","id");--> statement-breakpoint
CREATE INDEX "ptm_schedules_batch" ON "ptm_schedules" USING btree ("batch_id","start_at");