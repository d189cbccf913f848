CREATE TABLE "feedback_remarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"faculty_id" integer NOT NULL,
	"remark" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"faculty_id" integer NOT NULL,
	"activation_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"score" smallint,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_tallies" (
	"org_id" integer NOT NULL,
	"faculty_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	"score_sum" integer NOT NULL,
	"scored" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"feedback_form_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"feedback_question_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"code" text NOT NULL,
	"question" text NOT NULL,
	"type" text NOT NULL,
	"options" text,
	"scale" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_remarks" ADD CONSTRAINT "feedback_remarks_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_remarks" ADD CONSTRAINT "feedback_remarks_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_remarks" ADD CONSTRAINT "feedback_remarks_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_remarks" ADD CONSTRAINT "feedback_remarks_form_id_feedback_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."feedback_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_remarks" ADD CONSTRAINT "feedback_remarks_faculty_id_teachers_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_form_id_feedback_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."feedback_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_faculty_id_teachers_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_activation_id_feedback_activations_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."feedback_activations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_question_id_feedback_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."feedback_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tallies" ADD CONSTRAINT "feedback_tallies_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tallies" ADD CONSTRAINT "feedback_tallies_faculty_id_teachers_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tallies" ADD CONSTRAINT "feedback_tallies_question_id_feedback_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."feedback_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tallies" ADD CONSTRAINT "feedback_tallies_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_activations" ADD CONSTRAINT "feedback_activations_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_activations" ADD CONSTRAINT "feedback_activations_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_activations" ADD CONSTRAINT "feedback_activations_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_activations" ADD CONSTRAINT "feedback_activations_feedback_form_id_feedback_forms_id_fk" FOREIGN KEY ("feedback_form_id") REFERENCES "public"."feedback_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_forms" ADD CONSTRAINT "feedback_forms_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_questions" ADD CONSTRAINT "feedback_questions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_remarks_list" ON "feedback_remarks" USING btree ("org_id","centre_id","faculty_id","id");--> statement-breakpoint
CREATE INDEX "feedback_remarks_remark_trgm" ON "feedback_remarks" USING gin ("remark" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feedback_responses_activation" ON "feedback_responses" USING btree ("activation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_tallies_key" ON "feedback_tallies" USING btree ("org_id","faculty_id","question_id","centre_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_activations_unique" ON "feedback_activations" USING btree ("org_id","batch_id","feedback_form_id");--> statement-breakpoint
CREATE INDEX "feedback_activations_list" ON "feedback_activations" USING btree ("org_id","status","centre_id","start_date","id");--> statement-breakpoint
CREATE INDEX "feedback_activations_note_trgm" ON "feedback_activations" USING gin ("note" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_forms_unique" ON "feedback_forms" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "feedback_forms_list" ON "feedback_forms" USING btree ("org_id","status","name","id");--> statement-breakpoint
CREATE INDEX "feedback_forms_name_trgm" ON "feedback_forms" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_questions_unique" ON "feedback_questions" USING btree ("org_id","code");--> statement-breakpoint
CREATE INDEX "feedback_questions_list" ON "feedback_questions" USING btree ("org_id","status","code","id");--> statement-breakpoint
CREATE INDEX "feedback_questions_question_trgm" ON "feedback_questions" USING gin ("question" gin_trgm_ops);