/** What Drilling offers the other modules: its figures of a period, for the Drilling report. */
export { drillingFigures } from './figures.js';
