-- The running totals of weighing_rollups (apps/server/src/modules/rollups/schema.ts), kept by statement
-- triggers in the transaction of every change to scale_documents and tara_weighings.
-- The buckets are cut in the site time zone of rollup_settings; the server rebuilds them when it starts
-- with another zone. A clear sets weighbridge.rollups = 'paused' and empties the totals itself.
INSERT INTO "rollup_settings" ("id", "time_zone") VALUES (1, 'UTC') ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- The reports' driver key: the driver's id, or for a ticket whose driver is no longer in the list, the
-- copied name and surname (unit separator between them, so that "Ann Lee" + "" is not "Ann" + "Lee").
CREATE FUNCTION weighing_driver_key(d scale_documents) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN d.driver_id IS NOT NULL THEN d.driver_id::text
              WHEN d.driver_name IS NOT NULL THEN 'ticket:' || d.driver_name || chr(31) || coalesce(d.driver_surname, '') END
$$;
--> statement-breakpoint
-- What one load document adds to (sign 1) or takes from (sign -1) the totals: one row per grain and
-- dimension, none for a voided or not completed document.
CREATE FUNCTION weighing_rollup_document_rows(d scale_documents, sign integer, tz text)
RETURNS TABLE (dimension text, grain text, bucket date, key_a integer, key_b integer, key_c integer, key_text text,
               loads integer, weight_kg numeric, taras integer, min_kg numeric, max_kg numeric)
LANGUAGE sql STABLE AS $$
  SELECT k.dimension, g.grain, g.bucket, k.key_a, k.key_b, k.key_c, k.key_text, sign, sign * d.material_weight_kg, 0,
         CASE WHEN sign > 0 AND k.dimension = 'material' AND g.grain = 'day' THEN d.material_weight_kg END,
         CASE WHEN sign > 0 AND k.dimension = 'material' AND g.grain = 'day' THEN d.material_weight_kg END
  FROM (SELECT d.second_weigh_timestamp AT TIME ZONE tz AS at, weighing_driver_key(d) AS driver) l
  CROSS JOIN LATERAL (VALUES ('day', l.at::date), ('month', date_trunc('month', l.at)::date), ('year', date_trunc('year', l.at)::date)) g (grain, bucket)
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
CREATE FUNCTION weighing_rollup_tara_rows(t tara_weighings, sign integer, tz text)
RETURNS TABLE (dimension text, grain text, bucket date, key_a integer, key_b integer, key_c integer, key_text text,
               loads integer, weight_kg numeric, taras integer, min_kg numeric, max_kg numeric)
LANGUAGE sql STABLE AS $$
  SELECT k.dimension, g.grain, g.bucket, k.key_a, 0, 0, '', 0, 0::numeric, sign, NULL::numeric, NULL::numeric
  FROM (SELECT t.weighed_at AT TIME ZONE tz AS at) l
  CROSS JOIN LATERAL (VALUES ('day', l.at::date), ('month', date_trunc('month', l.at)::date), ('year', date_trunc('year', l.at)::date)) g (grain, bucket)
  CROSS JOIN LATERAL (VALUES ('total', 0), ('hour', extract(hour FROM l.at)::integer), ('vehicle', t.vehicle_id)) k (dimension, key_a)
$$;
--> statement-breakpoint
CREATE FUNCTION weighing_rollups_time_zone() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN current_setting('weighbridge.rollups', true) = 'paused' THEN NULL
              ELSE (SELECT time_zone FROM rollup_settings WHERE id = 1) END
$$;
--> statement-breakpoint
-- Adds a set of changes to the totals: called with the rows of one statement, already grouped.
CREATE FUNCTION weighing_rollups_add(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO weighing_rollups AS r (dimension, grain, bucket, key_a, key_b, key_c, key_text, loads, weight_kg, taras, min_kg, max_kg)
  SELECT c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text, c.loads, c.weight_kg, c.taras, c.min_kg, c.max_kg
  FROM jsonb_to_recordset(changes) AS c (dimension text, grain text, bucket date, key_a integer, key_b integer, key_c integer,
                                          key_text text, loads integer, weight_kg numeric, taras integer, min_kg numeric, max_kg numeric)
  ON CONFLICT (dimension, grain, bucket, key_a, key_b, key_c, key_text) DO UPDATE SET
    loads = r.loads + excluded.loads,
    weight_kg = r.weight_kg + excluded.weight_kg,
    taras = r.taras + excluded.taras,
    min_kg = least(r.min_kg, excluded.min_kg),
    max_kg = greatest(r.max_kg, excluded.max_kg)
$$;
--> statement-breakpoint
-- After something was taken away: buckets left empty go, and the lightest and heaviest load of each
-- touched material day are read again from the documents.
CREATE FUNCTION weighing_rollups_tidy(touched jsonb, tz text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM weighing_rollups r
  USING jsonb_to_recordset(touched) AS c (dimension text, grain text, bucket date, key_a integer, key_b integer, key_c integer, key_text text)
  WHERE r.dimension = c.dimension AND r.grain = c.grain AND r.bucket = c.bucket AND r.key_a = c.key_a
    AND r.key_b = c.key_b AND r.key_c = c.key_c AND r.key_text = c.key_text AND r.loads = 0 AND r.taras = 0;

  UPDATE weighing_rollups r SET min_kg = extremes.min_kg, max_kg = extremes.max_kg
  FROM (
    SELECT c.bucket, c.key_a, min(d.material_weight_kg) AS min_kg, max(d.material_weight_kg) AS max_kg
    FROM (SELECT DISTINCT c.bucket, c.key_a
          FROM jsonb_to_recordset(touched) AS c (dimension text, grain text, bucket date, key_a integer)
          WHERE c.dimension = 'material' AND c.grain = 'day') c
    JOIN scale_documents d ON d.material_id = c.key_a
      AND d.second_weigh_timestamp >= (c.bucket::timestamp AT TIME ZONE tz)
      AND d.second_weigh_timestamp < ((c.bucket + 1)::timestamp AT TIME ZONE tz)
      AND d.voided_at IS NULL AND d.status = 'completed'
    GROUP BY c.bucket, c.key_a
  ) extremes
  WHERE r.dimension = 'material' AND r.grain = 'day' AND r.bucket = extremes.bucket AND r.key_a = extremes.key_a
    AND r.key_b = 0 AND r.key_c = 0 AND r.key_text = '';
END;
$$;
--> statement-breakpoint
CREATE FUNCTION weighing_rollups_documents_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := weighing_rollups_time_zone();
BEGIN
  IF tz IS NULL THEN RETURN NULL; END IF;
  PERFORM weighing_rollups_add((
    SELECT jsonb_agg(c) FROM (
      SELECT r.dimension, r.grain, r.bucket, r.key_a, r.key_b, r.key_c, r.key_text, sum(r.loads) AS loads,
             sum(r.weight_kg) AS weight_kg, sum(r.taras) AS taras, min(r.min_kg) AS min_kg, max(r.max_kg) AS max_kg
      FROM new_documents d CROSS JOIN LATERAL weighing_rollup_document_rows(d, 1, tz) r
      GROUP BY 1, 2, 3, 4, 5, 6, 7) c));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION weighing_rollups_documents_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := weighing_rollups_time_zone();
  changes jsonb;
BEGIN
  IF tz IS NULL THEN RETURN NULL; END IF;
  SELECT jsonb_agg(c) INTO changes FROM (
    SELECT r.dimension, r.grain, r.bucket, r.key_a, r.key_b, r.key_c, r.key_text, sum(r.loads) AS loads,
           sum(r.weight_kg) AS weight_kg, sum(r.taras) AS taras, min(r.min_kg) AS min_kg, max(r.max_kg) AS max_kg
    FROM (SELECT r.* FROM new_documents d CROSS JOIN LATERAL weighing_rollup_document_rows(d, 1, tz) r
          UNION ALL
          SELECT r.* FROM old_documents d CROSS JOIN LATERAL weighing_rollup_document_rows(d, -1, tz) r) r
    GROUP BY 1, 2, 3, 4, 5, 6, 7) c
  WHERE c.loads <> 0 OR c.weight_kg <> 0 OR c.min_kg IS NOT NULL;
  IF changes IS NULL THEN RETURN NULL; END IF;
  PERFORM weighing_rollups_add(changes);
  PERFORM weighing_rollups_tidy(changes, tz);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION weighing_rollups_documents_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := weighing_rollups_time_zone();
  changes jsonb;
BEGIN
  IF tz IS NULL THEN RETURN NULL; END IF;
  SELECT jsonb_agg(c) INTO changes FROM (
    SELECT r.dimension, r.grain, r.bucket, r.key_a, r.key_b, r.key_c, r.key_text, sum(r.loads) AS loads,
           sum(r.weight_kg) AS weight_kg, sum(r.taras) AS taras, NULL::numeric AS min_kg, NULL::numeric AS max_kg
    FROM old_documents d CROSS JOIN LATERAL weighing_rollup_document_rows(d, -1, tz) r
    GROUP BY 1, 2, 3, 4, 5, 6, 7) c;
  IF changes IS NULL THEN RETURN NULL; END IF;
  PERFORM weighing_rollups_add(changes);
  PERFORM weighing_rollups_tidy(changes, tz);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION weighing_rollups_taras_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := weighing_rollups_time_zone();
  changes jsonb;
BEGIN
  IF tz IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(c) INTO changes FROM (
      SELECT r.dimension, r.grain, r.bucket, r.key_a, r.key_b, r.key_c, r.key_text, 0 AS loads, 0 AS weight_kg, sum(r.taras) AS taras
      FROM new_taras t CROSS JOIN LATERAL weighing_rollup_tara_rows(t, 1, tz) r
      GROUP BY 1, 2, 3, 4, 5, 6, 7) c;
    IF changes IS NOT NULL THEN PERFORM weighing_rollups_add(changes); END IF;
  ELSE
    SELECT jsonb_agg(c) INTO changes FROM (
      SELECT r.dimension, r.grain, r.bucket, r.key_a, r.key_b, r.key_c, r.key_text, 0 AS loads, 0 AS weight_kg, sum(r.taras) AS taras
      FROM old_taras t CROSS JOIN LATERAL weighing_rollup_tara_rows(t, -1, tz) r
      GROUP BY 1, 2, 3, 4, 5, 6, 7) c;
    IF changes IS NOT NULL THEN PERFORM weighing_rollups_add(changes); PERFORM weighing_rollups_tidy(changes, tz); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER scale_documents_rollups_insert AFTER INSERT ON scale_documents
  REFERENCING NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION weighing_rollups_documents_inserted();
--> statement-breakpoint
CREATE TRIGGER scale_documents_rollups_update AFTER UPDATE ON scale_documents
  REFERENCING OLD TABLE AS old_documents NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION weighing_rollups_documents_changed();
--> statement-breakpoint
CREATE TRIGGER scale_documents_rollups_delete AFTER DELETE ON scale_documents
  REFERENCING OLD TABLE AS old_documents FOR EACH STATEMENT EXECUTE FUNCTION weighing_rollups_documents_deleted();
--> statement-breakpoint
CREATE TRIGGER tara_weighings_rollups_insert AFTER INSERT ON tara_weighings
  REFERENCING NEW TABLE AS new_taras FOR EACH STATEMENT EXECUTE FUNCTION weighing_rollups_taras_changed();
--> statement-breakpoint
CREATE TRIGGER tara_weighings_rollups_delete AFTER DELETE ON tara_weighings
  REFERENCING OLD TABLE AS old_taras FOR EACH STATEMENT EXECUTE FUNCTION weighing_rollups_taras_changed();
--> statement-breakpoint
-- Every total from scratch, in the given zone: the rebuild, and the reference the tests compare with.
CREATE FUNCTION weighing_rollups_from_source(tz text)
RETURNS TABLE (dimension text, grain text, bucket date, key_a integer, key_b integer, key_c integer, key_text text,
               loads integer, weight_kg numeric, taras integer, min_kg numeric, max_kg numeric)
LANGUAGE sql STABLE AS $$
  SELECT r.dimension, r.grain, r.bucket, r.key_a, r.key_b, r.key_c, r.key_text, sum(r.loads)::integer, sum(r.weight_kg),
         sum(r.taras)::integer, min(r.min_kg), max(r.max_kg)
  FROM (SELECT r.* FROM scale_documents d CROSS JOIN LATERAL weighing_rollup_document_rows(d, 1, tz) r
        UNION ALL
        SELECT r.* FROM tara_weighings t CROSS JOIN LATERAL weighing_rollup_tara_rows(t, 1, tz) r) r
  GROUP BY 1, 2, 3, 4, 5, 6, 7
$$;
--> statement-breakpoint
CREATE FUNCTION weighing_rollups_rebuild(tz text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM weighing_rollups;
  INSERT INTO rollup_settings (id, time_zone) VALUES (1, tz) ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone;
  INSERT INTO weighing_rollups (dimension, grain, bucket, key_a, key_b, key_c, key_text, loads, weight_kg, taras, min_kg, max_kg)
  SELECT * FROM weighing_rollups_from_source(tz);
$$;
