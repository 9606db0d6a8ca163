/** The texts of the Stop Counter pages (Scale, Garage, Drilling and Production). */
import { EQUIPMENT_CLASS_LABELS, EQUIPMENT_MESSAGES, type MachineStatus } from '@weighbridge/contract/equipment';
import { DOWNTIME_CLASS_TABLES } from '@weighbridge/contract/report-tables';
import { DETECTION_LABELS, STOP_CATEGORY_LABELS, STOP_MESSAGES, type StopSource } from '@weighbridge/contract/stops';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import { fieldLabelMessages, textMessages } from '../../lib/contract-messages';

/** The contract's names of categories, machine kinds and fields, in the reader's language. */
export const categoryMessages = textMessages('stops.category', STOP_CATEGORY_LABELS);
export const classMessages = textMessages('stops.class', EQUIPMENT_CLASS_LABELS);
export const stopFieldMessages = fieldLabelMessages('stops');
export const reasonFieldMessages = fieldLabelMessages('stop-reasons');
export const rigFieldMessages = fieldLabelMessages('drill-rigs');
export const plantFieldMessages = fieldLabelMessages('crushing-plants');

/** What the server answers in plain words, for the page's own toasts; a refusal that names a value reads through useKnownTexts, as the contract's known texts. */
const { commentRequired: _commentRequired, unknownReason: _unknownReason, unknownMachine: _unknownMachine, reasonNameTaken: _reasonNameTaken, ...plainStopMessages } = STOP_MESSAGES;
export const stopServerMessages = textMessages('stops.server', plainStopMessages);
export const equipmentServerMessages = textMessages('stops.equipmentServer', { rigDeleted: EQUIPMENT_MESSAGES.rigDeleted, plantDeleted: EQUIPMENT_MESSAGES.plantDeleted });

export const pageMessages = defineMessages({
  title: { id: 'stops.page.title', defaultMessage: 'Stop Counter' },
  board: { id: 'stops.page.board', defaultMessage: 'Board' },
  machines: { id: 'stops.page.machines', defaultMessage: 'Machines' },
  reasons: { id: 'stops.page.reasons', defaultMessage: 'Reasons' },
  loadFailed: { id: 'stops.page.loadFailed', defaultMessage: 'Failed to load the stops' },
});

/** The choice of the one machine a page shows alone. */
export const machineFilterMessages = defineMessages({
  machine: { id: 'stops.machineFilter.machine', defaultMessage: 'Machine' },
  all: { id: 'stops.machineFilter.all', defaultMessage: 'All machines' },
});

export const boardMessages = {
  stoppedSince: defineMessage<{ time: string; reason: string }>({ id: 'stops.board.stoppedSince', defaultMessage: 'Stopped since {time} · {reason}' }),
  stopMachine: defineMessage<{ name: string }>({ id: 'stops.board.stopMachine', defaultMessage: 'Stop {name}' }),
  runMachine: defineMessage<{ name: string }>({ id: 'stops.board.runMachine', defaultMessage: 'Run {name} again' }),
  ...defineMessages({
    label: { id: 'stops.board.label', defaultMessage: 'Machines and their state' },
    running: { id: 'stops.board.running', defaultMessage: 'Running' },
    stopped: { id: 'stops.board.stopped', defaultMessage: 'Stopped' },
    stop: { id: 'stops.board.stop', defaultMessage: 'Stop' },
    run: { id: 'stops.board.run', defaultMessage: 'Run again' },
    none: { id: 'stops.board.none', defaultMessage: 'No machines in use' },
  }),
};

export const reasonFormMessages = {
  stopTitle: defineMessage<{ name: string }>({ id: 'stops.reasonForm.stopTitle', defaultMessage: 'Stop {name}' }),
  runTitle: defineMessage<{ name: string }>({ id: 'stops.reasonForm.runTitle', defaultMessage: 'Run {name} again' }),
  classifyTitle: defineMessage<{ name: string }>({ id: 'stops.reasonForm.classifyTitle', defaultMessage: 'Classify the stop of {name}' }),
  gapTitle: defineMessage<{ name: string }>({ id: 'stops.reasonForm.gapTitle', defaultMessage: 'Classify the gap of {name}' }),
  commentRequired: defineMessage<{ reason: string }>({ id: 'stops.reasonForm.commentRequired', defaultMessage: "A comment is required for ''{reason}''" }),
  ...defineMessages({
    chooseReason: { id: 'stops.reasonForm.chooseReason', defaultMessage: 'Choose a reason' },
    runNeedsReason: { id: 'stops.reasonForm.runNeedsReason', defaultMessage: 'The stop has no reason yet: say why the machine stood.' },
    saveFailed: { id: 'stops.reasonForm.saveFailed', defaultMessage: 'Failed to save the stop' },
  }),
};

export const dayMessages = {
  duration: defineMessage<{ hours: number; minutes: string }>({ id: 'stops.day.duration', defaultMessage: '{hours} h {minutes} min' }),
  classifyStop: defineMessage<{ name: string }>({ id: 'stops.day.classifyStop', defaultMessage: 'Classify the stop of {name}' }),
  editStop: defineMessage<{ name: string }>({ id: 'stops.day.editStop', defaultMessage: 'Edit the stop of {name}' }),
  ...defineMessages({
    title: { id: 'stops.day.title', defaultMessage: 'Stops of the day' },
    day: { id: 'stops.day.day', defaultMessage: 'Day' },
    machine: { id: 'stops.day.machine', defaultMessage: 'Machine' },
    start: { id: 'stops.day.start', defaultMessage: 'Start' },
    end: { id: 'stops.day.end', defaultMessage: 'End' },
    durationHeader: { id: 'stops.day.durationHeader', defaultMessage: 'Duration' },
    reason: { id: 'stops.day.reason', defaultMessage: 'Reason' },
    category: { id: 'stops.day.category', defaultMessage: 'Category' },
    comment: { id: 'stops.day.comment', defaultMessage: 'Comment' },
    source: { id: 'stops.day.source', defaultMessage: 'Source' },
    stillStopped: { id: 'stops.day.stillStopped', defaultMessage: 'Still stopped' },
    notClassified: { id: 'stops.day.notClassified', defaultMessage: 'Not classified' },
    classify: { id: 'stops.day.classify', defaultMessage: 'Classify' },
    edit: { id: 'stops.day.edit', defaultMessage: 'Edit' },
    none: { id: 'stops.day.none', defaultMessage: 'No stops on this day' },
  }),
};

export const sourceMessages: Readonly<Record<StopSource, MessageDescriptor>> = defineMessages({
  manual: { id: 'stops.source.manual', defaultMessage: 'Manual' },
  detected: { id: 'stops.source.detected', defaultMessage: 'Detected' },
});

/** What a gap was detected from, in the contract's words. */
export const detectionMessages = textMessages('stops.detection', DETECTION_LABELS);

export const gapMessages = {
  classifyGap: defineMessage<{ name: string }>({ id: 'stops.gaps.classifyGap', defaultMessage: 'Classify the gap of {name}' }),
  minutes: defineMessage<{ minutes: number }>({ id: 'stops.gaps.minutes', defaultMessage: '{minutes} min' }),
  ...defineMessages({
    title: { id: 'stops.gaps.title', defaultMessage: 'Gaps not accounted for' },
    explained: {
      id: 'stops.gaps.explained',
      defaultMessage: 'Time a machine went without a weighing, or a plant’s feeding station without a delivery, for more than two of its usual cycles, that no stop covers yet.',
    },
    detected: { id: 'stops.gaps.detected', defaultMessage: 'Detected from' },
    usualCycle: { id: 'stops.gaps.usualCycle', defaultMessage: 'Usual cycle' },
    none: { id: 'stops.gaps.none', defaultMessage: 'No gaps on this day' },
  }),
};

/** The Timeline tab: one shift, a bar per machine with its stops and the gaps nobody has accounted for. */
export const timelineMessages = {
  window: defineMessage<{ from: string; to: string }>({ id: 'stops.timeline.window', defaultMessage: '{from} – {to}' }),
  segment: defineMessage<{ name: string; what: string; from: string; to: string; hours: number; minutes: string }>({
    id: 'stops.timeline.segment',
    defaultMessage: '{name}: {what}, {from} – {to} ({hours} h {minutes} min)',
  }),
  rowLabel: defineMessage<{ name: string }>({ id: 'stops.timeline.rowLabel', defaultMessage: 'Timeline of {name}' }),
  minutes: defineMessage<{ minutes: number }>({ id: 'stops.timeline.minutes', defaultMessage: '{minutes} min' }),
  ...defineMessages({
    tab: { id: 'stops.timeline.tab', defaultMessage: 'Timeline' },
    title: { id: 'stops.timeline.title', defaultMessage: 'Shift timeline' },
    productionDay: { id: 'stops.timeline.productionDay', defaultMessage: 'Production day' },
    shift: { id: 'stops.timeline.shift', defaultMessage: 'Shift' },
    previous: { id: 'stops.timeline.previous', defaultMessage: 'Previous shift' },
    next: { id: 'stops.timeline.next', defaultMessage: 'Next shift' },
    current: { id: 'stops.timeline.current', defaultMessage: 'Current shift' },
    legend: { id: 'stops.timeline.legend', defaultMessage: 'Legend' },
    notAccounted: { id: 'stops.timeline.notAccounted', defaultMessage: 'Not accounted for' },
    stopped: { id: 'stops.timeline.stopped', defaultMessage: 'Stopped' },
    hours: { id: 'stops.timeline.hours', defaultMessage: 'Hours of the shift' },
    stillStopped: { id: 'stops.timeline.stillStopped', defaultMessage: 'now' },
  }),
};

export const editMessages = {
  title: defineMessage<{ name: string }>({ id: 'stops.edit.title', defaultMessage: 'Edit the stop of {name}' }),
  ...defineMessages({
    openEnd: { id: 'stops.edit.openEnd', defaultMessage: 'Leave empty while the machine is still stopped' },
    startRequired: { id: 'stops.edit.startRequired', defaultMessage: 'Start is required' },
  }),
};

export const machineMessages = {
  recordLabel: defineMessage<{ name: string }>({ id: 'stops.machines.recordLabel', defaultMessage: 'machine {name}' }),
  ...defineMessages({
    rigs: { id: 'stops.machines.rigs', defaultMessage: 'Drill rigs' },
    plants: { id: 'stops.machines.plants', defaultMessage: 'Crushing plants' },
    addRig: { id: 'stops.machines.addRig', defaultMessage: 'Add Drill Rig' },
    addPlant: { id: 'stops.machines.addPlant', defaultMessage: 'Add Crushing Plant' },
    rigNoun: { id: 'stops.machines.rigNoun', defaultMessage: 'Drill Rig' },
    plantNoun: { id: 'stops.machines.plantNoun', defaultMessage: 'Crushing Plant' },
    none: { id: 'stops.machines.none', defaultMessage: 'No machines yet' },
    noStation: { id: 'stops.machines.noStation', defaultMessage: 'No feeding station' },
    deleteQuestion: {
      id: 'stops.machines.deleteQuestion',
      defaultMessage: 'Are you sure you want to delete this machine? Deletion will fail if stops are recorded for it.',
    },
    deleteFailed: { id: 'stops.machines.deleteFailed', defaultMessage: 'Failed to delete the machine. It may have recorded stops.' },
    loadFailed: { id: 'stops.machines.loadFailed', defaultMessage: 'Failed to load the machines' },
  }),
};

export const machineStatusMessages: Readonly<Record<MachineStatus, MessageDescriptor>> = defineMessages({
  active: { id: 'stops.machineStatus.active', defaultMessage: 'Active' },
  retired: { id: 'stops.machineStatus.retired', defaultMessage: 'Retired' },
});

export const reasonsMessages = {
  recordLabel: defineMessage<{ name: string }>({ id: 'stops.reasons.recordLabel', defaultMessage: 'reason {name}' }),
  ...defineMessages({
    title: { id: 'stops.reasons.title', defaultMessage: 'Reasons' },
    add: { id: 'stops.reasons.add', defaultMessage: 'Add Reason' },
    noun: { id: 'stops.reasons.noun', defaultMessage: 'Reason' },
    yes: { id: 'stops.reasons.yes', defaultMessage: 'Yes' },
    no: { id: 'stops.reasons.no', defaultMessage: 'No' },
    none: { id: 'stops.reasons.none', defaultMessage: 'No reasons yet' },
  }),
};

/** The time usage model (packages/contract/src/time-usage.ts), written out for the reader. */
export const figuresMessages = defineMessages({
  title: { id: 'stops.figures.title', defaultMessage: 'How the figures are computed' },
  intro: {
    id: 'stops.figures.intro',
    defaultMessage:
      'Every hour of a period falls in one category of the time usage model (Global Mining Guidelines Group; ISO 22400-2 for production equipment), and the figures are ratios of those hours. A stop not yet classified counts as standby.',
  },
  calendar: { id: 'stops.figures.calendar', defaultMessage: 'Calendar time CT = the period’s hours' },
  down: { id: 'stops.figures.down', defaultMessage: 'Down time D = scheduled maintenance + breakdown (unscheduled maintenance) hours' },
  available: { id: 'stops.figures.available', defaultMessage: 'Available time AT = CT − D' },
  standby: { id: 'stops.figures.standby', defaultMessage: 'Standby S = standby + external + not yet classified hours' },
  utilised: { id: 'stops.figures.utilised', defaultMessage: 'Utilised time UT = AT − S' },
  operating: { id: 'stops.figures.operating', defaultMessage: 'Operating time OT = UT − operating delay hours' },
  physicalAvailability: { id: 'stops.figures.physicalAvailability', defaultMessage: 'Physical availability PA = AT / CT' },
  useOfAvailability: { id: 'stops.figures.useOfAvailability', defaultMessage: 'Use of availability UoA = UT / AT' },
  effectiveUtilisation: { id: 'stops.figures.effectiveUtilisation', defaultMessage: 'Effective utilisation EU = UT / CT (= PA × UoA)' },
  mtbf: { id: 'stops.figures.mtbf', defaultMessage: 'Mean time between failures MTBF = UT / number of breakdowns' },
  mttr: { id: 'stops.figures.mttr', defaultMessage: 'Mean time to repair MTTR = breakdown hours / number of breakdowns' },
});

/** The lost tons, written out beside the time usage model. */
export const lostTonsMessage = defineMessage<{ days: number }>({
  id: 'stops.figures.lostTons',
  defaultMessage: 'Lost tons = stop hours × tons per hour (the tons the weighbridge saw the machine move in the {days} days before the day the period ends, over its hours of them not stopped)',
});

/** The Figures tab: a period's figures per class and machine, and the Pareto of the reasons, in the Downtime report's words. */
export const figuresTabMessages = {
  window: defineMessage<{ start: string; end: string }>({ id: 'stops.figuresTab.window', defaultMessage: 'Figures from {start} to {end}' }),
  classTotals: defineMessage<{ name: string }>({ id: 'stops.figuresTab.classTotals', defaultMessage: 'Totals: {name}' }),
  ...defineMessages({
    tab: { id: 'stops.figuresTab.tab', defaultMessage: 'Figures' },
    period: { id: 'stops.figuresTab.period', defaultMessage: 'Period' },
    shift: { id: 'stops.figuresTab.shift', defaultMessage: 'Shift' },
    day: { id: 'stops.figuresTab.day', defaultMessage: 'Production day' },
    week: { id: 'stops.figuresTab.week', defaultMessage: 'Week' },
    month: { id: 'stops.figuresTab.month', defaultMessage: 'Month' },
    date: { id: 'stops.figuresTab.date', defaultMessage: 'Date' },
    loadFailed: { id: 'stops.figuresTab.loadFailed', defaultMessage: 'Failed to load the figures' },
    machine: { id: 'stops.figuresTab.machine', defaultMessage: 'Machine' },
    physicalAvailability: { id: 'stops.figuresTab.physicalAvailability', defaultMessage: 'Physical availability' },
    useOfAvailability: { id: 'stops.figuresTab.useOfAvailability', defaultMessage: 'Use of availability' },
    effectiveUtilisation: { id: 'stops.figuresTab.effectiveUtilisation', defaultMessage: 'Effective utilisation' },
    pa: { id: 'stops.figuresTab.pa', defaultMessage: 'PA' },
    uoa: { id: 'stops.figuresTab.uoa', defaultMessage: 'UoA' },
    eu: { id: 'stops.figuresTab.eu', defaultMessage: 'EU' },
    mtbf: { id: 'stops.figuresTab.mtbf', defaultMessage: 'MTBF' },
    mttr: { id: 'stops.figuresTab.mttr', defaultMessage: 'MTTR' },
    stopTime: { id: 'stops.figuresTab.stopTime', defaultMessage: 'Stop time' },
    stops: { id: 'stops.figuresTab.stops', defaultMessage: 'Stops' },
    breakdowns: { id: 'stops.figuresTab.breakdowns', defaultMessage: 'Breakdowns' },
    tonsPerHour: { id: 'stops.figuresTab.tonsPerHour', defaultMessage: 'Tons per hour' },
    lostTons: { id: 'stops.figuresTab.lostTons', defaultMessage: 'Lost tons' },
    noMachines: { id: 'stops.figuresTab.noMachines', defaultMessage: 'No machines in this period' },
    paretoChart: { id: 'stops.figuresTab.paretoChart', defaultMessage: 'Stop Reasons by Hours' },
    paretoTable: { id: 'stops.figuresTab.paretoTable', defaultMessage: 'Stop Reasons' },
    reason: { id: 'stops.figuresTab.reason', defaultMessage: 'Reason' },
    category: { id: 'stops.figuresTab.category', defaultMessage: 'Category' },
    hours: { id: 'stops.figuresTab.hours', defaultMessage: 'Hours' },
    cumulative: { id: 'stops.figuresTab.cumulative', defaultMessage: 'Cumulative' },
    noStops: { id: 'stops.figuresTab.noStops', defaultMessage: 'No stops in this period' },
  }),
};

/** Each class's figures under the title of its machines, as the Downtime report titles them. */
export const figuresClassMessages = textMessages('stops.figuresTab.class', DOWNTIME_CLASS_TABLES);
