CREATE TABLE "kra_feedback_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"feedback_question_id" integer NOT NULL,
	"kra_parameter_id" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kra_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"weight" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kra_feedback_mappings" ADD CONSTRAINT "kra_feedback_mappings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kra_feedback_mappings" ADD CONSTRAINT "kra_feedback_mappings_feedback_question_id_feedback_questions_id_fk" FOREIGN KEY ("feedback_question_id") REFERENCES "public"."feedback_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kra_feedback_mappings" ADD CONSTRAINT "kra_feedback_mappings_kra_parameter_id_kra_parameters_id_fk" FOREIGN KEY ("kra_parameter_id") REFERENCES "public"."kra_parameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kra_parameters" ADD CONSTRAINT "kra_parameters_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kra_feedback_mappings_unique" ON "kra_feedback_mappings" USING btree ("org_id","feedback_question_id");--> statement-breakpoint
CREATE INDEX "kra_feedback_mappings_list" ON "kra_feedback_mappings" USING btree ("org_id","status","feedback_question_id","id");--> statement-breakpoint
CREATE INDEX "kra_feedback_mappings_note_trgm" ON "kra_feedback_mappings" USING gin ("note" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "kra_parameters_unique" ON "kra_parameters" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "kra_parameters_list" ON "kra_parameters" USING btree ("org_id","status","name","id");--> statement-breakpoint
CREATE INDEX "kra_parameters_name_trgm" ON "kra_parameters" USING gin ("name" gin_trgm_ops);