/**
 * The question before a driver is deleted: the spec's, and when documents name the driver, what becomes
 * of them. The server unlinks them and each keeps the driver's name as its ticket printed it.
 */
import type { Driver, DriverUsage } from '@weighbridge/contract/drivers';
import type { IntlShape } from 'react-intl';
import { deleteDriverMessages as text } from './messages';

/** @param usage undefined when the count could not be read: the outcome is still said, without it. */
export function deleteDriverQuestion(intl: IntlShape, driver: Pick<Driver, 'name' | 'surname'>, usage: DriverUsage | undefined): string {
  const question = intl.formatMessage(text.question);
  const name = `${driver.name} ${driver.surname}`.trim();
  if (usage === undefined) return `${question}\n\n${intl.formatMessage(text.usageUnknown, { name })}`;
  const count = usage.scale_documents;
  if (count === 0) return question;
  return `${question}\n\n${intl.formatMessage(text.usage, { name, count })}`;
}
