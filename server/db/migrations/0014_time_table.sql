CREATE TABLE "time_table_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"class_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"room" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_table_classes" ADD CONSTRAINT "time_table_classes_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_table_classes" ADD CONSTRAINT "time_table_classes_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_table_classes" ADD CONSTRAINT "time_table_classes_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_table_classes" ADD CONSTRAINT "time_table_classes_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_table_classes" ADD CONSTRAINT "time_table_classes_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_table_classes_list" ON "time_table_classes" USING btree ("org_id","status","centre_id","class_date","id");--> statement-breakpoint
CREATE INDEX "time_table_classes_clash_1" ON "time_table_classes" USING btree ("org_id","teacher_id","class_date","start_time");--> statement-breakpoint
CREATE INDEX "time_table_classes_clash_2" ON "time_table_classes" USING btree ("org_id","batch_id","class_date","start_time");--> statement-breakpoint
CREATE INDEX "time_table_classes_clash_3" ON "time_table_classes" USING btree ("org_id","centre_id","room","class_date","start_time");