/** The texts of the Database Management page (spec part 2 sections 2, 4, 5 and 8). */
import { defineMessage, defineMessages } from 'react-intl';

export const pageMessages = defineMessages({
  title: { id: 'database.page.title', defaultMessage: 'Database Management' },
  refresh: { id: 'database.page.refresh', defaultMessage: 'Refresh' },
  statistics: { id: 'database.page.statistics', defaultMessage: 'Database Statistics' },
});

export const countMessages = defineMessages({
  scale_documents: { id: 'database.count.scaleDocuments', defaultMessage: 'Scale Documents' },
  vehicles: { id: 'database.count.vehicles', defaultMessage: 'Vehicles' },
  drivers: { id: 'database.count.drivers', defaultMessage: 'Drivers' },
  materials: { id: 'database.count.materials', defaultMessage: 'Materials' },
  loading_areas: { id: 'database.count.loadingAreas', defaultMessage: 'Loading Areas' },
  unloading_stations: { id: 'database.count.unloadingStations', defaultMessage: 'Unloading Stations' },
});

export const clearMessages = {
  cleared: defineMessage<{ count: string }>({
    id: 'database.clear.cleared',
    defaultMessage: 'Database cleared successfully! {count} records deleted.',
  }),
  ...defineMessages({
    title: { id: 'database.clear.title', defaultMessage: 'Clear Database' },
    text: {
      id: 'database.clear.text',
      defaultMessage:
        'Deletes every scale document, tara weighing, vehicle, driver, material, polygon, loading area and unloading station. Users and the audit trail are kept.',
    },
    clearing: { id: 'database.clear.clearing', defaultMessage: 'Clearing Database...' },
    failed: { id: 'database.clear.failed', defaultMessage: 'Failed to clear database' },
    // The first confirmation is a warning and a question, a blank line between them.
    warning: {
      id: 'database.clear.warning',
      defaultMessage:
        'WARNING: This will permanently delete ALL data from the database: scale documents, tara weighings, vehicles, drivers, materials, polygons, loading areas and unloading stations.',
    },
    continueQuestion: { id: 'database.clear.continueQuestion', defaultMessage: 'This action cannot be undone. Do you want to continue?' },
    finalConfirmation: { id: 'database.clear.finalConfirmation', defaultMessage: 'Final confirmation: Clear all database data?' },
  }),
};
