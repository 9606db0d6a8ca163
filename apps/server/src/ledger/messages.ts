/**
 * The names of a scale document's fields as the server's files print them (the ticket, the history's
 * export), in English from the contract; the German is in locales/de.json.
 */
import { defineMessages } from '@formatjs/intl';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';

export const FIELD_MESSAGES = defineMessages({
  vehicle: { id: 'field.vehicle', defaultMessage: TICKET_FIELDS.vehicle },
  driver: { id: 'field.driver', defaultMessage: TICKET_FIELDS.driver },
  material: { id: 'field.material', defaultMessage: TICKET_FIELDS.material },
  loadingArea: { id: 'field.loadingArea', defaultMessage: TICKET_FIELDS.loadingArea },
  polygon: { id: 'field.polygon', defaultMessage: TICKET_FIELDS.polygon },
  destination: { id: 'field.destination', defaultMessage: TICKET_FIELDS.destination },
  scale: { id: 'field.scale', defaultMessage: TICKET_FIELDS.scale },
  operator: { id: 'field.operator', defaultMessage: TICKET_FIELDS.operator },
  notes: { id: 'field.notes', defaultMessage: TICKET_FIELDS.notes },
  weightSource: { id: 'field.weightSource', defaultMessage: TICKET_FIELDS.weightSource },
});
