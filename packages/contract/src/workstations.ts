/**
 * Workstations: the computers a site weighs at, each with the scale and card reader it weighs with by
 * default (System page). The weighing page is told which one it runs on and opens on its scale and reader.
 */
import { z } from 'zod';
import { optionalRecordIdSchema, recordIdSchema, requiredText } from './fields.js';
import { withValues } from './texts-with-values.js';

/** Where the weighing page remembers which workstation this computer is. */
export const WORKSTATION_STORAGE_KEY = 'weighbridge.workstation';

export const WORKSTATION_MESSAGES = {
  created: 'Workstation added',
  updated: 'Workstation saved',
  deleted: 'Workstation deleted',
  unknownReader: withValues('Reader {id} does not exist', (readerId: number) => ({ id: readerId })),
  readerElsewhere: 'The reader must stand at the workstation’s scale',
  nameTaken: withValues("A workstation named '{name}' already exists", (name: string) => ({ name })),
} as const;

/** The body of POST /api/workstations and PUT /api/workstations/{workstation_id}. */
export const workstationInputSchema = z.strictObject({
  name: requiredText(100),
  scale_id: recordIdSchema,
  reader_id: optionalRecordIdSchema,
});
export type WorkstationInput = z.input<typeof workstationInputSchema>;
export type WorkstationValues = z.output<typeof workstationInputSchema>;

export const workstationSchema = z.object({
  workstation_id: z.number().int(),
  name: z.string(),
  scale_id: z.number().int(),
  scale_name: z.string(),
  reader_id: z.number().int().nullable(),
  reader_name: z.string().nullable(),
});
export type Workstation = z.infer<typeof workstationSchema>;

export const workstationListResponseSchema = z.object({ data: z.array(workstationSchema) });
export const workstationResponseSchema = z.object({ data: workstationSchema });
