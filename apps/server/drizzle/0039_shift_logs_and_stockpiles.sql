CREATE TABLE "shift_logs" (
	"log_id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"production_day" date NOT NULL,
	"shift_name" text NOT NULL,
	"shift_start" timestamp with time zone NOT NULL,
	"shift_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hour_meter_start" numeric(12, 2),
	"hour_meter_end" numeric(12, 2),
	"feed_tons_typed" numeric(14, 2),
	"feed_correction_reason" text,
	"energy_kwh" numeric(14, 2),
	"notes" text,
	"recorded_by" integer,
	"signed_by" integer,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_logs_status_check" CHECK ("status" in ('open', 'signed')),
	CONSTRAINT "shift_logs_signed_check" CHECK (("shift_logs"."status" = 'signed') = ("shift_logs"."signed_at" is not null)),
	CONSTRAINT "shift_logs_hours_check" CHECK ("shift_logs"."hour_meter_end" >= "shift_logs"."hour_meter_start"),
	CONSTRAINT "shift_logs_typed_feed_check" CHECK ("shift_logs"."feed_tons_typed" is null or "shift_logs"."feed_correction_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "shift_outputs" (
	"output_id" serial PRIMARY KEY NOT NULL,
	"log_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"tons" numeric(14, 2) NOT NULL,
	"stockpile_id" integer,
	CONSTRAINT "shift_outputs_tons_check" CHECK ("shift_outputs"."tons" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stockpile_movements" (
	"movement_id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"stockpile_id" integer NOT NULL,
	"to_stockpile_id" integer,
	"tons" numeric(14, 2) NOT NULL,
	"moved_on" date NOT NULL,
	"log_id" integer,
	"book_tons" numeric(14, 2),
	"measured_tons" numeric(14, 2),
	"notes" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stockpile_movements_kind_check" CHECK ("kind" in ('in', 'out', 'transfer', 'adjustment')),
	CONSTRAINT "stockpile_movements_tons_check" CHECK ("stockpile_movements"."kind" = 'adjustment' or "stockpile_movements"."tons" > 0),
	CONSTRAINT "stockpile_movements_transfer_check" CHECK (("stockpile_movements"."kind" = 'transfer') = ("stockpile_movements"."to_stockpile_id" is not null) and "stockpile_movements"."to_stockpile_id" is distinct from "stockpile_movements"."stockpile_id"),
	CONSTRAINT "stockpile_movements_receipt_check" CHECK (("stockpile_movements"."kind" = 'in') = ("stockpile_movements"."log_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "stockpiles" (
	"stockpile_id" serial PRIMARY KEY NOT NULL,
	"material_id" integer NOT NULL,
	"place" text NOT NULL,
	"opening_tons" numeric(14, 2) DEFAULT 0 NOT NULL,
	"opening_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stockpiles_opening_check" CHECK ("stockpiles"."opening_tons" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shift_logs" ADD CONSTRAINT "shift_logs_plant_id_crushing_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."crushing_plants"("plant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_logs" ADD CONSTRAINT "shift_logs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_logs" ADD CONSTRAINT "shift_logs_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_outputs" ADD CONSTRAINT "shift_outputs_log_id_shift_logs_log_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."shift_logs"("log_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_outputs" ADD CONSTRAINT "shift_outputs_material_id_materials_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("material_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_outputs" ADD CONSTRAINT "shift_outputs_stockpile_id_stockpiles_stockpile_id_fk" FOREIGN KEY ("stockpile_id") REFERENCES "public"."stockpiles"("stockpile_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stockpile_movements" ADD CONSTRAINT "stockpile_movements_stockpile_id_stockpiles_stockpile_id_fk" FOREIGN KEY ("stockpile_id") REFERENCES "public"."stockpiles"("stockpile_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stockpile_movements" ADD CONSTRAINT "stockpile_movements_to_stockpile_id_stockpiles_stockpile_id_fk" FOREIGN KEY ("to_stockpile_id") REFERENCES "public"."stockpiles"("stockpile_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stockpile_movements" ADD CONSTRAINT "stockpile_movements_log_id_shift_logs_log_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."shift_logs"("log_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stockpile_movements" ADD CONSTRAINT "stockpile_movements_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stockpiles" ADD CONSTRAINT "stockpiles_material_id_materials_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("material_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_logs_shift_key" ON "shift_logs" USING btree ("plant_id","production_day","shift_name");--> statement-breakpoint
CREATE INDEX "shift_logs_day_idx" ON "shift_logs" USING btree ("production_day");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_outputs_product_key" ON "shift_outputs" USING btree ("log_id","material_id");--> statement-breakpoint
CREATE INDEX "shift_outputs_material_idx" ON "shift_outputs" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "stockpile_movements_pile_idx" ON "stockpile_movements" USING btree ("stockpile_id","moved_on");--> statement-breakpoint
CREATE INDEX "stockpile_movements_to_idx" ON "stockpile_movements" USING btree ("to_stockpile_id");--> statement-breakpoint
CREATE INDEX "stockpile_movements_log_idx" ON "stockpile_movements" USING btree ("log_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stockpiles_place_key" ON "stockpiles" USING btree ("material_id",lower("place"));