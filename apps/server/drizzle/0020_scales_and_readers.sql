CREATE TABLE "readers" (
	"reader_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scale_id" integer NOT NULL,
	"connection" text NOT NULL,
	"prefix" text,
	"suffix" text,
	"card_format" text DEFAULT 'decimal' NOT NULL,
	"repeat_window_seconds" integer DEFAULT 10 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"host" text,
	"port" integer,
	"device_path" text,
	"baud_rate" integer DEFAULT 9600 NOT NULL,
	"data_bits" integer DEFAULT 8 NOT NULL,
	"parity" text DEFAULT 'none' NOT NULL,
	"stop_bits" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "readers_connection_check" CHECK ("connection" in ('tcp', 'serial')),
	CONSTRAINT "readers_card_format_check" CHECK ("card_format" in ('decimal', 'hex')),
	CONSTRAINT "readers_parity_check" CHECK ("parity" in ('none', 'even', 'odd'))
);
--> statement-breakpoint
CREATE TABLE "scales" (
	"scale_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"capacity_kg" integer NOT NULL,
	"division_kg" numeric(9, 3) NOT NULL,
	"connection" text NOT NULL,
	"protocol" text DEFAULT 'toledo' NOT NULL,
	"toledo_checksum" boolean DEFAULT false NOT NULL,
	"ascii_pattern" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_capture_at" timestamp with time zone,
	"host" text,
	"port" integer,
	"device_path" text,
	"baud_rate" integer DEFAULT 9600 NOT NULL,
	"data_bits" integer DEFAULT 8 NOT NULL,
	"parity" text DEFAULT 'none' NOT NULL,
	"stop_bits" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scales_connection_check" CHECK ("connection" in ('manual', 'tcp', 'serial')),
	CONSTRAINT "scales_protocol_check" CHECK ("protocol" in ('toledo', 'sics', 'sma', 'ascii')),
	CONSTRAINT "scales_parity_check" CHECK ("parity" in ('none', 'even', 'odd')),
	CONSTRAINT "scales_capacity_check" CHECK ("scales"."capacity_kg" > 0 and "scales"."division_kg" > 0)
);
--> statement-breakpoint
ALTER TABLE "scale_documents" DROP CONSTRAINT "scale_documents_weight_source_check";--> statement-breakpoint
ALTER TABLE "scale_documents" ADD COLUMN "tare_weight_source" text;--> statement-breakpoint
ALTER TABLE "scale_documents" ADD COLUMN "gross_raw_frame" text;--> statement-breakpoint
ALTER TABLE "scale_documents" ADD COLUMN "tare_raw_frame" text;--> statement-breakpoint
ALTER TABLE "scale_documents" ADD COLUMN "manual_reason" text;--> statement-breakpoint
ALTER TABLE "tara_weighings" ADD COLUMN "raw_frame" text;--> statement-breakpoint
ALTER TABLE "tara_weighings" ADD COLUMN "manual_reason" text;--> statement-breakpoint
ALTER TABLE "readers" ADD CONSTRAINT "readers_scale_id_scales_scale_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("scale_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_documents" ADD CONSTRAINT "scale_documents_tare_weight_source_check" CHECK ("tare_weight_source" in ('manual', 'scale', 'import'));--> statement-breakpoint
ALTER TABLE "scale_documents" ADD CONSTRAINT "scale_documents_weight_source_check" CHECK ("weight_source" in ('manual', 'scale', 'import'));--> statement-breakpoint
ALTER TABLE "tara_weighings" ADD CONSTRAINT "tara_weighings_weight_source_check" CHECK ("weight_source" in ('manual', 'scale', 'import'));--> statement-breakpoint
-- The scale every weighing so far was recorded on (scale id 1): no indicator, weights typed as before.
INSERT INTO "scales" ("scale_id", "name", "capacity_kg", "division_kg", "connection") VALUES (1, 'Weighbridge 1', 150000, 20, 'manual');--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"scales"', 'scale_id'), 1);

