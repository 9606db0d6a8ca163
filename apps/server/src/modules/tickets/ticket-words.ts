import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';

/** Every word the printed ticket says, in one place (English, as the rest of the application). */
export const TICKET_WORDS = {
  title: 'WEIGHING TICKET',
  number: 'Ticket number',
  copy: (printNumber: number) => `COPY ${printNumber}`,
  firstWeighing: 'First weighing (tare)',
  secondWeighing: 'Second weighing (gross)',
  vehicle: TICKET_FIELDS.vehicle,
  driver: TICKET_FIELDS.driver,
  material: TICKET_FIELDS.material,
  loadingArea: TICKET_FIELDS.loadingArea,
  polygon: TICKET_FIELDS.polygon,
  destination: TICKET_FIELDS.destination,
  scale: TICKET_FIELDS.scale,
  operator: TICKET_FIELDS.operator,
  notes: TICKET_FIELDS.notes,
  gross: 'GROSS',
  tare: 'TARE',
  net: 'NET',
  /** A tare taken from a stored tara, with the tara's date. */
  storedTare: (date: string) => `PT ${date}`,
  /** A weight typed on a scale with an indicator. */
  manual: 'MANUAL',
  manualReason: (reason: string) => `MANUAL: ${reason}`,
  overload: (kg: string) => `OVERLOAD: ${kg} above capacity`,
  void: 'VOID',
  voidReason: (reason: string) => `VOID: ${reason}`,
  voidedBy: (who: string, when: string) => `Voided by ${who} on ${when}`,
  verificationCode: (code: string) => `Verification code: ${code}`,
  verifyAt: 'Check this ticket at',
  printed: (when: string, who: string) => `Printed ${when} by ${who}`,
  timeZone: (zone: string) => `Times in ${zone}`,
  notSet: '—',
} as const;
