/** The texts of the preferences kept in this browser: the day basis of the date filters. */
import { defineMessage, defineMessages } from 'react-intl';

export const dayBasisMessages = defineMessages({
  label: { id: 'preferences.dayBasis.label', defaultMessage: 'Days' },
  calendar: { id: 'preferences.dayBasis.calendar', defaultMessage: 'Calendar days' },
  production: { id: 'preferences.dayBasis.production', defaultMessage: 'Production days' },
  productionFrom: defineMessage<{ time: string }>({ id: 'preferences.dayBasis.productionFrom', defaultMessage: 'Production days start at {time}' }),
});
