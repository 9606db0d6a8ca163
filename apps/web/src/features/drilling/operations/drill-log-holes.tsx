/**
 * The holes of a log one by one: each row its design and actual depth, 'Add a hole' repeating the last row so that a
 * pattern's holes take a tap each, and a row removed with its own button. Sized for a finger.
 */
import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { type HoleDraft, nextHole } from './drill-log-draft';
import { drillLogMessages as text } from './messages';

type Props = { holes: readonly HoleDraft[]; error: string | undefined; onChange: (holes: HoleDraft[]) => void };

export function DrillLogHoles({ holes, error, onChange }: Props) {
  const intl = useIntl();
  const setHole = (index: number, patch: Partial<HoleDraft>) => onChange(holes.map((hole, at) => (at === index ? { ...hole, ...patch } : hole)));
  return (
    <Stack gap="xs">
      {holes.length === 0 && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(text.noHoles)}
        </Text>
      )}
      {holes.map((hole, index) => {
        const number = index + 1;
        return (
          // A hole has no identity of its own but its place in the list.
          <Group key={index} gap="sm" wrap="nowrap" align="flex-end">
            <Text fw={600} w={70} pb={10}>
              {intl.formatMessage(text.holeNumber, { number })}
            </Text>
            <NumberInput
              size="md"
              style={{ flex: 1 }}
              label={index === 0 ? intl.formatMessage(text.designDepth) : undefined}
              aria-label={intl.formatMessage(text.holeDepth, { number, depth: intl.formatMessage(text.designDepth) })}
              min={0}
              step={0.5}
              decimalScale={2}
              inputMode="decimal"
              value={hole.design}
              onChange={(design) => setHole(index, { design })}
            />
            <NumberInput
              size="md"
              style={{ flex: 1 }}
              label={index === 0 ? intl.formatMessage(text.actualDepth) : undefined}
              aria-label={intl.formatMessage(text.holeDepth, { number, depth: intl.formatMessage(text.actualDepth) })}
              min={0}
              step={0.5}
              decimalScale={2}
              inputMode="decimal"
              value={hole.actual}
              onChange={(actual) => setHole(index, { actual })}
            />
            <ActionIcon
              size={42}
              variant="subtle"
              color="red"
              aria-label={intl.formatMessage(text.removeHole, { number })}
              onClick={() => onChange(holes.filter((_, at) => at !== index))}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
      <Button size="md" variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => onChange([...holes, nextHole(holes)])}>
        {intl.formatMessage(text.addHole)}
      </Button>
    </Stack>
  );
}
