/**
 * Drilling operators: a small catalogue kept on Actual Operations (its Configure action). An operator's
 * competencies are replaced whole with the operator, in the same transaction. An operator named by drill logs
 * or blasts is kept (their keys refuse the delete): take them out of use instead.
 */
import { DRILLING_MESSAGES as MESSAGES } from '@weighbridge/contract/drilling';
import type { DrillingOperator, DrillingOperatorValues } from '@weighbridge/contract/drilling-operators';
import { eq, sql } from 'drizzle-orm';
import { defineCatalogue } from '../../catalogue/catalogue.js';
import { catalogueService } from '../../catalogue/service.js';
import { violatedUniqueConstraint } from '../../db/constraint-violations.js';
import type { Tx } from '../../db/database.js';
import { drillingOperators, operatorCompetencies } from '../../db/tables/drilling.js';
import { AppError } from '../../lib/errors.js';

/** An operator's competencies as JSON, by kind. Written out whole: drizzle would not qualify the column inside a subquery. */
export const COMPETENCIES_OF_OPERATOR = sql<DrillingOperator['competencies']>`(select coalesce(json_agg(json_build_object('kind', c.kind, 'expires_on', to_char(c.expires_on, 'YYYY-MM-DD')) order by c.kind), '[]'::json)
  from drilling_operator_competencies c where c.operator_id = "drilling_operators"."operator_id")`;

export const operatorCatalogue = defineCatalogue<typeof drillingOperators, DrillingOperator, DrillingOperatorValues>({
  table: drillingOperators,
  name: 'Operator',
  entity: 'drilling_operator',
  item: {
    operator_id: drillingOperators.id,
    name: drillingOperators.name,
    competencies: COMPETENCIES_OF_OPERATOR,
    status: sql<DrillingOperator['status']>`${drillingOperators.status}`,
  },
  order: [drillingOperators.name, drillingOperators.id],
  toRow: (values) => ({ name: values.name, status: values.status }),
  deleteRefusal: () => MESSAGES.operatorInUse,
  saveRefusal: (error, values) =>
    violatedUniqueConstraint(error) === 'drilling_operators_name_key' ? new AppError('CONFLICT', MESSAGES.operatorNameTaken(values.name)) : undefined,
});

/** Each kind of competency once. */
async function checkCompetencies(_tx: Tx, values: DrillingOperatorValues): Promise<undefined> {
  const kinds = values.competencies.map((competency) => competency.kind);
  const twice = kinds.find((kind, index) => kinds.indexOf(kind) !== index);
  if (twice) throw new AppError('BAD_REQUEST', MESSAGES.competencyTwice(twice));
  return undefined;
}

async function replaceCompetencies(tx: Tx, operatorId: number, values: DrillingOperatorValues): Promise<undefined> {
  await tx.delete(operatorCompetencies).where(eq(operatorCompetencies.operatorId, operatorId));
  if (values.competencies.length > 0) {
    await tx.insert(operatorCompetencies).values(values.competencies.map((competency) => ({ operatorId, kind: competency.kind, expiresOn: competency.expires_on })));
  }
  return undefined;
}

export const operatorService = catalogueService(operatorCatalogue, { beforeWrite: checkCompetencies, afterRow: replaceCompetencies });
