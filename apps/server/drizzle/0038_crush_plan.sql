CREATE TABLE "crush_plan_lines" (
	"line_id" serial PRIMARY KEY NOT NULL,
	"revision_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"shift_name" text,
	"tons" numeric(14, 2) NOT NULL,
	CONSTRAINT "crush_plan_lines_month_check" CHECK ("crush_plan_lines"."month" between 1 and 12),
	CONSTRAINT "crush_plan_lines_tons_check" CHECK ("crush_plan_lines"."tons" >= 0)
);
--> statement-breakpoint
CREATE TABLE "crush_plan_revisions" (
	"revision_id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"revision_number" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"based_on_revision_id" integer,
	"created_by" integer,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"approval_reason" text,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crush_plan_revisions_status_check" CHECK ("status" in ('draft', 'approved', 'superseded')),
	CONSTRAINT "crush_plan_revisions_approval_check" CHECK (("crush_plan_revisions"."status" = 'draft') = ("crush_plan_revisions"."approved_at" is null) and ("crush_plan_revisions"."approved_at" is null) = ("crush_plan_revisions"."approval_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "crush_plan_lines" ADD CONSTRAINT "crush_plan_lines_revision_id_crush_plan_revisions_revision_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."crush_plan_revisions"("revision_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crush_plan_lines" ADD CONSTRAINT "crush_plan_lines_plant_id_crushing_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."crushing_plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crush_plan_lines" ADD CONSTRAINT "crush_plan_lines_material_id_materials_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("material_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crush_plan_revisions" ADD CONSTRAINT "crush_plan_revisions_based_on_revision_id_crush_plan_revisions_revision_id_fk" FOREIGN KEY ("based_on_revision_id") REFERENCES "public"."crush_plan_revisions"("revision_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crush_plan_revisions" ADD CONSTRAINT "crush_plan_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crush_plan_revisions" ADD CONSTRAINT "crush_plan_revisions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crush_plan_lines_key" ON "crush_plan_lines" USING btree ("revision_id","plant_id","material_id","month",coalesce("shift_name", ''));--> statement-breakpoint
CREATE INDEX "crush_plan_lines_plant_idx" ON "crush_plan_lines" USING btree ("plant_id");--> statement-breakpoint
CREATE INDEX "crush_plan_lines_material_idx" ON "crush_plan_lines" USING btree ("material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crush_plan_revisions_number_key" ON "crush_plan_revisions" USING btree ("year","revision_number");--> statement-breakpoint
CREATE UNIQUE INDEX "crush_plan_revisions_approved_key" ON "crush_plan_revisions" USING btree ("year") WHERE "crush_plan_revisions"."status" = 'approved';