/**
 * The labels a form's fields show, in the page's language. The form's checks and the server's messages
 * keep naming a field as the contract does (FIELD_LABELS), so a server's message still finds its field.
 */
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { useIntl } from 'react-intl';
import type { TextDescriptor } from '../../lib/contract-messages';
import { siteFieldMessages, workstationFieldMessages } from './messages';

const SHOWN: Readonly<Record<'site' | 'workstations', Readonly<Record<string, TextDescriptor>>>> = {
  site: siteFieldMessages,
  workstations: workstationFieldMessages,
};

export function useShownLabels(record: 'site' | 'workstations'): Readonly<Record<string, string>> {
  const intl = useIntl();
  const labels: Record<string, string> = { ...FIELD_LABELS[record] };
  for (const [field, message] of Object.entries(SHOWN[record])) labels[field] = intl.formatMessage(message);
  return labels;
}
