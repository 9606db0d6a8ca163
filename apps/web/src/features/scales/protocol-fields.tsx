/**
 * The protocol of a scale's indicator and the settings that protocol needs: the Toledo checksum, the
 * ASCII stream's format (or a pattern of the site's own), and how MT-SICS and a custom pattern end a frame.
 */
import { Checkbox, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import {
  ASCII_FORMAT_LABELS,
  ASCII_FORMATS,
  type AsciiFormat,
  LINE_END_LABELS,
  LINE_ENDS,
  type LineEnd,
  SCALE_PROTOCOL_LABELS,
  SCALE_PROTOCOLS,
  type ScaleProtocol,
} from '@weighbridge/contract/scales';
import type { FormErrors } from '../../lib/form-check';
import type { ScaleDraft } from './scale-draft';

const LABELS = FIELD_LABELS.scales;

const PROTOCOL_OPTIONS = SCALE_PROTOCOLS.map((protocol) => ({ value: protocol, label: SCALE_PROTOCOL_LABELS[protocol] }));
const FORMAT_OPTIONS = ASCII_FORMATS.map((format) => ({ value: format, label: ASCII_FORMAT_LABELS[format] }));

/** The protocol's own end of frame, chosen by leaving the setting empty. */
const USUAL_LINE_END: Partial<Record<ScaleProtocol, string>> = { sics: 'CR LF (as MT-SICS defines it)', ascii: 'Any line end (CR LF, CR or LF)' };

/** The groups a custom pattern reads, as the server's parser names them. */
export const ASCII_PATTERN_HINT =
  'A regular expression matched against each frame, with the named group weight and optionally sign, unit (kg, t, lb, or the letters K, T, L; kg without it), motion or stable, net, overload, underload and error (set when the group matches), e.g. ^(?<weight>-?\\d+)\\s?(?<unit>kg)$';

type ProtocolFieldsProps = { draft: ScaleDraft; errors: FormErrors; change: (patch: Partial<ScaleDraft>) => void };

export function ProtocolFields({ draft, errors, change }: ProtocolFieldsProps) {
  const custom = draft.protocol === 'ascii' && draft.ascii_format === 'custom';
  const setsLineEnd = draft.protocol === 'sics' || custom;
  return (
    <>
      <NativeSelect
        label={LABELS.protocol}
        data={PROTOCOL_OPTIONS}
        value={draft.protocol}
        error={errors.protocol}
        onChange={(event) => change({ protocol: event.currentTarget.value as ScaleProtocol })}
      />
      {draft.protocol === 'toledo' && (
        <Checkbox
          label={LABELS.toledo_checksum}
          description="The indicator sends a checksum byte after CR."
          checked={draft.toledo_checksum}
          error={errors.toledo_checksum}
          onChange={(event) => change({ toledo_checksum: event.currentTarget.checked })}
        />
      )}
      {draft.protocol === 'ascii' && (
        <NativeSelect
          label={LABELS.ascii_format}
          description="The output format set on the indicator, or a pattern of your own."
          data={FORMAT_OPTIONS}
          value={draft.ascii_format}
          error={errors.ascii_format}
          onChange={(event) => change({ ascii_format: event.currentTarget.value as AsciiFormat })}
        />
      )}
      {custom && (
        <TextInput
          label={LABELS.ascii_pattern}
          required
          description={ASCII_PATTERN_HINT}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          value={draft.ascii_pattern}
          error={errors.ascii_pattern}
          onChange={(event) => change({ ascii_pattern: event.currentTarget.value })}
        />
      )}
      {setsLineEnd && (
        <NativeSelect
          label={LABELS.line_end}
          description="How the indicator ends each frame."
          data={[{ value: '', label: USUAL_LINE_END[draft.protocol] ?? '' }, ...LINE_ENDS.map((end) => ({ value: end, label: LINE_END_LABELS[end] }))]}
          value={draft.line_end}
          error={errors.line_end}
          onChange={(event) => change({ line_end: event.currentTarget.value as LineEnd | '' })}
        />
      )}
      {setsLineEnd && draft.line_end === 'length' && (
        <NumberInput
          label={LABELS.frame_length}
          required
          description="Characters of each frame, its STX included."
          min={2}
          max={128}
          allowDecimal={false}
          allowNegative={false}
          value={draft.frame_length}
          error={errors.frame_length}
          onChange={(value) => change({ frame_length: value })}
        />
      )}
    </>
  );
}
