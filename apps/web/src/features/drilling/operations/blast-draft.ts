/**
 * What the 'Record a blast' form holds while it is filled in, the body it sends, and what it shows as it is typed:
 * the volume, tons broken and powder factors by the contract's formulas, so the tablet shows what the server keeps.
 */
import type { Blast, blastInputSchema } from '@weighbridge/contract/blasts';
import { blastVolume, powderFactor, tonsBroken } from '@weighbridge/contract/drilling';
import type { z } from 'zod';
import { numberOrNull } from '../../../lib/form-check';
import { fromInputValue, toInputValue } from '../../../lib/site-moment-input';

/** A number input's value: '' while empty. */
type Typed = number | string;

export type ExplosiveDraft = { product: string; kg: Typed };

export type BlastDraft = {
  /** Narrows the polygons offered; the blast keeps the polygon alone. */
  loading_area_id: number | null;
  polygon_id: number | null;
  /** 'YYYY-MM-DDTHH:mm' at the site. */
  fired_at: string;
  burden_m: Typed;
  spacing_m: Typed;
  bench_height_m: Typed;
  hole_diameter_mm: Typed;
  subdrill_m: Typed;
  holes_charged: Typed;
  explosives: ExplosiveDraft[];
  detonators: Typed;
  /** None: the polygon's most weighed material. */
  material_id: number | null;
  vibration_mm_s: Typed;
  misfires: Typed;
  shotfirer_id: number | null;
  notes: string;
};

export function newBlastDraft(firedAt: string): BlastDraft {
  return {
    loading_area_id: null,
    polygon_id: null,
    fired_at: firedAt,
    burden_m: '',
    spacing_m: '',
    bench_height_m: '',
    hole_diameter_mm: '',
    subdrill_m: 0,
    holes_charged: '',
    explosives: [{ product: '', kg: '' }],
    detonators: '',
    material_id: null,
    vibration_mm_s: '',
    misfires: 0,
    shotfirer_id: null,
    notes: '',
  };
}

export function blastDraftOf(blast: Blast, timeZone: string): BlastDraft {
  return {
    loading_area_id: blast.loading_area_id,
    polygon_id: blast.polygon_id,
    fired_at: toInputValue(blast.fired_at, timeZone),
    burden_m: blast.burden_m,
    spacing_m: blast.spacing_m,
    bench_height_m: blast.bench_height_m,
    hole_diameter_mm: blast.hole_diameter_mm,
    subdrill_m: blast.subdrill_m,
    holes_charged: blast.holes_charged,
    explosives: blast.explosives.map((explosive) => ({ ...explosive })),
    detonators: blast.detonators,
    material_id: blast.material_id,
    vibration_mm_s: blast.vibration_mm_s ?? '',
    misfires: blast.misfires,
    shotfirer_id: blast.shotfirer_id,
    notes: blast.notes ?? '',
  };
}

/** The body POST and PUT take; the firing moment read at the site's clock. */
export function blastBody(draft: BlastDraft, timeZone: string): z.input<typeof blastInputSchema> {
  const number = (value: Typed) => numberOrNull(value) as number;
  return {
    polygon_id: draft.polygon_id as number,
    fired_at: fromInputValue(draft.fired_at, timeZone) ?? draft.fired_at,
    burden_m: number(draft.burden_m),
    spacing_m: number(draft.spacing_m),
    bench_height_m: number(draft.bench_height_m),
    hole_diameter_mm: number(draft.hole_diameter_mm),
    subdrill_m: numberOrNull(draft.subdrill_m) ?? 0,
    holes_charged: number(draft.holes_charged),
    explosives: draft.explosives.map((explosive) => ({ product: explosive.product.trim(), kg: number(explosive.kg) })),
    detonators: number(draft.detonators),
    material_id: draft.material_id,
    vibration_mm_s: numberOrNull(draft.vibration_mm_s),
    misfires: numberOrNull(draft.misfires) ?? 0,
    shotfirer_id: draft.shotfirer_id as number,
    notes: draft.notes.trim() || null,
  };
}

const typedNumber = (value: Typed): number | null => {
  const number = numberOrNull(value);
  return number === null || Number.isNaN(number) ? null : number;
};

export type LiveBlastFigures = {
  explosivesKg: number;
  volumeM3: number | null;
  tonsBroken: number | null;
  powderFactorKgM3: number | null;
  powderFactorKgT: number | null;
};

/**
 * The blast's figures as typed so far. The tons need the material's density: none while the material is left to
 * the polygon's most weighed one (the server finds it) or has no density.
 */
export function liveBlastFigures(draft: BlastDraft, densityKgM3: number | null): LiveBlastFigures {
  const explosivesKg = draft.explosives.reduce((sum, explosive) => sum + (typedNumber(explosive.kg) ?? 0), 0);
  const [holes, burdenM, spacingM, benchHeightM] = [draft.holes_charged, draft.burden_m, draft.spacing_m, draft.bench_height_m].map(typedNumber);
  const volumeM3 = holes && burdenM && spacingM && benchHeightM ? blastVolume({ holes, burdenM, spacingM, benchHeightM }) : null;
  const broken = volumeM3 !== null && densityKgM3 ? tonsBroken(volumeM3, densityKgM3) : null;
  return {
    explosivesKg,
    volumeM3,
    tonsBroken: broken,
    powderFactorKgM3: volumeM3 === null ? null : powderFactor(explosivesKg, volumeM3),
    powderFactorKgT: broken === null ? null : powderFactor(explosivesKg, broken),
  };
}
