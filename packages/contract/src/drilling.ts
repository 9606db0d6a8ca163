/**
 * Drilling and blasting: what the module's refusals say, and its formulas, written once for the server's
 * figures and the pages. Lengths are metres, diameters millimetres, volumes m3, explosives kg and tonnage
 * tons; a material's density is kept in kg/m3 (materials.ts), so a tonnage divides by 1,000.
 */
import { z } from 'zod';
import { missingOr, withDecimals } from './fields.js';
import { formatQuantity } from './numbers.js';
import { problem } from './problems.js';
import { withValues } from './texts-with-values.js';

export const DRILLING_MESSAGES = {
  operatorDeleted: 'Operator deleted',
  operatorNameTaken: withValues("An operator named '{name}' already exists", (name: string) => ({ name })),
  operatorInUse: 'The operator has drill logs or blasts and cannot be deleted; take them out of use instead',
  competencyTwice: withValues('The competency {kind} is listed twice', (kind: string) => ({ kind })),
  unknownOperator: withValues('Operator {operatorId} does not exist', (operatorId: number) => ({ operatorId })),
  operatorInactive: withValues('{name} is no longer in use', (name: string) => ({ name })),
  notDrillOperator: withValues('{name} holds no drill operator competency valid on {day}', (name: string, day: string) => ({ name, day })),
  notShotfirer: withValues('{name} holds no shotfirer competency valid on {day}', (name: string, day: string) => ({ name, day })),
  unknownRig: withValues('Drill rig {rigId} does not exist', (rigId: number) => ({ rigId })),
  rigRetired: withValues('Drill rig {name} is retired', (name: string) => ({ name })),
  unknownArea: withValues('Loading area {areaId} does not exist', (areaId: number) => ({ areaId })),
  unknownPolygon: withValues('Polygon {polygonId} does not exist', (polygonId: number) => ({ polygonId })),
  polygonOfOtherArea: withValues('Polygon {code} is not in the loading area', (code: string) => ({ code })),
  unknownMaterial: withValues('Material {materialId} does not exist', (materialId: number) => ({ materialId })),
  planNotFound: 'Drilling plan revision not found',
  planReadOnly: 'The revision is approved or superseded and cannot be changed; make a new revision',
  planAlreadyApproved: 'The revision is already approved',
  planSuperseded: 'A superseded revision cannot be approved again; make a new revision',
  planDeleted: 'Drilling plan revision deleted',
  planApproved: 'Drilling plan revision approved',
  drillLogNotFound: 'Drill log not found',
  summaryOrHoles: 'Give either the number of holes and their depth, or the list of holes',
  unknownShift: withValues('The site has no shift named {shift}', (shift: string) => ({ shift })),
  shiftNotStarted: 'A drill log cannot be for a shift that has not started',
  blastNotFound: 'Blast not found',
  blastInFuture: 'A blast cannot be recorded before it is fired',
  noMaterialBroken: 'Choose the material broken: no loads have been weighed from the polygon yet',
  usedInDrilling: withValues('{record} is used by drilling plans, drill logs or blasts and cannot be deleted', (record: string) => ({ record })),
  noDensity: withValues('Material {name} has no density: enter it on the Materials page', (name: string) => ({ name })),
} as const;

/**
 * A length, diameter, time or mass that must be greater than zero, to two decimals.
 * @example positiveMeasure(100) // burden in metres, (0, 100]
 */
export function positiveMeasure(max: number) {
  return withDecimals(
    z
      .number({ error: missingOr('number') })
      .gt(0, problem('greaterThanZero'))
      .max(max, problem('atMost', { max: formatQuantity(max) })),
    2,
    problem('decimals', { places: 2 }),
  );
}

/** A measure that may be zero (a subdrill, drill hours of a shift the rig stood), to two decimals. */
export function measure(max: number) {
  return withDecimals(
    z
      .number({ error: missingOr('number') })
      .min(0, problem('notNegative'))
      .max(max, problem('atMost', { max: formatQuantity(max) })),
    2,
    problem('decimals', { places: 2 }),
  );
}

/** A count (holes, detonators, bit changes) from zero. */
export function count(max: number) {
  return z
    .number({ error: missingOr('wholeNumber') })
    .int(problem('wholeNumber'))
    .min(0, problem('notNegative'))
    .max(max, problem('atMost', { max: formatQuantity(max) }));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Metres drilled: holes x depth for a summary, or the sum of the holes' actual depths for a list.
 * @example drilledMetres({ holeCount: 20, depthM: 12.5 }) // 250
 */
export function drilledMetres(holes: { holeCount: number; depthM: number } | { actualDepthsM: readonly number[] }): number {
  if ('actualDepthsM' in holes) return round2(holes.actualDepthsM.reduce((sum, depth) => sum + depth, 0));
  return round2(holes.holeCount * holes.depthM);
}

/**
 * The rock a blast breaks in place (bank m3): holes charged x burden x spacing x bench height. The subdrill
 * lies below the bench floor and breaks nothing of this bench, so it is not counted.
 * @example blastVolume({ holes: 30, burdenM: 3, spacingM: 3.5, benchHeightM: 12 }) // 3780
 */
export function blastVolume(pattern: { holes: number; burdenM: number; spacingM: number; benchHeightM: number }): number {
  return round2(pattern.holes * pattern.burdenM * pattern.spacingM * pattern.benchHeightM);
}

/**
 * Tons broken: the volume x the material's density (kg/m3 / 1,000 = t/m3).
 * @example tonsBroken(3780, 2650) // 10017
 */
export function tonsBroken(volumeM3: number, densityKgM3: number): number {
  return round2((volumeM3 * densityKgM3) / 1000);
}

/**
 * A powder factor: kilograms of explosive per unit broken (m3, t) or hauled (weighed t); none over nothing.
 * @example powderFactor(2500, 10017) // 0.2496 kg/t
 */
export function powderFactor(explosivesKg: number, per: number): number | null {
  return per > 0 ? explosivesKg / per : null;
}

/** A figure per hour or per shift; none over no time. */
export function rate(amount: number, per: number): number | null {
  return per > 0 ? amount / per : null;
}
