CREATE TABLE "crushing_plant_stations" (
	"station_id" integer PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crushing_plants" DROP CONSTRAINT "crushing_plants_station_id_unloading_stations_station_id_fk";
--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "size_from_mm" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "size_to_mm" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "crushing_plant_stations" ADD CONSTRAINT "crushing_plant_stations_station_id_unloading_stations_station_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."unloading_stations"("station_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crushing_plant_stations" ADD CONSTRAINT "crushing_plant_stations_plant_id_crushing_plants_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."crushing_plants"("plant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crushing_plant_stations_plant_idx" ON "crushing_plant_stations" USING btree ("plant_id");--> statement-breakpoint
-- A plant's one feeding station becomes its first link (a station fed one plant at most already, in practice:
-- where two plants named the same station, the older plant keeps it).
INSERT INTO "crushing_plant_stations" ("station_id", "plant_id")
  SELECT DISTINCT ON ("station_id") "station_id", "plant_id" FROM "crushing_plants" WHERE "station_id" IS NOT NULL ORDER BY "station_id", "plant_id";--> statement-breakpoint
ALTER TABLE "crushing_plants" DROP COLUMN "station_id";--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_size_fraction_check" CHECK (("materials"."size_from_mm" is null) = ("materials"."size_to_mm" is null) and "materials"."size_from_mm" >= 0 and "materials"."size_to_mm" > "materials"."size_from_mm");