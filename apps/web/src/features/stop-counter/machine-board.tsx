/**
 * The board: a tile per machine of the page, green while it runs, red while it is stopped with since when
 * (on the site's clock) and why. Recorders stop a machine, or run it again, with one tap.
 */
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BoardMachine } from '@weighbridge/contract/stops';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { boardMessages as text, classMessages, dayMessages } from './messages';
import { clockTime } from './stop-time';

type MachineBoardProps = {
  machines: readonly BoardMachine[];
  /** Both left out for those who may not record: the buttons are hidden. */
  onStop?: (machine: BoardMachine) => void;
  onRun?: (machine: BoardMachine) => void;
};

export function MachineBoard({ machines, onStop, onRun }: MachineBoardProps) {
  const intl = useIntl();
  if (machines.length === 0) return <Text c="dimmed">{intl.formatMessage(text.none)}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" role="list" aria-label={intl.formatMessage(text.label)}>
      {machines.map((machine) => (
        <MachineTile key={`${machine.equipment_class}-${machine.machine_id}`} machine={machine} onStop={onStop} onRun={onRun} />
      ))}
    </SimpleGrid>
  );
}

function MachineTile({ machine, onStop, onRun }: { machine: BoardMachine } & Omit<MachineBoardProps, 'machines'>) {
  const intl = useIntl();
  const { locale } = useFormat();
  const timeZone = useSiteTimeZone();
  const stop = machine.open_stop;
  return (
    <Card withBorder radius="md" padding="md" role="listitem" style={{ borderLeft: `6px solid var(--mantine-color-${stop ? 'red' : 'green'}-6)` }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>{machine.name}</Text>
            <Text size="xs" c="dimmed">
              {intl.formatMessage(classMessages[machine.equipment_class])}
            </Text>
          </div>
          <Badge color={stop ? 'red' : 'green'} variant="filled" style={{ flexShrink: 0 }}>
            {intl.formatMessage(stop ? text.stopped : text.running)}
          </Badge>
        </Group>
        {stop && (
          <Text size="sm" c="red.8">
            {intl.formatMessage(text.stoppedSince, {
              time: clockTime(stop.started_at, timeZone, locale),
              reason: stop.reason_name ?? intl.formatMessage(dayMessages.notClassified),
            })}
          </Text>
        )}
        {onStop &&
          onRun &&
          (stop ? (
            <Button
              color="green"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              aria-label={intl.formatMessage(text.runMachine, { name: machine.name })}
              onClick={() => onRun(machine)}
            >
              {intl.formatMessage(text.run)}
            </Button>
          ) : (
            <Button
              color="red"
              variant="light"
              leftSection={<IconPlayerStop size={16} aria-hidden />}
              aria-label={intl.formatMessage(text.stopMachine, { name: machine.name })}
              onClick={() => onStop(machine)}
            >
              {intl.formatMessage(text.stop)}
            </Button>
          ))}
      </Stack>
    </Card>
  );
}
