/**
 * What other modules use of the vehicles: reading and writing vehicles (vehicleRecords: list, find, lock,
 * insertMany), and pairing one with a driver (the vehicle holds its driver).
 */
export { vehicleRecords } from './catalogue.js';
export { assignDriver, releaseDriver } from './repository.js';
