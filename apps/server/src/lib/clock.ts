/** The time source of the server; tests pass their own to move time forward. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
