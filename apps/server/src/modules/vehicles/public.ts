/**
 * What other modules use of the vehicles: reading and writing a vehicle, and pairing it with a driver (the
 * vehicle holds its driver).
 */
export { assignDriver, findVehicleItem, insertVehicles, listVehicleItems, lockVehicleItem, releaseDriver } from './repository.js';
