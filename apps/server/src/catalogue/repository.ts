/** The queries of every catalogue, from its declaration. */
import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.js';
import { insertReturningIds } from '../db/insert-rows.js';
import type { Catalogue, CatalogueTable } from './catalogue.js';

export type CatalogueRepository<TItem, TValues> = {
  /** Every record, or those of one parent record. */
  list(executor: Executor, parentId?: number): Promise<TItem[]>;
  find(executor: Executor, id: number): Promise<TItem | undefined>;
  /** Reads a record and locks its row until the transaction ends, so that the audit's before is what the change replaced. */
  lock(executor: Executor, id: number): Promise<TItem | undefined>;
  /** Several by one statement; their ids in the order of `values`. */
  insertMany(executor: Executor, values: readonly TValues[]): Promise<number[]>;
  update(executor: Executor, id: number, values: TValues): Promise<void>;
  remove(executor: Executor, id: number): Promise<void>;
};

export function catalogueRepository<TTable extends CatalogueTable, TItem, TValues>(
  catalogue: Catalogue<TTable, TItem, TValues>,
): CatalogueRepository<TItem, TValues> {
  const { table } = catalogue;
  // The declaration types each field; drizzle's select cannot see that through the generic table.
  const select = (executor: Executor) => {
    const from = executor.select(catalogue.item as SelectedFields).from(table as CatalogueTable);
    return catalogue.join ? from.leftJoin(catalogue.join.table, catalogue.join.on) : from;
  };
  return {
    list: async (executor, parentId) => {
      const ofParent = catalogue.parent && parentId !== undefined ? eq(catalogue.parent.column, parentId) : undefined;
      return (await select(executor).where(ofParent).orderBy(...catalogue.order)) as TItem[];
    },
    find: async (executor, id) => ((await select(executor).where(eq(table.id, id))) as TItem[])[0],
    lock: async (executor, id) => ((await select(executor).where(eq(table.id, id)).for('update', { of: table })) as TItem[])[0],
    insertMany: (executor, values) => insertReturningIds(executor, table, values, catalogue.toRow),
    update: async (executor, id, values) => {
      await executor.update(table as CatalogueTable).set(catalogue.toRow(values)).where(eq(table.id, id));
    },
    remove: async (executor, id) => {
      await executor.delete(table as CatalogueTable).where(eq(table.id, id));
    },
  };
}
