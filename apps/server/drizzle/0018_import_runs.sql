CREATE TABLE "import_named_records" (
	"run_id" integer NOT NULL,
	"vehicle_id" integer,
	"driver_id" integer,
	"material_id" integer,
	"loaded_area_id" integer,
	"polygon_id" integer,
	"unloading_station_id" integer
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"actor_user_id" integer,
	"actor_username" text,
	"client_address" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rows_to_write" integer NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"first_document_number" text,
	"last_document_number" text,
	"summary" jsonb NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_staged_batches" (
	"run_id" integer NOT NULL,
	"position" integer NOT NULL,
	"documents" json NOT NULL,
	CONSTRAINT "import_staged_batches_run_id_position_pk" PRIMARY KEY("run_id","position")
);
--> statement-breakpoint
ALTER TABLE "import_named_records" ADD CONSTRAINT "import_named_records_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_named_records" ADD CONSTRAINT "import_named_records_vehicle_id_vehicles_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("vehicle_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_named_records" ADD CONSTRAINT "import_named_records_driver_id_drivers_driver_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("driver_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_named_records" ADD CONSTRAINT "import_named_records_material_id_materials_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("material_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_named_records" ADD CONSTRAINT "import_named_records_loaded_area_id_loading_areas_loading_area_id_fk" FOREIGN KEY ("loaded_area_id") REFERENCES "public"."loading_areas"("loading_area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_named_records" ADD CONSTRAINT "import_named_records_polygon_id_polygons_polygon_id_fk" FOREIGN KEY ("polygon_id") REFERENCES "public"."polygons"("polygon_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_named_records" ADD CONSTRAINT "import_named_records_unloading_station_id_unloading_stations_station_id_fk" FOREIGN KEY ("unloading_station_id") REFERENCES "public"."unloading_stations"("station_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_staged_batches" ADD CONSTRAINT "import_staged_batches_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_named_records_run_idx" ON "import_named_records" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "import_runs_unfinished_idx" ON "import_runs" USING btree ("id") WHERE "import_runs"."finished_at" is null;--> statement-breakpoint
ALTER TABLE "import_staged_batches" ALTER COLUMN "documents" SET STORAGE EXTERNAL;