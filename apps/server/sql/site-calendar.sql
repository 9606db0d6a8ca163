-- The site's calendar in SQL: the production day a moment belongs to, by the rule of productionDayOf
-- (packages/contract/src/shifts.ts), so that figures cut in the database and on a page fall in the same days.
-- Both are tested against one table of hand-listed instants (packages/contract/src/production-day-cases.ts).
--
-- How this file is applied. After the versioned migrations, at every start, on both engines, in one
-- transaction under the migrations' lock (apps/server/src/db/site-calendar.ts), before the report totals'
-- file, so that a total may be cut by these. Every statement is a create or replace. Nothing here holds data,
-- so a changed definition needs nothing counted again (which is why these are not in report-totals.sql: a
-- change there recounts every total). Statements end with a line ending in ';' outside a $$ body; comments
-- go on lines of their own.
--
-- Immutable, as the zone conversions they use are: every step is a conversion with a named zone or
-- arithmetic on timestamps without a zone, so the session's TimeZone changes nothing (adding an interval to a
-- timestamptz, or casting one to a date, would read it).

-- The production day a moment `at` belongs to at a site in zone `tz` whose production days start at
-- `day_start` on its clock ('06:00'). A shift that crosses midnight belongs to the day it started in: with
-- days from 06:00, 02:00 on 10 March is production day 9 March. A day starts when the site's clock first
-- reaches its start (a start shown twice, when clocks go back, is its first occurrence), or when the clock
-- skips past it (a start in the skipped hour, when they go forward, is the change itself). So the site's
-- clock less the day start names the day, except in the second pass of a repeated hour: there a clock short
-- of the next day's start may have reached it once already. That happened when the start read with the
-- offset of a day earlier is a moment no later than `at` that the clock showed as the start (no zone
-- changes its clock twice within a day). plpgsql, to compute each step once: a report calls it per row.
CREATE OR REPLACE FUNCTION site_production_day(at timestamptz, tz text, day_start interval) RETURNS date
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  by_clock date := ((at AT TIME ZONE tz) - day_start)::date;
  next_start timestamp := by_clock + 1 + day_start;
  utc timestamp := at AT TIME ZONE 'UTC';
  day_earlier timestamp := utc - interval '1 day';
  offset_then interval := ((day_earlier AT TIME ZONE 'UTC') AT TIME ZONE tz) - day_earlier;
  first_reached timestamp := next_start - offset_then;
BEGIN
  IF first_reached <= utc AND (first_reached AT TIME ZONE 'UTC') AT TIME ZONE tz = next_start THEN
    RETURN by_clock + 1;
  END IF;
  RETURN by_clock;
END;
$$;
