/**
 * /api/production/crush-plans: the revisions of a year, one with its lines and its tons by plant, product
 * and month, a new draft, a draft's lines, and its approval. The Crush Plan and Plan vs Actual pages read them;
 * the Crush Plan's Edit and Approve change them.
 */
import {
  crushPlanDraftSchema,
  crushPlanLinesSchema,
  crushPlanListResponseSchema,
  crushPlanResponseSchema,
} from '@weighbridge/contract/crush-plan';
import { planApprovalSchema, planRevisionListQuerySchema } from '@weighbridge/contract/plan-revisions';
import { recordIdTextSchema } from '@weighbridge/contract/fields';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import { actorOf } from '../../plugins/access.js';
import type { ProductionContext } from './context.js';
import { approveCrushPlan, createCrushPlanDraft, getCrushPlan, listCrushPlans, saveCrushPlanLines } from './crush-plan-service.js';

const params = z.object({ revision_id: recordIdTextSchema });
const readers = { permission: ['production.crush-plan.view', 'production.plan-vs-actual.view'] } as const;
const revisionOf = (request: { params: unknown }) => (request.params as z.infer<typeof params>).revision_id;

export function crushPlanRoutes(app: App, ctx: ProductionContext): void {
  app.get('/api/production/crush-plans', { config: { access: readers }, schema: { querystring: planRevisionListQuerySchema, response: { 200: crushPlanListResponseSchema } } }, async (request) => ({
    data: await listCrushPlans(ctx.db, (request.query as z.infer<typeof planRevisionListQuerySchema>).year),
  }));
  app.get('/api/production/crush-plans/:revision_id', { config: { access: readers }, schema: { params, response: { 200: crushPlanResponseSchema } } }, async (request) => ({
    data: await getCrushPlan(ctx.db, revisionOf(request)),
  }));
  app.post(
    '/api/production/crush-plans',
    { config: { access: { permission: 'production.crush-plan.edit' } }, schema: { body: crushPlanDraftSchema, response: { 201: crushPlanResponseSchema } } },
    async (request, reply) => reply.status(201).send({ data: await createCrushPlanDraft(ctx, request.body as z.output<typeof crushPlanDraftSchema>, actorOf(request)) }),
  );
  app.put(
    '/api/production/crush-plans/:revision_id/lines',
    { config: { access: { permission: 'production.crush-plan.edit' } }, schema: { params, body: crushPlanLinesSchema, response: { 200: crushPlanResponseSchema } } },
    async (request) => ({ data: await saveCrushPlanLines(ctx, revisionOf(request), (request.body as z.output<typeof crushPlanLinesSchema>).lines, actorOf(request)) }),
  );
  app.post(
    '/api/production/crush-plans/:revision_id/approve',
    { config: { access: { permission: 'production.crush-plan.approve' } }, schema: { params, body: planApprovalSchema, response: { 200: crushPlanResponseSchema } } },
    async (request) => ({ data: await approveCrushPlan(ctx, revisionOf(request), (request.body as z.output<typeof planApprovalSchema>).reason, actorOf(request)) }),
  );
}
