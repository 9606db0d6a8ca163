/**
 * The texts of Security (Settings): the audit trail, the locked-out sign-ins, the sessions and the ticket
 * chain. The contract's names of events, records, outcomes, lockouts and chain states are messages under
 * their keys, so their English stays written once.
 */
import { AUDIT_ACTION_LABELS, AUDIT_OUTCOME_LABELS, AUDIT_RECORD_TYPE_LABELS } from '@weighbridge/contract/audit-log';
import { CHAIN_STATE_LABELS } from '@weighbridge/contract/document-chain';
import { LOCKOUT_SCOPE_LABELS } from '@weighbridge/contract/sign-in-lockouts';
import { defineMessage, defineMessages } from 'react-intl';
import { textMessages } from '../../lib/contract-messages';

export const auditActionMessages = textMessages('security.auditAction', AUDIT_ACTION_LABELS);
export const auditRecordTypeMessages = textMessages('security.auditRecordType', AUDIT_RECORD_TYPE_LABELS);
export const auditOutcomeMessages = textMessages('security.auditOutcome', AUDIT_OUTCOME_LABELS);
export const lockoutScopeMessages = textMessages('security.lockoutScope', LOCKOUT_SCOPE_LABELS);
export const chainStateMessages = textMessages('security.chainState', CHAIN_STATE_LABELS);

export const pageMessages = defineMessages({
  title: { id: 'security.page.title', defaultMessage: 'Security' },
  auditTrail: { id: 'security.page.auditTrail', defaultMessage: 'Audit trail' },
  lockedOut: { id: 'security.page.lockedOut', defaultMessage: 'Locked out' },
  sessions: { id: 'security.page.sessions', defaultMessage: 'Sessions' },
  ticketChain: { id: 'security.page.ticketChain', defaultMessage: 'Ticket chain' },
  loadFailed: { id: 'security.page.loadFailed', defaultMessage: 'Failed to load data' },
  closeDialog: { id: 'security.page.closeDialog', defaultMessage: 'Close dialog' },
  refresh: { id: 'security.page.refresh', defaultMessage: 'Refresh' },
  cancel: { id: 'security.page.cancel', defaultMessage: 'Cancel' },
});

export const auditTrailMessages = {
  showing: defineMessage<{ first: string; last: string; total: string }>({
    id: 'security.audit.showing',
    defaultMessage: 'Showing {first}–{last} of {total}',
  }),
  record: defineMessage<{ type: string; id: string }>({ id: 'security.audit.record', defaultMessage: '{type} {id}' }),
  userWithName: defineMessage<{ name: string; username: string }>({ id: 'security.audit.userWithName', defaultMessage: '{name} ({username})' }),
  ...defineMessages({
    exportExcel: { id: 'security.audit.exportExcel', defaultMessage: 'Export Excel' },
    exportFailed: { id: 'security.audit.exportFailed', defaultMessage: 'Failed to export the audit trail' },
    pages: { id: 'security.audit.pages', defaultMessage: 'Pages' },
    newer: { id: 'security.audit.newer', defaultMessage: 'Newer' },
    older: { id: 'security.audit.older', defaultMessage: 'Older' },
    user: { id: 'security.audit.user', defaultMessage: 'User' },
    username: { id: 'security.audit.username', defaultMessage: 'Username' },
    event: { id: 'security.audit.event', defaultMessage: 'Event' },
    allEvents: { id: 'security.audit.allEvents', defaultMessage: 'All events' },
    noEvent: { id: 'security.audit.noEvent', defaultMessage: 'No event found' },
    recordType: { id: 'security.audit.recordType', defaultMessage: 'Record type' },
    allRecords: { id: 'security.audit.allRecords', defaultMessage: 'All records' },
    noRecordType: { id: 'security.audit.noRecordType', defaultMessage: 'No record type found' },
    when: { id: 'security.audit.when', defaultMessage: 'When' },
    recordColumn: { id: 'security.audit.recordColumn', defaultMessage: 'Record' },
    address: { id: 'security.audit.address', defaultMessage: 'Address' },
    outcome: { id: 'security.audit.outcome', defaultMessage: 'Outcome' },
    noEvents: { id: 'security.audit.noEvents', defaultMessage: 'No events match the filters' },
    none: { id: 'security.audit.none', defaultMessage: 'None' },
    before: { id: 'security.audit.before', defaultMessage: 'Before' },
    after: { id: 'security.audit.after', defaultMessage: 'After' },
    details: { id: 'security.audit.details', defaultMessage: 'Details' },
  }),
};

/** A lockout's entry; what it counts follows its scope: a username its failed sign-ins, an address every attempt from it. */
type Lockout = { scope: string; subject: string };

export const lockoutMessages = {
  unlockTitle: defineMessage<Lockout>({
    id: 'security.lockouts.unlockTitle',
    defaultMessage: 'Unlock {scope, select, username {username} other {address}} {subject}?',
  }),
  unlockText: defineMessage<Lockout & { attempts: number }>({
    id: 'security.lockouts.unlockText',
    defaultMessage:
      'Clears the {attempts} {scope, select, username {failed sign-ins} other {sign-in attempts}} counted, so that the {scope, select, username {username} other {address}} {subject} can sign in at once. The unlock is recorded in the audit trail.',
  }),
  counted: defineMessage<{ scope: string; attempts: number; limit: number }>({
    id: 'security.lockouts.counted',
    defaultMessage: '{attempts} of {limit} {scope, select, username {failed sign-ins} other {sign-in attempts}}',
  }),
  unlocked: defineMessage<Lockout>({ id: 'security.lockouts.unlocked', defaultMessage: '{scope, select, username {Username} other {Address}} {subject} unlocked' }),
  ...defineMessages({
    explanation: {
      id: 'security.lockouts.explanation',
      defaultMessage:
        'A username is locked out after too many failed sign-ins, an address after too many sign-in attempts; each clears by itself when its time is up.',
    },
    none: { id: 'security.lockouts.none', defaultMessage: 'No username or address is locked out or counting failed sign-ins.' },
    kind: { id: 'security.lockouts.kind', defaultMessage: 'Kind' },
    subject: { id: 'security.lockouts.subject', defaultMessage: 'Username or address' },
    countedColumn: { id: 'security.lockouts.countedColumn', defaultMessage: 'Counted' },
    status: { id: 'security.lockouts.status', defaultMessage: 'Status' },
    clearsAt: { id: 'security.lockouts.clearsAt', defaultMessage: 'Clears at' },
    actions: { id: 'security.lockouts.actions', defaultMessage: 'Actions' },
    lockedOut: { id: 'security.lockouts.lockedOut', defaultMessage: 'Locked out' },
    counting: { id: 'security.lockouts.counting', defaultMessage: 'Counting' },
    unlock: { id: 'security.lockouts.unlock', defaultMessage: 'Unlock' },
    unlockFailed: { id: 'security.lockouts.unlockFailed', defaultMessage: 'Failed to unlock' },
  }),
};

export const sessionsMessages = defineMessages({
  explanation: {
    id: 'security.sessions.explanation',
    defaultMessage: 'Everyone signed in now, each browser a session of its own. An ended session is sent to the sign-in page at its next request.',
  },
  none: { id: 'security.sessions.none', defaultMessage: 'No one is signed in.' },
});

export const chainMessages = {
  link: defineMessage<{ position: number; ticket: string }>({ id: 'security.chain.link', defaultMessage: '{position} ({ticket})' }),
  anchor: defineMessage<{ position: number; ticket: string; at: string }>({ id: 'security.chain.anchor', defaultMessage: '{position} ({ticket}), {at}' }),
  ...defineMessages({
    alarmTitle: { id: 'security.chain.alarmTitle', defaultMessage: 'The ticket signature chain is broken' },
    alarmText: {
      id: 'security.chain.alarmText',
      defaultMessage: "Tickets were removed or changed in the database behind the application's back. See the Ticket chain tab.",
    },
    lastLink: { id: 'security.chain.lastLink', defaultMessage: 'Last link' },
    checked: { id: 'security.chain.checked', defaultMessage: 'Checked' },
    lastAnchor: { id: 'security.chain.lastAnchor', defaultMessage: 'Last anchor' },
    anchors: { id: 'security.chain.anchors', defaultMessage: 'Anchors' },
    anchorFile: { id: 'security.chain.anchorFile', defaultMessage: 'Anchor file' },
    noneYet: { id: 'security.chain.noneYet', defaultMessage: 'None yet' },
    notYet: { id: 'security.chain.notYet', defaultMessage: 'Not yet' },
    noTicket: { id: 'security.chain.noTicket', defaultMessage: 'no ticket' },
    checkFailed: { id: 'security.chain.checkFailed', defaultMessage: 'The check failed' },
    explanation: {
      id: 'security.chain.explanation',
      defaultMessage:
        'Every ticket and every void or correction is a link signed after the one before it. The server checks every link and compares the last one with the anchors it keeps outside the database, at start and every ten minutes.',
    },
    checkNow: { id: 'security.chain.checkNow', defaultMessage: 'Check now' },
    status: { id: 'security.chain.status', defaultMessage: 'Status' },
    found: { id: 'security.chain.found', defaultMessage: 'What the check found' },
  }),
};
