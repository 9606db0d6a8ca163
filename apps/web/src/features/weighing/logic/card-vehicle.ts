/**
 * Finds the vehicle of an RFID card, whether the card was read at the scale's reader (the live stream) or
 * scanned into the field and Enter pressed. An unknown card stays in the field: recording a tara with it
 * assigns it to the vehicle weighed (the tara's rule on the server).
 */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../../app/api-client';
import { showToast } from '../../../components/toast';
import { useKnownTexts } from '../../../lib/known-texts';
import { useRfidCardLookup } from '../api/get-rfid-card';
import { vehicleMessages } from '../messages';

export type CardVehicle = {
  findCardVehicle: (card: string) => Promise<void>;
  lookingUp: boolean;
  /** The last card looked up that no vehicle holds. */
  unknownCard: string | null;
};

export function useCardVehicle(onVehicle: (vehicleId: number) => void): CardVehicle {
  const lookUpCard = useRfidCardLookup();
  const intl = useIntl();
  const knownText = useKnownTexts();
  const [lookingUp, setLookingUp] = useState(false);
  const [unknownCard, setUnknownCard] = useState<string | null>(null);
  // Two cards read in quick succession: only the last one's vehicle is chosen.
  const latest = useRef(0);

  async function findCardVehicle(card: string) {
    const lookup = ++latest.current;
    setLookingUp(true);
    try {
      const holder = await lookUpCard(card);
      if (lookup !== latest.current) return;
      setUnknownCard(holder ? null : card);
      if (holder) onVehicle(holder.vehicle_id);
      else showToast('warning', intl.formatMessage(vehicleMessages.noCardVehicle, { card }));
    } catch (error) {
      if (lookup === latest.current) showToast('error', knownText(errorText(error, intl.formatMessage(vehicleMessages.cardFailed))));
    } finally {
      if (lookup === latest.current) setLookingUp(false);
    }
  }

  return { findCardVehicle, lookingUp, unknownCard };
}
