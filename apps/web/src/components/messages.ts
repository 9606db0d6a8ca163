/** The texts of the shared components. */
import { defineMessage, defineMessages } from 'react-intl';

export const languageMessages = defineMessages({
  language: { id: 'components.language.label', defaultMessage: 'Language' },
});

export const loadingMessages = defineMessages({
  loading: { id: 'components.loading', defaultMessage: 'Loading...' },
});

export const toastMessages = defineMessages({
  closeNotification: { id: 'components.toast.closeNotification', defaultMessage: 'Close notification' },
});

export const manualMarkMessages = defineMessages({
  manual: { id: 'components.manualMark', defaultMessage: 'MANUAL' },
});


/** The first and last day of a filter's range. */
export const dayRangeMessages = defineMessages({
  from: { id: 'components.dayRange.from', defaultMessage: 'From' },
  to: { id: 'components.dayRange.to', defaultMessage: 'To' },
});

export const filtersMessages = defineMessages({
  filters: { id: 'components.filters.filters', defaultMessage: 'Filters' },
  clear: { id: 'components.filters.clear', defaultMessage: 'Clear Filters' },
  apply: { id: 'components.filters.apply', defaultMessage: 'Apply Filters' },
});

/** The add/edit dialog of every form, and what a catalogue form says of its record ('Driver', 'Loading Area'). */
export const formMessages = {
  add: defineMessage<{ noun: string }>({ id: 'components.form.add', defaultMessage: 'Add {noun}' }),
  edit: defineMessage<{ noun: string }>({ id: 'components.form.edit', defaultMessage: 'Edit {noun}' }),
  created: defineMessage<{ noun: string }>({ id: 'components.form.created', defaultMessage: '{noun} created successfully' }),
  updated: defineMessage<{ noun: string }>({ id: 'components.form.updated', defaultMessage: '{noun} updated successfully' }),
  /** `noun` as it stands inside a sentence: 'driver' in English, 'Fahrer' in German. */
  saveFailed: defineMessage<{ noun: string }>({ id: 'components.form.saveFailed', defaultMessage: 'Failed to save {noun}' }),
  ...defineMessages({
    closeDialog: { id: 'components.form.closeDialog', defaultMessage: 'Close dialog' },
    cancel: { id: 'components.form.cancel', defaultMessage: 'Cancel' },
    save: { id: 'components.form.save', defaultMessage: 'Save' },
    saving: { id: 'components.form.saving', defaultMessage: 'Saving...' },
  }),
};

export const tableMessages = defineMessages({
  actions: { id: 'components.table.actions', defaultMessage: 'Actions' },
});

/** The edit and delete buttons of a record, named for screen readers: 'Edit vehicle ABC-123'. */
export const recordActionMessages = {
  edit: defineMessage<{ label: string }>({ id: 'components.recordActions.edit', defaultMessage: 'Edit {label}' }),
  delete: defineMessage<{ label: string }>({ id: 'components.recordActions.delete', defaultMessage: 'Delete {label}' }),
};

/** The numbers are written as they are, without separators, as the bar has always shown them. */
export const paginationMessages = {
  showing: defineMessage<{ first: string; last: string; total: string }>({
    id: 'components.pagination.showing',
    defaultMessage: 'Showing {first}–{last} of {total}',
  }),
  page: defineMessage<{ number: string }>({ id: 'components.pagination.page', defaultMessage: 'Page {number}' }),
  ...defineMessages({
    pages: { id: 'components.pagination.pages', defaultMessage: 'Pages' },
    previous: { id: 'components.pagination.previous', defaultMessage: 'Previous' },
    next: { id: 'components.pagination.next', defaultMessage: 'Next' },
  }),
};

export const sessionMessages = {
  /** Whose session ends, in which browser, and from which address when it is known. */
  endText: defineMessage<{ whose: 'own' | 'user'; name: string; browser: string; address: 'known' | 'unknown'; clientAddress: string }>({
    id: 'components.sessions.endText',
    defaultMessage:
      "Signs out {whose, select, user {{name}'s session} other {this session}} in {browser}{address, select, known { at {clientAddress}} other {}}: its next request goes to the sign-in page. The ending is recorded in the audit trail.",
  }),
  ...defineMessages({
    endTitle: { id: 'components.sessions.endTitle', defaultMessage: 'End session?' },
    closeDialog: { id: 'components.sessions.closeDialog', defaultMessage: 'Close dialog' },
    cancel: { id: 'components.sessions.cancel', defaultMessage: 'Cancel' },
    end: { id: 'components.sessions.end', defaultMessage: 'End session' },
    endFailed: { id: 'components.sessions.endFailed', defaultMessage: 'Failed to end the session' },
    user: { id: 'components.sessions.user', defaultMessage: 'User' },
    signedInAt: { id: 'components.sessions.signedInAt', defaultMessage: 'Signed in at' },
    lastUsed: { id: 'components.sessions.lastUsed', defaultMessage: 'Last used' },
    address: { id: 'components.sessions.address', defaultMessage: 'Address' },
    browser: { id: 'components.sessions.browser', defaultMessage: 'Browser' },
    actions: { id: 'components.sessions.actions', defaultMessage: 'Actions' },
    thisBrowser: { id: 'components.sessions.thisBrowser', defaultMessage: 'This browser' },
  }),
};

/** The series of a Pareto chart of stop reasons (the Downtime report, the Stop Counter's figures). */
export const paretoMessages = defineMessages({
  stopHours: { id: 'components.pareto.stopHours', defaultMessage: 'Stop hours' },
  cumulativeShare: { id: 'components.pareto.cumulativeShare', defaultMessage: 'Cumulative %' },
});

/** The revisions of a versioned plan (the drilling plan, the crush plan): their list, status and approval. */
export const planRevisionMessages = {
  revision: defineMessage<{ revision: number }>({ id: 'components.planRevision.revision', defaultMessage: 'Revision {revision}' }),
  revisionShown: defineMessage<{ revision: number }>({ id: 'components.planRevision.revisionShown', defaultMessage: 'Revision {revision} · shown below' }),
  showRevision: defineMessage<{ revision: number }>({ id: 'components.planRevision.showRevision', defaultMessage: 'Show revision {revision}' }),
  byAt: defineMessage<{ name: string; time: string }>({ id: 'components.planRevision.byAt', defaultMessage: '{name}, {time}' }),
  approveTitle: defineMessage<{ revision: number }>({ id: 'components.planRevision.approveTitle', defaultMessage: 'Approve revision {revision}' }),
  approveExplained: defineMessage<{ revision: number }>({
    id: 'components.planRevision.approveExplained',
    defaultMessage: 'Revision {revision} becomes the year’s plan and can no longer be changed; the revision approved before it is superseded.',
  }),
  ...defineMessages({
    label: { id: 'components.planRevision.label', defaultMessage: 'Revisions' },
    revisionHeader: { id: 'components.planRevision.revisionHeader', defaultMessage: 'Revision' },
    status: { id: 'components.planRevision.status', defaultMessage: 'Status' },
    created: { id: 'components.planRevision.created', defaultMessage: 'Created' },
    approved: { id: 'components.planRevision.approved', defaultMessage: 'Approved' },
    reason: { id: 'components.planRevision.reason', defaultMessage: 'Reason' },
    superseded: { id: 'components.planRevision.superseded', defaultMessage: 'Superseded' },
    none: { id: 'components.planRevision.none', defaultMessage: 'No revisions for this year yet' },
    approve: { id: 'components.planRevision.approve', defaultMessage: 'Approve' },
    reasonRequired: { id: 'components.planRevision.reasonRequired', defaultMessage: 'Reason is required' },
    unknownUser: { id: 'components.planRevision.unknownUser', defaultMessage: 'Unknown user' },
  }),
};

/** A plan revision's status in words. */
export const planRevisionStatusMessages = defineMessages({
  draft: { id: 'components.planRevision.status.draft', defaultMessage: 'Draft' },
  approved: { id: 'components.planRevision.status.approved', defaultMessage: 'Approved' },
  superseded: { id: 'components.planRevision.status.superseded', defaultMessage: 'Superseded' },
});
