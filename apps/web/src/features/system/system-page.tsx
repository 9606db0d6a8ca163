/**
 * /settings/system (administrators): what describes the site, kept in the database and read by every server:
 * its name, address, public address, coordinates and logo, its shifts, its document number formats, the units
 * weights are shown in, its workstations, and the time zone its days are counted in.
 */
import { Alert, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { unsetSiteSettings, unsetSiteSettingsText } from '@weighbridge/contract/site';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { useSite } from '../../app/queries/site';
import { useSiteSettings } from './api/site-settings';
import { DocumentNumbersSection } from './document-numbers-section';
import { ShiftsForm } from './shifts-form';
import { SiteLogoPanel } from './site-logo-panel';
import { SiteProfileForm } from './site-profile-form';
import { WeightsForm } from './weights-form';
import { WorkstationsPanel } from './workstations-panel';

function TimeZonePanel({ timeZone }: { timeZone: string }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Time zone">
      <Title order={3} size="h4" mb="md">
        Time zone
      </Title>
      <Text fw={600}>{timeZone}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        Every day, shift, report and ticket is counted in this zone. Changing it counts the report totals again, so it is
        done while no server runs: <Code>npm run db -- set-time-zone Europe/Berlin</Code>
      </Text>
    </Paper>
  );
}

export function SystemPage() {
  const settings = useSiteSettings();
  const site = useSite();
  const unset = settings.data ? unsetSiteSettings(settings.data) : [];
  return (
    <>
      <PageToolbar title="System" />
      {settings.isError && (
        <Alert color="red" title="Failed to load data" role="alert" mb="md">
          The system settings could not be loaded.
        </Alert>
      )}
      {settings.isPending && <LoadingNotice />}
      {settings.data && (
        <Stack gap="lg" maw={760}>
          {unset.length > 0 && (
            <Alert color="yellow" title="Not set yet">
              {unsetSiteSettingsText(unset)}
            </Alert>
          )}
          {/* Keyed by the last save, so that the form starts again from what was saved. */}
          <SiteProfileForm key={settings.data.updated_at ?? 'first start'} settings={settings.data} />
          <SiteLogoPanel logoUrl={settings.data.logo_url} />
          {site.data && <ShiftsForm key={JSON.stringify(site.data.shifts)} pattern={site.data.shifts} />}
          <DocumentNumbersSection />
          {site.data && <WeightsForm key={JSON.stringify(site.data.weights)} display={site.data.weights} />}
          <WorkstationsPanel />
          <TimeZonePanel timeZone={settings.data.time_zone} />
        </Stack>
      )}
    </>
  );
}
