CREATE TABLE "shift_log_months" (
	"plant_id" integer NOT NULL,
	"month" date NOT NULL,
	"logs" integer NOT NULL,
	"running_hours" numeric(18, 2) NOT NULL,
	"energy_kwh" numeric(18, 2),
	"typed_tons" numeric(18, 2) NOT NULL,
	CONSTRAINT "shift_log_months_plant_id_month_pk" PRIMARY KEY("plant_id","month")
);
--> statement-breakpoint
CREATE TABLE "shift_output_months" (
	"plant_id" integer NOT NULL,
	"month" date NOT NULL,
	"material_id" integer NOT NULL,
	"stockpile_id" integer NOT NULL,
	"tons" numeric(18, 2) NOT NULL,
	CONSTRAINT "shift_output_months_plant_id_month_material_id_stockpile_id_pk" PRIMARY KEY("plant_id","month","material_id","stockpile_id")
);
--> statement-breakpoint
-- The shift logs of production days [first, last] (of one plant, or all) added up by plant and month: one rule for
-- the months kept in shift_log_months and the ragged months of a period the figures read from the logs.
CREATE FUNCTION shift_log_month_totals(first date, last date, plant integer DEFAULT NULL)
RETURNS TABLE (plant_id integer, month date, logs integer, running_hours numeric, energy_kwh numeric, typed_tons numeric)
LANGUAGE sql STABLE AS $$
  SELECT l.plant_id, date_trunc('month', l.production_day)::date, count(*)::integer, coalesce(sum(l.hour_meter_end - l.hour_meter_start), 0),
         sum(l.energy_kwh), coalesce(sum(l.feed_tons_typed), 0)
  FROM shift_logs l
  WHERE l.production_day BETWEEN first AND last AND (plant IS NULL OR l.plant_id = plant)
  GROUP BY 1, 2
$$;
--> statement-breakpoint
-- Their outputs likewise, by plant, month, product and pile (0: none).
CREATE FUNCTION shift_output_month_totals(first date, last date, plant integer DEFAULT NULL)
RETURNS TABLE (plant_id integer, month date, material_id integer, stockpile_id integer, tons numeric)
LANGUAGE sql STABLE AS $$
  SELECT l.plant_id, date_trunc('month', l.production_day)::date, o.material_id, coalesce(o.stockpile_id, 0), sum(o.tons)
  FROM shift_outputs o JOIN shift_logs l ON l.log_id = o.log_id
  WHERE l.production_day BETWEEN first AND last AND (plant IS NULL OR l.plant_id = plant)
  GROUP BY 1, 2, 3, 4
$$;
--> statement-breakpoint
-- Counts the touched plants' months again from the logs. One writer at a time per plant (SHIFT_MONTHS_LOCK_CLASS,
-- then the plant, in the plants' order), and each statement after the lock reads what the writers before it
-- committed: two shifts of one month logged at once both count.
CREATE FUNCTION shift_months_count_again(plants integer[], months date[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  plant integer;
BEGIN
  FOR plant IN SELECT DISTINCT p FROM unnest(plants) p ORDER BY p LOOP
    PERFORM pg_advisory_xact_lock(2002940781, plant);
  END LOOP;
  DELETE FROM shift_log_months m USING unnest(plants, months) t (plant_id, month) WHERE m.plant_id = t.plant_id AND m.month = t.month;
  DELETE FROM shift_output_months m USING unnest(plants, months) t (plant_id, month) WHERE m.plant_id = t.plant_id AND m.month = t.month;
  INSERT INTO shift_log_months (plant_id, month, logs, running_hours, energy_kwh, typed_tons)
  SELECT c.* FROM (SELECT DISTINCT plant_id, month FROM unnest(plants, months) t (plant_id, month)) t
  CROSS JOIN LATERAL shift_log_month_totals(t.month, (t.month + interval '1 month' - interval '1 day')::date, t.plant_id) c;
  INSERT INTO shift_output_months (plant_id, month, material_id, stockpile_id, tons)
  SELECT c.* FROM (SELECT DISTINCT plant_id, month FROM unnest(plants, months) t (plant_id, month)) t
  CROSS JOIN LATERAL shift_output_month_totals(t.month, (t.month + interval '1 month' - interval '1 day')::date, t.plant_id) c;
END;
$$;
--> statement-breakpoint
-- After logs are written: their plants' months, before and after the change.
CREATE FUNCTION shift_logs_months_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  plants integer[];
  months date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(plant_id), array_agg(month) INTO plants, months
    FROM (SELECT DISTINCT plant_id, date_trunc('month', production_day)::date AS month FROM new_logs) t;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(plant_id), array_agg(month) INTO plants, months
    FROM (SELECT plant_id, date_trunc('month', production_day)::date AS month FROM new_logs
          UNION SELECT plant_id, date_trunc('month', production_day)::date FROM old_logs) t;
  ELSE
    SELECT array_agg(plant_id), array_agg(month) INTO plants, months
    FROM (SELECT DISTINCT plant_id, date_trunc('month', production_day)::date AS month FROM old_logs) t;
  END IF;
  IF plants IS NOT NULL THEN PERFORM shift_months_count_again(plants, months); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- After outputs are written: the months of their logs. Outputs deleted with their log have no log left to name
-- its month; the log's own trigger counts it.
CREATE FUNCTION shift_outputs_months_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  plants integer[];
  months date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(plant_id), array_agg(month) INTO plants, months
    FROM (SELECT DISTINCT l.plant_id, date_trunc('month', l.production_day)::date AS month FROM new_outputs o JOIN shift_logs l ON l.log_id = o.log_id) t;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(plant_id), array_agg(month) INTO plants, months
    FROM (SELECT DISTINCT l.plant_id, date_trunc('month', l.production_day)::date AS month
          FROM (SELECT log_id FROM new_outputs UNION SELECT log_id FROM old_outputs) o JOIN shift_logs l ON l.log_id = o.log_id) t;
  ELSE
    SELECT array_agg(plant_id), array_agg(month) INTO plants, months
    FROM (SELECT DISTINCT l.plant_id, date_trunc('month', l.production_day)::date AS month FROM old_outputs o JOIN shift_logs l ON l.log_id = o.log_id) t;
  END IF;
  IF plants IS NOT NULL THEN PERFORM shift_months_count_again(plants, months); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER shift_logs_months_insert AFTER INSERT ON shift_logs REFERENCING NEW TABLE AS new_logs FOR EACH STATEMENT EXECUTE FUNCTION shift_logs_months_changed();
--> statement-breakpoint
CREATE TRIGGER shift_logs_months_update AFTER UPDATE ON shift_logs REFERENCING NEW TABLE AS new_logs OLD TABLE AS old_logs FOR EACH STATEMENT EXECUTE FUNCTION shift_logs_months_changed();
--> statement-breakpoint
CREATE TRIGGER shift_logs_months_delete AFTER DELETE ON shift_logs REFERENCING OLD TABLE AS old_logs FOR EACH STATEMENT EXECUTE FUNCTION shift_logs_months_changed();
--> statement-breakpoint
CREATE TRIGGER shift_outputs_months_insert AFTER INSERT ON shift_outputs REFERENCING NEW TABLE AS new_outputs FOR EACH STATEMENT EXECUTE FUNCTION shift_outputs_months_changed();
--> statement-breakpoint
CREATE TRIGGER shift_outputs_months_update AFTER UPDATE ON shift_outputs REFERENCING NEW TABLE AS new_outputs OLD TABLE AS old_outputs FOR EACH STATEMENT EXECUTE FUNCTION shift_outputs_months_changed();
--> statement-breakpoint
CREATE TRIGGER shift_outputs_months_delete AFTER DELETE ON shift_outputs REFERENCING OLD TABLE AS old_outputs FOR EACH STATEMENT EXECUTE FUNCTION shift_outputs_months_changed();
--> statement-breakpoint
INSERT INTO shift_log_months (plant_id, month, logs, running_hours, energy_kwh, typed_tons) SELECT * FROM shift_log_month_totals('-infinity', 'infinity');
--> statement-breakpoint
INSERT INTO shift_output_months (plant_id, month, material_id, stockpile_id, tons) SELECT * FROM shift_output_month_totals('-infinity', 'infinity');
