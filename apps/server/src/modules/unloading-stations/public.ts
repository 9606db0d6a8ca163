/** What the import uses of the unloading stations: the list, and inserting several by one statement. */
export { unloadingStationRecords } from './catalogue.js';
