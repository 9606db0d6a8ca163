/**
 * Holds the signed-in pages back until the site's time zone is known, then provides it: every date and
 * time is written in the site's zone, and a page shown before it would show the browser's days. The
 * site's weight display comes with it, so that no page shows a weight in another unit first.
 */
import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingNotice } from '../../components/loading-notice';
import { SiteTimeZoneProvider } from '../../lib/site-time-zone';
import { SiteWeightsProvider } from '../../lib/site-weights';
import { useSite } from '../queries/site';

export function SiteTimeZoneGate({ children }: { children: ReactNode }) {
  const site = useSite();
  if (site.data)
    return (
      <SiteTimeZoneProvider value={site.data.timeZone}>
        <SiteWeightsProvider value={site.data.weights}>{children}</SiteWeightsProvider>
      </SiteTimeZoneProvider>
    );
  if (!site.isError) return <LoadingNotice />;
  return (
    <Stack p="md" maw={560}>
      <Alert color="red" title="Failed to load data" role="alert">
        The site's settings could not be loaded, so dates cannot be shown in the site's time zone.
      </Alert>
      <Button variant="default" w="fit-content" onClick={() => void site.refetch()} loading={site.isFetching}>
        Try again
      </Button>
    </Stack>
  );
}
