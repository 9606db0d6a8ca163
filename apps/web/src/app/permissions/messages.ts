/** What a page says to a user who may not view it. */
import { defineMessages } from 'react-intl';

export const pageAccessMessages = defineMessages({
  accessDenied: { id: 'shell.access.denied', defaultMessage: 'Access denied' },
  /** No text of the spec covers a page the user may not open; this is the one every such page shows. */
  noPagePermission: { id: 'shell.access.noPagePermission', defaultMessage: 'You do not have permission to view this page' },
});
