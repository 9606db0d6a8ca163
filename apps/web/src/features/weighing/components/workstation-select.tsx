/**
 * "This computer is: <workstation>": which of the site's workstations this screen is, remembered in this
 * browser; the page then opens on its scale and reader. A site without workstations is not asked.
 */
import { Select } from '@mantine/core';
import type { Workstation } from '@weighbridge/contract/workstations';

type WorkstationSelectProps = {
  workstations: readonly Workstation[];
  workstationId: number | null;
  onChange: (workstationId: number | null) => void;
};

export function WorkstationSelect({ workstations, workstationId, onChange }: WorkstationSelectProps) {
  if (workstations.length === 0) return null;
  return (
    <Select<number>
      label="This computer is"
      description="Remembered on this computer; the page opens on its scale and reader"
      placeholder="Not a workstation"
      data={workstations.map((workstation) => ({ value: workstation.workstation_id, label: workstation.name }))}
      value={workstationId}
      onChange={onChange}
      clearable
      maw={360}
    />
  );
}
