/**
 * The one machine a Stop Counter page may show alone, kept in its address (?machine=ID) so that a link can open
 * it so (a drill log's Delays link opens its rig's) and a reload keeps it. The board, the day's stops and gaps and
 * the Timeline show that machine only; 'All machines' shows them all again.
 */
import { Select } from '@mantine/core';
import { STOP_COUNTER_MACHINE_PARAM } from '@weighbridge/contract/page-paths';
import type { BoardMachine } from '@weighbridge/contract/stops';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { machineFilterMessages as text } from './messages';

const ALL = '';

/** The machine chosen in the address, or null for all; a number that is no machine of the page reads as all. */
export function useMachineFilter(machines: readonly BoardMachine[] | undefined): [number | null, (machineId: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get(STOP_COUNTER_MACHINE_PARAM) ?? Number.NaN);
  const machineId = machines?.some((machine) => machine.machine_id === chosen) ? chosen : null;
  const choose = (next: number | null) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === null) changed.delete(STOP_COUNTER_MACHINE_PARAM);
        else changed.set(STOP_COUNTER_MACHINE_PARAM, String(next));
        return changed;
      },
      { replace: true },
    );
  return [machineId, choose];
}

type MachineFilterProps = { machines: readonly BoardMachine[]; value: number | null; onChange: (machineId: number | null) => void };

export function MachineFilter({ machines, value, onChange }: MachineFilterProps) {
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage(text.machine)}
      w={240}
      searchable
      allowDeselect={false}
      data={[{ value: ALL, label: intl.formatMessage(text.all) }, ...machines.map((machine) => ({ value: String(machine.machine_id), label: machine.name }))]}
      value={value === null ? ALL : String(value)}
      onChange={(next) => onChange(next === null || next === ALL ? null : Number(next))}
    />
  );
}
