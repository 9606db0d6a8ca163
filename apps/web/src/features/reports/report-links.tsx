/** The two link cards at the top of Reports & Analytics, to the material reports. */
import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarMonth, IconChartBar, type Icon } from '@tabler/icons-react';
import { ANNUAL_MATERIAL_TITLE, MONTHLY_MATERIAL_TITLE } from '@weighbridge/contract/material-report-tables';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useKnownTexts } from '../../lib/known-texts';
import { linkMessages } from './messages';

const LINKS: ReadonlyArray<{ to: string; title: string; description: (typeof linkMessages)[keyof typeof linkMessages]; icon: Icon; colour: string }> = [
  {
    to: '/reports/monthly-material',
    title: MONTHLY_MATERIAL_TITLE,
    description: linkMessages.monthly,
    icon: IconCalendarMonth,
    colour: 'blue',
  },
  {
    to: '/reports/annual-material',
    title: ANNUAL_MATERIAL_TITLE,
    description: linkMessages.annual,
    icon: IconChartBar,
    colour: 'teal',
  },
];

export function ReportLinks() {
  const intl = useIntl();
  const knownText = useKnownTexts();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {LINKS.map((link) => (
        <Paper key={link.to} component={Link} to={link.to} withBorder p="md" radius="md" style={{ textDecoration: 'none', color: 'inherit' }}>
          <Group wrap="nowrap">
            <ThemeIcon variant="light" color={link.colour} size={44} radius="md" aria-hidden>
              <link.icon size={26} />
            </ThemeIcon>
            <div>
              <Text fw={700}>{knownText(link.title)}</Text>
              <Text size="sm" c="dimmed">
                {intl.formatMessage(link.description)}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
