CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"time_zone_set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_settings_one_row_check" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
-- A site that has weighed already ran in the zone its report totals were cut in: that zone is its own.
-- A new database records the zone of the first server that starts on it.
INSERT INTO "site_settings" ("id", "time_zone", "time_zone_set_at")
SELECT 1, "time_zone", now() FROM "rollup_settings"
WHERE "id" = 1 AND (EXISTS (SELECT 1 FROM "scale_documents") OR EXISTS (SELECT 1 FROM "tara_weighings"));
