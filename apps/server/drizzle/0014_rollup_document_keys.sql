-- One list of what a load document is counted under, and one of the buckets a day adds to. The totals'
-- per-document rows (0012) and the insert trigger (0013) each wrote both out; now they read them here,
-- so that a new dimension is added in one place. What they count is unchanged.
CREATE FUNCTION weighing_rollup_document_keys(d scale_documents, tz text)
RETURNS TABLE (dimension text, day date, key_a integer, key_b integer, key_c integer, key_text text)
LANGUAGE sql STABLE AS $$
  SELECT k.dimension, l.at::date, k.key_a, k.key_b, k.key_c, k.key_text
  FROM (SELECT d.second_weigh_timestamp AT TIME ZONE tz AS at, weighing_driver_key(d) AS driver) l
  CROSS JOIN LATERAL (VALUES
    ('total', 0, 0, 0, ''),
    ('hour', extract(hour FROM l.at)::integer, 0, 0, ''),
    ('vehicle', d.vehicle_id, 0, 0, ''),
    ('material', d.material_id, 0, 0, ''),
    ('area_polygon_vehicle', d.loaded_area_id, coalesce(d.polygon_id, 0), d.vehicle_id, ''),
    ('material_area_polygon', d.material_id, d.loaded_area_id, coalesce(d.polygon_id, 0), ''),
    ('material_station', d.material_id, coalesce(d.unloading_station_id, 0), 0, ''),
    ('driver_vehicle', d.vehicle_id, 0, 0, l.driver),
    ('search', d.vehicle_id, d.material_id, 0, json_build_array(
      d.registration_number, coalesce(d.driver_name, '') || ' ' || coalesce(d.driver_surname, ''), d.material_name, d.rfid_card_number)::text)
  ) k (dimension, key_a, key_b, key_c, key_text)
  WHERE d.voided_at IS NULL AND d.status = 'completed' AND k.key_text IS NOT NULL
$$;
--> statement-breakpoint
-- The buckets a site day of a dimension adds to: its day, month, year and all time ('search': all time only).
CREATE FUNCTION weighing_rollup_buckets(dimension text, day date)
RETURNS TABLE (grain text, bucket date)
LANGUAGE sql IMMUTABLE AS $$
  SELECT g.grain, g.bucket
  FROM (VALUES ('day', day), ('month', date_trunc('month', day::timestamp)::date), ('year', date_trunc('year', day::timestamp)::date),
               ('all', date '2000-01-01')) g (grain, bucket)
  WHERE dimension <> 'search' OR g.grain = 'all'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION weighing_rollup_document_rows(d scale_documents, sign integer, tz text)
RETURNS TABLE (dimension text, grain text, bucket date, key_a integer, key_b integer, key_c integer, key_text text,
               loads integer, weight_kg numeric, taras integer, min_kg numeric, max_kg numeric)
LANGUAGE sql STABLE AS $$
  SELECT k.dimension, b.grain, b.bucket, k.key_a, k.key_b, k.key_c, k.key_text, sign, sign * d.material_weight_kg, 0,
         CASE WHEN sign > 0 AND k.dimension = 'material' AND b.grain = 'day' THEN d.material_weight_kg END,
         CASE WHEN sign > 0 AND k.dimension = 'material' AND b.grain = 'day' THEN d.material_weight_kg END
  FROM weighing_rollup_document_keys(d, tz) k CROSS JOIN LATERAL weighing_rollup_buckets(k.dimension, k.day) b
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION weighing_rollups_documents_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := weighing_rollups_time_zone();
BEGIN
  IF tz IS NULL THEN RETURN NULL; END IF;
  INSERT INTO weighing_rollups AS r (dimension, grain, bucket, key_a, key_b, key_c, key_text, loads, weight_kg, taras, min_kg, max_kg)
  WITH days AS (
    SELECT k.dimension, k.day, k.key_a, k.key_b, k.key_c, k.key_text, count(*)::integer AS loads,
           sum(d.material_weight_kg) AS weight_kg, min(d.material_weight_kg) AS min_kg, max(d.material_weight_kg) AS max_kg
    FROM new_documents d CROSS JOIN LATERAL weighing_rollup_document_keys(d, tz) k
    GROUP BY 1, 2, 3, 4, 5, 6
  )
  SELECT days.dimension, b.grain, b.bucket, days.key_a, days.key_b, days.key_c, days.key_text, sum(days.loads), sum(days.weight_kg), 0,
         CASE WHEN days.dimension = 'material' AND b.grain = 'day' THEN min(days.min_kg) END,
         CASE WHEN days.dimension = 'material' AND b.grain = 'day' THEN max(days.max_kg) END
  FROM days CROSS JOIN LATERAL weighing_rollup_buckets(days.dimension, days.day) b
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (dimension, grain, bucket, key_a, key_b, key_c, key_text) DO UPDATE SET
    loads = r.loads + excluded.loads, weight_kg = r.weight_kg + excluded.weight_kg, taras = r.taras + excluded.taras,
    min_kg = least(r.min_kg, excluded.min_kg), max_kg = greatest(r.max_kg, excluded.max_kg);
  RETURN NULL;
END;
$$;
