/**
 * A catalogue of master data (materials, loading areas, unloading stations, ...) declared once: its table,
 * the columns of its answer, how a request's values become a row, and what its refusals say. The kit's
 * repository, service and routes serve every catalogue from its declaration, so that a new one (a drill
 * rig, a crushing plant, a stop reason) is one small file, and every catalogue audits, locks and refuses
 * the same way.
 */
import { REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import { DRILLING_MESSAGES } from '@weighbridge/contract/drilling';
import { getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/database.js';
import { blasts, drillingPlanLines, drillLogs } from '../db/tables/drilling.js';
import type { Actor } from '../lib/actor.js';
import type { AppError } from '../lib/errors.js';

export type CatalogueTable = PgTable & { id: PgColumn };

export type Catalogue<TTable extends CatalogueTable, TItem, TValues> = {
  table: TTable;
  /** The record as messages name it: 'Unloading station'. */
  name: string;
  /** The record's type in the audit trail, and the prefix of its actions: 'unloading_station'. */
  entity: string;
  /** The answer's fields, each a column or an expression of the table. */
  item: { [K in keyof TItem]: PgColumn | SQL<TItem[K]> };
  /** The list's order. */
  order: readonly (PgColumn | SQL)[];
  /** The row a request's values are saved as (the same for an insert and an update). */
  toRow: (values: TValues) => PgInsertValue<TTable>;
  /**
   * What a delete refused by a foreign key says, by the key's name: by default that scale documents use
   * the record.
   */
  deleteRefusal?: (foreignKey: string) => string;
  /**
   * The refusal of a save that a constraint refused (a code already taken, a parent record gone), from the
   * database's error; undefined for an error the catalogue does not expect.
   */
  saveRefusal?: (error: unknown, values: TValues) => AppError | undefined;
  /** Records that belong to another (a loading area's polygons) are listed by it: `GET <path>?<query>=<id>`. */
  parent?: { column: PgColumn; query: string };
  /** A table the answer reads beside the record's own, in the same query (a vehicle's driver's name). */
  join?: { table: PgTable; on: SQL };
};

/** What a change did besides its record, for its audit row (the pairings it released). */
export type Effects = Record<string, unknown> | undefined;

/**
 * Work a catalogue's changes do besides the record's row, in their transaction, each answering its
 * effects: `beforeRow` before the record is locked or inserted (another row locked first, in the order
 * another catalogue locks them; a check that comes before the record's 404), `beforeWrite` after the
 * record's lock and just before its row is written (a check of the values against other records),
 * `afterRow` once it is written, `beforeDelete` before the row is deleted. `committed` runs once the
 * change has committed (a saved device applied to its connection).
 */
export type CatalogueHooks<TValues> = {
  beforeRow?: (tx: Tx, values: TValues, id: number | undefined) => Promise<Effects>;
  beforeWrite?: (tx: Tx, values: TValues) => Promise<Effects>;
  afterRow?: (tx: Tx, id: number, values: TValues) => Promise<Effects>;
  beforeDelete?: (tx: Tx, id: number, actor: Actor) => Promise<Effects>;
  committed?: (id: number) => Promise<void>;
};

/** Declares a catalogue; the types of its answer and values are checked against its table here. */
export function defineCatalogue<TTable extends CatalogueTable, TItem, TValues>(
  catalogue: Catalogue<TTable, TItem, TValues>,
): Catalogue<TTable, TItem, TValues> {
  return catalogue;
}

/** The default refusal of a delete: scale documents (or another record) refer to it. */
export function usedInDocuments(name: string): string {
  return REFUSALS_WITH_VALUES.usedInDocuments(name);
}

/** The Drilling module's records that name rigs, areas, polygons and materials; a key's name starts with its table's. */
const DRILLING_RECORDS = [drillingPlanLines, drillLogs, blasts].map((table) => `${getTableName(table)}_`);

/** The refusal of a delete by the foreign key that refused it: a drilling plan, log or blast's, or else the scale documents'. */
export function inUseRefusal(name: string, foreignKey: string): string {
  return DRILLING_RECORDS.some((prefix) => foreignKey.startsWith(prefix)) ? DRILLING_MESSAGES.usedInDrilling(name) : usedInDocuments(name);
}
