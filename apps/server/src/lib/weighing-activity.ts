/**
 * Whether this server is weighing: when it last began a weighing (a tara, a load or a document entered
 * by hand) and how many are in progress, per database. The weighing services note their weighings here;
 * work that competes with them for the numbering (an import writing its documents) reads it to give way.
 * Kept in the process, and measured on a monotonic clock: it says nothing about other servers.
 */
type Activity = { lastStartedAt: number; inProgress: number; /** Called when the last weighing in progress settles. */ onIdle: (() => void)[] };

const activities = new WeakMap<object, Activity>();

function activityOf(database: object): Activity {
  let activity = activities.get(database);
  if (!activity) activities.set(database, (activity = { lastStartedAt: Number.NEGATIVE_INFINITY, inProgress: 0, onIdle: [] }));
  return activity;
}

/**
 * Runs a weighing, noted as begun now and in progress until it settles.
 * @example
 * return asWeighing(ctx.db, () => ctx.db.transaction((tx) => issue(tx)));
 */
export async function asWeighing<T>(database: object, weigh: () => Promise<T>): Promise<T> {
  const activity = activityOf(database);
  activity.lastStartedAt = performance.now();
  activity.inProgress += 1;
  try {
    return await weigh();
  } finally {
    activity.inProgress -= 1;
    if (activity.inProgress === 0) for (const idle of activity.onIdle.splice(0)) idle();
  }
}

/** Milliseconds since this server last weighed on the database: 0 while a weighing is in progress, Infinity if it never has. */
export function msSinceWeighing(database: object): number {
  const activity = activityOf(database);
  return activity.inProgress > 0 ? 0 : performance.now() - activity.lastStartedAt;
}

/** Weighings on the database this server has begun and not yet answered. */
export const weighingsInProgress = (database: object): number => activityOf(database).inProgress;

/** Resolves once no weighing of this server is in progress on the database, or after `maxMs`, whichever comes first. */
export function noWeighingInProgress(database: object, maxMs: number): Promise<void> {
  const activity = activityOf(database);
  if (activity.inProgress === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, maxMs);
    function done() {
      clearTimeout(timer);
      const index = activity.onIdle.indexOf(done);
      if (index >= 0) activity.onIdle.splice(index, 1);
      resolve();
    }
    activity.onIdle.push(done);
  });
}
