/**
 * The stockpiles' movements typed on Material Processing, and their balances. A dispatch leaves one pile; a
 * transfer leaves one pile for another of the same product, as one movement; a survey measures a pile on a day
 * and records its variance against the book balance of that day as an adjustment. No pile moves before the day
 * it was opened. The piles a movement touches are locked first, so a survey's book balance is the one it
 * corrects. Each change is one transaction with its audit row.
 */
import { productionDayBounds } from '@weighbridge/contract/shifts';
import { PRODUCTION_MESSAGES as MESSAGES } from '@weighbridge/contract/production';
import type { Balances, Movement, MovementValues, SurveyValues } from '@weighbridge/contract/stockpiles';
import { recordChange } from '../../db/audit-log.js';
import type { Tx } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { readShiftPattern } from '../site/public.js';
import type { ProductionContext } from './context.js';
import { balances, bookBalance, findMovement, insertMovements, lockPiles, movementsOfPile, pileExists, type PileRow, weighedOutbound } from './stockpile-repository.js';

const ENTITY = 'stockpile_movement';

async function pilesFor(tx: Tx, ids: readonly number[], day: string): Promise<PileRow[]> {
  const piles = await lockPiles(tx, [...new Set(ids)].sort((one, other) => one - other));
  const missing = ids.find((id) => !piles.some((pile) => pile.stockpile_id === id));
  if (missing !== undefined) throw new AppError('BAD_REQUEST', MESSAGES.unknownStockpile(missing));
  if (piles.some((pile) => day < pile.opening_date)) throw new AppError('BAD_REQUEST', MESSAGES.beforeOpening);
  return piles;
}

async function recorded(tx: Tx, actor: Actor, action: string, movementId: number, effects?: Record<string, unknown>): Promise<Movement> {
  const movement = (await findMovement(tx, movementId))!;
  await recordChange(tx, actor, { action, entityType: ENTITY, entityId: movementId, before: null, after: movement, ...(effects ? { effects } : {}) });
  return movement;
}

/** A dispatch from a pile, or a transfer from one pile to another of the same product. */
export async function recordMovement(ctx: ProductionContext, values: MovementValues, actor: Actor): Promise<Movement> {
  if (values.kind === 'transfer' && values.to_stockpile_id === null) throw new AppError('BAD_REQUEST', MESSAGES.transferNeedsTarget);
  if (values.kind === 'transfer' && values.to_stockpile_id === values.stockpile_id) throw new AppError('BAD_REQUEST', MESSAGES.transferToSelf);
  const target = values.kind === 'transfer' ? values.to_stockpile_id : null;
  return ctx.db.transaction(async (tx) => {
    const piles = await pilesFor(tx, target === null ? [values.stockpile_id] : [values.stockpile_id, target], values.moved_on);
    if (new Set(piles.map((pile) => pile.material_id)).size > 1) throw new AppError('BAD_REQUEST', MESSAGES.transferOtherProduct);
    const [movementId] = await insertMovements(tx, [
      { kind: values.kind, stockpileId: values.stockpile_id, toStockpileId: target, tons: values.tons, movedOn: values.moved_on, notes: values.notes, recordedBy: actor.userId },
    ]);
    return recorded(tx, actor, `stockpile.${values.kind}`, movementId!);
  });
}

/** A survey: the pile measured on a day; the difference from its book balance that day is recorded as an adjustment. */
export async function recordSurvey(ctx: ProductionContext, stockpileId: number, values: SurveyValues, actor: Actor): Promise<Movement> {
  return ctx.db.transaction(async (tx) => {
    await pilesFor(tx, [stockpileId], values.date);
    const book = await bookBalance(tx, stockpileId, values.date);
    const variance = Math.round((values.measured_tons - book) * 100) / 100;
    const [movementId] = await insertMovements(tx, [
      { kind: 'adjustment', stockpileId, tons: variance, movedOn: values.date, bookTons: book, measuredTons: values.measured_tons, notes: values.notes, recordedBy: actor.userId },
    ]);
    return recorded(tx, actor, 'stockpile.survey', movementId!, { variance });
  });
}

/** The piles' balances over the production days [from, to], and each product's weighed outbound loads in them. */
export async function stockpileBalances(ctx: ProductionContext, period: { from: string; to: string }): Promise<Balances> {
  const pattern = await readShiftPattern(ctx.db);
  const window = { start: productionDayBounds(period.from, pattern, ctx.siteTimeZone).start, end: productionDayBounds(period.to, pattern, ctx.siteTimeZone).end };
  const [stockpiles, products] = await Promise.all([balances(ctx.db, period.from, period.to), weighedOutbound(ctx.db, window)]);
  return { from: period.from, to: period.to, stockpiles, products };
}

/** A pile's movements, for its history on Material Processing. */
export async function pileMovements(ctx: ProductionContext, stockpileId: number): Promise<Movement[]> {
  if (!(await pileExists(ctx.db, stockpileId))) throw new AppError('NOT_FOUND', MESSAGES.stockpileNotFound);
  return movementsOfPile(ctx.db, stockpileId);
}
