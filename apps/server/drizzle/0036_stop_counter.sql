CREATE TABLE "crushing_plants" (
	"plant_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rated_tons_per_hour" numeric(12, 2),
	"station_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crushing_plants_status_check" CHECK ("status" in ('active', 'retired')),
	CONSTRAINT "crushing_plants_rate_check" CHECK ("crushing_plants"."rated_tons_per_hour" >= 0)
);
--> statement-breakpoint
CREATE TABLE "drill_rigs" (
	"rig_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"model" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drill_rigs_status_check" CHECK ("status" in ('active', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "stop_reasons" (
	"reason_id" serial PRIMARY KEY NOT NULL,
	"equipment_class" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"planned" boolean NOT NULL,
	"comment_required" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stop_reasons_class_check" CHECK ("equipment_class" in ('scale', 'vehicle', 'rig', 'plant')),
	CONSTRAINT "stop_reasons_category_check" CHECK ("category" in ('unscheduled_maintenance', 'scheduled_maintenance', 'standby', 'external', 'operating_delay'))
);
--> statement-breakpoint
CREATE TABLE "stops" (
	"stop_id" serial PRIMARY KEY NOT NULL,
	"equipment_class" text NOT NULL,
	"scale_id" integer,
	"vehicle_id" integer,
	"rig_id" integer,
	"plant_id" integer,
	"machine_key" bigint GENERATED ALWAYS AS (case "equipment_class" when 'scale' then 0 when 'vehicle' then 1 when 'rig' then 2 else 3 end * 4294967296::bigint + coalesce("scale_id", "vehicle_id", "rig_id", "plant_id")) STORED NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"reason_id" integer,
	"comment" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"detection" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stops_class_check" CHECK ("equipment_class" in ('scale', 'vehicle', 'rig', 'plant')),
	CONSTRAINT "stops_one_machine_check" CHECK (num_nonnulls("stops"."scale_id", "stops"."vehicle_id", "stops"."rig_id", "stops"."plant_id") = 1 and case "stops"."equipment_class"
        when 'scale' then "stops"."scale_id" is not null when 'vehicle' then "stops"."vehicle_id" is not null
        when 'rig' then "stops"."rig_id" is not null else "stops"."plant_id" is not null end),
	CONSTRAINT "stops_order_check" CHECK ("stops"."ended_at" > "stops"."started_at"),
	CONSTRAINT "stops_source_check" CHECK ("source" in ('manual', 'detected')),
	CONSTRAINT "stops_detection_check" CHECK ("stops"."detection" is null or "detection" in ('indicator_offline', 'no_weighing', 'no_deliveries'))
);
--> statement-breakpoint
ALTER TABLE "crushing_plants" ADD CONSTRAINT "crushing_plants_station_id_unloading_stations_station_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."unloading_stations"("station_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_reasons" ADD CONSTRAINT "stop_reasons_parent_id_stop_reasons_reason_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stop_reasons"("reason_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_scale_id_scales_scale_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("scale_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_vehicle_id_vehicles_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("vehicle_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_rig_id_drill_rigs_rig_id_fk" FOREIGN KEY ("rig_id") REFERENCES "public"."drill_rigs"("rig_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_plant_id_crushing_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."crushing_plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_reason_id_stop_reasons_reason_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."stop_reasons"("reason_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crushing_plants_name_key" ON "crushing_plants" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "drill_rigs_name_key" ON "drill_rigs" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "stop_reasons_name_key" ON "stop_reasons" USING btree ("equipment_class",lower("name"));--> statement-breakpoint
CREATE INDEX "stops_started_at_idx" ON "stops" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "stops_reason_idx" ON "stops" USING btree ("reason_id");--> statement-breakpoint
CREATE INDEX "stops_vehicle_idx" ON "stops" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "stops_rig_idx" ON "stops" USING btree ("rig_id");--> statement-breakpoint
CREATE INDEX "stops_plant_idx" ON "stops" USING btree ("plant_id");--> statement-breakpoint
-- Two stops of one machine never overlap; an open stop (no end) reaches to infinity. The machine's key as a
-- one-value range lets the core GiST operator classes compare it, without the btree_gist extension.
ALTER TABLE "stops" ADD CONSTRAINT "stops_no_overlap" EXCLUDE USING gist (int8range("machine_key", "machine_key", '[]') WITH &&, tstzrange("started_at", "ended_at", '[)') WITH &&);
