/**
 * The rules every catalogue keeps: each change is one transaction with its audit row, the before of an
 * update or delete is read under the row's lock, a missing record is a 404 and a delete that a foreign
 * key refuses is a 409 that says why.
 */
import { REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import type { Db, Tx } from '../db/database.js';
import { violatedForeignKey } from '../db/constraint-violations.js';
import { recordChange } from '../db/audit-log.js';
import type { Actor } from '../lib/actor.js';
import { AppError } from '../lib/errors.js';
import { type Catalogue, type CatalogueHooks, type CatalogueTable, type Effects, inUseRefusal } from './catalogue.js';
import { catalogueRepository } from './repository.js';

export type CatalogueService<TItem, TValues> = {
  /** The query parameter that lists the records of one parent record, where the catalogue has one. */
  parentQuery: string | undefined;
  list(db: Db, parentId?: number): Promise<TItem[]>;
  get(db: Db, id: number): Promise<TItem>;
  create(db: Db, values: TValues, actor: Actor): Promise<TItem>;
  update(db: Db, id: number, values: TValues, actor: Actor): Promise<TItem>;
  remove(db: Db, id: number, actor: Actor): Promise<void>;
};

export function catalogueService<TTable extends CatalogueTable, TItem, TValues>(
  catalogue: Catalogue<TTable, TItem, TValues>,
  hooks: CatalogueHooks<TValues> = {},
): CatalogueService<TItem, TValues> {
  const records = catalogueRepository(catalogue);
  const { entity: entityType } = catalogue;
  const notFound = (): never => {
    throw new AppError('NOT_FOUND', REFUSALS_WITH_VALUES.notFound(catalogue.name));
  };
  const readBack = async (tx: Tx, id: number): Promise<TItem> => {
    const item = await records.find(tx, id);
    if (!item) throw new Error(`${entityType} ${id} vanished within its own transaction`);
    return item;
  };
  /** Runs a save, turning a constraint's refusal into the declaration's message. */
  const saving = async <T>(values: TValues, save: () => Promise<T>): Promise<T> => {
    try {
      return await save();
    } catch (error) {
      throw catalogue.saveRefusal?.(error, values) ?? error;
    }
  };

  return {
    parentQuery: catalogue.parent?.query,
    list: (db, parentId) => records.list(db, parentId),
    get: async (db, id) => (await records.find(db, id)) ?? notFound(),
    create: async (db, values, actor) => {
      const after = await saving(values, () =>
        db.transaction(async (tx) => {
          const first = await hooks.beforeRow?.(tx, values, undefined);
          const checked = await hooks.beforeWrite?.(tx, values);
          const [id] = await records.insertMany(tx, [values]);
          const then = await hooks.afterRow?.(tx, id!, values);
          const created = await readBack(tx, id!);
          const effects = together(first, checked, then);
          await recordChange(tx, actor, { action: `${entityType}.create`, entityType, entityId: id!, before: null, after: created, effects });
          return { id: id!, created };
        }),
      );
      await hooks.committed?.(after.id);
      return after.created;
    },
    update: async (db, id, values, actor) => {
      const after = await saving(values, () =>
        db.transaction(async (tx) => {
          const first = await hooks.beforeRow?.(tx, values, id);
          const before = (await records.lock(tx, id)) ?? notFound();
          const checked = await hooks.beforeWrite?.(tx, values);
          await records.update(tx, id, values);
          const then = await hooks.afterRow?.(tx, id, values);
          const updated = await readBack(tx, id);
          await recordChange(tx, actor, { action: `${entityType}.update`, entityType, entityId: id, before, after: updated, effects: together(first, checked, then) });
          return updated;
        }),
      );
      await hooks.committed?.(id);
      return after;
    },
    // A record that others refer to is kept: their foreign key refuses the delete, so none slips in meanwhile.
    remove: async (db, id, actor) => {
      try {
        await db.transaction(async (tx) => {
          const before = (await records.lock(tx, id)) ?? notFound();
          const effects = await hooks.beforeDelete?.(tx, id, actor);
          await records.remove(tx, id);
          await recordChange(tx, actor, { action: `${entityType}.delete`, entityType, entityId: id, before, after: null, effects });
        });
      } catch (error) {
        const foreignKey = violatedForeignKey(error);
        if (foreignKey) throw new AppError('CONFLICT', catalogue.deleteRefusal?.(foreignKey) ?? inUseRefusal(catalogue.name, foreignKey));
        throw error;
      }
    },
  };
}

/** The effects of a change's hooks together, or none. */
function together(...effects: Effects[]): Effects {
  return effects.some(Boolean) ? Object.assign({}, ...effects) : undefined;
}
