/** What the import uses of the drivers. */
export { insertDrivers, listDriverItems } from './repository.js';
