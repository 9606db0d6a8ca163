/** Loading (drilling) areas and their polygons. An area with polygons cannot be deleted. */
import {
  DEFAULT_LOADING_AREA_STATUS,
  DEFAULT_POLYGON_STATUS,
  LOADING_AREA_STATUSES,
  POLYGON_STATUSES,
} from '@weighbridge/contract/loading-areas';
import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOfCheck, timestamps } from '../columns.js';

export const loadingAreas = pgTable(
  'loading_areas',
  {
    id: serial('loading_area_id').primaryKey(),
    areaName: text('area_name').notNull(),
    description: text('description'),
    status: text('status').notNull().default(DEFAULT_LOADING_AREA_STATUS),
    ...timestamps,
  },
  () => [check('loading_areas_status_check', oneOfCheck('status', LOADING_AREA_STATUSES))],
);

/** Named so that a refused area delete can be told apart from one refused by scale documents. */
export const POLYGONS_LOADING_AREA_FK = 'polygons_loading_area_id_fkey';

export const polygons = pgTable(
  'polygons',
  {
    id: serial('polygon_id').primaryKey(),
    loadingAreaId: integer('loading_area_id').notNull(),
    /** The Polygon Code. */
    registrationId: text('registration_id').notNull(),
    /** The optional Polygon Name. */
    areaName: text('area_name'),
    status: text('status').notNull().default(DEFAULT_POLYGON_STATUS),
    ...timestamps,
  },
  (table) => [
    foreignKey({ name: POLYGONS_LOADING_AREA_FK, columns: [table.loadingAreaId], foreignColumns: [loadingAreas.id] }),
    // A code names one polygon within its area, whatever its letter case.
    uniqueIndex('polygons_code_key').on(table.loadingAreaId, sql`upper(${table.registrationId})`),
    check('polygons_status_check', oneOfCheck('status', POLYGON_STATUSES)),
  ],
);
