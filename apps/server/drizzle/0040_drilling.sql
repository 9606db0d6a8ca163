CREATE TABLE "blast_explosives" (
	"explosive_id" serial PRIMARY KEY NOT NULL,
	"blast_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product" text NOT NULL,
	"kg" numeric(12, 2) NOT NULL,
	CONSTRAINT "blast_explosives_kg_check" CHECK ("blast_explosives"."kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "blasts" (
	"blast_id" serial PRIMARY KEY NOT NULL,
	"polygon_id" integer NOT NULL,
	"loading_area_id" integer NOT NULL,
	"fired_at" timestamp with time zone NOT NULL,
	"burden_m" numeric(12, 2) NOT NULL,
	"spacing_m" numeric(12, 2) NOT NULL,
	"bench_height_m" numeric(12, 2) NOT NULL,
	"hole_diameter_mm" numeric(12, 2) NOT NULL,
	"subdrill_m" numeric(12, 2) DEFAULT 0 NOT NULL,
	"holes_charged" integer NOT NULL,
	"detonators" integer NOT NULL,
	"material_id" integer NOT NULL,
	"density_kg_m3" numeric(12, 2) NOT NULL,
	"volume_m3" numeric(12, 2) NOT NULL,
	"tons_broken" numeric(12, 2) NOT NULL,
	"explosives_kg" numeric(12, 2) NOT NULL,
	"vibration_mm_s" numeric(12, 2),
	"misfires" integer DEFAULT 0 NOT NULL,
	"shotfirer_id" integer NOT NULL,
	"notes" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blasts_pattern_check" CHECK ("blasts"."burden_m" > 0 and "blasts"."spacing_m" > 0 and "blasts"."bench_height_m" > 0 and "blasts"."holes_charged" > 0 and "blasts"."density_kg_m3" >= 0)
);
--> statement-breakpoint
CREATE TABLE "drill_log_holes" (
	"hole_id" serial PRIMARY KEY NOT NULL,
	"drill_log_id" integer NOT NULL,
	"hole_number" integer NOT NULL,
	"design_depth_m" numeric(12, 2) NOT NULL,
	"actual_depth_m" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drill_logs" (
	"drill_log_id" serial PRIMARY KEY NOT NULL,
	"rig_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"production_day" date NOT NULL,
	"shift" text NOT NULL,
	"loading_area_id" integer NOT NULL,
	"polygon_id" integer NOT NULL,
	"hole_count" integer NOT NULL,
	"depth_m" numeric(12, 2),
	"diameter_mm" numeric(12, 2) NOT NULL,
	"metres" numeric(12, 2) NOT NULL,
	"drill_hours" numeric(12, 2) NOT NULL,
	"bit_changes" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drill_logs_amounts_check" CHECK ("drill_logs"."hole_count" >= 0 and "drill_logs"."metres" >= 0 and "drill_logs"."drill_hours" >= 0 and "drill_logs"."bit_changes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "drilling_operators" (
	"operator_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drilling_operators_status_check" CHECK ("status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "drilling_plan_lines" (
	"line_id" serial PRIMARY KEY NOT NULL,
	"revision_id" integer NOT NULL,
	"loading_area_id" integer NOT NULL,
	"polygon_id" integer,
	"month" integer NOT NULL,
	"rig_id" integer,
	"metres" numeric(12, 2) NOT NULL,
	"holes" integer NOT NULL,
	"volume_m3" numeric(12, 2) NOT NULL,
	"tons" numeric(12, 2) NOT NULL,
	"explosives_kg" numeric(12, 2) NOT NULL,
	CONSTRAINT "drilling_plan_lines_month_check" CHECK ("drilling_plan_lines"."month" between 1 and 12),
	CONSTRAINT "drilling_plan_lines_amounts_check" CHECK ("drilling_plan_lines"."metres" >= 0 and "drilling_plan_lines"."holes" >= 0 and "drilling_plan_lines"."volume_m3" >= 0 and "drilling_plan_lines"."tons" >= 0 and "drilling_plan_lines"."explosives_kg" >= 0)
);
--> statement-breakpoint
CREATE TABLE "drilling_plan_revisions" (
	"revision_id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"revision" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"notes" text,
	"created_by" integer,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"approval_reason" text,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drilling_plan_revisions_status_check" CHECK ("status" in ('draft', 'approved', 'superseded')),
	CONSTRAINT "drilling_plan_revisions_approval_check" CHECK ("drilling_plan_revisions"."status" = 'draft' or ("drilling_plan_revisions"."approved_at" is not null and "drilling_plan_revisions"."approval_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "drilling_operator_competencies" (
	"competency_id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"expires_on" date NOT NULL,
	CONSTRAINT "drilling_operator_competencies_kind_check" CHECK ("kind" in ('drill_operator', 'shotfirer'))
);
--> statement-breakpoint
ALTER TABLE "blast_explosives" ADD CONSTRAINT "blast_explosives_blast_id_blasts_blast_id_fk" FOREIGN KEY ("blast_id") REFERENCES "public"."blasts"("blast_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blasts" ADD CONSTRAINT "blasts_polygon_id_polygons_polygon_id_fk" FOREIGN KEY ("polygon_id") REFERENCES "public"."polygons"("polygon_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blasts" ADD CONSTRAINT "blasts_loading_area_id_loading_areas_loading_area_id_fk" FOREIGN KEY ("loading_area_id") REFERENCES "public"."loading_areas"("loading_area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blasts" ADD CONSTRAINT "blasts_material_id_materials_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("material_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blasts" ADD CONSTRAINT "blasts_shotfirer_id_drilling_operators_operator_id_fk" FOREIGN KEY ("shotfirer_id") REFERENCES "public"."drilling_operators"("operator_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blasts" ADD CONSTRAINT "blasts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_log_holes" ADD CONSTRAINT "drill_log_holes_drill_log_id_drill_logs_drill_log_id_fk" FOREIGN KEY ("drill_log_id") REFERENCES "public"."drill_logs"("drill_log_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_logs" ADD CONSTRAINT "drill_logs_rig_id_drill_rigs_rig_id_fk" FOREIGN KEY ("rig_id") REFERENCES "public"."drill_rigs"("rig_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_logs" ADD CONSTRAINT "drill_logs_operator_id_drilling_operators_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."drilling_operators"("operator_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_logs" ADD CONSTRAINT "drill_logs_loading_area_id_loading_areas_loading_area_id_fk" FOREIGN KEY ("loading_area_id") REFERENCES "public"."loading_areas"("loading_area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_logs" ADD CONSTRAINT "drill_logs_polygon_id_polygons_polygon_id_fk" FOREIGN KEY ("polygon_id") REFERENCES "public"."polygons"("polygon_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_logs" ADD CONSTRAINT "drill_logs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drilling_plan_lines" ADD CONSTRAINT "drilling_plan_lines_revision_id_drilling_plan_revisions_revision_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."drilling_plan_revisions"("revision_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drilling_plan_lines" ADD CONSTRAINT "drilling_plan_lines_loading_area_id_loading_areas_loading_area_id_fk" FOREIGN KEY ("loading_area_id") REFERENCES "public"."loading_areas"("loading_area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drilling_plan_lines" ADD CONSTRAINT "drilling_plan_lines_polygon_id_polygons_polygon_id_fk" FOREIGN KEY ("polygon_id") REFERENCES "public"."polygons"("polygon_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drilling_plan_lines" ADD CONSTRAINT "drilling_plan_lines_rig_id_drill_rigs_rig_id_fk" FOREIGN KEY ("rig_id") REFERENCES "public"."drill_rigs"("rig_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drilling_plan_revisions" ADD CONSTRAINT "drilling_plan_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drilling_plan_revisions" ADD CONSTRAINT "drilling_plan_revisions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drilling_operator_competencies" ADD CONSTRAINT "drilling_operator_competencies_operator_id_drilling_operators_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."drilling_operators"("operator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blast_explosives_position_key" ON "blast_explosives" USING btree ("blast_id","position");--> statement-breakpoint
CREATE INDEX "blasts_polygon_fired_idx" ON "blasts" USING btree ("polygon_id","fired_at");--> statement-breakpoint
CREATE INDEX "blasts_fired_idx" ON "blasts" USING btree ("fired_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drill_log_holes_number_key" ON "drill_log_holes" USING btree ("drill_log_id","hole_number");--> statement-breakpoint
CREATE INDEX "drill_logs_day_idx" ON "drill_logs" USING btree ("production_day");--> statement-breakpoint
CREATE INDEX "drill_logs_rig_idx" ON "drill_logs" USING btree ("rig_id");--> statement-breakpoint
CREATE INDEX "drill_logs_polygon_idx" ON "drill_logs" USING btree ("polygon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drilling_operators_name_key" ON "drilling_operators" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "drilling_plan_lines_revision_idx" ON "drilling_plan_lines" USING btree ("revision_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drilling_plan_revisions_year_revision_key" ON "drilling_plan_revisions" USING btree ("year","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "drilling_plan_revisions_one_approved_key" ON "drilling_plan_revisions" USING btree ("year") WHERE "drilling_plan_revisions"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "drilling_operator_competencies_kind_key" ON "drilling_operator_competencies" USING btree ("operator_id","kind");