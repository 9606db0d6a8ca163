/**
 * What each dimension's key columns of weighing_rollups hold, by name: key_a, key_b, key_c and key_text
 * mean something else in every dimension, so the application reads them only through these names
 * (rollupRows answers `r.vehicle_id`, `r.polygon_id`, ...). A key of 0 stands for "none": a load without a
 * polygon or an unloading station. The triggers that fill them are in apps/server/sql/report-totals.sql.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { RollupDimension } from '../../db/tables/rollups.js';

type KeyColumn = 'key_a' | 'key_b' | 'key_c' | 'key_text';

export const ROLLUP_KEYS = {
  /** The loads count in tara_share 0, the taras in one of four rows 1-4 (so that concurrent taras rarely wait). */
  total: { tara_share: 'key_b' },
  hour: { hour: 'key_a', tara_share: 'key_b' },
  vehicle: { vehicle_id: 'key_a' },
  /** With the lightest and heaviest load (min_kg, max_kg) in every bucket. */
  material: { material_id: 'key_a' },
  area_polygon_vehicle: { loading_area_id: 'key_a', polygon_id: 'key_b', vehicle_id: 'key_c' },
  material_area_polygon: { material_id: 'key_a', loading_area_id: 'key_b', polygon_id: 'key_c' },
  material_station: { material_id: 'key_a', station_id: 'key_b' },
  /** Day grain only: a station's loads by the site hour they were weighed in, which a crushing plant's shifts add up. */
  station_hour: { station_id: 'key_a', hour: 'key_b' },
  /** Loads with a driver only; driver_key is the reports' driver key (driver id, or the ticket's name). */
  driver_vehicle: { vehicle_id: 'key_a', driver_key: 'key_text' },
  /** All-time grain only; ticket_texts is a JSON array of the plate, driver, material and card as written. */
  search: { vehicle_id: 'key_a', material_id: 'key_b', ticket_texts: 'key_text' },
  /** All-time grain only: the taras by vehicle and card ('' for none), which the history's search finds them by besides their number. */
  tara_search: { vehicle_id: 'key_a', card: 'key_text' },
  /** All-time grain only: the loads hauled from each blast's muckpile, from its firing until its polygon's next blast. */
  blast: { blast_id: 'key_a' },
} as const satisfies Record<RollupDimension, Record<string, KeyColumn>>;

export type RollupKeyName<Dimension extends RollupDimension> = keyof (typeof ROLLUP_KEYS)[Dimension] & string;

/** The figures every row holds, whatever its dimension. */
const FIGURES = ['grain', 'bucket', 'loads', 'weight_kg', 'taras', 'min_kg', 'max_kg'];

/** The select list of a dimension's rows (table alias r): its figures and its keys by name. */
export function namedColumns(dimension: RollupDimension): SQL {
  const keys = Object.entries(ROLLUP_KEYS[dimension] as Record<string, KeyColumn>).map(([name, column]) => `r.${column} as ${name}`);
  return sql.raw([...FIGURES.map((figure) => `r.${figure}`), ...keys].join(', '));
}

/**
 * A dimension's keys, by name, in the rows rollupRows answers, checked against the dimension; for conditions
 * built for one of several dimensions: `rollupKeys('vehicle')('vehicle_id')` is `r.vehicle_id`.
 */
export function rollupKeys<Dimension extends RollupDimension>(dimension: Dimension): (name: RollupKeyName<Dimension>) => SQL {
  const names: Record<string, KeyColumn> = ROLLUP_KEYS[dimension];
  return (name) => {
    if (!(name in names)) throw new Error(`The ${dimension} totals have no key ${name}`);
    return sql.raw(`r.${name}`);
  };
}
