/** The two link cards at the top of Reports & Analytics, to the material reports. */
import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarMonth, IconChartBar, type Icon } from '@tabler/icons-react';
import { ANNUAL_MATERIAL_TITLE, MONTHLY_MATERIAL_TITLE } from '@weighbridge/contract/material-report-tables';
import { Link } from 'react-router';

const LINKS: ReadonlyArray<{ to: string; title: string; description: string; icon: Icon; colour: string }> = [
  {
    to: '/reports/monthly-material',
    title: MONTHLY_MATERIAL_TITLE,
    description: 'Tons of each material by month, January to December',
    icon: IconCalendarMonth,
    colour: 'blue',
  },
  {
    to: '/reports/annual-material',
    title: ANNUAL_MATERIAL_TITLE,
    description: 'Tons of each material by year, with totals per material',
    icon: IconChartBar,
    colour: 'teal',
  },
];

export function ReportLinks() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {LINKS.map((link) => (
        <Paper key={link.to} component={Link} to={link.to} withBorder p="md" radius="md" style={{ textDecoration: 'none', color: 'inherit' }}>
          <Group wrap="nowrap">
            <ThemeIcon variant="light" color={link.colour} size={44} radius="md" aria-hidden>
              <link.icon size={26} />
            </ThemeIcon>
            <div>
              <Text fw={700}>{link.title}</Text>
              <Text size="sm" c="dimmed">
                {link.description}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
