/**
 * Stop reasons: a tree per machine class, kept on each module's Stop Counter page. A reason that stops
 * name is kept (its key refuses the delete): take it out of use instead. Every class starts with the
 * contract's default reasons (seeded at start while the site has no reason at all).
 */
import { DEFAULT_STOP_REASONS, STOP_MESSAGES as MESSAGES, type StopReason, type StopReasonValues } from '@weighbridge/contract/stops';
import { EQUIPMENT_CLASSES } from '@weighbridge/contract/equipment';
import { eq, sql } from 'drizzle-orm';
import { defineCatalogue } from '../../catalogue/catalogue.js';
import { catalogueService } from '../../catalogue/service.js';
import { violatedUniqueConstraint } from '../../db/constraint-violations.js';
import type { Db, Tx } from '../../db/database.js';
import { stopReasons } from '../../db/tables/stops.js';
import { AppError } from '../../lib/errors.js';

export const stopReasonCatalogue = defineCatalogue<typeof stopReasons, StopReason, StopReasonValues>({
  table: stopReasons,
  name: 'Reason',
  entity: 'stop_reason',
  item: {
    reason_id: stopReasons.id,
    equipment_class: sql<StopReason['equipment_class']>`${stopReasons.equipmentClass}`,
    parent_id: stopReasons.parentId,
    name: stopReasons.name,
    category: sql<StopReason['category']>`${stopReasons.category}`,
    planned: stopReasons.planned,
    comment_required: stopReasons.commentRequired,
    active: stopReasons.active,
  },
  order: [stopReasons.equipmentClass, stopReasons.name, stopReasons.id],
  toRow: (values) => ({
    equipmentClass: values.equipment_class,
    parentId: values.parent_id,
    name: values.name,
    category: values.category,
    planned: values.planned,
    commentRequired: values.comment_required,
    active: values.active,
  }),
  deleteRefusal: () => MESSAGES.reasonInUse,
  saveRefusal: (error, values) =>
    violatedUniqueConstraint(error) === 'stop_reasons_name_key' ? new AppError('CONFLICT', MESSAGES.reasonNameTaken(values.name)) : undefined,
});

/** A reason's parent is a reason of the same class. */
async function checkParent(tx: Tx, values: StopReasonValues): Promise<undefined> {
  if (values.parent_id === null) return undefined;
  const [parent] = await tx.select({ equipmentClass: stopReasons.equipmentClass }).from(stopReasons).where(eq(stopReasons.id, values.parent_id));
  if (!parent) throw new AppError('BAD_REQUEST', MESSAGES.unknownReason(values.parent_id));
  if (parent.equipmentClass !== values.equipment_class) throw new AppError('BAD_REQUEST', MESSAGES.parentOfOtherClass);
  return undefined;
}

export const stopReasonService = catalogueService(stopReasonCatalogue, { beforeWrite: checkParent });

/** Gives a site without any reason the default tree of every class; a site's own reasons are left as they are. */
export async function seedStopReasons(db: Db): Promise<void> {
  const rows = EQUIPMENT_CLASSES.flatMap((equipmentClass) =>
    DEFAULT_STOP_REASONS[equipmentClass].map((reason) => ({
      equipmentClass,
      name: reason.name,
      category: reason.category,
      planned: reason.planned,
      commentRequired: reason.commentRequired ?? false,
    })),
  );
  await db.transaction(async (tx) => {
    // Two servers starting together: one seeds, the other then finds reasons.
    await tx.execute(sql`lock table stop_reasons in share row exclusive mode`);
    const [any] = await tx.select({ id: stopReasons.id }).from(stopReasons).limit(1);
    if (!any) await tx.insert(stopReasons).values(rows);
  });
}
