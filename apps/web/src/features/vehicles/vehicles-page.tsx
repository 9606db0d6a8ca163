/** /vehicles, Fleet Management (spec part 1 sections 2, 5 and 8). */
import { Button, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { Vehicle } from '@weighbridge/contract/vehicles';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { useRecordPermissions } from '../../app/permissions/use-record-permissions';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { RecordActions } from '../../components/record-actions';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useDeleteVehicle } from './api/delete-vehicle';
import { useVehicles } from '../../app/queries/vehicles';
import { vehiclesPageMessages as text } from './messages';
import { TareHistoryDialog } from './tare-history-dialog';
import { VehicleCard } from './vehicle-card';
import { VehicleFormModal } from './vehicle-form-modal';
import { searchVehicles } from './vehicle-search';

/** The dialog that is open: adding (no vehicle) or editing one. */
type OpenForm = { vehicle?: Vehicle };

export function VehiclesPage() {
  const vehicles = useVehicles();
  const deleteVehicle = useDeleteVehicle();
  const may = useRecordPermissions('scale.vehicles');
  const intl = useIntl();
  const knownText = useKnownTexts();
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<OpenForm | null>(null);
  const [tareHistoryOf, setTareHistoryOf] = useState<Vehicle | null>(null);

  useLoadFailure(vehicles.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));

  function confirmDelete(vehicle: Vehicle) {
    if (!window.confirm(intl.formatMessage(text.deleteQuestion))) return;
    deleteVehicle.mutate(vehicle.vehicle_id, {
      onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(text.deleteFailed)))),
    });
  }

  const mayChange = may.update || may.delete;
  const found = searchVehicles(vehicles.data ?? [], search);

  return (
    <>
      <PageToolbar title={intl.formatMessage(text.title)}>
        <TextInput
          aria-label={intl.formatMessage(text.search)}
          placeholder={intl.formatMessage(text.searchPlaceholder)}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={300}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {may.create && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({})}>
            {intl.formatMessage(text.add)}
          </Button>
        )}
      </PageToolbar>
      {vehicles.isPending && <LoadingNotice />}
      {/* After a failed load the toast says so; 'No vehicles found' would claim the fleet is empty. */}
      {vehicles.data && found.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed">
            {intl.formatMessage(vehicles.data.length === 0 ? text.none : text.noneMatch)}
          </Text>
        </Paper>
      )}
      {found.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
          {found.map((vehicle) => (
            <VehicleCard
              key={vehicle.vehicle_id}
              vehicle={vehicle}
              actions={
                <>
                  <Button variant="subtle" size="xs" onClick={() => setTareHistoryOf(vehicle)} aria-label={intl.formatMessage(text.tareHistoryOf, { registration: vehicle.registration_number })}
                  >
                    {intl.formatMessage(text.tareHistory)}
                  </Button>
                  {mayChange && (
                    <RecordActions
                      label={intl.formatMessage(text.recordLabel, { registration: vehicle.registration_number })}
                      onEdit={may.update ? () => setForm({ vehicle }) : undefined}
                      onDelete={may.delete ? () => confirmDelete(vehicle) : undefined}
                    />
                  )}
                </>
              }
            />
          ))}
        </SimpleGrid>
      )}
      {form && <VehicleFormModal vehicle={form.vehicle} onClose={() => setForm(null)} />}
      {tareHistoryOf && <TareHistoryDialog vehicle={tareHistoryOf} onClose={() => setTareHistoryOf(null)} />}
    </>
  );
}
