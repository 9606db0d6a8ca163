/**
 * Production's refusals and answers, one set for its crush plan, shift logs, stockpiles and figures (the
 * pages show them in the reader's language: known-texts.ts). The figures' formulas are in
 * production-figures.ts, the records' schemas in crush-plan.ts, shift-logs.ts and stockpiles.ts.
 */
import { withValues } from './texts-with-values.js';

export const PRODUCTION_MESSAGES = {
  revisionNotFound: 'Crush plan revision not found',
  revisionReadOnly: 'Only a draft revision of the crush plan can be changed; approved and superseded revisions are kept as they were',
  unknownPlant: withValues('Crushing plant {plantId} does not exist', (plantId: number) => ({ plantId })),
  unknownMaterial: withValues('Material {materialId} does not exist', (materialId: number) => ({ materialId })),
  unknownShift: withValues("The site's shifts have none named '{name}'", (name: string) => ({ name })),
  lineTwice: withValues('The plan has two lines for {plant}, {material}, month {month}: one line each', (plant: string, material: string, month: number) => ({ plant, material, month })),
  shiftLogNotFound: 'Shift log not found',
  shiftLogExists: 'This plant already has a log of this shift: open it instead',
  shiftLogSigned: 'The shift log is signed: change it by an amendment, with its reason',
  shiftLogNotSigned: 'The shift log is not signed yet: change it directly',
  shiftLogInFuture: 'A shift that has not started yet has no log',
  hoursBackwards: 'Hour meter at end must not be less than at start',
  outputTwice: withValues('{material} is listed twice in the output: one line per product', (material: string) => ({ material })),
  correctionNeedsReason: 'A typed feed needs its reason: say why it differs from the weighbridge',
  stockpileNotFound: 'Stockpile not found',
  stockpileTaken: withValues("A stockpile of this product at '{place}' already exists", (place: string) => ({ place })),
  unknownStockpile: withValues('Stockpile {stockpileId} does not exist', (stockpileId: number) => ({ stockpileId })),
  stockpileOtherProduct: withValues('Stockpile {stockpileId} holds another product', (stockpileId: number) => ({ stockpileId })),
  transferNeedsTarget: 'A transfer names the stockpile it moves to',
  beforeOpening: 'A stockpile has no movements or surveys before the day it was opened',
  stockpileHasMovements: 'The stockpile has movements (shift log outputs, dispatches, transfers or surveys) and cannot be deleted',
  stockpileDeleted: 'Stockpile deleted',
  stockpileProductFixed: 'The stockpile has movements: its product cannot change, or its balance would mix two products. Open a new pile for the other product',
  openingAfterMovements: 'The stockpile has movements before that day: it opens on or before its first movement',
  transferToSelf: 'A transfer moves material between two different stockpiles',
  transferOtherProduct: 'A transfer moves material between stockpiles of one product',
} as const;
