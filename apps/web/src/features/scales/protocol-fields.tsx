/**
 * The protocol of a scale's indicator and the settings that protocol needs: the Toledo checksum, the
 * ASCII stream's format (or a pattern of the site's own), and how MT-SICS and a custom pattern end a frame.
 */
import {
  ASCII_FORMAT_LABELS,
  ASCII_FORMATS,
  LINE_END_LABELS,
  LINE_ENDS,
  SCALE_PROTOCOL_LABELS,
  SCALE_PROTOCOLS,
  type ScaleProtocol,
} from '@weighbridge/contract/scales';
import type { DraftForm } from '../../components/catalogue-form';
import { DraftCheckbox, DraftNativeSelect, DraftNumberInput, DraftTextInput } from '../../components/draft-fields';
import type { ScaleDraft } from './scale-draft';

const PROTOCOL_OPTIONS = SCALE_PROTOCOLS.map((protocol) => ({ value: protocol, label: SCALE_PROTOCOL_LABELS[protocol] }));
const FORMAT_OPTIONS = ASCII_FORMATS.map((format) => ({ value: format, label: ASCII_FORMAT_LABELS[format] }));

/** The protocol's own end of frame, chosen by leaving the setting empty. */
const USUAL_LINE_END: Partial<Record<ScaleProtocol, string>> = { sics: 'CR LF (as MT-SICS defines it)', ascii: 'Any line end (CR LF, CR or LF)' };

/** The groups a custom pattern reads, as the server's parser names them. */
export const ASCII_PATTERN_HINT =
  'A regular expression matched against each frame, with the named group weight and optionally sign, unit (kg, t, lb, or the letters K, T, L; kg without it), motion or stable, net, overload, underload and error (set when the group matches), e.g. ^(?<weight>-?\\d+)\\s?(?<unit>kg)$';

export function ProtocolFields({ form }: { form: DraftForm<ScaleDraft> }) {
  const { protocol, ascii_format, line_end } = form.draft;
  const custom = protocol === 'ascii' && ascii_format === 'custom';
  const setsLineEnd = protocol === 'sics' || custom;
  return (
    <>
      <DraftNativeSelect form={form} field="protocol" data={PROTOCOL_OPTIONS} />
      {protocol === 'toledo' && <DraftCheckbox form={form} field="toledo_checksum" description="The indicator sends a checksum byte after CR." />}
      {protocol === 'ascii' && (
        <DraftNativeSelect
          form={form}
          field="ascii_format"
          description="The output format set on the indicator, or a pattern of your own."
          data={FORMAT_OPTIONS}
        />
      )}
      {custom && (
        <DraftTextInput
          form={form}
          field="ascii_pattern"
          required
          description={ASCII_PATTERN_HINT}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      )}
      {setsLineEnd && (
        <DraftNativeSelect
          form={form}
          field="line_end"
          description="How the indicator ends each frame."
          data={[{ value: '', label: USUAL_LINE_END[protocol] ?? '' }, ...LINE_ENDS.map((end) => ({ value: end, label: LINE_END_LABELS[end] }))]}
        />
      )}
      {setsLineEnd && line_end === 'length' && (
        <DraftNumberInput
          form={form}
          field="frame_length"
          required
          description="Characters of each frame, its STX included."
          min={2}
          max={128}
          allowDecimal={false}
          allowNegative={false}
        />
      )}
    </>
  );
}
