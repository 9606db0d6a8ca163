CREATE TABLE "rollup_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "rollup_settings_one_row_check" CHECK ("rollup_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "weighing_rollups" (
	"dimension" text NOT NULL,
	"grain" text NOT NULL,
	"bucket" date NOT NULL,
	"key_a" integer DEFAULT 0 NOT NULL,
	"key_b" integer DEFAULT 0 NOT NULL,
	"key_c" integer DEFAULT 0 NOT NULL,
	"key_text" text DEFAULT '' NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"weight_kg" numeric(16, 2) DEFAULT 0 NOT NULL,
	"taras" integer DEFAULT 0 NOT NULL,
	"min_kg" numeric(12, 2),
	"max_kg" numeric(12, 2),
	CONSTRAINT "weighing_rollups_dimension_grain_bucket_key_a_key_b_key_c_key_text_pk" PRIMARY KEY("dimension","grain","bucket","key_a","key_b","key_c","key_text")
);
