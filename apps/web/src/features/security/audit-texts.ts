/**
 * The names of the audit trail's events, records and outcomes in the reader's language. A kind the
 * catalogue does not know yet reads as the contract words it, in English.
 */
import { AUDIT_OUTCOME_LABELS, type AuditEntry, auditActionLabel, auditRecordIdText, auditRecordTypeLabel } from '@weighbridge/contract/audit-log';
import { useIntl } from 'react-intl';
import { NOT_SET } from '../../lib/format';
import { useFormat } from '../../lib/use-format';
import { auditActionMessages, auditOutcomeMessages, auditRecordTypeMessages, auditTrailMessages } from './messages';

export function useAuditTexts() {
  const intl = useIntl();
  const { formatDateTime } = useFormat();
  // A record named by a moment (a scheduled backup) reads it as every other time of the page does.
  const recordIdText = (type: string, id: string, timeZone: string) => (auditRecordIdText(type, id, timeZone) === id ? id : formatDateTime(id, timeZone));
  const recordType = (type: string) => {
    const message = auditRecordTypeMessages[type];
    return message ? intl.formatMessage(message) : auditRecordTypeLabel(type);
  };
  return {
    /** @example action('vehicle.update') // 'Fahrzeug geändert' in German */
    action(action: string): string {
      const message = auditActionMessages[action];
      return message ? intl.formatMessage(message) : auditActionLabel(action);
    },
    /** The outcome's name; one the page does not know yet reads as it is recorded. */
    outcome(outcome: string): string {
      return outcome in AUDIT_OUTCOME_LABELS ? intl.formatMessage(auditOutcomeMessages[outcome as keyof typeof AUDIT_OUTCOME_LABELS]) : outcome;
    },
    /**
     * The record an event names, e.g. 'Vehicle 12' or 'Scheduled backup Nov 28, 2026, 2:00 AM' (at the site's
     * clock); none for an event about no record.
     */
    record(entry: Pick<AuditEntry, 'recordType' | 'recordId'>, timeZone: string): string {
      if (!entry.recordType) return NOT_SET;
      const type = recordType(entry.recordType);
      return entry.recordId ? intl.formatMessage(auditTrailMessages.record, { type, id: recordIdText(entry.recordType, entry.recordId, timeZone) }) : type;
    },
  };
}
