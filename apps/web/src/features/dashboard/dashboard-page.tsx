/**
 * /dashboard (spec part 1 sections 2, 4, 8 and 9): the Time Period filter, the four cards, the weather,
 * material and polygon insights, recent transactions and trips per vehicle. Each block loads on its own,
 * so one failing call leaves the others working; failures are only logged.
 */
import { Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useNow } from '../../lib/use-now';
import { useInsights } from './api/get-insights';
import { useStatistics } from './api/get-statistics';
import { MaterialInsights } from './material-insights';
import { PolygonActivity } from './polygon-activity';
import { RecentTransactions } from './recent-transactions';
import { DEFAULT_SHIFT_PATTERN } from '@weighbridge/contract/shifts';
import { useSite } from '../../app/queries/site';
import { todayMoment, useDayBasis, withDayBasis } from '../../app/preferences/day-basis';
import { DayBasisControl } from '../../app/preferences/day-basis-control';
import { StatCards } from './stat-cards';
import { ALL_TIME, periodQuery, resolvePeriod, type TimePeriod } from './time-period';
import { TimePeriodFilter } from './time-period-filter';
import { useLoggedFailure } from './use-logged-failure';
import { VehicleTripCounts } from './vehicle-trip-counts';
import { WeatherCard } from './weather-card';

export function DashboardPage() {
  const [period, setPeriod] = useState<TimePeriod>(ALL_TIME);
  const timeZone = useSiteTimeZone();
  // Renewed each minute, so that Today, Week and Month move on at the site's midnight, and This Shift at the shift's end.
  const now = useNow(60_000);
  const shifts = useSite().data?.shifts ?? DEFAULT_SHIFT_PATTERN;
  const dayBasis = useDayBasis();
  const resolved = resolvePeriod(period, now, timeZone, shifts, todayMoment(now, dayBasis, timeZone));
  const query = withDayBasis(periodQuery(resolved), dayBasis.basis);

  const stats = useStatistics(query);
  const insights = useInsights(query);
  useLoggedFailure(stats, 'statistics');
  useLoggedFailure(insights, 'insights');

  return (
    <Stack gap="md">
      <DayBasisControl />
      <TimePeriodFilter period={period} resolved={resolved} onChange={setPeriod} />
      <Grid gap="md" align="stretch">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <StatCards stats={stats.data} loading={stats.isPending} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <WeatherCard />
        </Grid.Col>
      </Grid>
      <MaterialInsights insights={insights} />
      <PolygonActivity insights={insights} />
      <Grid gap="md" align="stretch">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RecentTransactions period={query} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <VehicleTripCounts period={query} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
