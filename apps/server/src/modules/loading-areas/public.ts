/** What the import uses of the loading areas and their polygons: the lists, and inserting several by one statement. */
export { loadingAreaRecords, polygonRecords } from './catalogue.js';
