/** The vehicle on the scale: picked from the fleet, or found by scanning (or typing) its RFID card + Enter. */
import { Loader, Select, TextInput } from '@mantine/core';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import type { Vehicle } from '@weighbridge/contract/vehicles';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useKnownTexts } from '../../../lib/known-texts';
import type { CardVehicle } from '../logic/card-vehicle';
import { vehicleMessages as text } from '../messages';

type VehiclePickerProps = {
  vehicles: Vehicle[];
  vehicleId: number | null;
  rfidCardNumber: string;
  onVehicleChange: (vehicleId: number | null) => void;
  onRfidChange: (rfidCardNumber: string) => void;
  cardVehicle: CardVehicle;
};

export function VehiclePicker({ vehicles, vehicleId, rfidCardNumber, onVehicleChange, onRfidChange, cardVehicle }: VehiclePickerProps) {
  const { findCardVehicle, lookingUp, unknownCard } = cardVehicle;
  const card = rfidCardNumber.trim();
  const intl = useIntl();
  const knownText = useKnownTexts();

  // A card reader types the number and presses Enter, just as a person would.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || card === '' || lookingUp) return;
    event.preventDefault();
    void findCardVehicle(card);
  }

  return (
    <>
      <Select<number>
        label={knownText(TICKET_FIELDS.vehicle)}
        placeholder={intl.formatMessage(text.selectVehicle)}
        data={vehicles.map((vehicle) => ({
          value: vehicle.vehicle_id,
          label: `${vehicle.registration_number} — ${vehicle.brand} ${vehicle.model}`,
        }))}
        value={vehicleId}
        onChange={onVehicleChange}
        searchable
        clearable
        nothingFoundMessage={intl.formatMessage(text.noVehicle)}
      />
      <TextInput
        label={knownText(TICKET_FIELDS.rfidCardNumber)}
        placeholder={intl.formatMessage(text.cardPlaceholder)}
        description={
          card !== '' && card === unknownCard
            ? intl.formatMessage(text.unknownCard, { card })
            : intl.formatMessage(text.cardHint)
        }
        value={rfidCardNumber}
        onChange={(event) => onRfidChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        rightSection={lookingUp ? <Loader size="xs" aria-label={intl.formatMessage(text.lookingUp)} /> : null}
        autoComplete="off"
      />
    </>
  );
}
