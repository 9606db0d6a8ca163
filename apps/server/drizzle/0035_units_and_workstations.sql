CREATE TABLE "workstations" (
	"workstation_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scale_id" integer NOT NULL,
	"reader_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "weight_unit" text DEFAULT 'kg' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "weight_decimals" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "workstations" ADD CONSTRAINT "workstations_scale_id_scales_scale_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("scale_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workstations" ADD CONSTRAINT "workstations_reader_id_readers_reader_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."readers"("reader_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workstations_name_key" ON "workstations" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_weight_unit_check" CHECK ("site_settings"."weight_unit" in ('kg', 't'));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_weight_decimals_check" CHECK ("site_settings"."weight_decimals" between 0 and 3);