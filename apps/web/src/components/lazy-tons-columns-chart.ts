/** The columns of tons, loaded on first use in a chunk of its own with the chart library (see tons-columns-chart.tsx). */
import { lazy } from 'react';

export const TonsColumnsChart = lazy(async () => ({ default: (await import('./tons-columns-chart')).TonsColumnsChart }));
