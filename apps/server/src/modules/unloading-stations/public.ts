/** What the import uses of the unloading stations. */
export { findUnloadingStationItem, insertUnloadingStation, listUnloadingStationItems } from './repository.js';
