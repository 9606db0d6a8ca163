-- The report totals: every function and trigger that keeps weighing_rollups, in one file.
--
-- What they are. weighing_rollups (apps/server/src/modules/rollups/schema.ts) holds running totals of the
-- weighings, so that a report reads as many rows as its period has buckets, not as many as it has documents.
-- A bucket is one grain of site time and its first day, in the time zone of rollup_settings (the server's
-- SITE_TIMEZONE; a start in another zone cuts them again): 'day', 'month' (its first day), 'year' (1 January)
-- and 'all' (one bucket, dated 2000-01-01, holding the whole history). Each row is one bucket of one
-- dimension and one key; a key of 0 stands for "none" (a load without a polygon or an unloading station).
--
--   dimension               key_a           key_b                  key_c          key_text
--   total                   -               tara share 1-4 (*)     -              -
--   hour                    site hour 0-23  tara share 1-4 (*)     -              -
--   vehicle                 vehicle         -                      -              -
--   material                material        -                      -              -    (+ lightest and heaviest load, every grain)
--   area_polygon_vehicle    loading area    polygon or 0           vehicle        -
--   material_area_polygon   material        loading area           polygon or 0   -
--   material_station        material        unloading station or 0 -              -
--   station_hour (day only) unloading station or 0  site hour 0-23  -              -    (a plant's feed, shift by shift)
--   driver_vehicle          vehicle         -                      -              driver key (weighing_driver_key)
--   search (all time only)  vehicle         material               -              JSON array: plate, driver, material, card
--   tara_search (all time)  vehicle         -                      -              the tara's card, or ''
--   blast (all time only)   blast           -                      -              -    (its muckpile's loads: see weighing_document_blast)
--   (*) the loads count in key_b 0, the taras in one of four rows by their id (see weighing_rollup_tara_rows).
-- The application reads them by these names, not by key_a..key_text (ROLLUP_KEYS in rollups/keys.ts).
-- Only completed, not voided loads are counted, and every tara weighing, exactly as the reports count them.
--
-- When they are written. Statement triggers on scale_documents and tara_weighings, in the transaction of every
-- weighing, void, correction, import, restore and deletion. Statement triggers, not row triggers: one
-- statement of an import or a restore adds thousands of documents, and its transition table (new_documents,
-- old_documents) lets the trigger add them up per bucket first and write each touched total once. A clear
-- sets weighbridge.rollups = 'paused' for its transaction and empties the totals itself. An import's batches
-- set it to 'deferred': their documents wait in rollup_pending_documents, and the totals of the whole import
-- are added once it has been written (weighing_rollups_settle), instead of the same month, year and all-time
-- rows being upserted again after every batch.
--
-- How this file is applied. After the versioned migrations, at every start, on both engines, in one
-- transaction under the migrations' lock (apps/server/src/db/report-totals.ts): every statement is a
-- create or replace. When a definition the database held before differs from this file's (a database from
-- an earlier version, or a changed total), every total is recomputed from the documents in that same
-- transaction, and the start logs it. So a change to a total is made here, and only here.
-- Statements end with a line ending in ';' outside a $$ body; comments go on lines of their own.

-- An earlier version's adder took the changes as one jsonb value, which capped a statement at what one
-- jsonb value can hold.
DROP FUNCTION IF EXISTS weighing_rollups_add(jsonb);

-- The reports' driver key: the driver's id, or for a ticket whose driver is no longer in the list, the
-- copied name and surname (unit separator between them, so that "Ann Lee" + "" is not "Ann" + "Lee").
CREATE OR REPLACE FUNCTION weighing_driver_key(d scale_documents) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN d.driver_id IS NOT NULL THEN d.driver_id::text
              WHEN d.driver_name IS NOT NULL THEN 'ticket:' || d.driver_name || chr(31) || coalesce(d.driver_surname, '') END
$$;

-- The one rule of a counted document, as countedDocument (scale-documents/schema.ts) says it: completed, so
-- neither pending nor voided (a voided document is cancelled: scale_documents_void_check).
CREATE OR REPLACE FUNCTION weighing_counted(d scale_documents) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT d.status = 'completed'
$$;

-- The blast whose muckpile a load document was hauled from: its polygon's latest blast fired at or before
-- its weighing (the latest recorded of blasts fired at the same moment), or none. A blast's hauled tons are
-- read for every blast of a year at once, so they are kept here rather than summed from the documents; a
-- blast recorded, moved or deleted gives its neighbours' loads again (weighing_rollups_blasts_changed).
-- plpgsql: as a SQL function the same lookup made working out the keys of 20,000 documents three times slower
-- (2.0 s against 0.7 s on PostgreSQL 15).
CREATE OR REPLACE FUNCTION weighing_document_blast(d scale_documents) RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT b.blast_id FROM blasts b
          WHERE b.polygon_id = d.polygon_id AND b.fired_at <= d.second_weigh_timestamp
          ORDER BY b.fired_at DESC, b.blast_id DESC LIMIT 1);
END;
$$;

-- What a load document is counted under: its site day and one key per dimension (the table above). A
-- voided or not completed document counts nowhere; a load without a driver has no driver_vehicle key.
-- The search key holds the four texts exactly as the history's search reads them. `wanted` names one dimension
-- when a reader wants that one alone (a window's ragged ends): the others, a blast's lookup among them, are
-- then not worked out.
DROP FUNCTION IF EXISTS weighing_rollup_document_keys(scale_documents, text);
CREATE OR REPLACE FUNCTION weighing_rollup_document_keys(d scale_documents, tz text, wanted text DEFAULT NULL)
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
    ('station_hour', coalesce(d.unloading_station_id, 0), extract(hour FROM l.at)::integer, 0, ''),
    ('driver_vehicle', d.vehicle_id, 0, 0, l.driver),
    ('search', d.vehicle_id, d.material_id, 0, json_build_array(
      d.registration_number, coalesce(d.driver_name, '') || ' ' || coalesce(d.driver_surname, ''), d.material_name, d.rfid_card_number)::text),
    ('blast', CASE WHEN wanted IS NULL OR wanted = 'blast' THEN weighing_document_blast(d) END, 0, 0, '')
  ) k (dimension, key_a, key_b, key_c, key_text)
  WHERE weighing_counted(d) AND k.key_text IS NOT NULL AND (k.dimension <> 'blast' OR k.key_a IS NOT NULL)
    AND (wanted IS NULL OR k.dimension = wanted)
$$;

-- The buckets a site day of a dimension adds to: its day, month, year and all time ('search' and 'blast': all
-- time only, since a search counts the whole history and a muckpile is read whole; 'station_hour': the day only,
-- since a shift is read by its hours).
CREATE OR REPLACE FUNCTION weighing_rollup_buckets(dimension text, day date)
RETURNS TABLE (grain text, bucket date)
LANGUAGE sql IMMUTABLE AS $$
  SELECT g.grain, g.bucket
  FROM (VALUES ('day', day), ('month', date_trunc('month', day::timestamp)::date), ('year', date_trunc('year', day::timestamp)::date),
               ('all', date '2000-01-01')) g (grain, bucket)
  WHERE (dimension NOT IN ('search', 'blast') OR g.grain = 'all') AND (dimension <> 'station_hour' OR g.grain = 'day')
$$;

-- What one load document adds to (sign 1) or takes from (sign -1) the totals: a row per key and bucket.
DROP FUNCTION IF EXISTS weighing_rollup_document_rows(scale_documents, integer, text);
CREATE OR REPLACE FUNCTION weighing_rollup_document_rows(d scale_documents, sign integer, tz text, wanted text DEFAULT NULL)
RETURNS TABLE (dimension text, grain text, bucket date, key_a integer, key_b integer, key_c integer, key_text text,
               loads integer, weight_kg numeric, taras integer, min_kg numeric, max_kg numeric)
LANGUAGE sql STABLE AS $$
  SELECT k.dimension, b.grain, b.bucket, k.key_a, k.key_b, k.key_c, k.key_text, sign, sign * d.material_weight_kg, 0,
         CASE WHEN sign > 0 AND k.dimension = 'material' THEN d.material_weight_kg END,
         CASE WHEN sign > 0 AND k.dimension = 'material' THEN d.material_weight_kg END
  FROM weighing_rollup_document_keys(d, tz, wanted) k CROSS JOIN LATERAL weighing_rollup_buckets(k.dimension, k.day) b
$$;

-- What one tara weighing adds or takes: total, hour and vehicle, and for the history's search its vehicle
-- and card over all time (a tara is found by its vehicle's plate, its card and its number). Every weighing
-- holds the row locks of the totals it adds to until it commits; loads are one at a time anyway (the document numbers and the
-- signature chain), but taras need not be. So a tara adds to one of four rows of the total and the hour
-- (key_b 1-4, by its id), not to the loads' row (key_b 0): concurrent taras rarely wait for each other or
-- for a load. Every reader sums the rows of a bucket.
CREATE OR REPLACE FUNCTION weighing_rollup_tara_rows(t tara_weighings, sign integer, tz text)
RETURNS TABLE (dimension text, grain text, bucket date, key_a integer, key_b integer, key_c integer, key_text text,
               loads integer, weight_kg numeric, taras integer, min_kg numeric, max_kg numeric)
LANGUAGE sql STABLE AS $$
  SELECT k.dimension, g.grain, g.bucket, k.key_a, k.key_b, 0, k.key_text, 0, 0::numeric, sign, NULL::numeric, NULL::numeric
  FROM (SELECT t.weighed_at AT TIME ZONE tz AS at, 1 + t.tara_id % 4 AS shard) l
  CROSS JOIN LATERAL (VALUES ('day', l.at::date), ('month', date_trunc('month', l.at)::date), ('year', date_trunc('year', l.at)::date), ('all', date '2000-01-01')) g (grain, bucket)
  CROSS JOIN LATERAL (VALUES ('total', 0, l.shard, ''), ('hour', extract(hour FROM l.at)::integer, l.shard, ''), ('vehicle', t.vehicle_id, 0, ''),
                             ('tara_search', t.vehicle_id, 0, coalesce(t.rfid_card_number, ''))) k (dimension, key_a, key_b, key_text)
  WHERE k.dimension <> 'tara_search' OR g.grain = 'all'
$$;

-- The zone the totals are cut in, or NULL while a clear has paused them for its transaction.
CREATE OR REPLACE FUNCTION weighing_rollups_time_zone() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN current_setting('weighbridge.rollups', true) = 'paused' THEN NULL
              ELSE (SELECT time_zone FROM rollup_settings WHERE id = 1) END
$$;

-- The one upsert of the totals: adds a statement's changes, already grouped by bucket and key. It adds the
-- rows in one order, so that concurrent writers lock the shared rows (the day's, month's and year's total,
-- the hour) in one order and never deadlock: the finest grains first and all time last, since the all-time
-- rows are the ones every weighing shares. An import's settling writes thousands of rows of past days first,
-- and holds the rows a weighing waits for only for its last part. plpgsql, so that its plan is kept for the session.
CREATE OR REPLACE FUNCTION weighing_rollups_add(changes weighing_rollups[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO weighing_rollups AS r
  SELECT c.* FROM unnest(changes) c
  ORDER BY c.grain = 'all', c.grain, c.dimension, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text
  ON CONFLICT (dimension, grain, bucket, key_a, key_b, key_c, key_text) DO UPDATE SET
    loads = r.loads + excluded.loads,
    weight_kg = r.weight_kg + excluded.weight_kg,
    taras = r.taras + excluded.taras,
    min_kg = least(r.min_kg, excluded.min_kg),
    max_kg = greatest(r.max_kg, excluded.max_kg);
END;
$$;

-- After something was taken away: buckets left empty go, and the lightest and heaviest load of each
-- touched material are read again: its days' from the documents, then its months' from those days, its
-- years' from the months and all time's from the years, so that every grain has them and a report of a
-- long period reads a handful of rows. `touched` holds the keys of the taken rows (a void or a correction:
-- a few rows; a clear pauses the triggers and empties the totals itself).
CREATE OR REPLACE FUNCTION weighing_rollups_tidy(touched jsonb, tz text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE level record;
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
      AND weighing_counted(d)
    GROUP BY c.bucket, c.key_a
  ) extremes
  WHERE r.dimension = 'material' AND r.grain = 'day' AND r.bucket = extremes.bucket AND r.key_a = extremes.key_a
    AND r.key_b = 0 AND r.key_c = 0 AND r.key_text = '';

  -- Coarser grains in order, each from the one below: a month from at most 31 rows, a year from 12.
  FOR level IN SELECT * FROM (VALUES (1, 'month', 'day', interval '1 month'), (2, 'year', 'month', interval '1 year'),
                                     (3, 'all', 'year', interval '1000 years')) v (step, grain, finer, span) ORDER BY step LOOP
    UPDATE weighing_rollups r SET min_kg = extremes.min_kg, max_kg = extremes.max_kg
    FROM (
      SELECT c.bucket, c.key_a, min(f.min_kg) AS min_kg, max(f.max_kg) AS max_kg
      FROM (SELECT DISTINCT c.bucket, c.key_a
            FROM jsonb_to_recordset(touched) AS c (dimension text, grain text, bucket date, key_a integer)
            WHERE c.dimension = 'material' AND c.grain = level.grain) c
      JOIN weighing_rollups f ON f.dimension = 'material' AND f.grain = level.finer AND f.key_a = c.key_a
        AND f.bucket >= c.bucket AND f.bucket < c.bucket + level.span
      GROUP BY c.bucket, c.key_a
    ) extremes
    WHERE r.dimension = 'material' AND r.grain = level.grain AND r.bucket = extremes.bucket AND r.key_a = extremes.key_a
      AND r.key_b = 0 AND r.key_c = 0 AND r.key_text = '';
  END LOOP;
END;
$$;

-- The keys of rows taken away, for the tidying: a few per void, correction or deletion.
CREATE OR REPLACE FUNCTION weighing_rollups_touched(taken weighing_rollups[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_agg(DISTINCT jsonb_build_object('dimension', c.dimension, 'grain', c.grain, 'bucket', c.bucket, 'key_a', c.key_a,
                                               'key_b', c.key_b, 'key_c', c.key_c, 'key_text', c.key_text))
  FROM unnest(taken) c
$$;

-- What documents add to the totals, by their ids, already added up per bucket and key. Fanning every
-- document out to its 36 rows and sorting them all by their text keys cost too much for an import, so the
-- documents are first added up per key and site day (9 rows a document at most, far fewer once a day's
-- loads share keys), and those day totals are spread over their buckets. What they count is
-- weighing_rollup_document_rows's.
CREATE OR REPLACE FUNCTION weighing_rollup_documents_added(ids integer[], tz text) RETURNS SETOF weighing_rollups LANGUAGE sql STABLE AS $$
  WITH days AS (
    SELECT k.dimension, k.day, k.key_a, k.key_b, k.key_c, k.key_text, count(*)::integer AS loads,
           sum(d.material_weight_kg) AS weight_kg, min(d.material_weight_kg) AS min_kg, max(d.material_weight_kg) AS max_kg
    FROM scale_documents d CROSS JOIN LATERAL weighing_rollup_document_keys(d, tz) k
    WHERE d.document_id = ANY(ids)
    GROUP BY 1, 2, 3, 4, 5, 6
  )
  SELECT days.dimension, b.grain, b.bucket, days.key_a, days.key_b, days.key_c, days.key_text, sum(days.loads)::integer, sum(days.weight_kg), 0,
         CASE WHEN days.dimension = 'material' THEN min(days.min_kg) END,
         CASE WHEN days.dimension = 'material' THEN max(days.max_kg) END
  FROM days CROSS JOIN LATERAL weighing_rollup_buckets(days.dimension, days.day) b
  GROUP BY days.dimension, b.grain, b.bucket, days.key_a, days.key_b, days.key_c, days.key_text
$$;

-- Inserted documents (a weighing; an import or a restore writes thousands to a statement). An import's
-- batches set weighbridge.rollups = 'deferred' for their transaction: their counted documents are only noted
-- in rollup_pending_documents, and their totals added once the import has been written (weighing_rollups_settle).
CREATE OR REPLACE FUNCTION weighing_rollups_documents_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := weighing_rollups_time_zone();
BEGIN
  IF tz IS NULL THEN RETURN NULL; END IF;
  IF current_setting('weighbridge.rollups', true) = 'deferred' THEN
    INSERT INTO rollup_pending_documents (document_id) SELECT d.document_id FROM new_documents d WHERE weighing_counted(d);
    RETURN NULL;
  END IF;
  PERFORM weighing_rollups_add(ARRAY(SELECT r FROM weighing_rollup_documents_added(ARRAY(SELECT document_id FROM new_documents), tz) r));
  RETURN NULL;
END;
$$;

-- Adds the totals of at most `most` pending documents (rollup_pending_documents), oldest first, and answers how
-- many it took. Two statements: the documents are read after their pending rows are taken, so that a void or
-- a correction that held one of those rows (weighing_rollups_documents_changed locks it) has committed by
-- then and the document is counted as it now is. Any number of these may run at once: each takes other rows.
CREATE OR REPLACE FUNCTION weighing_rollups_settle(most integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  tz text := weighing_rollups_time_zone();
  ids integer[];
BEGIN
  WITH taken AS (
    DELETE FROM rollup_pending_documents
    WHERE document_id IN (SELECT document_id FROM rollup_pending_documents ORDER BY document_id LIMIT most)
    RETURNING document_id)
  SELECT coalesce(array_agg(document_id), '{}') INTO ids FROM taken;
  IF tz IS NOT NULL THEN
    PERFORM weighing_rollups_add(ARRAY(SELECT r FROM weighing_rollup_documents_added(ids, tz) r));
  END IF;
  RETURN cardinality(ids);
END;
$$;

-- Changed documents (a void, a correction): the new rows added, the old ones taken, and only the net
-- changes written; then the buckets the old rows were in are tidied. A pending document (its import's totals
-- not added yet) is left to the settling, which counts it as it then is; its pending row stays locked until
-- this transaction ends, so that a settling waits for it (weighing_rollups_settle).
CREATE OR REPLACE FUNCTION weighing_rollups_documents_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := weighing_rollups_time_zone();
  pending integer[];
BEGIN
  IF tz IS NULL THEN RETURN NULL; END IF;
  pending := ARRAY(SELECT p.document_id FROM rollup_pending_documents p
                   WHERE p.document_id IN (SELECT document_id FROM new_documents) FOR UPDATE OF p);
  PERFORM weighing_rollups_add(ARRAY(
    SELECT ROW(c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text, sum(c.loads), sum(c.weight_kg), sum(c.taras), min(c.min_kg), max(c.max_kg))::weighing_rollups
    FROM (SELECT c.* FROM new_documents d CROSS JOIN LATERAL weighing_rollup_document_rows(d, 1, tz) c WHERE d.document_id <> ALL(pending)
          UNION ALL
          SELECT c.* FROM old_documents d CROSS JOIN LATERAL weighing_rollup_document_rows(d, -1, tz) c WHERE d.document_id <> ALL(pending)) c
    GROUP BY c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text
    HAVING sum(c.loads) <> 0 OR sum(c.weight_kg) <> 0));
  PERFORM weighing_rollups_tidy(weighing_rollups_touched(ARRAY(
    SELECT ROW(c.*)::weighing_rollups FROM old_documents d CROSS JOIN LATERAL weighing_rollup_document_rows(d, -1, tz) c
    WHERE d.document_id <> ALL(pending))), tz);
  RETURN NULL;
END;
$$;

-- Deleted documents (a restore's check, a test's clean-up): their rows taken, their buckets tidied. A pending
-- document's totals were never added: only its pending row goes.
CREATE OR REPLACE FUNCTION weighing_rollups_documents_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := weighing_rollups_time_zone();
  pending integer[];
  taken weighing_rollups[];
BEGIN
  IF tz IS NULL THEN RETURN NULL; END IF;
  WITH gone AS (DELETE FROM rollup_pending_documents p WHERE p.document_id IN (SELECT document_id FROM old_documents) RETURNING p.document_id)
  SELECT coalesce(array_agg(document_id), '{}') INTO pending FROM gone;
  taken := ARRAY(SELECT ROW(c.*)::weighing_rollups FROM old_documents d CROSS JOIN LATERAL weighing_rollup_document_rows(d, -1, tz) c
                 WHERE d.document_id <> ALL(pending));
  PERFORM weighing_rollups_add(ARRAY(
    SELECT ROW(c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text, sum(c.loads), sum(c.weight_kg), sum(c.taras), min(c.min_kg), max(c.max_kg))::weighing_rollups
    FROM unnest(taken) c
    GROUP BY c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text));
  PERFORM weighing_rollups_tidy(weighing_rollups_touched(taken), tz);
  RETURN NULL;
END;
$$;

-- Tara weighings inserted or deleted.
CREATE OR REPLACE FUNCTION weighing_rollups_taras_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := weighing_rollups_time_zone();
BEGIN
  IF tz IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM weighing_rollups_add(ARRAY(
      SELECT ROW(c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text, 0, 0, sum(c.taras), NULL, NULL)::weighing_rollups
      FROM new_taras t CROSS JOIN LATERAL weighing_rollup_tara_rows(t, 1, tz) c
      GROUP BY c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text));
  ELSE
    PERFORM weighing_rollups_add(ARRAY(
      SELECT ROW(c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text, 0, 0, sum(c.taras), NULL, NULL)::weighing_rollups
      FROM old_taras t CROSS JOIN LATERAL weighing_rollup_tara_rows(t, -1, tz) c
      GROUP BY c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text));
    PERFORM weighing_rollups_tidy(weighing_rollups_touched(ARRAY(
      SELECT ROW(c.*)::weighing_rollups FROM old_taras t CROSS JOIN LATERAL weighing_rollup_tara_rows(t, -1, tz) c)), tz);
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER scale_documents_rollups_insert AFTER INSERT ON scale_documents
  REFERENCING NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION weighing_rollups_documents_inserted();

CREATE OR REPLACE TRIGGER scale_documents_rollups_update AFTER UPDATE ON scale_documents
  REFERENCING OLD TABLE AS old_documents NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION weighing_rollups_documents_changed();

CREATE OR REPLACE TRIGGER scale_documents_rollups_delete AFTER DELETE ON scale_documents
  REFERENCING OLD TABLE AS old_documents FOR EACH STATEMENT EXECUTE FUNCTION weighing_rollups_documents_deleted();

CREATE OR REPLACE TRIGGER tara_weighings_rollups_insert AFTER INSERT ON tara_weighings
  REFERENCING NEW TABLE AS new_taras FOR EACH STATEMENT EXECUTE FUNCTION weighing_rollups_taras_changed();

CREATE OR REPLACE TRIGGER tara_weighings_rollups_delete AFTER DELETE ON tara_weighings
  REFERENCING OLD TABLE AS old_taras FOR EACH STATEMENT EXECUTE FUNCTION weighing_rollups_taras_changed();

-- The blasts totals counted again from the documents, for the polygons and moments in `changed` (polygon_id,
-- fired_at of the blasts recorded, deleted, or moved: before and after) and the blasts in `gone`: every blast of
-- such a polygon from the one fired before the earliest of its moments to the latest. Loads after a polygon's
-- later blasts keep their blast. Under SHARE locks on the documents and the pending list: a weighing or an
-- import's settling waits until this has committed, and this for them, so that none counts a load by the
-- blasts as they were. Recounts follow each other (the advisory lock BLAST_TOTALS_LOCK_ID of
-- db/advisory-locks.ts, 'wbbt'): one waits until the other's blasts are committed and counts with them.
-- A pending document (its import not settled) is left to the settling.
CREATE OR REPLACE FUNCTION weighing_rollups_blasts_recount(changed jsonb, gone integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE recounted integer[];
BEGIN
  PERFORM pg_advisory_xact_lock(2002936436);
  LOCK TABLE scale_documents, rollup_pending_documents IN SHARE MODE;
  recounted := ARRAY(
    SELECT b.blast_id
    FROM (SELECT c.polygon_id, min(c.fired_at) AS first_at, max(c.fired_at) AS last_at
          FROM jsonb_to_recordset(changed) AS c (polygon_id integer, fired_at timestamptz) GROUP BY c.polygon_id) s
    JOIN blasts b ON b.polygon_id = s.polygon_id AND b.fired_at <= s.last_at
      AND b.fired_at >= coalesce((SELECT max(p.fired_at) FROM blasts p WHERE p.polygon_id = s.polygon_id AND p.fired_at < s.first_at), '-infinity'));
  DELETE FROM weighing_rollups r
  WHERE r.dimension = 'blast' AND r.grain = 'all' AND r.bucket = date '2000-01-01' AND r.key_a = ANY(recounted || gone);
  INSERT INTO weighing_rollups (dimension, grain, bucket, key_a, loads, weight_kg)
  SELECT 'blast', 'all', date '2000-01-01', b.blast_id, count(*)::integer, sum(d.material_weight_kg)
  FROM blasts b
  LEFT JOIN LATERAL (
    SELECT n.fired_at FROM blasts n WHERE n.polygon_id = b.polygon_id AND (n.fired_at, n.blast_id) > (b.fired_at, b.blast_id)
    ORDER BY n.fired_at, n.blast_id LIMIT 1) nb ON true
  JOIN scale_documents d ON d.polygon_id = b.polygon_id AND d.second_weigh_timestamp >= b.fired_at
    AND d.second_weigh_timestamp < coalesce(nb.fired_at, 'infinity'::timestamptz) AND weighing_counted(d)
  WHERE b.blast_id = ANY(recounted) AND NOT EXISTS (SELECT 1 FROM rollup_pending_documents p WHERE p.document_id = d.document_id)
  GROUP BY b.blast_id;
END;
$$;

-- Blasts recorded, changed or deleted. A change to anything but the polygon and the moment leaves the loads where they are.
CREATE OR REPLACE FUNCTION weighing_rollups_blasts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  gone integer[] := '{}';
BEGIN
  IF weighing_rollups_time_zone() IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    changed := (SELECT jsonb_agg(jsonb_build_object('polygon_id', b.polygon_id, 'fired_at', b.fired_at)) FROM new_blasts b);
  ELSIF TG_OP = 'DELETE' THEN
    changed := (SELECT jsonb_agg(jsonb_build_object('polygon_id', b.polygon_id, 'fired_at', b.fired_at)) FROM old_blasts b);
    gone := ARRAY(SELECT b.blast_id FROM old_blasts b);
  ELSE
    changed := (SELECT jsonb_agg(jsonb_build_object('polygon_id', m.polygon_id, 'fired_at', m.fired_at))
                FROM old_blasts o JOIN new_blasts n ON n.blast_id = o.blast_id
                CROSS JOIN LATERAL (VALUES (o.polygon_id, o.fired_at), (n.polygon_id, n.fired_at)) m (polygon_id, fired_at)
                WHERE (o.polygon_id, o.fired_at) IS DISTINCT FROM (n.polygon_id, n.fired_at));
  END IF;
  IF changed IS NOT NULL THEN PERFORM weighing_rollups_blasts_recount(changed, gone); END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER blasts_rollups_insert AFTER INSERT ON blasts
  REFERENCING NEW TABLE AS new_blasts FOR EACH STATEMENT EXECUTE FUNCTION weighing_rollups_blasts_changed();

CREATE OR REPLACE TRIGGER blasts_rollups_update AFTER UPDATE ON blasts
  REFERENCING OLD TABLE AS old_blasts NEW TABLE AS new_blasts FOR EACH STATEMENT EXECUTE FUNCTION weighing_rollups_blasts_changed();

CREATE OR REPLACE TRIGGER blasts_rollups_delete AFTER DELETE ON blasts
  REFERENCING OLD TABLE AS old_blasts FOR EACH STATEMENT EXECUTE FUNCTION weighing_rollups_blasts_changed();

-- Every total from scratch, in the given zone: the rebuild, and the reference the tests compare with.
CREATE OR REPLACE FUNCTION weighing_rollups_from_source(tz text)
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

-- Cuts every total again in the given zone (a start in another zone, a changed definition in this file):
-- every document counted, pending ones too.
CREATE OR REPLACE FUNCTION weighing_rollups_rebuild(tz text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM weighing_rollups;
  DELETE FROM rollup_pending_documents;
  INSERT INTO rollup_settings (id, time_zone) VALUES (1, tz) ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone;
  INSERT INTO weighing_rollups (dimension, grain, bucket, key_a, key_b, key_c, key_text, loads, weight_kg, taras, min_kg, max_kg)
  SELECT * FROM weighing_rollups_from_source(tz);
$$;
