/**
 * Which rollup buckets make up a period of site days: whole years where the period covers them, whole
 * months around those, and single days at its ragged ends. All time is the one all-time bucket. The
 * trends ask for nothing coarser than months, since they show each month.
 */
import { type SQL, sql } from 'drizzle-orm';
import { namedColumns } from './keys.js';
import type { RollupDimension, RollupGrain } from '../../db/tables/rollups.js';

export type RollupPeriod = {
  startDate?: string | undefined;
  endDate?: string | undefined;
  /**
   * Moments rather than days (a shift): counted from the documents and taras weighed in [from, to), which a
   * window of hours keeps few, instead of from the day totals; the days, when given too, are ignored.
   */
  window?: MomentWindow | undefined;
  /** Nothing counted lies after the last day (see withQuietEnd): the bucket holding the last day may stand for the tail. */
  quietAfter?: boolean | undefined;
};

export type MomentWindow = {
  from: Date;
  to: Date;
  /**
   * The calendar days the window holds whole, when its maker knows them (production days 2 to 9 March hold
   * 3 to 9 March whole): read from the totals by the coarsest buckets that add up to them, as days are.
   */
  wholeDays?: { startDate: string; endDate: string } | undefined;
};

/** A query's window of moments (the contract's momentWindowFields, checked given together), or undefined. */
export function momentWindow(query: { from?: string | undefined; to?: string | undefined }): MomentWindow | undefined {
  return query.from && query.to ? { from: new Date(query.from), to: new Date(query.to) } : undefined;
}

/** Buckets of one grain from `from` (inclusive) to `to` (exclusive); a missing bound is open. */
export type BucketRange = { grain: RollupGrain; from?: string; to?: string };

const day = (date: Date) => date.toISOString().slice(0, 10);
const utc = (text: string) => new Date(`${text}T00:00:00Z`);

/** The YYYY-MM-DD day `days` after (or before, when negative) the given one. */
export function addDays(text: string, days: number): string {
  const date = utc(text);
  date.setUTCDate(date.getUTCDate() + days);
  return day(date);
}

const nextDay = (text: string) => addDays(text, 1);

/** The first day of the month or year that starts on or after `text`. */
function ceilTo(unit: 'month' | 'year', text: string): string {
  const floor = floorTo(unit, text);
  if (floor === text) return text;
  const date = utc(floor);
  if (unit === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return day(date);
}

/** The first day of the month or year holding `text`. */
function floorTo(unit: 'month' | 'year', text: string): string {
  return unit === 'month' ? `${text.slice(0, 7)}-01` : `${text.slice(0, 4)}-01-01`;
}

/** A start before an end; undefined is minus infinity as a start and plus infinity as an end. */
const before = (start: string | undefined, end: string | undefined) => start === undefined || end === undefined || start < end;

export function periodBuckets(period: RollupPeriod, coarsest: 'month' | 'year' = 'year'): BucketRange[] {
  const start = period.startDate;
  const end = period.endDate === undefined ? undefined : nextDay(period.endDate);
  const ranges: BucketRange[] = [];
  if (coarsest === 'year' && start === undefined && end === undefined) return [{ grain: 'all' }];
  const add = (grain: RollupGrain, from: string | undefined, to: string | undefined) => {
    if (before(from, to)) ranges.push({ grain, ...(from !== undefined && { from }), ...(to !== undefined && { to }) });
  };

  const monthStart = start && ceilTo('month', start);
  const monthEnd = end && floorTo('month', end);
  if (!before(monthStart, monthEnd)) {
    add('day', start, end);
    return ranges;
  }
  const yearStart = start && ceilTo('year', start);
  const yearEnd = end && floorTo('year', end);
  if (coarsest === 'year' && before(yearStart, yearEnd)) {
    add('year', yearStart, yearEnd);
    if (yearStart !== undefined) add('month', monthStart, yearStart);
    if (yearEnd !== undefined) add('month', yearEnd, monthEnd);
  } else {
    add('month', monthStart, monthEnd);
  }
  if (monthStart !== undefined) add('day', start, monthStart);
  if (monthEnd !== undefined) add('day', monthEnd, end);
  return ranges;
}

/** The first day of the one bucket of grain 'all' (report-totals.sql). */
const ALL_TIME_BUCKET = '2000-01-01';

function rangeCondition(alias: SQL, range: BucketRange): SQL {
  const conditions = [sql`${alias}.grain = ${range.grain}`];
  // All time's one bucket named, so that a lookup of one key (a blast's) is one probe of the totals' key.
  if (range.grain === 'all') conditions.push(sql`${alias}.bucket = ${ALL_TIME_BUCKET}::date`);
  if (range.from !== undefined) conditions.push(sql`${alias}.bucket >= ${range.from}::date`);
  if (range.to !== undefined) conditions.push(sql`${alias}.bucket < ${range.to}::date`);
  return sql`(${sql.join(conditions, sql` and `)})`;
}

/**
 * The year, or else the month, that holds the period's last day and starts within the period. When
 * nothing is counted after the last day, that one bucket holds exactly the period's days from its start:
 * "this month" so far is the month's bucket, not a bucket per day.
 */
export function tailBucket(period: RollupPeriod, coarsest: 'month' | 'year' = 'year'): { grain: 'month' | 'year'; first: string } | undefined {
  if (period.endDate === undefined) return undefined;
  for (const grain of coarsest === 'year' ? (['year', 'month'] as const) : (['month'] as const)) {
    const first = floorTo(grain, period.endDate);
    if (period.startDate === undefined || period.startDate <= first) return { grain, first };
  }
  return undefined;
}

/** The buckets that add up to the period, with its tail in one bucket when nothing comes after it. */
export function rollupBuckets(period: RollupPeriod, coarsest: 'month' | 'year' = 'year'): BucketRange[] {
  const tail = period.quietAfter ? tailBucket(period, coarsest) : undefined;
  if (!tail) return periodBuckets(period, coarsest);
  const head = periodBuckets({ startDate: period.startDate, endDate: addDays(tail.first, -1) }, coarsest);
  return [...head, { grain: tail.grain, from: tail.first, to: nextDay(tail.first) }];
}

export type RollupRowsOptions = {
  /** The trends ask for nothing coarser than months, since they show each month. */
  coarsest?: 'month' | 'year';
  /** Conditions on the rows by their named keys and figures, e.g. sql`r.loads > 0`. */
  where?: SQL[];
};

/**
 * The rows of one dimension (alias r) that add up to the period, with its keys by name (ROLLUP_KEYS), e.g.
 * `select r.vehicle_id, sum(r.loads) from ${rollupRows('vehicle', period, { where: [sql`r.loads > 0`] })} group by r.vehicle_id`.
 */
export function rollupRows(dimension: RollupDimension, period: RollupPeriod, options: RollupRowsOptions = {}): SQL {
  if (period.window) return windowRows(dimension, period.window, options.where);
  const alias = sql.raw('r');
  const ranges = rollupBuckets(period, options.coarsest).map((range) => rangeCondition(alias, range));
  return namedRows(dimension, ranges.length ? sql.join(ranges, sql` or `) : sql`false`, options.where);
}

/** The period's single days of one dimension: for the daily trend. */
export function rollupDays(dimension: RollupDimension, period: RollupPeriod, options: Pick<RollupRowsOptions, 'where'> = {}): SQL {
  const range: BucketRange = {
    grain: 'day',
    ...(period.startDate !== undefined && { from: period.startDate }),
    ...(period.endDate !== undefined && { to: nextDay(period.endDate) }),
  };
  return namedRows(dimension, rangeCondition(sql.raw('r'), range), options.where);
}

/**
 * The dimension's rows of the documents and taras weighed in the window, shaped as the totals' rows of their
 * day (the same keys and figures the totals' triggers add, from the same SQL functions), so that every
 * reader of rollupRows reads a shift as it reads days. A window longer than a day (production days: a week
 * from Monday 06:00 to the next Monday 06:00) reads the calendar days it holds whole from the totals (by
 * years, months and days, as a period of days is read) and only its ragged ends from the documents, through
 * their time columns' indexes: its cost is the two ends and the totals' rows, however long the window and
 * the history.
 */
function windowRows(dimension: RollupDimension, window: MomentWindow, where: SQL[] = []): SQL {
  // A subquery, read once: the function called in a condition is called again for every row the condition tests.
  const tz = sql`(select weighing_rollups_time_zone())`;
  const from = sql`${window.from.toISOString()}::timestamptz`;
  const to = sql`${window.to.toISOString()}::timestamptz`;
  // The calendar days the window holds whole, [firstDay, lastDay): as its maker says, or else after the day it
  // starts in and before the day it ends in, read by single days.
  const whole = window.wholeDays;
  const firstDay = whole ? sql`${whole.startDate}::date` : sql`((${from} at time zone ${tz})::date + 1)`;
  const lastDay = whole ? sql`(${whole.endDate}::date + 1)` : sql`((${to} at time zone ${tz})::date)`;
  const wholeBuckets = whole
    ? sql.join(rollupBuckets(whole).map((range) => rangeCondition(sql.raw('c'), range)), sql` or `)
    : sql`c.grain = 'day' and c.bucket >= ${firstDay} and c.bucket < ${lastDay}`;
  // The ends read from the documents: before the first whole day's midnight, or from the day the window ends in.
  // Two whole ranges, each an index range: as one range with a condition, every moment between was read and left.
  // A window within one day, or across one midnight, holds no whole day: its first range is all of it, its second none.
  const [firstMidnight, lastMidnight] = [sql`(${firstDay}::timestamp at time zone ${tz})`, sql`(${lastDay}::timestamp at time zone ${tz})`];
  const atEnds = (column: SQL) =>
    sql`((${column} >= ${from} and ${column} < least(${firstMidnight}, ${to})) or (${column} >= greatest(${lastMidnight}, ${firstMidnight}) and ${column} < ${to}))`;
  const columns = sql.raw('c.dimension, c.grain, c.bucket, c.key_a, c.key_b, c.key_c, c.key_text, c.loads, c.weight_kg, c.taras, c.min_kg, c.max_kg');
  // The functions are given the zone as a column of a one-row table (offset 0 keeps it one, read once), not as the
  // subquery: given a subquery, a function is called row by row; given a column, it is inlined into this query,
  // which halves the cost of each document. Only the dimension read is worked out (the blast's lookup is not).
  const zone = sql`(select weighing_rollups_time_zone() as tz offset 0) z`;
  const source = sql`(select ${columns} from scale_documents d cross join ${zone} cross join lateral weighing_rollup_document_rows(d, 1, z.tz, ${dimension}) c
                        where ${atEnds(sql`d.second_weigh_timestamp`)}
                          and c.grain = 'day' and c.dimension = ${dimension}
                      union all
                      select ${columns} from tara_weighings t cross join ${zone} cross join lateral weighing_rollup_tara_rows(t, 1, z.tz) c
                        where ${atEnds(sql`t.weighed_at`)}
                          and c.grain = 'day' and c.dimension = ${dimension}
                      union all
                      select ${columns} from weighing_rollups c
                        where c.dimension = ${dimension} and (${wholeBuckets}))`;
  const rows = sql`(select ${namedColumns(dimension)} from ${source} r) r`;
  return where.length ? sql`(select * from ${rows} where ${sql.join(where, sql` and `)}) r` : rows;
}

/**
 * The dimension's rows in the buckets, with its keys by name, as a table aliased r that a query may join or
 * follow with any clause; the conditions are on the named keys. The planner flattens both levels.
 */
function namedRows(dimension: RollupDimension, buckets: SQL, where: SQL[] = []): SQL {
  const rows = sql`(select ${namedColumns(dimension)} from weighing_rollups r where r.dimension = ${dimension} and (${buckets})) r`;
  return where.length ? sql`(select * from ${rows} where ${sql.join(where, sql` and `)}) r` : rows;
}
