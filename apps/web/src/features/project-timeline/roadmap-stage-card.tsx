import { Badge, Box, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { TextDescriptor } from '../../lib/contract-messages';
import { percentMessage, stageMessages as text } from './messages';
import type { RoadmapModuleStatus, RoadmapStage, StageStatus } from './roadmap-data';

const STAGE_STATUS: Record<StageStatus, { label: TextDescriptor; colour: string }> = {
  in_progress: { label: text.inProgress, colour: 'blue' },
  planned: { label: text.planned, colour: 'gray' },
};

const MODULE_STATUS: Record<RoadmapModuleStatus, { label: TextDescriptor; colour: string }> = {
  completed: { label: text.completed, colour: 'green' },
  planned: { label: text.planned, colour: 'gray' },
};

type RoadmapStageCardProps = { stage: RoadmapStage; expanded: boolean; onToggle: () => void };

/** One roadmap stage: a summary line that opens the stage's details. */
export function RoadmapStageCard({ stage, expanded, onToggle }: RoadmapStageCardProps) {
  const detailsId = `roadmap-stage-${stage.id}`;
  const status = STAGE_STATUS[stage.status];
  const intl = useIntl();
  return (
    <Paper withBorder radius="md">
      <Title order={3} size="h4">
        <UnstyledButton onClick={onToggle} aria-expanded={expanded} aria-controls={detailsId} w="100%" p="md">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={700} size="lg" component="span" display="block">
                {intl.formatMessage(stage.title)}
              </Text>
              <Text size="sm" fw={400} component="span" display="block">
                {intl.formatMessage(stage.subtitle)}
              </Text>
            </div>
            <Group gap="sm" wrap="nowrap">
              <Badge color={status.colour}>{intl.formatMessage(status.label)}</Badge>
              <Text fw={600} component="span">
                {intl.formatMessage(percentMessage, { percent: stage.progress })}
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
  const intl = useIntl();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label={intl.formatMessage(text.timeline)} value={stage.timeline} />
        <Figure label={intl.formatMessage(text.investment)} value={intl.formatMessage(stage.investment)} />
        <Figure label={intl.formatMessage(text.roi)} value={intl.formatMessage(stage.roi)} />
      </SimpleGrid>
      <Progress value={stage.progress} size="lg" aria-label={intl.formatMessage(text.progress, { stage: intl.formatMessage(stage.title) })} />
      <Title order={4} size="h5">
        {intl.formatMessage(text.modules)}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {stage.modules.map((module) => (
          <Paper key={module.name.id} withBorder p="sm" radius="sm" bg="var(--app-muted-background)">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{intl.formatMessage(module.name)}</Text>
              <Badge color={MODULE_STATUS[module.status].colour}>{intl.formatMessage(MODULE_STATUS[module.status].label)}</Badge>
            </Group>
            <Text size="sm">{module.features.map((feature) => intl.formatMessage(feature)).join(' · ')}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Title order={4} size="h5">
        {intl.formatMessage(text.keyDeliverables)}
      </Title>
      <List spacing={4}>
        {stage.deliverables.map((deliverable) => (
          <List.Item key={deliverable.id}>{intl.formatMessage(deliverable)}</List.Item>
        ))}
      </List>
      <Title order={4} size="h5">
        {intl.formatMessage(text.nextMilestone)}
      </Title>
      <Text>{intl.formatMessage(stage.nextMilestone)}</Text>
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
