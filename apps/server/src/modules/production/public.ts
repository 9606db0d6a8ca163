/** What Production offers the other modules: its figures of a period, for the Production report. */
export { productionFigures } from './figures.js';
