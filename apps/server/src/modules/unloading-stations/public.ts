/** What the import uses of the unloading stations. */
export { insertUnloadingStations, listUnloadingStationItems } from './repository.js';
