/**
 * /api/drilling/...: operators, the annual plan's revisions, drill logs, blasts and their muckpiles. The
 * pages' keys decide: Annual Drilling Plan reads, edits and approves the plan; Actual Operations reads,
 * records and edits logs and blasts, and keeps the operators (its Configure); Plan vs Actual reads all of it.
 * The muckpiles are read by the Loading Areas page too, whose polygons show what remains.
 */
import { MUCKPILE_READERS, blastInputSchema, blastListQuerySchema, blastListResponseSchema, blastResponseSchema, muckpileListQuerySchema, muckpileListResponseSchema, muckpileResponseSchema } from '@weighbridge/contract/blasts';
import { drillLogInputSchema, drillLogListQuerySchema, drillLogListResponseSchema, drillLogResponseSchema } from '@weighbridge/contract/drill-logs';
import { DRILLING_MESSAGES } from '@weighbridge/contract/drilling';
import { drillingOperatorInputSchema, drillingOperatorListResponseSchema, drillingOperatorResponseSchema } from '@weighbridge/contract/drilling-operators';
import { planEditSchema, planInputSchema, planListResponseSchema, planResponseSchema } from '@weighbridge/contract/drilling-plans';
import { planApprovalSchema, planRevisionListQuerySchema } from '@weighbridge/contract/plan-revisions';
import { deletedResponseSchema, recordIdTextSchema } from '@weighbridge/contract/fields';
import type { PermissionKey } from '@weighbridge/contract/permissions';
import { productionDayBounds } from '@weighbridge/contract/shifts';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import { registerCatalogueRoutes } from '../../catalogue/routes.js';
import { actorOf } from '../../plugins/access.js';
import { readShiftPattern } from '../site/public.js';
import { blastsWithMuckpiles, editBlast, getBlast, muckpileOf, polygonMuckpiles, recordBlast } from './blasts.js';
import { drillingFigures } from './figures.js';
import { drillingFiguresQuerySchema, drillingFiguresResponseSchema } from '@weighbridge/contract/drilling-figures';
import { type DrillingContext, editLog, getLog, logsWithTotals, recordLog } from './logs.js';
import { operatorService } from './operators.js';
import { approvePlan, createPlan, deletePlan, editPlan, getPlan, listPlans } from './plans.js';

const PLAN_READERS: readonly PermissionKey[] = ['drilling.annual-plan.view', 'drilling.plan-vs-actual.view'];
const OPERATIONS_READERS: readonly PermissionKey[] = ['drilling.operations.view', 'drilling.plan-vs-actual.view'];

const revisionParams = z.object({ revision_id: recordIdTextSchema });
const logParams = z.object({ drill_log_id: recordIdTextSchema });
const blastParams = z.object({ blast_id: recordIdTextSchema });

export function drillingRoutes(app: App, ctx: DrillingContext): void {
  const { db } = ctx;
  registerCatalogueRoutes(app, db, operatorService, {
    path: '/api/drilling/operators/:operator_id',
    schemas: { input: drillingOperatorInputSchema, record: drillingOperatorResponseSchema, list: drillingOperatorListResponseSchema },
    readers: { permission: ['drilling.operations.view'] },
    permissions: { create: 'drilling.operations.configure', update: 'drilling.operations.configure' },
    remove: { permission: 'drilling.operations.configure', answer: DRILLING_MESSAGES.operatorDeleted },
  });
  planRoutes(app, ctx);
  logRoutes(app, ctx);
  blastRoutes(app, ctx);
  app.get(
    '/api/drilling/figures',
    { config: { access: { permission: OPERATIONS_READERS } }, schema: { querystring: drillingFiguresQuerySchema, response: { 200: drillingFiguresResponseSchema } } },
    async (request) => ({ data: await drillingFigures(ctx, request.query as z.infer<typeof drillingFiguresQuerySchema>) }),
  );
}

function planRoutes(app: App, ctx: DrillingContext): void {
  const readers = { permission: PLAN_READERS };
  const editors = { permission: 'drilling.annual-plan.edit' as const };
  const idOf = (request: { params: unknown }) => (request.params as z.infer<typeof revisionParams>).revision_id;
  app.get('/api/drilling/plans', { config: { access: readers }, schema: { querystring: planRevisionListQuerySchema, response: { 200: planListResponseSchema } } }, async (request) => ({
    data: await listPlans(ctx.db, (request.query as z.infer<typeof planRevisionListQuerySchema>).year),
  }));
  app.get('/api/drilling/plans/:revision_id', { config: { access: readers }, schema: { params: revisionParams, response: { 200: planResponseSchema } } }, async (request) => ({
    data: await getPlan(ctx.db, idOf(request)),
  }));
  app.post('/api/drilling/plans', { config: { access: editors }, schema: { body: planInputSchema, response: { 201: planResponseSchema } } }, async (request, reply) =>
    reply.status(201).send({ data: await createPlan(ctx, request.body as z.output<typeof planInputSchema>, actorOf(request)) }),
  );
  app.put(
    '/api/drilling/plans/:revision_id',
    { config: { access: editors }, schema: { params: revisionParams, body: planEditSchema, response: { 200: planResponseSchema } } },
    async (request) => ({ data: await editPlan(ctx, idOf(request), request.body as z.output<typeof planEditSchema>, actorOf(request)) }),
  );
  app.delete('/api/drilling/plans/:revision_id', { config: { access: editors }, schema: { params: revisionParams, response: { 200: deletedResponseSchema } } }, async (request) => {
    await deletePlan(ctx, idOf(request), actorOf(request));
    return { message: DRILLING_MESSAGES.planDeleted };
  });
  app.post(
    '/api/drilling/plans/:revision_id/approve',
    { config: { access: { permission: 'drilling.annual-plan.approve' } }, schema: { params: revisionParams, body: planApprovalSchema, response: { 200: planResponseSchema } } },
    async (request) => ({ data: await approvePlan(ctx, idOf(request), (request.body as z.output<typeof planApprovalSchema>).reason, actorOf(request)) }),
  );
}

function logRoutes(app: App, ctx: DrillingContext): void {
  const readers = { permission: OPERATIONS_READERS };
  const idOf = (request: { params: unknown }) => (request.params as z.infer<typeof logParams>).drill_log_id;
  app.get('/api/drilling/logs', { config: { access: readers }, schema: { querystring: drillLogListQuerySchema, response: { 200: drillLogListResponseSchema } } }, async (request) => {
    const query = request.query as z.infer<typeof drillLogListQuerySchema>;
    return logsWithTotals(ctx.db, { from: query.from, to: query.to, rigId: query.rig_id });
  });
  app.get('/api/drilling/logs/:drill_log_id', { config: { access: readers }, schema: { params: logParams, response: { 200: drillLogResponseSchema } } }, async (request) => ({
    data: await getLog(ctx.db, idOf(request)),
  }));
  app.post(
    '/api/drilling/logs',
    { config: { access: { permission: 'drilling.operations.record' } }, schema: { body: drillLogInputSchema, response: { 201: drillLogResponseSchema } } },
    async (request, reply) => reply.status(201).send({ data: await recordLog(ctx, request.body as z.output<typeof drillLogInputSchema>, actorOf(request)) }),
  );
  app.put(
    '/api/drilling/logs/:drill_log_id',
    { config: { access: { permission: 'drilling.operations.edit' } }, schema: { params: logParams, body: drillLogInputSchema, response: { 200: drillLogResponseSchema } } },
    async (request) => ({ data: await editLog(ctx, idOf(request), request.body as z.output<typeof drillLogInputSchema>, actorOf(request)) }),
  );
}

function blastRoutes(app: App, ctx: DrillingContext): void {
  const readers = { permission: OPERATIONS_READERS };
  const idOf = (request: { params: unknown }) => (request.params as z.infer<typeof blastParams>).blast_id;
  app.get('/api/drilling/blasts', { config: { access: readers }, schema: { querystring: blastListQuerySchema, response: { 200: blastListResponseSchema } } }, async (request) => {
    const query = request.query as z.infer<typeof blastListQuerySchema>;
    const pattern = await readShiftPattern(ctx.db);
    const from = productionDayBounds(query.from, pattern, ctx.siteTimeZone).start;
    const to = productionDayBounds(query.to, pattern, ctx.siteTimeZone).end;
    return { data: await blastsWithMuckpiles(ctx.db, { from, to, polygonId: query.polygon_id }) };
  });
  app.get('/api/drilling/blasts/:blast_id', { config: { access: readers }, schema: { params: blastParams, response: { 200: blastResponseSchema } } }, async (request) => ({
    data: await getBlast(ctx.db, idOf(request)),
  }));
  app.post(
    '/api/drilling/blasts',
    { config: { access: { permission: 'drilling.operations.record' } }, schema: { body: blastInputSchema, response: { 201: blastResponseSchema } } },
    async (request, reply) => reply.status(201).send({ data: await recordBlast(ctx, request.body as z.output<typeof blastInputSchema>, actorOf(request)) }),
  );
  app.put(
    '/api/drilling/blasts/:blast_id',
    { config: { access: { permission: 'drilling.operations.edit' } }, schema: { params: blastParams, body: blastInputSchema, response: { 200: blastResponseSchema } } },
    async (request) => ({ data: await editBlast(ctx, idOf(request), request.body as z.output<typeof blastInputSchema>, actorOf(request)) }),
  );
  app.get(
    '/api/drilling/blasts/:blast_id/muckpile',
    { config: { access: readers }, schema: { params: blastParams, response: { 200: muckpileResponseSchema } } },
    async (request) => ({ data: await muckpileOf(ctx.db, idOf(request)) }),
  );
  app.get(
    '/api/drilling/muckpiles',
    { config: { access: { permission: MUCKPILE_READERS } }, schema: { querystring: muckpileListQuerySchema, response: { 200: muckpileListResponseSchema } } },
    async (request) => ({ data: await polygonMuckpiles(ctx.db, (request.query as z.infer<typeof muckpileListQuerySchema>).loading_area_id) }),
  );
}
