/** Production's routes under /api/production: the crush plan, shift logs, stockpiles and figures. */
import type { App } from '../../app-types.js';
import type { ProductionContext } from './context.js';
import { crushPlanRoutes } from './crush-plan-routes.js';
import { figuresRoutes } from './figures-routes.js';
import { shiftLogRoutes } from './shift-log-routes.js';
import { stockpileRoutes } from './stockpile-routes.js';

export function productionRoutes(app: App, ctx: ProductionContext): void {
  crushPlanRoutes(app, ctx);
  shiftLogRoutes(app, ctx);
  stockpileRoutes(app, ctx);
  figuresRoutes(app, ctx);
}
