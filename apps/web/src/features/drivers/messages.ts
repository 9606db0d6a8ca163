/** The texts of Driver Management (spec part 1 sections 2, 5 and 8): the table, the dialog and the delete question. */
import { defineMessage, defineMessages } from 'react-intl';

export const driversPageMessages = defineMessages({
  title: { id: 'drivers.page.title', defaultMessage: 'Driver Management' },
  add: { id: 'drivers.page.add', defaultMessage: 'Add Driver' },
  loadFailed: { id: 'drivers.page.loadFailed', defaultMessage: 'Failed to load drivers' },
  deleteFailed: { id: 'drivers.page.deleteFailed', defaultMessage: 'Failed to delete driver' },
});

export const driversTableMessages = {
  recordLabel: defineMessage<{ name: string }>({ id: 'drivers.table.recordLabel', defaultMessage: 'driver {name}' }),
  ...defineMessages({
    name: { id: 'drivers.table.name', defaultMessage: 'Name' },
    contact: { id: 'drivers.table.contact', defaultMessage: 'Contact' },
    licence: { id: 'drivers.table.licence', defaultMessage: 'Driver License ID' },
    bloodType: { id: 'drivers.table.bloodType', defaultMessage: 'Blood Type' },
    birthDate: { id: 'drivers.table.birthDate', defaultMessage: 'Birth Date' },
    vehicle: { id: 'drivers.table.vehicle', defaultMessage: 'Vehicle' },
    emergencyContact: { id: 'drivers.table.emergencyContact', defaultMessage: 'Emergency Contact' },
    none: { id: 'drivers.table.none', defaultMessage: 'No drivers found' },
  }),
};

export const driverFormMessages = defineMessages({
  /** The record's name in the dialog's title and messages ('Add Vehicle'). */
  noun: { id: 'drivers.form.noun', defaultMessage: 'Driver' },
  noVehicleAssigned: { id: 'drivers.form.noVehicleAssigned', defaultMessage: 'No vehicle assigned' },
  noVehicleFound: { id: 'drivers.form.noVehicleFound', defaultMessage: 'No vehicle found' },
});

export const deleteDriverMessages = {
  question: defineMessage({ id: 'drivers.delete.question', defaultMessage: 'Are you sure you want to delete this driver?' }),
  usageUnknown: defineMessage<{ name: string }>({
    id: 'drivers.delete.usageUnknown',
    defaultMessage: 'Scale documents that name {name} keep the name on the ticket.',
  }),
  usage: defineMessage<{ name: string; count: number }>({
    id: 'drivers.delete.usage',
    defaultMessage: '{name} is named on {count, plural, one {# scale document; it keeps} other {# scale documents; they keep}} the name on the ticket.',
  }),
};
