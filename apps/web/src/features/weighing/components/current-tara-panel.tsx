/** The chosen vehicle's current tara: its weight, when it was taken and how long ago, or that it has none. */
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CurrentTara } from '@weighbridge/contract/weighing';
import { FormattedMessage, useIntl } from 'react-intl';
import { loadingMessages } from '../../../components/messages';
import { useFormat } from '../../../lib/use-format';
import { taraMessages as text } from '../messages';
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
      <Text fw={700}>
        <FormattedMessage {...text.title} />
      </Text>
      <TaraState vehicleChosen={vehicleChosen} tara={tara} failed={failed} />
    </Stack>
  );
}

function TaraState({ vehicleChosen, tara, failed }: CurrentTaraPanelProps) {
  const now = useNow(MINUTE_MS);
  const intl = useIntl();
  const { formatAge, formatDateTime, formatScaleKg } = useFormat();
  const timeZone = useSiteTimeZone();
  if (!vehicleChosen) return <Text c="dimmed">{intl.formatMessage(text.chooseVehicle)}</Text>;
  if (failed) return <Text c="var(--app-danger-text)">{intl.formatMessage(text.failed)}</Text>;
  if (tara === undefined) {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text>
          <FormattedMessage {...loadingMessages.loading} />
        </Text>
      </Group>
    );
  }
  if (tara === null) {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title={intl.formatMessage(text.none)}>
        {intl.formatMessage(text.noneText)}
      </Alert>
    );
  }
  return (
    <>
      <Text fz={28} fw={700}>
        {formatScaleKg(tara.last_tara_weight_kg)}
      </Text>
      <Text size="sm">
        {intl.formatMessage(text.recorded, {
          time: formatDateTime(tara.last_tara_timestamp, timeZone),
          age: formatAge(tara.last_tara_timestamp, now),
        })}
      </Text>
      {tara.stale && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title={intl.formatMessage(text.old)}>
          {intl.formatMessage(text.oldText, { days: tara.max_age_days })}
        </Alert>
      )}
    </>
  );
}
