/** Vehicle Trip Counts: trips per vehicle in the period, most first; idle active trucks show 0. */
import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { PeriodQuery } from '@weighbridge/contract/date-ranges';
import { useIntl } from 'react-intl';
import { useVehicleTrips } from './api/get-vehicle-trips';
import { DashboardPanel, PanelContent } from './dashboard-panel';
import { panelMessages, tripMessages as text } from './messages';
import { useLoggedFailure } from './use-logged-failure';

export function VehicleTripCounts({ period }: { period: PeriodQuery }) {
  const trips = useVehicleTrips(period);
  useLoggedFailure(trips, 'vehicle trip counts');
  const intl = useIntl();
  return (
    <DashboardPanel title={intl.formatMessage(text.title)}>
      <PanelContent query={trips} isEmpty={(items) => items.length === 0} emptyText={intl.formatMessage(text.none)} skeletonHeight={360}>
        {(items) => (
          <Box mah={460} style={{ overflowY: 'auto' }} tabIndex={0} aria-label={intl.formatMessage(text.list)}>
            <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <Group
                  key={item.vehicle_id}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  py={8}
                  style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                >
                  <div>
                    <Text fw={600} size="sm">
                      {item.registration_number}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {item.brand} {item.model}
                    </Text>
                  </div>
                  <Group gap="sm" wrap="nowrap">
                    {/* Fleet colours: active green, any other status orange. */}
                    <Badge color={item.status === 'active' ? 'green' : 'orange'} variant="light">
                      {intl.formatMessage(text.status, { status: item.status })}
                    </Badge>
                    <Text size="sm" fw={600} miw={64} ta="right">
                      {intl.formatMessage(panelMessages.trips, { count: item.trip_count })}
                    </Text>
                  </Group>
                </Group>
              ))}
            </Stack>
          </Box>
        )}
      </PanelContent>
    </DashboardPanel>
  );
}
