/**
 * The records a plan line, a drill log or a blast names, checked within its transaction so that each
 * refusal says which one is wrong: a rig in service, an operator in use who holds the competency the work
 * needs on its day, a polygon of the loading area named.
 */
import { DRILLING_MESSAGES as MESSAGES } from '@weighbridge/contract/drilling';
import { type CompetencyKind, type DrillingOperator, holdsCompetency } from '@weighbridge/contract/drilling-operators';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';

const refuse = (message: string) => new AppError('BAD_REQUEST', message);

/** The rig, which must exist; `inService`: and not be retired (a new log; a plan may name any rig). */
export async function checkRig(executor: Executor, rigId: number, inService: boolean): Promise<void> {
  const [rig] = await queryRows<{ name: string; status: string }>(executor, sql`select name, status from drill_rigs where rig_id = ${rigId}`);
  if (!rig) throw refuse(MESSAGES.unknownRig(rigId));
  if (inService && rig.status !== 'active') throw refuse(MESSAGES.rigRetired(rig.name));
}

/** The operator, in use and holding the competency on the day ('YYYY-MM-DD'). */
export async function checkOperator(executor: Executor, operatorId: number, kind: CompetencyKind, day: string): Promise<void> {
  const [operator] = await queryRows<Pick<DrillingOperator, 'name' | 'status' | 'competencies'>>(
    executor,
    sql`select o.name, o.status, coalesce((select json_agg(json_build_object('kind', c.kind, 'expires_on', to_char(c.expires_on, 'YYYY-MM-DD')))
          from drilling_operator_competencies c where c.operator_id = o.operator_id), '[]'::json) as competencies
        from drilling_operators o where o.operator_id = ${operatorId}`,
  );
  if (!operator) throw refuse(MESSAGES.unknownOperator(operatorId));
  if (operator.status !== 'active') throw refuse(MESSAGES.operatorInactive(operator.name));
  if (!holdsCompetency(operator, kind, day)) throw refuse(kind === 'shotfirer' ? MESSAGES.notShotfirer(operator.name, day) : MESSAGES.notDrillOperator(operator.name, day));
}

export type PolygonPlace = { polygonId: number; code: string; loadingAreaId: number };

/** The polygon and the area it lies in; `areaId`: the area it must lie in. */
export async function checkPolygon(executor: Executor, polygonId: number, areaId?: number): Promise<PolygonPlace> {
  const [polygon] = await queryRows<{ code: string; loading_area_id: number }>(
    executor,
    sql`select registration_id as code, loading_area_id from polygons where polygon_id = ${polygonId}`,
  );
  if (!polygon) throw refuse(MESSAGES.unknownPolygon(polygonId));
  if (areaId !== undefined && polygon.loading_area_id !== areaId) throw refuse(MESSAGES.polygonOfOtherArea(polygon.code));
  return { polygonId, code: polygon.code, loadingAreaId: polygon.loading_area_id };
}

export async function checkArea(executor: Executor, areaId: number): Promise<void> {
  const [area] = await queryRows(executor, sql`select 1 from loading_areas where loading_area_id = ${areaId}`);
  if (!area) throw refuse(MESSAGES.unknownArea(areaId));
}
