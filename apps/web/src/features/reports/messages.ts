/** The texts of the report pages converted so far: the Monthly Material Report and the parts it shares. */
import { defineMessage, defineMessages } from 'react-intl';

export const monthlyMessages = {
  chartSection: defineMessage<{ year: string }>({ id: 'reports.monthly.chartSection', defaultMessage: 'Monthly Tonnage by Material, {year}' }),
  ...defineMessages({
    year: { id: 'reports.monthly.year', defaultMessage: 'Year' },
    filters: { id: 'reports.monthly.filters', defaultMessage: 'Filters' },
    chartTitle: { id: 'reports.monthly.chartTitle', defaultMessage: 'Monthly Tonnage by Material' },
    total: { id: 'reports.monthly.total', defaultMessage: 'Total' },
    averagePerMonth: { id: 'reports.monthly.averagePerMonth', defaultMessage: 'Average per month' },
  }),
};

export const exportMessages = defineMessages({
  export: { id: 'reports.export.export', defaultMessage: 'Export' },
  excel: { id: 'reports.export.excel', defaultMessage: 'Excel' },
  pdf: { id: 'reports.export.pdf', defaultMessage: 'PDF' },
});

export const materialFilterMessages = defineMessages({
  materials: { id: 'reports.materials.label', defaultMessage: 'Materials' },
  hint: { id: 'reports.materials.hint', defaultMessage: 'None checked shows all materials' },
  none: { id: 'reports.materials.none', defaultMessage: 'No materials found' },
  clear: { id: 'reports.materials.clear', defaultMessage: 'Clear' },
  loading: { id: 'reports.materials.loading', defaultMessage: 'Loading materials' },
});
