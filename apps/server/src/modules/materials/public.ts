/** What the import uses of the materials: the list, and inserting several by one statement. */
export { materialRecords } from './catalogue.js';
