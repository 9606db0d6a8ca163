-- Concurrent weighings on a PostgreSQL server deadlocked in the report totals: every weighing adds to
-- shared rows (the day's, month's and year's total, the hour) and each statement locked its rows in
-- whatever order the grouping produced, so two weighings could each hold a row the other waited for.
-- Adding the rows in one fixed order makes every weighing lock them in that order.
CREATE OR REPLACE FUNCTION weighing_rollups_add(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO weighing_rollups AS r (dimension, grain, bucket, key_a, key_b, key_c, key_text, loads, weight_kg, taras, min_kg, max_kg)
  SELECT c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text, c.loads, c.weight_kg, c.taras, c.min_kg, c.max_kg
  FROM jsonb_to_recordset(changes) AS c (dimension text, grain text, bucket date, key_a integer, key_b integer, key_c integer,
                                          key_text text, loads integer, weight_kg numeric, taras integer, min_kg numeric, max_kg numeric)
  ORDER BY c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text
  ON CONFLICT (dimension, grain, bucket, key_a, key_b, key_c, key_text) DO UPDATE SET
    loads = r.loads + excluded.loads,
    weight_kg = r.weight_kg + excluded.weight_kg,
    taras = r.taras + excluded.taras,
    min_kg = least(r.min_kg, excluded.min_kg),
    max_kg = greatest(r.max_kg, excluded.max_kg)
$$;
