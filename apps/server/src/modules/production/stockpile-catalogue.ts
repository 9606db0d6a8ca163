/**
 * The stockpiles as a catalogue: a product (a material) at a place, unique per product and place without regard
 * to case, with its opening balance and day. Its place (the pile's name) may always change. A pile with movements
 * (or a shift log's output) is kept, since their keys refuse its delete, and keeps its product. Piles are not
 * archived: like materials and unloading stations, a pile in use stays, and an unused one is deleted.
 */
import { PRODUCTION_MESSAGES as MESSAGES } from '@weighbridge/contract/production';
import type { Stockpile, StockpileValues } from '@weighbridge/contract/stockpiles';
import { sql } from 'drizzle-orm';
import { defineCatalogue } from '../../catalogue/catalogue.js';
import { catalogueService } from '../../catalogue/service.js';
import { violatedForeignKey, violatedUniqueConstraint } from '../../db/constraint-violations.js';
import { queryRows, type Tx } from '../../db/database.js';
import { stockpiles } from '../../db/tables/production.js';
import { AppError } from '../../lib/errors.js';

export const stockpileCatalogue = defineCatalogue<typeof stockpiles, Stockpile, StockpileValues>({
  table: stockpiles,
  name: 'Stockpile',
  entity: 'stockpile',
  item: {
    stockpile_id: stockpiles.id,
    material_id: stockpiles.materialId,
    // Written out whole: inside a subquery drizzle's unqualified column would name the subquery's table.
    material_name: sql<string>`(select m.name from materials m where m.material_id = "stockpiles"."material_id")`,
    size_from_mm: sql<number | null>`(select m.size_from_mm::float8 from materials m where m.material_id = "stockpiles"."material_id")`,
    size_to_mm: sql<number | null>`(select m.size_to_mm::float8 from materials m where m.material_id = "stockpiles"."material_id")`,
    place: stockpiles.place,
    opening_tons: stockpiles.openingTons,
    opening_date: sql<string>`to_char(${stockpiles.openingDate}, 'YYYY-MM-DD')`,
  },
  order: [stockpiles.place, stockpiles.id],
  toRow: (values) => ({ materialId: values.material_id, place: values.place, openingTons: values.opening_tons, openingDate: values.opening_date }),
  deleteRefusal: () => MESSAGES.stockpileHasMovements,
  saveRefusal: (error, values) => {
    if (violatedUniqueConstraint(error) === 'stockpiles_place_key') return new AppError('CONFLICT', MESSAGES.stockpileTaken(values.place));
    if (violatedForeignKey(error)) return new AppError('BAD_REQUEST', MESSAGES.unknownMaterial(values.material_id));
    return undefined;
  },
});

/**
 * A pile with movements or outputs keeps its product (they are tons of it: another product would mix two in
 * one balance) and opens no later than its first movement; its place may change. Its row is locked first.
 */
async function keepHistory(tx: Tx, values: StockpileValues, stockpileId: number | undefined): Promise<undefined> {
  if (stockpileId === undefined) return undefined;
  const [pile] = await queryRows<{ material_id: number; first_moved_on: string | null; has_outputs: boolean }>(
    tx,
    sql`select material_id,
          (select to_char(min(m.moved_on), 'YYYY-MM-DD') from stockpile_movements m where m.stockpile_id = s.stockpile_id or m.to_stockpile_id = s.stockpile_id) as first_moved_on,
          exists (select 1 from shift_outputs o where o.stockpile_id = s.stockpile_id) as has_outputs
        from stockpiles s where s.stockpile_id = ${stockpileId} for update`,
  );
  if (!pile) return undefined;
  const used = pile.first_moved_on !== null || pile.has_outputs;
  if (used && pile.material_id !== values.material_id) throw new AppError('CONFLICT', MESSAGES.stockpileProductFixed);
  if (pile.first_moved_on !== null && values.opening_date > pile.first_moved_on) throw new AppError('CONFLICT', MESSAGES.openingAfterMovements);
  return undefined;
}

export const stockpileService = catalogueService(stockpileCatalogue, { beforeRow: keepHistory });
