CREATE SEQUENCE "public"."weighing_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "document_chain" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_document_id" integer,
	"last_signature" text
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scale_documents" (
	"document_id" integer PRIMARY KEY DEFAULT nextval('weighing_id_seq') NOT NULL,
	"document_number" text NOT NULL,
	"document_year" integer NOT NULL,
	"order_sequence" integer NOT NULL,
	"status" text NOT NULL,
	"weighing_type" text NOT NULL,
	"first_weigh_timestamp" timestamp with time zone,
	"second_weigh_timestamp" timestamp with time zone NOT NULL,
	"tara_id" integer,
	"vehicle_id" integer NOT NULL,
	"registration_number" text NOT NULL,
	"brand" text,
	"model" text,
	"driver_id" integer,
	"driver_name" text,
	"driver_surname" text,
	"rfid_card_number" text,
	"vehicle_empty_weight_kg" numeric(12, 2) NOT NULL,
	"full_weight_kg" numeric(12, 2) NOT NULL,
	"material_weight_kg" numeric(12, 2) NOT NULL,
	"material_id" integer NOT NULL,
	"material_name" text NOT NULL,
	"polygon_id" integer,
	"polygon_code" text,
	"loaded_area_id" integer NOT NULL,
	"loaded_area_name" text NOT NULL,
	"unloading_station_id" integer,
	"destination_name" text,
	"scale_id" integer,
	"reader_id" integer,
	"operator_id" integer,
	"operator_name" text,
	"notes" text,
	"weight_source" text NOT NULL,
	"overloaded" boolean DEFAULT false NOT NULL,
	"overload_kg" numeric(12, 2),
	"signature" text NOT NULL,
	"previous_signature" text,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"voided_by_name" text,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scale_documents_status_check" CHECK ("status" in ('completed', 'cancelled', 'pending')),
	CONSTRAINT "scale_documents_weighing_type_check" CHECK ("weighing_type" in ('tare', 'load', 'combined')),
	CONSTRAINT "scale_documents_weight_source_check" CHECK ("weight_source" in ('manual', 'indicator', 'import')),
	CONSTRAINT "scale_documents_weights_check" CHECK ("scale_documents"."vehicle_empty_weight_kg" > 0 and "scale_documents"."full_weight_kg" > "scale_documents"."vehicle_empty_weight_kg" and "scale_documents"."material_weight_kg" = "scale_documents"."full_weight_kg" - "scale_documents"."vehicle_empty_weight_kg")
);
--> statement-breakpoint
CREATE TABLE "rfid_cards" (
	"card_number" text PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" integer,
	CONSTRAINT "rfid_cards_vehicle_id_unique" UNIQUE("vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "tara_weighings" (
	"tara_id" integer PRIMARY KEY DEFAULT nextval('weighing_id_seq') NOT NULL,
	"vehicle_id" integer NOT NULL,
	"weighed_at" timestamp with time zone NOT NULL,
	"tare_weight_kg" numeric(12, 2) NOT NULL,
	"rfid_card_number" text,
	"scale_id" integer NOT NULL,
	"operator_id" integer,
	"operator_name" text,
	"notes" text,
	"weight_source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tara_weighings_weight_check" CHECK ("tara_weighings"."tare_weight_kg" > 0)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_documents" ADD CONSTRAINT "scale_documents_tara_id_tara_weighings_tara_id_fk" FOREIGN KEY ("tara_id") REFERENCES "public"."tara_weighings"("tara_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_documents" ADD CONSTRAINT "scale_documents_vehicle_id_vehicles_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("vehicle_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_documents" ADD CONSTRAINT "scale_documents_driver_id_drivers_driver_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("driver_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_documents" ADD CONSTRAINT "scale_documents_material_id_materials_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("material_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_documents" ADD CONSTRAINT "scale_documents_polygon_id_polygons_polygon_id_fk" FOREIGN KEY ("polygon_id") REFERENCES "public"."polygons"("polygon_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_documents" ADD CONSTRAINT "scale_documents_loaded_area_id_loading_areas_loading_area_id_fk" FOREIGN KEY ("loaded_area_id") REFERENCES "public"."loading_areas"("loading_area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_documents" ADD CONSTRAINT "scale_documents_unloading_station_id_unloading_stations_station_id_fk" FOREIGN KEY ("unloading_station_id") REFERENCES "public"."unloading_stations"("station_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_documents" ADD CONSTRAINT "scale_documents_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_documents" ADD CONSTRAINT "scale_documents_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfid_cards" ADD CONSTRAINT "rfid_cards_vehicle_id_vehicles_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("vehicle_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfid_cards" ADD CONSTRAINT "rfid_cards_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tara_weighings" ADD CONSTRAINT "tara_weighings_vehicle_id_vehicles_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("vehicle_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tara_weighings" ADD CONSTRAINT "tara_weighings_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scale_documents_number_key" ON "scale_documents" USING btree ("document_number");--> statement-breakpoint
CREATE UNIQUE INDEX "scale_documents_year_sequence_key" ON "scale_documents" USING btree ("document_year","order_sequence");--> statement-breakpoint
CREATE INDEX "scale_documents_second_weigh_idx" ON "scale_documents" USING btree ("second_weigh_timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scale_documents_vehicle_idx" ON "scale_documents" USING btree ("vehicle_id","second_weigh_timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scale_documents_material_idx" ON "scale_documents" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "scale_documents_area_idx" ON "scale_documents" USING btree ("loaded_area_id");--> statement-breakpoint
CREATE INDEX "scale_documents_polygon_idx" ON "scale_documents" USING btree ("polygon_id");--> statement-breakpoint
CREATE INDEX "scale_documents_station_idx" ON "scale_documents" USING btree ("unloading_station_id");--> statement-breakpoint
CREATE INDEX "tara_weighings_vehicle_weighed_at_idx" ON "tara_weighings" USING btree ("vehicle_id","weighed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tara_weighings_weighed_at_idx" ON "tara_weighings" USING btree ("weighed_at" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "document_chain" ("id", "last_document_id", "last_signature") VALUES (1, NULL, NULL);
