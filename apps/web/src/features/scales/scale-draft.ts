/** A scale as its form holds it, and the body sent for it; the page's Disable and Enable send the same body. */
import type { Scale, ScaleConnection, ScaleInput, ScaleProtocol } from '@weighbridge/contract/scales';
import { numberOrNull } from '../../lib/form-check';
import { connectionBody, type ConnectionDraft, connectionDraft } from './connection';

export type ScaleDraft = ConnectionDraft & {
  name: string;
  location: string;
  capacity_kg: number | string;
  division_kg: number | string;
  connection: ScaleConnection;
  protocol: ScaleProtocol;
  toledo_checksum: boolean;
  ascii_pattern: string;
  enabled: boolean;
};

/** A new scale is typed by hand until its indicator is set up: manual, Toledo continuous, enabled. */
export function scaleDraft(scale: Scale | undefined): ScaleDraft {
  return {
    name: scale?.name ?? '',
    location: scale?.location ?? '',
    capacity_kg: scale?.capacity_kg ?? '',
    division_kg: scale?.division_kg ?? '',
    connection: scale?.connection ?? 'manual',
    protocol: scale?.protocol ?? 'toledo',
    toledo_checksum: scale?.toledo_checksum ?? false,
    ascii_pattern: scale?.ascii_pattern ?? '',
    enabled: scale?.enabled ?? true,
    ...connectionDraft(scale),
  };
}

/**
 * The body of POST and PUT /api/scales. The checksum is sent only for Toledo and the pattern only for the
 * ASCII stream, so a protocol tried in the form and left again leaves nothing behind.
 */
export function scaleBody(draft: ScaleDraft): ScaleInput {
  return {
    name: draft.name,
    location: draft.location,
    capacity_kg: numberOrNull(draft.capacity_kg),
    division_kg: numberOrNull(draft.division_kg),
    connection: draft.connection,
    protocol: draft.protocol,
    toledo_checksum: draft.protocol === 'toledo' && draft.toledo_checksum,
    ascii_pattern: draft.protocol === 'ascii' ? draft.ascii_pattern : null,
    enabled: draft.enabled,
    ...connectionBody(draft.connection, draft),
    // As typed: the contract's check refuses an empty capacity or a baud rate that is not one of its own.
  } as ScaleInput;
}
