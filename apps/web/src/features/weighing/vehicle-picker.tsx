/** The vehicle on the scale: picked from the fleet, or found by scanning (or typing) its RFID card + Enter. */
import { Loader, Select, TextInput } from '@mantine/core';
import type { Vehicle } from '@weighbridge/contract/vehicles';
import { type KeyboardEvent, useState } from 'react';
import { errorText } from '../../app/api-client';
import { showToast } from '../../components/toast';
import { useRfidCardLookup } from './api/get-rfid-card';

type VehiclePickerProps = {
  vehicles: Vehicle[];
  vehicleId: number | null;
  rfidCardNumber: string;
  onVehicleChange: (vehicleId: number | null) => void;
  onRfidChange: (rfidCardNumber: string) => void;
};

export function VehiclePicker({ vehicles, vehicleId, rfidCardNumber, onVehicleChange, onRfidChange }: VehiclePickerProps) {
  const lookUpCard = useRfidCardLookup();
  const [lookingUp, setLookingUp] = useState(false);

  // A card reader types the number and presses Enter, just as a person would.
  async function findCardVehicle(event: KeyboardEvent<HTMLInputElement>) {
    const card = rfidCardNumber.trim();
    if (event.key !== 'Enter' || card === '' || lookingUp) return;
    event.preventDefault();
    setLookingUp(true);
    try {
      const holder = await lookUpCard(card);
      if (holder) onVehicleChange(holder.vehicle_id);
      else showToast('warning', `No vehicle is assigned to RFID card ${card}`);
    } catch (error) {
      showToast('error', errorText(error, 'Failed to look up the RFID card'));
    } finally {
      setLookingUp(false);
    }
  }

  return (
    <>
      <Select<number>
        label="Vehicle"
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
        label="RFID Card Number"
        placeholder="Scan or type the card number"
        description="Press Enter to select the card's vehicle"
        value={rfidCardNumber}
        onChange={(event) => onRfidChange(event.currentTarget.value)}
        onKeyDown={findCardVehicle}
        rightSection={lookingUp ? <Loader size="xs" aria-label="Looking up the card" /> : null}
        autoComplete="off"
      />
    </>
  );
}
