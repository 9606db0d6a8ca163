/** One vehicle of the fleet as a card; its border and badge are green when active, orange otherwise. */
import { Badge, Card, DataList, Group, Text } from '@mantine/core';
import type { Vehicle } from '@weighbridge/contract/vehicles';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NOT_SET } from '../../lib/format';
import { useFormat } from '../../lib/use-format';
import { fuelTypeMessages, vehicleCardMessages as text, vehicleStatusMessages } from './messages';
import { vehicleStatusColour } from './vehicle-labels';

type VehicleCardProps = {
  vehicle: Vehicle;
  /** The buttons of the card's footer (edit and delete; the tare history button joins them). */
  actions?: ReactNode;
};

export function VehicleCard({ vehicle, actions }: VehicleCardProps) {
  const intl = useIntl();
  const { formatKg } = useFormat();
  const colour = vehicleStatusColour(vehicle.status);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={intl.formatMessage(text.label, { registration: vehicle.registration_number })}
      style={{ borderLeft: `4px solid var(--mantine-color-${colour}-7)` }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div>
          <Text fw={700} size="lg">
            {vehicle.registration_number}
          </Text>
          <Text size="sm" c="dimmed">
            {vehicle.brand} {vehicle.model}
          </Text>
        </div>
        <Badge variant="light" color={colour} style={{ flexShrink: 0 }}>
          {intl.formatMessage(vehicleStatusMessages[vehicle.status])}
        </Badge>
      </Group>
      <DataList size="sm" gap={6} mt="md" labelWidth={96}>
        <Detail label={intl.formatMessage(text.driver)} value={vehicle.driver_name ?? intl.formatMessage(text.unassigned)} />
        <Detail label={intl.formatMessage(text.fuelType)} value={intl.formatMessage(fuelTypeMessages[vehicle.fuel_type])} />
        <Detail label={intl.formatMessage(text.year)} value={vehicle.year_manufactured?.toString() ?? NOT_SET} />
        <Detail label={intl.formatMessage(text.capacity)} value={formatKg(vehicle.capacity_kg)} />
        <Detail label={intl.formatMessage(text.tareWeight)} value={formatKg(vehicle.tare_weight_kg)} />
      </DataList>
      {actions && (
        // Pinned to the bottom so the buttons line up across a row of cards of different heights.
        <Group justify="flex-end" gap="xs" mt="auto" pt="sm">
          {actions}
        </Group>
      )}
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
