import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

/** A cache holding an answer under each key, as the pages leave it. */
function cacheWith(keys: QueryKey[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, 'answer');
  return queryClient;
}

function refreshedKeys(queryClient: QueryClient) {
  return queryClient.getQueryCache().findAll().filter((query) => query.state.isInvalidated).map((query) => query.queryKey);
}

describe('queryKeys', () => {
  it('refreshes every query of a resource from its root, and no other resource', async () => {
    const queryClient = cacheWith([queryKeys.scales.all, queryKeys.scales.status(3), queryKeys.readers.status(3)]);
    await queryClient.invalidateQueries({ queryKey: queryKeys.scales.all });
    expect(refreshedKeys(queryClient)).toEqual([['scales'], ['scales', 3, 'status']]);
  });

  it("refreshes the dashboard's cards and recent loads with the scale documents, not its weather", async () => {
    const period = { startDate: '2026-03-01', endDate: '2026-03-31' };
    const queryClient = cacheWith([queryKeys.scaleDocuments.stats(period), queryKeys.scaleDocuments.dashboardRecent(period), queryKeys.dashboard.weather()]);
    await queryClient.invalidateQueries({ queryKey: queryKeys.scaleDocuments.all });
    expect(refreshedKeys(queryClient)).toEqual([
      ['scale-documents', 'stats', period],
      ['scale-documents', 'dashboard-recent', period],
    ]);
  });

  it("keeps the user's own sessions apart from every user's sessions", async () => {
    const queryClient = cacheWith([queryKeys.sessions.all, queryKeys.auth.mySessions()]);
    await queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all });
    expect(refreshedKeys(queryClient)).toEqual([['sessions']]);
  });
});
