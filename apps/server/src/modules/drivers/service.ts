/** What deleting a driver touches, for its confirmation: the documents that name them. */
import type { DriverUsage } from '@weighbridge/contract/drivers';
import { REFUSALS } from '@weighbridge/contract/refusals';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { driverRecords } from './catalogue.js';
import { countDocumentsNamingDriver } from './repository.js';

export async function driverUsage(db: Db, id: number): Promise<DriverUsage> {
  if (!(await driverRecords.find(db, id))) throw new AppError('NOT_FOUND', REFUSALS.driverNotFound);
  return { scale_documents: await countDocumentsNamingDriver(db, id) };
}
