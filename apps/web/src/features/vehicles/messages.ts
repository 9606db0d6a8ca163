/** The texts of Fleet Management (spec part 1 sections 2, 5 and 8): the cards, the dialog and the tare history. */
import type { FuelType, VehicleStatus } from '@weighbridge/contract/vehicles';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const vehiclesPageMessages = {
  tareHistoryOf: defineMessage<{ registration: string }>({ id: 'vehicles.page.tareHistoryOf', defaultMessage: 'Tare history of {registration}' }),
  recordLabel: defineMessage<{ registration: string }>({ id: 'vehicles.page.recordLabel', defaultMessage: 'vehicle {registration}' }),
  ...defineMessages({
    title: { id: 'vehicles.page.title', defaultMessage: 'Fleet Management' },
    search: { id: 'vehicles.page.search', defaultMessage: 'Search vehicles' },
    searchPlaceholder: { id: 'vehicles.page.searchPlaceholder', defaultMessage: 'Search registration, brand or model' },
    add: { id: 'vehicles.page.add', defaultMessage: 'Add Vehicle' },
    none: { id: 'vehicles.page.none', defaultMessage: 'No vehicles found' },
    noneMatch: { id: 'vehicles.page.noneMatch', defaultMessage: 'No vehicles match your search' },
    tareHistory: { id: 'vehicles.page.tareHistory', defaultMessage: 'Tare History' },
    loadFailed: { id: 'vehicles.page.loadFailed', defaultMessage: 'Failed to load vehicles' },
    deleteQuestion: { id: 'vehicles.page.deleteQuestion', defaultMessage: 'Are you sure you want to delete this vehicle?' },
    deleteFailed: { id: 'vehicles.page.deleteFailed', defaultMessage: 'Failed to delete vehicle' },
  }),
};

export const vehicleCardMessages = {
  label: defineMessage<{ registration: string }>({ id: 'vehicles.card.label', defaultMessage: 'Vehicle {registration}' }),
  ...defineMessages({
    driver: { id: 'vehicles.card.driver', defaultMessage: 'Driver' },
    unassigned: { id: 'vehicles.card.unassigned', defaultMessage: 'Unassigned' },
    fuelType: { id: 'vehicles.card.fuelType', defaultMessage: 'Fuel Type' },
    year: { id: 'vehicles.card.year', defaultMessage: 'Year' },
    capacity: { id: 'vehicles.card.capacity', defaultMessage: 'Capacity' },
    tareWeight: { id: 'vehicles.card.tareWeight', defaultMessage: 'Tare Weight' },
  }),
};

export const vehicleFormMessages = defineMessages({
  /** The record's name in the dialog's title and messages ('Add Vehicle'). */
  noun: { id: 'vehicles.form.noun', defaultMessage: 'Vehicle' },
  noDriverAssigned: { id: 'vehicles.form.noDriverAssigned', defaultMessage: 'No driver assigned' },
  noDriverFound: { id: 'vehicles.form.noDriverFound', defaultMessage: 'No driver found' },
});

export const tareHistoryMessages = {
  title: defineMessage<{ registration: string }>({ id: 'vehicles.tareHistory.title', defaultMessage: 'Tare History: {registration}' }),
  ...defineMessages({
    failed: { id: 'vehicles.tareHistory.failed', defaultMessage: 'Failed to load tare history' },
    none: { id: 'vehicles.tareHistory.none', defaultMessage: 'No tara weighings recorded for this vehicle' },
    taraId: { id: 'vehicles.tareHistory.taraId', defaultMessage: 'Tara ID' },
    weighedAt: { id: 'vehicles.tareHistory.weighedAt', defaultMessage: 'Weighed At' },
    tareWeight: { id: 'vehicles.tareHistory.tareWeight', defaultMessage: 'Tare Weight' },
    rfidCard: { id: 'vehicles.tareHistory.rfidCard', defaultMessage: 'RFID Card' },
    scale: { id: 'vehicles.tareHistory.scale', defaultMessage: 'Scale' },
    operator: { id: 'vehicles.tareHistory.operator', defaultMessage: 'Operator' },
  }),
};

export const fuelTypeMessages: Readonly<Record<FuelType, MessageDescriptor>> = defineMessages({
  diesel: { id: 'vehicles.fuel.diesel', defaultMessage: 'Diesel' },
  petrol: { id: 'vehicles.fuel.petrol', defaultMessage: 'Petrol' },
  electric: { id: 'vehicles.fuel.electric', defaultMessage: 'Electric' },
  hybrid: { id: 'vehicles.fuel.hybrid', defaultMessage: 'Hybrid' },
  cng: { id: 'vehicles.fuel.cng', defaultMessage: 'CNG' },
  lpg: { id: 'vehicles.fuel.lpg', defaultMessage: 'LPG' },
});

export const vehicleStatusMessages: Readonly<Record<VehicleStatus, MessageDescriptor>> = defineMessages({
  active: { id: 'vehicles.status.active', defaultMessage: 'Active' },
  maintenance: { id: 'vehicles.status.maintenance', defaultMessage: 'Maintenance' },
  inactive: { id: 'vehicles.status.inactive', defaultMessage: 'Inactive' },
  retired: { id: 'vehicles.status.retired', defaultMessage: 'Retired' },
});
