/** The texts the shared formatters write. */
import { defineMessage, defineMessages } from 'react-intl';
import { textMessages } from './contract-messages';
import { DATE_RANGE_PROBLEMS } from './date-range';

/** How long ago a moment was (lib/format.ts ageOf): 'just now', '5 minutes ago', '3 days ago'. */
export const ageMessages = {
  inUnits: defineMessage<{ count: number; unit: string }>({
    id: 'format.age.units',
    defaultMessage:
      '{unit, select, minute {{count, plural, one {# minute ago} other {# minutes ago}}} hour {{count, plural, one {# hour ago} other {# hours ago}}} other {{count, plural, one {# day ago} other {# days ago}}}}',
  }),
  ...defineMessages({
    justNow: { id: 'format.age.justNow', defaultMessage: 'just now' },
  }),
};

/** How often a document's ticket was printed (its `ticket_prints`): 'Not printed yet', 'Printed once', 'Printed 3 times'. */
export const printCountMessage = defineMessage<{ count: number }>({
  id: 'ticket.printCount',
  defaultMessage: '{count, plural, =0 {Not printed yet} one {Printed once} other {Printed # times}}',
});

/** Why a filter's dates cannot be applied (lib/date-range.ts), shown under the last day. */
export const dateRangeMessages = textMessages('format.dateRange', DATE_RANGE_PROBLEMS);
