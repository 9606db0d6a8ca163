/** /api/production/figures: each plant's figures of a period of production days, for Plan vs Actual and Crush Operations. */
import { productionFiguresQuerySchema, productionFiguresResponseSchema } from '@weighbridge/contract/production-figures';
import type { z } from 'zod';
import type { App } from '../../app-types.js';
import type { ProductionContext } from './context.js';
import { productionFigures } from './figures.js';

const readers = { permission: ['production.plan-vs-actual.view', 'production.crush-operations.view'] } as const;

export function figuresRoutes(app: App, ctx: ProductionContext): void {
  app.get('/api/production/figures', { config: { access: readers }, schema: { querystring: productionFiguresQuerySchema, response: { 200: productionFiguresResponseSchema } } }, async (request) => {
    const query = request.query as z.output<typeof productionFiguresQuerySchema>;
    return { data: await productionFigures(ctx, { from: query.from, to: query.to, plantId: query.plant_id }) };
  });
}
