/** /project-timeline: the implementation roadmap (spec part 2 section 2). */
import { Box, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { pageMessages as text, percentMessage } from './messages';
import { RoadmapStageCard } from './roadmap-stage-card';
import { RoadmapSummary } from './roadmap-summary';
import { ROADMAP, ROADMAP_STAGES } from './roadmap-data';
import { TechnologyAndDocuments } from './technology-and-documents';

export function ProjectTimelinePage() {
  // One stage is open at a time; the current stage is open when the page opens.
  const [openStage, setOpenStage] = useState<number | null>(ROADMAP.currentStage);
  const intl = useIntl();

  return (
    <Stack gap="lg">
      <Box bg="indigo.9" c="white" p="xl" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Title order={2}>{intl.formatMessage(text.title)}</Title>
        <Text mt={4}>{intl.formatMessage(text.subtitle)}</Text>
        <Group justify="space-between" mt="lg" mb={6}>
          <Text fw={600}>{intl.formatMessage(text.overallProgress)}</Text>
          <Text fw={700} size="xl">
            {intl.formatMessage(percentMessage, { percent: ROADMAP.overallProgress })}
          </Text>
        </Group>
        <Progress value={ROADMAP.overallProgress} color="white" bg="indigo.6" size="lg" aria-label={intl.formatMessage(text.overallProgressLabel)} />
      </Box>

      <RoadmapSummary />

      <Title order={2} size="h3">
        {intl.formatMessage(text.roadmap)}
      </Title>
      <Stack gap="sm">
        {ROADMAP_STAGES.map((stage) => (
          <RoadmapStageCard
            key={stage.id}
            stage={stage}
            expanded={openStage === stage.id}
            onToggle={() => setOpenStage((current) => (current === stage.id ? null : stage.id))}
          />
        ))}
      </Stack>

      <TechnologyAndDocuments />

      <Text component="footer" ta="center" size="sm" py="md">
        {intl.formatMessage(text.version)}
      </Text>
    </Stack>
  );
}
