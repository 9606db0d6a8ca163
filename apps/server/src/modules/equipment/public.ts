/** What the other modules use of the equipment register: the machines as one list, and a machine's delete refusal. */
export { machineDeleteRefusal } from './catalogue.js';
export { machinesOf } from './register.js';
