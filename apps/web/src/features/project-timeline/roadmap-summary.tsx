import { Paper, SimpleGrid, Text } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import type { TextDescriptor } from '../../lib/contract-messages';
import { summaryMessages as text } from './messages';
import { ROADMAP } from './roadmap-data';

const completionRate = Math.round((ROADMAP.modulesCompleted / ROADMAP.modulesTotal) * 100);

type Card = { label: TextDescriptor; value: (intl: IntlShape) => string; note: TextDescriptor; noteValues?: Record<string, number> };

const CARDS: readonly Card[] = [
  {
    label: text.modulesCompleted,
    value: () => `${ROADMAP.modulesCompleted}/${ROADMAP.modulesTotal}`,
    note: text.completionRate,
    noteValues: { percent: completionRate },
  },
  { label: text.apiEndpoints, value: () => `${ROADMAP.apiEndpoints}+`, note: text.apiEndpointsNote },
  { label: text.databaseTables, value: () => `${ROADMAP.databaseTables}`, note: text.databaseTablesNote },
  {
    label: text.currentStage,
    value: (intl) => intl.formatMessage(text.stageOf, { stage: ROADMAP.currentStage, stages: ROADMAP.stagesTotal }),
    note: text.currentStageNote,
  },
];

/** The four headline figures of the roadmap. */
export function RoadmapSummary() {
  const intl = useIntl();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      {CARDS.map((card) => (
        <Paper key={card.label.id} withBorder p="md" radius="md">
          <Text size="sm" fw={600} c="dimmed">
            {intl.formatMessage(card.label)}
          </Text>
          <Text fz={28} fw={700} mt={4}>
            {card.value(intl)}
          </Text>
          <Text size="sm">{intl.formatMessage(card.note, card.noteValues)}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
