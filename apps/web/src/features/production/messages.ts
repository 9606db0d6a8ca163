/** The texts of Production's Crush Operations (the shift log) and Material Processing (the stockpiles) pages. */
import type { MovementKind } from '@weighbridge/contract/stockpiles';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import { fieldLabelMessages } from '../../lib/contract-messages';

/** The labels of the logs' and piles' fields, as the contract names them. */
export const productionFieldMessages = fieldLabelMessages('production');

export const shiftLogPageMessages = defineMessages({
  title: { id: 'shiftLogs.page.title', defaultMessage: 'Crush Operations' },
  openShift: { id: 'shiftLogs.page.openShift', defaultMessage: 'Open shift' },
  openShiftTitle: { id: 'shiftLogs.page.openShiftTitle', defaultMessage: 'Open a shift' },
  plant: { id: 'shiftLogs.page.plant', defaultMessage: 'Crushing plant' },
  allPlants: { id: 'shiftLogs.page.allPlants', defaultMessage: 'All plants' },
  choosePlant: { id: 'shiftLogs.page.choosePlant', defaultMessage: 'Choose a plant' },
  noPlants: { id: 'shiftLogs.page.noPlants', defaultMessage: 'No crushing plants yet: add them on the Stop Counter’s Machines tab.' },
  productionDay: { id: 'shiftLogs.page.productionDay', defaultMessage: 'Production day' },
  shift: { id: 'shiftLogs.page.shift', defaultMessage: 'Shift' },
  logs: { id: 'shiftLogs.page.logs', defaultMessage: 'Shift logs' },
  runningHours: { id: 'shiftLogs.page.runningHours', defaultMessage: 'Running hours' },
  feed: { id: 'shiftLogs.page.feed', defaultMessage: 'Feed (t)' },
  output: { id: 'shiftLogs.page.output', defaultMessage: 'Output (t)' },
  signedBy: { id: 'shiftLogs.page.signedBy', defaultMessage: 'Signed by' },
  signedAt: { id: 'shiftLogs.page.signedAt', defaultMessage: 'Signed at' },
  notSigned: { id: 'shiftLogs.page.notSigned', defaultMessage: 'Open' },
  none: { id: 'shiftLogs.page.none', defaultMessage: 'No shift logs in this period' },
  loadFailed: { id: 'shiftLogs.page.loadFailed', defaultMessage: 'Failed to load the shift logs' },
});

export const shiftLogRowMessages = {
  ...defineMessages({ openButton: { id: 'shiftLogs.row.openButton', defaultMessage: 'Open' } }),
  open: defineMessage<{ plant: string; day: string; shift: string }>({ id: 'shiftLogs.row.open', defaultMessage: 'Open the log of {plant}, {day}, {shift}' }),
};

export const shiftLogFormMessages = {
  title: defineMessage<{ plant: string; day: string; shift: string }>({ id: 'shiftLogs.form.title', defaultMessage: '{plant} · {day} · {shift}' }),
  window: defineMessage<{ start: string; end: string }>({ id: 'shiftLogs.form.window', defaultMessage: 'Shift from {start} to {end}' }),
  weighedFeedValue: defineMessage<{ tons: string; loads: number }>({ id: 'shiftLogs.form.weighedFeedValue', defaultMessage: '{tons} from {loads, plural, one {# load} other {# loads}}' }),
  runningHoursValue: defineMessage<{ hours: string }>({ id: 'shiftLogs.form.runningHoursValue', defaultMessage: '{hours} h' }),
  signedBy: defineMessage<{ user: string; at: string }>({ id: 'shiftLogs.form.signedBy', defaultMessage: 'Signed by {user} on {at}' }),
  amendedBy: defineMessage<{ user: string; at: string; reason: string }>({ id: 'shiftLogs.form.amendedBy', defaultMessage: 'Amended by {user} on {at}: {reason}' }),
  downtimeLength: defineMessage<{ hours: number; minutes: string }>({ id: 'shiftLogs.form.downtimeLength', defaultMessage: '{hours} h {minutes} min' }),
  totalDowntime: defineMessage<{ length: string }>({ id: 'shiftLogs.form.totalDowntime', defaultMessage: 'Total downtime: {length}' }),
  outputTotal: defineMessage<{ tons: string }>({ id: 'shiftLogs.form.outputTotal', defaultMessage: 'Total output: {tons} t' }),
  removeOutput: defineMessage<{ product: string }>({ id: 'shiftLogs.form.removeOutput', defaultMessage: 'Remove the output of {product}' }),
  ...defineMessages({
    draft: { id: 'shiftLogs.form.draft', defaultMessage: 'New' },
    open: { id: 'shiftLogs.form.open', defaultMessage: 'Open' },
    signed: { id: 'shiftLogs.form.signed', defaultMessage: 'Signed' },
    status: { id: 'shiftLogs.form.status', defaultMessage: 'Status' },
    feedSection: { id: 'shiftLogs.form.feedSection', defaultMessage: 'Feed' },
    weighedFeed: { id: 'shiftLogs.form.weighedFeed', defaultMessage: 'Weighed feed' },
    weighedFeedHint: { id: 'shiftLogs.form.weighedFeedHint', defaultMessage: 'Loads delivered to the plant’s stations in this shift, from the weighbridge.' },
    hoursSection: { id: 'shiftLogs.form.hoursSection', defaultMessage: 'Running hours' },
    outputSection: { id: 'shiftLogs.form.outputSection', defaultMessage: 'Output' },
    product: { id: 'shiftLogs.form.product', defaultMessage: 'Product' },
    tons: { id: 'shiftLogs.form.tons', defaultMessage: 'Tons' },
    stockpile: { id: 'shiftLogs.form.stockpile', defaultMessage: 'Stockpile' },
    theProductsPile: { id: 'shiftLogs.form.theProductsPile', defaultMessage: 'The product’s pile' },
    addOutput: { id: 'shiftLogs.form.addOutput', defaultMessage: 'Add product' },
    remove: { id: 'shiftLogs.form.remove', defaultMessage: 'Remove' },
    noOutput: { id: 'shiftLogs.form.noOutput', defaultMessage: 'No output recorded' },
    downtimeSection: { id: 'shiftLogs.form.downtimeSection', defaultMessage: 'Downtime from the Stop Counter' },
    noDowntime: { id: 'shiftLogs.form.noDowntime', defaultMessage: 'No stops of this plant in the shift' },
    downtimeNotShown: { id: 'shiftLogs.form.downtimeNotShown', defaultMessage: 'The plant’s stops are shown to those who may open the Production Stop Counter.' },
    unclassified: { id: 'shiftLogs.form.unclassified', defaultMessage: 'Not classified' },
    toStopCounter: { id: 'shiftLogs.form.toStopCounter', defaultMessage: 'Open the Stop Counter' },
    otherSection: { id: 'shiftLogs.form.otherSection', defaultMessage: 'Energy and notes' },
    save: { id: 'shiftLogs.form.save', defaultMessage: 'Save' },
    saving: { id: 'shiftLogs.form.saving', defaultMessage: 'Saving...' },
    saved: { id: 'shiftLogs.form.saved', defaultMessage: 'Shift log saved' },
    saveFailed: { id: 'shiftLogs.form.saveFailed', defaultMessage: 'Failed to save the shift log' },
    sign: { id: 'shiftLogs.form.sign', defaultMessage: 'Sign' },
    signTitle: { id: 'shiftLogs.form.signTitle', defaultMessage: 'Sign the shift log' },
    signQuestion: {
      id: 'shiftLogs.form.signQuestion',
      defaultMessage: 'Signing fixes the log and puts its output on the stockpiles. After that it changes only by an amendment with its reason.',
    },
    signConfirm: { id: 'shiftLogs.form.signConfirm', defaultMessage: 'Sign the log' },
    signedToast: { id: 'shiftLogs.form.signedToast', defaultMessage: 'Shift log signed' },
    signFailed: { id: 'shiftLogs.form.signFailed', defaultMessage: 'Failed to sign the shift log' },
    amend: { id: 'shiftLogs.form.amend', defaultMessage: 'Amend' },
    saveAmendment: { id: 'shiftLogs.form.saveAmendment', defaultMessage: 'Save amendment' },
    amendedToast: { id: 'shiftLogs.form.amendedToast', defaultMessage: 'Shift log amended' },
    readOnly: { id: 'shiftLogs.form.readOnly', defaultMessage: 'The log is signed and read only. Amend it to change it, with the reason.' },
    audit: { id: 'shiftLogs.form.audit', defaultMessage: 'Audit' },
    close: { id: 'shiftLogs.form.close', defaultMessage: 'Close' },
    cancel: { id: 'shiftLogs.form.cancel', defaultMessage: 'Cancel' },
    loadFailed: { id: 'shiftLogs.form.loadFailed', defaultMessage: 'Failed to load the shift' },
  }),
};

export const stockpilePageMessages = defineMessages({
  title: { id: 'stockpiles.page.title', defaultMessage: 'Material Processing' },
  piles: { id: 'stockpiles.page.piles', defaultMessage: 'Stockpiles' },
  pile: { id: 'stockpiles.page.pile', defaultMessage: 'Stockpile' },
  balanceOn: { id: 'stockpiles.page.balanceOn', defaultMessage: 'Balance on' },
  product: { id: 'stockpiles.page.product', defaultMessage: 'Product' },
  fraction: { id: 'stockpiles.page.fraction', defaultMessage: 'Size fraction' },
  place: { id: 'stockpiles.page.place', defaultMessage: 'Place' },
  balance: { id: 'stockpiles.page.balance', defaultMessage: 'Balance (t)' },
  opened: { id: 'stockpiles.page.opened', defaultMessage: 'Opened' },
  none: { id: 'stockpiles.page.none', defaultMessage: 'No stockpiles yet' },
  newPile: { id: 'stockpiles.page.newPile', defaultMessage: 'New pile' },
  pileCreated: { id: 'stockpiles.page.pileCreated', defaultMessage: 'Stockpile created' },
  pileSaveFailed: { id: 'stockpiles.page.pileSaveFailed', defaultMessage: 'Failed to save the stockpile' },
  recordMovement: { id: 'stockpiles.page.recordMovement', defaultMessage: 'Record movement' },
  survey: { id: 'stockpiles.page.survey', defaultMessage: 'Survey' },
  movements: { id: 'stockpiles.page.movements', defaultMessage: 'Movements' },
  loadFailed: { id: 'stockpiles.page.loadFailed', defaultMessage: 'Failed to load the stockpiles' },
  balancesTitle: { id: 'stockpiles.page.balancesTitle', defaultMessage: 'Balances of the period' },
  opening: { id: 'stockpiles.page.opening', defaultMessage: 'Opening (t)' },
  receipts: { id: 'stockpiles.page.receipts', defaultMessage: 'Receipts (t)' },
  dispatches: { id: 'stockpiles.page.dispatches', defaultMessage: 'Dispatches (t)' },
  transfersOut: { id: 'stockpiles.page.transfersOut', defaultMessage: 'Transfers out (t)' },
  transfersIn: { id: 'stockpiles.page.transfersIn', defaultMessage: 'Transfers in (t)' },
  adjustments: { id: 'stockpiles.page.adjustments', defaultMessage: 'Adjustments (t)' },
  closing: { id: 'stockpiles.page.closing', defaultMessage: 'Closing (t)' },
  weighedTitle: { id: 'stockpiles.page.weighedTitle', defaultMessage: 'Weighed outbound loads of the period' },
  weighedTons: { id: 'stockpiles.page.weighedTons', defaultMessage: 'Weighed outbound (t)' },
  weighedLoads: { id: 'stockpiles.page.weighedLoads', defaultMessage: 'Loads' },
  noWeighed: { id: 'stockpiles.page.noWeighed', defaultMessage: 'No weighed outbound loads of these products in the period' },
});

export const stockpileRowMessages = {
  movements: defineMessage<{ pile: string }>({ id: 'stockpiles.row.movements', defaultMessage: 'Movements of {pile}' }),
  survey: defineMessage<{ pile: string }>({ id: 'stockpiles.row.survey', defaultMessage: 'Survey {pile}' }),
};

export const movementFormMessages = {
  variance: defineMessage<{ variance: string; book: string; measured: string }>({
    id: 'stockpiles.movement.variance',
    defaultMessage: 'Survey saved: measured {measured} against a book balance of {book}, a variance of {variance}',
  }),
  surveyTitle: defineMessage<{ pile: string }>({ id: 'stockpiles.movement.surveyTitle', defaultMessage: 'Survey of {pile}' }),
  movementsTitle: defineMessage<{ pile: string }>({ id: 'stockpiles.movement.movementsTitle', defaultMessage: 'Movements of {pile}' }),
  fromShiftLog: defineMessage<{ logId: number }>({ id: 'stockpiles.movement.fromShiftLog', defaultMessage: 'Shift log {logId}' }),
  transferTo: defineMessage<{ pile: string }>({ id: 'stockpiles.movement.transferTo', defaultMessage: 'To {pile}' }),
  transferFrom: defineMessage<{ pile: string }>({ id: 'stockpiles.movement.transferFrom', defaultMessage: 'From {pile}' }),
  ...defineMessages({
    movementNoun: { id: 'stockpiles.movement.noun', defaultMessage: 'Movement' },
    recorded: { id: 'stockpiles.movement.recorded', defaultMessage: 'Movement recorded' },
    saveFailed: { id: 'stockpiles.movement.saveFailed', defaultMessage: 'Failed to save the movement' },
    choosePile: { id: 'stockpiles.movement.choosePile', defaultMessage: 'Choose a stockpile' },
    chooseProduct: { id: 'stockpiles.movement.chooseProduct', defaultMessage: 'Choose a product' },
    date: { id: 'stockpiles.movement.date', defaultMessage: 'Date' },
    kind: { id: 'stockpiles.movement.kind', defaultMessage: 'Movement' },
    tons: { id: 'stockpiles.movement.tons', defaultMessage: 'Tons' },
    detail: { id: 'stockpiles.movement.detail', defaultMessage: 'Detail' },
    notes: { id: 'stockpiles.movement.notes', defaultMessage: 'Notes' },
    recordedBy: { id: 'stockpiles.movement.recordedBy', defaultMessage: 'Recorded by' },
    none: { id: 'stockpiles.movement.none', defaultMessage: 'No movements yet' },
    close: { id: 'stockpiles.movement.close', defaultMessage: 'Close' },
    book: { id: 'stockpiles.movement.book', defaultMessage: 'Book' },
    measured: { id: 'stockpiles.movement.measured', defaultMessage: 'Measured' },
  }),
};

/** Each kind of movement by its name on the page. */
export const movementKindMessages: Readonly<Record<MovementKind, MessageDescriptor>> = defineMessages({
  in: { id: 'stockpiles.kind.in', defaultMessage: 'Receipt' },
  out: { id: 'stockpiles.kind.out', defaultMessage: 'Dispatch' },
  transfer: { id: 'stockpiles.kind.transfer', defaultMessage: 'Transfer' },
  adjustment: { id: 'stockpiles.kind.adjustment', defaultMessage: 'Survey adjustment' },
});
