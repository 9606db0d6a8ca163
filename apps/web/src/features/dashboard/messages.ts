/** The texts of the dashboard converted so far: its time period filter and its figures. */
import { defineMessage, defineMessages } from 'react-intl';

export const statMessages = defineMessages({
  transactions: { id: 'dashboard.stats.transactions', defaultMessage: 'Transactions' },
  totalWeight: { id: 'dashboard.stats.totalWeight', defaultMessage: 'Total Weight (tons)' },
  averageLoad: { id: 'dashboard.stats.averageLoad', defaultMessage: 'Average Load (tons)' },
  activeVehicles: { id: 'dashboard.stats.activeVehicles', defaultMessage: 'Active Vehicles' },
});

export const periodMessages = {
  showingShift: defineMessage<{ shift: string; start: string; end: string }>({
    id: 'dashboard.period.showingShift',
    defaultMessage: 'Showing the {shift} shift, from {start} to {end}',
  }),
  showingDays: defineMessage<{ start: string; end: string }>({
    id: 'dashboard.period.showingDays',
    defaultMessage: 'Showing data from {start} to {end}',
  }),
  ...defineMessages({
    title: { id: 'dashboard.period.title', defaultMessage: 'Time Period' },
    shift: { id: 'dashboard.period.shift', defaultMessage: 'This Shift' },
    today: { id: 'dashboard.period.today', defaultMessage: 'Today' },
    week: { id: 'dashboard.period.week', defaultMessage: 'Week' },
    month: { id: 'dashboard.period.month', defaultMessage: 'Month' },
    all: { id: 'dashboard.period.all', defaultMessage: 'All Time' },
    custom: { id: 'dashboard.period.custom', defaultMessage: 'Custom' },
    apply: { id: 'dashboard.period.apply', defaultMessage: 'Apply Filter' },
    clear: { id: 'dashboard.period.clear', defaultMessage: 'Clear' },
  }),
};
