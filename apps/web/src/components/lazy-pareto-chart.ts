/** The Pareto chart, loaded on first use in a chunk of its own with the chart library (see pareto-chart.tsx). */
import { lazy } from 'react';

export const ParetoChart = lazy(async () => ({ default: (await import('./pareto-chart')).ParetoChart }));
