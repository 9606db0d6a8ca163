/** A scale as its form holds it, and the body sent for it; the page's Disable and Enable send the same body. */
import type { AsciiFormat, LineEnd, Scale, ScaleConnection, ScaleInput, ScaleProtocol } from '@weighbridge/contract/scales';
import { numberOrNull } from '../../lib/form-check';
import { recordDraft } from '../../lib/record-draft';
import { connectionBody, type ConnectionDraft, EMPTY_CONNECTION } from './connection';

export type ScaleDraft = ConnectionDraft & {
  name: string;
  location: string;
  capacity_kg: number | string;
  division_kg: number | string;
  connection: ScaleConnection;
  protocol: ScaleProtocol;
  toledo_checksum: boolean;
  ascii_format: AsciiFormat;
  ascii_pattern: string;
  /** '' for the protocol's usual end of frame. */
  line_end: LineEnd | '';
  frame_length: number | string;
  enabled: boolean;
};

/** A new scale is typed by hand until its indicator is set up: manual, Toledo continuous, enabled. */
export function scaleDraft(scale: Scale | undefined): ScaleDraft {
  return recordDraft<ScaleDraft>(scale, {
    name: '',
    location: '',
    capacity_kg: '',
    division_kg: '',
    connection: 'manual',
    protocol: 'toledo',
    toledo_checksum: false,
    ascii_format: 'custom',
    ascii_pattern: '',
    line_end: '',
    frame_length: '',
    enabled: true,
    ...EMPTY_CONNECTION,
  });
}

/**
 * The body of POST and PUT /api/scales. The checksum is sent only for Toledo, the format only for the ASCII
 * stream, its pattern only for a custom format, and the end of frame only where it is a setting (MT-SICS, a
 * custom pattern), so a protocol tried in the form and left again leaves nothing behind.
 */
export function scaleBody(draft: ScaleDraft): ScaleInput {
  const custom = draft.protocol === 'ascii' && draft.ascii_format === 'custom';
  const setsLineEnd = draft.protocol === 'sics' || custom;
  return {
    name: draft.name,
    location: draft.location,
    capacity_kg: numberOrNull(draft.capacity_kg),
    division_kg: numberOrNull(draft.division_kg),
    connection: draft.connection,
    protocol: draft.protocol,
    toledo_checksum: draft.protocol === 'toledo' && draft.toledo_checksum,
    ascii_format: draft.protocol === 'ascii' ? draft.ascii_format : 'custom',
    ascii_pattern: custom ? draft.ascii_pattern : null,
    line_end: setsLineEnd && draft.line_end !== '' ? draft.line_end : null,
    frame_length: setsLineEnd && draft.line_end === 'length' ? numberOrNull(draft.frame_length) : null,
    enabled: draft.enabled,
    ...connectionBody(draft.connection, draft),
    // As typed: the contract's check refuses an empty capacity or a baud rate that is not one of its own.
  } as ScaleInput;
}
