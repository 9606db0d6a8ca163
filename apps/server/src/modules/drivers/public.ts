/** What the import uses of the drivers. */
export { findDriverItem, insertDriver, listDriverItems } from './repository.js';
