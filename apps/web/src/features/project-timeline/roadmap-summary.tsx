import { Paper, SimpleGrid, Text } from '@mantine/core';
import { ROADMAP } from './roadmap-data';

const completionRate = Math.round((ROADMAP.modulesCompleted / ROADMAP.modulesTotal) * 100);

const CARDS = [
  {
    label: 'Modules Completed',
    value: `${ROADMAP.modulesCompleted}/${ROADMAP.modulesTotal}`,
    note: `${completionRate}% completion rate`,
  },
  { label: 'API Endpoints', value: `${ROADMAP.apiEndpoints}+`, note: 'REST API for every module' },
  { label: 'Database Tables', value: `${ROADMAP.databaseTables}`, note: '30+ optimized indexes' },
  { label: 'Current Stage', value: `${ROADMAP.currentStage} of ${ROADMAP.stagesTotal}`, note: 'Foundation in progress' },
];

/** The four headline figures of the roadmap. */
export function RoadmapSummary() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      {CARDS.map((card) => (
        <Paper key={card.label} withBorder p="md" radius="md">
          <Text size="sm" fw={600} c="dimmed">
            {card.label}
          </Text>
          <Text fz={28} fw={700} mt={4}>
            {card.value}
          </Text>
          <Text size="sm">{card.note}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
