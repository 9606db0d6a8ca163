/**
 * /settings/system (administrators): what describes the site, kept in the database and read by every server:
 * its name, address, public address, coordinates and logo, its shifts, its document number formats, the units
 * weights are shown in, its workstations, and the time zone its days are counted in.
 */
import { Alert, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { unsetSiteSettings } from '@weighbridge/contract/site';
import type { ReactNode } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { useSite } from '../../app/queries/site';
import { useSiteSettings } from './api/site-settings';
import { DocumentNumbersSection } from './document-numbers-section';
import { pageMessages as text, unsetMessages } from './messages';
import { ShiftsForm } from './shifts-form';
import { SiteLogoPanel } from './site-logo-panel';
import { SiteProfileForm } from './site-profile-form';
import { WeightsForm } from './weights-form';
import { WorkstationsPanel } from './workstations-panel';

/** The names unsetSiteSettings gives what is not set, as the page words them. */
const UNSET_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  name: unsetMessages.name,
  address: unsetMessages.address,
  'public address': unsetMessages.publicAddress,
  coordinates: unsetMessages.coordinates,
};

/** 'The site's name, address and coordinates are not set yet.', as the contract's unsetSiteSettingsText writes it. */
function unsetText(intl: IntlShape, unset: readonly string[]): string {
  const names = unset.map((missing) => (UNSET_NAMES[missing] ? intl.formatMessage(UNSET_NAMES[missing]) : missing));
  const list = names.length > 1 ? intl.formatMessage(unsetMessages.lastTwo, { first: names.slice(0, -1).join(', '), last: names.at(-1)! }) : (names[0] ?? '');
  return intl.formatMessage(unsetMessages.list, { count: names.length, list });
}

function TimeZonePanel({ timeZone }: { timeZone: string }) {
  const intl = useIntl();
  const title = intl.formatMessage(text.timeZone);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="md">
        {title}
      </Title>
      <Text fw={600}>{timeZone}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        {intl.formatMessage(text.timeZoneText, { code: (command: ReactNode[]) => <Code>{command}</Code> })}
      </Text>
    </Paper>
  );
}

export function SystemPage() {
  const intl = useIntl();
  const settings = useSiteSettings();
  const site = useSite();
  const unset = settings.data ? unsetSiteSettings(settings.data) : [];
  return (
    <>
      <PageToolbar title={intl.formatMessage(text.title)} />
      {settings.isError && (
        <Alert color="red" title={intl.formatMessage(text.failed)} role="alert" mb="md">
          {intl.formatMessage(text.notLoaded)}
        </Alert>
      )}
      {settings.isPending && <LoadingNotice />}
      {settings.data && (
        <Stack gap="lg" maw={760}>
          {unset.length > 0 && (
            <Alert color="yellow" title={intl.formatMessage(text.notSetYet)}>
              {unsetText(intl, unset)}
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
