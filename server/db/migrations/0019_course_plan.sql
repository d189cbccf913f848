CREATE TABLE "course_plan_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"week" date NOT NULL,
	"sequence" integer NOT NULL,
	"topic" text NOT NULL,
	"teacher_id" integer,
	"delivered_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"delivered_class_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_plan_topics" ADD CONSTRAINT "course_plan_topics_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_plan_topics" ADD CONSTRAINT "course_plan_topics_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_plan_topics" ADD CONSTRAINT "course_plan_topics_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_plan_topics" ADD CONSTRAINT "course_plan_topics_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_plan_topics" ADD CONSTRAINT "course_plan_topics_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_plan_topics" ADD CONSTRAINT "course_plan_topics_delivered_class_id_time_table_classes_id_fk" FOREIGN KEY ("delivered_class_id") REFERENCES "public"."time_table_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_plan_topics_unique" ON "course_plan_topics" USING btree ("org_id","batch_id","subject_id","topic");--> statement-breakpoint
CREATE INDEX "course_plan_topics_list" ON "course_plan_topics" USING btree ("org_id","status","centre_id","week","id");--> statement-breakpoint
CREATE INDEX "course_plan_topics_topic_trgm" ON "course_plan_topics" USING gin ("topic" gin_trgm_ops);