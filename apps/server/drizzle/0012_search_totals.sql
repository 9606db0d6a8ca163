CREATE INDEX "scale_documents_number_search_idx" ON "scale_documents" USING gin ("document_number" gin_trgm_ops) WHERE "scale_documents"."voided_at" is null;--> statement-breakpoint
-- A search of the history counts every document it matches, and a plate matches thousands over five
-- years. One more dimension, 'search', at the all-time grain only, counts the loads of each combination
-- of plate, driver, material and card as the tickets wrote them (key_text, a JSON array of the four
-- texts exactly as the search reads them; key_a = vehicle, key_b = material), so that a search reads a
-- few thousand combinations instead of every matching document.
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
    ('driver_vehicle', d.vehicle_id, 0, 0, l.driver),
    ('search', d.vehicle_id, d.material_id, 0, json_build_array(
      d.registration_number, coalesce(d.driver_name, '') || ' ' || coalesce(d.driver_surname, ''), d.material_name, d.rfid_card_number)::text)
  ) k (dimension, key_a, key_b, key_c, key_text)
  WHERE d.voided_at IS NULL AND d.status = 'completed' AND k.key_text IS NOT NULL
    AND (k.dimension <> 'search' OR g.grain = 'all')
$$;
--> statement-breakpoint
-- Totals cut before this migration have no search rows: cut them again.
SELECT weighing_rollups_rebuild(time_zone) FROM rollup_settings WHERE id = 1 AND time_zone <> '';
