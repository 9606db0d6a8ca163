/**
 * The texts of the Weighing Station (spec part 1 sections 4, 5 and 8). The rules' own texts (prompts,
 * a typed weight's problems) stay where the rules are and become messages here, under their keys.
 */
import { defineMessage, defineMessages } from 'react-intl';
import { textMessages } from '../../lib/contract-messages';
import { WEIGHING_PROMPTS } from './logic/weighing-form';
import { WEIGHT_PROBLEMS } from './logic/weight-entry';

export const promptMessages = textMessages('weighing.prompt', WEIGHING_PROMPTS);
export const weightProblemMessages = textMessages('weighing.weightProblem', WEIGHT_PROBLEMS);

export const pageMessages = defineMessages({
  title: { id: 'weighing.page.title', defaultMessage: 'Weighing Station' },
  notesPlaceholder: { id: 'weighing.page.notesPlaceholder', defaultMessage: 'Optional notes' },
  recordTara: { id: 'weighing.page.recordTara', defaultMessage: 'Record TARA (Empty)' },
  weighLoad: { id: 'weighing.page.weighLoad', defaultMessage: 'Weigh LOAD (Full)' },
  vehiclesFailed: { id: 'weighing.page.vehiclesFailed', defaultMessage: 'Failed to load vehicles' },
  scalesFailed: { id: 'weighing.page.scalesFailed', defaultMessage: 'Failed to load scales' },
  taraFailed: { id: 'weighing.page.taraFailed', defaultMessage: 'Failed to record tara' },
  loadFailed: { id: 'weighing.page.loadFailed', defaultMessage: 'Failed to record load' },
  dataFailed: { id: 'weighing.page.dataFailed', defaultMessage: 'Failed to load data' },
});

export const loadRecordedWithTicket = defineMessage<{ message: string; number: string }>({
  id: 'weighing.page.loadRecordedWithTicket',
  defaultMessage: '{message}: ticket {number}',
});

export const taraMessages = {
  recorded: defineMessage<{ time: string; age: string }>({ id: 'weighing.tara.recorded', defaultMessage: 'Recorded {time} ({age})' }),
  oldText: defineMessage<{ days: number }>({
    id: 'weighing.tara.oldText',
    defaultMessage: 'This tara is older than {days} days. Record a new tara before weighing a load.',
  }),
  ...defineMessages({
    title: { id: 'weighing.tara.title', defaultMessage: 'Current Tara' },
    chooseVehicle: { id: 'weighing.tara.chooseVehicle', defaultMessage: 'Select a vehicle to see its current tara.' },
    failed: { id: 'weighing.tara.failed', defaultMessage: 'Failed to load the current tara' },
    none: { id: 'weighing.tara.none', defaultMessage: 'No tara recorded' },
    noneText: { id: 'weighing.tara.noneText', defaultMessage: 'Record TARA (Empty) for this vehicle before weighing a load.' },
    old: { id: 'weighing.tara.old', defaultMessage: 'Old tara' },
  }),
};

export const lastTicketMessages = defineMessages({
  title: { id: 'weighing.lastTicket.title', defaultMessage: 'Last ticket' },
  open: { id: 'weighing.lastTicket.open', defaultMessage: 'Open in Scale Documents' },
  registration: { id: 'weighing.lastTicket.registration', defaultMessage: 'Registration' },
  time: { id: 'weighing.lastTicket.time', defaultMessage: 'Time' },
});

export const liveMessages = {
  region: defineMessage<{ scale: string }>({ id: 'weighing.live.region', defaultMessage: 'Live weight of {scale}' }),
  netWithTare: defineMessage<{ net: string; tare: string }>({
    id: 'weighing.live.netWithTare',
    defaultMessage: 'The indicator shows {net} net of a tare of {tare}: the gross is captured',
  }),
  netWithoutTare: defineMessage<{ net: string }>({
    id: 'weighing.live.netWithoutTare',
    defaultMessage: 'The indicator shows {net} net and does not send its tare',
  }),
  ...defineMessages({
    capture: { id: 'weighing.live.capture', defaultMessage: 'Capture' },
  }),
};

export const badgeMessages = defineMessages({
  stable: { id: 'weighing.badge.stable', defaultMessage: 'Stable' },
  motion: { id: 'weighing.badge.motion', defaultMessage: 'Motion' },
  empty: { id: 'weighing.badge.empty', defaultMessage: 'Empty' },
  offline: { id: 'weighing.badge.offline', defaultMessage: 'Offline' },
  overload: { id: 'weighing.badge.overload', defaultMessage: 'Overload' },
  underZero: { id: 'weighing.badge.underZero', defaultMessage: 'Under zero' },
  fault: { id: 'weighing.badge.fault', defaultMessage: 'Check indicator' },
  net: { id: 'weighing.badge.net', defaultMessage: 'Net' },
});

export const loadDetailsMessages = defineMessages({
  title: { id: 'weighing.load.title', defaultMessage: 'Load Details' },
  selectMaterial: { id: 'weighing.load.selectMaterial', defaultMessage: 'Select material' },
  noMaterial: { id: 'weighing.load.noMaterial', defaultMessage: 'No material found' },
  selectLoadingArea: { id: 'weighing.load.selectLoadingArea', defaultMessage: 'Select loading area' },
  noLoadingArea: { id: 'weighing.load.noLoadingArea', defaultMessage: 'No loading area found' },
  selectPolygon: { id: 'weighing.load.selectPolygon', defaultMessage: 'Select polygon (optional)' },
  loadingAreaFirst: { id: 'weighing.load.loadingAreaFirst', defaultMessage: 'Select a loading area first' },
  noPolygon: { id: 'weighing.load.noPolygon', defaultMessage: 'No polygon in this loading area' },
  selectStation: { id: 'weighing.load.selectStation', defaultMessage: 'Select unloading station (optional)' },
  noStation: { id: 'weighing.load.noStation', defaultMessage: 'No unloading station found' },
  noDriver: { id: 'weighing.load.noDriver', defaultMessage: 'No driver' },
  driverHint: { id: 'weighing.load.driverHint', defaultMessage: "The vehicle''s driver unless you choose another" },
  noDriverFound: { id: 'weighing.load.noDriverFound', defaultMessage: 'No driver found' },
});

export const scaleSelectMessages = defineMessages({
  remembered: { id: 'weighing.scale.remembered', defaultMessage: 'Remembered on this computer' },
});

export const confirmTaraMessages = {
  differenceValue: defineMessage<{ weight: string; share: string }>({ id: 'weighing.confirmTara.differenceValue', defaultMessage: '{weight} ({share})' }),
  text: defineMessage<{ reference: string; limit: string }>({
    id: 'weighing.confirmTara.text',
    defaultMessage: "This tara differs from the vehicle''s {reference} by more than {limit}. Check the weight before recording it.",
  }),
  ...defineMessages({
    title: { id: 'weighing.confirmTara.title', defaultMessage: 'Confirm tara' },
    close: { id: 'weighing.confirmTara.close', defaultMessage: 'Close dialog' },
    lastTaraReference: { id: 'weighing.confirmTara.lastTaraReference', defaultMessage: 'last tara' },
    emptyWeightReference: { id: 'weighing.confirmTara.emptyWeightReference', defaultMessage: 'recorded empty weight' },
    lastTara: { id: 'weighing.confirmTara.lastTara', defaultMessage: 'Last tara' },
    emptyWeight: { id: 'weighing.confirmTara.emptyWeight', defaultMessage: 'Recorded empty weight' },
    newTara: { id: 'weighing.confirmTara.newTara', defaultMessage: 'New tara' },
    difference: { id: 'weighing.confirmTara.difference', defaultMessage: 'Difference' },
    cancel: { id: 'weighing.confirmTara.cancel', defaultMessage: 'Cancel' },
    confirm: { id: 'weighing.confirmTara.confirm', defaultMessage: 'Confirm' },
  }),
};

export const ticketOptionsMessages = defineMessages({
  group: { id: 'weighing.ticketOptions.group', defaultMessage: 'Ticket printing' },
});

export const vehicleMessages = {
  unknownCard: defineMessage<{ card: string }>({
    id: 'weighing.vehicle.unknownCard',
    defaultMessage: 'Card {card} is not assigned to a vehicle: Record TARA (Empty) assigns it to the selected vehicle',
  }),
  noCardVehicle: defineMessage<{ card: string }>({ id: 'weighing.vehicle.noCardVehicle', defaultMessage: 'No vehicle is assigned to RFID card {card}' }),
  ...defineMessages({
    selectVehicle: { id: 'weighing.vehicle.select', defaultMessage: 'Select vehicle' },
    noVehicle: { id: 'weighing.vehicle.none', defaultMessage: 'No vehicle found' },
    cardPlaceholder: { id: 'weighing.vehicle.cardPlaceholder', defaultMessage: 'Scan or type the card number' },
    cardHint: { id: 'weighing.vehicle.cardHint', defaultMessage: "Press Enter to select the card''s vehicle" },
    lookingUp: { id: 'weighing.vehicle.lookingUp', defaultMessage: 'Looking up the card' },
    cardFailed: { id: 'weighing.vehicle.cardFailed', defaultMessage: 'Failed to look up the RFID card' },
  }),
};

export const weightMessages = {
  willRecord: defineMessage<{ weight: string }>({ id: 'weighing.weight.willRecord', defaultMessage: 'Will record {weight}' }),
  captured: defineMessage<{ weight: string }>({ id: 'weighing.weight.captured', defaultMessage: 'Captured {weight} from the scale' }),
  ...defineMessages({
    label: { id: 'weighing.weight.label', defaultMessage: 'Current Weight (kg)' },
    placeholder: { id: 'weighing.weight.placeholder', defaultMessage: '0.00' },
    emptyHint: { id: 'weighing.weight.emptyHint', defaultMessage: 'Digits and one decimal separator (, or .)' },
    captureHint: { id: 'weighing.weight.captureHint', defaultMessage: 'Press Capture when the weight is stable' },
    typeWeight: { id: 'weighing.weight.typeWeight', defaultMessage: 'Type weight' },
    typeWeightHint: { id: 'weighing.weight.typeWeightHint', defaultMessage: "Record a typed weight instead of the scale''s" },
    reasonPlaceholder: { id: 'weighing.weight.reasonPlaceholder', defaultMessage: "Why the scale''s weight is not used" },
  }),
};

export const workstationMessages = defineMessages({
  label: { id: 'weighing.workstation.label', defaultMessage: 'This computer is' },
  description: { id: 'weighing.workstation.description', defaultMessage: 'Remembered on this computer; the page opens on its scale and reader' },
  none: { id: 'weighing.workstation.none', defaultMessage: 'Not a workstation' },
});
