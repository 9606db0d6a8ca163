-- All time is the commonest period of the reports and the costliest: summed from yearly rows, a vehicle by
-- polygon or a driver by vehicle is read once per year. One more grain, 'all' (a single bucket dated
-- 2000-01-01), holds the whole history, so an all-time report reads each key once.
CREATE OR REPLACE FUNCTION weighing_rollup_document_rows(d scale_documents, sign integer, tz text)
RETURNS TABLE (dimension text, grain text, bucket date, key_a integer, key_b integer, key_c integer, key_text text,
               loads integer, weight_kg numeric, taras integer, min_kg numeric, max_kg numeric)
LANGUAGE sql STABLE AS $$
  SELECT k.dimension, g.grain, g.bucket, k.key_a, k.key_b, k.key_c, k.key_text, sign, sign * d.material_weight_kg, 0,
         CASE WHEN sign > 0 AND k.dimension = 'material' AND g.grain = 'day' THEN d.material_weight_kg END,
         CASE WHEN sign > 0 AND k.dimension = 'material' AND g.grain = 'day' THEN d.material_weight_kg END
  FROM (SELECT d.second_weigh_timestamp AT TIME ZONE tz AS at, weighing_driver_key(d) AS driver) l
  CROSS JOIN LATERAL (VALUES ('day', l.at::date), ('month', date_trunc('month', l.at)::date), ('year', date_trunc('year', l.at)::date), ('all', date '2000-01-01')) g (grain, bucket)
  CROSS JOIN LATERAL (VALUES
    ('total', 0, 0, 0, ''),
    ('hour', extract(hour FROM l.at)::integer, 0, 0, ''),
    ('vehicle', d.vehicle_id, 0, 0, ''),
    ('material', d.material_id, 0, 0, ''),
    ('area_polygon_vehicle', d.loaded_area_id, coalesce(d.polygon_id, 0), d.vehicle_id, ''),
    ('material_area_polygon', d.material_id, d.loaded_area_id, coalesce(d.polygon_id, 0), ''),
    ('material_station', d.material_id, coalesce(d.unloading_station_id, 0), 0, ''),
    ('driver_vehicle', d.vehicle_id, 0, 0, l.driver)
  ) k (dimension, key_a, key_b, key_c, key_text)
  WHERE d.voided_at IS NULL AND d.status = 'completed' AND k.key_text IS NOT NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION weighing_rollup_tara_rows(t tara_weighings, sign integer, tz text)
RETURNS TABLE (dimension text, grain text, bucket date, key_a integer, key_b integer, key_c integer, key_text text,
               loads integer, weight_kg numeric, taras integer, min_kg numeric, max_kg numeric)
LANGUAGE sql STABLE AS $$
  SELECT k.dimension, g.grain, g.bucket, k.key_a, k.key_b, 0, '', 0, 0::numeric, sign, NULL::numeric, NULL::numeric
  FROM (SELECT t.weighed_at AT TIME ZONE tz AS at, 1 + t.tara_id % 4 AS shard) l
  CROSS JOIN LATERAL (VALUES ('day', l.at::date), ('month', date_trunc('month', l.at)::date), ('year', date_trunc('year', l.at)::date), ('all', date '2000-01-01')) g (grain, bucket)
  CROSS JOIN LATERAL (VALUES ('total', 0, l.shard), ('hour', extract(hour FROM l.at)::integer, l.shard), ('vehicle', t.vehicle_id, 0)) k (dimension, key_a, key_b)
$$;
--> statement-breakpoint
-- Totals cut before this migration have no all-time rows: cut them again.
SELECT weighing_rollups_rebuild(time_zone) FROM rollup_settings WHERE id = 1 AND time_zone <> '';
