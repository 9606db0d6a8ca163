CREATE TABLE "drivers" (
	"driver_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"contact" text,
	"driver_license_id" text NOT NULL,
	"blood_type" text DEFAULT 'O+' NOT NULL,
	"birth_date" date,
	"emergency_contact" text,
	"emergency_contact_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_blood_type_check" CHECK ("blood_type" in ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'))
);
--> statement-breakpoint
CREATE TABLE "loading_areas" (
	"loading_area_id" serial PRIMARY KEY NOT NULL,
	"area_name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loading_areas_status_check" CHECK ("status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "polygons" (
	"polygon_id" serial PRIMARY KEY NOT NULL,
	"loading_area_id" integer NOT NULL,
	"registration_id" text NOT NULL,
	"area_name" text,
	"status" text DEFAULT 'operational' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "polygons_status_check" CHECK ("status" in ('operational', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"material_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"registration_id" text NOT NULL,
	"category" text,
	"unit_of_measure" text DEFAULT 'kg' NOT NULL,
	"density_kg_m3" numeric(10, 2),
	"price_per_unit" numeric(12, 2),
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_unit_of_measure_check" CHECK ("unit_of_measure" in ('kg', 'ton', 'm3')),
	CONSTRAINT "materials_amounts_check" CHECK ("materials"."density_kg_m3" >= 0 and "materials"."price_per_unit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "unloading_stations" (
	"station_id" serial PRIMARY KEY NOT NULL,
	"area_name" text NOT NULL,
	"capacity" numeric(12, 2),
	"status" text DEFAULT 'operational' NOT NULL,
	"station_type" text DEFAULT 'Standard' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unloading_stations_status_check" CHECK ("status" in ('operational', 'closed', 'maintenance')),
	CONSTRAINT "unloading_stations_capacity_check" CHECK ("unloading_stations"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"vehicle_id" serial PRIMARY KEY NOT NULL,
	"registration_number" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"fuel_type" text DEFAULT 'diesel' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"assigned_driver_id" integer,
	"year_manufactured" integer,
	"capacity_kg" numeric(12, 2),
	"tare_weight_kg" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_fuel_type_check" CHECK ("fuel_type" in ('diesel', 'petrol', 'electric', 'hybrid', 'cng', 'lpg')),
	CONSTRAINT "vehicles_status_check" CHECK ("status" in ('active', 'maintenance', 'inactive', 'retired')),
	CONSTRAINT "vehicles_weights_check" CHECK ("vehicles"."capacity_kg" >= 0 and "vehicles"."tare_weight_kg" >= 0)
);
--> statement-breakpoint
ALTER TABLE "polygons" ADD CONSTRAINT "polygons_loading_area_id_fkey" FOREIGN KEY ("loading_area_id") REFERENCES "public"."loading_areas"("loading_area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_assigned_driver_id_drivers_driver_id_fk" FOREIGN KEY ("assigned_driver_id") REFERENCES "public"."drivers"("driver_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_license_id_key" ON "drivers" USING btree (upper("driver_license_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "polygons_code_key" ON "polygons" USING btree ("loading_area_id",upper("registration_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "materials_registration_id_key" ON "materials" USING btree (upper("registration_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_registration_number_key" ON "vehicles" USING btree (upper(replace("registration_number", ' ', '')));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_assigned_driver_id_key" ON "vehicles" USING btree ("assigned_driver_id");