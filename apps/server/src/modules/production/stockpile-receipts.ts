/**
 * What a shift log puts on the stockpiles: each output goes to the pile it names, or to its product's one pile
 * when it names none and the product has exactly one (none is received where the product has no pile or
 * several and none is named). A signed log's receipts are written by its sign-off and rewritten by each
 * amendment, in their transaction, dated the log's production day.
 */
import { PRODUCTION_MESSAGES as MESSAGES } from '@weighbridge/contract/production';
import type { Tx } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { deleteReceipts, insertMovements, lockPiles, pilesOfProducts } from './stockpile-repository.js';

type Output = { material_id: number; tons: number; stockpile_id: number | null };

/** The outputs with the pile each goes to: the one named (of the same product), or the product's only pile. */
export async function checkOutputStockpiles(tx: Tx, outputs: readonly Output[]): Promise<Output[]> {
  const named = await lockPiles(tx, [...new Set(outputs.flatMap((output) => (output.stockpile_id === null ? [] : [output.stockpile_id])))]);
  const piles = await pilesOfProducts(tx, outputs.map((output) => output.material_id));
  return outputs.map((output) => {
    if (output.stockpile_id !== null) {
      const pile = named.find((one) => one.stockpile_id === output.stockpile_id);
      if (!pile) throw new AppError('BAD_REQUEST', MESSAGES.unknownStockpile(output.stockpile_id));
      if (pile.material_id !== output.material_id) throw new AppError('BAD_REQUEST', MESSAGES.stockpileOtherProduct(output.stockpile_id));
      return output;
    }
    const ofProduct = piles.filter((pile) => pile.material_id === output.material_id);
    return { ...output, stockpile_id: ofProduct.length === 1 ? ofProduct[0]!.stockpile_id : null };
  });
}

/** The signed log's receipts, written anew: one per output with a pile and tons. */
export async function writeShiftReceipts(tx: Tx, logId: number, productionDay: string, outputs: readonly Output[]): Promise<{ stockpile_id: number; tons: number }[]> {
  await deleteReceipts(tx, logId);
  const receipts = outputs.flatMap((output) => (output.stockpile_id !== null && output.tons > 0 ? [{ stockpile_id: output.stockpile_id, tons: output.tons }] : []));
  await insertMovements(
    tx,
    receipts.map((receipt) => ({ kind: 'in' as const, stockpileId: receipt.stockpile_id, tons: receipt.tons, movedOn: productionDay, logId, recordedBy: null })),
  );
  return receipts;
}
