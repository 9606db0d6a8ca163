/**
 * The Stop Counter: every stop of every machine, by reason. The categories follow the time usage model of
 * mining equipment (Global Mining Guidelines Group; ISO 22400-2 for production equipment): each hour of
 * calendar time falls in exactly one of them, and availability and utilisation are ratios of those hours.
 */
import { z } from 'zod';
import { EQUIPMENT_CLASSES, type EquipmentClass, machineSchema } from './equipment.js';
import { checkMomentWindow, oneOf, optionalRecordIdSchema, optionalText, recordIdSchema, recordIdTextSchema, requiredText, siteDateTimeSchema } from './fields.js';
import { problem } from './problems.js';
import { withValues } from './texts-with-values.js';

/**
 * Where a stop's hours fall: down for maintenance (scheduled or a breakdown) makes the machine unavailable;
 * standby and external stops leave it available but unused; an operating delay is used time lost within it.
 */
export const STOP_CATEGORIES = ['unscheduled_maintenance', 'scheduled_maintenance', 'standby', 'external', 'operating_delay'] as const;
export type StopCategory = (typeof STOP_CATEGORIES)[number];

export const STOP_CATEGORY_LABELS: Readonly<Record<StopCategory, string>> = {
  unscheduled_maintenance: 'Breakdown (unscheduled maintenance)',
  scheduled_maintenance: 'Scheduled maintenance',
  standby: 'Standby',
  external: 'External',
  operating_delay: 'Operating delay',
};

/** How a stop came to be: recorded by a person, or detected from what the system already knows. */
export const STOP_SOURCES = ['manual', 'detected'] as const;
export type StopSource = (typeof STOP_SOURCES)[number];

/** What a detected stop was detected from. */
export const DETECTIONS = ['indicator_offline', 'no_weighing', 'no_deliveries'] as const;
export type Detection = (typeof DETECTIONS)[number];

/** The classes whose gaps the weighbridge shows: a truck's weighings, a plant's deliveries. */
export const GAP_CLASSES = ['vehicle', 'plant'] as const;

/** How many of its usual cycles a machine may go without a weighing before the rest is proposed as a gap. */
export const GAP_CYCLES = 2;

export const DETECTION_LABELS: Readonly<Record<Detection, string>> = {
  indicator_offline: 'Indicator offline',
  no_weighing: 'No weighing for longer than the usual cycle',
  no_deliveries: 'No deliveries to the plant’s station',
};

/** The reasons every site starts with, per class: the scale's, a truck's, a rig's and a plant's. */
export const DEFAULT_STOP_REASONS: Readonly<Record<EquipmentClass, readonly { name: string; category: StopCategory; planned: boolean; commentRequired?: boolean }[]>> = {
  scale: [
    { name: 'Calibration', category: 'scheduled_maintenance', planned: true },
    { name: 'Maintenance', category: 'scheduled_maintenance', planned: true },
    { name: 'Power failure', category: 'external', planned: false },
    { name: 'Network outage', category: 'external', planned: false },
    { name: 'Queue', category: 'operating_delay', planned: false },
    { name: 'Indicator offline', category: 'unscheduled_maintenance', planned: false },
  ],
  vehicle: [
    { name: 'Breakdown', category: 'unscheduled_maintenance', planned: false, commentRequired: true },
    { name: 'Repair', category: 'unscheduled_maintenance', planned: false },
    { name: 'Refuelling', category: 'operating_delay', planned: true },
    { name: 'Tyre change', category: 'scheduled_maintenance', planned: true },
    { name: 'Waiting for parts', category: 'unscheduled_maintenance', planned: false },
    { name: 'Shift change', category: 'operating_delay', planned: true },
  ],
  rig: [
    { name: 'Breakdown', category: 'unscheduled_maintenance', planned: false, commentRequired: true },
    { name: 'Weather', category: 'external', planned: false },
    { name: 'Blasting', category: 'standby', planned: true },
    { name: 'Waiting for operator', category: 'standby', planned: false },
  ],
  plant: [
    { name: 'Blockage', category: 'operating_delay', planned: false },
    { name: 'Breakdown', category: 'unscheduled_maintenance', planned: false, commentRequired: true },
    { name: 'Maintenance', category: 'scheduled_maintenance', planned: true },
    { name: 'No feed', category: 'standby', planned: false },
    { name: 'Power failure', category: 'external', planned: false },
  ],
};

/** The reason a detected offline indicator's stop is given, among the scale's reasons. */
export const INDICATOR_OFFLINE_REASON = 'Indicator offline';

export const STOP_MESSAGES = {
  started: 'Stop started',
  ended: 'Stop ended',
  saved: 'Stop saved',
  overlaps: 'The machine already has a stop in that time',
  alreadyStopped: 'The machine is already stopped',
  notStopped: 'The machine has no open stop',
  endBeforeStart: 'The end must be after the start',
  inFuture: 'A stop cannot start or end in the future',
  commentRequired: withValues("A comment is required for '{reason}'", (reason: string) => ({ reason })),
  reasonOfOtherClass: 'The reason belongs to another kind of machine',
  reasonRetired: 'The reason is no longer in use',
  unknownReason: withValues('Reason {reasonId} does not exist', (reasonId: number) => ({ reasonId })),
  unknownMachine: withValues('Machine {machineId} does not exist', (machineId: number) => ({ machineId })),
  notFound: 'Stop not found',
  reasonDeleted: 'Reason deleted',
  reasonInUse: 'Reason is used by recorded stops and cannot be deleted; take it out of use instead',
  reasonNameTaken: withValues("A reason named '{name}' already exists for this kind of machine", (name: string) => ({ name })),
  parentOfOtherClass: 'The parent reason belongs to another kind of machine',
} as const;

/** The body of POST /api/stop-reasons and PUT /api/stop-reasons/{reason_id}. */
export const stopReasonInputSchema = z.strictObject({
  equipment_class: oneOf(EQUIPMENT_CLASSES),
  parent_id: optionalRecordIdSchema,
  name: requiredText(100),
  category: oneOf(STOP_CATEGORIES),
  planned: z.boolean({ error: problem('trueOrFalse') }),
  comment_required: z.boolean({ error: problem('trueOrFalse') }).default(false),
  active: z.boolean({ error: problem('trueOrFalse') }).default(true),
});
export type StopReasonValues = z.output<typeof stopReasonInputSchema>;

export const stopReasonSchema = z.object({
  reason_id: z.number().int(),
  equipment_class: z.enum(EQUIPMENT_CLASSES),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  category: z.enum(STOP_CATEGORIES),
  planned: z.boolean(),
  comment_required: z.boolean(),
  active: z.boolean(),
});
export type StopReason = z.infer<typeof stopReasonSchema>;
export const stopReasonListResponseSchema = z.object({ data: z.array(stopReasonSchema) });
export const stopReasonResponseSchema = z.object({ data: stopReasonSchema });

/** The body of POST /api/stops: a stop recorded whole (both ends), or started now when `ended_at` and `started_at` are left out. */
export const stopInputSchema = z.strictObject({
  equipment_class: oneOf(EQUIPMENT_CLASSES),
  machine_id: recordIdSchema,
  started_at: siteDateTimeSchema.optional(),
  ended_at: siteDateTimeSchema.nullish(),
  reason_id: optionalRecordIdSchema,
  comment: optionalText(500),
  /** A proposed gap being classified: the stop is recorded as detected from it. */
  detection: oneOf(DETECTIONS).optional(),
});
export type StopValues = z.output<typeof stopInputSchema>;

/** The body of PUT /api/stops/{stop_id}: a correction of a stop, its times, reason and comment. */
export const stopEditSchema = z.strictObject({
  started_at: siteDateTimeSchema,
  ended_at: siteDateTimeSchema.nullable(),
  reason_id: optionalRecordIdSchema,
  comment: optionalText(500),
});
export type StopEdit = z.output<typeof stopEditSchema>;

/** The body of POST /api/stops/{stop_id}/end: the stop ends now, its reason given or confirmed. */
export const stopEndSchema = z.strictObject({
  reason_id: optionalRecordIdSchema,
  comment: optionalText(500),
});
export type StopEnd = z.output<typeof stopEndSchema>;

export const stopSchema = z.object({
  stop_id: z.number().int(),
  equipment_class: z.enum(EQUIPMENT_CLASSES),
  machine_id: z.number().int(),
  machine_name: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  reason_id: z.number().int().nullable(),
  reason_name: z.string().nullable(),
  category: z.enum(STOP_CATEGORIES).nullable(),
  comment: z.string().nullable(),
  source: z.enum(STOP_SOURCES),
  detection: z.enum(DETECTIONS).nullable(),
  recorded_by: z.string().nullable(),
});
export type Stop = z.infer<typeof stopSchema>;
export const stopResponseSchema = z.object({ data: stopSchema });

/** GET /api/stops: the stops of a window [from, to) that touch it, of one class, one machine, or unclassified only. */
export const stopListQuerySchema = z.strictObject({
  from: siteDateTimeSchema,
  to: siteDateTimeSchema,
  equipment_class: z.enum(EQUIPMENT_CLASSES).optional(),
  machine_id: recordIdTextSchema.optional(),
  unclassified: z.enum(['true', 'false']).optional(),
});
export const stopListResponseSchema = z.object({ data: z.array(stopSchema) });

/** A machine on the board: running, or stopped since when and why. */
export const boardMachineSchema = machineSchema.extend({ open_stop: stopSchema.nullable() });
export type BoardMachine = z.infer<typeof boardMachineSchema>;
export const boardQuerySchema = z.strictObject({ equipment_class: z.enum(EQUIPMENT_CLASSES).optional() });
export const boardResponseSchema = z.object({ data: z.array(boardMachineSchema) });

/** GET /api/stops/gaps: a window of at most MOMENT_WINDOW_MAX_HOURS (a shift, a day) and the class, trucks or plants. */
export const gapQuerySchema = z
  .strictObject({ from: siteDateTimeSchema, to: siteDateTimeSchema, equipment_class: oneOf(GAP_CLASSES) })
  .superRefine(checkMomentWindow);

/**
 * A gap proposed for a supervisor to classify: a truck without a weighing, or a plant's feeding station
 * without a delivery, for longer than its usual cycle, not covered by a recorded stop. Classifying it records
 * a stop of these times with the detection as its source.
 */
export const gapSchema = z.object({
  equipment_class: z.enum(GAP_CLASSES),
  machine_id: z.number().int(),
  name: z.string(),
  started_at: z.string(),
  ended_at: z.string(),
  detection: z.enum(DETECTIONS),
  usual_cycle_minutes: z.number(),
});
export type Gap = z.infer<typeof gapSchema>;
export const gapListResponseSchema = z.object({ data: z.array(gapSchema) });
