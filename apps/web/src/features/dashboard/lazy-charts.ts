/** The charts, each loaded on first use from the one chart chunk (see dashboard-charts.tsx). */
import { lazy } from 'react';

const charts = () => import('./dashboard-charts');

export const MaterialBarChart = lazy(async () => ({ default: (await charts()).MaterialBarChart }));
export const MaterialPieChart = lazy(async () => ({ default: (await charts()).MaterialPieChart }));
export const PolygonActivityChart = lazy(async () => ({ default: (await charts()).PolygonActivityChart }));
