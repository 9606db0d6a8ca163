/** What the import uses of the drivers: the list, and inserting several by one statement. */
export { driverRecords } from './catalogue.js';
