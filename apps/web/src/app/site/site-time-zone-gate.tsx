/**
 * Holds the signed-in pages back until the site's time zone is known, then provides it: every date and
 * time is written in the site's zone, and a page shown before it would show the browser's days. The
 * site's weight display comes with it, so that no page shows a weight in another unit first.
 */
import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadingNotice } from '../../components/loading-notice';
import { SiteTimeZoneProvider } from '../../lib/site-time-zone';
import { SiteWeightsProvider } from '../../lib/site-weights';
import { useSite } from '../queries/site';
import { siteGateMessages as text } from './messages';

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
      <Alert color="red" title={<FormattedMessage {...text.failed} />} role="alert">
        <FormattedMessage {...text.explanation} />
      </Alert>
      <Button variant="default" w="fit-content" onClick={() => void site.refetch()} loading={site.isFetching}>
        <FormattedMessage {...text.tryAgain} />
      </Button>
    </Stack>
  );
}
