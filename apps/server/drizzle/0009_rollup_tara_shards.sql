-- Every weighing adds to the day's, month's, year's and hour's total rows and holds their row locks until
-- it commits. Loads are one at a time anyway (the document numbers and the signature chain), but taras
-- need not be: a tara now adds to one of four tara rows of each total (key_b 1-4, by its id) instead of
-- the row the loads add to (key_b 0), so concurrent taras rarely wait for each other or for a load.
-- Every reader sums the rows of a bucket, so the figures are the same.
CREATE OR REPLACE FUNCTION weighing_rollup_tara_rows(t tara_weighings, sign integer, tz text)
RETURNS TABLE (dimension text, grain text, bucket date, key_a integer, key_b integer, key_c integer, key_text text,
               loads integer, weight_kg numeric, taras integer, min_kg numeric, max_kg numeric)
LANGUAGE sql STABLE AS $$
  SELECT k.dimension, g.grain, g.bucket, k.key_a, k.key_b, 0, '', 0, 0::numeric, sign, NULL::numeric, NULL::numeric
  FROM (SELECT t.weighed_at AT TIME ZONE tz AS at, 1 + t.tara_id % 4 AS shard) l
  CROSS JOIN LATERAL (VALUES ('day', l.at::date), ('month', date_trunc('month', l.at)::date), ('year', date_trunc('year', l.at)::date)) g (grain, bucket)
  CROSS JOIN LATERAL (VALUES ('total', 0, l.shard), ('hour', extract(hour FROM l.at)::integer, l.shard), ('vehicle', t.vehicle_id, 0)) k (dimension, key_a, key_b)
$$;
--> statement-breakpoint
-- Totals cut before this migration hold the taras in key_b 0: cut them again.
SELECT weighing_rollups_rebuild(time_zone) FROM rollup_settings WHERE id = 1 AND time_zone <> '';
