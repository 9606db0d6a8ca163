/** The fields of a TCP connection (host, port) or a serial one (device and line), as the chosen connection needs. */
import { NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { BAUD_RATES, DATA_BITS, PARITIES, type ScaleConnection, STOP_BITS } from '@weighbridge/contract/scales';
import type { FormErrors } from '../../lib/form-check';
import { type ConnectionDraft, type Parity, PARITY_LABELS } from './connection';

/** Scales and readers label their connection fields alike. */
const LABELS = FIELD_LABELS.scales;

const PARITY_OPTIONS = PARITIES.map((parity) => ({ value: parity, label: PARITY_LABELS[parity] }));
const numberOptions = (values: readonly number[]) => values.map(String);

type ConnectionFieldsProps = {
  connection: ScaleConnection;
  draft: ConnectionDraft;
  errors: FormErrors;
  change: (patch: Partial<ConnectionDraft>) => void;
};

export function ConnectionFields({ connection, draft, errors, change }: ConnectionFieldsProps) {
  if (connection === 'tcp') {
    return (
      <>
        <TextInput
          label={LABELS.host}
          required
          placeholder="e.g. 192.168.1.50"
          value={draft.host}
          error={errors.host}
          onChange={(event) => change({ host: event.currentTarget.value })}
        />
        <NumberInput
          label={LABELS.port}
          required
          placeholder="e.g. 4001"
          min={1}
          max={65535}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={false}
          value={draft.port}
          error={errors.port}
          onChange={(value) => change({ port: value })}
        />
        <NativeSelect
          label={LABELS.data_bits}
          description="7 when the device sends 7 data bits with parity (7E1, 7O1) through a converter that passes 8."
          data={numberOptions(DATA_BITS)}
          value={String(draft.data_bits)}
          error={errors.data_bits}
          onChange={(event) => change({ data_bits: Number(event.currentTarget.value) })}
        />
      </>
    );
  }
  if (connection === 'serial') {
    return (
      <>
        <TextInput
          label={LABELS.device_path}
          required
          placeholder="e.g. /dev/ttyUSB0 or COM3"
          value={draft.device_path}
          error={errors.device_path}
          onChange={(event) => change({ device_path: event.currentTarget.value })}
        />
        <NativeSelect
          label={LABELS.baud_rate}
          data={numberOptions(BAUD_RATES)}
          value={String(draft.baud_rate)}
          error={errors.baud_rate}
          onChange={(event) => change({ baud_rate: Number(event.currentTarget.value) })}
        />
        <NativeSelect
          label={LABELS.data_bits}
          data={numberOptions(DATA_BITS)}
          value={String(draft.data_bits)}
          error={errors.data_bits}
          onChange={(event) => change({ data_bits: Number(event.currentTarget.value) })}
        />
        <NativeSelect
          label={LABELS.parity}
          data={PARITY_OPTIONS}
          value={draft.parity}
          error={errors.parity}
          onChange={(event) => change({ parity: event.currentTarget.value as Parity })}
        />
        <NativeSelect
          label={LABELS.stop_bits}
          data={numberOptions(STOP_BITS)}
          value={String(draft.stop_bits)}
          error={errors.stop_bits}
          onChange={(event) => change({ stop_bits: Number(event.currentTarget.value) })}
        />
      </>
    );
  }
  return null;
}
