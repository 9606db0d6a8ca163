/** What the signed-in pages say when the site's settings cannot be loaded. */
import { defineMessages } from 'react-intl';

export const siteGateMessages = defineMessages({
  failed: { id: 'shell.site.failed', defaultMessage: 'Failed to load data' },
  explanation: {
    id: 'shell.site.explanation',
    defaultMessage: "The site''s settings could not be loaded, so dates cannot be shown in the site''s time zone.",
  },
  tryAgain: { id: 'shell.site.tryAgain', defaultMessage: 'Try again' },
});
