/** What the Stop Counter offers the other modules: its figures of a period, for the downtime report. */
export { stopFigures } from './figures.js';
