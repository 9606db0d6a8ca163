/**
 * The site's business data: what a clear deletes, a backup holds and a restore brings back. Users, roles,
 * sessions and the audit trail are not in it; they stay. The order is that of the foreign keys: a table
 * comes after the tables it refers to, so a restore inserts in this order and a clear deletes in reverse.
 * A new business table must join this list (the database tests fail until it does).
 */
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { blastExplosives, blasts, drillingOperators, drillingPlanLines, drillingPlanRevisions, drillLogHoles, drillLogs, operatorCompetencies } from '../../db/tables/drilling.js';
import { drivers } from '../../db/tables/drivers.js';
import { crushingPlants, crushingPlantStations, drillRigs } from '../../db/tables/equipment.js';
import { loadingAreas, polygons } from '../../db/tables/loading-areas.js';
import { materials } from '../../db/tables/materials.js';
import { crushPlanLines, crushPlanRevisions, shiftLogs, shiftOutputs, stockpileMovements, stockpiles } from '../../db/tables/production.js';
import { documentAmendments, documentChain, documentCounters, scaleDocuments } from '../../db/tables/scale-documents.js';
import { stops } from '../../db/tables/stops.js';
import { ticketPrints } from '../../db/tables/tickets.js';
import { unloadingStations } from '../../db/tables/unloading-stations.js';
import { vehicles } from '../../db/tables/vehicles.js';
import { rfidCards, taraCounter, taraWeighings } from '../../db/tables/weighing.js';

export type BusinessTable = {
  name: string;
  table: PgTable;
  /** The primary key, which orders the rows of a backup. */
  key: PgColumn;
  /** Where new ids come from: a serial of its own, or the weighing ids shared by taras and documents. */
  ids?: 'serial' | 'weighing_id_seq';
  /** Counted as records of the site in the clear's total (the numbering rows are bookkeeping). */
  records: boolean;
  /**
   * Columns that backups of older versions lack and that take no default: what a restore fills them with,
   * computed over a page of rows (in key order, after the pages before it).
   */
  filled?: Readonly<Record<string, SQL>>;
};

const entry = (table: PgTable, key: PgColumn, ids: BusinessTable['ids'], records = true, filled?: BusinessTable['filled']): BusinessTable => ({
  name: getTableName(table),
  table,
  key,
  ids,
  records,
  ...(filled ? { filled } : {}),
});

/**
 * Documents of a backup written before amendments were links: they were chained by id, so their places
 * follow the documents restored before them in that order (as migration 0028 placed them).
 */
const DOCUMENT_PLACES = {
  chain_position: sql`(select coalesce(max(chain_position), 0) from scale_documents) + row_number() over (order by document_id)`,
  previous_document_id: sql`coalesce(lag(document_id) over (order by document_id), (select max(document_id) from scale_documents))`,
};

export const BUSINESS_TABLES: readonly BusinessTable[] = [
  entry(drivers, drivers.id, 'serial'),
  entry(vehicles, vehicles.id, 'serial'),
  entry(rfidCards, rfidCards.cardNumber, undefined),
  entry(materials, materials.id, 'serial'),
  entry(loadingAreas, loadingAreas.id, 'serial'),
  entry(polygons, polygons.id, 'serial'),
  entry(unloadingStations, unloadingStations.id, 'serial'),
  // Taras of a backup written before they had numbers of their own printed their id as their number.
  entry(taraWeighings, taraWeighings.id, 'weighing_id_seq', true, { tara_number: sql`tara_id` }),
  entry(scaleDocuments, scaleDocuments.id, 'weighing_id_seq', true, DOCUMENT_PLACES),
  // The voids and corrections of the documents, signed: bookkeeping of the documents, not records of their own.
  entry(documentAmendments, documentAmendments.id, 'serial', false),
  // Every print of a ticket, which numbers its copies: the next print after a restore is the right COPY n.
  entry(ticketPrints, ticketPrints.id, 'serial', false),
  entry(documentCounters, documentCounters.year, undefined, false),
  // A backup without it (written before taras had numbers of their own) leaves the next tara to start
  // after the highest number restored (see weighing/repository.ts).
  entry(taraCounter, taraCounter.id, undefined, false),
  // The Stop Counter's machines of its own and every machine's stops (their reasons are settings, below).
  entry(drillRigs, drillRigs.id, 'serial'),
  entry(crushingPlants, crushingPlants.id, 'serial'),
  // Which stations feed each plant: links of the plants, not records of their own.
  entry(crushingPlantStations, crushingPlantStations.stationId, undefined, false),
  entry(stops, stops.id, 'serial'),
  // Production: the crush plan's revisions, and their lines (parts of a revision, not records of their own).
  entry(crushPlanRevisions, crushPlanRevisions.id, 'serial'),
  entry(crushPlanLines, crushPlanLines.id, 'serial', false),
  // The plants' shift logs, the stockpiles, the logs' outputs (parts of a log, naming a pile) and the piles' movements.
  entry(shiftLogs, shiftLogs.id, 'serial'),
  entry(stockpiles, stockpiles.id, 'serial'),
  entry(shiftOutputs, shiftOutputs.id, 'serial', false),
  entry(stockpileMovements, stockpileMovements.id, 'serial'),
  // Drilling and blasting: operators, the plan's revisions, drill logs and blasts; the lists within each
  // (competencies, plan lines, holes, explosives) are parts of their record, not records of their own.
  entry(drillingOperators, drillingOperators.id, 'serial'),
  entry(operatorCompetencies, operatorCompetencies.id, 'serial', false),
  entry(drillingPlanRevisions, drillingPlanRevisions.id, 'serial'),
  entry(drillingPlanLines, drillingPlanLines.id, 'serial', false),
  entry(drillLogs, drillLogs.id, 'serial'),
  entry(drillLogHoles, drillLogHoles.id, 'serial', false),
  entry(blasts, blasts.id, 'serial'),
  entry(blastExplosives, blastExplosives.id, 'serial', false),
];

/**
 * The head of the signature chain: one row (id 1) that a clear resets and a restore sets, never deletes,
 * so that the next document is chained to the last one the database holds.
 */
export const CHAIN_HEAD = { name: getTableName(documentChain), table: documentChain, key: documentChain.id } as const;

/**
 * Tables outside backups. Users (with their recovery codes and preferences), roles, sessions and the audit trail stay when the data is cleared; the
 * stored answers of retried weighings (idempotency keys) are emptied, since they describe deleted weighings.
 * The signing key's fingerprint stays too (the documents that come next are signed with the same key); a
 * backup's header carries it. The sign-in throttling's counts are about users and addresses, not the site's data.
 * The imports' runs are a record of what was imported, like the audit trail; their staged documents (and
 * the records they name) are written within seconds of being accepted, and a clear is refused until none
 * are left (see service.ts). Scales and readers are the site's equipment, configured like its users: a clear
 * keeps them, and a restore leaves the configuration of the machine it runs on; so are the workstations that
 * name them as their defaults. The site's time zone is the database's own, like the signing key's
 * fingerprint: a restored backup's days are cut in it. The document number formats are settings of the
 * System page like the site's: a clear keeps them. The stop reasons are the Stop Counter's settings: a clear
 * keeps them, and the stops a backup restores name the reasons of the site they were recorded at.
 */
export const NOT_IN_BACKUPS = [
  'users',
  'roles',
  'sessions',
  'sign_in_challenges',
  'recovery_codes',
  'user_preferences',
  'audit_log',
  'idempotency_keys',
  'document_signing_key',
  'login_throttle',
  'import_runs',
  'import_staged_batches',
  'import_named_records',
  'scales',
  'readers',
  'workstations',
  'site_settings',
  'document_number_formats',
  'stop_reasons',
] as const;

/**
 * Tables computed from the business tables (the report totals, the documents an import has not added to them
 * yet, and the shift logs' kept months): emptied by a clear, filled again by a restore's inserts.
 */
export const DERIVED_TABLES = ['weighing_rollups', 'rollup_settings', 'rollup_pending_documents', 'shift_log_months', 'shift_output_months'] as const;
