/**
 * The moment a site day starts, found in JavaScript with Intl's time zone data, apart from the SQL the
 * server cuts its days with, so that tests of that SQL do not check it against itself.
 */

const parts = (moment: number, timeZone: string) => {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const value = (type: string) => Number(format.formatToParts(new Date(moment)).find((part) => part.type === type)!.value);
  return Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
};

/** The UTC moment of local midnight of a YYYY-MM-DD day in a zone (where midnight exists, as in Europe and America). */
export function localMidnight(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wanted = Date.UTC(year, month - 1, date);
  let moment = wanted;
  // The wall clock read at a guess is off by the zone's offset there; two corrections settle it across a change.
  for (let step = 0; step < 3; step++) moment += wanted - parts(moment, timeZone);
  return new Date(moment);
}

/** The YYYY-MM-DD day after a day. */
export function dayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}
