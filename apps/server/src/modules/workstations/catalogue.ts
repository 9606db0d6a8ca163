/**
 * The workstations catalogue: a computer's name and the scale and reader it weighs with by default. The
 * defaults are checked before the save, so that an unknown scale or a reader at another scale is a 400
 * that says which, not a foreign key's error.
 */
import { WORKSTATION_MESSAGES as MESSAGES, type Workstation, type WorkstationValues } from '@weighbridge/contract/workstations';
import { unknownScaleText } from '@weighbridge/contract/scales';
import { sql } from 'drizzle-orm';
import { defineCatalogue } from '../../catalogue/catalogue.js';
import { catalogueService } from '../../catalogue/service.js';
import { violatedUniqueConstraint } from '../../db/constraint-violations.js';
import type { Tx } from '../../db/database.js';
import { workstations } from '../../db/tables/workstations.js';
import { AppError } from '../../lib/errors.js';
import { scaleExists, scaleOfReader } from './repository.js';

export const workstationCatalogue = defineCatalogue<typeof workstations, Workstation, WorkstationValues>({
  table: workstations,
  name: 'Workstation',
  entity: 'workstation',
  // The names are read by subqueries written out whole: drizzle leaves the columns of a one-table select
  // unqualified, which inside a subquery would name the subquery's own table.
  item: {
    workstation_id: workstations.id,
    name: workstations.name,
    scale_id: workstations.scaleId,
    scale_name: sql<string>`(select s.name from scales s where s.scale_id = "workstations"."scale_id")`,
    reader_id: workstations.readerId,
    reader_name: sql<string | null>`(select r.name from readers r where r.reader_id = "workstations"."reader_id")`,
  },
  order: [workstations.name, workstations.id],
  toRow: (values) => ({ name: values.name, scaleId: values.scale_id, readerId: values.reader_id }),
  saveRefusal: (error, values) =>
    violatedUniqueConstraint(error) === 'workstations_name_key' ? new AppError('CONFLICT', MESSAGES.nameTaken(values.name)) : undefined,
});

/** The scale must exist, and the reader, if one is named, must stand at it. */
async function checkDefaults(tx: Tx, values: WorkstationValues): Promise<undefined> {
  if (!(await scaleExists(tx, values.scale_id))) throw new AppError('BAD_REQUEST', unknownScaleText(values.scale_id));
  if (values.reader_id === null) return undefined;
  const readerScale = await scaleOfReader(tx, values.reader_id);
  if (readerScale === undefined) throw new AppError('BAD_REQUEST', MESSAGES.unknownReader(values.reader_id));
  if (readerScale !== values.scale_id) throw new AppError('BAD_REQUEST', MESSAGES.readerElsewhere);
  return undefined;
}

export const workstationService = catalogueService(workstationCatalogue, { beforeWrite: checkDefaults });
