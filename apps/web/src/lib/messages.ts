/** The texts the shared formatters write. */
import { defineMessage, defineMessages } from 'react-intl';

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
