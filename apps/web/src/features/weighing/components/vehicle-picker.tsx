/** The vehicle on the scale: picked from the fleet, or found by scanning (or typing) its RFID card + Enter. */
import { Loader, Select, TextInput } from '@mantine/core';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import type { Vehicle } from '@weighbridge/contract/vehicles';
import type { KeyboardEvent } from 'react';
import type { CardVehicle } from '../logic/card-vehicle';

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

  // A card reader types the number and presses Enter, just as a person would.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || card === '' || lookingUp) return;
    event.preventDefault();
    void findCardVehicle(card);
  }

  return (
    <>
      <Select<number>
        label={TICKET_FIELDS.vehicle}
        placeholder="Select vehicle"
        data={vehicles.map((vehicle) => ({
          value: vehicle.vehicle_id,
          label: `${vehicle.registration_number} — ${vehicle.brand} ${vehicle.model}`,
        }))}
        value={vehicleId}
        onChange={onVehicleChange}
        searchable
        clearable
        nothingFoundMessage="No vehicle found"
      />
      <TextInput
        label={TICKET_FIELDS.rfidCardNumber}
        placeholder="Scan or type the card number"
        description={
          card !== '' && card === unknownCard
            ? `Card ${card} is not assigned to a vehicle: Record TARA (Empty) assigns it to the selected vehicle`
            : "Press Enter to select the card's vehicle"
        }
        value={rfidCardNumber}
        onChange={(event) => onRfidChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        rightSection={lookingUp ? <Loader size="xs" aria-label="Looking up the card" /> : null}
        autoComplete="off"
      />
    </>
  );
}
