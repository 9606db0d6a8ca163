/** The chosen vehicle's current tara: its weight, when it was taken and how long ago, or that it has none. */
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CurrentTara } from '@weighbridge/contract/weighing';
import { formatAge, formatDateTime, formatScaleKg } from '../../../lib/format';
import { useSiteTimeZone } from '../../../lib/site-time-zone';
import { useNow } from '../../../lib/use-now';

const MINUTE_MS = 60_000;

type CurrentTaraPanelProps = {
  vehicleChosen: boolean;
  /** null: the vehicle has no tara; undefined: not known yet. */
  tara: CurrentTara | null | undefined;
  failed: boolean;
};

export function CurrentTaraPanel({ vehicleChosen, tara, failed }: CurrentTaraPanelProps) {
  return (
    <Stack gap="xs" aria-live="polite">
      <Text fw={700}>Current Tara</Text>
      <TaraState vehicleChosen={vehicleChosen} tara={tara} failed={failed} />
    </Stack>
  );
}

function TaraState({ vehicleChosen, tara, failed }: CurrentTaraPanelProps) {
  const now = useNow(MINUTE_MS);
  const timeZone = useSiteTimeZone();
  if (!vehicleChosen) return <Text c="dimmed">Select a vehicle to see its current tara.</Text>;
  if (failed) return <Text c="var(--app-danger-text)">Failed to load the current tara</Text>;
  if (tara === undefined) {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text>Loading...</Text>
      </Group>
    );
  }
  if (tara === null) {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title="No tara recorded">
        Record TARA (Empty) for this vehicle before weighing a load.
      </Alert>
    );
  }
  return (
    <>
      <Text fz={28} fw={700}>
        {formatScaleKg(tara.last_tara_weight_kg)}
      </Text>
      <Text size="sm">
        Recorded {formatDateTime(tara.last_tara_timestamp, timeZone)} ({formatAge(tara.last_tara_timestamp, now)})
      </Text>
      {tara.stale && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title="Old tara">
          This tara is older than {tara.max_age_days} days. Record a new tara before weighing a load.
        </Alert>
      )}
    </>
  );
}
