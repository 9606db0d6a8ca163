-- The report totals' triggers add each statement's changes straight from its transition table, grouped
-- by bucket, in one upsert in the order of the key (so that concurrent weighings lock the shared day,
-- month, year and hour rows in the same order and never deadlock). Passing the changes through a jsonb
-- value, as before, capped a statement at what one jsonb value can hold: a single insert of a whole
-- history failed. Only the keys that a void, correction or deletion touched still travel as jsonb, to
-- the tidying that drops emptied buckets and reads the day's lightest and heaviest load again.
-- After something was taken away: buckets left empty go, and the lightest and heaviest load of each
-- touched material day are read again from the documents. `touched` holds the keys of the taken rows
-- (a void or a correction: a few rows; a clear pauses the triggers and empties the totals itself).
CREATE OR REPLACE FUNCTION weighing_rollups_tidy(touched jsonb, tz text) RETURNS void LANGUAGE plpgsql AS $$
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
-- The triggers add each statement's changes grouped by bucket, in one upsert: a batch of thousands of
-- imported or restored documents costs one statement, a weighing a few dozen rows.
CREATE OR REPLACE FUNCTION weighing_rollups_documents_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := weighing_rollups_time_zone();
BEGIN
  IF tz IS NULL THEN RETURN NULL; END IF;
  INSERT INTO weighing_rollups AS r (dimension, grain, bucket, key_a, key_b, key_c, key_text, loads, weight_kg, taras, min_kg, max_kg)
  SELECT c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text, sum(c.loads), sum(c.weight_kg), sum(c.taras), min(c.min_kg), max(c.max_kg)
  FROM new_documents d CROSS JOIN LATERAL weighing_rollup_document_rows(d, 1, tz) c
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (dimension, grain, bucket, key_a, key_b, key_c, key_text) DO UPDATE SET
    loads = r.loads + excluded.loads, weight_kg = r.weight_kg + excluded.weight_kg, taras = r.taras + excluded.taras,
    min_kg = least(r.min_kg, excluded.min_kg), max_kg = greatest(r.max_kg, excluded.max_kg);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION weighing_rollups_documents_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := weighing_rollups_time_zone();
BEGIN
  IF tz IS NULL THEN RETURN NULL; END IF;
  INSERT INTO weighing_rollups AS r (dimension, grain, bucket, key_a, key_b, key_c, key_text, loads, weight_kg, taras, min_kg, max_kg)
  SELECT c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text, sum(c.loads), sum(c.weight_kg), sum(c.taras), min(c.min_kg), max(c.max_kg)
  FROM (SELECT c.* FROM new_documents d CROSS JOIN LATERAL weighing_rollup_document_rows(d, 1, tz) c
        UNION ALL
        SELECT c.* FROM old_documents d CROSS JOIN LATERAL weighing_rollup_document_rows(d, -1, tz) c) c
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(c.loads) <> 0 OR sum(c.weight_kg) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (dimension, grain, bucket, key_a, key_b, key_c, key_text) DO UPDATE SET
    loads = r.loads + excluded.loads, weight_kg = r.weight_kg + excluded.weight_kg, taras = r.taras + excluded.taras,
    min_kg = least(r.min_kg, excluded.min_kg), max_kg = greatest(r.max_kg, excluded.max_kg);
  PERFORM weighing_rollups_tidy(
    (SELECT jsonb_agg(DISTINCT jsonb_build_object('dimension', c.dimension, 'grain', c.grain, 'bucket', c.bucket, 'key_a', c.key_a,
                                                  'key_b', c.key_b, 'key_c', c.key_c, 'key_text', c.key_text))
     FROM old_documents d CROSS JOIN LATERAL weighing_rollup_document_rows(d, -1, tz) c), tz);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION weighing_rollups_documents_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := weighing_rollups_time_zone();
BEGIN
  IF tz IS NULL THEN RETURN NULL; END IF;
  INSERT INTO weighing_rollups AS r (dimension, grain, bucket, key_a, key_b, key_c, key_text, loads, weight_kg, taras, min_kg, max_kg)
  SELECT c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text, sum(c.loads), sum(c.weight_kg), sum(c.taras), min(c.min_kg), max(c.max_kg)
  FROM old_documents d CROSS JOIN LATERAL weighing_rollup_document_rows(d, -1, tz) c
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (dimension, grain, bucket, key_a, key_b, key_c, key_text) DO UPDATE SET
    loads = r.loads + excluded.loads, weight_kg = r.weight_kg + excluded.weight_kg, taras = r.taras + excluded.taras,
    min_kg = least(r.min_kg, excluded.min_kg), max_kg = greatest(r.max_kg, excluded.max_kg);
  PERFORM weighing_rollups_tidy(
    (SELECT jsonb_agg(DISTINCT jsonb_build_object('dimension', c.dimension, 'grain', c.grain, 'bucket', c.bucket, 'key_a', c.key_a,
                                                  'key_b', c.key_b, 'key_c', c.key_c, 'key_text', c.key_text))
     FROM old_documents d CROSS JOIN LATERAL weighing_rollup_document_rows(d, -1, tz) c), tz);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION weighing_rollups_taras_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := weighing_rollups_time_zone();
BEGIN
  IF tz IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO weighing_rollups AS r (dimension, grain, bucket, key_a, key_b, key_c, key_text, loads, weight_kg, taras, min_kg, max_kg)
    SELECT c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text, 0, 0, sum(c.taras), NULL, NULL
    FROM new_taras t CROSS JOIN LATERAL weighing_rollup_tara_rows(t, 1, tz) c
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (dimension, grain, bucket, key_a, key_b, key_c, key_text) DO UPDATE SET taras = r.taras + excluded.taras;
  ELSE
    INSERT INTO weighing_rollups AS r (dimension, grain, bucket, key_a, key_b, key_c, key_text, loads, weight_kg, taras, min_kg, max_kg)
    SELECT c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text, 0, 0, sum(c.taras), NULL, NULL
    FROM old_taras t CROSS JOIN LATERAL weighing_rollup_tara_rows(t, -1, tz) c
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (dimension, grain, bucket, key_a, key_b, key_c, key_text) DO UPDATE SET taras = r.taras + excluded.taras;
    PERFORM weighing_rollups_tidy(
      (SELECT jsonb_agg(DISTINCT jsonb_build_object('dimension', c.dimension, 'grain', c.grain, 'bucket', c.bucket, 'key_a', c.key_a,
                                                    'key_b', c.key_b, 'key_c', c.key_c, 'key_text', c.key_text))
       FROM old_taras t CROSS JOIN LATERAL weighing_rollup_tara_rows(t, -1, tz) c), tz);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP FUNCTION weighing_rollups_add(jsonb);
