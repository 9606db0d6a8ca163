ALTER TABLE "shift_log_months" ADD COLUMN "windows" "tstzmultirange" DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_log_months" ADD COLUMN "typed_logs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_log_months" ADD COLUMN "logs_without_energy" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "shift_logs_typed_idx" ON "shift_logs" USING btree ("plant_id","production_day") WHERE "shift_logs"."feed_tons_typed" is not null;--> statement-breakpoint
CREATE INDEX "shift_logs_no_energy_idx" ON "shift_logs" USING btree ("plant_id","production_day") WHERE "shift_logs"."energy_kwh" is null;--> statement-breakpoint
-- The months keep the union of their logs' shift windows, and how many logs have a typed feed and how many no
-- energy: a year's weighed feed of the logged shifts is the plants' weighed feed less what falls outside the union,
-- and only the logs those counts name are read one by one.
DROP FUNCTION shift_log_month_totals(date, date, integer);
--> statement-breakpoint
CREATE FUNCTION shift_log_month_totals(first date, last date, plant integer DEFAULT NULL)
RETURNS TABLE (plant_id integer, month date, logs integer, running_hours numeric, energy_kwh numeric, typed_tons numeric, windows tstzmultirange,
               typed_logs integer, logs_without_energy integer)
LANGUAGE sql STABLE AS $$
  SELECT l.plant_id, date_trunc('month', l.production_day)::date, count(*)::integer, coalesce(sum(l.hour_meter_end - l.hour_meter_start), 0),
         sum(l.energy_kwh), coalesce(sum(l.feed_tons_typed), 0), range_agg(tstzrange(l.shift_start, l.shift_end)), count(l.feed_tons_typed)::integer,
         (count(*) - count(l.energy_kwh))::integer
  FROM shift_logs l
  WHERE l.production_day BETWEEN first AND last AND (plant IS NULL OR l.plant_id = plant)
  GROUP BY 1, 2
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shift_months_count_again(plants integer[], months date[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  plant integer;
BEGIN
  FOR plant IN SELECT DISTINCT p FROM unnest(plants) p ORDER BY p LOOP
    PERFORM pg_advisory_xact_lock(2002940781, plant);
  END LOOP;
  DELETE FROM shift_log_months m USING unnest(plants, months) t (plant_id, month) WHERE m.plant_id = t.plant_id AND m.month = t.month;
  DELETE FROM shift_output_months m USING unnest(plants, months) t (plant_id, month) WHERE m.plant_id = t.plant_id AND m.month = t.month;
  INSERT INTO shift_log_months (plant_id, month, logs, running_hours, energy_kwh, typed_tons, windows, typed_logs, logs_without_energy)
  SELECT c.* FROM (SELECT DISTINCT plant_id, month FROM unnest(plants, months) t (plant_id, month)) t
  CROSS JOIN LATERAL shift_log_month_totals(t.month, (t.month + interval '1 month' - interval '1 day')::date, t.plant_id) c;
  INSERT INTO shift_output_months (plant_id, month, material_id, stockpile_id, tons)
  SELECT c.* FROM (SELECT DISTINCT plant_id, month FROM unnest(plants, months) t (plant_id, month)) t
  CROSS JOIN LATERAL shift_output_month_totals(t.month, (t.month + interval '1 month' - interval '1 day')::date, t.plant_id) c;
END;
$$;
--> statement-breakpoint
DELETE FROM shift_log_months;
--> statement-breakpoint
INSERT INTO shift_log_months (plant_id, month, logs, running_hours, energy_kwh, typed_tons, windows, typed_logs, logs_without_energy)
SELECT * FROM shift_log_month_totals('-infinity', 'infinity');
