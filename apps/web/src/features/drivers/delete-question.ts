/**
 * The question before a driver is deleted: the spec's, and when documents name the driver, what becomes
 * of them. The server unlinks them and each keeps the driver's name as its ticket printed it.
 */
import type { Driver, DriverUsage } from '@weighbridge/contract/drivers';

const QUESTION = 'Are you sure you want to delete this driver?';

/** @param usage undefined when the count could not be read: the outcome is still said, without it. */
export function deleteDriverQuestion(driver: Pick<Driver, 'name' | 'surname'>, usage: DriverUsage | undefined): string {
  const name = `${driver.name} ${driver.surname}`.trim();
  if (usage === undefined) return `${QUESTION}\n\nScale documents that name ${name} keep the name on the ticket.`;
  const count = usage.scale_documents;
  if (count === 0) return QUESTION;
  const documents = count === 1 ? 'scale document' : 'scale documents';
  const they = count === 1 ? 'it keeps' : 'they keep';
  return `${QUESTION}\n\n${name} is named on ${count.toLocaleString('en-US')} ${documents}; ${they} the name on the ticket.`;
}
