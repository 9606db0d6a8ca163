/**
 * The people who drill and blast, with their competencies: a drill log needs an operator holding a drill
 * operator competency valid on the log's production day, a blast a shotfirer valid on the day it is fired.
 * A competency is valid up to and including its expiry date.
 */
import { z } from 'zod';
import { oneOf, requiredText } from './fields.js';
import { problem } from './problems.js';

export const COMPETENCY_KINDS = ['drill_operator', 'shotfirer'] as const;
export type CompetencyKind = (typeof COMPETENCY_KINDS)[number];

export const COMPETENCY_LABELS: Readonly<Record<CompetencyKind, string>> = {
  drill_operator: 'Drill operator',
  shotfirer: 'Shotfirer',
};

export const OPERATOR_STATUSES = ['active', 'inactive'] as const;

/** A certificate's last day, YYYY-MM-DD: it may lie years ahead, beyond the site's report years. */
const expiryDateSchema = z
  .string({ error: problem('date') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, problem('date'))
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), problem('realDate'));

export const competencySchema = z.strictObject({ kind: oneOf(COMPETENCY_KINDS), expires_on: expiryDateSchema });
export type Competency = z.infer<typeof competencySchema>;

/** The body of POST /api/drilling/operators and PUT /api/drilling/operators/{operator_id}. */
export const drillingOperatorInputSchema = z.strictObject({
  name: requiredText(100),
  competencies: z.array(competencySchema, { error: problem('invalid') }).max(COMPETENCY_KINDS.length, problem('atMost', { max: COMPETENCY_KINDS.length })).default([]),
  status: oneOf(OPERATOR_STATUSES).default('active'),
});
export type DrillingOperatorValues = z.output<typeof drillingOperatorInputSchema>;

export const drillingOperatorSchema = z.object({
  operator_id: z.number().int(),
  name: z.string(),
  competencies: z.array(z.object({ kind: z.enum(COMPETENCY_KINDS), expires_on: z.string() })),
  status: z.enum(OPERATOR_STATUSES),
});
export type DrillingOperator = z.infer<typeof drillingOperatorSchema>;
export const drillingOperatorListResponseSchema = z.object({ data: z.array(drillingOperatorSchema) });
export const drillingOperatorResponseSchema = z.object({ data: drillingOperatorSchema });

/** Whether the operator holds the competency on a day ('YYYY-MM-DD'): listed, and not expired before it. */
export function holdsCompetency(operator: Pick<DrillingOperator, 'competencies'>, kind: CompetencyKind, day: string): boolean {
  return operator.competencies.some((competency) => competency.kind === kind && competency.expires_on >= day);
}
