CREATE TABLE "document_number_formats" (
	"year" integer NOT NULL,
	"first_sequence" integer NOT NULL,
	"prefix" text NOT NULL,
	"digits" integer NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"set_by" integer,
	CONSTRAINT "document_number_formats_year_first_sequence_pk" PRIMARY KEY("year","first_sequence"),
	CONSTRAINT "document_number_formats_digits_check" CHECK ("document_number_formats"."digits" between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "tara_counter" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "tara_counter_one_row" CHECK ("tara_counter"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "tara_weighings_search_idx";--> statement-breakpoint
ALTER TABLE "document_counters" ADD COLUMN "prefix" text;--> statement-breakpoint
ALTER TABLE "document_counters" ADD COLUMN "digits" integer;--> statement-breakpoint
-- Taras weighed so far were numbered by their id (TARA-000042) and keep the number they printed; the next
-- tara continues after the highest of them.
ALTER TABLE "tara_weighings" ADD COLUMN "tara_number" integer;--> statement-breakpoint
UPDATE "tara_weighings" SET "tara_number" = "tara_id";--> statement-breakpoint
ALTER TABLE "tara_weighings" ALTER COLUMN "tara_number" SET NOT NULL;--> statement-breakpoint
INSERT INTO "tara_counter" ("id", "last_number") SELECT 1, max("tara_number") FROM "tara_weighings" HAVING count(*) > 0;--> statement-breakpoint
ALTER TABLE "document_number_formats" ADD CONSTRAINT "document_number_formats_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tara_weighings_number_key" ON "tara_weighings" USING btree ("tara_number");--> statement-breakpoint
CREATE INDEX "tara_weighings_search_idx" ON "tara_weighings" USING gin ((coalesce("rfid_card_number", '') || ' ' || 'TARA-' || lpad("tara_number"::text, greatest(6, length("tara_number"::text)), '0')) gin_trgm_ops);