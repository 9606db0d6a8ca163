-- An insert of many documents (an import writes 25,000 to a statement) fanned every document out to 36
-- totals rows and sorted them all by their text keys. The documents are now first added up per dimension
-- and site day (9 rows a document at most, far fewer once a day's loads share keys), and those day totals
-- are spread over the day, month, year and all-time buckets ('search' at the all-time bucket only). The
-- upsert, its key order and what it counts are those of weighing_rollup_document_rows.
CREATE OR REPLACE FUNCTION weighing_rollups_documents_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := weighing_rollups_time_zone();
BEGIN
  IF tz IS NULL THEN RETURN NULL; END IF;
  INSERT INTO weighing_rollups AS r (dimension, grain, bucket, key_a, key_b, key_c, key_text, loads, weight_kg, taras, min_kg, max_kg)
  WITH days AS (
    SELECT k.dimension, l.day, k.key_a, k.key_b, k.key_c, k.key_text,
           count(*)::integer AS loads, sum(l.kg) AS weight_kg, min(l.kg) AS min_kg, max(l.kg) AS max_kg
    FROM new_documents d
    CROSS JOIN LATERAL (SELECT (d.second_weigh_timestamp AT TIME ZONE tz) AS at, d.material_weight_kg AS kg, weighing_driver_key(d) AS driver) a
    CROSS JOIN LATERAL (SELECT a.at::date AS day, a.kg, a.driver, extract(hour FROM a.at)::integer AS hour) l
    CROSS JOIN LATERAL (VALUES
      ('total', 0, 0, 0, ''),
      ('hour', l.hour, 0, 0, ''),
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
    GROUP BY 1, 2, 3, 4, 5, 6
  )
  SELECT days.dimension, g.grain, g.bucket, days.key_a, days.key_b, days.key_c, days.key_text, sum(days.loads), sum(days.weight_kg), 0,
         CASE WHEN days.dimension = 'material' AND g.grain = 'day' THEN min(days.min_kg) END,
         CASE WHEN days.dimension = 'material' AND g.grain = 'day' THEN max(days.max_kg) END
  FROM days CROSS JOIN LATERAL (VALUES ('day', days.day), ('month', date_trunc('month', days.day)::date), ('year', date_trunc('year', days.day)::date), ('all', date '2000-01-01')) g (grain, bucket)
  WHERE days.dimension <> 'search' OR g.grain = 'all'
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (dimension, grain, bucket, key_a, key_b, key_c, key_text) DO UPDATE SET
    loads = r.loads + excluded.loads, weight_kg = r.weight_kg + excluded.weight_kg, taras = r.taras + excluded.taras,
    min_kg = least(r.min_kg, excluded.min_kg), max_kg = greatest(r.max_kg, excluded.max_kg);
  RETURN NULL;
END;
$$;
