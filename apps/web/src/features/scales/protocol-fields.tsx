/**
 * The protocol of a scale's indicator and the settings that protocol needs: the Toledo checksum, the
 * ASCII stream's format (or a pattern of the site's own), and how MT-SICS and a custom pattern end a frame.
 */
import { ASCII_FORMATS, LINE_ENDS, SCALE_PROTOCOLS, type ScaleProtocol } from '@weighbridge/contract/scales';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { DraftForm } from '../../components/catalogue-form';
import { DraftCheckbox, DraftNativeSelect, DraftNumberInput, DraftTextInput } from '../../components/draft-fields';
import { lineEndMessages, protocolFieldMessages as text } from './messages';
import { useProtocolNames } from './protocol-names';
import type { ScaleDraft } from './scale-draft';

/** The protocol's own end of frame, chosen by leaving the setting empty. */
const USUAL_LINE_END: Partial<Record<ScaleProtocol, MessageDescriptor>> = { sics: text.sicsLineEnd, ascii: text.asciiLineEnd };

/** A custom pattern with the groups the server's parser names, shown as the example of the pattern's hint. */
const ASCII_PATTERN_EXAMPLE = '^(?<weight>-?\\d+)\\s?(?<unit>kg)$';

export function ProtocolFields({ form }: { form: DraftForm<ScaleDraft> }) {
  const { protocol, ascii_format, line_end } = form.draft;
  const intl = useIntl();
  const names = useProtocolNames();
  const protocolOptions = SCALE_PROTOCOLS.map((value) => ({ value, label: names.protocols[value] }));
  const formatOptions = ASCII_FORMATS.map((value) => ({ value, label: names.formats[value] }));
  const lineEndOptions = LINE_ENDS.map((value) => ({ value, label: intl.formatMessage(lineEndMessages[value]) }));
  const usualLineEnd = USUAL_LINE_END[protocol];
  const custom = protocol === 'ascii' && ascii_format === 'custom';
  const setsLineEnd = protocol === 'sics' || custom;
  return (
    <>
      <DraftNativeSelect form={form} field="protocol" data={protocolOptions} />
      {protocol === 'toledo' && <DraftCheckbox form={form} field="toledo_checksum" description={intl.formatMessage(text.toledoChecksumHint)} />}
      {protocol === 'ascii' && (
        <DraftNativeSelect
          form={form}
          field="ascii_format"
          description={intl.formatMessage(text.asciiFormatHint)}
          data={formatOptions}
        />
      )}
      {custom && (
        <DraftTextInput
          form={form}
          field="ascii_pattern"
          required
          description={intl.formatMessage(text.asciiPatternHint, { example: ASCII_PATTERN_EXAMPLE })}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      )}
      {setsLineEnd && (
        <DraftNativeSelect
          form={form}
          field="line_end"
          description={intl.formatMessage(text.lineEndHint)}
          data={[{ value: '', label: usualLineEnd ? intl.formatMessage(usualLineEnd) : '' }, ...lineEndOptions]}
        />
      )}
      {setsLineEnd && line_end === 'length' && (
        <DraftNumberInput
          form={form}
          field="frame_length"
          required
          description={intl.formatMessage(text.frameLengthHint)}
          min={2}
          max={128}
          allowDecimal={false}
          allowNegative={false}
        />
      )}
    </>
  );
}
