/** The fields of a TCP connection (host, port) or a serial one (device and line), as the chosen connection needs. */
import { NativeSelect } from '@mantine/core';
import { BAUD_RATES, DATA_BITS, PARITIES, type ScaleConnection, STOP_BITS } from '@weighbridge/contract/scales';
import type { DraftForm } from '../../components/catalogue-form';
import { DraftNativeSelect, DraftNumberInput, DraftTextInput } from '../../components/draft-fields';
import { type ConnectionDraft, PARITY_LABELS } from './connection';

const PARITY_OPTIONS = PARITIES.map((parity) => ({ value: parity, label: PARITY_LABELS[parity] }));

type ConnectionFieldsProps = { connection: ScaleConnection; form: DraftForm<ConnectionDraft> };

export function ConnectionFields({ connection, form }: ConnectionFieldsProps) {
  if (connection === 'tcp') {
    return (
      <>
        <DraftTextInput form={form} field="host" required placeholder="e.g. 192.168.1.50" />
        <DraftNumberInput
          form={form}
          field="port"
          required
          placeholder="e.g. 4001"
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
          description="7 when the device sends 7 data bits with parity (7E1, 7O1) through a converter that passes 8."
        />
      </>
    );
  }
  if (connection === 'serial') {
    return (
      <>
        <DraftTextInput form={form} field="device_path" required placeholder="e.g. /dev/ttyUSB0 or COM3" />
        <LineNumberSelect form={form} field="baud_rate" options={BAUD_RATES} />
        <LineNumberSelect form={form} field="data_bits" options={DATA_BITS} />
        <DraftNativeSelect form={form} field="parity" data={PARITY_OPTIONS} />
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
