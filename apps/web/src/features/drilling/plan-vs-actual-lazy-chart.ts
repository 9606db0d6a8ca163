/** The Plan vs Actual chart, loaded on first use so that the chart library is not in the page's first chunk. */
import { lazy } from 'react';

export const PlanActualChart = lazy(async () => ({ default: (await import('./plan-vs-actual-chart')).PlanActualChart }));
