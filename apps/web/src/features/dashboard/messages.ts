/**
 * The texts of the dashboard (spec part 1 sections 2, 4 and 8): its time period filter, its figures, the
 * weather, the material and polygon insights, the recent transactions and the trips per vehicle.
 */
import { WEATHER_MESSAGES } from '@weighbridge/contract/dashboard';
import { WEATHER_CONDITIONS } from '@weighbridge/contract/weather-conditions';
import { defineMessage, defineMessages } from 'react-intl';
import { textMessages } from '../../lib/contract-messages';

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
    from: { id: 'dashboard.period.from', defaultMessage: 'From' },
    to: { id: 'dashboard.period.to', defaultMessage: 'To' },
  }),
};

export const panelMessages = {
  trips: defineMessage<{ count: number }>({ id: 'dashboard.panel.trips', defaultMessage: '{count, plural, one {# trip} other {# trips}}' }),
  ...defineMessages({
    noDataForPeriod: { id: 'dashboard.panel.noDataForPeriod', defaultMessage: 'No data for this period' },
    totalWeight: { id: 'dashboard.panel.totalWeight', defaultMessage: 'Total weight' },
  }),
};

export const materialMessages = defineMessages({
  title: { id: 'dashboard.materials.title', defaultMessage: 'Material Insights' },
  topByWeight: { id: 'dashboard.materials.topByWeight', defaultMessage: 'Top Materials by Weight' },
  distribution: { id: 'dashboard.materials.distribution', defaultMessage: 'Material Distribution' },
  topFive: { id: 'dashboard.materials.topFive', defaultMessage: 'Top 5 materials' },
  transactions: { id: 'dashboard.materials.transactions', defaultMessage: 'Transactions' },
  totalWeight: { id: 'dashboard.materials.totalWeight', defaultMessage: 'Total Weight' },
  avgWeight: { id: 'dashboard.materials.avgWeight', defaultMessage: 'Avg Weight' },
});

export const polygonMessages = {
  /** One of the top five: '1. N-01 Upper bench'. */
  ranked: defineMessage<{ rank: number; polygon: string }>({ id: 'dashboard.polygons.ranked', defaultMessage: '{rank}. {polygon}' }),
  ...defineMessages({
  title: { id: 'dashboard.polygons.title', defaultMessage: 'Polygon Activity' },
  top: { id: 'dashboard.polygons.top', defaultMessage: 'Top Polygons' },
  trips: { id: 'dashboard.polygons.trips', defaultMessage: 'Trips' },
  loadsTons: { id: 'dashboard.polygons.loadsTons', defaultMessage: 'Loads (tons)' },
  }),
};

export const recentMessages = {
  status: defineMessage<{ status: string }>({
    id: 'dashboard.recent.status',
    defaultMessage: '{status, select, completed {completed} cancelled {cancelled} pending {pending} other {{status}}}',
  }),
  ...defineMessages({
    title: { id: 'dashboard.recent.title', defaultMessage: 'Recent Transactions' },
    none: { id: 'dashboard.recent.none', defaultMessage: 'No transactions found' },
    list: { id: 'dashboard.recent.list', defaultMessage: 'Recent transactions list' },
    documentNumber: { id: 'dashboard.recent.documentNumber', defaultMessage: 'Document No.' },
    statusHeader: { id: 'dashboard.recent.statusHeader', defaultMessage: 'Status' },
  }),
};

export const tripMessages = {
  status: defineMessage<{ status: string }>({
    id: 'dashboard.trips.status',
    defaultMessage: '{status, select, active {active} maintenance {maintenance} inactive {inactive} retired {retired} other {{status}}}',
  }),
  ...defineMessages({
    title: { id: 'dashboard.trips.title', defaultMessage: 'Vehicle Trip Counts' },
    none: { id: 'dashboard.trips.none', defaultMessage: 'No vehicles found' },
    list: { id: 'dashboard.trips.list', defaultMessage: 'Vehicle trip counts list' },
  }),
};

export const weatherMessages = {
  /** A figure's label before its value, which is shown in bold: 'Wind: 12 km/h'. */
  figure: defineMessage<{ label: string }>({ id: 'dashboard.weather.figure', defaultMessage: '{label}:' }),
  ...defineMessages({
    region: { id: 'dashboard.weather.region', defaultMessage: 'Weather' },
    wind: { id: 'dashboard.weather.wind', defaultMessage: 'Wind' },
    humidity: { id: 'dashboard.weather.humidity', defaultMessage: 'Humidity' },
    visibility: { id: 'dashboard.weather.visibility', defaultMessage: 'Visibility' },
    feelsLike: { id: 'dashboard.weather.feelsLike', defaultMessage: 'Feels like' },
  }),
};

/** The contract's text of a card without weather. */
export const weatherUnavailableMessages = textMessages('dashboard.weather.message', WEATHER_MESSAGES);

/** The words the server gives a weather code (Open-Meteo's WMO 4677 codes), shown in the reader's language. */
export const weatherConditionMessages = textMessages('dashboard.weather.condition', WEATHER_CONDITIONS);
