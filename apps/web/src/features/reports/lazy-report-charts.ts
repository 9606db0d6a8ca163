/** The report charts, each loaded on first use from the one chart chunk (see report-charts.tsx). */
import { lazy } from 'react';

const charts = () => import('./report-charts');

export const SlicePie = lazy(async () => ({ default: (await charts()).SlicePie }));
export const RankingBars = lazy(async () => ({ default: (await charts()).RankingBars }));
export const HourlyActivityChart = lazy(async () => ({ default: (await charts()).HourlyActivityChart }));
export const MaterialLinesChart = lazy(async () => ({ default: (await charts()).MaterialLinesChart }));
