/** The texts of Unloading Stations (spec part 2 sections 2, 5 and 8). */
import type { StationStatus } from '@weighbridge/contract/unloading-stations';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const stationsPageMessages = defineMessages({
  title: { id: 'stations.page.title', defaultMessage: 'Unloading Stations' },
  add: { id: 'stations.page.add', defaultMessage: 'Add Station' },
  loadFailed: { id: 'stations.page.loadFailed', defaultMessage: 'Failed to load stations' },
  deleteQuestion: {
    id: 'stations.page.deleteQuestion',
    defaultMessage: 'Are you sure you want to delete this station? Deletion will fail if the station is used in any documents.',
  },
  deleted: { id: 'stations.page.deleted', defaultMessage: 'Station deleted successfully' },
  deleteFailed: { id: 'stations.page.deleteFailed', defaultMessage: 'Failed to delete station. It may be in use.' },
});

export const stationsTableMessages = {
  recordLabel: defineMessage<{ name: string }>({ id: 'stations.table.recordLabel', defaultMessage: 'station {name}' }),
  ...defineMessages({
    name: { id: 'stations.table.name', defaultMessage: 'Station Name' },
    type: { id: 'stations.table.type', defaultMessage: 'Type' },
    capacity: { id: 'stations.table.capacity', defaultMessage: 'Capacity' },
    status: { id: 'stations.table.status', defaultMessage: 'Status' },
    none: { id: 'stations.table.none', defaultMessage: 'No stations found' },
  }),
};

export const stationStatusMessages: Readonly<Record<StationStatus, MessageDescriptor>> = defineMessages({
  operational: { id: 'stations.status.operational', defaultMessage: 'Operational' },
  closed: { id: 'stations.status.closed', defaultMessage: 'Closed' },
  maintenance: { id: 'stations.status.maintenance', defaultMessage: 'Maintenance' },
});

export const stationFormMessages = defineMessages({
  /** The record's name in the dialog's title and messages ('Add Station'). */
  noun: { id: 'stations.form.noun', defaultMessage: 'Station' },
});
