/**
 * The equipment register: every machine whose time the Stop Counter accounts for, across the modules. Scales
 * come from Scales and vehicles from Vehicles; drill rigs and crushing plants are catalogues of their own.
 * Each machine has one class, which chooses its tree of stop reasons and the module whose pages show it.
 */
import { z } from 'zod';
import type { ModuleKey } from './menu.js';
import { oneOf, optionalAmount, optionalText, recordIdSchema, requiredText } from './fields.js';
import { problem } from './problems.js';
import { withValues } from './texts-with-values.js';

export const EQUIPMENT_CLASSES = ['scale', 'vehicle', 'rig', 'plant'] as const;
export type EquipmentClass = (typeof EQUIPMENT_CLASSES)[number];

export const EQUIPMENT_CLASS_LABELS: Readonly<Record<EquipmentClass, string>> = {
  scale: 'Scale',
  vehicle: 'Truck',
  rig: 'Drill rig',
  plant: 'Crushing plant',
};

/** The module whose Stop Counter page shows a class: /scale/stop-counter the scales, /garage/stop-counter the trucks. */
export const EQUIPMENT_CLASS_MODULE: Readonly<Record<EquipmentClass, ModuleKey>> = {
  scale: 'scale',
  vehicle: 'garage',
  rig: 'drilling',
  plant: 'production',
};

/** The classes a module's Stop Counter page shows. */
export function classesOfModule(module: ModuleKey): EquipmentClass[] {
  return EQUIPMENT_CLASSES.filter((equipmentClass) => EQUIPMENT_CLASS_MODULE[equipmentClass] === module);
}

export const MACHINE_STATUSES = ['active', 'retired'] as const;
export type MachineStatus = (typeof MACHINE_STATUSES)[number];

/** Highest rated throughput of a plant, tons per hour. */
export const MAX_RATED_TONS_PER_HOUR = 100_000;

/** Most unloading stations that feed one plant. */
export const MAX_FEEDING_STATIONS = 20;

export const EQUIPMENT_MESSAGES = {
  rigDeleted: 'Drill rig deleted',
  plantDeleted: 'Crushing plant deleted',
  rigNameTaken: withValues("A drill rig named '{name}' already exists", (name: string) => ({ name })),
  plantNameTaken: withValues("A crushing plant named '{name}' already exists", (name: string) => ({ name })),
  unknownStation: withValues('Unloading station {stationId} does not exist', (stationId: number) => ({ stationId })),
  stationFeedsOtherPlant: withValues('{station} already feeds {plant}: a station feeds one plant', (station: string, plant: string) => ({ station, plant })),
  hasStops: withValues('{name} has recorded stops and cannot be deleted', (name: string) => ({ name })),
} as const;

/** The body of POST /api/drill-rigs and PUT /api/drill-rigs/{rig_id}. */
export const drillRigInputSchema = z.strictObject({
  name: requiredText(100),
  model: optionalText(100),
  status: oneOf(MACHINE_STATUSES).default('active'),
});
export type DrillRigValues = z.output<typeof drillRigInputSchema>;

export const drillRigSchema = z.object({
  rig_id: z.number().int(),
  name: z.string(),
  model: z.string().nullable(),
  status: z.enum(MACHINE_STATUSES),
});
export type DrillRig = z.infer<typeof drillRigSchema>;
export const drillRigListResponseSchema = z.object({ data: z.array(drillRigSchema) });
export const drillRigResponseSchema = z.object({ data: drillRigSchema });

/** The body of POST /api/crushing-plants and PUT /api/crushing-plants/{plant_id}. */
export const crushingPlantInputSchema = z.strictObject({
  name: requiredText(100),
  rated_tons_per_hour: optionalAmount(MAX_RATED_TONS_PER_HOUR),
  /** The unloading stations whose deliveries feed the plant; a station feeds at most one plant. */
  station_ids: z
    .array(recordIdSchema)
    .max(MAX_FEEDING_STATIONS, problem('atMost', { max: MAX_FEEDING_STATIONS }))
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])].sort((one, other) => one - other)),
  status: oneOf(MACHINE_STATUSES).default('active'),
});
export type CrushingPlantValues = z.output<typeof crushingPlantInputSchema>;

export const crushingPlantSchema = z.object({
  plant_id: z.number().int(),
  name: z.string(),
  rated_tons_per_hour: z.number().nullable(),
  /** The feeding stations, by id, and their names in the same order. */
  station_ids: z.array(z.number().int()),
  station_names: z.array(z.string()),
  status: z.enum(MACHINE_STATUSES),
});
export type CrushingPlant = z.infer<typeof crushingPlantSchema>;
export const crushingPlantListResponseSchema = z.object({ data: z.array(crushingPlantSchema) });
export const crushingPlantResponseSchema = z.object({ data: crushingPlantSchema });

/** A machine of the register as the Stop Counter names it. */
export const machineSchema = z.object({
  equipment_class: z.enum(EQUIPMENT_CLASSES),
  machine_id: z.number().int(),
  name: z.string(),
});
export type Machine = z.infer<typeof machineSchema>;
