import { Badge, Box, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { RoadmapModuleStatus, RoadmapStage, StageStatus } from './roadmap-data';

const STAGE_STATUS: Record<StageStatus, { label: string; colour: string }> = {
  in_progress: { label: 'In Progress', colour: 'blue' },
  planned: { label: 'Planned', colour: 'gray' },
};

const MODULE_STATUS: Record<RoadmapModuleStatus, { label: string; colour: string }> = {
  completed: { label: 'Completed', colour: 'green' },
  planned: { label: 'Planned', colour: 'gray' },
};

type RoadmapStageCardProps = { stage: RoadmapStage; expanded: boolean; onToggle: () => void };

/** One roadmap stage: a summary line that opens the stage's details. */
export function RoadmapStageCard({ stage, expanded, onToggle }: RoadmapStageCardProps) {
  const detailsId = `roadmap-stage-${stage.id}`;
  const status = STAGE_STATUS[stage.status];
  return (
    <Paper withBorder radius="md">
      <Title order={3} size="h4">
        <UnstyledButton onClick={onToggle} aria-expanded={expanded} aria-controls={detailsId} w="100%" p="md">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={700} size="lg" component="span" display="block">
                {stage.title}
              </Text>
              <Text size="sm" fw={400} component="span" display="block">
                {stage.subtitle}
              </Text>
            </div>
            <Group gap="sm" wrap="nowrap">
              <Badge color={status.colour}>{status.label}</Badge>
              <Text fw={600} component="span">
                {stage.progress}%
              </Text>
              <IconChevronDown aria-hidden style={{ transform: expanded ? 'rotate(180deg)' : undefined }} />
            </Group>
          </Group>
        </UnstyledButton>
      </Title>
      {expanded && (
        <Box id={detailsId} px="md" pb="md">
          <StageDetails stage={stage} />
        </Box>
      )}
    </Paper>
  );
}

function StageDetails({ stage }: { stage: RoadmapStage }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label="Timeline" value={stage.timeline} />
        <Figure label="Investment" value={stage.investment} />
        <Figure label="ROI" value={stage.roi} />
      </SimpleGrid>
      <Progress value={stage.progress} size="lg" aria-label={`${stage.title} progress`} />
      <Title order={4} size="h5">
        Modules
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {stage.modules.map((module) => (
          <Paper key={module.name} withBorder p="sm" radius="sm" bg="var(--app-muted-background)">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{module.name}</Text>
              <Badge color={MODULE_STATUS[module.status].colour}>{MODULE_STATUS[module.status].label}</Badge>
            </Group>
            <Text size="sm">{module.features.join(' · ')}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Title order={4} size="h5">
        Key Deliverables
      </Title>
      <List spacing={4}>
        {stage.deliverables.map((deliverable) => (
          <List.Item key={deliverable}>{deliverable}</List.Item>
        ))}
      </List>
      <Title order={4} size="h5">
        Next Milestone
      </Title>
      <Text>{stage.nextMilestone}</Text>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}
