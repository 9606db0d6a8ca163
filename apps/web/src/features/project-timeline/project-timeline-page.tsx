/** /project-timeline: the implementation roadmap (spec part 2 section 2). */
import { Box, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { RoadmapStageCard } from './roadmap-stage-card';
import { RoadmapSummary } from './roadmap-summary';
import { ROADMAP, ROADMAP_STAGES } from './roadmap-data';
import { TechnologyAndDocuments } from './technology-and-documents';

export function ProjectTimelinePage() {
  // One stage is open at a time; the current stage is open when the page opens.
  const [openStage, setOpenStage] = useState<number | null>(ROADMAP.currentStage);

  return (
    <Stack gap="lg">
      <Box bg="indigo.9" c="white" p="xl" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Title order={2}>Starmining Operations Dashboard</Title>
        <Text mt={4}>Implementation roadmap and project status</Text>
        <Group justify="space-between" mt="lg" mb={6}>
          <Text fw={600}>Overall Progress</Text>
          <Text fw={700} size="xl">
            {ROADMAP.overallProgress}%
          </Text>
        </Group>
        <Progress value={ROADMAP.overallProgress} color="white" bg="indigo.6" size="lg" aria-label="Overall progress" />
      </Box>

      <RoadmapSummary />

      <Title order={2} size="h3">
        Three-Stage Implementation Roadmap
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
        Version 1.0 - October 2025
      </Text>
    </Stack>
  );
}
