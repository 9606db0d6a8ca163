/** The fields of a TCP connection (host, port) or a serial one (device and line), as the chosen connection needs. */
import { NativeSelect } from '@mantine/core';
import { BAUD_RATES, DATA_BITS, PARITIES, type ScaleConnection, STOP_BITS } from '@weighbridge/contract/scales';
import { useIntl } from 'react-intl';
import type { DraftForm } from '../../components/catalogue-form';
import { DraftNativeSelect, DraftNumberInput, DraftTextInput } from '../../components/draft-fields';
import type { ConnectionDraft } from './connection';
import { connectionFieldMessages as text, parityMessages } from './messages';

type ConnectionFieldsProps = { connection: ScaleConnection; form: DraftForm<ConnectionDraft> };

export function ConnectionFields({ connection, form }: ConnectionFieldsProps) {
  const intl = useIntl();
  if (connection === 'tcp') {
    return (
      <>
        <DraftTextInput form={form} field="host" required placeholder={intl.formatMessage(text.hostPlaceholder)} />
        <DraftNumberInput
          form={form}
          field="port"
          required
          placeholder={intl.formatMessage(text.portPlaceholder)}
          min={1}
          max={65535}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={false}
        />
        <LineNumberSelect
          form={form}
          field="data_bits"
          options={DATA_BITS}
          description={intl.formatMessage(text.dataBitsHint)}
        />
      </>
    );
  }
  if (connection === 'serial') {
    return (
      <>
        <DraftTextInput form={form} field="device_path" required placeholder={intl.formatMessage(text.devicePlaceholder)} />
        <LineNumberSelect form={form} field="baud_rate" options={BAUD_RATES} />
        <LineNumberSelect form={form} field="data_bits" options={DATA_BITS} />
        <DraftNativeSelect form={form} field="parity" data={PARITIES.map((parity) => ({ value: parity, label: intl.formatMessage(parityMessages[parity]) }))} />
        <LineNumberSelect form={form} field="stop_bits" options={STOP_BITS} />
      </>
    );
  }
  return null;
}

type LineNumberSelectProps = {
  form: DraftForm<ConnectionDraft>;
  field: 'baud_rate' | 'data_bits' | 'stop_bits';
  options: readonly number[];
  description?: string;
};

/** A setting of the serial line, one of the numbers the contract allows. */
function LineNumberSelect({ form, field, options, description }: LineNumberSelectProps) {
  return (
    <NativeSelect
      label={form.labels[field]}
      description={description}
      data={options.map(String)}
      value={String(form.draft[field])}
      error={form.errors[field]}
      onChange={(event) => form.change({ [field]: Number(event.currentTarget.value) })}
    />
  );
}
