/** Export is not built yet (spec part 2 section 8): each export button says so in an alert. */
export const EXPORT_ALERTS = {
  excel: 'Excel export is not implemented yet',
  pdf: 'PDF export is not implemented yet',
  materialReports: 'Export functionality coming soon!',
} as const;
